import { isClosedStatus } from '../../../shared/merchant-account/merchant-status';

export type DashboardBanner = 'provider-owned' | 'account-closed' | 'response-needed';

export interface BannerInput {
  account: { status: number; ownedByProvider: boolean } | undefined;
  /**
   * The user may manage disputes on this account: can-manage-disputes on its entry of
   * /users/info (an admin of the account holds it), not the global /users/:id/permissions.
   */
  canManageDisputes: boolean;
  /** The evidence-needed tile's count; undefined until it has loaded. */
  evidenceNeeded: number | undefined;
}

/**
 * The dismissible banners of part 1 §2 and when they show: owned by the provider; Account
 * Closed for status 33 or 133; Response Needed when the user may manage disputes on the account
 * (can-manage-disputes on it) and evidence is needed on at least one.
 */
export function dashboardBanners({
  account,
  canManageDisputes,
  evidenceNeeded,
}: BannerInput): DashboardBanner[] {
  const banners: DashboardBanner[] = [];
  if (account?.ownedByProvider) banners.push('provider-owned');
  if (account && isClosedStatus(account.status)) banners.push('account-closed');
  if (canManageDisputes && (evidenceNeeded ?? 0) > 0) {
    banners.push('response-needed');
  }
  return banners;
}
