import {
  MIGRATION_COLUMNS,
  MIGRATION_STATUS_LABELS,
  type MigrationColumn,
} from '@paydesk/domain/admin-migration-fields';
import type { Migration, MigrationListQuery } from '@paydesk/domain/admin-migrations';
import { csvPlainSql, csvTextSql, sqlLiteral } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';

/**
 * GET /admin/merchants/migrations (beyond the spec: the screen's table of migrations):
 * processor_migrations with the merchant's DBA, the rate's name and who started the run,
 * filtered by state, merchant and run, searched by merchant id or DBA, newest first.
 */

const LABELS = columnLabels<MigrationColumn>(MIGRATION_COLUMNS);
const NAME = '(select m.business_common_name from merchants m where m.id = pm.merchant_id)';
const RATE = '(select r.rate_name from rates r where r.id = pm.rate_id)';
const CREATOR = '(select u.email from users u where u.id = pm.created_by_user_id)';
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const iso = (column: string) => `to_char(${column} at time zone 'UTC', ${ISO})`;
const STATUS_LABEL = `case pm.status ${Object.entries(MIGRATION_STATUS_LABELS)
  .map(([status, label]) => `when ${sqlLiteral(status)} then ${sqlLiteral(label)}`)
  .join(' ')} end`;
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

export const migrationList: ListDefinition<MigrationListQuery, Migration, MigrationColumn, null> = {
  name: 'admin-migrations',
  table: 'processor_migrations pm',
  id: { sql: 'pm.id', type: 'int4' },
  anchor: 'select max(id) from processor_migrations',
  select: () => `pm.id, pm.merchant_id, ${NAME} as business_common_name, pm.status,
    pm.from_processor_id, pm.to_processor_id, pm.new_gateway_id, pm.rate_id, ${RATE} as rate_name,
    pm.payout_frequency, pm.payout_anchor, pm.failure_message, pm.run_id, ${CREATOR} as created_by,
    ${iso('pm.created_at')} as created, ${iso('pm.completed_at')} as completed`,
  sortColumns: {
    id: { sql: 'pm.id', type: 'int4' },
    createdAt: { sql: 'pm.created_at', type: 'timestamptz' },
  },
  where: async (query, _scope, params) => {
    const conditions: string[] = [];
    const search = query.search?.trim();
    if (search) {
      const term = params.add(search.toLowerCase(), 'text');
      const byName = `exists (select 1 from merchants m where m.id = pm.merchant_id
        and strpos(lower(m.business_common_name), ${term}) > 0)`;
      conditions.push(
        /^\d{1,9}$/.test(search)
          ? `(pm.merchant_id = ${params.add(Number(search), 'int4')} or ${byName})`
          : byName,
      );
    }
    if (query.status) conditions.push(`pm.status = ${params.add(query.status, 'text')}`);
    if (query.merchantid !== undefined)
      conditions.push(`pm.merchant_id = ${params.add(query.merchantid, 'int4')}`);
    if (query.run_id !== undefined)
      conditions.push(`pm.run_id = ${params.add(query.run_id, 'int4')}`);
    return conditions;
  },
  toRow: (row) => ({
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    businessCommonName: String(row.business_common_name ?? ''),
    status: row.status as Migration['status'],
    fromProcessorId: Number(row.from_processor_id),
    toProcessorId: Number(row.to_processor_id),
    newGatewayId: text(row.new_gateway_id),
    rateId: row.rate_id === null ? null : Number(row.rate_id),
    rateName: text(row.rate_name),
    payoutFrequency: row.payout_frequency as Migration['payoutFrequency'],
    payoutAnchor: text(row.payout_anchor),
    failureMessage: text(row.failure_message),
    runId: row.run_id === null ? null : Number(row.run_id),
    createdBy: text(row.created_by),
    createdAt: String(row.created),
    completedAt: text(row.completed),
  }),
  csv: {
    id: () => csvPlainSql('pm.id'),
    merchantId: () => csvPlainSql('pm.merchant_id'),
    businessCommonName: () => csvTextSql(NAME),
    status: () => STATUS_LABEL,
    newGatewayId: () => csvTextSql('pm.new_gateway_id'),
    rateName: () => csvTextSql(RATE),
    payoutFrequency: () => `pm.payout_frequency || coalesce(' (' || pm.payout_anchor || ')', '')`,
    failureMessage: () => csvTextSql('pm.failure_message'),
    runId: () => csvPlainSql('pm.run_id'),
    createdBy: () => csvTextSql(CREATOR),
    createdAt: () => iso('pm.created_at'),
    completedAt: () => iso('pm.completed_at'),
  },
  csvHeader: (column) => LABELS[column],
  fileName: () => 'processor-migrations.csv',
  defaultColumns: defaultColumnKeys(MIGRATION_COLUMNS),
};
