import {
  maskTaxId,
  PARTNER_COLUMNS,
  type PartnerColumn,
  type PartnerListQuery,
  type PartnerRow,
  TAX_ID_MASK,
} from '@paydesk/domain/admin-partners';
import { MAX_ID } from '@paydesk/domain/ids';
import { csvPlainSql, csvTextSql, sqlLiteral } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import type { SqlParams } from '../../platform/lists/sql-params';

/**
 * The partners list (part 2 §7 GET /admin/partners) as a declared list over `partners p`:
 * search by name or e-mail (any case, anywhere) or the exact id, status 1/0, sorted by the
 * indexed name, status or created columns. The tax id is stored sealed with its last four
 * digits after the last ':' (`v1:<ciphertext>:1234`, partners.repository.ts), or as digits in
 * rows written before (the demo's): either way its last four characters are the digits the
 * mask shows, so the CSV masks it in SQL too.
 */

const SELECT = `p.id, p.status, p.name, p.first_name, p.last_name, p.email, p.tax_id,
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

/** A row of SELECT (or of the detail's read) as the API answers it: the tax id masked. */
export function partnerRow(row: Record<string, unknown>): PartnerRow {
  return {
    id: Number(row.id),
    status: Number(row.status),
    name: String(row.name),
    createdAt: String(row.created_at),
    firstName: String(row.first_name ?? ''),
    lastName: String(row.last_name ?? ''),
    taxId: maskTaxId(typeof row.tax_id === 'string' ? row.tax_id.slice(-4) : null),
    email: String(row.email),
  };
}

/** The conditions of the search box and the status filter, on `p`. */
export function partnerConditions(query: PartnerListQuery, params: SqlParams): string[] {
  const conditions: string[] = [];
  if (query.status !== undefined) conditions.push(`p.status = ${params.add(query.status, 'int2')}`);
  const search = query.search?.trim();
  if (search) {
    const term = params.add(search.toLowerCase(), 'text');
    const matches = [`strpos(lower(p.name), ${term}) > 0`, `strpos(p.email, ${term}) > 0`];
    if (/^\d{1,10}$/.test(search) && Number(search) <= MAX_ID) {
      matches.unshift(`p.id = ${params.add(Number(search), 'int4')}`);
    }
    conditions.push(`(${matches.join(' or ')})`);
  }
  return conditions;
}

const LABELS = columnLabels<PartnerColumn>(PARTNER_COLUMNS);

const CSV: Record<PartnerColumn, (params: SqlParams, query: PartnerListQuery) => string> = {
  id: () => csvPlainSql('p.id'),
  name: () => csvTextSql('p.name'),
  status: () => `case p.status when 1 then 'Active' when 0 then 'Inactive' else p.status::text end`,
  firstName: () => csvTextSql('p.first_name'),
  lastName: () => csvTextSql('p.last_name'),
  email: () => csvTextSql('p.email'),
  taxId: () =>
    `case when p.tax_id is null or p.tax_id = '' then null else ${sqlLiteral(TAX_ID_MASK)} || right(p.tax_id, 4) end`,
  createdAt: () => `to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`,
};

export const partnerList: ListDefinition<PartnerListQuery, PartnerRow, PartnerColumn, null> = {
  name: 'admin-partners',
  table: 'partners p',
  id: { sql: 'p.id', type: 'int4' },
  anchor: 'select max(id) from partners',
  select: () => SELECT,
  sortColumns: {
    id: { sql: 'p.id', type: 'int4' },
    name: { sql: 'p.name', type: 'text' },
    status: { sql: 'p.status', type: 'int4' },
    createdAt: { sql: 'p.created_at', type: 'timestamptz' },
  },
  where: async (query, _scope, params) => partnerConditions(query, params),
  toRow: (row) => partnerRow(row),
  csv: CSV,
  csvHeader: (column) => (column === 'createdAt' ? `${LABELS.createdAt} (UTC)` : LABELS[column]),
  fileName: () => 'partners.csv',
  defaultColumns: defaultColumnKeys(PARTNER_COLUMNS),
};
