import { paths } from '../../../config/paths';
import { acceptsPayments } from '../../../features/transactions/utils/accepts-payments';
import type { ProfileMerchant } from '../../../shared/account/account-types';
import type { MerchantNavItem } from './visible-merchant-nav';

export interface CreateTarget {
  key: 'payment' | 'paymentLink' | 'product';
  label: string;
  href: string;
}

/**
 * What the mobile bar's Create menu offers for the current account: New payment (the
 * virtual terminal over its transactions, `?dialog=terminal`) when the account takes
 * payments, then a payment link and a product when checkout is on (their navigation items).
 */
export function createTargets(
  items: readonly MerchantNavItem[],
  account: Pick<ProfileMerchant, 'id' | 'merchantStatus' | 'status'> | undefined,
): CreateTarget[] {
  const targets: CreateTarget[] = [];
  if (account && acceptsPayments(account)) {
    targets.push({
      key: 'payment',
      label: 'New payment',
      href: paths.transactions.list.href(account.id, { dialog: 'terminal' }),
    });
  }
  for (const item of items) {
    if (item.key === 'paymentLinks') {
      targets.push({ key: 'paymentLink', label: 'Payment link', href: item.href });
    }
    if (item.key === 'products')
      targets.push({ key: 'product', label: 'Product', href: item.href });
  }
  return targets;
}
