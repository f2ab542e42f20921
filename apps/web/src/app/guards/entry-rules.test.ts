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

  it('redirects a route whose feature is off for the current merchant', () => {
    const data = {
      profile: testProfile(),
      merchants: [
        testMerchant(100002, {
          processorId: 2,
          allowSubscriptions: false,
          allowCustomers: false,
          allowCheckout: false,
        }),
      ],
    };
    const off = (path: string) => at(path, { data, currentMerchantId: 100002 }).redirect;
    expect(off('/subscriptions-report/100002')).toBe('/dashboard/100002');
    expect(off('/customers-report/100002/5')).toBe('/dashboard/100002');
    expect(off('/products/100002/pricing-lists')).toBe('/dashboard/100002');
    expect(off('/checkout/100002/payment-links')).toBe('/dashboard/100002');
    expect(off('/device-management')).toBe('/dashboard/100002');
    expect(off('/transaction-detail/100002')).toBeUndefined();
    expect(at('/subscriptions-report/100001').redirect).toBeUndefined();
    expect(at('/device-management').redirect).toBeUndefined();
  });
});
