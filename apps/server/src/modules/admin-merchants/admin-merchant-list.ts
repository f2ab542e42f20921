import {
  ADMIN_MERCHANT_COLUMNS,
  type AdminMerchantColumn,
} from '@paydesk/domain/admin-merchant-fields';
import type { AdminMerchantListQuery, AdminMerchantRow } from '@paydesk/domain/admin-merchants';
import {
  MERCHANT_STATUS_NUMBERS,
  merchantStatusLabel,
  NEWER_PROCESSOR_ID,
} from '@paydesk/domain/merchant-status';
import { csvPlainSql, csvTextSql, sqlLiteral } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import type { SqlParams } from '../../platform/lists/sql-params';
import { merchantConditions } from './admin-merchant-search';

/**
 * The admin merchants list (part 2 §3 "Admin merchant list row", §7 GET /admin/merchants) as
 * a declared list over `merchants m`. The owner shown is the merchant's first beneficial
 * owner, else its primary contact (the lowest id of the type); the partner's name is the
 * affiliate. Both are joined for the page's rows only; their CSV cells are scalar sub-selects
 * on `merchant_contacts_merchant_idx` and the partners' primary key, and their sorts read the
 * sort keys the database keeps on the merchants row (`partner_sort_name`, `owner_sort_name`).
 */

/** The first owner of merchant `m` (else the primary contact): one row, or none. */
const FIRST_CONTACT = `select c.first_name, c.last_name, c.email, c.phone, c.address_1, c.address_2,
    c.city, c.state, c.postal_code, c.country_id
  from merchant_contacts c
 where c.merchant_id = m.id
 order by (c.type <> 'Beneficial Owner/Officer'), c.id
 limit 1`;

/** One field of the first contact, as a scalar expression on `m`. */
const contactField = (expr: string) =>
  `(select ${expr} from merchant_contacts c where c.merchant_id = m.id
     order by (c.type <> 'Beneficial Owner/Officer'), c.id limit 1)`;

const PARTNER_NAME = '(select p.name from partners p where p.id = m.partner_id)';

const SELECT = `m.id, m.status, m.processor_id, m.business_legal_name, m.business_common_name,
  m.partner_id, pa.name as affiliate, m.has_funding_hold,
  to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  oc.first_name, oc.last_name, oc.email, oc.phone, oc.address_1, oc.address_2, oc.city,
  oc.state, oc.postal_code, oc.country_id`;

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** A row of SELECT as the API answers it. */
export function adminMerchantRow(row: Record<string, unknown>): AdminMerchantRow {
  return {
    id: Number(row.id),
    status: Number(row.status),
    processorId: Number(row.processor_id),
    businessLegalName: String(row.business_legal_name),
    businessCommonName: String(row.business_common_name),
    affiliate: text(row.affiliate),
    partnerId: row.partner_id === null ? null : Number(row.partner_id),
    createdAt: String(row.created_at),
    firstName: text(row.first_name),
    lastName: text(row.last_name),
    email: text(row.email),
    contactPhoneMobile: text(row.phone),
    address1: text(row.address_1),
    address2: text(row.address_2),
    city: text(row.city),
    state: text(row.state),
    postalCode: text(row.postal_code),
    countryId: text(row.country_id),
    hasFundingHold: row.has_funding_hold === true,
  };
}

const LABELS = columnLabels<AdminMerchantColumn>(ADMIN_MERCHANT_COLUMNS);

const CSV: Record<
  AdminMerchantColumn,
  (params: SqlParams, query: AdminMerchantListQuery) => string
> = {
  id: () => csvPlainSql('m.id'),
  businessCommonName: () => csvTextSql('m.business_common_name'),
  businessLegalName: () => csvTextSql('m.business_legal_name'),
  lastName: () => csvTextSql(contactField(`c.first_name || ' ' || c.last_name`)),
  contactPhoneMobile: () => csvTextSql(contactField('c.phone')),
  affiliate: () => csvTextSql(PARTNER_NAME),
  status: () => STATUS_LABEL_SQL,
  createdAt: (params, query) =>
    `to_char(m.created_at at time zone ${params.add(query.timezone, 'text')}, 'YYYY-MM-DD HH24:MI:SS')`,
  email: () => csvTextSql(contactField('c.email')),
  address1: () => csvTextSql(contactField('c.address_1')),
  city: () => csvTextSql(contactField('c.city')),
  state: () => csvTextSql(contactField('c.state')),
  postalCode: () => csvTextSql(contactField('c.postal_code')),
  countryId: () => csvTextSql(contactField('c.country_id')),
  processorId: () => csvPlainSql('m.processor_id'),
  hasFundingHold: () => `case when m.has_funding_hold then 'Yes' else 'No' end`,
};

/**
 * The status as the pill reads it (merchantStatusLabel: ' - Pending' hidden on the newer
 * processor), written out as SQL from the one label table, over a status and a processor id
 * expression (the merchant reports use it too, through the service).
 */
export const statusLabelSql = (status: string, processor: string) =>
  `case ${MERCHANT_STATUS_NUMBERS.map(
    (n) =>
      `when ${status} = ${n} and ${processor} = ${NEWER_PROCESSOR_ID} then ${sqlLiteral(merchantStatusLabel(n, NEWER_PROCESSOR_ID))}
     when ${status} = ${n} then ${sqlLiteral(merchantStatusLabel(n, 0))}`,
  ).join('\n')} else 'Status ' || ${status} end`;

const STATUS_LABEL_SQL = statusLabelSql('m.status', 'm.processor_id');

/** Every merchant, by DBA then legal name, 10 a page (staff only: no scope narrows it). */
export const adminMerchantList: ListDefinition<
  AdminMerchantListQuery,
  AdminMerchantRow,
  AdminMerchantColumn,
  null
> = {
  name: 'admin-merchants',
  table: 'merchants m',
  rowJoins: `left join partners pa on pa.id = m.partner_id
    left join lateral (${FIRST_CONTACT}) oc on true`,
  id: { sql: 'm.id', type: 'int4' },
  anchor: 'select max(id) from merchants',
  select: () => SELECT,
  sortColumns: {
    id: { sql: 'm.id', type: 'int4' },
    businessCommonName: { sql: 'm.business_common_name', type: 'text' },
    businessLegalName: { sql: 'm.business_legal_name', type: 'text' },
    status: { sql: 'm.status', type: 'int4' },
    createdAt: { sql: 'm.created_at', type: 'timestamptz' },
    // Kept on the merchants row by triggers (migration 0020), each with an index.
    affiliate: { sql: 'm.partner_sort_name', type: 'text' },
    lastName: { sql: 'm.owner_sort_name', type: 'text' },
  },
  where: async (query, _scope, params) => merchantConditions(query, params),
  toRow: (row) => adminMerchantRow(row),
  csv: CSV,
  csvHeader: (column, query) =>
    column === 'createdAt' ? `${LABELS.createdAt} (${query.timezone})` : LABELS[column],
  fileName: () => 'merchants.csv',
  defaultColumns: defaultColumnKeys(ADMIN_MERCHANT_COLUMNS),
};
