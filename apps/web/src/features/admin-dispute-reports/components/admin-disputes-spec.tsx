import { Stack, Text } from '@mantine/core';
import {
  ADMIN_DISPUTE_COLUMNS,
  ADMIN_DISPUTE_DEFAULT_SORT,
  ADMIN_DISPUTE_KINDS,
  type AdminDisputeColumn,
} from '@paydesk/domain/admin-dispute-report-fields';
import {
  CHARGEBACK_STATUSES,
  DISPUTE_KIND_LABELS,
  DISPUTE_STATUS_LABELS,
  type DisputeStatus,
  RETRIEVAL_STATUSES,
} from '@paydesk/domain/dispute-fields';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { CARD_BRANDS } from '@paydesk/domain/transaction-fields';
import { IconGavel } from '@tabler/icons-react';
import { StatusPill } from '../../../shared/components/status-pill';
import { moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { RANGE_PARAMS } from '../../../shared/date-range/report-range-params';
import { DISPUTE_STATUS_STYLES, daysLeftDisplay } from '../../../shared/disputes/dispute-display';
import type { AdminDispute } from '../api/get-admin-disputes';
import { NoWrap, UtcDay } from './report-cells';

/** Reason codes as the API takes them: `13.1`, `4837`, comma-separated. */
const REASON_PATTERN = /^\s*[A-Za-z0-9.]{1,8}(\s*,\s*[A-Za-z0-9.]{1,8})*\s*$/;
const STATUSES: readonly DisputeStatus[] = [...CHARGEBACK_STATUSES, ...RETRIEVAL_STATUSES];

/** The reply-by day and, while a reply is due, the days left in words ('2 days left'). */
function ReplyBy({ row }: { row: AdminDispute }) {
  const left = row.needsResponse ? daysLeftDisplay(row.daysLeft) : null;
  return (
    <Stack gap={0}>
      <UtcDay value={row.respondBy} />
      {left ? (
        <Text
          size="xs"
          c={left.tone === 'later' ? 'dimmed' : 'red.9'}
          style={{ whiteSpace: 'nowrap' }}
        >
          {left.text}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * /admin/reports/disputes: every merchant's chargebacks and retrievals, newest first; the
 * filters of the merchant inbox (kind, status, response, brand, reason code) and the report
 * header's dispute dates.
 */
export const adminDisputesSpec = defineListScreen<AdminDispute, AdminDisputeColumn>({
  screen: 'admin-disputes',
  label: 'Disputes',
  columns: ADMIN_DISPUTE_COLUMNS,
  defaultSort: ADMIN_DISPUTE_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [
    {
      kind: 'select',
      param: 'kind',
      label: 'Kind',
      options: ADMIN_DISPUTE_KINDS.map((kind) => ({
        value: kind,
        label: DISPUTE_KIND_LABELS[kind],
      })),
    },
    {
      kind: 'multi',
      param: 'status',
      label: 'Status',
      options: STATUSES.map((status) => ({ value: status, label: DISPUTE_STATUS_LABELS[status] })),
    },
    {
      kind: 'select',
      param: 'needs_response',
      label: 'Reply',
      options: [
        { value: 'true', label: 'Reply due' },
        { value: 'false', label: 'No reply due' },
      ],
    },
    {
      kind: 'multi',
      param: 'card_brand',
      label: 'Card brand',
      options: CARD_BRANDS.filter((brand) => brand !== 'ACH').map((brand) => ({
        value: brand,
        label: brand,
      })),
    },
    {
      kind: 'text',
      param: 'reason',
      label: 'Reason code',
      placeholder: 'e.g. 13.1 or 4837',
      pattern: REASON_PATTERN,
      patternMessage: 'Use reason codes such as 13.1 or 4837, comma-separated',
    },
    {
      kind: 'date',
      label: 'Dispute date',
      params: [RANGE_PARAMS.preset, RANGE_PARAMS.from, RANGE_PARAMS.to],
    },
  ],
  cells: {
    merchantName: (row) => row.merchAccountName,
    kind: (row) => <NoWrap>{DISPUTE_KIND_LABELS[row.kind]}</NoWrap>,
    caseNumber: (row) => <NoWrap>{row.caseNumber}</NoWrap>,
    date: (row) => <UtcDay value={row.date} />,
    respondBy: (row) => <ReplyBy row={row} />,
    status: (row) => (
      <StatusPill
        status={DISPUTE_STATUS_STYLES[row.status]}
        label={DISPUTE_STATUS_LABELS[row.status]}
      />
    ),
    reasonCode: (row) => <NoWrap>{row.reasonCode}</NoWrap>,
    amount: moneyCell(
      (row) => row.amount,
      (row) => row.currency,
    ),
    transAmount: moneyCell(
      (row) => row.transAmount,
      (row) => row.currency,
    ),
    cardBrand: (row) => <NoWrap>{row.cardBrand}</NoWrap>,
    cardLastFour: (row) => <NoWrap>{row.cardLastFour ? `•••• ${row.cardLastFour}` : null}</NoWrap>,
    transNumber: (row) => <NoWrap>{row.transNumber}</NoWrap>,
    transDate: (row) => <UtcDay value={row.transDate} />,
  },
  rowKey: (row) => `${row.kind}/${row.id}`,
  card: { title: 'merchantName', subtitle: 'reasonDesc', amount: 'amount' },
  emptyMessage: 'No disputes match these filters.',
  firstUse: {
    icon: <IconGavel aria-hidden="true" />,
    title: 'No disputes in these dates',
    description: "Every merchant's chargebacks and retrieval requests appear here as they arrive.",
  },
});
