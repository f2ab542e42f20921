import {
  DISPUTE_COLUMNS,
  type DisputeColumn,
  type DisputeStatus,
} from '@paydesk/domain/dispute-fields';
import type { Dispute, DisputeListQuery } from '@paydesk/domain/disputes';
import { csvCentsSql, csvLocalTimeSql, csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import { dayRangeConditions } from '../../platform/lists/day-range-sql';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import { type SqlParams, startsWith } from '../../platform/lists/sql-params';
import { DISPUTE_INBOX_ANCHOR, DISPUTE_INBOX_TABLE } from './dispute-inbox-sql';

/** The disputes inbox (part 1 §3 "Chargeback", "Retrieval request", "ACH return") as a declared list. */

export interface DisputeScope {
  /** The account whose disputes are read; null: every account (the back office's report). */
  merchantId: number | null;
  /** Its name; without one, each row names its own (`merchant_name`, joined by the reader). */
  merchantName?: string;
  /** Now, for the days left. */
  now: Date;
}

/** What the filters read of a query (the inbox's, or the back office report's). */
export type DisputeFilters = Pick<
  DisputeListQuery,
  | 'kind'
  | 'status'
  | 'needs_response'
  | 'card_brand'
  | 'reason'
  | 'start_date'
  | 'end_date'
  | 'timezone'
  | 'search'
>;

const DAY_MS = 86_400_000;
const LABELS = columnLabels(DISPUTE_COLUMNS);

/** A timestamp column: a Date from the pool's reads, a string through drizzle's (`sqlQuery`). */
export function asDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  return typeof value === 'string' ? new Date(value) : null;
}
const iso = (value: unknown) => asDate(value)?.toISOString() ?? null;
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const integer = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Whole days from now to the deadline, rounded up (a deadline later today is 1 day left). */
function daysUntil(deadline: Date, now: Date): number {
  return Math.ceil((deadline.getTime() - now.getTime()) / DAY_MS);
}

/** A row of `d` as the API answers it. */
export function disputeRow(row: Record<string, unknown>, scope: DisputeScope): Dispute {
  const kind = row.kind as Dispute['kind'];
  const respondBy = asDate(row.respond_by);
  const needsResponse = row.needs_response === true;
  const daysLeft = needsResponse && respondBy ? daysUntil(respondBy, scope.now) : null;
  const opened = iso(row.opened_at) ?? '';
  const amount = Number(row.amount_cents ?? 0);
  const chargeback = kind === 'chargeback';
  const retrieval = kind === 'retrieval';
  const achReturn = kind === 'ach-return';
  return {
    id: Number(row.id),
    kind,
    merchantId: Number(row.merchant_id),
    merchAccountName: scope.merchantName ?? String(row.merchant_name ?? ''),
    transactionId: Number(row.transaction_id),
    transNumber: String(row.trans_number ?? ''),
    transDate: iso(row.trans_date) ?? '',
    transAmount: Number(row.gross_amount_cents ?? 0),
    amount,
    currency: String(row.currency ?? 'USD'),
    cardBrand: (text(row.card_brand) as Dispute['cardBrand']) ?? null,
    cardLastFour: achReturn ? null : text(row.last_four),
    accountholderName: text(row.accountholder_name),
    accountholderEmail: text(row.accountholder_email),
    reasonCode: text(row.reason_code),
    reasonDesc: String(row.reason_desc ?? ''),
    status: row.status as DisputeStatus,
    needsResponse,
    date: opened,
    respondBy: respondBy?.toISOString() ?? null,
    daysLeft,
    caseNumber: text(row.case_number),
    resolvedAt: iso(row.resolved_at),
    cbDate: chargeback ? opened : null,
    cbAmount: chargeback ? amount : null,
    disputeDays: chargeback ? daysLeft : null,
    result: text(row.result),
    disputeStatus: chargeback ? String(row.status) : null,
    responseCode: text(row.response_code),
    disputeDate: iso(row.disputed_at),
    daysToRespond: integer(row.days_to_respond),
    responseDate: iso(row.response_date),
    requestedDate: retrieval ? opened : null,
    returnAmount: achReturn ? amount : null,
    accountNumber: achReturn ? text(row.account_number_masked) : null,
    returnCode: achReturn ? text(row.reason_code) : null,
    returnCodeDesc: achReturn ? text(row.reason_desc) : null,
  };
}

const DAYS_LEFT_SQL = `case when d.needs_response then ceil(extract(epoch from (d.respond_by - now())) / 86400)::int8 end`;

/** Each inbox column's CSV cell (SQL on `d`), in the query's time zone. */
export const DISPUTE_CSV: Record<
  DisputeColumn,
  (params: SqlParams, query: Pick<DisputeListQuery, 'timezone'>) => string
> = {
  respondBy: (params, query) => csvLocalTimeSql('d.respond_by', params.add(query.timezone, 'text')),
  daysLeft: () => csvPlainSql(DAYS_LEFT_SQL),
  kind: () => csvTextSql('d.kind'),
  status: () => csvTextSql('d.status'),
  date: (params, query) => csvLocalTimeSql('d.opened_at', params.add(query.timezone, 'text')),
  amount: () => csvCentsSql('d.amount_cents'),
  transAmount: () => csvCentsSql('d.gross_amount_cents'),
  cardBrand: () => csvTextSql('d.card_brand'),
  cardLastFour: () => csvTextSql(`case when d.kind <> 'ach-return' then d.last_four end`),
  accountholderName: () => csvTextSql('d.accountholder_name'),
  reasonCode: () => csvTextSql('d.reason_code'),
  reasonDesc: () => csvTextSql('d.reason_desc'),
  transNumber: () => csvTextSql('d.trans_number'),
  transDate: (params, query) => csvLocalTimeSql('d.trans_date', params.add(query.timezone, 'text')),
  caseNumber: () => csvTextSql('d.case_number'),
  result: () => csvTextSql('d.result'),
  responseCode: () => csvTextSql('d.response_code'),
  responseDate: (params, query) =>
    csvLocalTimeSql('d.response_date', params.add(query.timezone, 'text')),
  accountNumber: () =>
    csvTextSql(`case when d.kind = 'ach-return' then d.account_number_masked end`),
  currency: () => csvTextSql('d.currency'),
  id: () => csvPlainSql('d.id'),
};

/** The filters as SQL on `d`; the search box matches last four, transaction or case number, cardholder. */
export function disputeConditions(
  query: DisputeFilters,
  scope: Pick<DisputeScope, 'merchantId'>,
  params: SqlParams,
): string[] {
  const conditions: string[] = [];
  if (scope.merchantId !== null) {
    conditions.push(`d.merchant_id = ${params.add(scope.merchantId, 'int4')}`);
  }
  if (query.kind?.length) conditions.push(`d.kind = any(${params.add(query.kind, 'text[]')})`);
  if (query.status?.length) {
    conditions.push(`d.status = any(${params.add(query.status, 'text[]')})`);
  }
  if (query.needs_response !== undefined) {
    conditions.push(query.needs_response ? 'd.needs_response' : 'not d.needs_response');
  }
  if (query.card_brand?.length) {
    conditions.push(`d.card_brand = any(${params.add(query.card_brand, 'text[]')})`);
  }
  if (query.reason?.length) {
    conditions.push(`upper(d.reason_code) = any(${params.add(query.reason, 'text[]')})`);
  }
  conditions.push(...dayRangeConditions('d.opened_at', query, params));
  const search = query.search?.trim();
  if (search && scope.merchantId === null) {
    conditions.push(everyMerchantSearch(search, params));
  } else if (search && scope.merchantId !== null) {
    // The disputed transactions that match, found through the transactions' own search
    // indexes (last four, transaction number, name prefix), then the disputes of those.
    const merchant = params.add(scope.merchantId, 'int4');
    const exact = params.add(search, 'text');
    const name = params.add(startsWith(search.toLowerCase()), 'text');
    const lastFour = /^\d{4}$/.test(search) ? `s.last_four = ${exact} or ` : '';
    conditions.push(
      `(d.transaction_id in (select s.id from transactions s where s.merchant_id = ${merchant}
          and (${lastFour}s.trans_number = ${exact} or s.name_search like ${name}))
        or d.case_number = upper(${exact}))`,
    );
  }
  return conditions;
}

/**
 * The search over every merchant's disputes: the transactions' search indexes all start with
 * the merchant, so the disputes' own joined columns are matched instead (a date range holds a
 * few thousand disputes), and the transaction number through its unique index.
 */
function everyMerchantSearch(search: string, params: SqlParams): string {
  const exact = params.add(search, 'text');
  const name = params.add(startsWith(search.toLowerCase()), 'text');
  const lastFour = /^\d{4}$/.test(search) ? `d.last_four = ${exact} or ` : '';
  return `(${lastFour}d.transaction_id in (select s.id from transactions s where s.trans_number = ${exact})
      or d.case_number = upper(${exact}) or d.name_search like ${name})`;
}

/** The disputes inbox: urgency first (docs/disputes.md), 10 a page. */
export const disputeList: ListDefinition<DisputeListQuery, Dispute, DisputeColumn, DisputeScope> = {
  name: 'disputes',
  table: DISPUTE_INBOX_TABLE,
  id: { sql: 'd.inbox_id', type: 'int8' },
  anchor: DISPUTE_INBOX_ANCHOR,
  preparedStatements: true,
  select: () => 'd.*',
  sortColumns: {
    respondBy: { sql: 'd.urgency', type: 'int8' },
    date: { sql: 'd.opened_at', type: 'timestamptz' },
    amount: { sql: 'd.amount_cents', type: 'int8' },
  },
  where: async (query, scope, params) => disputeConditions(query, scope, params),
  toRow: disputeRow,
  csv: DISPUTE_CSV,
  csvHeader: (column, query) =>
    ['respondBy', 'date', 'transDate', 'responseDate'].includes(column)
      ? `${LABELS[column]} (${query.timezone})`
      : LABELS[column],
  fileName: (query, scope) =>
    `disputes-${scope.merchantId}${query.start_date ? `-${query.start_date.slice(0, 10)}` : ''}${query.end_date ? `-to-${query.end_date.slice(0, 10)}` : ''}.csv`,
  defaultColumns: defaultColumnKeys(DISPUTE_COLUMNS),
};
