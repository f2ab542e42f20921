import {
  PENDING_MIGRATION_COLUMNS,
  PENDING_MIGRATION_DEFAULT_SORT,
  type PendingMigrationColumn,
} from '@paydesk/domain/admin-merchant-report-fields';
import type { PendingMigrationRow } from '@paydesk/domain/admin-merchant-reports';
import { COUNTRIES } from '@paydesk/domain/field-checks';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import {
  isClosedStatus,
  MERCHANT_STATUS_NUMBERS,
  merchantStatusLabel,
  OLDER_PROCESSOR_ID,
} from '@paydesk/domain/merchant-status';
import { IconArrowsExchange } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { PARTNER_ID_FILTER } from '../../../shared/admin-reports/report-filters';
import { StatusPill } from '../../../shared/components/status-pill';
import { countCell, moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { formatShortDate } from '../../../shared/format/dates';

const money = (cents: (row: PendingMigrationRow) => number) =>
  moneyCell<PendingMigrationRow>(cents, (row) => row.currency);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The statuses a merchant of the worklist can be in: every one but the closed ones. */
const STATUS_OPTIONS = MERCHANT_STATUS_NUMBERS.filter((status) => !isClosedStatus(status)).map(
  (status) => ({ value: String(status), label: merchantStatusLabel(status, OLDER_PROCESSOR_ID) }),
);

/**
 * Pending migrations (/admin/reports/pending-migrations): the merchants still on the older
 * processor, the biggest of last month first, 10 a page.
 */
export const pendingMigrationsSpec = defineListScreen<PendingMigrationRow, PendingMigrationColumn>({
  screen: 'admin-pending-migrations',
  label: 'Pending migrations',
  columns: PENDING_MIGRATION_COLUMNS,
  defaultSort: PENDING_MIGRATION_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [
    { kind: 'select', param: 'status', label: 'Status', options: STATUS_OPTIONS },
    PARTNER_ID_FILTER,
    {
      kind: 'select',
      param: 'country',
      label: 'Country',
      options: COUNTRIES.map((country) => ({ value: country.code, label: country.label })),
    },
  ],
  cells: {
    businessLegalName: (row) => row.businessLegalName || '—',
    status: (row) => <StatusPill merchantStatus={row.status} processorId={row.processorId} />,
    partner: (row) => row.partner ?? '—',
    createdAt: (row) => formatShortDate(row.createdAt.slice(0, 10)),
    lastMonthVolume: money((row) => row.lastMonthVolume),
    lastMonthSales: countCell((row) => row.lastMonthSales),
    thisMonthVolume: money((row) => row.thisMonthVolume),
    thisMonthSales: countCell((row) => row.thisMonthSales),
    hasFundingHold: (row) => yesNo(row.hasFundingHold),
    processorCanRevert: (row) => yesNo(row.processorCanRevert),
  },
  rowKey: (row) => row.id,
  rowHref: (row) => paths.admin.merchants.profile.href(row.id),
  card: { title: 'businessCommonName', subtitle: 'status', amount: 'lastMonthVolume' },
  emptyMessage: 'No merchant on the older processor matches these filters.',
  firstUse: {
    icon: <IconArrowsExchange aria-hidden="true" />,
    title: 'No merchant is waiting for a migration',
    description:
      'Merchants still on the older card processor (and not closed) appear here, the biggest of last month first.',
  },
});
