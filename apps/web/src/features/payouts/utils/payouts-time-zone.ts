import { isTimeZone } from '@paydesk/domain/date-presets';
import { browserTimeZone } from '../../../shared/date-range/report-range-params';

/** Payout days are the merchant's (this browser's when the account gave none). */
export function payoutsTimeZone(account: { timezone: string } | undefined): string {
  return account && isTimeZone(account.timezone) ? account.timezone : browserTimeZone();
}
