// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import type { StaffSubscriptionDetail } from '../api/get-staff-subscription';
import { StaffSubscriptionPage } from './staff-subscription-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const DETAIL: StaffSubscriptionDetail = {
  subscription: {
    id: 77,
    merchantId: 100001,
    status: 'active',
    customerId: 5,
    customerName: 'Ada Lovelace',
    customerEmail: 'ada@example.com',
    productId: null,
    description: 'Coffee club',
    amount: 2_500,
    currency: 'USD',
    interval: 'month',
    intervalCount: 1,
    installments: null,
    nextRunDate: '2026-12-01',
    cancelAtDate: null,
    paymentMethod: { method: 'card', brand: 'Visa', lastFour: '4242' },
    createdAt: '2026-09-01T10:00:00.000Z',
    startDate: '2026-09-01',
    failedAttempts: 0,
    cancellationRequestedAt: null,
    endedAt: null,
    updatedAt: '2026-11-01T10:00:00.000Z',
  },
  customer: { id: 5, name: 'Ada Lovelace', email: 'ada@example.com' },
  runs: [
    {
      id: 9,
      scheduledDate: '2026-11-01',
      amount: 2_500,
      status: 'paid',
      attempts: 1,
      lastAttemptAt: '2026-11-01T05:00:00.000Z',
      responseCode: '00',
      responseText: 'Approved',
      transactionId: 31337,
      installment: null,
    },
  ],
  nextRun: null,
  upcoming: [],
  totals: { paidCount: 1, failedCount: 0, collected: 2_500 },
  plan: null,
  actions: {
    requestCancellation: false,
    stop: false,
    reschedule: false,
    updatePaymentMethod: false,
  },
  history: [],
};

function api(status = 200) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const request = input instanceof Request ? input : undefined;
      const url = new URL(request?.url ?? String(input), 'http://paydesk.test');
      calls.push(url.pathname);
      if (url.pathname === '/api/admin/reports/merchants') {
        return json(200, { data: [{ id: 100001, businessCommonName: 'Blue Harbor Bistro' }] });
      }
      if (url.pathname === '/api/admin/subscriptions/100001/77') {
        return status === 200
          ? json(200, DETAIL)
          : json(status, { error_message: 'Subscription not found.' });
      }
      return json(404, { error_message: 'Not found' });
    }),
  );
  return calls;
}

const renderAt = (url: string) =>
  renderRoutesAt(
    [
      {
        path: '/admin/reports/subscription-details/:accountId/:subscriptionId',
        element: <StaffSubscriptionPage />,
      },
    ],
    url,
  );

describe('StaffSubscriptionPage', () => {
  signedInHolding([]);

  it('shows the merchant’s subscription read only, its charges opening the back office', async () => {
    const calls = api();
    renderAt('/admin/reports/subscription-details/100001/77');
    expect(await screen.findByRole('heading', { name: 'Coffee club' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Request cancellation|Stop now|Reschedule/ }),
    ).toBeNull();
    expect(screen.getByRole('link', { name: /Nov 1, 2026/ })).toHaveAttribute(
      'href',
      '/admin/reports/transaction-details/31337/100001',
    );
    expect(screen.getByRole('link', { name: 'Subscriptions' })).toHaveAttribute(
      'href',
      '/admin/reports/subscriptions?merchantid=100001',
    );
    // The customer is named, not linked: staff have no customer page.
    expect(screen.queryByRole('link', { name: 'Ada Lovelace' })).toBeNull();
    expect(calls).not.toContain('/api/merchants/100001/subscriptions/77');
  });

  it('says not found for another merchant’s subscription', async () => {
    api(404);
    renderAt('/admin/reports/subscription-details/100001/77');
    expect(await screen.findByText('Subscription not found.')).toBeInTheDocument();
  });
});
