// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { partnersApi } from '../testing/partners-api';
import { PartnersPage } from './partners-page';

function renderAt(url: string) {
  return renderRoutesAt(
    [
      { path: '/admin/partners', element: <PartnersPage /> },
      { path: '/admin/partners/create', element: <p>Create form</p> },
      { path: '/admin/partners/:id/profile', element: <p>Partner profile</p> },
    ],
    url,
  );
}

describe('PartnersPage', () => {
  signedInHolding([]);
  let api: ReturnType<typeof partnersApi>;
  const start = (options?: Parameters<typeof partnersApi>[0]) => {
    api = partnersApi(options);
    vi.stubGlobal('fetch', api.fetchMock);
  };

  it('lists the partners with masked tax ids and status pills, each opening its profile', async () => {
    start();
    renderAt('/admin/partners');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partners' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Partners' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(
      expect.arrayContaining([
        'ID',
        'Name',
        'Status',
        'First name',
        'Last name',
        'E-mail',
        'Tax ID',
      ]),
    );
    expect(within(table).getByText('•••••4321')).toBeInTheDocument();
    expect(within(table).getByText('Inactive')).toBeInTheDocument();
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '1' })).toHaveAttribute(
      'href',
      '/admin/partners/1/profile',
    );
    const first = api.callsTo('/api/admin/partners')[0];
    expect(first?.url.searchParams.get('sort')).toBe('name');
    expect(first?.url.searchParams.get('perPage')).toBe('10');
    expect(screen.getByRole('link', { name: 'New partner' })).toHaveAttribute(
      'href',
      '/admin/partners/create',
    );
  });

  it('searches by what is typed and filters by status from the URL', async () => {
    start();
    const user = userEvent.setup();
    renderAt('/admin/partners?status=0');
    const table = await screen.findByRole('table', { name: 'Partners' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(api.callsTo('/api/admin/partners')[0]?.url.searchParams.get('status')).toBe('0');
    const box = screen.getByRole('textbox', { name: 'Search partners' });
    await user.type(box, 'prairie{Enter}');
    await waitFor(() =>
      expect(
        api
          .callsTo('/api/admin/partners')
          .some((call) => call.url.searchParams.get('search') === 'prairie'),
      ).toBe(true),
    );
  });

  it('says when no partner matches a search', async () => {
    start();
    renderAt('/admin/partners?search=nobody');
    expect(await screen.findByText('No partners match this search.')).toBeInTheDocument();
  });

  it('shows the error state with Retry when the list cannot be read', async () => {
    start({ listStatus: 500 });
    renderAt('/admin/partners');
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });

  it("shows only 'Not Allowed' to an admin without can-view-partners", async () => {
    start({ permissions: ['can-view-merchant-info'] });
    renderAt('/admin/partners');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Allowed' })).toBeVisible();
    expect(api.callsTo('/api/admin/partners')).toHaveLength(0);
  });
});
