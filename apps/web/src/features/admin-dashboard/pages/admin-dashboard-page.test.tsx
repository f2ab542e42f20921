// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { AdminDashboardPage } from './admin-dashboard-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const scope = {
  range: { start_date: '2026-11-01 00:00:00', end_date: '2026-11-03 23:59:59' },
  comparison: {
    start_date: '2025-11-01 00:00:00',
    end_date: '2025-11-03 23:59:59',
    basis: 'prior-year',
  },
  timezone: 'UTC',
  currency: 'USD',
};

const days = ['2026-11-01', '2026-11-02', '2026-11-03'];
const priorDays = ['2025-11-01', '2025-11-02', '2025-11-03'];

function metric(name: string, unit: 'cents' | 'count', total: number, comparisonTotal: number) {
  return {
    metric: name,
    unit,
    total,
    comparisonTotal,
    change:
      comparisonTotal === 0
        ? total > 0
          ? 100
          : 0
        : Math.round(((total - comparisonTotal) / comparisonTotal) * 1000) / 10,
    series: days.map((date, i) => ({ date, value: i === 2 ? total : 0 })),
    comparisonSeries: priorDays.map((date, i) => ({ date, value: i === 0 ? comparisonTotal : 0 })),
  };
}

function dashboardApi(options: { quiet?: boolean; failing?: string } = {}) {
  const k = options.quiet ? 0 : 1;
  const calls: URL[] = [];
  const answers: Record<string, unknown> = {
    '/api/admin/merchants/gross-volume-v2': {
      ...scope,
      granularity: 'day',
      metrics: [
        metric('gross-volume', 'cents', 1_250_000 * k, 1_000_000),
        metric('transactions', 'count', 50 * k, 40),
      ],
    },
    '/api/admin/merchants/transaction-metrics': {
      ...scope,
      granularity: 'day',
      metrics: [
        metric('transactions', 'count', 50 * k, 40),
        metric('average', 'cents', 25_000 * k, 25_000),
        metric('refund-volume', 'cents', 30_000 * k, 10_000),
        metric('refunds', 'count', 3 * k, 1),
        metric('chargeback-volume', 'cents', 5_000 * k, 0),
        metric('chargebacks', 'count', 1 * k, 0),
        metric('ach-return-volume', 'cents', 0, 0),
        metric('ach-returns', 'count', 0, 0),
      ],
    },
    '/api/admin/retrievals/overview': {
      ...scope,
      granularity: 'day',
      metrics: [metric('retrievals', 'count', 2 * k, 4)],
    },
    '/api/admin/merchants/merchant-transaction-metrics': {
      ...scope,
      totalVolume: 1_250_000 * k,
      data: options.quiet
        ? []
        : [
            {
              merchantId: 100004,
              businessCommonName: 'Northwind Online',
              count: 40,
              volume: 1_000_000,
              refundCount: 2,
              refundVolume: 20_000,
              disputeCount: 1,
              disputeVolume: 5_000,
              comparisonVolume: 800_000,
              change: 25,
            },
          ],
    },
    '/api/admin/merchants/client-transaction-metrics': {
      ...scope,
      totalVolume: 1_250_000 * k,
      data: options.quiet
        ? []
        : [
            {
              clientId: null,
              clientName: null,
              merchants: 2,
              count: 50,
              volume: 1_250_000,
              refundCount: 3,
              refundVolume: 30_000,
              disputeCount: 1,
              disputeVolume: 5_000,
              comparisonVolume: 1_000_000,
              change: 25,
            },
          ],
    },
    '/api/admin/merchants/checkout-transaction-metrics': {
      ...scope,
      granularity: 'day',
      metrics: [
        metric('transactions', 'count', 4 * k, 1),
        metric('average', 'cents', 10_000 * k, 9_000),
        metric('refund-volume', 'cents', 0, 0),
        metric('chargeback-volume', 'cents', 0, 0),
        metric('chargebacks', 'count', 0, 0),
      ],
    },
    '/api/admin/merchants/checkout-gross-volume-v2': {
      ...scope,
      granularity: 'day',
      metrics: [
        metric('gross-volume', 'cents', 40_000 * k, 9_000),
        metric('transactions', 'count', 4 * k, 1),
      ],
    },
    '/api/admin/transactions/type-volumes': {
      ...scope,
      granularity: 'day',
      metrics: [
        metric('card-volume', 'cents', 1_000_000 * k, 800_000),
        metric('card-sales', 'count', 40 * k, 32),
        metric('ach-volume', 'cents', 250_000 * k, 200_000),
        metric('ach-sales', 'count', 10 * k, 8),
        metric('refund-volume', 'cents', 30_000 * k, 10_000),
        metric('refunds', 'count', 3 * k, 1),
        metric('chargeback-volume', 'cents', 5_000 * k, 0),
        metric('chargebacks', 'count', 1 * k, 0),
        metric('ach-return-volume', 'cents', 0, 0),
        metric('ach-returns', 'count', 0, 0),
      ],
    },
    '/api/admin/transactions/card-volumes': {
      ...scope,
      data: options.quiet
        ? []
        : [
            {
              cardBrand: 'Visa',
              count: 30,
              volume: 750_000,
              comparisonCount: 20,
              comparisonVolume: 600_000,
              change: 25,
              share: 60,
            },
            {
              cardBrand: 'ACH',
              count: 10,
              volume: 250_000,
              comparisonCount: 8,
              comparisonVolume: 200_000,
              change: 25,
              share: 20,
            },
          ],
      total: {
        count: 50 * k,
        volume: 1_250_000 * k,
        comparisonCount: 40,
        comparisonVolume: 1_000_000,
        change: 25,
      },
    },
    '/api/admin/merchants/checkout-merchant-transaction-metrics': {
      ...scope,
      totalVolume: 0,
      data: [],
    },
  };
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), 'http://paydesk.test');
    calls.push(url);
    if (options.failing === url.pathname)
      return json(500, { error_message: 'Something went wrong' });
    const answer = answers[url.pathname];
    if (answer) return json(200, answer);
    return json(404, { error_message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { callsTo: (path: string) => calls.filter((url) => url.pathname === path) };
}

const renderAt = (url: string) =>
  renderRoutesAt([{ path: '/admin/dashboard', element: <AdminDashboardPage /> }], url);

describe('AdminDashboardPage', () => {
  signedInHolding([]);

  it('shows the figures with their change, the chart, and the merchants linking to their profiles', async () => {
    const api = dashboardApi();
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const gross = await screen.findByRole('region', { name: 'Gross volume' });
    await waitFor(() =>
      expect(within(gross).getByTestId('metric-value')).toHaveTextContent('$12.5K'),
    );
    expect(within(gross).getByText('+25%').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'better',
    );
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('3 refunds')).toBeInTheDocument();
    // More refunds than last year is bad news.
    expect(within(refunds).getByText('+200%').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'worse',
    );
    expect(screen.getByRole('slider', { name: 'Gross volume by day' })).toBeInTheDocument();
    const top = screen.getByRole('table', { name: 'Top merchants' });
    expect(within(top).getByRole('link', { name: 'Northwind Online / 100004' })).toHaveAttribute(
      'href',
      '/admin/merchants/100004',
    );
    expect(
      within(screen.getByRole('table', { name: 'Top clients' })).getByText('No client'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No payment was taken through a payment link in this range.'),
    ).toBeInTheDocument();
    // Volume by type: each type's volume, count and share of the sales (card and ACH).
    const types = await screen.findByRole('table', { name: 'Volume by type' });
    const refundRow = within(types).getByText('Refunds').closest('tr') as HTMLElement;
    expect(within(refundRow).getByText('$300')).toBeInTheDocument();
    expect(within(refundRow).getByText('2.4% of sales')).toBeInTheDocument();
    expect(within(refundRow).getByText('+200%')).toBeInTheDocument();
    const cardRow = within(types).getByText('Card sales').closest('tr') as HTMLElement;
    expect(within(cardRow).getByText('80% of sales')).toBeInTheDocument();
    expect(within(cardRow).getByText('40')).toBeInTheDocument();
    // Volume by card brand: ACH payments named as such, shares as answered.
    const brands = await screen.findByRole('table', { name: 'Volume by card brand' });
    const visaRow = within(brands).getByText('Visa').closest('tr') as HTMLElement;
    expect(within(visaRow).getByText('60% of volume')).toBeInTheDocument();
    expect(within(visaRow).getByText('$7.5K')).toBeInTheDocument();
    expect(within(brands).getByText('ACH payments')).toBeInTheDocument();
    expect(
      api.callsTo('/api/admin/transactions/card-volumes')[0]?.searchParams.get('timezone'),
    ).toBe('UTC');
    const first = api.callsTo('/api/admin/merchants/gross-volume-v2')[0];
    expect(first?.searchParams.get('usePriorPeriod')).toBe('false');
    expect(first?.searchParams.get('timezone')).toBe('UTC');
    expect(first?.searchParams.get('start_date')).toMatch(/^\d{4}-\d{2}-01 00:00:00$/);
  });

  it('compares with the prior period when asked, in the URL', async () => {
    const api = dashboardApi();
    renderAt('/admin/dashboard');
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Gross volume' });
    await user.click(screen.getByRole('radio', { name: 'Prior period' }));
    await waitFor(() =>
      expect(
        api
          .callsTo('/api/admin/merchants/gross-volume-v2')
          .some((url) => url.searchParams.get('usePriorPeriod') === 'true'),
      ).toBe(true),
    );
  });

  it('says so when nothing happened in the range', async () => {
    dashboardApi({ quiet: true });
    renderAt('/admin/dashboard');
    expect(await screen.findByTestId('dashboard-empty')).toHaveTextContent(
      'No payments, refunds, disputes or ACH returns in this range.',
    );
    expect(await screen.findByText('No merchant sold anything in this range.')).toBeInTheDocument();
    expect(await screen.findByText('No sales in this range.')).toBeInTheDocument();
    expect(
      await screen.findByText('No sales, refunds, disputes or ACH returns in this range.'),
    ).toBeInTheDocument();
  });

  it('shows an error in the card-brand card alone when its read fails', async () => {
    dashboardApi({ failing: '/api/admin/transactions/card-volumes' });
    renderAt('/admin/dashboard');
    expect(
      await screen.findByText('Volume by card brand could not be loaded', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Volume by type' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the figures cannot be read', async () => {
    dashboardApi({ failing: '/api/admin/merchants/transaction-metrics' });
    renderAt('/admin/dashboard');
    expect(
      await screen.findByText("The dashboard's figures could not be loaded", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
