import {
  FUNDING_HOLD_REASON_LABELS,
  FUNDING_HOLD_REASONS,
} from '@paydesk/domain/admin-merchant-actions';
import {
  FUNDING_HOLD_COLUMNS,
  FUNDING_HOLD_DEFAULT_SORT,
  type FundingHoldColumn,
} from '@paydesk/domain/admin-merchant-report-fields';
import type { FundingHoldRow } from '@paydesk/domain/admin-merchant-reports';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { IconLock } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { ADMIN_REPORT_TIME_ZONE } from '../../../shared/admin-reports/report-scope';
import { StatusPill } from '../../../shared/components/status-pill';
import { countCell, moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { RANGE_PARAMS } from '../../../shared/date-range/report-range-params';
import { formatDateTime } from '../../../shared/format/zoned-dates';

const money = (cents: (row: FundingHoldRow) => number) =>
  moneyCell<FundingHoldRow>(cents, (row) => row.currency);

/** 'Suspicious activity, Limits issue'. */
export const reasonsText = (row: FundingHoldRow) =>
  row.reasons.map((reason) => FUNDING_HOLD_REASON_LABELS[reason]).join(', ') || '—';

/** Funding hold (/admin/reports/funding-hold): the longest holds first, 10 a page. */
export const fundingHoldSpec = defineListScreen<FundingHoldRow, FundingHoldColumn>({
  screen: 'admin-funding-hold',
  label: 'Funding holds',
  columns: FUNDING_HOLD_COLUMNS,
  defaultSort: FUNDING_HOLD_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [
    {
      kind: 'select',
      param: 'reason',
      label: 'Reason',
      options: FUNDING_HOLD_REASONS.map((reason) => ({
        value: reason,
        label: FUNDING_HOLD_REASON_LABELS[reason],
      })),
    },
    {
      kind: 'date',
      label: 'First reported',
      params: [RANGE_PARAMS.preset, RANGE_PARAMS.from, RANGE_PARAMS.to],
    },
  ],
  cells: {
    status: (row) => <StatusPill merchantStatus={row.status} processorId={row.processorId} />,
    reasons: reasonsText,
    setBy: (row) => row.setByName ?? row.setBy ?? '—',
    holdFirstReportedDate: (row) =>
      formatDateTime(row.holdFirstReportedDate, ADMIN_REPORT_TIME_ZONE),
    daysOnHold: countCell((row) => row.daysOnHold),
    heldBalance: money((row) => row.heldBalance),
    unsettledNet: money((row) => row.unsettledNet),
  },
  rowKey: (row) => row.id,
  rowHref: (row) => paths.admin.merchants.profile.href(row.id),
  card: { title: 'businessCommonName', subtitle: 'reasons', amount: 'heldBalance' },
  emptyMessage: 'No merchant on a funding hold matches these dates and filters.',
  firstUse: {
    icon: <IconLock aria-hidden="true" />,
    title: 'No funding holds first reported in these dates',
    description:
      'Merchants whose payouts an admin holds appear here, with the reasons and the held balance.',
  },
});
