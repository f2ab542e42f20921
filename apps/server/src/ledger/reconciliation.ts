import type { RawQuery } from '../db/client';
import { CARD_SHAPE_SQL_PATTERN, findCardNumbers } from './luhn';
import {
  BRAND_MONTHLY_ROLLUP_MISMATCH_SQL,
  BRAND_ROLLUP_MISMATCH_SQL,
  DAILY_ROLLUP_MISMATCH_SQL,
  MONTHLY_ROLLUP_MISMATCH_SQL,
  PLATFORM_BRAND_ROLLUP_MISMATCH_SQL,
  PLATFORM_ROLLUP_MISMATCH_SQL,
  ROLLUP_MISMATCH_SQL,
} from './rollup-recompute';

export interface CheckResult {
  name: string;
  /** What was looked at, e.g. "13,404 batches". */
  checked: string;
  violations: string[];
}

const LIMIT = 20;
const n = (value: unknown) => Number(value ?? 0).toLocaleString('en-US');

interface SqlCheck {
  name: string;
  countSql: string;
  unit: string;
  violationsSql: string;
  describe: (row: Record<string, unknown>) => string;
}

/** The money invariants, each a query for its violations (answered by indexed joins). */
const SQL_CHECKS: SqlCheck[] = [
  {
    name: 'batch totals equal the sum of their transactions',
    unit: 'batches',
    countSql: 'select count(*) as n from batches',
    violationsSql: `select b.id, b.total_net_cents, b.total_gross_cents, b.total_fee_cents, b.number_of_transactions,
        coalesce(t.net, 0) as net, coalesce(t.gross, 0) as gross, coalesce(t.fee, 0) as fee, coalesce(t.count, 0) as count
      from batches b left join (select batch_id, sum(net_amount_cents) as net, sum(gross_amount_cents) as gross,
        sum(fee_cents) as fee, count(*) as count from transactions where batch_id is not null group by batch_id) t on t.batch_id = b.id
      where b.total_net_cents <> coalesce(t.net, 0) or b.total_gross_cents <> coalesce(t.gross, 0)
        or b.total_fee_cents <> coalesce(t.fee, 0) or b.number_of_transactions <> coalesce(t.count, 0)`,
    describe: (r) =>
      `batch ${r.id}: total net ${r.total_net_cents} but its ${r.count} transactions sum to ${r.net} (gross ${r.total_gross_cents}/${r.gross}, fee ${r.total_fee_cents}/${r.fee})`,
  },
  {
    name: 'each deposit equals its batch',
    unit: 'deposits',
    countSql: 'select count(*) as n from deposits',
    violationsSql: `select d.id, d.amount_cents, b.total_net_cents, d.merchant_id, b.merchant_id as batch_merchant
      from deposits d join batches b on b.id = d.batch_id
      where d.amount_cents <> b.total_net_cents or d.merchant_id <> b.merchant_id`,
    describe: (r) =>
      `deposit ${r.id}: ${r.amount_cents} but its batch totals ${r.total_net_cents} (merchant ${r.merchant_id}/${r.batch_merchant})`,
  },
  {
    name: 'ledger rows add up: net = gross - fee',
    unit: 'approved transactions',
    countSql: "select count(*) as n from transactions where status = 'approved'",
    violationsSql: `select id, gross_amount_cents, fee_cents, net_amount_cents from transactions
      where status = 'approved' and net_amount_cents <> gross_amount_cents - fee_cents`,
    describe: (r) =>
      `transaction ${r.id}: net ${r.net_amount_cents} is not gross ${r.gross_amount_cents} - fee ${r.fee_cents}`,
  },
  {
    name: 'refunds never exceed the original, and match its refunded amount',
    unit: 'sales',
    countSql: "select count(*) as n from transactions where kind = 'sale'",
    violationsSql: `select s.id, s.gross_amount_cents, s.refunded_amount_cents, coalesce(r.refunded, 0) as refunded
      from transactions s left join (select original_transaction_id, -sum(gross_amount_cents) as refunded
        from transactions where kind = 'refund' group by original_transaction_id) r on r.original_transaction_id = s.id
      where s.kind = 'sale' and (coalesce(r.refunded, 0) > s.gross_amount_cents or coalesce(r.refunded, 0) <> s.refunded_amount_cents
        or (coalesce(r.refunded, 0) > 0 and s.status <> 'approved'))`,
    describe: (r) =>
      `sale ${r.id}: refunds of ${r.refunded} against ${r.gross_amount_cents} (recorded ${r.refunded_amount_cents})`,
  },
  {
    name: 'refunds, voids and returns come after their sale',
    unit: 'refunds, voids and returns',
    countSql: 'select count(*) as n from transactions where original_transaction_id is not null',
    violationsSql: `select f.id, f.kind, f.trans_date, s.id as sale_id, s.trans_date as sale_date
      from transactions f join transactions s on s.id = f.original_transaction_id
      where f.trans_date < s.trans_date`,
    describe: (r) =>
      `${r.kind} ${r.id} at ${r.trans_date} is before its sale ${r.sale_id} at ${r.sale_date}`,
  },
  {
    name: 'voids cancel one whole unsettled sale, once',
    unit: 'voids',
    countSql: "select count(*) as n from transactions where kind = 'void'",
    violationsSql: `select v.id, v.original_transaction_id, v.gross_amount_cents, s.gross_amount_cents as sale_gross, s.status, s.batch_id,
        (select count(*) from transactions x where x.kind = 'void' and x.original_transaction_id = v.original_transaction_id) as voids
      from transactions v left join transactions s on s.id = v.original_transaction_id
      where v.kind = 'void' and (s.id is null or s.kind <> 'sale' or s.status <> 'voided' or v.gross_amount_cents <> s.gross_amount_cents
        or s.batch_id is not null or v.batch_id is not null
        or (select count(*) from transactions x where x.kind = 'void' and x.original_transaction_id = v.original_transaction_id) > 1)`,
    describe: (r) =>
      `void ${r.id} of sale ${r.original_transaction_id}: ${r.gross_amount_cents} against ${r.sale_gross}, sale ${r.status}, voids ${r.voids}`,
  },
  {
    name: 'each chargeback is debited once, and reversed once if and only if it was won',
    unit: 'chargebacks',
    countSql: 'select count(*) as n from chargebacks',
    violationsSql: `select c.id, c.dispute_status, c.cb_amount_cents, d.amount_cents as debit, r.amount_cents as reversal
      from chargebacks c
      left join chargeback_entries d on d.chargeback_id = c.id and d.kind = 'debit'
      left join chargeback_entries r on r.chargeback_id = c.id and r.kind = 'reversal'
      where d.id is null or d.amount_cents <> -c.cb_amount_cents or d.merchant_id <> c.merchant_id
        or d.entered_at <> c.cb_date
        or (c.dispute_status = 'won') <> (r.id is not null)
        or r.amount_cents <> c.cb_amount_cents or r.merchant_id <> c.merchant_id or r.entered_at < c.cb_date`,
    describe: (r) =>
      `chargeback ${r.id} (${r.dispute_status}, ${r.cb_amount_cents}): debit ${r.debit ?? 'missing'}, reversal ${r.reversal ?? 'none'}`,
  },
  {
    name: 'chargebacks never exceed the transaction',
    unit: 'chargebacks',
    countSql: 'select count(*) as n from chargebacks',
    violationsSql: `select c.id, c.cb_amount_cents, t.gross_amount_cents from chargebacks c join transactions t on t.id = c.transaction_id
      where c.cb_amount_cents > t.gross_amount_cents or c.cb_amount_cents <= 0 or t.kind <> 'sale' or c.merchant_id <> t.merchant_id`,
    describe: (r) =>
      `chargeback ${r.id}: ${r.cb_amount_cents} against a transaction of ${r.gross_amount_cents}`,
  },
  {
    name: 'ACH returns never exceed the payment, once each',
    unit: 'ACH returns',
    countSql: 'select count(*) as n from ach_returns',
    violationsSql: `select a.id, a.return_amount_cents, t.gross_amount_cents, t.method from ach_returns a join transactions t on t.id = a.transaction_id
      where a.return_amount_cents > t.gross_amount_cents or t.method <> 'ach'
        or (select count(*) from ach_returns x where x.transaction_id = a.transaction_id) > 1`,
    describe: (r) =>
      `ACH return ${r.id}: ${r.return_amount_cents} against a ${r.method} payment of ${r.gross_amount_cents}`,
  },
  {
    name: 'no orphan rows',
    unit: 'references',
    countSql: 'select (select count(*) from transactions) + (select count(*) from merchants) as n',
    violationsSql: `select 'transaction ' || t.id || ' names batch ' || t.batch_id as what from transactions t
        where t.batch_id is not null and not exists (select 1 from batches b where b.id = t.batch_id)
      union all select 'transaction ' || t.id || ' names original ' || t.original_transaction_id from transactions t
        where t.original_transaction_id is not null and not exists (select 1 from transactions o where o.id = t.original_transaction_id)
      union all select 'transaction ' || t.id || ' is in batch ' || t.batch_id || ' of another merchant' from transactions t
        join batches b on b.id = t.batch_id where b.merchant_id <> t.merchant_id
      union all select 'merchant ' || m.id || ' names partner ' || m.partner_id from merchants m
        where m.partner_id is not null and not exists (select 1 from partners p where p.id = m.partner_id)
      union all select 'merchant ' || m.id || ' names client ' || m.client_id from merchants m
        where m.client_id is not null and not exists (select 1 from clients c where c.id = m.client_id)
      union all select 'batch ' || b.id || ' has no deposit' from batches b
        where not exists (select 1 from deposits d where d.batch_id = b.id)`,
    describe: (r) => String(r.what),
  },
  {
    name: "the merchants list's sort keys match the partner and the first owner",
    unit: 'merchants',
    countSql: 'select count(*) as n from merchants',
    violationsSql: `select m.id, m.partner_sort_name, m.owner_sort_name,
        coalesce((select p.name from partners p where p.id = m.partner_id), '') as partner,
        merchant_owner_sort_name(m.id) as owner
      from merchants m
      where m.partner_sort_name <> coalesce((select p.name from partners p where p.id = m.partner_id), '')
         or m.owner_sort_name <> merchant_owner_sort_name(m.id)`,
    describe: (r) =>
      `merchant ${r.id}: sort keys '${r.partner_sort_name}' / '${r.owner_sort_name}' but partner '${r.partner}', owner '${r.owner}'`,
  },
  {
    name: 'rollups equal a recomputation from raw rows, to the cent',
    unit: 'rollup hours',
    countSql: 'select count(*) as n from merchant_hourly_rollups',
    violationsSql: ROLLUP_MISMATCH_SQL,
    describe: (r) =>
      `merchant ${r.merchant_id} hour ${new Date(String(r.hour)).toISOString()}: ${rollupDiffs(r)}`,
  },
  {
    name: 'daily rollups equal the sum of their hours',
    unit: 'rollup days',
    countSql: 'select count(*) as n from merchant_daily_rollups',
    violationsSql: DAILY_ROLLUP_MISMATCH_SQL,
    describe: (r) =>
      `merchant ${r.merchant_id} day ${new Date(String(r.day)).toISOString().slice(0, 10)}: ${rollupDiffs(r)}`,
  },
  {
    name: 'monthly rollups equal the sum of their days',
    unit: 'rollup months',
    countSql: 'select count(*) as n from merchant_monthly_rollups',
    violationsSql: MONTHLY_ROLLUP_MISMATCH_SQL,
    describe: (r) =>
      `merchant ${r.merchant_id} month ${new Date(String(r.month)).toISOString().slice(0, 7)}: ${rollupDiffs(r)}`,
  },
  {
    name: 'card-brand rollups equal a recomputation from the sales, to the cent',
    unit: 'card-brand days',
    countSql: 'select count(*) as n from card_brand_daily_rollups',
    violationsSql: BRAND_ROLLUP_MISMATCH_SQL,
    describe: (r) =>
      `merchant ${r.merchant_id} day ${new Date(String(r.day)).toISOString().slice(0, 10)} ${brandOf(r)}: ${rollupDiffs(r)}`,
  },
  {
    name: 'monthly card-brand rollups equal the sum of their days',
    unit: 'card-brand months',
    countSql: 'select count(*) as n from card_brand_monthly_rollups',
    violationsSql: BRAND_MONTHLY_ROLLUP_MISMATCH_SQL,
    describe: (r) =>
      `merchant ${r.merchant_id} month ${new Date(String(r.month)).toISOString().slice(0, 7)} ${brandOf(r)}: ${rollupDiffs(r)}`,
  },
  {
    name: 'platform daily rollups equal their merchants summed per day and segment',
    unit: 'platform rollup rows',
    countSql: 'select count(*) as n from platform_daily_rollups',
    violationsSql: PLATFORM_ROLLUP_MISMATCH_SQL,
    describe: (r) =>
      `day ${new Date(String(r.day)).toISOString().slice(0, 10)} ${r.currency} processor ${r.processor_id} partner ${r.partner_id} client ${r.client_id} ${r.country}: ${rollupDiffs(r)}`,
  },
  {
    name: 'platform brand rollups equal the card-brand days summed per day, currency and brand',
    unit: 'platform brand rows',
    countSql: 'select count(*) as n from platform_brand_daily_rollups',
    violationsSql: PLATFORM_BRAND_ROLLUP_MISMATCH_SQL,
    describe: (r) =>
      `day ${new Date(String(r.day)).toISOString().slice(0, 10)} ${r.currency} ${r.card_brand}: ${rollupDiffs(r)}`,
  },
  {
    // The platform payout tool (modules/admin-platform-payouts): a country's balance is the fees
    // of every ledger row of the merchants settled in its currency, by the row's UTC day.
    name: 'platform payouts equal the fees of their country and period, and periods do not overlap',
    unit: 'platform payouts',
    countSql: 'select count(*) as n from platform_payouts',
    violationsSql: `select p.id, p.country_code, p.currency, p.from_date::text as from_date, p.to_date::text as to_date,
        p.amount_cents, p.transaction_count, f.fees, f.rows, prev.to_date::text as previous_to, o.ids as overlapping
      from platform_payouts p
      cross join lateral (select coalesce(sum(t.fee_cents), 0) as fees, count(t.id) as rows
        from transactions t join merchants m on m.id = t.merchant_id and m.currency = p.currency
        where t.trans_date >= coalesce(p.from_date, '1900-01-01'::date)::timestamp at time zone 'UTC'
          and t.trans_date < (p.to_date + 1)::timestamp at time zone 'UTC') f
      left join lateral (select q.to_date from platform_payouts q
        where q.country_code = p.country_code and q.to_date < p.to_date order by q.to_date desc limit 1) prev on true
      cross join lateral (select string_agg(q.id::text, ', ' order by q.id) as ids from platform_payouts q
        where q.country_code = p.country_code and q.id <> p.id
          and coalesce(q.from_date, '-infinity'::date) <= p.to_date
          and q.to_date >= coalesce(p.from_date, '-infinity'::date)) o
      where p.amount_cents <> f.fees or p.transaction_count <> f.rows or p.from_date > p.to_date
        or (p.currency <> (case p.country_code when 'US' then 'USD' when 'CA' then 'CAD' when 'GB' then 'GBP'
          when 'AU' then 'AUD' when 'NZ' then 'NZD' end)) is not false
        or o.ids is not null
        or (prev.to_date is null) <> (p.from_date is null) or p.from_date <> prev.to_date + 1`,
    describe: (r) =>
      `platform payout ${r.id} (${r.country_code} ${r.from_date ?? 'start'} to ${r.to_date}): ${r.amount_cents} ${r.currency} for ${r.transaction_count} rows, but the period's fees are ${r.fees} over ${r.rows} rows` +
      (r.overlapping ? `; overlaps payouts ${r.overlapping}` : '') +
      `; previous payout through ${r.previous_to ?? 'none'}`,
  },
];

/** 'processor 3 Visa USD': a card-brand rollup row's keys. */
const brandOf = (r: Record<string, unknown>) =>
  `processor ${r.processor_id} ${r.card_brand} ${r.currency}`;

/** 'column stored (expected …)' for each column where a stored rollup and its expectation differ. */
function rollupDiffs(r: Record<string, unknown>): string {
  return Object.keys(r)
    .filter((k) => k.startsWith('e_') && String(r[k]) !== String(r[`s_${k.slice(2)}`]))
    .map((k) => `${k.slice(2)} ${r[`s_${k.slice(2)}`]} (expected ${r[k]})`)
    .join(', ');
}

async function runSqlCheck(query: RawQuery, check: SqlCheck): Promise<CheckResult> {
  const [count] = await query<{ n: string }>(check.countSql);
  const rows = await query<Record<string, unknown>>(`${check.violationsSql} limit ${LIMIT + 1}`);
  const violations = rows.slice(0, LIMIT).map(check.describe);
  if (rows.length > LIMIT) violations.push('… and more');
  return { name: check.name, checked: `${n(count?.n)} ${check.unit}`, violations };
}

/** Scans every text column of every table for a Luhn-valid run of 13 to 19 digits (a card number). */
async function scanForCardNumbers(query: RawQuery): Promise<CheckResult> {
  const columns = await query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb')
     order by table_name, column_name`,
  );
  const violations: string[] = [];
  let scanned = 0;
  for (const { table_name: table, column_name: column } of columns) {
    const rows = await query<{ v: string }>(
      `select "${column}"::text as v from "${table}" where "${column}"::text ~ '${CARD_SHAPE_SQL_PATTERN}'`,
    );
    scanned += 1;
    const hits = rows.filter(({ v }) => findCardNumbers(v).length > 0).length;
    if (hits > 0)
      violations.push(`${table}.${column}: ${hits} value(s) hold a Luhn-valid card number`);
  }
  return {
    name: 'no card number in any text column',
    checked: `${scanned} text columns`,
    violations,
  };
}

/** Every invariant of the ledger; an empty violations list everywhere means the data is sound. */
export async function reconcile(query: RawQuery): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of SQL_CHECKS) results.push(await runSqlCheck(query, check));
  results.push(await scanForCardNumbers(query));
  return results;
}
