/** A fake API of the checkout screens for the page tests (imported by *.test.tsx only). */
import type { CheckoutDashboard, CheckoutSettings } from '@paydesk/domain/checkout';
import type { PaymentLink, PaymentLinkRow } from '@paydesk/domain/payment-links';
import { vi } from 'vitest';

export const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function testSettings(overrides: Partial<CheckoutSettings> = {}): CheckoutSettings {
  return {
    merchantId: 100001,
    brandColor: '#1a56db',
    logoFileId: null,
    successMessage: null,
    successUrl: null,
    acceptCard: true,
    acceptAch: false,
    sendReceipts: true,
    receiptReplyTo: null,
    allowCardPayment: true,
    allowAchPayment: false,
    updatedAt: null,
    ...overrides,
  };
}

export function testDashboard(overrides: Partial<CheckoutDashboard> = {}): CheckoutDashboard {
  return {
    start_date: '2026-11-01 00:00:00',
    end_date: '2026-11-24 23:59:59',
    timezone: 'America/Los_Angeles',
    currency: 'USD',
    volume: 125_000,
    paymentsCount: 5,
    activeLinks: 4,
    linksPaid: 2,
    conversion: 0.5,
    averagePayment: 25_000,
    topLinks: [
      { id: 9, token: TOKEN, title: 'Spring workshop', paymentsCount: 4, volume: 100_000 },
    ],
    daily: [
      { date: '2026-11-01', volume: 0, count: 0 },
      { date: '2026-11-02', volume: 125_000, count: 5 },
    ],
    ...overrides,
  };
}

export function testLinkRow(overrides: Partial<PaymentLinkRow> = {}): PaymentLinkRow {
  return {
    id: 9,
    merchantId: 100001,
    token: TOKEN,
    title: 'Spring workshop',
    amountType: 'fixed',
    amount: 4500,
    currency: 'USD',
    active: true,
    state: 'active',
    expiresAt: null,
    maxPayments: null,
    paymentsCount: 4,
    volume: 18_000,
    shareCount: 1,
    createdAt: '2026-11-02T17:00:00.000Z',
    ...overrides,
  };
}

export function testLink(overrides: Partial<PaymentLink> = {}): PaymentLink {
  const row = testLinkRow(overrides);
  return {
    ...row,
    description: 'Two hours of pottery.',
    items: [],
    pricingListId: null,
    pricingListName: null,
    url: `/pay/${row.token}`,
    updatedAt: '2026-11-03T17:00:00.000Z',
    ...overrides,
  };
}

const page = <T>(data: T[]) => ({
  meta: { perPage: 10, page: 1, totalRecords: data.length, totalPages: 1, asOf: '42' },
  data,
});

export interface CheckoutApiOptions {
  links?: PaymentLinkRow[];
  settings?: CheckoutSettings;
  link?: PaymentLink;
}

/** Answers the calls of the checkout screens; every call's URL, method and body is kept. */
export function checkoutApi(options: CheckoutApiOptions = {}) {
  const calls: { url: URL; method: string; body: unknown }[] = [];
  let link = options.link ?? testLink();
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), 'http://paydesk.test');
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const rawBody = init?.body ?? (request ? await request.clone().text() : undefined);
    const body = typeof rawBody === 'string' && rawBody ? JSON.parse(rawBody) : undefined;
    calls.push({ url, method, body });
    const path = url.pathname;
    const base = '/api/merchants/100001';
    if (path === base) {
      return json(200, {
        id: 100001,
        businessCommonName: 'Blue Harbor Bistro',
        currency: 'USD',
        timezone: 'America/Los_Angeles',
      });
    }
    if (path === `${base}/checkout/dashboard`) return json(200, testDashboard());
    if (path === `${base}/checkout/settings` && method === 'GET') {
      return json(200, options.settings ?? testSettings());
    }
    if (path === `${base}/checkout/settings` && method === 'PUT') {
      return json(200, { ...testSettings(), ...body, updatedAt: '2026-11-24T18:00:00.000Z' });
    }
    if (path === `${base}/payment-links` && method === 'GET') {
      return json(200, page(options.links ?? [testLinkRow()]));
    }
    if (path === `${base}/payment-links` && method === 'POST') {
      return json(201, testLink({ ...body, token: 'NeWtOkEnNeWtOkEnNeWtOk' }));
    }
    if (path === `${base}/payment-links/${link.token}` && method === 'GET') return json(200, link);
    if (path === `${base}/payment-links/${link.token}/deactivate`) {
      link = { ...link, active: false, state: 'deactivated' };
      return json(200, link);
    }
    if (path === `${base}/payment-links/${link.token}/activate`) {
      link = { ...link, active: true, state: 'active' };
      return json(200, link);
    }
    if (path === `${base}/payment-links/${link.token}/share`) {
      return json(200, { email: body.email, shareCount: 2 });
    }
    if (path.startsWith(`${base}/payment-links/`)) {
      return json(404, { error_message: 'Payment link not found.' });
    }
    if (path === `${base}/transactions`) return json(200, page([]));
    if (path === `${base}/products`) {
      return json(
        200,
        page([
          { id: 7, name: 'Tasting menu', price: 6450, currency: 'USD', active: true },
          { id: 8, name: 'Wine pairing', price: 3000, currency: 'USD', active: true },
        ]),
      );
    }
    if (path === `${base}/pricing-lists`) {
      return json(200, page([{ id: 3, name: 'Members', active: true }]));
    }
    return json(404, { error_message: 'Not found' });
  });
  const callsTo = (path: string, method = 'GET') =>
    calls.filter((call) => call.url.pathname === path && call.method === method);
  return { fetchMock, calls, callsTo };
}
