import {
  monthLabel,
  REPORT_CURRENCIES,
  RESIDUAL_COLUMNS,
  RESIDUAL_DEFAULT_SORT,
  type ResidualColumn,
} from '@paydesk/domain/admin-partner-report-fields';
import type { ResidualRow } from '@paydesk/domain/admin-partner-reports';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { PARTNER_ID_FILTER } from '../../../shared/admin-reports/report-filters';
import { countCell, moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { RANGE_PARAMS } from '../../../shared/date-range/report-range-params';

const money = (cents: (row: ResidualRow) => number) =>
  moneyCell<ResidualRow>(cents, (row) => row.currency);

/** Residual fees (/admin/reports/residual-fees): per partner and month, newest month first. */
export const residualSpec = defineListScreen<ResidualRow, ResidualColumn>({
  screen: 'admin-residual-fees',
  label: 'Residual fees',
  columns: RESIDUAL_COLUMNS,
  defaultSort: RESIDUAL_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [
    {
      kind: 'select',
      param: 'currency',
      label: 'Currency',
      options: REPORT_CURRENCIES.map((currency) => ({ value: currency, label: currency })),
      defaultValue: 'USD',
    },
    PARTNER_ID_FILTER,
    {
      kind: 'date',
      label: 'Dates',
      params: [RANGE_PARAMS.preset, RANGE_PARAMS.from, RANGE_PARAMS.to],
    },
  ],
  cells: {
    month: (row) => monthLabel(row.month),
    merchants: countCell((row) => row.merchants),
    unpricedMerchants: countCell((row) => row.unpricedMerchants),
    transactions: countCell((row) => row.transactions),
    volume: money((row) => row.volume),
    fees: money((row) => row.fees),
    cost: money((row) => row.cost),
    residual: money((row) => row.residual),
  },
  rowKey: (row) => `${row.month}-${row.partnerId ?? 'none'}`,
  card: { title: 'partnerName', subtitle: 'month', amount: 'residual' },
  emptyMessage: 'No partner’s merchants paid fees in these months.',
});
