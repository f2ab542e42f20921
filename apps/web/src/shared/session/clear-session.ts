import { useAccountStore } from '../stores/account-store';
import { type SessionEndReason, useAuthStore } from '../stores/auth-store';
import { useFilterStore } from '../stores/filter-store';
import { SESSION_KEYS, STORAGE_KEYS } from '../stores/storage-keys';

/** Device preferences that outlive a session. */
const KEPT_KEYS: ReadonlySet<string> = new Set([STORAGE_KEYS.navCollapsed, STORAGE_KEYS.remember]);

/** With remember-me on, this browser also keeps the e-mail for the sign-in forms. */
const keptWhenRemembered: ReadonlySet<string> = new Set([STORAGE_KEYS.ssoEmail]);

/**
 * Logout on this device (part 1 §4): clears tokens, the persisted stores and the session's
 * browser storage. `passive` (a logout the user did not ask for) keeps the refresh token.
 */
export function clearSession({
  passive = false,
  reason,
}: {
  passive?: boolean;
  reason: SessionEndReason;
}): void {
  useAuthStore.getState().clear(reason);
  useAccountStore.getState().clear();
  useFilterStore.getState().reset();
  useAuthStore.persist.clearStorage();
  useAccountStore.persist.clearStorage();
  useFilterStore.persist.clearStorage();
  const remembered = localStorage.getItem(STORAGE_KEYS.remember) === 'true';
  for (const key of Object.values(STORAGE_KEYS)) {
    if (KEPT_KEYS.has(key)) continue;
    if (remembered && keptWhenRemembered.has(key)) continue;
    if (passive && key === STORAGE_KEYS.refreshToken) continue;
    localStorage.removeItem(key);
  }
  for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
}
