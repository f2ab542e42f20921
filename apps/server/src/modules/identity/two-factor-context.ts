import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { FieldCipher } from '../../platform/encryption';
import type { IdentityContext } from './identity-context';
import { identityContextFor } from './sessions.service';

/** ADMIN_MFA: 'required' makes every staff user enrol and answer a code; 'optional' offers it. */
export type TwoFactorMode = 'required' | 'optional';

/** What the two-factor services need beyond the identity context: the cipher and the mode. */
export interface TwoFactorContext extends IdentityContext {
  /** Seals the TOTP secret at rest (the field cipher of SSNs). */
  cipher: FieldCipher;
  mode: TwoFactorMode;
}

export const TWO_FACTOR_LIMITS = {
  /** How long the code step after the password (or a required enrolment) waits. */
  challengeMinutes: 5,
  /** Wrong codes a challenge takes before it dies (each also counts toward the lockout). */
  challengeAttempts: 5,
} as const;

export function twoFactorContextFor(app: FastifyInstance, db?: Database): TwoFactorContext {
  return { ...identityContextFor(app, db), cipher: app.cipher, mode: app.config.adminMfa };
}

/** Staff (first group mp_admin) have two-factor sign-in; merchant users never meet it. */
export const isStaff = (user: { groups: readonly string[] }) => user.groups[0] === 'mp_admin';
