import type { RawQuery } from '../../db/client';

/** SQL of the disputes' background jobs (dispute-jobs.service.ts): decisions and e-mails. */

export interface ChargebackToDecide {
  dispute_status: string;
  avs_code: string | null;
}

/** The countered chargeback, locked, with its sale's AVS result. */
export async function chargebackToDecide(
  run: RawQuery,
  id: number,
): Promise<ChargebackToDecide | undefined> {
  const [row] = await run<ChargebackToDecide>(
    `select c.dispute_status, t.avs_code
       from chargebacks c join transactions t on t.id = c.transaction_id
      where c.id = $1
      for update of c`,
    [id],
  );
  return row;
}

/** The categories of the files sent with a chargeback's counter (notes aside). */
export async function evidenceCategoriesOf(run: RawQuery, chargebackId: number) {
  const rows = await run<{ category: string }>(
    'select distinct category from dispute_evidence where chargeback_id = $1 and file_id is not null',
    [chargebackId],
  );
  return rows.map((row) => row.category);
}

export async function setChargebackDecision(
  run: RawQuery,
  id: number,
  result: 'won' | 'lost',
): Promise<void> {
  await run('update chargebacks set result = $2, response_code = $3 where id = $1', [
    id,
    result,
    result === 'won' ? 'W' : 'L',
  ]);
}

/** A dispute an e-mail is about. */
export interface NoticeRow {
  kind: 'chargeback' | 'retrieval';
  id: string;
  merchant_id: number;
  merchant_name: string;
  amount_cents: string;
  currency: string;
  trans_number: string;
  reason: string;
  opened_at: string | Date;
  respond_by: string | Date;
}

const MARK_LIMIT = 500;

/** The marked rows with their merchant's name and transaction (shared by both statements). */
const noticeSelect = `
     select d.kind, d.id::text, d.merchant_id, m.business_common_name as merchant_name,
            coalesce(d.amount_cents, t.gross_amount_cents)::text as amount_cents, t.currency,
            t.trans_number, d.reason, d.opened_at, d.respond_by
       from (select * from cb union all select * from rr) d
       join merchants m on m.id = d.merchant_id
       join transactions t on t.id = d.transaction_id
      order by d.merchant_id, d.kind, d.id`;

/**
 * Marks the chargebacks and retrievals opened since `since` and not yet announced as announced
 * now, and answers them (rows another runner holds are skipped: it announces them).
 */
export async function markNewDisputes(run: RawQuery, now: Date, since: Date) {
  return run<NoticeRow>(
    `with cb as (
       update chargebacks set notified_at = $1
        where id in (select id from chargebacks
                      where notified_at is null and cb_date > $2 and cb_date <= $1
                      order by id limit ${MARK_LIMIT} for update skip locked)
       returning 'chargeback' as kind, id, merchant_id, transaction_id, cb_amount_cents as amount_cents,
                 reason_code || ' ' || reason_desc as reason, cb_date as opened_at, respond_by),
     rr as (
       update retrievals set notified_at = $1
        where id in (select id from retrievals
                      where notified_at is null and requested_date > $2 and requested_date <= $1
                      order by id limit ${MARK_LIMIT} for update skip locked)
       returning 'retrieval' as kind, id, merchant_id, transaction_id, null::bigint as amount_cents,
                 reason_desc as reason, requested_date as opened_at,
                 requested_date + days_to_respond * interval '1 day' as respond_by)
     ${noticeSelect}`,
    [now, since],
  );
}

/**
 * Marks the disputes still waiting for an answer whose deadline falls in (now, until] and
 * that were not reminded yet as reminded now, and answers them.
 */
export async function markDueReminders(run: RawQuery, now: Date, until: Date) {
  return run<NoticeRow>(
    `with cb as (
       update chargebacks set reminded_at = $1
        where id in (select id from chargebacks
                      where dispute_status = 'evidence-needed' and reminded_at is null
                        and respond_by > $1 and respond_by <= $2
                      order by id limit ${MARK_LIMIT} for update skip locked)
       returning 'chargeback' as kind, id, merchant_id, transaction_id, cb_amount_cents as amount_cents,
                 reason_code || ' ' || reason_desc as reason, cb_date as opened_at, respond_by),
     rr as (
       update retrievals set reminded_at = $1
        where id in (select id from retrievals
                      where status = 'Unanswered' and reminded_at is null
                        and requested_date + days_to_respond * interval '1 day' > $1
                        and requested_date + days_to_respond * interval '1 day' <= $2
                      order by id limit ${MARK_LIMIT} for update skip locked)
       returning 'retrieval' as kind, id, merchant_id, transaction_id, null::bigint as amount_cents,
                 reason_desc as reason, requested_date as opened_at,
                 requested_date + days_to_respond * interval '1 day' as respond_by)
     ${noticeSelect}`,
    [now, until],
  );
}

export interface RecipientRow {
  merchant_id: number;
  email: string;
  first_name: string;
}

/**
 * Who is e-mailed about a merchant's disputes: its users with access granted (1) who are a
 * merchant admin of the account or hold its enabled can-manage-disputes merchant permission
 * (`merchant_user_permissions`), unless the merchant turned dispute notifications off
 * (`notification_settings.disputeNotifications` or `.enableNotifications` false) or the user turned them off for
 * themselves on My Account (user settings of the account: `disputeEmails: false`).
 */
export async function disputeRecipients(
  run: RawQuery,
  merchantIds: readonly number[],
): Promise<RecipientRow[]> {
  if (merchantIds.length === 0) return [];
  return run<RecipientRow>(
    `select um.merchant_id, u.email, u.first_name
       from user_merchants um
       join users u on u.id = um.user_id and u.enabled
       join merchants m on m.id = um.merchant_id
      where um.access = 1
        and (um.is_admin or exists (
              select 1 from merchant_user_permissions p
               where p.user_id = um.user_id and p.merchant_id = um.merchant_id
                 and p.slug = 'can-manage-disputes' and p.enabled))
        and um.merchant_id = any(string_to_array($1, ',')::int[])
        and coalesce((m.notification_settings ->> 'disputeNotifications')::boolean, true)
        and coalesce((m.notification_settings ->> 'enableNotifications')::boolean, true)
        and not exists (
              select 1 from merchant_user_settings s
               where s.user_id = um.user_id and s.merchant_id = um.merchant_id
                 and s.data -> 'disputeEmails' = 'false'::jsonb)
      order by um.merchant_id, u.email`,
    [merchantIds.join(',')],
  );
}
