import { todayIn } from '@paydesk/domain/date-presets';
import { paths } from '../../../config/paths';
import { RANGE_PARAMS } from '../../../shared/date-range/report-range-params';
import { expiryDay } from './link-form-values';

/**
 * The transactions list filtered by a link (`payment_link_id`, a filter of that list), over
 * the days from the link's creation to today in the account's zone, so none of its payments
 * falls outside the list's default Month-To-Date.
 */
export function linkPaymentsHref(
  merchantId: number,
  link: { id: number; createdAt: string },
  timeZone: string,
  now: Date = new Date(),
): string {
  const today = todayIn(timeZone, now);
  const created = expiryDay(link.createdAt, timeZone);
  const query = new URLSearchParams({ payment_link_id: String(link.id) });
  query.set(RANGE_PARAMS.from, created && created < today ? created : today);
  query.set(RANGE_PARAMS.to, today);
  return `${paths.transactions.list.href(merchantId)}?${query.toString()}`;
}
