import {
  DEPOSIT_COLUMNS,
  DEPOSIT_DEFAULT_SORT,
  DEPOSIT_STATUSES,
  type DepositColumn,
} from '@paydesk/domain/deposit-fields';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { StatusPill } from '../../../shared/components/status-pill';
import { countCell, moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { RANGE_PARAMS } from '../../../shared/date-range/report-range-params';
import { formatShortDate } from '../../../shared/format/dates';
import type { Deposit } from '../api/get-deposits';
import { DEPOSIT_STATUS_DISPLAY } from '../utils/deposit-status';

const money = (cents: (row: Deposit) => number) => moneyCell<Deposit>(cents, (row) => row.currency);

/** A batch id as the API takes it (`batch_id`): a whole number. */
export const BATCH_ID_PATTERN = /^[1-9]\d{0,17}$/;

/** The payouts list (/payouts/:accountId): deposit batches, newest deposit first, 10 a page. */
export const payoutsListSpec = defineListScreen<Deposit, DepositColumn>({
  screen: 'payouts',
  label: 'Payouts',
  columns: DEPOSIT_COLUMNS,
  defaultSort: DEPOSIT_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [
    {
      kind: 'multi',
      param: 'status',
      label: 'Status',
      options: DEPOSIT_STATUSES.map((status) => ({
        value: status,
        label: DEPOSIT_STATUS_DISPLAY[status].label,
      })),
    },
    {
      kind: 'text',
      param: 'batch_id',
      label: 'Batch ID',
      placeholder: 'e.g. 728',
      pattern: BATCH_ID_PATTERN,
      patternMessage: 'A batch ID is a whole number (the Batch column shows it)',
      inputMode: 'numeric',
    },
    {
      kind: 'date',
      label: 'Deposit dates',
      params: [RANGE_PARAMS.preset, RANGE_PARAMS.from, RANGE_PARAMS.to],
    },
  ],
  cells: {
    depositDate: (row) => formatShortDate(row.depositDate),
    batchDate: (row) => formatShortDate(row.batchDate),
    status: (row) => (
      <StatusPill
        status={DEPOSIT_STATUS_DISPLAY[row.status].style}
        label={DEPOSIT_STATUS_DISPLAY[row.status].label}
      />
    ),
    numberOfTransactions: countCell((row) => row.numberOfTransactions),
    totalGross: money((row) => row.totalGross),
    totalFees: money((row) => row.totalFees),
    totalBatchDepositAmount: money((row) => row.totalBatchDepositAmount),
  },
  rowKey: (row) => row.id,
  card: { title: 'depositDate', subtitle: 'batchNumber', amount: 'totalBatchDepositAmount' },
  emptyMessage: 'No payouts match these dates and filters.',
});
