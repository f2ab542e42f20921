import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { loadAccount } from '../../shared/account/load-account';
import { loadSessionData, startSessionData } from '../../shared/account/load-session-data';
import { selectMerchantAccount } from '../../shared/account/select-merchant';
import { rememberLastUrl } from '../../shared/session/last-url';
import { useAccountStore } from '../../shared/stores/account-store';
import { useAuthStore } from '../../shared/stores/auth-store';
import { SESSION_KEYS } from '../../shared/stores/storage-keys';
import { chooseMerchantId } from '../../shared/utils/choose-merchant-id';
import { entryDecision } from './entry-rules';
import { waitForHydration } from './wait-for-hydration';

/**
 * The loader of every signed-in route (part 1 §2 "Route entry rules"): waits for the stored
 * state and the account fetch, then applies the entry rules and saves the current merchant.
 * The site settings and the stored user's permissions are asked for alongside the account,
 * not after it; the other session data once it has arrived.
 */
export function createSessionLoader(queryClient: QueryClient) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    await Promise.all([waitForHydration(useAuthStore), waitForHydration(useAccountStore)]);
    const url = new URL(request.url);
    const here = `${url.pathname}${url.search}`;
    const toLogin = () => {
      rememberLastUrl(here);
      return redirect(paths.public.login.href());
    };
    if (!useAuthStore.getState().isAuthenticated) throw toLogin();

    const accountLoad = loadAccount(queryClient);
    const startedForUserId = startSessionData(queryClient, useAccountStore.getState().data);
    const account = await accountLoad;
    if (account.status === 'not-found') throw redirect(paths.public.verifyError.href());
    if (account.status === 'expired' || !useAuthStore.getState().isAuthenticated) throw toLogin();
    const data = account.data;
    if (!data) return null;

    const underAdmin = url.pathname.startsWith('/admin');
    const store = useAccountStore.getState();
    const currentMerchantId = chooseMerchantId({
      routeId: underAdmin ? undefined : (params.id ?? params.mid),
      storedId: store.selectedMerchantAccountId,
      routeAccountId: params.accountId,
      merchantIds: data.merchants.map((merchant) => merchant.id),
    });
    const owned = data.merchants.some((merchant) => merchant.id === currentMerchantId);
    if (owned && currentMerchantId !== undefined) selectMerchantAccount(currentMerchantId);
    loadSessionData(queryClient, data, currentMerchantId, startedForUserId);

    const decision = entryDecision({
      pathname: url.pathname,
      data,
      currentMerchantId,
      adminRedirectDone: sessionStorage.getItem(SESSION_KEYS.adminRedirected) === 'true',
    });
    if (decision.adminRedirectDone) sessionStorage.setItem(SESSION_KEYS.adminRedirected, 'true');
    if (decision.redirect && decision.redirect !== url.pathname) throw redirect(decision.redirect);
    rememberLastUrl(here);
    return null;
  };
}

/** The rules run again on every change of path, not only when route params change. */
export function revalidateOnPathChange({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

/** /login: a signed-in user goes to / (part 1 §2). */
export async function loginLoader() {
  await waitForHydration(useAuthStore);
  if (useAuthStore.getState().isAuthenticated) throw redirect(paths.home.href());
  return null;
}
