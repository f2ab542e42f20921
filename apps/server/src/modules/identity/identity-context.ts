import type { Database } from '../../db/client';
import type { Mailer } from '../../platform/mail';

/** What the identity services need; tests pass their own clock. */
export interface IdentityContext {
  db: Database;
  /** Signs and verifies session tokens. */
  tokenKey: Uint8Array;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

export const IDENTITY_LIMITS = {
  /** PCI DSS 8.3.4: lock after 10 failed attempts, for at least 30 minutes. */
  failedSignInsBeforeLockout: 10,
  lockoutMinutes: 30,
  sessionHours: 12,
  rememberedSessionDays: 30,
  resetCodeMinutes: 15,
  resetCodeAttempts: 5,
  newPasswordChallengeMinutes: 10,
  ssoKeySeconds: 60,
} as const;

export const addMinutes = (date: Date, minutes: number) =>
  new Date(date.getTime() + minutes * 60_000);
