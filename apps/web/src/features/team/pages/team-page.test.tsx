// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutesAt, signedInHolding } from '../../../shared/account/route-test-kit';
import { useAccountStore } from '../../../shared/stores/account-store';
import { testAccount, testMerchant } from '../../../testing/account-fixtures';
import type { TeamUserRow } from '../api/get-team-users';
import { TeamPage } from './team-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const user = (over: Partial<TeamUserRow>): TeamUserRow => ({
  id: 7,
  firstname: 'Carl',
  lastname: 'Clerk',
  email: 'clerk@paydesk.test',
  phone: null,
  lastLogin: null,
  access: 1,
  isAdmin: false,
  permissions: [],
  invited: false,
  ...over,
});

const USERS = [
  user({}),
  user({
    id: 2,
    firstname: 'Olivia',
    lastname: 'Owner',
    email: 'owner@paydesk.test',
    isAdmin: true,
    permissions: ['can-create-transactions', 'can-manage-disputes', 'can-refund-transactions'],
    lastLogin: '2026-11-20T10:00:00.000Z',
  }),
];

/** The list answers USERS; a PATCH answers the user with what it sent. */
function teamApi() {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    if (method === 'PATCH') return json(200, { ...USERS[0], ...body });
    if (url.pathname === '/api/users/info') return json(200, { data: testAccount() });
    return json(200, {
      meta: { page: 1, perPage: 10, totalRecords: 2, totalPages: 1, asOf: '9' },
      data: USERS,
    });
  });
  return { fetchMock, calls };
}

const renderAt = (url: string) =>
  renderRoutesAt([{ path: '/users/:mid', element: <TeamPage /> }], url);

describe('TeamPage', () => {
  signedInHolding([100001]);

  it("lists the account's users with their role; an admin opens a user and grants a permission", async () => {
    const api = teamApi();
    vi.stubGlobal('fetch', api.fetchMock);
    const person = userEvent.setup();
    renderAt('/users/100001');
    const table = await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByRole('row', { name: /Olivia Owner/ })).toHaveTextContent('Admin');
    expect(screen.getByRole('button', { name: 'Invite user' })).toBeInTheDocument();

    await person.click(within(table).getByRole('link', { name: 'Carl Clerk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Carl Clerk' });
    await person.click(within(dialog).getByRole('switch', { name: /Manage disputes/ }));
    await person.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/merchants/100001/users/7');
    // Only what changed is sent.
    expect(patch?.body).toEqual({ permissions: ['can-manage-disputes'] });
  });

  it('is read-only for a member who is not an admin of the account', async () => {
    useAccountStore.getState().setData({
      ...testAccount({}, []),
      merchants: [testMerchant(100001, { isAdmin: false, permissions: [] })],
    });
    vi.stubGlobal('fetch', teamApi().fetchMock);
    renderAt('/users/100001');
    const table = await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      screen.getByText(
        'Only a merchant admin of this account can invite users or change their access.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite user' })).toBeNull();
    expect(within(table).queryByRole('link', { name: 'Carl Clerk' })).toBeNull();
  });
});
