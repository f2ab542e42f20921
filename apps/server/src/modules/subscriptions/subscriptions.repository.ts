import { SUBSCRIPTION_LIMITS } from '@paydesk/domain/subscription-fields';
import type { RawQuery } from '../../db/client';
import { SUBSCRIPTION_JOINS, SUBSCRIPTION_SELECT } from './subscription-list';

/** SQL of the subscriptions module: one subscription and its parts, and the writes. */

const ISO_UTC = (expr: string) =>
  `to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const SUBSCRIPTION_DETAIL_SELECT = `${SUBSCRIPTION_SELECT},
  s.start_date::text as start_date, s.failed_attempts,
  ${ISO_UTC('s.cancellation_requested_at')} as cancellation_requested_at,
  ${ISO_UTC('s.ended_at')} as ended_at, ${ISO_UTC('s.updated_at')} as updated_at,
  s.payment_token is not null as has_token`;

/** One subscription with its customer and product (undefined: not this merchant's). */
export async function subscriptionOf(
  run: RawQuery,
  merchantId: number,
  subscriptionId: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await run<Record<string, unknown>>(
    `select ${SUBSCRIPTION_DETAIL_SELECT} from subscriptions s ${SUBSCRIPTION_JOINS}
      where s.id = $1 and s.merchant_id = $2`,
    [subscriptionId, merchantId],
  );
  return row;
}

/** The same, by id alone (the subscriber's link names no merchant). */
export async function subscriptionById(
  run: RawQuery,
  subscriptionId: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await run<Record<string, unknown>>(
    `select ${SUBSCRIPTION_DETAIL_SELECT}, m.business_common_name as merchant_name
       from subscriptions s ${SUBSCRIPTION_JOINS} join merchants m on m.id = s.merchant_id
      where s.id = $1`,
    [subscriptionId],
  );
  return row;
}

export interface RunRow {
  id: number;
  scheduled_date: string;
  amount_cents: number;
  status: 'scheduled' | 'paid' | 'failed' | 'skipped';
  attempts: number;
  last_attempt_at: string | null;
  due_at: string;
  response_code: string | null;
  response_text: string | null;
  transaction_id: number | null;
  /** The run's place among the runs that were not skipped (a plan's instalment number). */
  n: number | null;
}

/** The runs of a subscription, newest first (the scheduled one among them). */
export async function runsOf(
  run: RawQuery,
  subscriptionId: number,
  limit: number = SUBSCRIPTION_LIMITS.pastRuns + 1,
): Promise<RunRow[]> {
  const rows = await run<Record<string, unknown>>(
    `select * from (
       select id, scheduled_date::text as scheduled_date, amount_cents, status, attempts,
              ${ISO_UTC('last_attempt_at')} as last_attempt_at, ${ISO_UTC('due_at')} as due_at,
              response_code, response_text, transaction_id,
              case when status = 'skipped' then null
                   else count(*) filter (where status <> 'skipped')
                          over (order by scheduled_date, id rows between unbounded preceding and current row)
              end as n
         from subscription_scheduled_transactions where subscription_id = $1) runs
      order by scheduled_date desc, id desc
      limit $2`,
    [subscriptionId, limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    scheduled_date: String(r.scheduled_date),
    amount_cents: Number(r.amount_cents),
    status: r.status as RunRow['status'],
    attempts: Number(r.attempts),
    last_attempt_at: r.last_attempt_at === null ? null : String(r.last_attempt_at),
    due_at: String(r.due_at),
    response_code: r.response_code === null ? null : String(r.response_code),
    response_text: r.response_text === null ? null : String(r.response_text),
    transaction_id: r.transaction_id === null ? null : Number(r.transaction_id),
    n: r.n === null ? null : Number(r.n),
  }));
}

/** Paid and failed runs, and the cents the paid ones collected. */
export async function runTotalsOf(run: RawQuery, subscriptionId: number) {
  const [row] = await run<Record<string, unknown>>(
    `select count(*) filter (where status = 'paid')::int as paid_count,
            count(*) filter (where status = 'failed')::int as failed_count,
            count(*) filter (where status <> 'skipped')::int as counted,
            coalesce(sum(amount_cents) filter (where status = 'paid'), 0)::float8 as collected
       from subscription_scheduled_transactions where subscription_id = $1`,
    [subscriptionId],
  );
  return {
    paidCount: Number(row?.paid_count ?? 0),
    failedCount: Number(row?.failed_count ?? 0),
    collected: Number(row?.collected ?? 0),
  };
}

export function historyOf(run: RawQuery, subscriptionId: number) {
  return run<{
    id: string;
    at: string;
    kind: string;
    actor: string;
    details: Record<string, unknown> | string;
  }>(
    `select id::text, ${ISO_UTC('at')} as at, kind, actor, details
       from subscription_events where subscription_id = $1
      order by at desc, id desc limit $2`,
    [subscriptionId, SUBSCRIPTION_LIMITS.history],
  );
}

export interface LockedSubscription {
  id: number;
  merchant_id: number;
  customer_id: number;
  status: 'active' | 'cancellation-requested' | 'past-due' | 'stopped' | 'cancelled' | 'completed';
  next_run_date: string | null;
  cancel_at_date: string | null;
  amount_cents: number;
}

/** The row locked for a change (undefined: unknown, or another merchant's when one is named). */
export async function lockSubscription(
  run: RawQuery,
  subscriptionId: number,
  merchantId?: number,
): Promise<LockedSubscription | undefined> {
  const [row] = await run<Record<string, unknown>>(
    `select id, merchant_id, customer_id, status, next_run_date::text as next_run_date,
            cancel_at_date::text as cancel_at_date, amount_cents
       from subscriptions where id = $1 ${merchantId === undefined ? '' : 'and merchant_id = $2'}
        for update`,
    merchantId === undefined ? [subscriptionId] : [subscriptionId, merchantId],
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    merchant_id: Number(row.merchant_id),
    customer_id: Number(row.customer_id),
    status: row.status as LockedSubscription['status'],
    next_run_date: row.next_run_date === null ? null : String(row.next_run_date),
    cancel_at_date: row.cancel_at_date === null ? null : String(row.cancel_at_date),
    amount_cents: Number(row.amount_cents),
  };
}

/** The scheduled run (the next charge), locked; undefined when none. */
export async function lockScheduledRun(run: RawQuery, subscriptionId: number) {
  const [row] = await run<{ id: string; scheduled_date: string; attempts: number }>(
    `select id::text, scheduled_date::text as scheduled_date, attempts
       from subscription_scheduled_transactions
      where subscription_id = $1 and status = 'scheduled' for update`,
    [subscriptionId],
  );
  return row ? { ...row, id: Number(row.id), attempts: Number(row.attempts) } : undefined;
}

/** One row of the subscription's history. */
export async function insertEvent(
  run: RawQuery,
  subscriptionId: number,
  at: Date,
  kind: string,
  actor: string,
  details: Record<string, unknown>,
): Promise<void> {
  await run(
    `insert into subscription_events (subscription_id, at, kind, actor, details)
     values ($1, $2, $3, $4, $5::jsonb)`,
    [subscriptionId, at.toISOString(), kind, actor, JSON.stringify(details)],
  );
}
