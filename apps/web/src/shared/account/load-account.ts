import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { notifyNetworkError } from '../errors/network-errors';
import { useAccountStore } from '../stores/account-store';
import type { AccountData } from './account-types';
import { accountInfoQueryOptions } from './get-account-info';

export type AccountLoad =
  | { status: 'ok'; data: AccountData }
  | { status: 'not-found' }
  | { status: 'expired' }
  | { status: 'failed'; data: AccountData | null };

/**
 * How old the account may be when a navigation reads it: older, it is asked for again before
 * the entry rules run, so a feature the back office turned off (allow-subscriptions, say)
 * leaves the merchant's menu and redirects its route on the next navigation, without a reload.
 */
export const ACCOUNT_FRESH_MS = 30_000;

/**
 * The account fetch (part 1 §4): stores the account; a 404 marks it notFound, a 401 marks
 * the token expired (the API client has already ended the session); any other failure shows
 * the 'Network Error' notification and leaves the stored account in place.
 */
export async function loadAccount(queryClient: QueryClient): Promise<AccountLoad> {
  const store = useAccountStore.getState();
  try {
    const info = await queryClient.fetchQuery({
      ...accountInfoQueryOptions(),
      staleTime: ACCOUNT_FRESH_MS,
    });
    if (store.data !== info.data) store.setData(info.data);
    return { status: 'ok', data: info.data };
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      store.setInvalid({ notFound: true });
      return { status: 'not-found' };
    }
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      store.setInvalid({ expiredToken: true });
      return { status: 'expired' };
    }
    notifyNetworkError('account');
    return { status: 'failed', data: useAccountStore.getState().data };
  }
}
