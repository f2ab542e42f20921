import type { PersistedAuth } from './auth-store';

/**
 * The signed-in flag in a stored auth state (null when the key was removed). Reads the raw
 * value, so it needs neither the store nor zustand (the early preload script uses it).
 */
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
