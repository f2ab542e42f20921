// @vitest-environment jsdom

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testMerchant } from '../../../testing/account-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { NotificationSettings } from './notification-settings';

const notifyNetworkError = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/errors/network-errors', () => ({ notifyNetworkError }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function api({ failSave = false } = {}) {
  const saved: { url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const id = Number(/merchants\/(\d+)\/user-settings/.exec(url)?.[1]);
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { data: Record<string, unknown> };
      saved.push({ url, body });
      return failSave
        ? json(500, { error_message: 'Something went wrong' })
        : json(200, { id, ...body });
    }
    return json(200, { id, data: id === 100002 ? { theme: 'dark', disputeEmails: false } : {} });
  });
  return { fetchMock, saved };
}

afterEach(() => vi.unstubAllGlobals());

describe('NotificationSettings (user settings per account)', () => {
  it('lists the accounts whose disputes the user handles, each with its own switch, keeping the other settings', async () => {
    const mock = api();
    vi.stubGlobal('fetch', mock.fetchMock);
    renderWithProviders(
      <NotificationSettings
        merchants={[
          testMerchant(100001, { businessCommonName: 'Bistro' }),
          testMerchant(100002, { businessCommonName: 'Outfitters', isAdmin: false }),
          testMerchant(100003, { businessCommonName: 'Books', isAdmin: false, permissions: [] }),
        ]}
      />,
    );
    const bistro = await screen.findByRole('switch', { name: 'Bistro / 100001' });
    const outfitters = await screen.findByRole('switch', { name: 'Outfitters / 100002' });
    expect(bistro).toBeChecked();
    expect(outfitters).not.toBeChecked();
    // No manage-disputes permission on the books: not e-mailed, so no switch.
    expect(screen.queryByRole('switch', { name: /Books/ })).not.toBeInTheDocument();

    await userEvent.click(outfitters);
    await waitFor(() => expect(outfitters).toBeChecked());
    expect(mock.saved).toEqual([
      {
        url: expect.stringContaining('/api/merchants/100002/user-settings'),
        body: { data: { theme: 'dark', disputeEmails: true } },
      },
    ]);
  });

  it('says why nothing is listed without the permission, and tells of a failed save', async () => {
    const mock = api({ failSave: true });
    vi.stubGlobal('fetch', mock.fetchMock);
    const { unmount } = renderWithProviders(
      <NotificationSettings
        merchants={[testMerchant(100003, { isAdmin: false, permissions: [] })]}
      />,
    );
    expect(screen.getByText(/takes the Manage disputes permission/)).toBeInTheDocument();
    unmount();
    renderWithProviders(<NotificationSettings merchants={[testMerchant(100001)]} />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Merchant 100001 / 100001' }));
    // Part 1 §8: 'An error occurred while updating user settings.' (the 'userSettings' notice).
    await waitFor(() => expect(notifyNetworkError).toHaveBeenCalledWith('userSettings'));
  });
});
