import { Text } from '@mantine/core';
import {
  RECONCILIATION_COLUMNS,
  RECONCILIATION_DEFAULT_SORT,
  type ReconciliationColumn,
  type ReconciliationLine,
} from '@paydesk/domain/admin-transaction-reports';
import { formatMoney } from '@paydesk/domain/money';
import { TRANSACTION_PAGE_SIZE } from '@paydesk/domain/transaction-fields';
import { StatusPill } from '../../../shared/components/status-pill';
import { countCell, moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { RANGE_PARAMS } from '../../../shared/date-range/report-range-params';
import { formatShortDate } from '../../../shared/format/dates';
import { formatDateTime } from '../../../shared/format/zoned-dates';
import type { FilterSpec } from '../../../shared/list-state/filter-spec';
import { reconciliationSummary } from '../utils/reconciliation-differences';
import { typeLabel } from './transaction-fields-card';

/** The filter of lines whose sides differ (the API's `mismatched_only`). */
export const MISMATCHED_PARAM = 'mismatched_only';

const money = (cents: (line: ReconciliationLine) => number | null) =>
  moneyCell<ReconciliationLine>(cents, (line) => line.currency);

/** A difference: nothing when zero, else signed, bold and red, so a mismatched line stands out. */
function difference(value: (line: ReconciliationLine) => number | null, kind: 'money' | 'count') {
  return (line: ReconciliationLine) => {
    const amount = value(line);
    if (amount === null) return '—';
    if (amount === 0) {
      return (
        <Text component="span" inherit c="dimmed">
          {kind === 'money' ? formatMoney(0, line.currency) : '0'}
        </Text>
      );
    }
    const text =
      kind === 'money' ? formatMoney(Math.abs(amount), line.currency) : String(Math.abs(amount));
    return (
      <Text component="span" inherit fw={700} c="red.9" style={{ whiteSpace: 'nowrap' }}>
        {`${amount > 0 ? '+' : '\u2212'}${text}`}
      </Text>
    );
  };
}

/** 'Matched', or 'Difference' with what differs (its title, and said to screen readers). */
function Result({ line }: { line: ReconciliationLine }) {
  if (line.matched) return <StatusPill status="active" label="Matched" />;
  const summary = reconciliationSummary(line);
  return (
    <StatusPill
      status="error"
      label="Difference"
      title={summary}
      aria-label={`Difference: ${summary}`}
    />
  );
}

const FILTERS: readonly FilterSpec[] = [
  {
    kind: 'select',
    param: MISMATCHED_PARAM,
    label: 'Lines',
    options: [{ value: 'true', label: 'Only lines with a difference' }],
  },
  {
    kind: 'date',
    label: 'Deposit dates',
    params: [RANGE_PARAMS.preset, RANGE_PARAMS.from, RANGE_PARAMS.to],
  },
];

const NOWRAP = { whiteSpace: 'nowrap' } as const;

const CELLS = {
  depositDate: (line: ReconciliationLine) => formatShortDate(line.depositDate),
  merchantName: (line: ReconciliationLine) => `${line.merchantName} / ${line.merchantId}`,
  batchDate: (line: ReconciliationLine) => formatShortDate(line.batchDate),
  transNumber: (line: ReconciliationLine) => <span style={NOWRAP}>{line.transNumber ?? '—'}</span>,
  transDate: (line: ReconciliationLine) => (
    <span style={NOWRAP}>{line.transDate ? formatDateTime(line.transDate, 'UTC') : '—'}</span>
  ),
  type: (line: ReconciliationLine) => (line.type ? typeLabel(line.type) : '—'),
  reportedCount: countCell<ReconciliationLine>((line) => line.reportedCount),
  ledgerCount: countCell<ReconciliationLine>((line) => line.ledgerCount),
  reportedGross: money((line) => line.reportedGross),
  ledgerGross: money((line) => line.ledgerGross),
  reportedFees: money((line) => line.reportedFees),
  ledgerFees: money((line) => line.ledgerFees),
  reportedNet: money((line) => line.reportedNet),
  ledgerNet: money((line) => line.ledgerNet),
  depositAmount: money((line) => line.depositAmount),
  countDifference: difference((line) => line.countDifference, 'count'),
  grossDifference: difference((line) => line.grossDifference, 'money'),
  feesDifference: difference((line) => line.feesDifference, 'money'),
  netDifference: difference((line) => line.netDifference, 'money'),
  depositDifference: difference((line) => line.depositDifference, 'money'),
  matched: (line: ReconciliationLine) => <Result line={line} />,
};

/** One line per payout (deposit): the processor's record against the ledger, 25 a page. */
export const reconciliationSpec = defineListScreen<ReconciliationLine, ReconciliationColumn>({
  screen: 'admin-reconciliation',
  label: 'Processor reconciliation',
  columns: RECONCILIATION_COLUMNS,
  defaultSort: RECONCILIATION_DEFAULT_SORT,
  defaultPerPage: TRANSACTION_PAGE_SIZE,
  filters: FILTERS,
  cells: CELLS,
  rowKey: (line) => line.depositId,
  card: { title: 'merchantName', subtitle: 'depositDate', amount: 'matched' },
  emptyMessage: 'No payouts match these dates and filters.',
});

const DETAIL_SHOWN = new Set<ReconciliationColumn>([
  'transDate',
  'transNumber',
  'type',
  'ledgerGross',
  'ledgerFees',
  'reportedNet',
  'ledgerNet',
  'netDifference',
  'matched',
]);

/** One payout's transactions (`detail=true`), each with both sides. */
export const reconciliationDetailSpec = defineListScreen<ReconciliationLine, ReconciliationColumn>({
  screen: 'admin-reconciliation-detail',
  label: 'Transactions of the payout',
  columns: RECONCILIATION_COLUMNS.map((column) => ({
    ...column,
    defaultVisible: DETAIL_SHOWN.has(column.key),
  })),
  defaultSort: RECONCILIATION_DEFAULT_SORT,
  defaultPerPage: TRANSACTION_PAGE_SIZE,
  filters: FILTERS.filter((filter) => filter.kind !== 'date'),
  cells: CELLS,
  rowKey: (line) => line.transactionId ?? line.depositId,
  card: { title: 'transNumber', subtitle: 'transDate', amount: 'matched' },
  emptyMessage: 'No transactions of this payout match this filter.',
});
