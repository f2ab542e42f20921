import type { CreateCustomer, UpdateCustomer } from '@paydesk/domain/customers';
import { and, eq } from 'drizzle-orm';
import type { Database, RawQuery } from '../../db/client';
import { customers } from '../../db/schema';
import { CUSTOMER_FIGURES_JOINS, CUSTOMER_SELECT } from './customer-list';

/** SQL of the customers module: one customer with its figures, its page's parts, writes. */

export async function customerOf(
  run: RawQuery,
  merchantId: number,
  customerId: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await run<Record<string, unknown>>(
    `select ${CUSTOMER_SELECT} from customers c ${CUSTOMER_FIGURES_JOINS}
      where c.id = $1 and c.merchant_id = $2`,
    [customerId, merchantId],
  );
  return row;
}

export interface PaymentTotals {
  payments: number;
  volume: number;
  refunds: number;
}

/** The customer's approved sales: count, gross and what was refunded of them. */
export async function paymentTotals(
  run: RawQuery,
  merchantId: number,
  customerId: number,
): Promise<PaymentTotals> {
  const [row] = await run<Record<string, unknown>>(
    `select count(*)::int as payments, coalesce(sum(gross_amount_cents), 0)::float8 as volume,
            coalesce(sum(refunded_amount_cents), 0)::float8 as refunds
       from transactions
      where merchant_id = $1 and customer_id = $2 and kind = 'sale' and status = 'approved'`,
    [merchantId, customerId],
  );
  return {
    payments: Number(row?.payments ?? 0),
    volume: Number(row?.volume ?? 0),
    refunds: Number(row?.refunds ?? 0),
  };
}

/** Distinct brand and last four of the customer's payments (not the declined ones). */
export function paymentMethodsOf(run: RawQuery, merchantId: number, customerId: number) {
  return run<{
    method: 'card' | 'ach';
    brand: string;
    last_four: string;
    count: number;
    last_used_at: string;
  }>(
    `select method, case when method = 'ach' then 'ACH' else coalesce(card_brand, 'Card') end as brand,
            last_four, count(*)::int as count,
            to_char(max(trans_date) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_used_at
       from transactions
      where merchant_id = $1 and customer_id = $2 and kind = 'sale' and status <> 'declined'
        and last_four is not null
      group by 1, 2, 3
      order by max(trans_date) desc, 2, 3`,
    [merchantId, customerId],
  );
}

/** The customer's latest sales, newest first. */
export function recentPaymentsOf(
  run: RawQuery,
  merchantId: number,
  customerId: number,
  limit: number,
) {
  return run<Record<string, unknown>>(
    `select id, trans_number,
            to_char(trans_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as trans_date,
            type_code, gross_amount_cents, refunded_amount_cents, status
       from transactions
      where merchant_id = $1 and customer_id = $2 and kind = 'sale'
      order by trans_date desc, id desc
      limit $3`,
    [merchantId, customerId, limit],
  );
}

export function subscriptionsOf(run: RawQuery, merchantId: number, customerId: number) {
  return run<Record<string, unknown>>(
    `select id, status, amount_cents, currency, interval, interval_count,
            next_run_date::text as next_run_date, cancel_at_date::text as cancel_at_date
       from subscriptions
      where merchant_id = $1 and customer_id = $2
      order by created_at desc, id desc`,
    [merchantId, customerId],
  );
}

export async function insertCustomer(
  db: Database,
  merchantId: number,
  body: CreateCustomer,
): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({ merchantId, ...body })
    .returning({ id: customers.id });
  if (!row) throw new Error('inserting a customer returned no row');
  return row.id;
}

/** The stored row, locked for the update (undefined: not this merchant's). */
export async function lockCustomer(db: Database, merchantId: number, customerId: number) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.merchantId, merchantId)))
    .for('update');
  return row;
}

export async function updateCustomerRow(
  db: Database,
  merchantId: number,
  customerId: number,
  changes: UpdateCustomer,
): Promise<void> {
  await db
    .update(customers)
    .set(changes)
    .where(and(eq(customers.id, customerId), eq(customers.merchantId, merchantId)));
}
