import { type PersistedAuth, useAuthStore } from '../stores/auth-store';
import { PERSISTED_STORE_KEYS } from '../stores/storage-keys';
import { clearSession } from './clear-session';

/** The signed-in flag in a stored auth state (null when the key was removed). */
export function storedAuthIsSignedIn(raw: string | null): boolean {
  if (!raw) return false;
  try {
    const parsed: unknown = JSON.parse(raw);
    const state = (parsed as { state?: Partial<PersistedAuth> } | null)?.state;
    return state?.isAuthenticated === true && Boolean(state.token);
  } catch {
    return false;
  }
}

/**
 * Keeps tabs in step through the storage event (it fires in every other tab of the origin):
 * a logout elsewhere ends this tab's session; a refresh elsewhere brings the new tokens here.
 */
export function syncSessionAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage) return;
    if (event.key !== PERSISTED_STORE_KEYS.auth && event.key !== null) return;
    const here = useAuthStore.getState();
    const raw = event.key === null ? null : event.newValue;
    if (storedAuthIsSignedIn(raw)) {
      void useAuthStore.persist.rehydrate();
    } else if (here.isAuthenticated) {
      clearSession({ passive: true, reason: 'other-tab' });
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
