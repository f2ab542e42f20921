import {
  ADMIN_SUBSCRIPTION_COLUMNS,
  type AdminSubscriptionColumn,
} from '@paydesk/domain/admin-partner-report-fields';
import type {
  AdminSubscriptionListQuery,
  AdminSubscriptionRow,
} from '@paydesk/domain/admin-partner-reports';
import { CUSTOMER_MESSAGES } from '@paydesk/domain/customer-fields';
import {
  SCHEDULED_RUN_CSV_COLUMNS,
  SUBSCRIPTION_COLUMNS,
  type SubscriptionColumn,
} from '@paydesk/domain/subscription-fields';
import type {
  ScheduledRunsQuery,
  SubscriptionListQuery,
  SubscriptionRow,
} from '@paydesk/domain/subscriptions';
import type { RawQuery } from '../../db/client';
import { NotFound } from '../../platform/errors';
import { csvCentsSql, csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import { dayRangeConditions } from '../../platform/lists/day-range-sql';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
  type ListQueryBase,
} from '../../platform/lists/list-definition';
import type { SqlParams } from '../../platform/lists/sql-params';

/**
 * The subscriptions report (part 1 §7 "subscription report") as a declared list, and the
 * scheduled-transactions download (part 2 §7) as a CSV-only one. The customer's name and
 * e-mail and the product's name are joined for the rows of a page only; the search reads the
 * customers of the account through a sub-select on the base table.
 */

export interface SubscriptionScope {
  /** Whose subscriptions: one account's, or (null) every account's for staff. */
  merchantId: number | null;
}

const ISO_UTC = (expr: string) =>
  `to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** What a subscription row joins: its customer and its product. */
export const SUBSCRIPTION_JOINS = `join customers c on c.id = s.customer_id
  left join products p on p.id = s.product_id`;

/** The plan's words: the subscription's description, else its product's name. */
const DESCRIPTION_SQL = `coalesce(nullif(s.description, ''), p.name, '')`;

export const SUBSCRIPTION_SELECT = `s.id, s.merchant_id, s.status, s.customer_id, s.product_id,
  c.first_name, c.last_name, c.email as customer_email, ${DESCRIPTION_SQL} as description,
  s.amount_cents, s.currency, s.interval, s.interval_count, s.installments,
  s.next_run_date::text as next_run_date, s.cancel_at_date::text as cancel_at_date,
  s.payment_method, s.card_brand, s.last_four, ${ISO_UTC('s.created_at')} as created_at`;

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** A row of SUBSCRIPTION_SELECT as the API answers it. */
export function subscriptionRow(row: Record<string, unknown>): SubscriptionRow {
  const lastFour = text(row.last_four);
  const method = row.payment_method === 'ach' ? 'ach' : 'card';
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    status: row.status as SubscriptionRow['status'],
    customerId: Number(row.customer_id),
    customerName: `${String(row.first_name)} ${String(row.last_name)}`,
    customerEmail: text(row.customer_email),
    productId: row.product_id === null ? null : Number(row.product_id),
    description: String(row.description),
    amount: Number(row.amount_cents),
    currency: String(row.currency),
    interval: row.interval as SubscriptionRow['interval'],
    intervalCount: Number(row.interval_count),
    installments: row.installments === null ? null : Number(row.installments),
    nextRunDate: text(row.next_run_date),
    cancelAtDate: text(row.cancel_at_date),
    paymentMethod: lastFour
      ? {
          method,
          brand: method === 'ach' ? 'ACH' : (text(row.card_brand) ?? 'Card'),
          lastFour,
        }
      : null,
    createdAt: String(row.created_at),
  };
}

const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

export function subscriptionConditions(
  query: SubscriptionListQuery,
  merchantId: number | null,
  params: SqlParams,
): string[] {
  const merchant = merchantId === null ? null : params.add(merchantId, 'int4');
  const conditions = merchant === null ? [] : [`s.merchant_id = ${merchant}`];
  if (query.status?.length) conditions.push(`s.status in (${quoted(query.status)})`);
  if (query.interval) conditions.push(`s.interval = ${params.add(query.interval, 'text')}`);
  if (query.customer_id !== undefined) {
    conditions.push(`s.customer_id = ${params.add(query.customer_id, 'int4')}`);
  }
  if (query.next_run_from) {
    conditions.push(`s.next_run_date >= ${params.add(query.next_run_from, 'date')}`);
  }
  if (query.next_run_to) {
    conditions.push(`s.next_run_date <= ${params.add(query.next_run_to, 'date')}`);
  }
  conditions.push(...dayRangeConditions('s.created_at', query, params));
  if (query.search) {
    const term = params.add(query.search.toLowerCase(), 'text');
    const matches = [
      `s.customer_id in (select c2.id from customers c2 where
         ${merchant === null ? '' : `c2.merchant_id = ${merchant} and`}
         (strpos(lower(c2.first_name || ' ' || c2.last_name), ${term}) > 0
              or strpos(coalesce(c2.email, ''), ${term}) > 0))`,
    ];
    const id = query.search.trim();
    if (/^\d{1,9}$/.test(id)) matches.push(`s.id = ${params.add(Number(id), 'int4')}`);
    conditions.push(`(${matches.join(' or ')})`);
  }
  return conditions;
}

/** Another account's customer is not found, like an unknown id (staff: any account's). */
async function checkCustomerFilter(
  run: RawQuery,
  query: Pick<SubscriptionListQuery, 'customer_id'>,
  scope: SubscriptionScope,
): Promise<void> {
  if (query.customer_id === undefined) return;
  const [customer] =
    scope.merchantId === null
      ? await run<{ id: number }>('select id from customers where id = $1', [query.customer_id])
      : await run<{ id: number }>('select id from customers where id = $1 and merchant_id = $2', [
          query.customer_id,
          scope.merchantId,
        ]);
  if (!customer) throw new NotFound(CUSTOMER_MESSAGES.notFound);
}

const LABELS = columnLabels<SubscriptionColumn>(SUBSCRIPTION_COLUMNS);

const CUSTOMER_OF = (expr: string) =>
  `(select ${expr} from customers c where c.id = s.customer_id)`;

const SUBSCRIPTION_CSV: Record<
  SubscriptionColumn,
  (params: SqlParams, query: { timezone: string }) => string
> = {
  status: () => csvPlainSql('s.status'),
  customerName: () => csvTextSql(CUSTOMER_OF(`c.first_name || ' ' || c.last_name`)),
  customerEmail: () => csvTextSql(CUSTOMER_OF('c.email')),
  description: () =>
    csvTextSql(
      `coalesce(nullif(s.description, ''), (select p.name from products p where p.id = s.product_id), '')`,
    ),
  amount: () => csvCentsSql('s.amount_cents'),
  interval: () =>
    `case when s.interval_count = 1 then 'every ' || s.interval
          else 'every ' || s.interval_count || ' ' || s.interval || 's' end`,
  nextRunDate: () => csvPlainSql('s.next_run_date'),
  cancelAtDate: () => csvPlainSql('s.cancel_at_date'),
  createdAt: (params, query) =>
    `to_char(s.created_at at time zone ${params.add(query.timezone, 'text')}, 'YYYY-MM-DD HH24:MI:SS')`,
  id: () => csvPlainSql('s.id'),
  currency: () => csvPlainSql('s.currency'),
  installments: () => csvPlainSql('s.installments'),
  paymentMethod: () =>
    `case when s.last_four is null then null
          when s.payment_method = 'ach' then 'ACH ending ' || s.last_four
          else coalesce(s.card_brand, 'Card') || ' ending ' || s.last_four end`,
  customerId: () => csvPlainSql('s.customer_id'),
};

/** Subscriptions, newest first, 10 a page. */
export const subscriptionList: ListDefinition<
  SubscriptionListQuery,
  SubscriptionRow,
  SubscriptionColumn,
  SubscriptionScope
> = {
  name: 'subscriptions',
  table: 'subscriptions s',
  rowJoins: SUBSCRIPTION_JOINS,
  id: { sql: 's.id', type: 'int4' },
  anchor: 'select max(id) from subscriptions',
  select: () => SUBSCRIPTION_SELECT,
  sortColumns: {
    createdAt: { sql: 's.created_at', type: 'timestamptz' },
    // A subscription that has ended has no next charge: last in ascending order.
    nextRunDate: { sql: "coalesce(s.next_run_date, 'infinity'::date)", type: 'date' },
    amount: { sql: 's.amount_cents', type: 'int8' },
  },
  where: async (query, scope, params, run) => {
    // Another account's customer is not found, like an unknown id.
    await checkCustomerFilter(run, query, scope);
    return subscriptionConditions(query, scope.merchantId, params);
  },
  toRow: (row) => subscriptionRow(row),
  csv: SUBSCRIPTION_CSV,
  csvHeader: (column, query) =>
    column === 'createdAt' ? `${LABELS.createdAt} (${query.timezone})` : LABELS[column],
  fileName: (_query, scope) => `subscriptions-${scope.merchantId}.csv`,
  defaultColumns: defaultColumnKeys(SUBSCRIPTION_COLUMNS),
};

const STAFF_LABELS = columnLabels<AdminSubscriptionColumn>(ADMIN_SUBSCRIPTION_COLUMNS);

/**
 * The back office's subscriptions report (part 2 §2 subscriptions): the same list across every
 * account (scope `merchantId: null`) or one, each row with its merchant's name.
 */
export const staffSubscriptionList: ListDefinition<
  AdminSubscriptionListQuery,
  AdminSubscriptionRow,
  AdminSubscriptionColumn,
  SubscriptionScope
> = {
  ...subscriptionList,
  name: 'admin-subscriptions',
  rowJoins: `${SUBSCRIPTION_JOINS}
  join merchants sm on sm.id = s.merchant_id`,
  select: () => `${SUBSCRIPTION_SELECT}, sm.business_common_name as merchant_name`,
  toRow: (row) => ({ ...subscriptionRow(row), merchantName: String(row.merchant_name) }),
  csv: {
    ...SUBSCRIPTION_CSV,
    merchantName: () =>
      csvTextSql('(select sm.business_common_name from merchants sm where sm.id = s.merchant_id)'),
    merchantId: () => csvPlainSql('s.merchant_id'),
  },
  csvHeader: (column, query) =>
    column === 'createdAt' ? `${STAFF_LABELS.createdAt} (${query.timezone})` : STAFF_LABELS[column],
  fileName: (_query, scope) =>
    scope.merchantId === null ? 'subscriptions.csv' : `subscriptions-${scope.merchantId}.csv`,
  defaultColumns: defaultColumnKeys(ADMIN_SUBSCRIPTION_COLUMNS),
};

// ---------------------------------------------------------------------------------------------
// The scheduled-transactions download: every run of the account's subscriptions.

type RunColumn = (typeof SCHEDULED_RUN_CSV_COLUMNS)[number];
export type ScheduledRunsCsvQuery = ScheduledRunsQuery & ListQueryBase<RunColumn>;

const RUN_CSV: Record<RunColumn, (params: SqlParams) => string> = {
  'Subscription ID': () => csvPlainSql('r.subscription_id'),
  Customer: () => csvTextSql(`(c.first_name || ' ' || c.last_name)`),
  'Customer e-mail': () => csvTextSql('c.email'),
  'Scheduled date': () => csvPlainSql('r.scheduled_date'),
  Amount: () => csvCentsSql('r.amount_cents'),
  Currency: () => csvPlainSql('s.currency'),
  Status: () => csvPlainSql('r.status'),
  Attempts: () => csvPlainSql('r.attempts'),
  'Response code': () => csvTextSql('r.response_code'),
  Response: () => csvTextSql('r.response_text'),
  'Transaction ID': () => csvPlainSql('r.transaction_id'),
};

/**
 * The runs as a list read only as CSV: the base "table" joins the subscription and its
 * customer (CSV reads never count or seek on it), ordered by scheduled date then run id.
 */
export const scheduledRunList: ListDefinition<
  ScheduledRunsCsvQuery,
  never,
  RunColumn,
  SubscriptionScope
> = {
  name: 'scheduled-transactions',
  table: `subscription_scheduled_transactions r
    join subscriptions s on s.id = r.subscription_id
    join customers c on c.id = s.customer_id`,
  id: { sql: 'r.id', type: 'int8' },
  anchor: 'select max(id) from subscription_scheduled_transactions',
  select: () => 'r.id',
  sortColumns: { 'Scheduled date': { sql: 'r.scheduled_date', type: 'date' } },
  where: async (query, scope, params) => {
    const conditions = [`s.merchant_id = ${params.add(scope.merchantId, 'int4')}`];
    if (query.status?.length) conditions.push(`r.status in (${quoted(query.status)})`);
    if (query.start_date) {
      conditions.push(`r.scheduled_date >= ${params.add(query.start_date.slice(0, 10), 'date')}`);
    }
    if (query.end_date) {
      conditions.push(`r.scheduled_date <= ${params.add(query.end_date.slice(0, 10), 'date')}`);
    }
    return conditions;
  },
  toRow: () => {
    throw new Error('the scheduled-transactions list is read as CSV only');
  },
  csv: RUN_CSV,
  csvHeader: (column) => column,
  fileName: (_query, scope) => `scheduled-transactions-${scope.merchantId}.csv`,
  defaultColumns: SCHEDULED_RUN_CSV_COLUMNS,
};

/** The download's query as the list reader takes it: every column, by scheduled date. */
export const scheduledRunsCsvQuery = (query: ScheduledRunsQuery): ScheduledRunsCsvQuery => ({
  ...query,
  page: 1,
  perPage: 100,
  sort: [{ key: 'Scheduled date', desc: false }],
  download: 'csv',
});
