import { type LoaderFunctionArgs, redirect } from 'react-router';
import { clearSession } from '../../shared/session/clear-session';
import { rememberLastUrl } from '../../shared/session/last-url';
import { useAccountStore } from '../../shared/stores/account-store';
import { useAuthStore } from '../../shared/stores/auth-store';
import { STORAGE_KEYS } from '../../shared/stores/storage-keys';
import {
  disputeDetailsDecision,
  disputeRedirectDecision,
  type SsoRedirectDecision,
  signupDecision,
} from './sso-redirects';
import { waitForHydration } from './wait-for-hydration';

/** Navigates inside the app, or logs out and leaves for the hosted sign-on page. */
function follow(decision: SsoRedirectDecision) {
  if ('navigate' in decision) throw redirect(decision.navigate);
  clearSession({ reason: 'logout' });
  window.location.assign(decision.leaveFor);
  return null;
}

async function signedIn(): Promise<boolean> {
  await waitForHydration(useAuthStore);
  return useAuthStore.getState().isAuthenticated;
}

const ssoEmail = () => localStorage.getItem(STORAGE_KEYS.ssoEmail) ?? undefined;

export async function disputeRedirectLoader({ params }: LoaderFunctionArgs) {
  return follow(
    disputeRedirectDecision({
      signedIn: await signedIn(),
      disputeId: params.disputeId ?? '',
      type: params.type ?? '',
      email: ssoEmail(),
    }),
  );
}

export async function disputeDetailsLoader({ params }: LoaderFunctionArgs) {
  const decision = disputeDetailsDecision({
    signedIn: await signedIn(),
    disputeId: params.disputeId ?? '',
    type: params.type ?? '',
  });
  if (decision.remember) rememberLastUrl(decision.remember);
  throw redirect(decision.navigate);
}

export async function signupLoader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const accountNotFound = useAccountStore.getState().notFound;
  return follow(
    signupDecision({ signedIn: await signedIn(), search, email: ssoEmail(), accountNotFound }),
  );
}
