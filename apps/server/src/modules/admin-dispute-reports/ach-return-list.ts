import {
  ACH_RETURN_COLUMNS,
  type AchReturnColumn,
} from '@paydesk/domain/admin-dispute-report-fields';
import type { AchReturnListQuery, AdminAchReturn } from '@paydesk/domain/admin-dispute-reports';
import { csvCentsSql, csvLocalTimeSql, csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import { dayRangeConditions } from '../../platform/lists/day-range-sql';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import { merchantLabel, rangeLabel } from '../../platform/lists/report-scope';
import type { SqlParams } from '../../platform/lists/sql-params';

/**
 * The ACH returns report (part 2 §2 /admin/reports/ach-returns): every merchant's returns (or
 * one's), newest return first on `ach_returns (return_date desc, id desc)`, each with its
 * payment, merchant, NACHA code and the rejected-return fee charged for it (the fee sits on
 * the return's own row: `ach_returns.fee_cents`).
 */

export interface AchReturnScope {
  merchantId: number | null;
}

const LABELS = columnLabels<AchReturnColumn>(ACH_RETURN_COLUMNS);
const ZONED = new Set<AchReturnColumn>(['returnDate', 'transDate']);

/** A column of the returned payment (`a.transaction_id`), of its merchant, or of its code. */
const payment = (column: string) =>
  `(select t.${column} from transactions t where t.id = a.transaction_id)`;
const CODE_TEXT = '(select rc.description from ach_return_codes rc where rc.code = a.return_code)';

const iso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

function achReturnConditions(
  query: AchReturnListQuery,
  scope: AchReturnScope,
  params: SqlParams,
): string[] {
  const conditions: string[] = [];
  if (scope.merchantId !== null) {
    conditions.push(`a.merchant_id = ${params.add(scope.merchantId, 'int4')}`);
  }
  conditions.push(...dayRangeConditions('a.return_date', query, params));
  if (query.return_code?.length) {
    conditions.push(`a.return_code = any(${params.add(query.return_code, 'text[]')})`);
  }
  if (query.fee_charged !== undefined) {
    conditions.push(query.fee_charged ? 'a.fee_cents > 0' : 'a.fee_cents = 0');
  }
  const search = query.search?.trim();
  if (search) {
    conditions.push(
      `a.transaction_id in (select s.id from transactions s where s.trans_number = ${params.add(search, 'text')})`,
    );
  }
  return conditions;
}

type Cell = (params: SqlParams, query: AchReturnListQuery) => string;
const zoned =
  (expr: string): Cell =>
  (params, query) =>
    csvLocalTimeSql(expr, params.add(query.timezone, 'text'));

const CSV: Record<AchReturnColumn, Cell> = {
  returnDate: zoned('a.return_date'),
  merchantName: () =>
    csvTextSql('(select m.business_common_name from merchants m where m.id = a.merchant_id)'),
  merchantId: () => csvPlainSql('a.merchant_id'),
  transNumber: () => csvTextSql(payment('trans_number')),
  transactionId: () => csvPlainSql('a.transaction_id'),
  transDate: zoned(payment('trans_date')),
  transAmount: () => csvCentsSql(payment('gross_amount_cents')),
  amount: () => csvCentsSql('a.return_amount_cents'),
  currency: () => csvTextSql(payment('currency')),
  returnCode: () => csvTextSql('a.return_code'),
  returnCodeDesc: () => csvTextSql(CODE_TEXT),
  fee: () => csvCentsSql('a.fee_cents'),
  accountNumber: () => csvTextSql(payment('account_number_masked')),
  accountholderName: () => csvTextSql(payment('accountholder_name')),
  id: () => csvPlainSql('a.id'),
};

export const achReturnList: ListDefinition<
  AchReturnListQuery,
  AdminAchReturn,
  AchReturnColumn,
  AchReturnScope
> = {
  name: 'admin-ach-returns',
  table: 'ach_returns a',
  rowJoins: `join transactions t on t.id = a.transaction_id
    join merchants m on m.id = a.merchant_id
    left join ach_return_codes rc on rc.code = a.return_code`,
  id: { sql: 'a.id', type: 'int8' },
  anchor: 'select max(id) from ach_returns',
  select: () => `a.id, a.merchant_id, m.business_common_name as merchant_name, a.return_date,
    a.transaction_id, t.trans_number, t.trans_date, t.gross_amount_cents, a.return_amount_cents,
    t.currency, a.return_code, rc.description as return_code_desc, a.fee_cents,
    t.account_number_masked, t.accountholder_name, a.return_transaction_id`,
  sortColumns: {
    returnDate: { sql: 'a.return_date', type: 'timestamptz' },
    amount: { sql: 'a.return_amount_cents', type: 'int8' },
  },
  where: async (query, scope, params) => achReturnConditions(query, scope, params),
  toRow: (row) => ({
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    merchantName: String(row.merchant_name ?? ''),
    returnDate: iso(row.return_date),
    transactionId: Number(row.transaction_id),
    transNumber: String(row.trans_number ?? ''),
    transDate: iso(row.trans_date),
    transAmount: Number(row.gross_amount_cents ?? 0),
    amount: Number(row.return_amount_cents ?? 0),
    currency: String(row.currency ?? 'USD'),
    returnCode: String(row.return_code),
    returnCodeDesc: String(row.return_code_desc ?? ''),
    fee: Number(row.fee_cents ?? 0),
    accountNumber: text(row.account_number_masked),
    accountholderName: text(row.accountholder_name),
    returnTransactionId:
      row.return_transaction_id == null ? null : Number(row.return_transaction_id),
  }),
  csv: CSV,
  csvHeader: (column, query) =>
    ZONED.has(column) ? `${LABELS[column]} (${query.timezone})` : LABELS[column],
  fileName: (query, scope) =>
    `ach-returns-${merchantLabel(scope.merchantId)}${rangeLabel(query)}.csv`,
  defaultColumns: defaultColumnKeys(ACH_RETURN_COLUMNS),
};
