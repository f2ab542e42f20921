import { paths } from '../../../config/paths';
import type { Profile } from '../../../shared/account/account-types';
import { myAccountPath } from '../../../shared/account/my-account-path';
import { canUseDevices, type MerchantFlags } from '../../merchant-features';

export type MerchantNavKey =
  | 'applications'
  | 'home'
  | 'account'
  | 'transactions'
  | 'payouts'
  | 'disputes'
  | 'subscriptions'
  | 'customers'
  | 'products'
  | 'paymentLinks'
  | 'devices'
  | 'users';

export interface MerchantNavItem {
  key: MerchantNavKey;
  label: string;
  href: string;
}

/** The profile plus the merchants it may use. */
export type MerchantNavProfile = Partial<Pick<Profile, 'applicationTokens' | 'isMerchantAdmin'>> & {
  merchants: readonly { id: number }[];
};

/** The current merchant account (from the profile's merchants list). */
export type MerchantNavAccount = { id: number } & MerchantFlags;

/**
 * The merchant navigation of part 1 §2, in order, for a profile and the current account.
 * Nothing shows until a profile is loaded; account-scoped items need a current account.
 */
export function visibleMerchantNav(
  profile: MerchantNavProfile | null,
  account: MerchantNavAccount | null,
): MerchantNavItem[] {
  if (!profile) return [];
  const items: MerchantNavItem[] = [];
  const add = (key: MerchantNavKey, label: string, href: string, when = true) => {
    if (when) items.push({ key, label, href });
  };
  add(
    'applications',
    'Applications',
    paths.pendingApplications.href(),
    (profile.applicationTokens?.length ?? 0) > 0,
  );
  add('home', 'Home', paths.dashboard.href(account?.id));
  add('account', 'My Account', myAccountPath(profile.merchants));
  if (!account) return items;

  const id = account.id;
  add('transactions', 'Transactions', paths.transactions.list.href(id));
  add('payouts', 'Payouts', paths.payouts.list.href(id));
  add('disputes', 'Disputes', paths.disputes.list.href(id));
  add(
    'subscriptions',
    'Subscriptions',
    paths.subscriptions.list.href(id),
    account.allowSubscriptions === true,
  );
  add('customers', 'Customers', paths.customers.list.href(id), account.allowCustomers === true);
  add('products', 'Products', paths.products.list.href(id), account.allowCheckout === true);
  add(
    'paymentLinks',
    'Payment Links',
    paths.checkout.paymentLinks.href(id),
    account.allowCheckout === true,
  );
  add('devices', 'Devices', paths.devices.href(), canUseDevices(profile, account));
  add('users', 'Users', paths.users.href(id));
  return items;
}
