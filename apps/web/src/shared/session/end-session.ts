import type { logout } from '@paydesk/domain/endpoints/auth';
import * as routes from '@paydesk/domain/routes/auth';
import { callEndpoint } from '../api/call-endpoint';
import { type SessionEndReason, type SessionToken, useAuthStore } from '../stores/auth-store';
import { clearSession } from './clear-session';
import { emailFromIdToken } from './jwt';
import { postRefresh } from './post-refresh';
import { isTokenExpired } from './token-expiry';

/** `POST /users/logout {email}` with the session's bearer; best effort, never throws. */
async function endOnServer(token: SessionToken): Promise<void> {
  const email = emailFromIdToken(token.idToken);
  if (!email) return;
  let idToken = token.idToken;
  if (isTokenExpired(token.expiresAt, Date.now())) {
    const fresh = await postRefresh(email, token.refreshToken).catch(() => undefined);
    if (!fresh) return; // the session has already ended on the server
    idToken = fresh.idToken;
  }
  await callEndpoint<typeof logout>(routes.logout, {
    body: { email },
    bearer: idToken,
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Ends the session. An active logout (the user's, or the idle time-out) also ends it on the
 * server; a passive one (a refused call, a failed refresh, another tab) only clears this
 * browser and keeps the refresh token. Other tabs follow through the storage event.
 */
export function endSession({
  passive = false,
  reason,
}: {
  passive?: boolean;
  reason: SessionEndReason;
}): void {
  const token = useAuthStore.getState().token;
  if (!passive && token) void endOnServer(token);
  clearSession({ passive, reason });
}
