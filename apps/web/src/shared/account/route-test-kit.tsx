/**
 * Test support for the merchant pages' component tests (imported by *.test.tsx only): a page
 * rendered at a URL under a memory router, and a signed-in user holding some accounts.
 */
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { testAccount } from '../../testing/account-fixtures';
import { renderWithProviders } from '../../testing/render';
import { useAccountStore } from '../stores/account-store';

/** Renders `routes` at `url` under a memory router; the router tells where the page went. */
export function renderRoutesAt(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

/**
 * For a describe block: each test starts with empty storage and a signed-in user holding
 * `accountIds`; after it the account store is cleared and stubbed globals (fetch) put back.
 */
export function signedInHolding(accountIds: number[]): void {
  beforeEach(() => {
    localStorage.clear();
    useAccountStore.getState().setData(testAccount({}, accountIds));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAccountStore.getState().clear();
  });
}
