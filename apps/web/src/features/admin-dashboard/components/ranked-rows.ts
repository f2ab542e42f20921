import type { TopClient, TopMerchant } from '@paydesk/domain/admin-overview';
import { paths } from '../../../config/paths';
import { formatCount } from '../../../shared/format/numbers';
import type { RankedRow } from './ranking-table';

/** Merchants as the ranking shows them: 'name / id', linking to the profile. */
export function merchantRows(rows: TopMerchant[]): RankedRow[] {
  return rows.map((row) => ({
    ...row,
    key: String(row.merchantId),
    name: `${row.businessCommonName || 'Unnamed'} / ${row.merchantId}`,
    href: paths.admin.merchants.profile.href(row.merchantId),
  }));
}

/** Clients as the ranking shows them, with how many of their merchants sold. */
export function clientRows(rows: TopClient[]): RankedRow[] {
  return rows.map((row) => ({
    ...row,
    key: String(row.clientId ?? 'none'),
    name: row.clientId === null ? 'No client' : (row.clientName ?? `Client ${row.clientId}`),
    note: `${formatCount(row.merchants)} ${row.merchants === 1 ? 'merchant' : 'merchants'} with sales`,
  }));
}
