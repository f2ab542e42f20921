import type { PaymentLinkAmountType, PaymentLinkState } from '@paydesk/domain/payment-link-fields';
import type { PaymentLinkRow } from '@paydesk/domain/payment-links';

/**
 * The SQL a payment link's row is read with (the list, one link, the pay page): its payments
 * (approved sales through it, the partial index on transactions.payment_link_id), its
 * items' total at their starting quantities, and its state at a time the caller binds.
 */

/** Approved sales of link `l`: their count and gross less refunds. */
export const LINK_PAYMENTS_OF = `select count(*)::int as payments_count,
    coalesce(sum(t.gross_amount_cents - t.refunded_amount_cents), 0)::float8 as volume
  from transactions t
 where t.merchant_id = l.merchant_id and t.payment_link_id = l.id
   and t.kind = 'sale' and t.status = 'approved'`;

/** Link `l`'s items: how many, and their total at the starting quantities (list prices first). */
export const LINK_ITEMS_OF = `select count(*)::int as item_count,
    coalesce(sum(i.quantity * coalesce(pli.price_cents, p.price_cents)), 0)::float8 as items_total
  from payment_link_items i
  join products p on p.id = i.product_id
  left join pricing_list_items pli
    on pli.pricing_list_id = l.pricing_list_id and pli.product_id = i.product_id
 where i.payment_link_id = l.id`;

export const LINK_FIGURES_JOINS = `cross join lateral (${LINK_PAYMENTS_OF}) pay
  cross join lateral (${LINK_ITEMS_OF}) its`;

/** The state at `now` (a bound timestamptz): deactivated, then expired, then the limit. */
export const linkStateSql = (now: string) => `case
    when not l.active then 'deactivated'
    when l.expires_at is not null and l.expires_at <= ${now} then 'expired'
    when l.max_payments is not null and pay.payments_count >= l.max_payments then 'limit-reached'
    else 'active' end`;

const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The select list of a link row; `now` is a bound timestamptz. */
export const linkSelect = (now: string) => `l.id, l.merchant_id, l.token, l.title, l.description,
  l.amount_cents, l.currency, l.product_id, l.pricing_list_id, l.active, l.share_count,
  l.max_payments, ${iso('l.expires_at')} as expires_at, ${iso('l.created_at')} as created_at,
  ${iso('l.updated_at')} as updated_at,
  pay.payments_count, pay.volume, its.item_count, its.items_total,
  ${linkStateSql(now)} as state`;

export function amountTypeOf(row: Record<string, unknown>): PaymentLinkAmountType {
  if (Number(row.item_count) > 0) return 'items';
  return row.amount_cents === null ? 'open' : 'fixed';
}

/** A row of linkSelect as the API's list row. */
export function linkRow(row: Record<string, unknown>): PaymentLinkRow {
  const amountType = amountTypeOf(row);
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    token: String(row.token),
    title: String(row.title),
    amountType,
    amount:
      amountType === 'items'
        ? Number(row.items_total)
        : amountType === 'fixed'
          ? Number(row.amount_cents)
          : null,
    currency: String(row.currency),
    active: Boolean(row.active),
    state: row.state as PaymentLinkState,
    expiresAt: row.expires_at === null ? null : String(row.expires_at),
    maxPayments: row.max_payments === null ? null : Number(row.max_payments),
    paymentsCount: Number(row.payments_count),
    volume: Number(row.volume),
    shareCount: Number(row.share_count),
    createdAt: String(row.created_at),
  };
}
