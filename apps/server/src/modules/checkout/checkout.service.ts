import type {
  CheckoutDashboard,
  CheckoutDashboardQuery,
  CheckoutSettings,
  UpdateCheckoutSettings,
} from '@paydesk/domain/checkout';
import {
  CHECKOUT_LIMITS,
  CHECKOUT_MESSAGES,
  DEFAULT_BRAND_COLOR,
} from '@paydesk/domain/checkout-fields';
import { withTime } from '@paydesk/domain/wall-clock';
import type { Database, RawQuery } from '../../db/client';
import { sqlQuery } from '../../db/client';
import { type Actor, recordSuccess } from '../../platform/audit';
import { Forbidden, ValidationFailed } from '../../platform/errors';
import type { Merchant } from '../../platform/route-merchant';
import { fileOf, type SettingsRow, saveSettings, settingsOf } from './checkout.repository';
import { LINK_FIGURES_JOINS, linkStateSql } from './payment-link-sql';

/** The link-state SQL the back office's payment links overview reads too (one definition). */
export { LINK_PAYMENTS_OF, linkStateSql } from './payment-link-sql';

/** Checkout: the feature flag, the settings and the dashboard (part 2 §7). */

/** Every checkout call: 403 unless the account has checkout enabled (allowCheckout). */
export function requireCheckout(merchant: Merchant): Merchant {
  if (!merchant.allowCheckout) throw new Forbidden(CHECKOUT_MESSAGES.disabled);
  return merchant;
}

/** The settings as stored, or the defaults; the accepted methods within the account's. */
export function effectiveSettings(
  merchant: Merchant,
  row: SettingsRow | undefined,
): CheckoutSettings {
  return {
    merchantId: merchant.id,
    brandColor: row?.brand_color ?? DEFAULT_BRAND_COLOR,
    logoFileId: row?.logo_file_id ?? null,
    successMessage: row?.success_message ?? null,
    successUrl: row?.success_url ?? null,
    acceptCard: row?.accept_card ?? merchant.allowCardPayment,
    acceptAch: row?.accept_ach ?? merchant.allowAchPayment,
    sendReceipts: row?.send_receipts ?? true,
    receiptReplyTo: row?.receipt_reply_to ?? null,
    allowCardPayment: merchant.allowCardPayment,
    allowAchPayment: merchant.allowAchPayment,
    updatedAt: row?.updated_at ?? null,
  };
}

export async function checkoutSettings(
  run: RawQuery,
  merchant: Merchant,
): Promise<CheckoutSettings> {
  requireCheckout(merchant);
  return effectiveSettings(merchant, await settingsOf(run, merchant.id));
}

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * Saves the settings (audited `checkout-settings-update` with the fields saved, not their
 * values). A method the account does not allow, or a logo that is not this account's
 * checkout image, is refused with the field's message.
 */
export async function updateCheckoutSettings(
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  body: UpdateCheckoutSettings,
): Promise<CheckoutSettings> {
  requireCheckout(merchant);
  const run = sqlQuery(tx);
  const problems: Record<string, string[]> = {};
  if (body.acceptCard && !merchant.allowCardPayment)
    problems.acceptCard = [CHECKOUT_MESSAGES.cardNotAllowed];
  if (body.acceptAch && !merchant.allowAchPayment)
    problems.acceptAch = [CHECKOUT_MESSAGES.achNotAllowed];
  if (body.logoFileId) {
    const file = await fileOf(run, merchant.id, body.logoFileId);
    if (file?.type !== 'checkout-images') problems.logoFileId = [CHECKOUT_MESSAGES.logoNotFound];
    else if (!IMAGE_TYPES.has(file.content_type))
      problems.logoFileId = [CHECKOUT_MESSAGES.logoNotImage];
  }
  if (Object.keys(problems).length > 0) throw new ValidationFailed(problems);
  await saveSettings(run, merchant.id, body);
  await recordSuccess(tx, actor, {
    action: 'checkout-settings-update',
    details: { merchantId: merchant.id, fields: Object.keys(body) },
  });
  return effectiveSettings(merchant, await settingsOf(run, merchant.id));
}

/**
 * The dashboard: approved payment-link sales in the range (days of `timezone`), links active
 * now, conversion (active links that took a payment in the range / active links), the top
 * links by volume and one point a day.
 */
export async function checkoutDashboard(
  run: RawQuery,
  merchant: Merchant,
  query: CheckoutDashboardQuery,
  now: Date,
): Promise<CheckoutDashboard> {
  requireCheckout(merchant);
  const start = withTime(query.start_date, '00:00:00');
  const end = withTime(query.end_date, '23:59:59');
  const inRange = `t.merchant_id = $1 and t.payment_link_id is not null
      and t.kind = 'sale' and t.status = 'approved'
      and t.trans_date >= ($2::timestamp at time zone $4)
      and t.trans_date < ($3::timestamp at time zone $4) + interval '1 second'`;
  const params = [merchant.id, start, end, query.timezone];
  const [totals, links, top, daily] = await Promise.all([
    run<{ volume: number; count: number }>(
      `select coalesce(sum(t.gross_amount_cents), 0)::float8 as volume, count(*)::int as count
         from transactions t where ${inRange}`,
      params,
    ),
    run<{ active: number; paid: number }>(
      `with live as (
         select l.id from payment_links l ${LINK_FIGURES_JOINS}
          where l.merchant_id = $1 and ${linkStateSql('$2::timestamptz')} = 'active')
       select (select count(*) from live)::int as active,
              (select count(distinct t.payment_link_id) from transactions t
                where t.payment_link_id in (select id from live)
                  and t.merchant_id = $1 and t.kind = 'sale' and t.status = 'approved'
                  and t.trans_date >= ($3::timestamp at time zone $5)
                  and t.trans_date < ($4::timestamp at time zone $5) + interval '1 second')::int as paid`,
      [merchant.id, now.toISOString(), start, end, query.timezone],
    ),
    run<{ id: number; token: string; title: string; count: number; volume: number }>(
      `select l.id, l.token, l.title, s.count, s.volume
         from (select t.payment_link_id, count(*)::int as count,
                      sum(t.gross_amount_cents)::float8 as volume
                 from transactions t where ${inRange}
                group by t.payment_link_id) s
         join payment_links l on l.id = s.payment_link_id
        order by s.volume desc, l.id limit ${CHECKOUT_LIMITS.topLinks}`,
      params,
    ),
    run<{ day: string; volume: number; count: number }>(
      `select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(s.volume, 0)::float8 as volume,
              coalesce(s.count, 0)::int as count
         from generate_series($2::timestamp::date, $3::timestamp::date, interval '1 day') d(day)
         left join (select (t.trans_date at time zone $4)::date as day,
                           sum(t.gross_amount_cents) as volume, count(*) as count
                      from transactions t where ${inRange} group by 1) s
           on s.day = d.day::date
        order by d.day`,
      params,
    ),
  ]);
  const volume = Number(totals[0]?.volume ?? 0);
  const count = Number(totals[0]?.count ?? 0);
  const active = Number(links[0]?.active ?? 0);
  const paid = Number(links[0]?.paid ?? 0);
  return {
    start_date: query.start_date,
    end_date: query.end_date,
    timezone: query.timezone,
    currency: merchant.currency,
    volume,
    paymentsCount: count,
    activeLinks: active,
    linksPaid: paid,
    conversion: active === 0 ? 0 : Math.round((paid / active) * 10_000) / 10_000,
    averagePayment: count === 0 ? 0 : Math.round(volume / count),
    topLinks: top.map((row) => ({
      id: Number(row.id),
      token: String(row.token),
      title: String(row.title),
      paymentsCount: Number(row.count),
      volume: Number(row.volume),
    })),
    daily: daily.map((row) => ({
      date: String(row.day),
      volume: Number(row.volume),
      count: Number(row.count),
    })),
  };
}
