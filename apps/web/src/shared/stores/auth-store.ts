import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PERSISTED_STORE_KEYS, PERSISTED_STORE_VERSION } from './storage-keys';

/** Tokens of a signed-in session (part 1 §3 "Auth state"). */
export interface AuthTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

export interface AuthState {
  isFetching: boolean;
  isAuthenticated: boolean;
  token: AuthTokens | null;
  error: string | null;
  setFetching: (isFetching: boolean) => void;
  setSession: (token: AuthTokens) => void;
  setError: (error: string | null) => void;
  clear: () => void;
}

/** What the auth store writes to localStorage: the token and the flag, nothing else. */
export type PersistedAuth = Pick<AuthState, 'token' | 'isAuthenticated'>;

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      isFetching: false,
      isAuthenticated: false,
      token: null,
      error: null,
      setFetching: (isFetching) => set({ isFetching }),
      setSession: (token) => set({ token, isAuthenticated: true, error: null, isFetching: false }),
      setError: (error) => set({ error, isFetching: false }),
      clear: () => set({ token: null, isAuthenticated: false, error: null, isFetching: false }),
    }),
    {
      name: PERSISTED_STORE_KEYS.auth,
      version: PERSISTED_STORE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): PersistedAuth => ({
        token: state.token,
        isAuthenticated: state.isAuthenticated,
      }),
    },
  ),
);
