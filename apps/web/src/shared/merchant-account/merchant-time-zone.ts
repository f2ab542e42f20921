import { isTimeZone } from '@paydesk/domain/date-presets';
import { browserTimeZone } from '../date-range/report-range-params';
import { useMerchantAccount } from './get-merchant-account';

/** The account's days and times are its own zone's (this browser's until the account arrives). */
export function merchantTimeZone(account: { timezone?: string | null } | undefined): string {
  return account && isTimeZone(account.timezone) ? account.timezone : browserTimeZone();
}

/**
 * The account a merchant page shows: its query, its name for the tab's title (the id until it
 * arrives) and its time zone.
 */
export function useMerchantZone(merchantId: number) {
  const merchant = useMerchantAccount(merchantId);
  return {
    merchant,
    accountName: merchant.data?.businessCommonName ?? String(merchantId),
    timeZone: merchantTimeZone(merchant.data),
  };
}
