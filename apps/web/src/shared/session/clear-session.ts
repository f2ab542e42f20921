import { useAccountStore } from '../stores/account-store';
import { useAuthStore } from '../stores/auth-store';
import { useFilterStore } from '../stores/filter-store';
import { STORAGE_KEYS } from '../stores/storage-keys';

/** Device preferences that outlive a session. */
const KEPT_KEYS: ReadonlySet<string> = new Set([STORAGE_KEYS.navCollapsed]);

/**
 * Logout (part 1 §4): clears tokens, the persisted stores and the session's browser storage.
 * `passive` (a logout the user did not ask for) keeps the refresh token.
 */
export function clearSession({ passive = false }: { passive?: boolean } = {}): void {
  useAuthStore.getState().clear();
  useAccountStore.getState().clear();
  useFilterStore.getState().reset();
  useAuthStore.persist.clearStorage();
  useAccountStore.persist.clearStorage();
  useFilterStore.persist.clearStorage();
  for (const key of Object.values(STORAGE_KEYS)) {
    if (KEPT_KEYS.has(key)) continue;
    if (passive && key === STORAGE_KEYS.refreshToken) continue;
    localStorage.removeItem(key);
  }
}
