import {
  ADMIN_DEPOSIT_COLUMNS,
  type AdminDeposit,
  type AdminDepositColumn,
} from '@paydesk/domain/admin-transaction-reports';
import { DEPOSIT_DEFAULT_SORT, DEPOSIT_STATUSES } from '@paydesk/domain/deposit-fields';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { StatusPill } from '../../../shared/components/status-pill';
import { countCell, moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { RANGE_PARAMS } from '../../../shared/date-range/report-range-params';
import { formatShortDate } from '../../../shared/format/dates';
import { payoutHref } from '../utils/report-links';
import { DEPOSIT_STATUS_PILLS } from './deposit-status';

const money = (cents: (row: AdminDeposit) => number) =>
  moneyCell<AdminDeposit>(cents, (row) => row.currency);

/** Payouts (/admin/reports/payouts): every merchant's deposits, newest first, 10 a page. */
export const payoutsSpec = defineListScreen<AdminDeposit, AdminDepositColumn>({
  screen: 'admin-payouts',
  label: 'Payouts',
  columns: ADMIN_DEPOSIT_COLUMNS,
  defaultSort: DEPOSIT_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [
    {
      kind: 'multi',
      param: 'status',
      label: 'Status',
      options: DEPOSIT_STATUSES.map((status) => ({
        value: status,
        label: DEPOSIT_STATUS_PILLS[status].label,
      })),
    },
    {
      kind: 'text',
      param: 'batch_id',
      label: 'Batch ID',
      placeholder: 'e.g. 728',
      pattern: /^[1-9]\d{0,9}$/,
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
    merchantName: (row) => `${row.merchantName} / ${row.merchantId}`,
    batchDate: (row) => formatShortDate(row.batchDate),
    status: (row) => (
      <StatusPill
        status={DEPOSIT_STATUS_PILLS[row.status].style}
        label={DEPOSIT_STATUS_PILLS[row.status].label}
      />
    ),
    numberOfTransactions: countCell((row) => row.numberOfTransactions),
    totalGross: money((row) => row.totalGross),
    totalFees: money((row) => row.totalFees),
    totalBatchDepositAmount: money((row) => row.totalBatchDepositAmount),
  },
  rowKey: (row) => row.id,
  rowHref: (row) => payoutHref(row.merchantId, row.id),
  card: { title: 'merchantName', subtitle: 'depositDate', amount: 'totalBatchDepositAmount' },
  emptyMessage: 'No payouts match these dates and filters.',
});
