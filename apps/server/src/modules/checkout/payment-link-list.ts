import {
  PAYMENT_LINK_COLUMNS,
  PAYMENT_LINK_STATE_LABELS,
  type PaymentLinkColumn,
} from '@paydesk/domain/payment-link-fields';
import type { PaymentLinkListQuery, PaymentLinkRow } from '@paydesk/domain/payment-links';
import { csvCentsSql, csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import type { SqlParams } from '../../platform/lists/sql-params';
import {
  LINK_FIGURES_JOINS,
  LINK_ITEMS_OF,
  LINK_PAYMENTS_OF,
  linkRow,
  linkSelect,
  linkStateSql,
} from './payment-link-sql';

/**
 * Payment links (part 2 §7) as a declared list: newest first; the payments, volume, amount
 * and state are computed for the rows of the page (lateral joins), never sorted on.
 */
export interface PaymentLinkScope {
  merchantId: number;
  /** The time the states are read at (the app's clock). */
  now: Date;
}

const LABELS = columnLabels<PaymentLinkColumn>(PAYMENT_LINK_COLUMNS);

const figure = (expr: string) =>
  `(select ${expr} from (${LINK_PAYMENTS_OF}) pay cross join lateral (${LINK_ITEMS_OF}) its)`;

const nowParam = (params: SqlParams, now: Date) => params.add(now.toISOString(), 'timestamptz');

/** Scope is not passed to csv(): the state column of a CSV is read at the query's time. */
const CSV: Record<PaymentLinkColumn, (params: SqlParams, query: PaymentLinkListQuery) => string> = {
  title: () => csvTextSql('l.title'),
  amount: () =>
    csvCentsSql(
      `case when (${figure('its.item_count')}) > 0 then ${figure('its.items_total')} else l.amount_cents end`,
    ),
  state: (params) => {
    const cases = Object.entries(PAYMENT_LINK_STATE_LABELS)
      .map(([state, label]) => `when '${state}' then '${label}'`)
      .join(' ');
    return `(case ${figure(linkStateSql(nowParam(params, new Date())))} ${cases} end)`;
  },
  expiresAt: () => `to_char(l.expires_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`,
  paymentsCount: () => csvPlainSql(figure('pay.payments_count')),
  volume: () => csvCentsSql(figure('pay.volume')),
  createdAt: () => `to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`,
  id: () => csvPlainSql('l.id'),
  token: () => csvTextSql('l.token'),
  amountType: () =>
    `(case when (${figure('its.item_count')}) > 0 then 'items' when l.amount_cents is null then 'open' else 'fixed' end)`,
  maxPayments: () => csvPlainSql('l.max_payments'),
  shareCount: () => csvPlainSql('l.share_count'),
};

export const paymentLinkList: ListDefinition<
  PaymentLinkListQuery,
  PaymentLinkRow,
  PaymentLinkColumn,
  PaymentLinkScope
> = {
  name: 'payment-links',
  table: 'payment_links l',
  rowJoins: LINK_FIGURES_JOINS,
  id: { sql: 'l.id', type: 'int4' },
  anchor: 'select max(id) from payment_links',
  // The state reads the time of the request: bound when the rows are selected.
  select: (_query, params) => linkSelect(nowParam(params, new Date())),
  sortColumns: {
    title: { sql: 'lower(l.title)', type: 'text' },
    createdAt: { sql: 'l.created_at', type: 'timestamptz' },
    expiresAt: { sql: "coalesce(l.expires_at, 'infinity'::timestamptz)", type: 'timestamptz' },
  },
  where: async (query, scope, params) => {
    const conditions = [`l.merchant_id = ${params.add(scope.merchantId, 'int4')}`];
    if (query.search) {
      conditions.push(
        `strpos(lower(l.title), ${params.add(query.search.toLowerCase(), 'text')}) > 0`,
      );
    }
    if (query.active !== undefined) {
      conditions.push(`l.active = ${params.add(query.active, 'bool')}`);
    }
    return conditions;
  },
  toRow: (row) => linkRow(row),
  csv: CSV,
  csvHeader: (column) =>
    column === 'createdAt' || column === 'expiresAt' ? `${LABELS[column]} (UTC)` : LABELS[column],
  fileName: (_query, scope) => `payment-links-${scope.merchantId}.csv`,
  defaultColumns: defaultColumnKeys(PAYMENT_LINK_COLUMNS),
};
