import {
  LIMIT_COLUMNS,
  LIMIT_DEFAULT_SORT,
  LIMIT_USED_OVER_CHOICES,
  type LimitColumn,
} from '@paydesk/domain/admin-merchant-report-fields';
import type { LimitRow } from '@paydesk/domain/admin-merchant-reports';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { paths } from '../../../config/paths';
import { StatusPill } from '../../../shared/components/status-pill';
import { moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { formatShortDate } from '../../../shared/format/dates';
import { PercentUsed } from './percent-used';

const money = (cents: (row: LimitRow) => number | null) =>
  moneyCell<LimitRow>(cents, (row) => row.currency);

/** Limits (/admin/reports/limits): the most used monthly limit first, 10 a page. */
export const limitsSpec = defineListScreen<LimitRow, LimitColumn>({
  screen: 'admin-limits',
  label: 'Limits',
  columns: LIMIT_COLUMNS,
  defaultSort: LIMIT_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [
    {
      kind: 'select',
      param: 'used_over',
      label: 'Used',
      options: LIMIT_USED_OVER_CHOICES.map((percent) => ({
        value: String(percent),
        label: `Over ${percent} % used`,
      })),
      chip: (values) => `Over ${values.used_over} % used`,
    },
  ],
  cells: {
    status: (row) => <StatusPill merchantStatus={row.status} processorId={row.processorId} />,
    ccPerTransactionLimit: money((row) => row.ccPerTransactionLimit),
    ccPerMonthLimit: money((row) => row.ccPerMonthLimit),
    cardVolume: money((row) => row.cardVolume),
    cardPercentUsed: (row) => <PercentUsed percent={row.cardPercentUsed} />,
    achPerTransactionLimit: money((row) => row.achPerTransactionLimit),
    achPerMonthLimit: money((row) => row.achPerMonthLimit),
    achVolume: money((row) => row.achVolume),
    achPercentUsed: (row) => <PercentUsed percent={row.achPercentUsed} />,
    percentUsed: (row) => <PercentUsed percent={row.percentUsed} />,
    ccRefundLineOfCredit: money((row) => row.ccRefundLineOfCredit),
    monthStart: (row) => `${formatShortDate(row.monthStart)} (${row.timezone})`,
  },
  rowKey: (row) => row.id,
  rowHref: (row) => paths.admin.merchants.profile.href(row.id, 'limits'),
  card: { title: 'businessCommonName', subtitle: 'status', amount: 'percentUsed' },
  emptyMessage: 'No merchant matches these filters.',
});
