import {
  CLIENT_COLUMNS,
  CLIENT_DEFAULT_SORT,
  type ClientColumn,
  REPORT_COUNTRIES,
  REPORT_CURRENCIES,
  REPORT_PROCESSORS,
  VOLUME_OVERVIEW_COLUMNS,
  VOLUME_OVERVIEW_DEFAULT_SORT,
  VOLUME_REPORT_COLUMNS,
  VOLUME_REPORT_DEFAULT_SORT,
  type VolumeOverviewColumn,
  type VolumeReportColumn,
} from '@paydesk/domain/admin-partner-report-fields';
import type {
  ClientRow,
  VolumeOverviewRow,
  VolumeReportRow,
} from '@paydesk/domain/admin-partner-reports';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { PARTNER_ID_FILTER } from '../../../shared/admin-reports/report-filters';
import { countCell, moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { RANGE_PARAMS } from '../../../shared/date-range/report-range-params';
import { formatShortDate } from '../../../shared/format/dates';
import type { FilterSpec } from '../../../shared/list-state/filter-spec';

/** The merchants a volume figure counts: the filters of the volume lists (the API's names). */
export const MERCHANT_SET_FILTERS: readonly FilterSpec[] = [
  {
    kind: 'select',
    param: 'currency',
    label: 'Currency',
    options: REPORT_CURRENCIES.map((currency) => ({ value: currency, label: currency })),
    defaultValue: 'USD',
  },
  {
    kind: 'select',
    param: 'country',
    label: 'Country',
    options: REPORT_COUNTRIES.map((c) => ({ value: c.code, label: c.label })),
  },
  {
    kind: 'select',
    param: 'processorId',
    label: 'Processor',
    options: REPORT_PROCESSORS.map((p) => ({ value: String(p.id), label: p.label })),
  },
  {
    kind: 'text',
    param: 'client_id',
    label: 'Client ID',
    placeholder: 'e.g. 2',
    pattern: /^[1-9]\d{0,9}$/,
    patternMessage: 'A client ID is a whole number (the Clients view lists them)',
    inputMode: 'numeric',
  },
  PARTNER_ID_FILTER,
  {
    kind: 'date',
    label: 'Dates',
    params: [RANGE_PARAMS.preset, RANGE_PARAMS.from, RANGE_PARAMS.to],
  },
];

/** Money cells in the row's currency. */
const money = <Row extends { currency: string }>(cents: (row: Row) => number) =>
  moneyCell<Row>(cents, (row) => row.currency);

/** Partner Volume, "By partner": the volume of each partner's merchants over the range. */
export const volumeOverviewSpec = defineListScreen<VolumeOverviewRow, VolumeOverviewColumn>({
  screen: 'admin-partner-volume',
  label: 'Volume by partner',
  columns: VOLUME_OVERVIEW_COLUMNS,
  defaultSort: VOLUME_OVERVIEW_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: MERCHANT_SET_FILTERS,
  cells: {
    merchants: countCell((row) => row.merchants),
    activeMerchants: countCell((row) => row.activeMerchants),
    transactions: countCell((row) => row.transactions),
    volume: money<VolumeOverviewRow>((row) => row.volume),
    refunds: money<VolumeOverviewRow>((row) => row.refunds),
    fees: money<VolumeOverviewRow>((row) => row.fees),
  },
  rowKey: (row) => `${row.partnerId ?? 'none'}-${row.currency}`,
  // Counts show with their labels on a card; only the volume stands alone.
  card: { title: 'partnerName', amount: 'volume' },
  emptyMessage: 'No partner has merchants matching these filters.',
});

/** Partner Volume, "By merchant": each merchant's volume with its partner. */
export const volumeReportSpec = defineListScreen<VolumeReportRow, VolumeReportColumn>({
  screen: 'admin-partner-merchant-volume',
  label: 'Volume by merchant',
  columns: VOLUME_REPORT_COLUMNS,
  defaultSort: VOLUME_REPORT_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: MERCHANT_SET_FILTERS,
  cells: {
    merchantName: (row) => `${row.merchantName} / ${row.merchantId}`,
    transactions: countCell((row) => row.transactions),
    volume: money<VolumeReportRow>((row) => row.volume),
    refunds: money<VolumeReportRow>((row) => row.refunds),
    fees: money<VolumeReportRow>((row) => row.fees),
    processorId: (row) =>
      REPORT_PROCESSORS.find((p) => p.id === row.processorId)?.label ?? String(row.processorId),
  },
  rowKey: (row) => row.merchantId,
  rowHref: (row) => paths.admin.merchants.profile.href(row.merchantId),
  card: { title: 'merchantName', subtitle: 'partnerName', amount: 'volume' },
  emptyMessage: 'No merchant matches these filters.',
});

/** Partner Volume, "Clients": the merchant segments with their merchant counts. */
export const clientsSpec = defineListScreen<ClientRow, ClientColumn>({
  screen: 'admin-clients',
  label: 'Clients',
  columns: CLIENT_COLUMNS,
  defaultSort: CLIENT_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  cells: {
    merchants: countCell((row) => row.merchants),
    activeMerchants: countCell((row) => row.activeMerchants),
    createdAt: (row) => formatShortDate(row.createdAt.slice(0, 10)),
  },
  rowKey: (row) => row.id,
  card: { title: 'name', subtitle: 'createdAt' },
  emptyMessage: 'No client matches this search.',
  firstUse: {
    icon: <IconBuildingCommunity aria-hidden="true" />,
    title: 'No clients yet',
    description:
      'Clients group merchants for the volume reports; they are set on a merchant’s Misc. tab.',
  },
});
