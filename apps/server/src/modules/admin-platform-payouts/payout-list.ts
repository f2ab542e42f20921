import {
  PLATFORM_PAYOUT_COLUMNS,
  type PlatformPayoutColumn,
} from '@paydesk/domain/admin-platform-payout-fields';
import type {
  PlatformPayout,
  PlatformPayoutListQuery,
} from '@paydesk/domain/admin-platform-payouts';
import { csvCentsSql, csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import { columnLabels, type ListDefinition } from '../../platform/lists/list-definition';
import { PAYOUT_SELECT } from './admin-platform-payouts.repository';
import { payoutRow } from './payout-row';

/**
 * GET /admin/stripe-platform-balance/history (part 2 §7 "GET /history (page)"): every payout,
 * newest first, narrowed to a country, paged, and its CSV (the same declaration).
 */

const LABELS = columnLabels<PlatformPayoutColumn>(PLATFORM_PAYOUT_COLUMNS);

export const payoutList: ListDefinition<
  PlatformPayoutListQuery,
  PlatformPayout,
  PlatformPayoutColumn,
  null
> = {
  name: 'admin-platform-payouts',
  table: 'platform_payouts p',
  rowJoins: 'left join users u on u.id = p.created_by_user_id',
  id: { sql: 'p.id', type: 'int4' },
  anchor: 'select max(id) from platform_payouts',
  select: () => PAYOUT_SELECT,
  sortColumns: {
    id: { sql: 'p.id', type: 'int4' },
    createdAt: { sql: 'p.created_at', type: 'timestamptz' },
  },
  where: async (query, _scope, params) =>
    query.countryCode ? [`p.country_code = ${params.add(query.countryCode, 'text')}`] : [],
  toRow: (row) => payoutRow(row),
  csv: {
    id: () => csvPlainSql('p.id'),
    countryCode: () => csvTextSql('p.country_code'),
    fromDate: () => 'p.from_date::text',
    toDate: () => 'p.to_date::text',
    amountCents: () => csvCentsSql('p.amount_cents'),
    currency: () => csvTextSql('p.currency'),
    status: () => csvTextSql('p.status'),
    transactionCount: () => csvPlainSql('p.transaction_count'),
    createdAt: () => `to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`,
    createdBy: () =>
      csvTextSql('(select u2.email from users u2 where u2.id = p.created_by_user_id)'),
  },
  csvHeader: (column) => LABELS[column],
  fileName: () => 'platform-payouts.csv',
  defaultColumns: PLATFORM_PAYOUT_COLUMNS.map((column) => column.key),
};
