import { paths } from '../../config/paths';
import type { AccountData, Profile } from './account-types';

/** Part 1 §6: an admin is a user whose first profile group is mp_admin. */
export const ADMIN_GROUP = 'mp_admin';

export function isAdminProfile(profile: Pick<Profile, 'groups'> | null | undefined): boolean {
  return profile?.groups[0]?.name === ADMIN_GROUP;
}

/** Any additionalInfoStatus value means the application still needs information. */
export function hasPendingAdditionalInfo(
  profile: Pick<Profile, 'additionalInfoStatus'> | null | undefined,
): boolean {
  return Boolean(profile?.additionalInfoStatus?.trim());
}

/** Where a user lands after sign-in: /apply, /admin, or the first merchant's dashboard. */
export function landingPath(data: AccountData): string {
  if (hasPendingAdditionalInfo(data.profile)) return paths.public.apply.href();
  if (isAdminProfile(data.profile)) return paths.admin.root.href();
  // An applicant without an account yet continues the application.
  if (data.merchants.length === 0 && data.profile.applicationTokens.length > 0) {
    return paths.public.apply.href();
  }
  return paths.dashboard.href(data.merchants[0]?.id);
}

/** Sign-in screens, and the links that only redirect (a dispute's, a sign-on key's). */
const NOT_A_RETURN_TARGET =
  /^\/(login|users\/login|signup|dispute-details-redirect|dispute-details|verify-dispute-redirect)(\/|\?|$)/;

/** A remembered URL worth returning to: a path of this app, not a sign-in screen. */
export function isReturnTarget(url: string | null | undefined): url is string {
  if (!url?.startsWith('/') || url.startsWith('//') || url.includes('\\')) return false;
  return !NOT_A_RETURN_TARGET.test(url);
}

/** After sign-in: back to the last visited URL when there is one, else the landing. */
export function afterSignInPath(lastUrl: string | null | undefined, data: AccountData): string {
  if (hasPendingAdditionalInfo(data.profile)) return paths.public.apply.href();
  return isReturnTarget(lastUrl) && lastUrl !== '/' ? lastUrl : landingPath(data);
}
