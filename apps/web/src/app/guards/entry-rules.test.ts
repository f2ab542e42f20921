import { describe, expect, it } from 'vitest';
import { testAccount, testMerchant, testProfile } from '../../testing/account-fixtures';
import { entryDecision } from './entry-rules';

const admin = testAccount({ groups: [{ name: 'mp_admin' }] }, []);
const owner = testAccount();
const at = (pathname: string, over: Partial<Parameters<typeof entryDecision>[0]> = {}) =>
  entryDecision({
    pathname,
    data: owner,
    currentMerchantId: 100001,
    adminRedirectDone: false,
    ...over,
  });

describe('entryDecision', () => {
  it('sends pending additional info to /apply before anything else', () => {
    const data = testAccount({ additionalInfoStatus: 'pending', groups: [{ name: 'mp_admin' }] });
    expect(at('/dashboard/100001', { data }).redirect).toBe('/apply');
  });

  it('sends an admin to /admin once per session', () => {
    expect(at('/dashboard', { data: admin })).toEqual({
      redirect: '/admin',
      adminRedirectDone: true,
    });
    expect(at('/dashboard', { data: admin, adminRedirectDone: true })).toEqual({
      adminRedirectDone: true,
    });
  });

  it('lets an admin stay under /admin and on the paths the spec names', () => {
    for (const path of [
      '/admin',
      '/admin/merchants',
      '/payment-plans',
      '/subscriptions/7',
      '/verify-merchant-application/k/t',
    ]) {
      expect(at(path, { data: admin })).toEqual({ adminRedirectDone: true });
    }
  });

  it('sends a non-admin away from /admin, every time', () => {
    expect(at('/admin/merchants').redirect).toBe('/dashboard/100001');
    expect(at('/admin', { adminRedirectDone: true }).redirect).toBe('/dashboard/100001');
    expect(at('/admin', { currentMerchantId: undefined }).redirect).toBe('/dashboard');
  });

  it('opens the current merchant’s dashboard from / and /dashboard', () => {
    expect(at('/').redirect).toBe('/dashboard/100001');
    expect(at('/dashboard', { currentMerchantId: 100002 }).redirect).toBe('/dashboard/100002');
    expect(at('/dashboard/100001').redirect).toBeUndefined();
    expect(at('/', { data: testAccount({}, []) }).redirect).toBeUndefined();
  });

  // 100001 has every feature; 100002 has none (like the demo's Cascade Outfitters).
  const bare = {
    processorId: 2,
    allowSubscriptions: false,
    allowCustomers: false,
    allowCheckout: false,
  };
  const mixed = {
    profile: testProfile(),
    merchants: [testMerchant(100001), testMerchant(100002, bare)],
  };
  /** Every route family behind a flag, for an account. */
  const families = (id: number) => ({
    allowSubscriptions: [`/subscriptions-report/${id}`, `/subscription-details/${id}/7`],
    allowCustomers: [`/customers-report/${id}`, `/customers-report/${id}/5`],
    allowCheckout: [
      `/products/${id}`,
      `/products/${id}/9`,
      `/products/${id}/pricing-lists`,
      `/products/${id}/pricing-lists/3`,
      `/checkout/${id}`,
      `/checkout/${id}/payment-links`,
      `/checkout/${id}/payment-links/AbCdEfGhIjKlMnOpQrStUv`,
    ],
  });

  it('sends each flag’s routes of an account without it to that account’s dashboard', () => {
    for (const flag of ['allowSubscriptions', 'allowCustomers', 'allowCheckout'] as const) {
      const data = {
        profile: testProfile(),
        merchants: [testMerchant(100001), testMerchant(100002, { [flag]: false })],
      };
      for (const [family, routes] of Object.entries(families(100002))) {
        for (const path of routes) {
          const expected = family === flag ? '/dashboard/100002' : undefined;
          expect(at(path, { data, currentMerchantId: 100002 }).redirect, path).toBe(expected);
        }
      }
    }
  });

  it('decides by the account in the path, not the selected one', () => {
    const all = Object.values(families(100002)).flat();
    // Selected: the account with every feature; the path names the one without.
    for (const path of all) {
      expect(at(path, { data: mixed, currentMerchantId: 100001 }).redirect, path).toBe(
        '/dashboard/100002',
      );
    }
    // Selected: the account without; the path names the one with every feature.
    for (const path of Object.values(families(100001)).flat()) {
      expect(at(path, { data: mixed, currentMerchantId: 100002 }).redirect, path).toBeUndefined();
    }
    // No selection the user holds: still the path's account.
    expect(at('/checkout/100002', { data: mixed, currentMerchantId: 999 }).redirect).toBe(
      '/dashboard/100002',
    );
  });

  it('decides an account the user does not hold by the selected one, as before', () => {
    const unknown = Object.values(families(424242)).flat();
    for (const path of unknown) {
      // The selected account has the feature: the route opens (its screen says the account is not theirs).
      expect(at(path, { data: mixed, currentMerchantId: 100001 }).redirect, path).toBeUndefined();
      // The selected account lacks it: the selected account's dashboard.
      expect(at(path, { data: mixed, currentMerchantId: 100002 }).redirect, path).toBe(
        '/dashboard/100002',
      );
      // Nothing selected that the user holds: nothing to decide by.
      expect(at(path, { data: mixed, currentMerchantId: 424242 }).redirect, path).toBeUndefined();
    }
  });

  it('decides a route without an account (devices) by the selected one', () => {
    expect(at('/device-management', { data: mixed, currentMerchantId: 100002 }).redirect).toBe(
      '/dashboard/100002',
    );
    expect(at('/device-management').redirect).toBeUndefined();
    const clerk = testAccount({ isMerchantAdmin: false });
    expect(at('/device-management', { data: clerk }).redirect).toBe('/dashboard/100001');
  });

  it('leaves routes without a feature alone, whatever the account has', () => {
    for (const path of ['/transaction-detail/100002', '/payouts/100002', '/disputes/100002']) {
      expect(at(path, { data: mixed, currentMerchantId: 100001 }).redirect, path).toBeUndefined();
    }
  });
});
