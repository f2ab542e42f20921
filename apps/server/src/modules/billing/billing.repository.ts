import { inArray } from 'drizzle-orm';
import type { Database, RawQuery } from '../../db/client';
import { merchants } from '../../db/schema';
import { bulkInsert } from '../../ledger/bulk-insert';
import type { Merchant } from '../../platform/route-merchant';

/**
 * SQL of the billing job (billing-jobs.service.ts). Every write of a batch is one statement
 * for all its runs: a batch of a few hundred charges costs a dozen round trips.
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
 * nobody waits.
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
      order by r.due_at, r.id
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
 * zone), from the hourly rollups, for the monthly limits.
 */
export async function monthToDateVolumes(
  run: RawQuery,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, { card: number; ach: number }>> {
  const volumes = new Map<number, { card: number; ach: number }>();
  if (ids.length === 0) return volumes;
  const rows = await run<{ merchant_id: number; card: string; ach: string }>(
    `select m.id as merchant_id, coalesce(sum(h.card_volume_cents), 0)::text as card,
            coalesce(sum(h.ach_volume_cents), 0)::text as ach
       from merchants m
       left join merchant_hourly_rollups h
         on h.merchant_id = m.id
        and h.hour >= (date_trunc('month', $2::timestamptz at time zone m.timezone) at time zone m.timezone)
        and h.hour <= $2::timestamptz
      where m.id = any(string_to_array($1, ',')::int4[])
      group by m.id`,
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

type SqlType = 'bigint' | 'int' | 'text' | 'date' | 'timestamptz';

/**
 * `(values ($1::bigint, $2::text), ($3::bigint, $4::text))`: rows as a derived table, every
 * value cast (a null has a type), its parameters appended to `params`.
 */
function valuesTable(
  rows: readonly (readonly unknown[])[],
  types: readonly SqlType[],
  params: unknown[],
) {
  return `(values ${rows
    .map(
      (row) =>
        `(${row.map((value, i) => {
          params.push(value instanceof Date ? value.toISOString() : value);
          return `$${params.length}::${types[i]}`;
        })})`,
    )
    .join(',')})`;
}

/** The charges' customer and subscription on their ledger rows (the transactions list filters). */
export async function linkCharges(
  run: RawQuery,
  rows: { transactionId: number; customerId: number; subscriptionId: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  const params: unknown[] = [];
  const values = valuesTable(
    rows.map((r) => [r.transactionId, r.customerId, r.subscriptionId]),
    ['bigint', 'int', 'int'],
    params,
  );
  await run(
    `update transactions t set customer_id = v.customer_id, subscription_id = v.subscription_id
       from ${values} as v(id, customer_id, subscription_id)
      where t.id = v.id`,
    params,
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
  if (rows.length === 0) return;
  const params: unknown[] = [];
  const values = valuesTable(
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
    ['bigint', 'text', 'int', 'timestamptz', 'timestamptz', 'text', 'text', 'bigint'],
    params,
  );
  await run(
    `update subscription_scheduled_transactions r
        set status = v.status, attempts = v.attempts, due_at = coalesce(v.due_at, r.due_at),
            last_attempt_at = coalesce(v.last_attempt_at, r.last_attempt_at),
            response_code = coalesce(v.response_code, r.response_code),
            response_text = coalesce(v.response_text, r.response_text),
            transaction_id = coalesce(v.transaction_id, r.transaction_id)
       from ${values} as v(id, status, attempts, due_at, last_attempt_at, response_code,
                          response_text, transaction_id)
      where r.id = v.id`,
    params,
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
  if (rows.length === 0) return;
  const params: unknown[] = [now.toISOString()];
  const values = valuesTable(
    rows.map((r) => [r.id, r.status, r.nextRunDate, r.failedAttempts, r.endedAt]),
    ['int', 'text', 'date', 'int', 'timestamptz'],
    params,
  );
  await run(
    `update subscriptions s
        set status = v.status, next_run_date = v.next_run_date, failed_attempts = v.failed_attempts,
            ended_at = coalesce(v.ended_at, s.ended_at), updated_at = $1::timestamptz
       from ${values} as v(id, status, next_run_date, failed_attempts, ended_at)
      where s.id = v.id`,
    params,
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
    rows.map((r) => [
      r.subscriptionId,
      r.at.toISOString(),
      r.kind,
      r.actor,
      JSON.stringify(r.details),
    ]),
  );
}

/**
 * Queues e-mails in the outbox (platform/mail.ts: the mailer's delivery pass sends them), in
 * one statement for the batch: each exists exactly when its charge committed.
 */
export async function queueMails(
  run: RawQuery,
  rows: { to: string; subject: string; text: string }[],
): Promise<void> {
  await bulkInsert(
    run,
    'mail_outbox',
    ['"to"', 'subject', 'text'],
    rows.map((r) => [r.to, r.subject, r.text]),
  );
}
