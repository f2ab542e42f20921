import { describe, expect, it } from 'vitest';
import { visibleMerchantNav } from './visible-merchant-nav';

const keys = (items: { key: string }[]) => items.map((item) => item.key);
const allOn = {
  id: 7,
  processorId: 3,
  enablePosDevices: true,
  allowSubscriptions: true,
  allowCustomers: true,
  allowCheckout: true,
  isAdmin: true,
};

describe('visibleMerchantNav', () => {
  it('shows nothing before a profile is loaded', () => {
    expect(visibleMerchantNav(null, allOn)).toEqual([]);
  });

  it('shows only Home and My Account without a current account', () => {
    const items = visibleMerchantNav({ merchants: [] }, null);
    expect(items).toEqual([
      { key: 'home', label: 'Home', href: '/dashboard' },
      { key: 'account', label: 'My Account', href: '/account/info' },
    ]);
  });

  it('links My Account to the one merchant, or to the info page for several', () => {
    const one = visibleMerchantNav({ merchants: [{ id: 7 }] }, { id: 7 });
    expect(one.find((i) => i.key === 'account')?.href).toBe('/account/merchants/7');
    const two = visibleMerchantNav({ merchants: [{ id: 7 }, { id: 8 }] }, { id: 7 });
    expect(two.find((i) => i.key === 'account')?.href).toBe('/account/info');
  });

  it('hides flagged items when the flags are off or unknown', () => {
    const items = visibleMerchantNav({ merchants: [{ id: 7 }] }, { id: 7 });
    expect(keys(items)).toEqual([
      'home',
      'account',
      'transactions',
      'payouts',
      'disputes',
      'users',
    ]);
  });

  it('shows every item for a merchant admin with everything on, Applications first', () => {
    const profile = { merchants: [{ id: 7 }], isMerchantAdmin: true, applicationTokens: ['t1'] };
    const items = visibleMerchantNav(profile, allOn);
    expect(keys(items)).toEqual([
      'applications',
      'home',
      'account',
      'transactions',
      'payouts',
      'disputes',
      'subscriptions',
      'customers',
      'products',
      'paymentLinks',
      'devices',
      'users',
    ]);
    expect(items.find((i) => i.key === 'home')?.href).toBe('/dashboard/7');
    expect(items.find((i) => i.key === 'paymentLinks')?.href).toBe('/checkout/7/payment-links');
  });

  it('needs merchant admin (of this account too), processor 3 and POS devices for Devices', () => {
    const admin = { merchants: [{ id: 7 }], isMerchantAdmin: true };
    const has = (profile: typeof admin, account: typeof allOn) =>
      keys(visibleMerchantNav(profile, account)).includes('devices');
    expect(has(admin, allOn)).toBe(true);
    expect(has({ ...admin, isMerchantAdmin: false }, allOn)).toBe(false);
    expect(has(admin, { ...allOn, processorId: 2 })).toBe(false);
    expect(has(admin, { ...allOn, enablePosDevices: false })).toBe(false);
    // An admin of another account only: the API would refuse this one's pins.
    expect(has(admin, { ...allOn, isAdmin: false })).toBe(false);
  });
});
