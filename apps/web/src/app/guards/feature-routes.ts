import { matchPath } from 'react-router';
import { paths } from '../../config/paths';
import type { Profile, ProfileMerchant } from '../../shared/account/account-types';
import { canUseDevices } from '../merchant-features';

type Allowed = (merchant: ProfileMerchant, profile: Profile) => boolean;

/** Routes behind a per-account feature (part 1 §2 "Merchant navigation"). */
const FEATURE_ROUTES: { patterns: string[]; allowed: Allowed }[] = [
  {
    patterns: [paths.subscriptions.list.pattern, paths.subscriptions.detail.pattern],
    allowed: (merchant) => merchant.allowSubscriptions,
  },
  {
    patterns: [paths.customers.list.pattern, paths.customers.detail.pattern],
    allowed: (merchant) => merchant.allowCustomers,
  },
  {
    patterns: [
      paths.products.list.pattern,
      paths.products.detail.pattern,
      paths.products.pricingLists.pattern,
      paths.products.pricingListDetail.pattern,
      paths.checkout.settings.pattern,
      paths.checkout.paymentLinks.pattern,
      paths.checkout.paymentLinkDetail.pattern,
    ],
    allowed: (merchant) => merchant.allowCheckout,
  },
  {
    patterns: [paths.devices.pattern],
    allowed: (merchant, profile) => canUseDevices(profile, merchant),
  },
];

export interface FeatureRoute {
  /** Whether an account has the feature the route needs. */
  allowed: Allowed;
  /** The path's `:accountId`, as written (routes without one: undefined). */
  accountId: string | undefined;
}

/** The feature a path needs, with the account its path names; undefined for paths without one. */
export function featureRoute(pathname: string): FeatureRoute | undefined {
  for (const entry of FEATURE_ROUTES) {
    for (const pattern of entry.patterns) {
      const match = matchPath(pattern, pathname);
      if (match) return { allowed: entry.allowed, accountId: match.params.accountId };
    }
  }
  return undefined;
}
