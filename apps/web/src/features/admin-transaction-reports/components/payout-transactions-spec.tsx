import {
  BATCH_TRANSACTION_COLUMNS,
  type BatchTransactionColumn,
} from '@paydesk/domain/deposit-fields';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { TRANSACTION_TYPE_LABELS, TRANSACTION_TYPES } from '@paydesk/domain/transaction-fields';
import { moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { formatShortDate } from '../../../shared/format/dates';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import type { PayoutTransaction } from '../api/get-admin-deposit';
import { typeLabel } from './transaction-fields-card';

/** The `type` filter of a payout's transactions (an explain line's link sets it). */
export const TYPE_PARAM = 'type';

const money = (cents: (row: PayoutTransaction) => number) =>
  moneyCell<PayoutTransaction>(cents, (row) => row.currency);
const day = (value: string | null) => (value ? formatShortDate(value) : '—');

/** The transactions of one payout's batch, newest first, 10 a page, times in UTC. */
export const payoutTransactionsSpec = defineListScreen<PayoutTransaction, BatchTransactionColumn>({
  screen: 'admin-payout-transactions',
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
    },
  ],
  cells: {
    transDate: (row) => formatDateTime(row.transDate, 'UTC'),
    type: (row) => typeLabel(row.type),
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
