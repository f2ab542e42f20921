import {
  INTERCHANGE_COLUMNS,
  INTERCHANGE_DEFAULT_SORT,
  INTERCHANGE_INTERVAL_LABELS,
  INTERCHANGE_INTERVALS,
  type InterchangeColumn,
  interchangeRateText,
} from '@paydesk/domain/admin-dispute-report-fields';
import type { InterchangeRow } from '@paydesk/domain/admin-dispute-reports';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { IconCreditCard } from '@tabler/icons-react';
import { countCell, moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { RANGE_PARAMS } from '../../../shared/date-range/report-range-params';
import { NoWrap } from './report-cells';

export const INTERCHANGE_INTERVAL_PARAM = 'interval';

const MONTH = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  year: 'numeric',
});
const DAY = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** 'YYYY-MM' as 'Nov 2026', 'YYYY-MM-DD' as 'Nov 20, 2026'. */
export function periodLabel(period: string): string {
  const day = period.length === 7 ? `${period}-01` : period;
  return (period.length === 7 ? MONTH : DAY).format(new Date(`${day}T00:00:00Z`));
}

const money = (cents: (row: InterchangeRow) => number) =>
  moneyCell<InterchangeRow>(cents, (row) => row.currency);

/**
 * /admin/reports/interchange: a processor's approved sales per month (or day), card brand and
 * currency: volume, fees charged, interchange at the published rates, margin.
 */
export const interchangeSpec = defineListScreen<InterchangeRow, InterchangeColumn>({
  screen: 'admin-interchange',
  label: 'Interchange',
  columns: INTERCHANGE_COLUMNS,
  defaultSort: INTERCHANGE_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [
    {
      kind: 'select',
      param: INTERCHANGE_INTERVAL_PARAM,
      label: 'Rows',
      defaultValue: 'month',
      options: INTERCHANGE_INTERVALS.map((value) => ({
        value,
        label: INTERCHANGE_INTERVAL_LABELS[value],
      })),
    },
    {
      kind: 'date',
      label: 'Dates',
      params: [RANGE_PARAMS.preset, RANGE_PARAMS.from, RANGE_PARAMS.to],
    },
  ],
  cells: {
    period: (row) => <NoWrap>{periodLabel(row.period)}</NoWrap>,
    cardBrand: (row) => <NoWrap>{row.cardBrand}</NoWrap>,
    count: countCell((row) => row.count),
    volume: money((row) => row.volume),
    fees: money((row) => row.fees),
    rate: (row) => (
      <NoWrap>
        {interchangeRateText({ percentBps: row.ratePercentBps, fixedCents: row.rateFixedCents })}
      </NoWrap>
    ),
    interchange: money((row) => row.interchange),
    margin: money((row) => row.margin),
  },
  rowKey: (row) => `${row.period}|${row.cardBrand}|${row.currency}`,
  card: { title: 'cardBrand', subtitle: 'period', amount: 'margin' },
  emptyMessage: 'No sales match these filters.',
  firstUse: {
    icon: <IconCreditCard aria-hidden="true" />,
    title: 'No sales in these dates',
    description: "The processor's approved card and ACH sales appear here, with their interchange.",
  },
});
