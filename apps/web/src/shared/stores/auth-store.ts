import type { NewPasswordChallenge } from '@paydesk/domain/auth';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PERSISTED_STORE_KEYS, PERSISTED_STORE_VERSION } from './storage-keys';

/** Tokens of a signed-in session, with the ID token's expiry on this browser's clock (ms). */
export interface SessionToken {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  expiresAt: number;
}

/** Why a session ended: the user asked, it expired or failed, or another tab ended it. */
export type SessionEndReason = 'logout' | 'idle' | 'expired' | 'other-tab';

/** Auth state of part 1 §3 (the recovery and challenge parts the sign-in screen keeps). */
export interface AuthState {
  isAuthenticated: boolean;
  token: SessionToken | null;
  endedReason: SessionEndReason | null;
  /** The e-mail a reset code was sent to. */
  recoveryEmail: string;
  /** The first-login challenge: its session and the user it is for. */
  newPasswordChallenge: Pick<NewPasswordChallenge, 'session'> | null;
  newPasswordUserAttributes: NewPasswordChallenge['userAttributes'] | null;
  setSession: (token: SessionToken) => void;
  setRecoveryEmail: (email: string) => void;
  setChallenge: (challenge: NewPasswordChallenge | null) => void;
  clear: (reason: SessionEndReason) => void;
}

/** What the auth store writes to localStorage: the token and the flag, nothing else. */
export type PersistedAuth = Pick<AuthState, 'token' | 'isAuthenticated'>;

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      isAuthenticated: false,
      token: null,
      endedReason: null,
      recoveryEmail: '',
      newPasswordChallenge: null,
      newPasswordUserAttributes: null,
      setSession: (token) =>
        set({
          token,
          isAuthenticated: true,
          endedReason: null,
          newPasswordChallenge: null,
          newPasswordUserAttributes: null,
        }),
      setRecoveryEmail: (recoveryEmail) => set({ recoveryEmail }),
      setChallenge: (challenge) =>
        set({
          newPasswordChallenge: challenge ? { session: challenge.session } : null,
          newPasswordUserAttributes: challenge?.userAttributes ?? null,
        }),
      clear: (reason) =>
        set({
          token: null,
          isAuthenticated: false,
          endedReason: reason,
          newPasswordChallenge: null,
          newPasswordUserAttributes: null,
        }),
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
