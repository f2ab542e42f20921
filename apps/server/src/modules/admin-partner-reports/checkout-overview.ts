import {
  CHECKOUT_OVERVIEW_COLUMNS,
  type CheckoutOverviewColumn,
} from '@paydesk/domain/admin-partner-report-fields';
import type {
  CheckoutOverviewQuery,
  CheckoutOverviewRow,
} from '@paydesk/domain/admin-partner-reports';
import type { AggregateList } from '../../platform/lists/aggregate-list';
import { cents, num, text } from '../../platform/lists/csv';
import { dayRangeConditions } from '../../platform/lists/day-range-sql';
import { LINK_PAYMENTS_OF, linkStateSql } from '../checkout/checkout.service';

/**
 * The payment links overview (part 2 §2 payment-links-overview; §7 merchants/checkout/download):
 * per merchant with checkout on or with links, its links by state now (the merchant checkout's
 * states: deactivated, expired, limit reached, active), the approved sales through them in the
 * range, their volume, and the conversion of the merchant checkout dashboard: active links that
 * took a payment in the range / active links.
 */
export const checkoutOverviewList = (
  now: Date,
): AggregateList<CheckoutOverviewQuery, CheckoutOverviewRow, CheckoutOverviewColumn> => ({
  name: 'payment-links-overview',
  columns: CHECKOUT_OVERVIEW_COLUMNS,
  rowsSql: (query, params) => {
    const merchants = [
      '(m.allow_checkout or exists (select 1 from payment_links x where x.merchant_id = m.id))',
    ];
    if (query.merchantid !== undefined) {
      merchants.push(`m.id = ${params.add(query.merchantid, 'int4')}`);
    }
    if (query.merchant_ids)
      merchants.push(`m.id = any(${params.add(query.merchant_ids, 'int4[]')})`);
    const inRange = [
      't.merchant_id = l.merchant_id',
      't.payment_link_id = l.id',
      "t.kind = 'sale'",
      "t.status = 'approved'",
      ...dayRangeConditions('t.trans_date', query, params),
    ].join(' and ');
    const at = params.add(now.toISOString(), 'timestamptz');
    return `with ms as (
        select m.id, m.business_common_name, m.allow_checkout, m.currency from merchants m
         where ${merchants.join(' and ')}),
      links as (
        select l.merchant_id, ${linkStateSql(at)} as state, range.payments, range.volume
          from payment_links l
          cross join lateral (${LINK_PAYMENTS_OF}) pay
          cross join lateral (
            select count(*)::int as payments, coalesce(sum(t.gross_amount_cents), 0)::float8 as volume
              from transactions t where ${inRange}) range
         where l.merchant_id in (select id from ms)),
      per as (
        select merchant_id, count(*)::int as links,
               count(*) filter (where state = 'active')::int as active_links,
               count(*) filter (where state = 'expired')::int as expired_links,
               count(*) filter (where state = 'deactivated')::int as deactivated_links,
               count(*) filter (where state = 'limit-reached')::int as limit_reached_links,
               sum(payments)::int as payments, sum(volume)::float8 as volume,
               count(*) filter (where state = 'active' and payments > 0)::int as links_paid
          from links group by merchant_id)
      select ms.id as merchant_id, ms.business_common_name as merchant_name,
             lower(ms.business_common_name) as merchant_key, ms.allow_checkout, ms.currency,
             coalesce(per.links, 0) as links, coalesce(per.active_links, 0) as active_links,
             coalesce(per.expired_links, 0) as expired_links,
             coalesce(per.deactivated_links, 0) as deactivated_links,
             coalesce(per.limit_reached_links, 0) as limit_reached_links,
             coalesce(per.payments, 0) as payments, coalesce(per.volume, 0)::float8 as volume,
             coalesce(per.links_paid, 0) as links_paid,
             case when coalesce(per.active_links, 0) = 0 then 0
                  else round(per.links_paid::numeric / per.active_links, 4) end::float8 as conversion
        from ms left join per on per.merchant_id = ms.id`;
  },
  searchSql: (search, params) => {
    const id = search.trim();
    const byId = /^\d{1,9}$/.test(id) ? ` or merchant_id = ${params.add(Number(id), 'int4')}` : '';
    return `(strpos(merchant_key, ${params.add(search.toLowerCase(), 'text')}) > 0${byId})`;
  },
  sortSql: {
    merchantName: 'merchant_key',
    merchantId: 'merchant_id',
    links: 'links',
    activeLinks: 'active_links',
    payments: 'payments',
    volume: 'volume',
    conversion: 'conversion',
  },
  tieBreaker: 'merchant_id',
  toRow: (row) => ({
    merchantId: Number(row.merchant_id),
    merchantName: String(row.merchant_name),
    checkoutEnabled: Boolean(row.allow_checkout),
    links: Number(row.links),
    activeLinks: Number(row.active_links),
    expiredLinks: Number(row.expired_links),
    deactivatedLinks: Number(row.deactivated_links),
    limitReachedLinks: Number(row.limit_reached_links),
    payments: Number(row.payments),
    volume: Number(row.volume),
    linksPaid: Number(row.links_paid),
    conversion: Number(row.conversion),
    currency: String(row.currency),
  }),
  csvCell: {
    merchantName: (row) => text(row.merchantName),
    merchantId: (row) => num(row.merchantId),
    links: (row) => num(row.links),
    activeLinks: (row) => num(row.activeLinks),
    expiredLinks: (row) => num(row.expiredLinks),
    deactivatedLinks: (row) => num(row.deactivatedLinks),
    limitReachedLinks: (row) => num(row.limitReachedLinks),
    payments: (row) => num(row.payments),
    volume: (row) => cents(row.volume),
    linksPaid: (row) => num(row.linksPaid),
    conversion: (row) => num(row.conversion),
    checkoutEnabled: (row) => text(row.checkoutEnabled ? 'yes' : 'no'),
    currency: (row) => text(row.currency),
  },
  fileName: () => 'payment-links-overview.csv',
});
