// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountStore } from '../../../shared/stores/account-store';
import { testAccount } from '../../../testing/account-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { disputesApi } from '../testing/disputes-api';
import { DisputesPage } from './disputes-page';

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/disputes/:accountId', element: <DisputesPage /> },
      { path: '/dispute-detail/:disputeId/:disputeType', element: <p>Dispute</p> },
    ],
    { initialEntries: [url] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const DISPUTES_PATH = '/api/merchants/100001/disputes';

describe('DisputesPage', () => {
  let api: ReturnType<typeof disputesApi>;
  const start = (rows?: Parameters<typeof disputesApi>[0]) => {
    api = disputesApi(rows);
    vi.stubGlobal('fetch', api.fetchMock);
  };
  const lastQuery = () => {
    const calls = api.callsTo(DISPUTES_PATH);
    return Object.fromEntries(calls.at(-1)?.searchParams ?? []);
  };
  beforeEach(() => {
    localStorage.clear();
    useAccountStore.getState().setData(testAccount({}, [100001]));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAccountStore.getState().clear();
  });

  it("shows the inbox in the server's order, urgent first, with the days left in words", async () => {
    start();
    renderAt('/disputes/100001?from=2026-11-01&to=2026-11-20');
    const table = await screen.findByRole('table', { name: 'Disputes' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Overdue');
    expect(rows[1]).toHaveTextContent('2 days left');
    expect(rows[1]).toHaveTextContent('Nov 25, 2026');
    expect(rows[1]).toHaveTextContent('Evidence needed');
    expect(rows[1]).toHaveTextContent('$125.00');
    expect(rows[1]).toHaveTextContent('•••• 4242');
    expect(rows[2]).toHaveTextContent('5 days left');
    expect(rows[2]).toHaveTextContent('Retrieval');
    expect(rows[3]).toHaveTextContent('Won');
    expect(rows[4]).toHaveTextContent('ACH return');
    expect(rows[4]).toHaveTextContent('No response needed');
    expect(lastQuery()).toMatchObject({
      start_date: '2026-11-01 00:00:00',
      end_date: '2026-11-20 23:59:59',
      timezone: 'America/Los_Angeles',
      sort: 'respondBy',
      perPage: '10',
    });
  });

  it('links each row to its dispute', async () => {
    start();
    const router = renderAt('/disputes/100001');
    const table = await screen.findByRole('table', { name: 'Disputes' });
    const link = await within(table).findByRole('link', { name: 'Nov 25, 2026' });
    expect(link).toHaveAttribute('href', '/dispute-detail/501/chargeback?accountId=100001');
    await userEvent.click(link);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dispute-detail/501/chargeback'),
    );
  });

  it('asks for chargebacks only when the Chargebacks tab is chosen', async () => {
    start();
    const user = userEvent.setup();
    const router = renderAt('/disputes/100001');
    await screen.findByRole('table', { name: 'Disputes' });
    await user.click(screen.getByRole('radio', { name: 'Chargebacks' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ kind: 'chargeback' }));
    expect(router.state.location.search).toContain('kind=chargeback');
    expect(screen.getByRole('radio', { name: 'Chargebacks' })).toBeChecked();
    // The chargeback tab shows the case number by default.
    const table = screen.getByRole('table', { name: 'Disputes' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getByRole('columnheader', { name: /Case number/ })).toBeInTheDocument();
    expect(table).toHaveTextContent('CB-2026-0042');
  });

  it('asks for what needs a response when the switch is on', async () => {
    start();
    const user = userEvent.setup();
    renderAt('/disputes/100001');
    await screen.findByRole('table', { name: 'Disputes' });
    expect(lastQuery()).not.toHaveProperty('needs_response');
    await user.click(screen.getByRole('switch', { name: 'Needs response' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ needs_response: 'true' }));
    const table = screen.getByRole('table', { name: 'Disputes' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
  });

  it('says so when there are no disputes', async () => {
    start([]);
    renderAt('/disputes/100001');
    expect(
      await screen.findByText(
        'No disputes in these dates. Chargebacks, retrievals and ACH returns will appear here.',
      ),
    ).toBeInTheDocument();
  });

  it('offers to clear the filters when they match nothing', async () => {
    start([]);
    renderAt('/disputes/100001?kind=retrieval');
    expect(await screen.findByText('No disputes match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ kind: 'retrieval' });
  });
});
