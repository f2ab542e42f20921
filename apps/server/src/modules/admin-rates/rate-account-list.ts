import { RATE_ACCOUNT_COLUMNS, type RateAccountColumn } from '@paydesk/domain/admin-rate-fields';
import type { RateAccountListQuery, RateAccountRow } from '@paydesk/domain/admin-rates';
import { processorName } from '@paydesk/domain/merchant-status';
import { csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import { RATE_ID_OF_MERCHANT } from './rate-sql';

/**
 * GET /admin/rates/accounts (part 2 §7): merchants with their rate (its id, else the rate its
 * web rate name names on its processor), filtered by rate and processor, searched by id or DBA.
 */

const LABELS = columnLabels<RateAccountColumn>(RATE_ACCOUNT_COLUMNS);
const RATE_NAME = `(select r.rate_name from rates r where r.id = ${RATE_ID_OF_MERCHANT})`;
const PARTNER_NAME = '(select p.name from partners p where p.id = m.partner_id)';
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

export const rateAccountList: ListDefinition<
  RateAccountListQuery,
  RateAccountRow,
  RateAccountColumn,
  null
> = {
  name: 'admin-rate-accounts',
  table: 'merchants m',
  id: { sql: 'm.id', type: 'int4' },
  anchor: 'select max(id) from merchants',
  select: () => `m.id, m.business_common_name, m.status, m.processor_id, m.partner_id,
    ${PARTNER_NAME} as partner_name, ${RATE_ID_OF_MERCHANT} as rate_id, ${RATE_NAME} as rate_name,
    m.web_rate_name, m.mobile_rate_name`,
  sortColumns: {
    id: { sql: 'm.id', type: 'int4' },
    businessCommonName: { sql: 'm.business_common_name', type: 'text' },
  },
  where: async (query, _scope, params) => {
    const conditions: string[] = [];
    const search = query.search?.trim();
    if (search) {
      const term = params.add(search.toLowerCase(), 'text');
      conditions.push(
        /^\d{1,9}$/.test(search)
          ? `(m.id = ${params.add(Number(search), 'int4')} or strpos(lower(m.business_common_name), ${term}) > 0)`
          : `strpos(lower(m.business_common_name), ${term}) > 0`,
      );
    }
    if (query.processor !== undefined)
      conditions.push(`m.processor_id = ${params.add(query.processor, 'int4')}`);
    if (query.rate_id !== undefined)
      conditions.push(`${RATE_ID_OF_MERCHANT} = ${params.add(query.rate_id, 'int4')}`);
    return conditions;
  },
  toRow: (row) => ({
    id: Number(row.id),
    businessCommonName: String(row.business_common_name),
    status: Number(row.status),
    processorId: Number(row.processor_id),
    processorName: processorName(Number(row.processor_id)),
    partnerId: row.partner_id === null ? null : Number(row.partner_id),
    partnerName: text(row.partner_name),
    rateId: row.rate_id === null ? null : Number(row.rate_id),
    rateName: text(row.rate_name),
    webRateName: text(row.web_rate_name),
    mobileRateName: text(row.mobile_rate_name),
  }),
  csv: {
    id: () => csvPlainSql('m.id'),
    businessCommonName: () => csvTextSql('m.business_common_name'),
    processorName: () => `'Processor ' || m.processor_id`,
    partnerName: () => csvTextSql(PARTNER_NAME),
    rateName: () => csvTextSql(RATE_NAME),
    webRateName: () => csvTextSql('m.web_rate_name'),
    mobileRateName: () => csvTextSql('m.mobile_rate_name'),
  },
  csvHeader: (column) => LABELS[column],
  fileName: () => 'rate-accounts.csv',
  defaultColumns: defaultColumnKeys(RATE_ACCOUNT_COLUMNS),
};
