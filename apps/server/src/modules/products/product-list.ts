import { PRODUCT_COLUMNS, type ProductColumn } from '@paydesk/domain/product-fields';
import type { Product, ProductListQuery } from '@paydesk/domain/products';
import { csvCentsSql, csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import type { SqlParams } from '../../platform/lists/sql-params';
import { type FiguresRange, figuresSelect, isoUtc } from './catalog-sql';

/**
 * Products (part 2 §7) as a declared list: by name; units sold and revenue of the query's
 * range are computed for the rows of the page (scalar subqueries on
 * payment_line_items_product_sold_idx), never sorted on.
 */
export interface ProductScope {
  merchantId: number;
}

export const productSelect = (range: FiguresRange, params: SqlParams) => {
  const figures = figuresSelect('p', 'product_id', range, params);
  return `p.id, p.merchant_id, p.name, p.description, p.price_cents::float8 as price_cents,
    p.currency, p.active, p.image_file_id::text as image_file_id,
    ${isoUtc('p.created_at')} as created_at, ${isoUtc('p.updated_at')} as updated_at,
    ${figures.units} as units_sold, ${figures.revenue} as revenue`;
};

/** A row of productSelect as the API answers it. */
export function productRow(row: Record<string, unknown>): Product {
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    name: String(row.name),
    description: String(row.description),
    price: Number(row.price_cents),
    currency: String(row.currency),
    active: Boolean(row.active),
    imageFileId: row.image_file_id === null ? null : String(row.image_file_id),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
    unitsSold: Number(row.units_sold),
    revenue: Number(row.revenue),
  };
}

const LABELS = columnLabels<ProductColumn>(PRODUCT_COLUMNS);

const CSV: Record<ProductColumn, (params: SqlParams, query: ProductListQuery) => string> = {
  name: () => csvTextSql('p.name'),
  price: () => csvCentsSql('p.price_cents'),
  active: () => `(case when p.active then 'Active' else 'Inactive' end)`,
  unitsSold: (params, query) => csvPlainSql(figuresSelect('p', 'product_id', query, params).units),
  revenue: (params, query) => csvCentsSql(figuresSelect('p', 'product_id', query, params).revenue),
  createdAt: (params, query) =>
    `to_char(p.created_at at time zone ${params.add(query.timezone, 'text')}, 'YYYY-MM-DD HH24:MI:SS')`,
  id: () => csvPlainSql('p.id'),
  description: () => csvTextSql('p.description'),
  currency: () => csvTextSql('p.currency'),
};

/** The range the figures cover, for a CSV header. */
const rangeText = (query: ProductListQuery) =>
  query.start_date || query.end_date
    ? ` (${query.start_date ?? '…'} to ${query.end_date ?? '…'})`
    : ' (all time)';

export const productList: ListDefinition<ProductListQuery, Product, ProductColumn, ProductScope> = {
  name: 'products',
  table: 'products p',
  id: { sql: 'p.id', type: 'int4' },
  anchor: 'select max(id) from products',
  select: (query, params) => productSelect(query, params),
  sortColumns: {
    name: { sql: 'lower(p.name)', type: 'text' },
    price: { sql: 'p.price_cents', type: 'int8' },
    createdAt: { sql: 'p.created_at', type: 'timestamptz' },
  },
  where: async (query, scope, params) => {
    const conditions = [`p.merchant_id = ${params.add(scope.merchantId, 'int4')}`];
    if (query.search) {
      conditions.push(
        `strpos(lower(p.name), ${params.add(query.search.toLowerCase(), 'text')}) > 0`,
      );
    }
    if (query.active !== undefined) {
      conditions.push(`p.active = ${params.add(query.active, 'bool')}`);
    }
    return conditions;
  },
  toRow: (row) => productRow(row),
  csv: CSV,
  csvHeader: (column, query) =>
    column === 'createdAt'
      ? `${LABELS.createdAt} (${query.timezone})`
      : column === 'unitsSold' || column === 'revenue'
        ? `${LABELS[column]}${rangeText(query)}`
        : LABELS[column],
  fileName: (_query, scope) => `products-${scope.merchantId}.csv`,
  defaultColumns: defaultColumnKeys(PRODUCT_COLUMNS),
};
