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

/** Whether the current merchant has the feature this path needs (paths without one: yes). */
export function featureAllowed(pathname: string, profile: Profile, merchant: ProfileMerchant) {
  const route = FEATURE_ROUTES.find((entry) =>
    entry.patterns.some((pattern) => matchPath(pattern, pathname)),
  );
  return route ? route.allowed(merchant, profile) : true;
}
