import {
  ADMIN_DEPOSIT_COLUMNS,
  type AdminDeposit,
  type AdminDepositColumn,
  type AdminDepositListQuery,
  type AdminTransactionListQuery,
} from '@paydesk/domain/admin-transaction-reports';
import type { TransactionColumn } from '@paydesk/domain/transaction-fields';
import type { Transaction } from '@paydesk/domain/transactions';
import { csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import { merchantLabel, type ReportScope, rangeLabel } from '../../platform/lists/report-scope';
import {
  DEPOSIT_CSV,
  DEPOSIT_SELECT,
  depositConditions,
  depositList,
  depositRow,
} from '../deposits/deposits.service';
import {
  type TransactionScope,
  transactionList,
  transactionRow,
  transactionSelect,
} from '../transactions/transactions.service';

/**
 * The back office's transaction details and payouts reports: the merchant lists' declarations
 * (filters, search, sorts, CSV cells) over every merchant, or one, with each row's account.
 */

/** A report's scope as the merchant transaction lists take it (`null`: no merchant condition). */
export const transactionScopeOf = (scope: ReportScope): TransactionScope => ({
  merchantIds: scope.merchantId === null ? null : [scope.merchantId],
  names: new Map(),
  label: merchantLabel(scope.merchantId),
});

/**
 * Every merchant's transactions: the merchant list with the account's name joined for the
 * page's rows. Its default sort reads `transactions_date_id_idx` across merchants; the count
 * of a plain date range sums every merchant's rollups (transaction-totals.ts).
 */
export const adminTransactionList: ListDefinition<
  AdminTransactionListQuery,
  Transaction,
  TransactionColumn,
  TransactionScope
> = {
  ...transactionList,
  name: 'admin-transactions',
  rowJoins: 'join merchants m on m.id = t.merchant_id',
  select: (query, params) =>
    `${transactionSelect(params, query.timezone)}, m.business_common_name as merchant_name`,
  toRow: (row) => {
    const { transDateLocal: _local, ...rest } = transactionRow(
      row,
      new Map([[Number(row.merchant_id), String(row.merchant_name ?? '')]]),
    );
    return rest;
  },
};

const DEPOSIT_LABELS = columnLabels<AdminDepositColumn>(ADMIN_DEPOSIT_COLUMNS);

/** Every merchant's payouts: the merchant payouts list with each row's account. */
export const adminDepositList: ListDefinition<
  AdminDepositListQuery,
  AdminDeposit,
  AdminDepositColumn,
  ReportScope
> = {
  name: 'admin-deposits',
  table: depositList.table,
  rowJoins: 'join batches b on b.id = d.batch_id join merchants m on m.id = d.merchant_id',
  id: depositList.id,
  anchor: depositList.anchor,
  select: () => `${DEPOSIT_SELECT}, m.business_common_name as merchant_name, m.currency`,
  sortColumns: depositList.sortColumns,
  where: (query, scope, params, run) => depositConditions(query, scope.merchantId, params, run),
  toRow: (row) => ({
    ...depositRow(row, String(row.currency)),
    merchantName: String(row.merchant_name),
  }),
  csv: {
    ...DEPOSIT_CSV,
    merchantName: () =>
      csvTextSql('(select m.business_common_name from merchants m where m.id = d.merchant_id)'),
    merchantId: () => csvPlainSql('d.merchant_id'),
  },
  csvHeader: (column) => DEPOSIT_LABELS[column],
  fileName: (query, scope) => `payouts-${merchantLabel(scope.merchantId)}${rangeLabel(query)}.csv`,
  defaultColumns: defaultColumnKeys(ADMIN_DEPOSIT_COLUMNS),
};
