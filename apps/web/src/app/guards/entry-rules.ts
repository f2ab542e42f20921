import { paths } from '../../config/paths';
import type { AccountData, ProfileMerchant } from '../../shared/account/account-types';
import { hasPendingAdditionalInfo, isAdminProfile } from '../../shared/account/landing-path';
import { featureRoute } from './feature-routes';

export interface EntryInput {
  pathname: string;
  data: AccountData;
  /** The current merchant account, chosen as part 1 §2 says. */
  currentMerchantId: number | undefined;
  /** The admin redirect already ran in this session. */
  adminRedirectDone: boolean;
}

export interface EntryDecision {
  redirect?: string;
  /** Remember that the once-per-session admin redirect has run. */
  adminRedirectDone: boolean;
}

/** Paths an admin is not sent away from (part 1 §2). */
const ADMIN_MAY_STAY = /payment-plans|subscriptions|verify-merchant-application/;

const isUnderAdmin = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * Part 1 §2 "Route entry rules", once the account is known: pending additional info goes to
 * /apply; an admin goes to /admin once per session; a non-admin never sees /admin; the bare
 * dashboard opens the current merchant's; a route whose feature is off for the account it
 * names goes to that account's dashboard.
 */
export function entryDecision(input: EntryInput): EntryDecision {
  const { pathname, data } = input;
  const done = input.adminRedirectDone;
  if (hasPendingAdditionalInfo(data.profile)) {
    return { redirect: paths.public.apply.href(), adminRedirectDone: done };
  }
  if (isAdminProfile(data.profile)) {
    if (done || isUnderAdmin(pathname) || ADMIN_MAY_STAY.test(pathname)) {
      return { adminRedirectDone: true };
    }
    return { redirect: paths.admin.root.href(), adminRedirectDone: true };
  }
  const current = data.merchants.find((merchant) => merchant.id === input.currentMerchantId);
  const dashboard = paths.dashboard.href(current?.id);
  if (isUnderAdmin(pathname)) return { redirect: dashboard, adminRedirectDone: done };
  const featureOff = featureRedirect(pathname, data, current);
  if (featureOff) return { redirect: featureOff, adminRedirectDone: done };
  if (current && (pathname === paths.home.href() || pathname === paths.dashboard.href())) {
    return { redirect: dashboard, adminRedirectDone: done };
  }
  return { adminRedirectDone: done };
}

/**
 * A route whose feature is off for the account in its path goes to that account's dashboard
 * (`/checkout/100002` → `/dashboard/100002`, whichever account is selected). A path without an
 * account (`/device-management`), or with one the user does not hold, is decided by the current
 * merchant and goes to its dashboard.
 */
function featureRedirect(
  pathname: string,
  data: AccountData,
  current: ProfileMerchant | undefined,
): string | undefined {
  const feature = featureRoute(pathname);
  if (!feature) return undefined;
  const account =
    data.merchants.find((merchant) => String(merchant.id) === feature.accountId) ?? current;
  if (!account || feature.allowed(account, data.profile)) return undefined;
  return paths.dashboard.href(account.id);
}
