// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountStore } from '../../../shared/stores/account-store';
import { testAccount } from '../../../testing/account-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { payoutsApi } from '../testing/payouts-api';
import { PayoutsPage } from './payouts-page';

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/payouts/:accountId', element: <PayoutsPage /> },
      { path: '/payouts/:accountId/:depositId', element: <p>Payout</p> },
    ],
    { initialEntries: [url] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('PayoutsPage', () => {
  let api: ReturnType<typeof payoutsApi>;
  beforeEach(() => {
    localStorage.clear();
    useAccountStore.getState().setData(testAccount({}, [100001]));
    api = payoutsApi();
    vi.stubGlobal('fetch', api.fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAccountStore.getState().clear();
  });

  it("asks for the range's deposit days in the merchant's zone with the URL's filters", async () => {
    renderAt('/payouts/100001?from=2026-11-01&to=2026-11-20&status=paid');
    const table = await screen.findByRole('table', { name: 'Payouts' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const list = api
      .callsTo('/api/merchants/100001/deposits')
      .find((url) => url.searchParams.get('status') === 'paid');
    expect(Object.fromEntries(list?.searchParams ?? [])).toMatchObject({
      start_date: '2026-11-01 00:00:00',
      end_date: '2026-11-20 23:59:59',
      timezone: 'America/Los_Angeles',
      status: 'paid',
      sort: '-depositDate',
      perPage: '10',
    });
    expect(screen.getByText('Status: Paid')).toBeInTheDocument();
    // Rows open their payout.
    expect(within(table).getByRole('link', { name: 'Nov 23, 2026' })).toHaveAttribute(
      'href',
      '/payouts/100001/728',
    );
    // Every match is on the page: the summary adds them up.
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Nov 1, 2026 – Nov 20, 2026');
    expect(summary).toHaveTextContent('$2,456.50');
    expect(summary).toHaveTextContent('2 payouts deposited · $3,000.00 gross · $87.00 fees');
  });

  it('shows the payouts on their way, whatever the range', async () => {
    renderAt('/payouts/100001');
    const pending = await screen.findByRole('region', { name: /On the way: 1 payout/ });
    expect(
      within(pending).getByRole('link', { name: '$1,076.02 on Nov 25, 2026' }),
    ).toHaveAttribute('href', '/payouts/100001/730');
  });
});
