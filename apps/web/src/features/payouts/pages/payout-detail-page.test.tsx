// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountStore } from '../../../shared/stores/account-store';
import { testAccount } from '../../../testing/account-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { payoutsApi } from '../testing/payouts-api';
import { PayoutDetailPage } from './payout-detail-page';

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/payouts/:accountId/:depositId', element: <PayoutDetailPage /> },
      { path: '/payouts/:accountId', element: <p>Payouts list</p> },
      { path: '/transaction-detail/:accountId/:transactionId', element: <p>Transaction</p> },
    ],
    { initialEntries: [url] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { router, params: () => new URLSearchParams(router.state.location.search) };
}

describe('PayoutDetailPage', () => {
  let api: ReturnType<typeof payoutsApi>;
  beforeEach(() => {
    localStorage.clear();
    useAccountStore.getState().setData(testAccount({}, [100001, 100002]));
    api = payoutsApi();
    vi.stubGlobal('fetch', api.fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAccountStore.getState().clear();
  });

  it('shows the payout, explains it and follows a line to its rows', async () => {
    const user = userEvent.setup();
    const view = renderAt('/payouts/100001/728');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Payout of $1,456.50',
    );
    expect(screen.getByText('Batch number').nextSibling).toHaveTextContent('B3-100001-20261122');
    expect(screen.getByText('Trace number').nextSibling).toHaveTextContent('TR100001261122');
    expect(screen.getByText('Deposited').nextSibling).toHaveTextContent('Nov 23, 2026');
    expect(screen.getByText('Settled').nextSibling).toHaveTextContent('Nov 22, 2026');

    const table = await screen.findByRole('table', { name: 'Transactions in this payout' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    // Each row leads to its transaction.
    expect(
      within(table)
        .getAllByRole('link', { name: 'Nov 22, 2026, 10:30 AM' })
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/transaction-detail/100001/11',
      '/transaction-detail/100001/12',
      '/transaction-detail/100001/13',
    ]);
    // The batch's totals add up to the deposit.
    const totals = screen.getByRole('region', { name: 'Batch totals' });
    expect(totals).toHaveTextContent('$1,500.00 gross − $43.50 fees = $1,456.50, the deposit.');

    await user.click(screen.getByRole('link', { name: 'View 2 transactions: Refunds' }));
    await waitFor(() => expect(view.params().get('type')).toBe('-CC Refund,-CK'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const last = api.callsTo('/api/merchants/100001/deposits/728/transactions').at(-1);
    expect(last?.searchParams.get('type')).toBe('-CC Refund,-CK');
    expect(screen.getByText('Type: Refunds')).toBeInTheDocument();
    expect(totals).toHaveTextContent('Totals of the whole batch (every type)');
    expect(screen.getByRole('link', { name: 'View 2 transactions: Refunds' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it("keeps the list's sort in a line's link, but not its page or open dialog", async () => {
    renderAt('/payouts/100001/728?sort=grossAmount&page=2&dialog=columns');
    const link = await screen.findByRole('link', { name: 'View 2 transactions: Refunds' });
    expect(link).toHaveAttribute(
      'href',
      '/payouts/100001/728?sort=grossAmount&type=-CC+Refund%2C-CK',
    );
  });

  it("shows the server's message for an unknown payout, with the way back", async () => {
    renderAt('/payouts/100001/999999');
    expect(
      await screen.findByText('Unable to find a payout with the ID specified'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to payouts' })).toHaveAttribute(
      'href',
      '/payouts/100001',
    );
  });

  it('says the same of an id that is no payout id, without asking', async () => {
    renderAt('/payouts/100001/abc');
    expect(
      await screen.findByText('Unable to find a payout with the ID specified'),
    ).toBeInTheDocument();
    expect(api.calls.filter((url) => url.pathname.includes('/deposits'))).toEqual([]);
  });

  it('calls nothing for an account that is not one of the user’s', async () => {
    renderAt('/payouts/100009/728');
    expect(await screen.findByText('Account not found')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
