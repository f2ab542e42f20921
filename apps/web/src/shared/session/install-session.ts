import { installAuthHooks } from '../api/auth-hooks';
import { syncSessionAcrossTabs } from './cross-tab';
import { endSession } from './end-session';
import { getFreshIdToken } from './refresh-session';

let installed = false;

/**
 * Wires the session into the API client (bearer from the ID token, refreshed first when
 * expired; a refused signed-in call ends the session) and follows other tabs. Runs once.
 */
export function installSession(): void {
  if (installed) return;
  installed = true;
  installAuthHooks({
    getIdToken: getFreshIdToken,
    onSessionRejected: () => endSession({ passive: true, reason: 'expired' }),
  });
  syncSessionAcrossTabs();
}
