import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import {
  SUBSCRIPTION_COLUMNS,
  SUBSCRIPTION_DEFAULT_SORT,
  type SubscriptionColumn,
} from '@paydesk/domain/subscription-fields';
import { SUBSCRIPTION_INTERVALS, SUBSCRIPTION_STATUSES } from '@paydesk/domain/subscription-states';
import { IconCalendarPlus } from '@tabler/icons-react';
import { StatusPill } from '../../../shared/components/status-pill';
import { countCell, moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { formatShortDate } from '../../../shared/format/dates';
import type { FilterSpec } from '../../../shared/list-state/filter-spec';
import { SUBSCRIPTION_STATUS_DISPLAY } from '../../../shared/subscriptions/subscription-display';
import type { SubscriptionListRow } from '../api/get-subscriptions';
import { intervalLabel } from '../utils/interval-label';
import { DAY_PATTERN, DAY_PATTERN_MESSAGE } from '../utils/subscription-form-values';

/** The report's labels where the screen says more than the domain's column names. */
const LABELS: Partial<Record<SubscriptionColumn, string>> = {
  cancelAtDate: 'Cancels on',
  description: 'Plan',
};

/** The customer's e-mail and the ids are a click away in Columns. */
const HIDDEN_BY_DEFAULT = new Set<SubscriptionColumn>(['customerEmail']);

const day = (value: string | null) => (value ? formatShortDate(value) : '—');
const nowrap = { whiteSpace: 'nowrap' } as const;

/** Filters of the report: status, interval, the created and next-charge days (YYYY-MM-DD). */
export const SUBSCRIPTION_FILTERS: readonly FilterSpec[] = [
  {
    kind: 'multi',
    param: 'status',
    label: 'Status',
    options: SUBSCRIPTION_STATUSES.map((status) => ({
      value: status,
      label: SUBSCRIPTION_STATUS_DISPLAY[status].label,
    })),
  },
  {
    kind: 'select',
    param: 'interval',
    label: 'Interval',
    options: SUBSCRIPTION_INTERVALS.map((interval) => ({
      value: interval,
      label: intervalLabel(interval),
    })),
  },
  ...(
    [
      ['next_run_from', 'Next charge from'],
      ['next_run_to', 'Next charge to'],
      ['start_date', 'Created from'],
      ['end_date', 'Created to'],
    ] as const
  ).map(
    ([param, label]): FilterSpec => ({
      kind: 'text',
      param,
      label,
      placeholder: 'YYYY-MM-DD',
      pattern: DAY_PATTERN,
      patternMessage: DAY_PATTERN_MESSAGE,
    }),
  ),
];

/** The subscriptions report (/subscriptions-report/:accountId): newest first, 10 a page. */
export const subscriptionsListSpec = defineListScreen<SubscriptionListRow, SubscriptionColumn>({
  screen: 'subscriptions',
  label: 'Subscriptions',
  // The customer first: the first cell is the row's link, and a link named by its customer
  // reads better than one named 'Active' for every row.
  columns: [
    ...SUBSCRIPTION_COLUMNS.filter((column) => column.key === 'customerName'),
    ...SUBSCRIPTION_COLUMNS.filter((column) => column.key !== 'customerName'),
  ].map((column) => ({
    ...column,
    label: LABELS[column.key] ?? column.label,
    defaultVisible: 'defaultVisible' in column && !HIDDEN_BY_DEFAULT.has(column.key),
  })),
  defaultSort: SUBSCRIPTION_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: SUBSCRIPTION_FILTERS,
  cells: {
    status: (row) => {
      const display = SUBSCRIPTION_STATUS_DISPLAY[row.status];
      return <StatusPill status={display.style} label={display.label} style={nowrap} />;
    },
    description: (row) => row.description || '—',
    amount: moneyCell(
      (row) => row.amount,
      (row) => row.currency,
    ),
    interval: (row) => (
      <span style={nowrap}>
        {intervalLabel(row.interval, row.intervalCount)}
        {row.installments !== null ? ` × ${row.installments}` : ''}
      </span>
    ),
    nextRunDate: (row) => <span style={nowrap}>{day(row.nextRunDate)}</span>,
    cancelAtDate: (row) => <span style={nowrap}>{day(row.cancelAtDate)}</span>,
    createdAt: (row) => <span style={nowrap}>{formatShortDate(row.createdAt)}</span>,
    installments: countCell((row) => row.installments),
    paymentMethod: (row) =>
      row.paymentMethod ? `${row.paymentMethod.brand} •••• ${row.paymentMethod.lastFour}` : '—',
    customerEmail: (row) => row.customerEmail ?? '—',
  },
  rowKey: (row) => row.id,
  card: { title: 'customerName', subtitle: 'description', amount: 'amount' },
  emptyMessage: 'No subscriptions match these filters.',
  firstUse: {
    icon: <IconCalendarPlus aria-hidden="true" />,
    title: 'No subscriptions yet',
    description:
      'Charge a customer on a schedule, or split a price into instalments: their card stays on file and each charge happens by itself.',
  },
});
