import { describe, expect, it } from 'vitest';
import { quickLinks, refundsHref, reportOptions } from './dashboard-links';

const flags = { allowSubscriptions: true, allowCustomers: false, allowCheckout: true };

describe('reportOptions', () => {
  it('lists the reports by typed path, respecting the account’s features', () => {
    expect(reportOptions(100001, flags).map((option) => [option.label, option.href])).toEqual([
      ['Dashboard', '/dashboard/100001'],
      ['Transactions', '/transaction-detail/100001'],
      ['Payouts', '/payouts/100001'],
      ['Disputes', '/disputes/100001'],
      ['ACH Returns', '/ach-return-detail/100001'],
      ['Subscriptions', '/subscriptions-report/100001'],
    ]);
  });
});

describe('quickLinks', () => {
  it('carries the date range to the reports', () => {
    const links = quickLinks(100002, flags, 'range=last-7-days');
    expect(links.find((link) => link.key === 'payouts')?.href).toBe(
      '/payouts/100002?range=last-7-days',
    );
    expect(links.find((link) => link.key === 'paymentLinks')?.href).toBe(
      '/checkout/100002/payment-links',
    );
    expect(links.some((link) => link.key === 'customers')).toBe(false);
  });
});

describe('refundsHref', () => {
  it("searches the account's transactions for refunds over the dashboard's range", () => {
    const href = refundsHref(100001, 'range=last-3-months');
    const url = new URL(href, 'http://paydesk.test');
    expect(url.pathname).toBe('/transaction-detail/100001');
    expect(url.searchParams.get('range')).toBe('last-3-months');
    expect(url.searchParams.get('search')).toBe('type:refund');
  });

  it('works without a range', () => {
    expect(refundsHref(100002)).toBe('/transaction-detail/100002?search=type%3Arefund');
  });
});
