import type { RawQuery } from '../../db/client';

/** How many of a merchant's sales become its customers' payments, at most. */
const CUSTOMER_SALES_PER_MERCHANT = 400;
/** How many sales an open-amount payment link ("Pay your invoice") took, at most. */
const LINK_SALES_PER_MERCHANT = 60;
/** How many sales rang up a product from the merchant's catalogue, at most. */
const PRODUCT_SALES_PER_MERCHANT = 300;
/** The most units of one product a generated sale carries. */
const MAX_UNITS_PER_SALE = 4;

/**
 * Ties part of the generated ledger to the commerce records, so the demo's customer pages,
 * payment links and checkout dashboard show payments: every seventh approved sale of a
 * merchant with customers becomes a customer's payment (its cardholder name and e-mail, and
 * those of its refunds and voids, become the customer's), and every eleventh remaining one a
 * payment through the merchant's first open-amount link made before it, with its line item;
 * and every thirteenth sale left of a merchant with active products (the latest first, so
 * this month's analytics have them) carries line items: as
 * many units of one product it could buy as the amount holds (at most four; the products
 * taken in turn), and the rest as "Other items",
 * so the products' analytics (units and revenue) have sales to count.
 * Amounts and rollups are untouched: only who paid and through what. Set-based and bounded
 * per merchant, so the large profile pays seconds for it.
 */
export async function linkSalesToCommerce(query: RawQuery): Promise<number> {
  const customerSales = await query<{ linked: number }>(
    `with numbered as (
       select id, merchant_id, first_name, last_name, email,
              row_number() over (partition by merchant_id order by id) - 1 as k,
              count(*) over (partition by merchant_id) as n
         from customers),
     sales as (
       select t.id, t.merchant_id,
              row_number() over (partition by t.merchant_id order by t.id) - 1 as k
         from transactions t
        where t.kind = 'sale' and t.status = 'approved' and t.id % 7 = 0
          and t.merchant_id in (select merchant_id from customers)),
     chosen as (
       select s.id, c.id as customer_id, c.first_name || ' ' || c.last_name as name, c.email
         from sales s join numbered c on c.merchant_id = s.merchant_id and c.k = s.k % c.n
        where s.k < ${CUSTOMER_SALES_PER_MERCHANT}),
     linked as (
       update transactions t
          set customer_id = chosen.customer_id,
              accountholder_name = chosen.name,
              accountholder_email = chosen.email
         from chosen
        where t.id = chosen.id or t.original_transaction_id = chosen.id
       returning t.id)
     select count(*)::int as linked from linked`,
  );
  const linkSales = await query<{ linked: number }>(
    `with links as (
       select distinct on (merchant_id) id, merchant_id, created_at, title, currency
         from payment_links where amount_cents is null
        order by merchant_id, id),
     sales as (
       select t.id, t.merchant_id, t.trans_date, t.gross_amount_cents, l.id as link_id,
              l.title, l.currency,
              row_number() over (partition by t.merchant_id order by t.id) - 1 as k
         from transactions t join links l on l.merchant_id = t.merchant_id
        where t.kind = 'sale' and t.status = 'approved' and t.id % 11 = 0
          and t.customer_id is null and t.trans_date >= l.created_at),
     chosen as (select * from sales where k < ${LINK_SALES_PER_MERCHANT}),
     marked as (
       update transactions t set payment_link_id = chosen.link_id
         from chosen where t.id = chosen.id or t.original_transaction_id = chosen.id
       returning t.id),
     items as (
       insert into payment_line_items
         (merchant_id, transaction_id, payment_link_id, description, quantity,
          unit_amount_cents, currency, sold_at)
       select merchant_id, id, link_id, title, 1, gross_amount_cents, currency, trans_date
         from chosen
       returning id)
     select (select count(*) from marked)::int as linked`,
  );
  const productSales = await query<{ linked: number }>(
    `with catalogue as (
       select id, merchant_id, name, price_cents, currency
         from products where active and price_cents > 0),
     sales as (
       select t.id, t.merchant_id, t.trans_date, t.gross_amount_cents,
              row_number() over (partition by t.merchant_id order by t.id desc) - 1 as k
         from transactions t
        where t.kind = 'sale' and t.status = 'approved' and t.id % 13 = 0
          and t.payment_link_id is null and t.subscription_id is null
          and t.merchant_id in (select merchant_id from catalogue)),
     affordable as (
       select s.id, s.merchant_id, s.trans_date, s.gross_amount_cents, s.k,
              p.id as product_id, p.name, p.currency, p.price_cents,
              row_number() over (partition by s.id order by p.id) - 1 as option,
              count(*) over (partition by s.id) as options
         from sales s
         join catalogue p on p.merchant_id = s.merchant_id
                         and p.price_cents <= s.gross_amount_cents
        where s.k < ${PRODUCT_SALES_PER_MERCHANT}),
     chosen as (
       select id, merchant_id, trans_date, gross_amount_cents, product_id, name, currency,
              price_cents,
              least(${MAX_UNITS_PER_SALE}, gross_amount_cents / price_cents) as units
         from affordable where option = k % options),
     lines as (
       select merchant_id, id, product_id, name as description, units as quantity,
              price_cents as unit_amount_cents, currency, trans_date
         from chosen
       union all
       select merchant_id, id, null, 'Other items', 1,
              gross_amount_cents - units * price_cents, currency, trans_date
         from chosen where gross_amount_cents > units * price_cents),
     items as (
       insert into payment_line_items
         (merchant_id, transaction_id, product_id, description, quantity, unit_amount_cents,
          currency, sold_at)
       select * from lines
       returning transaction_id)
     select count(distinct transaction_id)::int as linked from items`,
  );
  return (
    (customerSales[0]?.linked ?? 0) + (linkSales[0]?.linked ?? 0) + (productSales[0]?.linked ?? 0)
  );
}
