// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { adminUsersApi, testUser } from '../testing/admin-users-api';
import { AdminUserPage } from './admin-user-page';

function renderAt(url: string) {
  return renderRoutesAt(
    [
      { path: '/admin/users', element: <p>Users list</p> },
      { path: '/admin/users/:id', element: <AdminUserPage /> },
      { path: '/admin/users/:id/m/:mid', element: <p>Merchant access</p> },
    ],
    url,
  );
}

describe('AdminUserPage', () => {
  signedInHolding([]);
  let api: ReturnType<typeof adminUsersApi>;
  const start = (options?: Parameters<typeof adminUsersApi>[0]) => {
    api = adminUsersApi(options);
    vi.stubGlobal('fetch', api.fetchMock);
  };

  it('shows a staff user: header, role, every key grouped, two-factor', async () => {
    start();
    renderAt('/admin/users/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stella Staff' }),
    ).toBeInTheDocument();
    expect(screen.getByText('stella@paydesk.test')).toBeInTheDocument();
    expect(screen.getByText('Enabled')).toBeInTheDocument();
    const keys = await screen.findByRole('group', { name: 'Admin permissions' });
    for (const group of ['Merchants', 'Profile actions', 'Reports', 'Tools']) {
      expect(within(keys).getByRole('heading', { name: group })).toBeInTheDocument();
    }
    expect(within(keys).getByRole('switch', { name: /^Merchants/ })).toBeChecked();
    expect(within(keys).getByRole('switch', { name: /^Disputes/ })).not.toBeChecked();
    expect(screen.getByText('Enrolled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset two-factor' })).toBeEnabled();
    const roles = screen.getByRole('group', { name: 'Roles' });
    expect(await within(roles).findByRole('switch', { name: 'Admin (mp_admin)' })).toBeChecked();
  });

  it('grants a key with its switch', async () => {
    start();
    const user = userEvent.setup();
    renderAt('/admin/users/7');
    const keys = await screen.findByRole('group', { name: 'Admin permissions' });
    const disputes = within(keys).getByRole('switch', { name: /^Disputes/ });
    await user.click(disputes);
    expect(disputes).toBeChecked();
    await waitFor(() =>
      expect(
        api.callsTo('/api/admin/permissions/7/can-view-chargeback-report', 'PATCH'),
      ).toHaveLength(1),
    );
    expect(disputes).toBeChecked();
  });

  it('turns the switch back when the server refuses', async () => {
    start({ permissionStatus: 422 });
    const user = userEvent.setup();
    renderAt('/admin/users/7');
    const keys = await screen.findByRole('group', { name: 'Admin permissions' });
    const merchants = within(keys).getByRole('switch', { name: /^Merchants/ });
    await user.click(merchants);
    await waitFor(() => expect(merchants).toBeChecked());
    expect(api.callsTo('/api/admin/permissions/7/can-view-merchant-info', 'DELETE')).toHaveLength(
      1,
    );
  });

  it('asks before disabling and sends it', async () => {
    start();
    const user = userEvent.setup();
    renderAt('/admin/users/7');
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable user' });
    expect(dialog).toHaveTextContent('Every session of theirs ends at once');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(api.callsTo('/api/v2/admin/users/disable', 'POST')).toHaveLength(1));
  });

  it('shows a merchant user with their accounts, linking to the access page', async () => {
    start({
      user: testUser({
        id: 7,
        group: 'mp_user',
        groups: ['mp_user'],
        isStaff: false,
        merchants: [
          { id: 100001, businessCommonName: 'Blue Harbor Bistro', access: 1, isAdmin: true },
        ],
      }),
    });
    renderAt('/admin/users/7');
    const table = await screen.findByRole('table', { name: 'Merchant accounts' });
    expect(within(table).getByRole('link', { name: 'Blue Harbor Bistro' })).toHaveAttribute(
      'href',
      '/admin/users/7/m/100001',
    );
    expect(within(table).getByText('Merchant admin')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Admin permissions' })).not.toBeInTheDocument();
  });

  it('locks your own Disable, Delete and can-view-users', async () => {
    start({ user: testUser({ email: 'owner@paydesk.test' }), held: ['can-view-users'] });
    renderAt('/admin/users/7');
    expect(await screen.findByRole('button', { name: 'Disable' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    const keys = await screen.findByRole('group', { name: 'Admin permissions' });
    expect(within(keys).getByRole('switch', { name: /^Users/ })).toBeDisabled();
  });

  it('says when the user does not exist', async () => {
    start();
    renderAt('/admin/users/99');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });
});
