import type { RawQuery } from '../../db/client';

/** How many of a merchant's sales become its customers' payments, at most. */
const CUSTOMER_SALES_PER_MERCHANT = 400;
/** How many sales an open-amount payment link ("Pay your invoice") took, at most. */
const LINK_SALES_PER_MERCHANT = 60;

/**
 * Ties part of the generated ledger to the commerce records, so the demo's customer pages,
 * payment links and checkout dashboard show payments: every seventh approved sale of a
 * merchant with customers becomes a customer's payment (its cardholder name and e-mail, and
 * those of its refunds and voids, become the customer's), and every eleventh remaining one a
 * payment through the merchant's first open-amount link made before it, with its line item.
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
  return (customerSales[0]?.linked ?? 0) + (linkSales[0]?.linked ?? 0);
}
