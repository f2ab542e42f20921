// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { adminUsersApi } from '../testing/admin-users-api';
import { AdminUsersPage } from './admin-users-page';

function renderAt(url: string) {
  return renderRoutesAt(
    [
      { path: '/admin/users', element: <AdminUsersPage /> },
      { path: '/admin/users/:id', element: <p>User page</p> },
    ],
    url,
  );
}

describe('AdminUsersPage', () => {
  signedInHolding([]);
  let api: ReturnType<typeof adminUsersApi>;
  const start = (options?: Parameters<typeof adminUsersApi>[0]) => {
    api = adminUsersApi(options);
    vi.stubGlobal('fetch', api.fetchMock);
  };

  it('lists the users with group and status, each opening its page', async () => {
    start();
    renderAt('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('Stella Staff')).toBeInTheDocument();
    expect(within(table).getByText('Admin')).toBeInTheDocument();
    expect(within(table).getByText('Disabled')).toBeInTheDocument();
    expect(within(table).getByText('Never')).toBeInTheDocument();
    const first = api.callsTo('/api/v2/admin/users')[0];
    expect(first?.url.searchParams.get('sort')).toBe('name');
    expect(first?.url.searchParams.get('perPage')).toBe('10');
    expect(screen.getByRole('button', { name: 'New user' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
  });

  it('searches and filters by group through the URL', async () => {
    start();
    const user = userEvent.setup();
    renderAt('/admin/users?group=mp_user');
    const table = await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Mila Member')).toBeInTheDocument();
    expect(api.callsTo('/api/v2/admin/users')[0]?.url.searchParams.get('group')).toBe('mp_user');
    await user.type(screen.getByRole('textbox', { name: 'Search users' }), 'zzz{Enter}');
    expect(await screen.findByText('No users match this search.')).toBeInTheDocument();
  });

  it('opens the new-user form', async () => {
    start();
    const user = userEvent.setup();
    renderAt('/admin/users');
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    expect(within(dialog).getByRole('textbox', { name: /E-mail/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create and invite' }));
    expect(
      await within(dialog).findByText('Please choose a merchant account.'),
    ).toBeInTheDocument();
  });

  it("shows 'Not Allowed' without can-view-users", async () => {
    start({ permissions: [] });
    renderAt('/admin/users');
    expect(await screen.findByText('Not Allowed')).toBeInTheDocument();
    expect(api.callsTo('/api/v2/admin/users')).toHaveLength(0);
  });
});
