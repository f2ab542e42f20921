import { paths } from '../../../config/paths';
import type { ProfileMerchant } from '../../../shared/account/account-types';
import type { QuickLink } from '../components/quick-links';
import type { ReportOption } from '../components/report-switcher';

type Flags = Pick<ProfileMerchant, 'allowSubscriptions' | 'allowCustomers' | 'allowCheckout'>;

const NO_FLAGS: Flags = { allowSubscriptions: false, allowCustomers: false, allowCheckout: false };

/** The reports the report switcher offers for an account (feature flags respected). */
export function reportOptions(accountId: number, flags: Flags = NO_FLAGS): ReportOption[] {
  const options: (ReportOption | false)[] = [
    { value: 'dashboard', label: 'Dashboard', href: paths.dashboard.href(accountId) },
    { value: 'transactions', label: 'Transactions', href: paths.transactions.list.href(accountId) },
    { value: 'payouts', label: 'Payouts', href: paths.payouts.list.href(accountId) },
    { value: 'disputes', label: 'Disputes', href: paths.disputes.list.href(accountId) },
    { value: 'achReturns', label: 'ACH Returns', href: paths.achReturns.href(accountId) },
    flags.allowSubscriptions && {
      value: 'subscriptions',
      label: 'Subscriptions',
      href: paths.subscriptions.list.href(accountId),
    },
    flags.allowCustomers && {
      value: 'customers',
      label: 'Customers',
      href: paths.customers.list.href(accountId),
    },
  ];
  return options.filter((option): option is ReportOption => option !== false);
}

/**
 * The account's refunds over the dashboard's range, in the transactions list: its search box
 * with the search syntax's `type:refund` (card and ACH refunds; docs/api.md "Lists").
 */
export function refundsHref(accountId: number, search = ''): string {
  const params = new URLSearchParams(search);
  params.set('search', 'type:refund');
  return `${paths.transactions.list.href(accountId)}?${params}`;
}

/** The quick links of the dashboard; report links carry the date range along. */
export function quickLinks(accountId: number, flags: Flags = NO_FLAGS, search = ''): QuickLink[] {
  const withRange = (href: string) => (search ? `${href}?${search}` : href);
  const links: (QuickLink | false)[] = [
    {
      key: 'transactions',
      label: 'Transactions',
      description: 'Sales, refunds and voids',
      href: withRange(paths.transactions.list.href(accountId)),
    },
    {
      key: 'payouts',
      label: 'Payouts',
      description: 'Deposits to your bank account',
      href: withRange(paths.payouts.list.href(accountId)),
    },
    {
      key: 'disputes',
      label: 'Disputes',
      description: 'Chargebacks and inquiries',
      href: withRange(paths.disputes.list.href(accountId)),
    },
    {
      key: 'achReturns',
      label: 'ACH returns',
      description: 'Bank payments sent back',
      href: withRange(paths.achReturns.href(accountId)),
    },
    flags.allowSubscriptions && {
      key: 'subscriptions',
      label: 'Subscriptions',
      description: 'Recurring payments',
      href: paths.subscriptions.list.href(accountId),
    },
    flags.allowCustomers && {
      key: 'customers',
      label: 'Customers',
      description: 'People who paid you',
      href: paths.customers.list.href(accountId),
    },
    flags.allowCheckout && {
      key: 'paymentLinks',
      label: 'Payment links',
      description: 'Links to get paid online',
      href: paths.checkout.paymentLinks.href(accountId),
    },
    {
      key: 'users',
      label: 'Users',
      description: 'Who can use this account',
      href: paths.users.href(accountId),
    },
  ];
  return links.filter((link): link is QuickLink => link !== false);
}

/** The disputes inbox filtered to what needs a response (the banner's and the evidence tile's link). */
export const needsResponseHref = (accountId: number) =>
  `${paths.disputes.list.href(accountId)}?needs_response=true`;
