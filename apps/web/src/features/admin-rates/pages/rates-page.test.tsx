// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { ratesApi } from '../testing/rates-api';
import { RatesPage } from './rates-page';

function renderAt(url: string) {
  return renderRoutesAt(
    [
      { path: '/admin/rates', element: <RatesPage /> },
      { path: '/admin/rates/:id/profile', element: <p>Rate profile</p> },
    ],
    url,
  );
}

describe('RatesPage', () => {
  signedInHolding([]);
  let api: ReturnType<typeof ratesApi>;
  const start = (options?: Parameters<typeof ratesApi>[0]) => {
    api = ratesApi(options);
    vi.stubGlobal('fetch', api.fetchMock);
  };

  it('lists the rates with fees as percent and dollars, sorted id,rateName, each opening its profile', async () => {
    start();
    renderAt('/admin/rates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rates' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Rates' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(
      expect.arrayContaining(['ID', 'Rate name', 'Processor', 'Partners', 'Card %', 'Merchants']),
    );
    expect(within(table).getAllByText('2.90 %')).toHaveLength(2);
    expect(within(table).getAllByText('$0.34').length).toBeGreaterThan(0);
    expect(within(table).getByText('Every partner')).toBeInTheDocument();
    expect(within(table).getByText('Northwind Partners')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '7' })).toHaveAttribute(
      'href',
      '/admin/rates/7/profile',
    );
    const first = api.callsTo('/api/admin/rates')[0];
    expect(first?.url.searchParams.get('sort')).toBe('id,rateName');
    expect(first?.url.searchParams.get('perPage')).toBe('10');
  });

  it('searches by name and filters by processor from the URL', async () => {
    start();
    const user = userEvent.setup();
    renderAt('/admin/rates?processor=2');
    const table = await screen.findByRole('table', { name: 'Rates' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(api.callsTo('/api/admin/rates')[0]?.url.searchParams.get('processor')).toBe('2');
    await user.type(screen.getByRole('textbox', { name: 'Search rates' }), 'nobody{Enter}');
    expect(await screen.findByText('No rates match this search.')).toBeInTheDocument();
  });

  it('creates a rate from the New rate dialog: percent and dollars sent as basis points and cents', async () => {
    start();
    const user = userEvent.setup();
    const router = renderAt('/admin/rates');
    await screen.findByRole('table', { name: 'Rates' });
    await user.click(screen.getAllByRole('button', { name: 'New rate' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'New rate' });
    expect(router.state.location.search).toContain('dialog=new-rate');
    const name = within(dialog).getByRole('textbox', { name: 'Rate name' });
    await user.click(within(dialog).getByRole('button', { name: 'Create rate' }));
    expect(await within(dialog).findByText('Enter the rate name.')).toBeVisible();
    expect(api.callsTo('/api/admin/rates', 'POST')).toHaveLength(0);

    await user.type(name, 'US Standard');
    await user.click(within(dialog).getByRole('button', { name: 'Create rate' }));
    expect(
      await within(dialog).findByText('A rate with this name already exists on this processor.'),
    ).toBeVisible();

    await user.clear(name);
    await user.type(name, 'Gold');
    const card = within(dialog).getByRole('textbox', { name: 'Card percent' });
    await user.clear(card);
    await user.type(card, '2.5');
    const fixed = within(dialog).getByRole('textbox', { name: 'Card fixed fee' });
    await user.clear(fixed);
    await user.type(fixed, '0.2');
    await user.click(within(dialog).getByRole('button', { name: 'Create rate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/rates/99/profile'));
    const posts = api.callsTo('/api/admin/rates', 'POST');
    expect(posts.at(-1)?.body).toEqual({
      rateName: 'Gold',
      processorId: 3,
      cardPercentBps: 250,
      cardFixedCents: 20,
      achPercentBps: 10,
      achFixedCents: 35,
      achCapCents: 45,
      rejectedReturnFeeCents: 1_000,
    });
    expect(posts.at(-1)?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('says a too-large fee under its field without calling', async () => {
    start();
    const user = userEvent.setup();
    renderAt('/admin/rates?dialog=new-rate');
    const dialog = await screen.findByRole('dialog', { name: 'New rate' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Rate name' }), 'Steep');
    const card = within(dialog).getByRole('textbox', { name: 'Card percent' });
    await user.clear(card);
    await user.type(card, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Create rate' }));
    expect(
      await within(dialog).findByText('Use a percentage from 0.00 % to 10.00 %, to the hundredth.'),
    ).toBeVisible();
    expect(api.callsTo('/api/admin/rates', 'POST')).toHaveLength(0);
  });

  it('shows the error state with Retry when the list cannot be read', async () => {
    start({ listStatus: 500 });
    renderAt('/admin/rates');
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });

  it("shows only 'Not Allowed' to an admin without can-view-rates", async () => {
    start({ permissions: ['can-view-merchant-info'] });
    renderAt('/admin/rates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Allowed' })).toBeVisible();
    expect(api.callsTo('/api/admin/rates')).toHaveLength(0);
  });
});
