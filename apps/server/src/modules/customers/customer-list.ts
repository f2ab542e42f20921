import { CUSTOMER_COLUMNS, type CustomerColumn } from '@paydesk/domain/customer-fields';
import type { Customer, CustomerListQuery } from '@paydesk/domain/customers';
import { LIVE_SUBSCRIPTION_STATUSES } from '@paydesk/domain/subscription-states';
import { csvCentsSql, csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import { dayRangeConditions } from '../../platform/lists/day-range-sql';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import type { SqlParams } from '../../platform/lists/sql-params';

/**
 * Customers (part 1 §7 "customer report") as a declared list. The payments count, lifetime
 * volume and active subscriptions are computed for the rows of the page (lateral joins on
 * `transactions_merchant_customer_idx` and `subscriptions_customer_idx`), never sorted on.
 */

export interface CustomerScope {
  merchantId: number;
  currency: string;
}

/** Approved sales of customer `c`: their count and gross less refunds. */
const PAYMENTS_OF = `select count(*)::int as payments_count,
    coalesce(sum(t.gross_amount_cents - t.refunded_amount_cents), 0)::float8 as lifetime_volume
  from transactions t
 where t.merchant_id = c.merchant_id and t.customer_id = c.id
   and t.kind = 'sale' and t.status = 'approved'`;

/** Subscriptions of customer `c` still charging. */
const ACTIVE_SUBSCRIPTIONS_OF = `select count(*)::int as active_subscriptions
  from subscriptions s
 where s.customer_id = c.id and s.merchant_id = c.merchant_id
   and s.status in (${LIVE_SUBSCRIPTION_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/** What a customer row joins for its figures (the list's rows and one customer). */
export const CUSTOMER_FIGURES_JOINS = `cross join lateral (${PAYMENTS_OF}) pay
  cross join lateral (${ACTIVE_SUBSCRIPTIONS_OF}) subs`;

export const CUSTOMER_SELECT = `c.id, c.merchant_id, c.first_name, c.last_name, c.email, c.phone,
  c.address1, c.address2, c.city, c.state, c.zip, c.country,
  to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  pay.payments_count, pay.lifetime_volume, subs.active_subscriptions`;

/** A customer row (CUSTOMER_SELECT) as the API answers it. */
export function customerRow(row: Record<string, unknown>, currency: string): Customer {
  const firstName = String(row.first_name);
  const lastName = String(row.last_name);
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    email: row.email === null ? null : String(row.email),
    phone: row.phone === null ? null : String(row.phone),
    address1: String(row.address1),
    address2: String(row.address2),
    city: String(row.city),
    state: String(row.state),
    zip: String(row.zip),
    country: String(row.country),
    createdAt: String(row.created_at),
    paymentsCount: Number(row.payments_count),
    lifetimeVolume: Number(row.lifetime_volume),
    activeSubscriptions: Number(row.active_subscriptions),
    currency,
  };
}

/** The name's sort: last name, then first name, ignoring case. */
export const CUSTOMER_NAME_SORT = "lower(c.last_name || ' ' || c.first_name)";

/** The search box: the name (first last), the e-mail, or the phone's digits. */
function searchCondition(search: string, params: SqlParams): string {
  const term = params.add(search.toLowerCase(), 'text');
  const matches = [
    `strpos(lower(c.first_name || ' ' || c.last_name), ${term}) > 0`,
    `strpos(coalesce(c.email, ''), ${term}) > 0`,
  ];
  const digits = search.replace(/\D/g, '');
  if (digits.length >= 3) {
    matches.push(
      `strpos(regexp_replace(coalesce(c.phone, ''), '[^0-9]', '', 'g'), ${params.add(digits, 'text')}) > 0`,
    );
  }
  return `(${matches.join(' or ')})`;
}

export function customerConditions(
  query: Pick<CustomerListQuery, 'search' | 'start_date' | 'end_date' | 'timezone'>,
  merchantId: number,
  params: SqlParams,
): string[] {
  const conditions = [`c.merchant_id = ${params.add(merchantId, 'int4')}`];
  if (query.search) conditions.push(searchCondition(query.search, params));
  conditions.push(...dayRangeConditions('c.created_at', query, params));
  return conditions;
}

const LABELS = columnLabels<CustomerColumn>(CUSTOMER_COLUMNS);

const CUSTOMER_CSV: Record<
  CustomerColumn,
  (params: SqlParams, query: CustomerListQuery) => string
> = {
  name: () => csvTextSql(`(c.first_name || ' ' || c.last_name)`),
  email: () => csvTextSql('c.email'),
  phone: () => csvTextSql('c.phone'),
  createdAt: (params, query) =>
    `to_char(c.created_at at time zone ${params.add(query.timezone, 'text')}, 'YYYY-MM-DD HH24:MI:SS')`,
  paymentsCount: () => csvPlainSql(`(select pay.payments_count from (${PAYMENTS_OF}) pay)`),
  lifetimeVolume: () => csvCentsSql(`(select pay.lifetime_volume from (${PAYMENTS_OF}) pay)`),
  activeSubscriptions: () =>
    csvPlainSql(`(select subs.active_subscriptions from (${ACTIVE_SUBSCRIPTIONS_OF}) subs)`),
  id: () => csvPlainSql('c.id'),
  city: () => csvTextSql('c.city'),
  state: () => csvTextSql('c.state'),
  zip: () => csvTextSql('c.zip'),
  country: () => csvTextSql('c.country'),
};

/** Customers by name (last, then first), 10 a page. */
export const customerList: ListDefinition<
  CustomerListQuery,
  Customer,
  CustomerColumn,
  CustomerScope
> = {
  name: 'customers',
  table: 'customers c',
  rowJoins: CUSTOMER_FIGURES_JOINS,
  id: { sql: 'c.id', type: 'int4' },
  anchor: 'select max(id) from customers',
  select: () => CUSTOMER_SELECT,
  sortColumns: {
    name: { sql: CUSTOMER_NAME_SORT, type: 'text' },
    createdAt: { sql: 'c.created_at', type: 'timestamptz' },
  },
  where: async (query, scope, params) => customerConditions(query, scope.merchantId, params),
  toRow: (row, scope) => customerRow(row, scope.currency),
  csv: CUSTOMER_CSV,
  csvHeader: (column, query) =>
    column === 'createdAt' ? `${LABELS.createdAt} (${query.timezone})` : LABELS[column],
  fileName: (_query, scope) => `customers-${scope.merchantId}.csv`,
  defaultColumns: defaultColumnKeys(CUSTOMER_COLUMNS),
};
