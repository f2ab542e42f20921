import { useCallback } from 'react';
import { endSession } from './end-session';

/**
 * Signs the user out: ends the session on the server (best effort) and on this browser.
 * The signed-in area sees the session end and goes to /login; other tabs follow.
 */
export function useLogout(): () => void {
  return useCallback(() => endSession({ reason: 'logout' }), []);
}
