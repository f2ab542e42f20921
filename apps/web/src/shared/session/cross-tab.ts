import { useAuthStore } from '../stores/auth-store';
import { PERSISTED_STORE_KEYS } from '../stores/storage-keys';
import { storedAuthIsSignedIn } from '../stores/stored-auth';
import { clearSession } from './clear-session';

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
