import type { SignInResponse } from '@paydesk/domain/auth';
import { create } from 'zustand';
import type { LoginView } from '../../../config/paths/public-paths';

/** A staff sign-in waiting for its two-factor step (kept in memory only, never stored). */
export interface PendingTwoFactor {
  email: string;
  session: string;
  remember: boolean | undefined;
}

export const useTwoFactorChallenge = create<{
  pending: PendingTwoFactor | null;
  set: (pending: PendingTwoFactor | null) => void;
}>()((set) => ({ pending: null, set: (pending) => set({ pending }) }));

type Challenge = Extract<SignInResponse, { challenge: string }>;

/**
 * The sign-in screen's step for a two-factor challenge (keeping what it needs), or undefined
 * for any other answer.
 */
export function twoFactorStep(
  response: Challenge | { challenge?: undefined },
  email: string,
  remember?: boolean,
): LoginView | undefined {
  if (
    response.challenge !== 'TWO_FACTOR_REQUIRED' &&
    response.challenge !== 'TWO_FACTOR_SETUP_REQUIRED'
  ) {
    return undefined;
  }
  useTwoFactorChallenge.getState().set({ email, session: response.session, remember });
  return response.challenge === 'TWO_FACTOR_REQUIRED' ? 'two-factor' : 'two-factor-setup';
}
