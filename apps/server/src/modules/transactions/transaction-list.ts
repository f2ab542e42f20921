import { TRANSACTION_COLUMNS, type TransactionColumn } from '@paydesk/domain/transaction-fields';
import type { Transaction, TransactionListQuery } from '@paydesk/domain/transactions';
import type { RawQuery } from '../../db/client';
import { csvCentsSql, csvLocalTimeSql, csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import type { SqlParams } from '../../platform/lists/sql-params';
import { transactionConditions } from './transaction-filters';
import { rollupCountSql } from './transaction-totals';

/**
 * Whose transactions a list reads: one account, the caller's accounts ("All accounts"), or,
 * for the back office, every account (`null`: no merchant condition at all).
 */
export interface TransactionScope {
  merchantIds: readonly number[] | null;
  /** Each account's business name (rows carry it without a join). */
  names: ReadonlyMap<number, string>;
  /** The file name's part: the account id, or 'all-accounts'. */
  label: string;
}

export type TransactionListRow = Transaction & { transDateLocal: string };

/** The select list of a transaction row (`t` is transactions). */
export function transactionSelect(params: SqlParams, timeZone: string): string {
  return `t.id, t.merchant_id, t.batch_id, t.trans_number,
    to_char(t.trans_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as trans_date,
    to_char(t.trans_date at time zone ${params.add(timeZone, 'text')}, 'YYYY-MM-DD HH24:MI:SS') as trans_date_local,
    t.settled_date::text as settled_date, t.fund_date::text as fund_date, t.type_code,
    t.type_description, t.status, t.method, t.card_brand, t.accountholder_name, t.accountholder_email,
    t.account_type, t.currency, t.gross_amount_cents, t.fee_cents, t.net_amount_cents,
    t.refunded_amount_cents, t.account_number_masked, t.response_code, t.response_code_desc,
    t.auth_code, t.avs_code, t.original_transaction_id, t.customer_id, t.payment_link_id`;
}

const textOf = (value: unknown) => (value === null || value === undefined ? null : String(value));
const integer = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** A row selected with transactionSelect, as the API answers it. */
export function transactionRow(
  row: Record<string, unknown>,
  names: ReadonlyMap<number, string>,
): TransactionListRow {
  const merchantId = Number(row.merchant_id);
  return {
    id: Number(row.id),
    merchantId,
    merchantName: names.get(merchantId) ?? '',
    batchId: integer(row.batch_id),
    transNumber: String(row.trans_number),
    transDate: String(row.trans_date),
    transDateLocal: String(row.trans_date_local ?? ''),
    settledDate: textOf(row.settled_date),
    fundDate: textOf(row.fund_date),
    type: row.type_code as Transaction['type'],
    typeDescription: String(row.type_description),
    status: row.status as Transaction['status'],
    method: row.method as Transaction['method'],
    cardBrand: textOf(row.card_brand),
    accountholderName: textOf(row.accountholder_name),
    accountholderEmail: textOf(row.accountholder_email),
    accountType: textOf(row.account_type),
    currency: String(row.currency),
    grossAmount: Number(row.gross_amount_cents),
    fee: Number(row.fee_cents),
    netAmount: Number(row.net_amount_cents),
    refundedAmount: Number(row.refunded_amount_cents),
    accountNumber: textOf(row.account_number_masked),
    responseCode: String(row.response_code),
    responseCodeDesc: String(row.response_code_desc),
    authCode: textOf(row.auth_code),
    avsCode: textOf(row.avs_code),
    originalTransactionId: integer(row.original_transaction_id),
    customerId: integer(row.customer_id),
    paymentLinkId: integer(row.payment_link_id),
  };
}

type CsvCell = (params: SqlParams, query: TransactionListQuery) => string;
const text =
  (column: string): CsvCell =>
  () =>
    csvTextSql(column);
const cents =
  (column: string): CsvCell =>
  () =>
    csvCentsSql(column);
const plain =
  (column: string): CsvCell =>
  () =>
    csvPlainSql(column);

/** Each column's cell, rendered by the database (platform/lists/csv.ts). */
const CSV: Record<TransactionColumn, CsvCell> = {
  transDate: (params, query) => csvLocalTimeSql('t.trans_date', params.add(query.timezone, 'text')),
  merchantName: () =>
    csvTextSql('(select m.business_common_name from merchants m where m.id = t.merchant_id)'),
  transNumber: text('t.trans_number'),
  type: text('t.type_code'),
  typeDescription: text('t.type_description'),
  status: text('t.status'),
  cardBrand: text('t.card_brand'),
  accountNumber: text('t.account_number_masked'),
  accountholderName: text('t.accountholder_name'),
  accountholderEmail: text('t.accountholder_email'),
  accountType: text('t.account_type'),
  grossAmount: cents('t.gross_amount_cents'),
  fee: cents('t.fee_cents'),
  netAmount: cents('t.net_amount_cents'),
  currency: text('t.currency'),
  responseCode: text('t.response_code'),
  responseCodeDesc: text('t.response_code_desc'),
  authCode: text('t.auth_code'),
  avsCode: text('t.avs_code'),
  settledDate: plain('t.settled_date'),
  fundDate: plain('t.fund_date'),
  batchId: plain('t.batch_id'),
  id: plain('t.id'),
  merchantId: plain('t.merchant_id'),
};

const LABELS = columnLabels<TransactionColumn>(TRANSACTION_COLUMNS);
const DEFAULT_COLUMNS = defaultColumnKeys<TransactionColumn>(TRANSACTION_COLUMNS);

/**
 * The transaction list (part 2 §3 "Transaction record"; part 1 §7): filters and search as
 * SQL on indexed columns (transaction-filters.ts), sorted by transaction, settled or fund
 * date or amount, keyset-paged, and as CSV with dates in the query's time zone.
 */
export const transactionList: ListDefinition<
  TransactionListQuery,
  TransactionListRow,
  TransactionColumn,
  TransactionScope
> = {
  name: 'transactions',
  table: 'transactions t',
  id: { sql: 't.id', type: 'int8' },
  anchor: 'select max(id) from transactions',
  select: (query, params) => transactionSelect(params, query.timezone),
  sortColumns: {
    transDate: { sql: 't.trans_date', type: 'timestamptz' },
    settledDate: { sql: "coalesce(t.settled_date, 'infinity'::date)", type: 'date' },
    fundDate: { sql: "coalesce(t.fund_date, 'infinity'::date)", type: 'date' },
    grossAmount: { sql: 't.gross_amount_cents', type: 'int8' },
  },
  where: (query, scope, params, run: RawQuery) =>
    transactionConditions(query, scope.merchantIds, params, run),
  toRow: (row, scope) => transactionRow(row, scope.names),
  quickCount: (query, scope, params) => rollupCountSql(query, scope.merchantIds, params),
  csv: CSV,
  csvHeader: (column, query) =>
    column === 'transDate' ? `${LABELS.transDate} (${query.timezone})` : LABELS[column],
  fileName: (query, scope) =>
    `transactions-${scope.label}${query.start_date ? `-${query.start_date.slice(0, 10)}` : ''}${query.end_date ? `-to-${query.end_date.slice(0, 10)}` : ''}.csv`,
  defaultColumns: DEFAULT_COLUMNS,
};
