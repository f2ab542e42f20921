import { isTimeZone } from '@paydesk/domain/date-presets';
import { browserTimeZone } from '../../../shared/date-range/report-range-params';

/** The account's days (this browser's until the account arrives, or when it names none). */
export function merchantTimeZone(account: { timezone?: string | null } | undefined): string {
  return account && isTimeZone(account.timezone) ? account.timezone : browserTimeZone();
}
