import {
  COUNTRY_CURRENCIES,
  NO_PARTNER_LABEL,
  PARTNER_REPORT_MONTHS,
  type VolumeType,
} from '@paydesk/domain/admin-partner-report-fields';
import type {
  PastMonthsAccounts,
  PastMonthsQuery,
  PastMonthsVolume,
} from '@paydesk/domain/admin-partner-reports';
import { todayIn } from '@paydesk/domain/date-presets';
import type { CountryCode } from '@paydesk/domain/field-checks';
import { type Database, sqlQuery } from '../../db/client';
import type { RollupColumn } from '../../db/schema/rollups';
import {
  cents,
  csvCellText,
  csvHeaderRecord,
  csvRecord,
  num,
  text,
} from '../../platform/lists/csv';
import { SqlParams } from '../../platform/lists/sql-params';
import {
  checkFilterIds,
  lastMonths,
  merchantConditions,
  requireClient,
  rollupMonthsSql,
  whereAll,
} from './report-scope';

/**
 * The 16-month volume report and the accounts report (part 2 §7 "Volume reports"; §9
 * "16-month volume report"): the current UTC month and the 15 before it, for the merchants of
 * one country (and optionally one client, processor or merchant).
 */

export interface PastMonthsInput {
  country: CountryCode;
  clientId: number | null;
  query: PastMonthsQuery;
  now: Date;
}

const VOLUME_COLUMN: Record<VolumeType, RollupColumn> = {
  card: 'card_volume_cents',
  ach: 'ach_volume_cents',
  all: 'gross_volume_cents',
};

function merchantsOf(input: PastMonthsInput, params: SqlParams): string {
  const conditions = [
    `m.business_country = ${params.add(input.country, 'text')}`,
    ...merchantConditions(
      {
        client_id: input.clientId ?? undefined,
        processorId: input.query.processorId,
        merchantid: input.query.merchantid,
      },
      params,
    ),
  ];
  return `select m.id, m.partner_id, m.created_at, m.status, m.status_since
            from merchants m ${whereAll(conditions)}`;
}

async function checkIds(db: Database, input: PastMonthsInput): Promise<void> {
  if (input.clientId !== null) await requireClient(db, input.clientId);
  await checkFilterIds(db, { merchantid: input.query.merchantid });
}

/** Volume per partner and month: one value a month, oldest first, with each partner's total. */
export async function pastMonthsVolume(
  db: Database,
  input: PastMonthsInput & { type: VolumeType },
): Promise<PastMonthsVolume> {
  await checkIds(db, input);
  const months = lastMonths(PARTNER_REPORT_MONTHS, input.now);
  const params = new SqlParams();
  const today = todayIn('UTC', input.now);
  const days = { start: `${months[0]}-01`, end: today, today };
  const rollups = rollupMonthsSql([VOLUME_COLUMN[input.type]], days, 'select id from ms', params);
  const rows = await sqlQuery(db)<{
    partner_id: number | null;
    partner_name: string;
    merchants: number;
    month: string | null;
    amount: number;
  }>(
    `with ms as (${merchantsOf(input, params)}),
     sums as (select r.merchant_id, to_char(r.month at time zone 'UTC', 'YYYY-MM') as month,
                     sum(r.${VOLUME_COLUMN[input.type]})::float8 as amount
                from (${rollups}) r group by 1, 2),
     partner_sums as (select ms.partner_id, s.month, sum(s.amount)::float8 as amount
                        from ms join sums s on s.merchant_id = ms.id group by 1, 2),
     partners_of as (select ms.partner_id, count(*)::int as merchants from ms group by 1)
     select po.partner_id, coalesce(p.name, '${NO_PARTNER_LABEL}') as partner_name, po.merchants,
            ps.month, coalesce(ps.amount, 0)::float8 as amount
       from partners_of po
       left join partners p on p.id = po.partner_id
       left join partner_sums ps on ps.partner_id is not distinct from po.partner_id`,
    params.values,
  );
  const byPartner = new Map<string, PastMonthsVolume['rows'][number]>();
  for (const row of rows) {
    const key = String(row.partner_id);
    let entry = byPartner.get(key);
    if (!entry) {
      entry = {
        partnerId: row.partner_id === null ? null : Number(row.partner_id),
        partnerName: String(row.partner_name),
        merchants: Number(row.merchants),
        volumes: months.map(() => 0),
        total: 0,
      };
      byPartner.set(key, entry);
    }
    const index = row.month === null ? -1 : months.indexOf(row.month);
    if (index >= 0) {
      entry.volumes[index] = (entry.volumes[index] ?? 0) + Number(row.amount);
      entry.total += Number(row.amount);
    }
  }
  const list = [...byPartner.values()].sort(
    (a, b) =>
      b.total - a.total ||
      a.partnerName.localeCompare(b.partnerName) ||
      (a.partnerId ?? 0) - (b.partnerId ?? 0),
  );
  return {
    country: input.country,
    type: input.type,
    currency: COUNTRY_CURRENCIES[input.country],
    clientId: input.clientId,
    months,
    rows: list,
    totals: {
      merchants: list.reduce((n, r) => n + r.merchants, 0),
      volumes: months.map((_, i) => list.reduce((n, r) => n + (r.volumes[i] ?? 0), 0)),
      total: list.reduce((n, r) => n + r.total, 0),
    },
  };
}

/** The 16-month table as CSV: a row per partner, a column per month, then the total row. */
export function pastMonthsVolumeCsv(report: PastMonthsVolume): string {
  const header = csvHeaderRecord([
    'Partner',
    'Merchants',
    ...report.months.map((m) => `${m} (${report.currency})`),
    `Total (${report.currency})`,
  ]);
  const line = (name: string, merchants: number, volumes: number[], total: number) =>
    csvRecord(
      [text(name), num(merchants), ...volumes.map((v) => cents(v)), cents(total)].map(csvCellText),
    );
  return [
    header,
    ...report.rows.map((r) => line(r.partnerName, r.merchants, r.volumes, r.total)),
    line('Total', report.totals.merchants, report.totals.volumes, report.totals.total),
  ].join('');
}

/**
 * Per month: accounts created; activated (the month of the first sale, from the daily
 * rollups); closed (status 33 or 133 since a moment of the month); active at the month's end
 * (created, activated and not closed by then).
 */
export async function pastMonthsAccounts(
  db: Database,
  input: PastMonthsInput,
): Promise<PastMonthsAccounts> {
  await checkIds(db, input);
  const months = lastMonths(PARTNER_REPORT_MONTHS, input.now);
  const params = new SqlParams();
  const first = params.add(`${months[0]}-01`, 'date');
  const last = params.add(`${months.at(-1)}-01`, 'date');
  const rows = await sqlQuery(db)<Record<string, number | string>>(
    `with ms as (${merchantsOf(input, params)}),
     firsts as (
       select ms.*, (select d.day from merchant_daily_rollups d
                      where d.merchant_id = ms.id and d.successful_count > 0
                      order by d.day limit 1) as first_sale
         from ms),
     months as (
       select g::timestamp at time zone 'UTC' as start,
              (g + interval '1 month')::timestamp at time zone 'UTC' as next
         from generate_series(${first}::timestamp, ${last}::timestamp, interval '1 month') g)
     select to_char(mo.start at time zone 'UTC', 'YYYY-MM') as month,
            count(f.id) filter (where f.created_at >= mo.start and f.created_at < mo.next)::int as created,
            count(f.id) filter (where f.first_sale >= mo.start and f.first_sale < mo.next)::int as activated,
            count(f.id) filter (where f.status in (33, 133)
                                  and f.status_since >= mo.start and f.status_since < mo.next)::int as closed,
            count(f.id) filter (where f.created_at < mo.next and f.first_sale < mo.next
                                  and not (f.status in (33, 133) and f.status_since < mo.next))::int
              as active_at_month_end
       from months mo left join firsts f on true
      group by mo.start order by mo.start`,
    params.values,
  );
  return {
    country: input.country,
    clientId: input.clientId,
    months: rows.map((row) => ({
      month: String(row.month),
      created: Number(row.created),
      activated: Number(row.activated),
      closed: Number(row.closed),
      activeAtMonthEnd: Number(row.active_at_month_end),
    })),
  };
}

export function pastMonthsAccountsCsv(report: PastMonthsAccounts): string {
  return [
    csvHeaderRecord(['Month', 'Created', 'Activated', 'Closed', 'Active at month end']),
    ...report.months.map((m) =>
      csvRecord([m.month, m.created, m.activated, m.closed, m.activeAtMonthEnd]),
    ),
  ].join('');
}
