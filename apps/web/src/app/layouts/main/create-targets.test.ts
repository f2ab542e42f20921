import { describe, expect, it } from 'vitest';
import { createTargets } from './create-targets';
import type { MerchantNavItem } from './visible-merchant-nav';

const checkout: MerchantNavItem[] = [
  { key: 'paymentLinks', label: 'Payment Links', href: '/checkout/100001/payment-links' },
  { key: 'products', label: 'Products', href: '/products/100001' },
];

describe('the Create menu', () => {
  it('offers New payment first for an active account, then checkout items', () => {
    const targets = createTargets(checkout, { id: 100001, merchantStatus: 1, status: 1 });
    expect(targets).toEqual([
      { key: 'payment', label: 'New payment', href: '/transaction-detail/100001?dialog=terminal' },
      { key: 'paymentLink', label: 'Payment link', href: '/checkout/100001/payment-links' },
      { key: 'product', label: 'Product', href: '/products/100001' },
    ]);
  });

  it('leaves New payment out for a closed account or withheld access', () => {
    expect(createTargets([], { id: 100003, merchantStatus: 33, status: 1 })).toEqual([]);
    expect(createTargets([], { id: 100002, merchantStatus: 1, status: 0 })).toEqual([]);
    expect(createTargets([], undefined)).toEqual([]);
  });
});
