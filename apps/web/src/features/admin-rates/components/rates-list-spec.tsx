import {
  formatBps,
  RATE_COLUMNS,
  RATE_DEFAULT_SORT,
  type RateColumn,
} from '@paydesk/domain/admin-rate-fields';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { formatMoney } from '@paydesk/domain/money';
import { IconReceipt2 } from '@tabler/icons-react';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import type { RateRow } from '../api/get-rates';

const PROCESSOR_OPTIONS = [
  { value: '2', label: 'Processor 2 (older)' },
  { value: '3', label: 'Processor 3 (newer)' },
];
const RESIDUAL_OPTIONS = [
  { value: 'false', label: 'Rates merchants use' },
  { value: 'true', label: 'Residual rates' },
];

/** The rate plans list (/admin/rates): by id then name (part 2 §7), 10 a page. */
export const ratesListSpec = defineListScreen<RateRow, RateColumn>({
  screen: 'admin-rates',
  label: 'Rates',
  columns: RATE_COLUMNS,
  defaultSort: RATE_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [
    { kind: 'select', param: 'processor', label: 'Processor', options: PROCESSOR_OPTIONS },
    { kind: 'select', param: 'residual', label: 'Kind', options: RESIDUAL_OPTIONS },
  ],
  cells: {
    partners: (row) =>
      row.partners.length === 0 ? 'Every partner' : row.partners.map((p) => p.name).join(', '),
    isResidualRate: (row) => (row.isResidualRate ? 'Residual' : 'No'),
    residualRateName: (row) => row.residualRateName ?? '—',
    cardPercentBps: (row) => formatBps(row.cardPercentBps),
    cardFixedCents: (row) => formatMoney(row.cardFixedCents),
    achPercentBps: (row) => formatBps(row.achPercentBps),
    achFixedCents: (row) => formatMoney(row.achFixedCents),
    achCapCents: (row) => (row.achCapCents === null ? 'No cap' : formatMoney(row.achCapCents)),
    rejectedReturnFeeCents: (row) => formatMoney(row.rejectedReturnFeeCents),
  },
  rowKey: (row) => row.id,
  card: { title: 'rateName', subtitle: 'processorName', amount: 'cardPercentBps' },
  emptyMessage: 'No rates match this search.',
  firstUse: {
    icon: <IconReceipt2 aria-hidden="true" />,
    title: 'No rates yet',
    description: 'Rate plans hold the fees merchants are charged. Create the first one.',
  },
});
