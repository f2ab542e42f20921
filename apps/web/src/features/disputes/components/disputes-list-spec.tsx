import {
  DISPUTE_COLUMNS,
  DISPUTE_DEFAULT_SORT,
  DISPUTE_KIND_LABELS,
  DISPUTE_KINDS,
  DISPUTE_STATUS_LABELS,
  DISPUTE_STATUSES,
  type DisputeColumn,
  type DisputeKind,
} from '@paydesk/domain/dispute-fields';
import { type ColumnSpec, DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { CARD_BRANDS } from '@paydesk/domain/transaction-fields';
import type { SearchKeyHelp } from '@paydesk/domain/transaction-search';
import { StatusPill } from '../../../shared/components/status-pill';
import { moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen, type ListScreenSpec } from '../../../shared/data-table/list-screen-spec';
import { RANGE_PARAMS } from '../../../shared/date-range/report-range-params';
import { DISPUTE_STATUS_STYLES } from '../../../shared/disputes/dispute-display';
import type { FilterSpec } from '../../../shared/list-state/filter-spec';
import type { Dispute } from '../api/get-disputes';
import { DaysLeftBadge } from './days-left-badge';
import { ZonedDay } from './zoned-day';

export const KIND_PARAM = 'kind';
export const NEEDS_RESPONSE_PARAM = 'needs_response';

/** Reason codes as the API takes them: `13.1`, `4837`, `R10`, comma-separated. */
const REASON_PATTERN = /^\s*[A-Za-z0-9.]{1,8}(\s*,\s*[A-Za-z0-9.]{1,8})*\s*$/;

/** The inbox's filters; the kind tabs and the needs-response switch set the first two. */
export const DISPUTE_FILTERS: readonly FilterSpec[] = [
  {
    kind: 'select',
    param: KIND_PARAM,
    label: 'Kind',
    options: DISPUTE_KINDS.map((kind) => ({ value: kind, label: DISPUTE_KIND_LABELS[kind] })),
  },
  {
    kind: 'select',
    param: NEEDS_RESPONSE_PARAM,
    label: 'Response',
    options: [
      { value: 'true', label: 'Needs response' },
      { value: 'false', label: 'No response needed' },
    ],
    chip: (values) =>
      values[NEEDS_RESPONSE_PARAM] === 'true' ? 'Needs response' : 'No response needed',
  },
  {
    kind: 'multi',
    param: 'status',
    label: 'Status',
    options: DISPUTE_STATUSES.map((status) => ({
      value: status,
      label: DISPUTE_STATUS_LABELS[status],
    })),
  },
  {
    kind: 'multi',
    param: 'card_brand',
    label: 'Card brand',
    options: CARD_BRANDS.map((brand) => ({ value: brand, label: brand })),
  },
  {
    kind: 'text',
    param: 'reason',
    label: 'Reason code',
    placeholder: 'e.g. 13.1, 4837 or R10',
    pattern: REASON_PATTERN,
    patternMessage: 'Use reason codes such as 13.1, 4837 or R10, comma-separated',
  },
  // The report header's range (on the opened date): a change starts at page 1 again.
  {
    kind: 'date',
    label: 'Opened',
    params: [RANGE_PARAMS.preset, RANGE_PARAMS.from, RANGE_PARAMS.to],
  },
];

/** What the search box finds (the server matches each exactly, the name by its start). */
export const DISPUTE_SEARCH_KEYS: readonly SearchKeyHelp[] = [
  { key: 'last4', example: '4242', meaning: 'Last four digits of the card' },
  { key: 'trans', example: 'T3-100001-000123', meaning: 'Transaction number' },
  { key: 'case', example: 'CB-2026-0042', meaning: 'Case number' },
  { key: 'name', example: 'Jane', meaning: 'Cardholder name (its beginning)' },
];

/** The columns each kind tab shows by default, in order (part 1 §3's fields of the kind). */
const SHOWN: Record<'all' | DisputeKind, readonly DisputeColumn[]> = {
  all: DISPUTE_COLUMNS.filter((column) => 'defaultVisible' in column).map((column) => column.key),
  chargeback: [
    'respondBy',
    'daysLeft',
    'status',
    'date',
    'amount',
    'caseNumber',
    'reasonCode',
    'reasonDesc',
    'cardBrand',
    'cardLastFour',
    'accountholderName',
  ],
  retrieval: [
    'respondBy',
    'daysLeft',
    'status',
    'date',
    'amount',
    'reasonDesc',
    'transNumber',
    'cardBrand',
    'cardLastFour',
    'accountholderName',
  ],
  'ach-return': [
    'date',
    'amount',
    'reasonCode',
    'reasonDesc',
    'accountNumber',
    'accountholderName',
    'transNumber',
    'status',
  ],
};

/** An ACH return's reason is its return code (R01) and the code's meaning. */
const ACH_LABELS: Partial<Record<DisputeColumn, string>> = {
  reasonCode: 'Return code',
  reasonDesc: 'Return reason',
  date: 'Returned',
  amount: 'Returned amount',
};

/** The domain's columns, the tab's defaults first and in its order, then the rest. */
function columnsFor(tab: 'all' | DisputeKind): ColumnSpec<DisputeColumn>[] {
  const shown = SHOWN[tab];
  const byKey = new Map(DISPUTE_COLUMNS.map((column) => [column.key, column] as const));
  const ordered = [
    ...shown.map((key) => byKey.get(key)),
    ...DISPUTE_COLUMNS.filter((column) => !shown.includes(column.key)),
  ].filter((column) => column !== undefined);
  return ordered.map((column) => ({
    ...column,
    label: (tab === 'ach-return' ? ACH_LABELS[column.key] : undefined) ?? column.label,
    defaultVisible: shown.includes(column.key),
  }));
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const dash = (value: string | null) => value || '—';
const money = (cents: (row: Dispute) => number | null) =>
  moneyCell<Dispute>(cents, (row) => row.currency);

function specFor(tab: 'all' | DisputeKind): ListScreenSpec<Dispute, DisputeColumn> {
  return defineListScreen<Dispute, DisputeColumn>({
    // One screen for every tab: saved views and column choices hold across them.
    screen: 'disputes',
    label: 'Disputes',
    columns: columnsFor(tab),
    defaultSort: DISPUTE_DEFAULT_SORT,
    defaultPerPage: DEFAULT_PAGE_SIZE,
    filters: DISPUTE_FILTERS,
    cells: {
      respondBy: (row) => <ZonedDay value={row.respondBy} missing="No response needed" />,
      daysLeft: (row) => <DaysLeftBadge days={row.daysLeft} />,
      kind: (row) => <span style={NOWRAP}>{DISPUTE_KIND_LABELS[row.kind]}</span>,
      status: (row) => (
        <StatusPill
          status={DISPUTE_STATUS_STYLES[row.status]}
          label={DISPUTE_STATUS_LABELS[row.status]}
        />
      ),
      date: (row) => <ZonedDay value={row.date} />,
      transDate: (row) => <ZonedDay value={row.transDate} />,
      responseDate: (row) => <ZonedDay value={row.responseDate} />,
      amount: money((row) => row.amount),
      transAmount: money((row) => row.transAmount),
      cardBrand: (row) => <span style={NOWRAP}>{dash(row.cardBrand)}</span>,
      cardLastFour: (row) => (
        <span style={{ ...NOWRAP, fontVariantNumeric: 'tabular-nums' }}>
          {row.cardLastFour ? `•••• ${row.cardLastFour}` : '—'}
        </span>
      ),
      accountNumber: (row) => (
        <span style={{ ...NOWRAP, fontVariantNumeric: 'tabular-nums' }}>
          {dash(row.accountNumber)}
        </span>
      ),
      transNumber: (row) => <span style={NOWRAP}>{row.transNumber}</span>,
      reasonDesc: (row) => dash(row.reasonDesc),
    },
    rowKey: (row) => row.id,
    card:
      tab === 'ach-return'
        ? { title: 'reasonDesc', subtitle: 'date', amount: 'amount' }
        : { title: 'reasonDesc', subtitle: 'respondBy', amount: 'amount' },
    emptyMessage: 'No disputes match these filters.',
  });
}

/** The inbox's screen per kind tab: the same list, each kind's fields shown by default. */
export const DISPUTE_LIST_SPECS: Record<
  'all' | DisputeKind,
  ListScreenSpec<Dispute, DisputeColumn>
> = {
  all: specFor('all'),
  chargeback: specFor('chargeback'),
  retrieval: specFor('retrieval'),
  'ach-return': specFor('ach-return'),
};

/** The tab of a `kind` value (anything else is every kind). */
export function kindTab(kind: string | null): 'all' | DisputeKind {
  return DISPUTE_KINDS.find((known) => known === kind) ?? 'all';
}
