import type { AccountData } from '../../../shared/account/account-types';
import { isAdminProfile } from '../../../shared/account/landing-path';
import type { TransactionScope } from '../api/transaction-keys';

/** The path's `all`: every account the user holds. */
export const ALL_ACCOUNTS = 'all';

/**
 * What a transactions path may show: one of the user's accounts (or any, for an admin), or
 * 'all' of them; undefined for an id that is not a number or not the user's, which is never
 * called (a merchant call for someone else's account would end the session with a 403).
 */
export function routeScope(
  accountParam: string | undefined,
  data: AccountData | null | undefined,
): TransactionScope | undefined {
  if (!data) return undefined;
  if (accountParam === ALL_ACCOUNTS) return data.merchants.length > 0 ? 'all' : undefined;
  if (!accountParam || !/^[1-9]\d{0,9}$/.test(accountParam)) return undefined;
  const id = Number(accountParam);
  const owned = data.merchants.some((merchant) => merchant.id === id);
  return owned || isAdminProfile(data.profile) ? id : undefined;
}

/** A transaction id of the path, or undefined. */
export function routeTransactionId(param: string | undefined): number | undefined {
  return param && /^[1-9]\d{0,9}$/.test(param) && Number(param) <= 2_147_483_647
    ? Number(param)
    : undefined;
}
