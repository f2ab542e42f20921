// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { adminMerchantsApi, testMerchant } from '../testing/admin-merchants-api';
import { AdminMerchantsPage } from './admin-merchants-page';

function renderAt(url: string) {
  return renderRoutesAt(
    [
      { path: '/admin/merchants', element: <AdminMerchantsPage /> },
      { path: '/admin/merchants/:id/:tab?', element: <p>Merchant profile</p> },
    ],
    url,
  );
}

describe('AdminMerchantsPage', () => {
  signedInHolding([]);
  let api: ReturnType<typeof adminMerchantsApi>;
  const start = (options?: Parameters<typeof adminMerchantsApi>[0]) => {
    api = adminMerchantsApi(options);
    vi.stubGlobal('fetch', api.fetchMock);
  };

  it('lists the merchants with their columns and status pills, each opening its profile', async () => {
    start();
    renderAt('/admin/merchants');
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchants' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Merchants' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(
      expect.arrayContaining([
        'ID',
        'DBA',
        'Legal name',
        'Owner',
        'Phone',
        'Partner',
        'Status',
        'Created',
      ]),
    );
    expect(within(table).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(table).getByText('Northwind Partners')).toBeInTheDocument();
    // Status 33: 'Closed - Pending' on the older processor (2).
    expect(within(table).getByText('Closed - Pending')).toBeInTheDocument();
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '100001' })).toHaveAttribute(
      'href',
      '/admin/merchants/100001',
    );
    const first = api.callsTo('/api/admin/merchants')[0];
    expect(first?.searchParams.get('sort')).toBe('businessCommonName,businessLegalName');
    expect(first?.searchParams.get('perPage')).toBe('10');
  });

  it('hides the " - Pending" suffix on the newer processor', async () => {
    start({ merchants: [testMerchant({ status: 33, processorId: 3 })] });
    renderAt('/admin/merchants');
    const table = await screen.findByRole('table', { name: 'Merchants' });
    expect(await within(table).findByText('Closed')).toBeInTheDocument();
    expect(within(table).queryByText('Closed - Pending')).not.toBeInTheDocument();
  });

  it('searches by what is typed: the request carries `search`', async () => {
    start();
    const user = userEvent.setup();
    renderAt('/admin/merchants');
    const table = await screen.findByRole('table', { name: 'Merchants' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const box = screen.getByRole('textbox', { name: 'Search merchants' });
    expect(box).toHaveAttribute('placeholder', 'ID, name, owner, e-mail, phone or EIN last four');
    await user.type(box, 'lee{Enter}');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(
      api.callsTo('/api/admin/merchants').some((url) => url.searchParams.get('search') === 'lee'),
    ).toBe(true);
    expect(within(table).getByRole('link', { name: '100002' })).toBeInTheDocument();
  });

  it('sends the status filter from the URL', async () => {
    start();
    renderAt('/admin/merchants?status=33');
    const table = await screen.findByRole('table', { name: 'Merchants' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(api.callsTo('/api/admin/merchants')[0]?.searchParams.get('status')).toBe('33');
    expect(screen.getByText('Status: Closed - Pending')).toBeInTheDocument();
  });

  it('says when no merchant matches a search', async () => {
    start();
    renderAt('/admin/merchants?search=nobody');
    expect(await screen.findByText('No merchants match this search.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('shows the error state with Retry when the list cannot be read', async () => {
    start({ listStatus: 500 });
    renderAt('/admin/merchants');
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });

  it("shows only 'Not Allowed' to an admin without can-view-merchant-info", async () => {
    start({ permissions: ['can-view-partners'] });
    renderAt('/admin/merchants');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Allowed' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Merchants' })).not.toBeInTheDocument();
    expect(api.callsTo('/api/admin/merchants')).toHaveLength(0);
  });
});
