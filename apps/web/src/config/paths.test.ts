import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { merchantProfileTab } from './paths/merchant-profile-tabs';
import type { AppRoute } from './paths/route';

function allRoutes(node: unknown): AppRoute<unknown[]>[] {
  if (node && typeof node === 'object' && 'pattern' in node && 'href' in node) {
    return [node as AppRoute<unknown[]>];
  }
  return Object.values(node as Record<string, unknown>).flatMap(allRoutes);
}

describe('paths', () => {
  it('builds merchant hrefs', () => {
    expect(paths.home.href()).toBe('/');
    expect(paths.dashboard.href()).toBe('/dashboard');
    expect(paths.dashboard.href(1001)).toBe('/dashboard/1001');
    expect(paths.transactions.detail.href(1001, 'tx 1')).toBe('/transaction-detail/1001/tx%201');
    expect(paths.transactions.list.href(7, { search: 'visa' })).toBe(
      '/transaction-detail/7?search=visa',
    );
    expect(paths.account.merchant.href(5)).toBe('/account/merchants/5');
    expect(paths.account.merchant.href(5, 'banking')).toBe('/account/merchants/5/banking');
    expect(paths.products.pricingListDetail.href(1, 9)).toBe('/products/1/pricing-lists/9');
    expect(paths.checkout.paymentLinkDetail.href(1, 'abc')).toBe('/checkout/1/payment-links/abc');
  });

  it('builds public and admin hrefs', () => {
    expect(paths.public.login.href()).toBe('/login');
    expect(paths.public.login.href('forgot-password')).toBe('/login?view=forgot-password');
    expect(paths.public.ssoLogin.href({ disputeId: '7', disputeType: 'chargeback' })).toBe(
      '/sso/login?disputeId=7&disputeType=chargeback',
    );
    expect(paths.public.ssoLogin.href()).toBe('/sso/login');
    expect(paths.public.verifyMerchantApplication.href('k', 't')).toBe(
      '/verify-merchant-application/k/t',
    );
    expect(paths.admin.merchants.profile.href(42)).toBe('/admin/merchants/42');
    expect(paths.admin.merchants.profile.href(42, 'misc')).toBe('/admin/merchants/42/misc');
    expect(paths.admin.reports.payouts.href({ merchantid: 42 })).toBe(
      '/admin/reports/payouts?merchantid=42',
    );
    expect(paths.admin.reports.payouts.href()).toBe('/admin/reports/payouts');
    expect(paths.admin.users.merchant.href(3, 42)).toBe('/admin/users/3/m/42');
    expect(paths.admin.bulkTools.updateRates.href()).toBe('/admin/bulk-tools/update-rates');
  });

  it('gives every route a unique absolute pattern that its href matches', () => {
    const routes = allRoutes(paths);
    const patterns = routes.map((r) => r.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const r of routes) expect(r.pattern.startsWith('/')).toBe(true);
    const samples: [AppRoute<never[]>, string][] = [
      [paths.transactions.detail, paths.transactions.detail.href(1, 2)],
      [paths.admin.merchants.profile, paths.admin.merchants.profile.href(1, 'volume')],
      [paths.admin.merchants.profile, paths.admin.merchants.profile.href(1)],
      [paths.dashboard, paths.dashboard.href()],
      [paths.admin.tools.ctaEdit, paths.admin.tools.ctaEdit.href(8)],
    ];
    for (const [r, href] of samples) expect(matchPath(r.pattern, href)).not.toBeNull();
  });

  it('reads the merchant profile tab from the path', () => {
    expect(merchantProfileTab(undefined)).toBe('profile');
    expect(merchantProfileTab('')).toBe('profile');
    expect(merchantProfileTab('banking')).toBe('banking');
    expect(merchantProfileTab('nope')).toBe('profile');
  });
});
