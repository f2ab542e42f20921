import { inArray } from 'drizzle-orm';
import type { Database, RawQuery } from '../../db/client';
import { merchants } from '../../db/schema';
import { bulkInsert, jsonRows } from '../../ledger/bulk-insert';
import type { Merchant } from '../../platform/route-merchant';

/**
 * SQL of the billing job (billing-jobs.service.ts). Every write of a batch is one statement
 * for all its runs, its rows one JSON parameter: a batch of a few hundred charges costs a
 * dozen round trips and a few parameters each.
 */

/** A due run as the job claims it, with its subscription, customer and product. */
export interface DueRunRow {
  id: string;
  subscription_id: number;
  scheduled_date: string;
  amount_cents: string;
  attempts: number;
  merchant_id: number;
  customer_id: number;
  product_id: number | null;
  status: string;
  description: string;
  installments: number | null;
  start_date: string;
  interval: string;
  interval_count: number;
  cancel_at_date: string | null;
  payment_method: 'card' | 'ach';
  card_brand: string | null;
  last_four: string | null;
  payment_token: string | null;
  currency: string;
  paid_runs: string;
  first_name: string;
  last_name: string;
  email: string | null;
  product_name: string | null;
}

const LIVE = `('active', 'cancellation-requested', 'past-due')`;

const DUE = `r.status = 'scheduled' and r.due_at <= $1 and s.status in ${LIVE}`;

/**
 * Claims up to `limit` due runs of live subscriptions, oldest due first, locking each run and
 * its subscription until the transaction ends. `skip locked`: a run another runner (or a
 * merchant's action on the subscription) holds is left to it, so no run is charged twice and
 * nobody waits. Ordered by `due_at` alone, the order of the partial due index: the scan stops
 * after `limit` locked rows. (A tie-break on the id made PostgreSQL join and sort every run due
 * at the same instant before locking the first: 64 ms a claim with 20,000 due, 1 ms without.)
 */
export async function claimDueRuns(run: RawQuery, now: Date, limit: number) {
  return run<DueRunRow>(
    `select r.id::text, r.subscription_id, r.scheduled_date::text as scheduled_date,
            r.amount_cents::text as amount_cents, r.attempts,
            s.merchant_id, s.customer_id, s.product_id, s.status, s.description, s.installments,
            s.start_date::text as start_date, s.interval, s.interval_count,
            s.cancel_at_date::text as cancel_at_date, s.payment_method, s.card_brand, s.last_four,
            s.payment_token, s.currency,
            case when s.installments is null then 0
                 else (select count(*) from subscription_scheduled_transactions p
                        where p.subscription_id = s.id and p.status = 'paid') end::text as paid_runs,
            c.first_name, c.last_name, c.email, pr.name as product_name
       from subscription_scheduled_transactions r
       join subscriptions s on s.id = r.subscription_id
       join customers c on c.id = s.customer_id
       left join products pr on pr.id = s.product_id
      where ${DUE}
      order by r.due_at
      limit $2
      for update of r, s skip locked`,
    [now.toISOString(), limit],
  );
}

/** How many runs are due now (at most `cap`): the follow-up jobs to enqueue. */
export async function countDueRuns(run: RawQuery, now: Date, cap: number): Promise<number> {
  const [row] = await run<{ n: string }>(
    `select count(*)::text as n from (
       select 1 from subscription_scheduled_transactions r
         join subscriptions s on s.id = r.subscription_id
        where ${DUE} limit $2) due`,
    [now.toISOString(), cap],
  );
  return Number(row?.n ?? 0);
}

export async function merchantsByIds(db: Database, ids: readonly number[]): Promise<Merchant[]> {
  return ids.length === 0
    ? []
    : db
        .select()
        .from(merchants)
        .where(inArray(merchants.id, [...ids]));
}

/** The key of billing's own advisory lock ('PDBL'): whoever holds it is charging a batch. */
const BILLING_TURN_LOCK = 1346650700;

/**
 * Waits for billing's turn: one batch at a time across every runner and replica, held until
 * the batch's transaction ends. A throughput policy (the requests keep the rest of the
 * machine), not what makes a charge happen once: the claim's `skip locked` does that.
 */
export async function lockBillingTurn(run: RawQuery): Promise<void> {
  await run('select pg_advisory_xact_lock($1::int4, 0)', [BILLING_TURN_LOCK]);
}

/**
 * lockMerchantMoney (ledger/merchant-money-lock.ts, key 'PDMA') for several merchants in one
 * statement, in ascending id order: every billing runner takes them in that order, and a
 * terminal payment holds one at a time, so they cannot deadlock.
 */
export async function lockMerchantsMoney(run: RawQuery, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const sorted = [...ids].sort((a, b) => a - b);
  await run(
    `select count(pg_advisory_xact_lock(1346653505, m::int4))
       from unnest(string_to_array($1, ',')::int4[]) as u(m)`,
    [sorted.join(',')],
  );
}

/**
 * Approved card and ACH sale volume of each merchant's current calendar month (its own time
 * zone), from the rollups, for the monthly limits: the hours from the month's start (`since`)
 * to `now`, read as the daily rows of the whole UTC days in between (`d0` to `d1`) and the
 * hourly rows of the two ends, each an index range per merchant. (One join of the month's
 * hours read the whole hourly table: 0.9 s a batch on the large profile.)
 */
export async function monthToDateVolumes(
  run: RawQuery,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, { card: number; ach: number }>> {
  const volumes = new Map<number, { card: number; ach: number }>();
  if (ids.length === 0) return volumes;
  const rows = await run<{ merchant_id: number; card: string; ach: string }>(
    `select m.id as merchant_id, v.card, v.ach
       from merchants m
      cross join lateral (select date_trunc('month', $2::timestamptz at time zone m.timezone)
                                 at time zone m.timezone as since) s
      cross join lateral (select date_trunc('day', s.since, 'UTC') + interval '1 day' as d0,
                                 date_trunc('day', $2::timestamptz, 'UTC') as d1) d
      cross join lateral (
        select coalesce(sum(x.card), 0)::text as card, coalesce(sum(x.ach), 0)::text as ach
          from (select r.card_volume_cents as card, r.ach_volume_cents as ach
                  from merchant_daily_rollups r
                 where r.merchant_id = m.id and r.day >= d.d0 and r.day < d.d1
                union all
                select h.card_volume_cents, h.ach_volume_cents from merchant_hourly_rollups h
                 where h.merchant_id = m.id and h.hour >= s.since and h.hour < d.d0
                   and h.hour <= $2::timestamptz
                union all
                select h.card_volume_cents, h.ach_volume_cents from merchant_hourly_rollups h
                 where h.merchant_id = m.id and h.hour >= greatest(d.d0, d.d1)
                   and h.hour <= $2::timestamptz) x) v
      where m.id = any(string_to_array($1, ',')::int4[])`,
    [ids.join(','), now.toISOString()],
  );
  for (const row of rows) {
    volumes.set(Number(row.merchant_id), { card: Number(row.card), ach: Number(row.ach) });
  }
  return volumes;
}

/** `n` new ledger row ids in one round trip. */
export async function nextTransactionIds(run: RawQuery, n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = await run<{ id: string }>(
    `select nextval(pg_get_serial_sequence('transactions', 'id'))::text as id
       from generate_series(1, $1::int)`,
    [n],
  );
  return rows.map((row) => Number(row.id));
}

/**
 * `update {table} set … from` the batch's rows `where id = v.id`: the rows travel as one JSON
 * parameter ($1) typed by the table's own columns (json_populate_recordset, as bulkInsert);
 * `params` follow it ($2 …).
 */
async function updateById(
  run: RawQuery,
  table: string,
  set: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  params: readonly unknown[] = [],
): Promise<void> {
  if (rows.length === 0) return;
  await run(
    `update ${table} t set ${set}
       from json_populate_recordset(null::${table}, $1::json) v where t.id = v.id`,
    [jsonRows(columns, rows), ...params],
  );
}

export interface LineItemInsert {
  merchantId: number;
  transactionId: number;
  productId: number | null;
  subscriptionId: number;
  description: string;
  amountCents: number;
  currency: string;
  soldAt: Date;
}

export async function insertLineItems(run: RawQuery, rows: LineItemInsert[]): Promise<void> {
  await bulkInsert(
    run,
    'payment_line_items',
    [
      'merchant_id',
      'transaction_id',
      'product_id',
      'subscription_id',
      'description',
      'quantity',
      'unit_amount_cents',
      'currency',
      'sold_at',
    ],
    rows.map((r) => [
      r.merchantId,
      r.transactionId,
      r.productId,
      r.subscriptionId,
      r.description,
      1,
      r.amountCents,
      r.currency,
      r.soldAt.toISOString(),
    ]),
  );
}

export interface RunUpdate {
  id: number;
  status: 'scheduled' | 'paid' | 'failed' | 'skipped';
  attempts: number;
  /** A retry's new time; null keeps it. */
  dueAt: Date | null;
  lastAttemptAt: Date | null;
  responseCode: string | null;
  responseText: string | null;
  transactionId: number | null;
}

export async function updateRuns(run: RawQuery, rows: RunUpdate[]): Promise<void> {
  await updateById(
    run,
    'subscription_scheduled_transactions',
    `status = v.status, attempts = v.attempts, due_at = coalesce(v.due_at, t.due_at),
     last_attempt_at = coalesce(v.last_attempt_at, t.last_attempt_at),
     response_code = coalesce(v.response_code, t.response_code),
     response_text = coalesce(v.response_text, t.response_text),
     transaction_id = coalesce(v.transaction_id, t.transaction_id)`,
    [
      'id',
      'status',
      'attempts',
      'due_at',
      'last_attempt_at',
      'response_code',
      'response_text',
      'transaction_id',
    ],
    rows.map((r) => [
      r.id,
      r.status,
      r.attempts,
      r.dueAt,
      r.lastAttemptAt,
      r.responseCode,
      r.responseText,
      r.transactionId,
    ]),
  );
}

export interface RunInsert {
  subscriptionId: number;
  scheduledDate: string;
  amountCents: number;
  dueAt: Date;
  createdAt: Date;
}

export async function insertRuns(run: RawQuery, rows: RunInsert[]): Promise<void> {
  await bulkInsert(
    run,
    'subscription_scheduled_transactions',
    ['subscription_id', 'scheduled_date', 'amount_cents', 'due_at', 'created_at'],
    rows.map((r) => [
      r.subscriptionId,
      r.scheduledDate,
      r.amountCents,
      r.dueAt.toISOString(),
      r.createdAt.toISOString(),
    ]),
  );
}

export interface SubscriptionUpdate {
  id: number;
  status: string;
  nextRunDate: string | null;
  failedAttempts: number;
  endedAt: Date | null;
}

export async function updateSubscriptions(
  run: RawQuery,
  rows: SubscriptionUpdate[],
  now: Date,
): Promise<void> {
  await updateById(
    run,
    'subscriptions',
    `status = v.status, next_run_date = v.next_run_date, failed_attempts = v.failed_attempts,
     ended_at = coalesce(v.ended_at, t.ended_at), updated_at = $2::timestamptz`,
    ['id', 'status', 'next_run_date', 'failed_attempts', 'ended_at'],
    rows.map((r) => [r.id, r.status, r.nextRunDate, r.failedAttempts, r.endedAt]),
    [now.toISOString()],
  );
}

export interface EventInsert {
  subscriptionId: number;
  at: Date;
  kind: string;
  actor: string;
  details: Record<string, unknown>;
}

export async function insertEvents(run: RawQuery, rows: EventInsert[]): Promise<void> {
  await bulkInsert(
    run,
    'subscription_events',
    ['subscription_id', 'at', 'kind', 'actor', 'details'],
    rows.map((r) => [r.subscriptionId, r.at.toISOString(), r.kind, r.actor, r.details]),
  );
}
