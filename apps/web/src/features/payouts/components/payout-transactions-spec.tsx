import {
  BATCH_TRANSACTION_COLUMNS,
  type BatchTransactionColumn,
} from '@paydesk/domain/deposit-fields';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import {
  TRANSACTION_TYPE_GROUPS,
  TRANSACTION_TYPE_LABELS,
  TRANSACTION_TYPES,
  type TransactionType,
} from '@paydesk/domain/transaction-fields';
import { moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { formatShortDate } from '../../../shared/format/dates';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import type { BatchTransaction } from '../api/get-deposit-transactions';
import { sameTypesKey } from '../utils/payout-explain';

/** The `type` filter of a payout's transactions (the explain panel's links set it). */
export const TYPE_PARAM = 'type';

const money = (cents: (row: BatchTransaction) => number) =>
  moneyCell<BatchTransaction>(cents, (row) => row.currency);
const day = (value: string | null) => (value ? formatShortDate(value) : '—');

/** The explain panel's groups of types, named as its lines are. */
const TYPE_GROUP_NAMES: Record<string, string> = {
  [sameTypesKey(TRANSACTION_TYPE_GROUPS.sale)]: 'Sales and payments',
  [sameTypesKey(TRANSACTION_TYPE_GROUPS.refund)]: 'Refunds',
  [sameTypesKey(TRANSACTION_TYPE_GROUPS.return)]: 'ACH returns',
};

/** '+CC,+CK,+ACH Payment' -> 'Sales and payments'; '+CC,-CK' -> 'Card sale, ACH refund'. */
export function typesChip(types: string): string {
  return (
    TYPE_GROUP_NAMES[sameTypesKey(types.split(','))] ??
    types
      .split(',')
      .map((type) => TRANSACTION_TYPE_LABELS[type as TransactionType] ?? type)
      .join(', ')
  );
}

/**
 * The transactions of a payout's batch (/payouts/:accountId/:depositId), newest first, 10 a
 * page; times in the merchant's zone.
 */
export function payoutTransactionsSpec(timeZone: string) {
  return defineListScreen<BatchTransaction, BatchTransactionColumn>({
    screen: 'payout-transactions',
    label: 'Transactions in this payout',
    columns: BATCH_TRANSACTION_COLUMNS,
    defaultSort: '-transDate',
    defaultPerPage: DEFAULT_PAGE_SIZE,
    filters: [
      {
        kind: 'multi',
        param: TYPE_PARAM,
        label: 'Type',
        options: TRANSACTION_TYPES.map((type) => ({
          value: type,
          label: `${TRANSACTION_TYPE_LABELS[type]} (${type})`,
        })),
        chip: (values) => `Type: ${typesChip(values[TYPE_PARAM] ?? '')}`,
      },
    ],
    cells: {
      transDate: (row) => formatDateTime(row.transDate, timeZone),
      settledDate: (row) => day(row.settledDate),
      fundDate: (row) => day(row.fundDate),
      grossAmount: money((row) => row.grossAmount),
      fee: money((row) => row.fee),
      netAmount: money((row) => row.netAmount),
    },
    rowKey: (row) => row.id,
    card: { title: 'typeDescription', subtitle: 'transDate', amount: 'grossAmount' },
    emptyMessage: 'No transactions of these types in this payout.',
  });
}
