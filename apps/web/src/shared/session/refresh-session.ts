import { isApiError } from '../api/api-error';
import { notify } from '../notifications/notify';
import { useAuthStore } from '../stores/auth-store';
import { endSession } from './end-session';
import { emailFromIdToken } from './jwt';
import { postRefresh } from './post-refresh';
import { saveTokens } from './session-tokens';
import { isTokenExpired } from './token-expiry';

export const REFRESH_FAILED_MESSAGE = 'Unable to refresh your session. You will be logged out.';

/** One refresh at a time across tabs: a refresh token works once. */
async function withRefreshLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return run();
  let result: T | undefined;
  await locks.request('paydesk.session-refresh', async () => {
    result = await run();
  });
  return result as T;
}

function refreshFailed(): undefined {
  notify({ level: 'error', title: 'Session expired', message: REFRESH_FAILED_MESSAGE });
  endSession({ passive: true, reason: 'expired' });
  return undefined;
}

async function runRefresh(force: boolean, newEmail?: string): Promise<string | undefined> {
  // Another tab may have rotated the tokens while this one waited for the lock.
  await useAuthStore.persist.rehydrate();
  const token = useAuthStore.getState().token;
  if (!token) return undefined;
  if (!force && !isTokenExpired(token.expiresAt, Date.now())) return token.idToken;
  const email = newEmail ?? emailFromIdToken(token.idToken);
  if (!email) return refreshFailed();
  try {
    const tokens = await postRefresh(email, token.refreshToken);
    saveTokens(tokens);
    return tokens.idToken;
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429) {
      return refreshFailed();
    }
    throw error;
  }
}

let inFlight: Promise<string | undefined> | null = null;

/** Refreshes the session (forced: even if the ID token is still good); answers the ID token. */
export function refreshSession({ force = false } = {}): Promise<string | undefined> {
  inFlight ??= withRefreshLock(() => runRefresh(force)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * After the sign-in e-mail changed: a refresh under the new address (the ID token still
 * names the old one, which the server no longer takes), so this device stays signed in with
 * tokens that name the new one.
 */
export function refreshSessionAfterEmailChange(newEmail: string): Promise<string | undefined> {
  return withRefreshLock(() => runRefresh(true, newEmail));
}

/** The ID token for a request, refreshed first when its expiry has passed (part 1 §4). */
export function getFreshIdToken(): Promise<string | undefined> {
  const token = useAuthStore.getState().token;
  if (!token) return Promise.resolve(undefined);
  if (!isTokenExpired(token.expiresAt, Date.now())) return Promise.resolve(token.idToken);
  return refreshSession();
}
