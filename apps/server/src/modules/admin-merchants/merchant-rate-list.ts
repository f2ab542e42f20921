import {
  MERCHANT_RATE_COLUMNS,
  type MerchantRateColumn,
} from '@paydesk/domain/admin-merchant-fields';
import type { MerchantRateListQuery, MerchantRateRow } from '@paydesk/domain/admin-merchants';
import { csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import { merchantConditions } from './admin-merchant-search';

/** GET /admin/merchants/rate-list (part 2 §7): each merchant's rate names, paged like the list. */

const LABELS = columnLabels<MerchantRateColumn>(MERCHANT_RATE_COLUMNS);

export const merchantRateList: ListDefinition<
  MerchantRateListQuery,
  MerchantRateRow,
  MerchantRateColumn,
  null
> = {
  name: 'admin-merchant-rates',
  table: 'merchants m',
  id: { sql: 'm.id', type: 'int4' },
  anchor: 'select max(id) from merchants',
  select: () => 'm.id, m.business_common_name, m.web_rate_name, m.mobile_rate_name, m.rate_id',
  sortColumns: {
    id: { sql: 'm.id', type: 'int4' },
    businessCommonName: { sql: 'm.business_common_name', type: 'text' },
  },
  where: async (query, _scope, params) => merchantConditions({ search: query.search }, params),
  toRow: (row) => ({
    id: Number(row.id),
    businessCommonName: String(row.business_common_name),
    web_rate_name: row.web_rate_name === null ? null : String(row.web_rate_name),
    mobile_rate_name: row.mobile_rate_name === null ? null : String(row.mobile_rate_name),
    rateId: row.rate_id === null ? null : Number(row.rate_id),
  }),
  csv: {
    id: () => csvPlainSql('m.id'),
    businessCommonName: () => csvTextSql('m.business_common_name'),
    web_rate_name: () => csvTextSql('m.web_rate_name'),
    mobile_rate_name: () => csvTextSql('m.mobile_rate_name'),
    rateId: () => csvPlainSql('m.rate_id'),
  },
  csvHeader: (column) => LABELS[column],
  fileName: () => 'merchant-rates.csv',
  defaultColumns: defaultColumnKeys(MERCHANT_RATE_COLUMNS),
};
