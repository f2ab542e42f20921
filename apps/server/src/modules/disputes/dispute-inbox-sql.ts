import { disputeUrgencySql } from '../../db/schema/payments';

/**
 * The disputes inbox as one derived table `d`: chargebacks, retrievals and ACH returns, each
 * its own branch of a UNION ALL over its own table (so each branch reads its own indexes:
 * PostgreSQL merges the branches' sorted index scans; a join inside a branch would
 * cost it that order: the return code's text is a scalar subquery), then the disputed
 * transaction joined once. Every branch answers the same columns; `inbox_id` (one sequence for the three
 * tables) is the row's id in the list: its snapshot bound and tie-breaker.
 */
const CHARGEBACKS = `select c.inbox_id, c.id, 'chargeback'::text as kind, c.merchant_id, c.transaction_id,
    c.dispute_status as status, c.dispute_status = 'evidence-needed' as needs_response,
    c.cb_date as opened_at, c.respond_by, (${disputeUrgencySql.chargeback}) as urgency,
    c.cb_amount_cents as amount_cents, c.reason_code, c.reason_desc, c.case_number, c.result,
    c.response_code, c.disputed_at, null::timestamptz as response_date,
    null::int4 as days_to_respond, c.resolved_at
  from chargebacks c`;

const RETRIEVALS = `select r.inbox_id, r.id, 'retrieval'::text, r.merchant_id, r.transaction_id,
    r.status, r.status = 'Unanswered', r.requested_date,
    r.requested_date + r.days_to_respond * interval '1 day', (${disputeUrgencySql.retrieval}),
    (select s.gross_amount_cents from transactions s where s.id = r.transaction_id), null::text,
    r.reason_desc, null::text, null::text,
    null::text, null::timestamptz, r.response_date, r.days_to_respond, null::timestamptz
  from retrievals r`;

const ACH_RETURNS = `select a.inbox_id, a.id, 'ach-return'::text, a.merchant_id, a.transaction_id,
    'returned'::text, false, a.return_date, null::timestamptz, (${disputeUrgencySql.achReturn}),
    a.return_amount_cents, a.return_code,
    (select rc.description from ach_return_codes rc where rc.code = a.return_code),
    null::text, null::text, null::text, null::timestamptz, null::timestamptz, null::int4,
    null::timestamptz
  from ach_returns a`;

/** `(…) d`: the list's table. */
export const DISPUTE_INBOX_TABLE = `(select b.*, t.trans_number, t.trans_date, t.gross_amount_cents,
    t.currency, t.card_brand, t.last_four, t.accountholder_name, t.accountholder_email,
    t.account_number_masked, t.name_search
  from (${CHARGEBACKS} union all ${RETRIEVALS} union all ${ACH_RETURNS}) b
  left join transactions t on t.id = b.transaction_id) d`;

/** The largest inbox id now: the snapshot of a first page. */
export const DISPUTE_INBOX_ANCHOR = `select greatest(
    (select max(inbox_id) from chargebacks),
    (select max(inbox_id) from retrievals),
    (select max(inbox_id) from ach_returns))`;
