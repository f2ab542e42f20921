import type { CatalogAnalytics, CatalogAnalyticsQuery } from '@paydesk/domain/products';
import { withTime } from '@paydesk/domain/wall-clock';
import type { RawQuery } from '../../db/client';
import { SqlParams } from '../../platform/lists/sql-params';
import { pricingListSelect } from './pricing-list-list';
import { productSelect } from './product-list';

/** SQL of the products module: products, pricing lists and their items, analytics. */

const ALL_TIME = { timezone: 'UTC' };

export async function productOf(
  run: RawQuery,
  merchantId: number,
  productId: number,
  lock = false,
): Promise<Record<string, unknown> | undefined> {
  const params = new SqlParams();
  const select = productSelect(ALL_TIME, params);
  const [row] = await run<Record<string, unknown>>(
    `select ${select} from products p
      where p.id = ${params.add(productId, 'int4')} and p.merchant_id = ${params.add(merchantId, 'int4')}
      ${lock ? 'for update of p' : ''}`,
    params.values,
  );
  return row;
}

/** A file of the merchant (not deleted): its purpose and content type. */
export async function fileOf(
  run: RawQuery,
  merchantId: number,
  fileId: string,
): Promise<{ type: string; content_type: string } | undefined> {
  const [row] = await run<{ type: string; content_type: string }>(
    `select type, content_type from files
      where id = $1::uuid and merchant_id = $2 and deleted_at is null`,
    [fileId, merchantId],
  );
  return row;
}

export interface ProductValues {
  name: string;
  description: string;
  price: number;
  active: boolean;
  imageFileId: string | null;
}

export async function insertProduct(
  run: RawQuery,
  merchantId: number,
  currency: string,
  values: ProductValues,
): Promise<number> {
  const [row] = await run<{ id: number }>(
    `insert into products (merchant_id, name, description, price_cents, currency, active, image_file_id)
     values ($1, $2, $3, $4, $5, $6, $7::uuid) returning id`,
    [
      merchantId,
      values.name,
      values.description,
      values.price,
      currency,
      values.active,
      values.imageFileId,
    ],
  );
  return Number(row?.id);
}

const PRODUCT_COLUMN: Record<keyof ProductValues, string> = {
  name: 'name',
  description: 'description',
  price: 'price_cents',
  active: 'active',
  imageFileId: 'image_file_id',
};

export async function updateProductRow(
  run: RawQuery,
  merchantId: number,
  productId: number,
  changes: Partial<ProductValues>,
): Promise<void> {
  const params = new SqlParams();
  const sets = Object.entries(changes).map(([key, value]) => {
    const cast = key === 'imageFileId' ? 'uuid' : undefined;
    return `${PRODUCT_COLUMN[key as keyof ProductValues]} = ${params.add(value, cast)}`;
  });
  await run(
    `update products set ${sets.join(', ')}, updated_at = now()
      where id = ${params.add(productId, 'int4')} and merchant_id = ${params.add(merchantId, 'int4')}`,
    params.values,
  );
}

/** The pricing lists that price a product, by name. */
export function pricingListsOfProduct(run: RawQuery, merchantId: number, productId: number) {
  return run<{ id: number; name: string; active: boolean; price: number }>(
    `select pl.id, pl.name, pl.active, pli.price_cents::float8 as price
       from pricing_list_items pli join pricing_lists pl on pl.id = pli.pricing_list_id
      where pli.product_id = $1 and pl.merchant_id = $2
      order by lower(pl.name), pl.id`,
    [productId, merchantId],
  );
}

export interface SaleProductRow {
  id: number;
  name: string;
  description: string;
  price: number;
  currency: string;
  image_file_id: string | null;
  priced_by_list: boolean;
}

/** The merchant's active products among `ids`, at the pricing list's price when it has one. */
export function activeProductsAt(
  run: RawQuery,
  merchantId: number,
  ids: readonly number[],
  pricingListId: number | null,
) {
  return run<SaleProductRow>(
    `select p.id, p.name, p.description,
            coalesce(pli.price_cents, p.price_cents)::float8 as price, p.currency,
            p.image_file_id::text as image_file_id,
            ($3::int4 is not null and pli.product_id is not null) as priced_by_list
       from products p
       left join pricing_list_items pli on pli.pricing_list_id = $3::int4 and pli.product_id = p.id
        and exists (select 1 from pricing_lists pl where pl.id = $3::int4 and pl.merchant_id = $1)
      where p.merchant_id = $1 and p.active and p.id = any($2::int4[])
      order by p.id`,
    [merchantId, ids, pricingListId],
  );
}

// Pricing lists

export async function pricingListOf(
  run: RawQuery,
  merchantId: number,
  pricingListId: number,
  lock = false,
): Promise<Record<string, unknown> | undefined> {
  const params = new SqlParams();
  const select = pricingListSelect(ALL_TIME, params);
  const [row] = await run<Record<string, unknown>>(
    `select ${select} from pricing_lists pl
      where pl.id = ${params.add(pricingListId, 'int4')} and pl.merchant_id = ${params.add(merchantId, 'int4')}
      ${lock ? 'for update of pl' : ''}`,
    params.values,
  );
  return row;
}

export function pricingListItemsOf(run: RawQuery, pricingListId: number) {
  return run<{
    product_id: number;
    name: string;
    price: number;
    product_price: number;
    product_active: boolean;
    image_file_id: string | null;
  }>(
    `select p.id as product_id, p.name, pli.price_cents::float8 as price,
            p.price_cents::float8 as product_price, p.active as product_active,
            p.image_file_id::text as image_file_id
       from pricing_list_items pli join products p on p.id = pli.product_id
      where pli.pricing_list_id = $1
      order by lower(p.name), p.id`,
    [pricingListId],
  );
}

/** Which of `ids` are products of the merchant. */
export async function productIdsOf(
  run: RawQuery,
  merchantId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await run<{ id: number }>(
    'select id from products where merchant_id = $1 and id = any($2::int4[])',
    [merchantId, ids],
  );
  return new Set(rows.map((row) => Number(row.id)));
}

export async function insertPricingList(
  run: RawQuery,
  merchantId: number,
  currency: string,
  values: { name: string; description: string; active: boolean },
): Promise<number> {
  const [row] = await run<{ id: number }>(
    `insert into pricing_lists (merchant_id, name, description, currency, active)
     values ($1, $2, $3, $4, $5) returning id`,
    [merchantId, values.name, values.description, currency, values.active],
  );
  return Number(row?.id);
}

export async function updatePricingListRow(
  run: RawQuery,
  pricingListId: number,
  changes: Partial<{ name: string; description: string; active: boolean }>,
): Promise<void> {
  const params = new SqlParams();
  const sets = Object.entries(changes).map(([key, value]) => `${key} = ${params.add(value)}`);
  await run(
    `update pricing_lists set ${sets.join(', ')}, updated_at = now()
      where id = ${params.add(pricingListId, 'int4')}`,
    params.values,
  );
}

/** The list prices exactly `items` afterwards. */
export async function replaceItems(
  run: RawQuery,
  pricingListId: number,
  items: readonly { productId: number; price: number }[],
): Promise<void> {
  await run('delete from pricing_list_items where pricing_list_id = $1', [pricingListId]);
  if (items.length === 0) return;
  await run(
    `insert into pricing_list_items (pricing_list_id, product_id, price_cents)
     select $1, product_id, price from unnest($2::int4[], $3::int8[]) as i(product_id, price)`,
    [pricingListId, items.map((item) => item.productId), items.map((item) => item.price)],
  );
  await run('update pricing_lists set updated_at = now() where id = $1', [pricingListId]);
}

export async function linksNaming(run: RawQuery, pricingListId: number): Promise<number> {
  const [row] = await run<{ count: number }>(
    'select count(*)::int as count from payment_links where pricing_list_id = $1',
    [pricingListId],
  );
  return Number(row?.count ?? 0);
}

export async function deletePricingListRow(run: RawQuery, pricingListId: number): Promise<void> {
  await run('delete from pricing_lists where id = $1', [pricingListId]);
}

// Analytics

/**
 * Units, revenue and payments of the line items of a product or a pricing list in a range
 * (days of its zone), a point a day, and (pricing lists) by product.
 */
export async function catalogAnalytics(
  run: RawQuery,
  merchantId: number,
  column: 'product_id' | 'pricing_list_id',
  id: number,
  query: CatalogAnalyticsQuery,
  currency: string,
): Promise<CatalogAnalytics> {
  const start = withTime(query.start_date, '00:00:00');
  const end = withTime(query.end_date, '23:59:59');
  const inRange = `li.merchant_id = $1 and li.${column} = $2
      and li.sold_at >= ($3::timestamp at time zone $5)
      and li.sold_at < ($4::timestamp at time zone $5) + interval '1 second'`;
  const params = [merchantId, id, start, end, query.timezone];
  const [totals, daily, byProduct] = await Promise.all([
    run<{ units: number; revenue: number; payments: number }>(
      `select coalesce(sum(li.quantity), 0)::float8 as units,
              coalesce(sum(li.quantity * li.unit_amount_cents), 0)::float8 as revenue,
              count(distinct li.transaction_id)::int as payments
         from payment_line_items li where ${inRange}`,
      params,
    ),
    run<{ day: string; units: number; revenue: number }>(
      `select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(s.units, 0)::float8 as units,
              coalesce(s.revenue, 0)::float8 as revenue
         from generate_series($3::timestamp::date, $4::timestamp::date, interval '1 day') d(day)
         left join (select (li.sold_at at time zone $5)::date as day, sum(li.quantity) as units,
                           sum(li.quantity * li.unit_amount_cents) as revenue
                      from payment_line_items li where ${inRange} group by 1) s
           on s.day = d.day::date
        order by d.day`,
      params,
    ),
    column === 'pricing_list_id'
      ? run<{ product_id: number | null; name: string; units: number; revenue: number }>(
          `select li.product_id, coalesce(max(p.name), max(li.description)) as name,
                  sum(li.quantity)::float8 as units,
                  sum(li.quantity * li.unit_amount_cents)::float8 as revenue
             from payment_line_items li left join products p on p.id = li.product_id
            where ${inRange}
            group by li.product_id
            order by revenue desc, li.product_id`,
          params,
        )
      : Promise.resolve([]),
  ]);
  return {
    start_date: query.start_date,
    end_date: query.end_date,
    timezone: query.timezone,
    currency,
    unitsSold: Number(totals[0]?.units ?? 0),
    revenue: Number(totals[0]?.revenue ?? 0),
    paymentsCount: Number(totals[0]?.payments ?? 0),
    daily: daily.map((row) => ({
      date: String(row.day),
      unitsSold: Number(row.units),
      revenue: Number(row.revenue),
    })),
    byProduct: byProduct.map((row) => ({
      productId: row.product_id === null ? null : Number(row.product_id),
      name: String(row.name),
      unitsSold: Number(row.units),
      revenue: Number(row.revenue),
    })),
  };
}
