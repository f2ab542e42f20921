import {
  INVALID_1099K_COLUMNS,
  INVALID_1099K_DEFAULT_SORT,
  type Invalid1099kColumn,
  TAX_DATA_CHECK_LABELS,
  TAX_DATA_CHECKS,
} from '@paydesk/domain/admin-merchant-report-fields';
import type { Invalid1099kRow } from '@paydesk/domain/admin-merchant-reports';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { IconFileCheck } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { StatusPill } from '../../../shared/components/status-pill';
import { countCell, moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { RANGE_PARAMS } from '../../../shared/date-range/report-range-params';

const BUSINESS_TYPES: Record<string, string> = {
  NP: 'Non-Profit',
  I: 'Sole-Proprietorship',
  O: 'Company',
};

/** 'No EIN or SSN; Address incomplete'. */
export const checksText = (row: Invalid1099kRow) =>
  row.failedChecks.map((check) => TAX_DATA_CHECK_LABELS[check]).join('; ');

/** Invalid 1099k (/admin/reports/invalid-1099k): the largest volume first, 10 a page. */
export const invalid1099kSpec = defineListScreen<Invalid1099kRow, Invalid1099kColumn>({
  screen: 'admin-invalid-1099k',
  label: 'Merchants with invalid 1099-K data',
  columns: INVALID_1099K_COLUMNS,
  defaultSort: INVALID_1099K_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [
    {
      kind: 'select',
      param: 'check',
      label: 'Failed check',
      options: TAX_DATA_CHECKS.map((check) => ({
        value: check,
        label: TAX_DATA_CHECK_LABELS[check],
      })),
    },
    {
      kind: 'date',
      label: 'Volume dates',
      params: [RANGE_PARAMS.preset, RANGE_PARAMS.from, RANGE_PARAMS.to],
    },
  ],
  cells: {
    businessLegalName: (row) => row.businessLegalName.trim() || '—',
    businessType: (row) => BUSINESS_TYPES[row.businessType] ?? row.businessType,
    einLastFour: (row) => (row.einLastFour ? `•••• ${row.einLastFour}` : '—'),
    failedChecks: checksText,
    volume: moneyCell(
      (row) => row.volume,
      (row) => row.currency,
    ),
    count: countCell((row) => row.count),
    status: (row) => <StatusPill merchantStatus={row.status} processorId={row.processorId} />,
  },
  rowKey: (row) => row.id,
  rowHref: (row) => paths.admin.merchants.profile.href(row.id),
  card: { title: 'businessCommonName', subtitle: 'failedChecks', amount: 'volume' },
  emptyMessage: 'No merchant with volume in these dates fails this check.',
  firstUse: {
    icon: <IconFileCheck aria-hidden="true" />,
    title: 'Every US merchant with volume in these dates can get a valid 1099-K',
    description:
      'US merchants whose EIN or SSN, legal name or address cannot make a valid Form 1099-K appear here.',
  },
});
