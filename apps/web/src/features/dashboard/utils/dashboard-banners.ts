import type { Permission } from '../../../shared/account/account-types';
import { isClosedStatus } from '../../../shared/merchant-account/merchant-status';

export type DashboardBanner = 'provider-owned' | 'account-closed' | 'response-needed';

export const MANAGE_DISPUTES_PERMISSION = 'can-manage-disputes';

export function canManageDisputes(permissions: readonly Permission[]): boolean {
  return permissions.some(
    (permission) => permission.slug === MANAGE_DISPUTES_PERMISSION && permission.enabled,
  );
}

export interface BannerInput {
  account: { status: number; ownedByProvider: boolean } | undefined;
  permissions: readonly Permission[];
  /** The evidence-needed tile's count; undefined until it has loaded. */
  evidenceNeeded: number | undefined;
}

/**
 * The dismissible banners of part 1 §2 and when they show: owned by the provider; Account
 * Closed for status 33 or 133; Response Needed when the user may manage disputes (enabled
 * can-manage-disputes) and evidence is needed on at least one.
 */
export function dashboardBanners({
  account,
  permissions,
  evidenceNeeded,
}: BannerInput): DashboardBanner[] {
  const banners: DashboardBanner[] = [];
  if (account?.ownedByProvider) banners.push('provider-owned');
  if (account && isClosedStatus(account.status)) banners.push('account-closed');
  if (canManageDisputes(permissions) && (evidenceNeeded ?? 0) > 0) {
    banners.push('response-needed');
  }
  return banners;
}
