import type { Tokens } from '@paydesk/domain/auth';
import { useAuthStore } from '../stores/auth-store';
import { STORAGE_KEYS } from '../stores/storage-keys';
import { emailFromIdToken } from './jwt';
import { tokenExpiresAt } from './token-expiry';

/** Stores a new set of tokens: the auth store (persisted) and the refresh-token key. */
export function saveTokens(tokens: Tokens, receivedAt = Date.now()): void {
  useAuthStore.getState().setSession({
    accessToken: tokens.accessToken,
    idToken: tokens.idToken,
    refreshToken: tokens.refreshToken,
    expiresAt: tokenExpiresAt(tokens.idToken, receivedAt, tokens.expiresIn),
  });
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
}

/** The signed-in user's e-mail, read from the ID token. */
export function sessionEmail(): string | undefined {
  return emailFromIdToken(useAuthStore.getState().token?.idToken);
}

/** The session can be refreshed: a refresh token and an e-mail are still here. */
export function hasRefreshCredentials(): boolean {
  const token = useAuthStore.getState().token;
  return Boolean(
    token?.refreshToken &&
      localStorage.getItem(STORAGE_KEYS.refreshToken) &&
      emailFromIdToken(token.idToken),
  );
}

/** The remember-me flag of the last sign-in on this browser. */
export function rememberedFlag(): boolean {
  return localStorage.getItem(STORAGE_KEYS.remember) === 'true';
}

export function saveRememberFlag(remember: boolean): void {
  if (remember) localStorage.setItem(STORAGE_KEYS.remember, 'true');
  else localStorage.removeItem(STORAGE_KEYS.remember);
}
