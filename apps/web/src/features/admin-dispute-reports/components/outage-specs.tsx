import {
  OUTAGE_DEFAULT_SORT,
  OUTAGE_INTERVAL_LABELS,
  OUTAGE_INTERVALS,
  OUTAGE_PERIOD_COLUMNS,
  OUTAGE_RESPONSE_CODE_KEYS,
  OUTAGE_RESPONSE_CODES,
  OUTAGE_TRANSACTION_COLUMNS,
  type OutagePeriodColumn,
  type OutageTransactionColumn,
} from '@paydesk/domain/admin-dispute-report-fields';
import type { OutagePeriod, OutageTransaction } from '@paydesk/domain/admin-dispute-reports';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { countCell, moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { RANGE_PARAMS } from '../../../shared/date-range/report-range-params';
import type { FilterSpec } from '../../../shared/list-state/filter-spec';
import { NoWrap, UtcDateTime, UtcDay } from './report-cells';

export const DETAILED_PARAM = 'detailed';
export const INTERVAL_PARAM = 'interval';

/** Both views' filters: the view itself (detailed, interval), codes, processor, the dates. */
const FILTERS: readonly FilterSpec[] = [
  {
    kind: 'select',
    param: DETAILED_PARAM,
    label: 'View',
    options: [{ value: 'true', label: 'Transactions' }],
  },
  {
    kind: 'select',
    param: INTERVAL_PARAM,
    label: 'Sums',
    defaultValue: 'hour',
    options: OUTAGE_INTERVALS.map((value) => ({ value, label: OUTAGE_INTERVAL_LABELS[value] })),
  },
  {
    kind: 'multi',
    param: 'code',
    label: 'Response code',
    options: OUTAGE_RESPONSE_CODE_KEYS.map((code) => ({
      value: code,
      label: `${code} ${OUTAGE_RESPONSE_CODES[code]}`,
    })),
  },
  {
    kind: 'select',
    param: 'processor',
    label: 'Processor',
    options: [
      { value: '2', label: 'Processor 2 (older)' },
      { value: '3', label: 'Processor 3 (newer)' },
    ],
  },
  {
    kind: 'date',
    label: 'Dates',
    params: [RANGE_PARAMS.preset, RANGE_PARAMS.from, RANGE_PARAMS.to],
  },
];

const FIRST_USE = {
  icon: <IconPlugConnectedX aria-hidden="true" />,
  title: 'No outages in these dates',
  description:
    'Card payments the processors could not answer (issuer or switch down, system malfunction) appear here.',
};

/** '91 ×3, 96 ×1'. */
export const codesText = (codes: OutagePeriod['responseCodes']) =>
  codes.map((entry) => `${entry.code} ×${entry.count}`).join(', ');

/** The sums: one row per merchant, processor, currency and hour (or UTC day). */
export const outagePeriodsSpec = defineListScreen<OutagePeriod, OutagePeriodColumn>({
  screen: 'admin-outage-periods',
  label: 'Outages',
  columns: OUTAGE_PERIOD_COLUMNS,
  defaultSort: OUTAGE_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: FILTERS,
  cells: {
    date: (row) =>
      row.interval === 'hour' ? <UtcDateTime value={row.period} /> : <UtcDay value={row.period} />,
    count: countCell((row) => row.count),
    amount: moneyCell(
      (row) => row.amount,
      (row) => row.currency,
    ),
    responseCodes: (row) => <NoWrap>{codesText(row.responseCodes)}</NoWrap>,
    firstAt: (row) => <UtcDateTime value={row.firstAt} />,
    lastAt: (row) => <UtcDateTime value={row.lastAt} />,
  },
  rowKey: (row) => `${row.period}|${row.merchantId}|${row.processorId}|${row.currency}`,
  card: { title: 'merchantName', subtitle: 'date', amount: 'amount' },
  emptyMessage: 'No outages match these filters.',
  firstUse: FIRST_USE,
});

/** `detailed=true`: the affected card payments themselves. */
export const outageTransactionsSpec = defineListScreen<OutageTransaction, OutageTransactionColumn>({
  screen: 'admin-outage-transactions',
  label: 'Outage transactions',
  columns: OUTAGE_TRANSACTION_COLUMNS,
  defaultSort: OUTAGE_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: FILTERS,
  cells: {
    date: (row) => <UtcDateTime value={row.transDate} />,
    transNumber: (row) => <NoWrap>{row.transNumber}</NoWrap>,
    cardBrand: (row) => <NoWrap>{row.cardBrand}</NoWrap>,
    amount: moneyCell(
      (row) => row.amount,
      (row) => row.currency,
    ),
    responseCode: (row) => <NoWrap>{row.responseCode}</NoWrap>,
  },
  rowKey: (row) => row.transactionId,
  card: { title: 'merchantName', subtitle: 'responseCodeDesc', amount: 'amount' },
  emptyMessage: 'No outage transactions match these filters.',
  firstUse: FIRST_USE,
});
