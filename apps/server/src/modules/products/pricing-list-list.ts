import type { PricingList, PricingListListQuery } from '@paydesk/domain/pricing-lists';
import { PRICING_LIST_COLUMNS, type PricingListColumn } from '@paydesk/domain/product-fields';
import { csvCentsSql, csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import type { SqlParams } from '../../platform/lists/sql-params';
import { type FiguresRange, figuresSelect, isoUtc } from './catalog-sql';

/** Pricing lists (part 2 §7) as a declared list, by name; figures as products'. */
export interface PricingListScope {
  merchantId: number;
}

const ITEMS_COUNT =
  '(select count(*) from pricing_list_items pli where pli.pricing_list_id = pl.id)';

export const pricingListSelect = (range: FiguresRange, params: SqlParams) => {
  const figures = figuresSelect('pl', 'pricing_list_id', range, params);
  return `pl.id, pl.merchant_id, pl.name, pl.description, pl.currency, pl.active,
    ${ITEMS_COUNT}::int as items_count,
    ${isoUtc('pl.created_at')} as created_at, ${isoUtc('pl.updated_at')} as updated_at,
    ${figures.units} as units_sold, ${figures.revenue} as revenue`;
};

export function pricingListRow(row: Record<string, unknown>): PricingList {
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    name: String(row.name),
    description: String(row.description),
    currency: String(row.currency),
    active: Boolean(row.active),
    itemsCount: Number(row.items_count),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
    unitsSold: Number(row.units_sold),
    revenue: Number(row.revenue),
  };
}

const LABELS = columnLabels<PricingListColumn>(PRICING_LIST_COLUMNS);

const CSV: Record<PricingListColumn, (params: SqlParams, query: PricingListListQuery) => string> = {
  name: () => csvTextSql('pl.name'),
  itemsCount: () => csvPlainSql(ITEMS_COUNT),
  active: () => `(case when pl.active then 'Active' else 'Inactive' end)`,
  unitsSold: (params, query) =>
    csvPlainSql(figuresSelect('pl', 'pricing_list_id', query, params).units),
  revenue: (params, query) =>
    csvCentsSql(figuresSelect('pl', 'pricing_list_id', query, params).revenue),
  createdAt: (params, query) =>
    `to_char(pl.created_at at time zone ${params.add(query.timezone, 'text')}, 'YYYY-MM-DD HH24:MI:SS')`,
  id: () => csvPlainSql('pl.id'),
  description: () => csvTextSql('pl.description'),
};

export const pricingListList: ListDefinition<
  PricingListListQuery,
  PricingList,
  PricingListColumn,
  PricingListScope
> = {
  name: 'pricing-lists',
  table: 'pricing_lists pl',
  id: { sql: 'pl.id', type: 'int4' },
  anchor: 'select max(id) from pricing_lists',
  select: (query, params) => pricingListSelect(query, params),
  sortColumns: {
    name: { sql: 'lower(pl.name)', type: 'text' },
    createdAt: { sql: 'pl.created_at', type: 'timestamptz' },
  },
  where: async (query, scope, params) => {
    const conditions = [`pl.merchant_id = ${params.add(scope.merchantId, 'int4')}`];
    if (query.search) {
      conditions.push(
        `strpos(lower(pl.name), ${params.add(query.search.toLowerCase(), 'text')}) > 0`,
      );
    }
    if (query.active !== undefined) {
      conditions.push(`pl.active = ${params.add(query.active, 'bool')}`);
    }
    return conditions;
  },
  toRow: (row) => pricingListRow(row),
  csv: CSV,
  csvHeader: (column, query) =>
    column === 'createdAt' ? `${LABELS.createdAt} (${query.timezone})` : LABELS[column],
  fileName: (_query, scope) => `pricing-lists-${scope.merchantId}.csv`,
  defaultColumns: defaultColumnKeys(PRICING_LIST_COLUMNS),
};
