import {
  OUTAGE_DEFAULT_SORT,
  OUTAGE_PERIOD_COLUMNS,
  OUTAGE_TRANSACTION_COLUMNS,
  type OutagePeriodColumn,
  type OutageTransactionColumn,
} from '@paydesk/domain/admin-dispute-report-fields';
import type {
  OutagePeriod,
  OutageQuery,
  OutageTransaction,
} from '@paydesk/domain/admin-dispute-reports';
import { parseSort, type SortTerm } from '@paydesk/domain/list-params';
import type { RawQuery } from '../../db/client';
import { outageDeclinePredicate } from '../../db/schema/payments';
import type { SumsTable } from '../../platform/lists/aggregate-list';
import {
  cents,
  csvCentsSql,
  csvLocalTimeSql,
  csvPlainSql,
  csvTextSql,
  num,
  text,
} from '../../platform/lists/csv';
import { dayRangeConditions } from '../../platform/lists/day-range-sql';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import { merchantLabel, rangeLabel } from '../../platform/lists/report-scope';
import { SqlParams } from '../../platform/lists/sql-params';

/**
 * Outage transactions (part 2 §7 GET /admin/outage-transactions; docs/reports.md): card sales
 * the processor declined with a processor-side response code (OUTAGE_RESPONSE_CODES: the
 * issuer, switch or processor did not answer), as a list (`detailed=true`) or summed per
 * merchant, processor, currency and hour or day. ACH payments are not authorised online: their
 * failures arrive later as returns (the ACH returns report).
 */

export interface OutageScope {
  merchantId: number | null;
}

/** The query of one view: its sort terms and CSV columns among that view's keys. */
export type OutageViewQuery<Key extends string> = Omit<OutageQuery, 'sort' | 'columns'> & {
  sort: SortTerm<Key>[];
  columns?: Key[] | undefined;
};

/** The query narrowed to a view's keys (others dropped; no sort left: the default). */
export function viewQuery<Key extends string>(
  query: OutageQuery,
  columns: readonly { key: Key }[],
): OutageViewQuery<Key> {
  const keys = new Set<string>(columns.map((column) => column.key));
  const sort = query.sort.filter((term) => keys.has(term.key)) as SortTerm<Key>[];
  const chosen = query.columns?.filter((key) => keys.has(key)) as Key[] | undefined;
  return {
    ...query,
    sort: sort.length > 0 ? sort : (parseSort(OUTAGE_DEFAULT_SORT) as SortTerm<Key>[]),
    columns: chosen?.length ? chosen : undefined,
  };
}

/** The outage predicate as literals: the partial index transactions_outage_date_idx serves it. */
const OUTAGE_PREDICATE = outageDeclinePredicate('t.');

/** The query's conditions on `t` (transactions); the range is set (monthToDateUnlessTold). */
export function outageConditions(
  query: Omit<OutageQuery, 'sort' | 'columns'>,
  scope: OutageScope,
  params: SqlParams,
): string[] {
  const conditions = [OUTAGE_PREDICATE, ...dayRangeConditions('t.trans_date', query, params)];
  if (scope.merchantId !== null) {
    conditions.push(`t.merchant_id = ${params.add(scope.merchantId, 'int4')}`);
  }
  if (query.code?.length)
    conditions.push(`t.response_code = any(${params.add(query.code, 'text[]')})`);
  if (query.processor !== undefined) {
    conditions.push(`t.processor_id = ${params.add(query.processor, 'int2')}`);
  }
  return conditions;
}

const iso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

/* detailed=true: the transactions. */

const LABELS = columnLabels<OutageTransactionColumn>(OUTAGE_TRANSACTION_COLUMNS);
type Cell = (params: SqlParams, query: OutageViewQuery<OutageTransactionColumn>) => string;

const TRANSACTION_CSV: Record<OutageTransactionColumn, Cell> = {
  date: (params, query) => csvLocalTimeSql('t.trans_date', params.add(query.timezone, 'text')),
  merchantName: () =>
    csvTextSql('(select m.business_common_name from merchants m where m.id = t.merchant_id)'),
  merchantId: () => csvPlainSql('t.merchant_id'),
  processorId: () => csvPlainSql('t.processor_id'),
  transNumber: () => csvTextSql('t.trans_number'),
  cardBrand: () => csvTextSql('t.card_brand'),
  amount: () => csvCentsSql('t.gross_amount_cents'),
  currency: () => csvTextSql('t.currency'),
  responseCode: () => csvTextSql('t.response_code'),
  responseCodeDesc: () => csvTextSql('t.response_code_desc'),
  accountholderName: () => csvTextSql('t.accountholder_name'),
  transactionId: () => csvPlainSql('t.id'),
};

export const outageTransactionList: ListDefinition<
  OutageViewQuery<OutageTransactionColumn>,
  OutageTransaction,
  OutageTransactionColumn,
  OutageScope
> = {
  name: 'outage-transactions',
  table: 'transactions t',
  rowJoins: 'join merchants m on m.id = t.merchant_id',
  id: { sql: 't.id', type: 'int8' },
  anchor: 'select max(id) from transactions',
  select: () => `t.id, t.trans_number, t.trans_date, t.merchant_id,
    m.business_common_name as merchant_name, t.processor_id, t.card_brand, t.gross_amount_cents,
    t.currency, t.response_code, t.response_code_desc, t.accountholder_name`,
  sortColumns: {
    date: { sql: 't.trans_date', type: 'timestamptz' },
    amount: { sql: 't.gross_amount_cents', type: 'int8' },
  },
  where: async (query, scope, params) => {
    const conditions = outageConditions(query, scope, params);
    const search = query.search?.trim();
    if (search) conditions.push(`t.trans_number = ${params.add(search, 'text')}`);
    return conditions;
  },
  toRow: (row) => ({
    transactionId: Number(row.id),
    transNumber: String(row.trans_number),
    transDate: iso(row.trans_date),
    merchantId: Number(row.merchant_id),
    merchantName: String(row.merchant_name ?? ''),
    processorId: Number(row.processor_id),
    cardBrand: row.card_brand === null ? null : String(row.card_brand),
    amount: Number(row.gross_amount_cents),
    currency: String(row.currency),
    responseCode: String(row.response_code),
    responseCodeDesc: String(row.response_code_desc),
    accountholderName: row.accountholder_name === null ? null : String(row.accountholder_name),
  }),
  csv: TRANSACTION_CSV,
  csvHeader: (column, query) =>
    column === 'date' ? `${LABELS[column]} (${query.timezone})` : LABELS[column],
  fileName: (query, scope) =>
    `outage-transactions-${merchantLabel(scope.merchantId)}${rangeLabel(query)}.csv`,
  defaultColumns: defaultColumnKeys(OUTAGE_TRANSACTION_COLUMNS),
};

/* Not detailed: sums per merchant, processor, currency and hour (or day). */

/**
 * Every period row of the query: grouped per response code first (for the codes' counts),
 * then per merchant, processor, currency and period (the hour, or the day of `timezone`).
 */
/** A period row with its moments as the CSV writes them (wall-clock text of the query's zone). */
export type OutagePeriodRow = OutagePeriod & {
  local: { period: string; firstAt: string; lastAt: string };
};

export async function outagePeriods(
  run: RawQuery,
  query: Omit<OutageQuery, 'sort' | 'columns'>,
  scope: OutageScope,
): Promise<OutagePeriodRow[]> {
  const params = new SqlParams();
  const where = outageConditions(query, scope, params).join(' and ');
  const unit = params.add(query.interval, 'text');
  const zone = params.add(query.timezone, 'text');
  const rows = await run<Record<string, unknown>>(
    `select g.merchant_id, m.business_common_name as merchant_name, g.processor_id, g.currency,
            g.period, sum(g.n)::int8 as count, sum(g.amount)::int8 as amount,
            min(g.first_at) as first_at, max(g.last_at) as last_at,
            json_agg(json_build_object('code', g.code, 'count', g.n) order by g.code) as codes,
            to_char(g.period at time zone ${zone}, ${params.add(query.interval === 'hour' ? 'YYYY-MM-DD HH24:MI' : 'YYYY-MM-DD', 'text')}) as local_period,
            to_char(min(g.first_at) at time zone ${zone}, 'YYYY-MM-DD HH24:MI:SS') as local_first,
            to_char(max(g.last_at) at time zone ${zone}, 'YYYY-MM-DD HH24:MI:SS') as local_last
       from (select t.merchant_id, t.processor_id, t.currency,
                    date_trunc(${unit}, t.trans_date, ${zone}) as period, t.response_code as code,
                    count(*)::int8 as n, sum(t.gross_amount_cents)::int8 as amount,
                    min(t.trans_date) as first_at, max(t.trans_date) as last_at
               from transactions t where ${where}
              group by 1, 2, 3, 4, 5) g
       join merchants m on m.id = g.merchant_id
      group by g.merchant_id, m.business_common_name, g.processor_id, g.currency, g.period`,
    params.values,
  );
  return rows.map((row) => ({
    period: iso(row.period),
    interval: query.interval,
    merchantId: Number(row.merchant_id),
    merchantName: String(row.merchant_name ?? ''),
    processorId: Number(row.processor_id),
    currency: String(row.currency),
    count: Number(row.count),
    amount: Number(row.amount),
    responseCodes: (
      (typeof row.codes === 'string' ? JSON.parse(row.codes) : row.codes) as {
        code: string;
        count: number | string;
      }[]
    ).map((entry) => ({ code: String(entry.code), count: Number(entry.count) })),
    firstAt: iso(row.first_at),
    lastAt: iso(row.last_at),
    local: {
      period: String(row.local_period),
      firstAt: String(row.local_first),
      lastAt: String(row.local_last),
    },
  }));
}

/** The row as the API answers it. */
export const periodOf = ({ local: _local, ...row }: OutagePeriodRow): OutagePeriod => row;

/** '91 ×3, 96 ×1'. */
export const codesText = (codes: OutagePeriod['responseCodes']) =>
  codes.map((entry) => `${entry.code} ×${entry.count}`).join(', ');

export const outagePeriodTable: SumsTable<OutagePeriodRow, OutagePeriodColumn> = {
  columns: OUTAGE_PERIOD_COLUMNS,
  sortValue: {
    date: (row) => row.period,
    count: (row) => row.count,
    amount: (row) => row.amount,
  },
  tieBreak: (a, b) =>
    b.period.localeCompare(a.period) ||
    a.merchantId - b.merchantId ||
    a.processorId - b.processorId ||
    a.currency.localeCompare(b.currency),
  zoned: ['date', 'firstAt', 'lastAt'],
  csvCell: {
    date: (row) => text(row.local.period),
    merchantName: (row) => text(row.merchantName),
    merchantId: (row) => num(row.merchantId),
    processorId: (row) => num(row.processorId),
    count: (row) => num(row.count),
    amount: (row) => cents(row.amount),
    currency: (row) => text(row.currency),
    responseCodes: (row) => text(codesText(row.responseCodes)),
    firstAt: (row) => text(row.local.firstAt),
    lastAt: (row) => text(row.local.lastAt),
  },
};

/** The file name of either view. */
export const outageFileName = (query: Omit<OutageQuery, 'sort' | 'columns'>, scope: OutageScope) =>
  `outage-${query.detailed ? 'transactions' : `${query.interval}s`}-${merchantLabel(scope.merchantId)}${rangeLabel(query)}.csv`;
