import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../../src/db/client';
import { users } from '../../../src/db/schema';
import { hashPassword } from '../../../src/platform/passwords';

/** Helpers of the two-factor tests: staff users of their own, codes of any moment. */
export const STAFF_PASSWORD = 'Staff!Paydesk2026';

let counter = 0;

/** A new staff user (mp_admin) or merchant user with the test password. */
export async function createUser(
  database: DatabaseHandle,
  options: { staff?: boolean; mustSetPassword?: boolean } = {},
): Promise<{ id: number; email: string }> {
  counter += 1;
  const email = `tf-${randomUUID().slice(0, 8)}-${counter}@paydesk.test`;
  const [row] = await database.db
    .insert(users)
    .values({
      email,
      firstName: 'Tina',
      lastName: 'Twofactor',
      passwordHash: await hashPassword(STAFF_PASSWORD),
      groups: options.staff === false ? ['mp_user'] : ['mp_admin'],
      mustSetPassword: options.mustSetPassword ?? false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return { id: row.id, email };
}

/** The code of the authenticator app at `at`. */
export const codeAt = (secret: string, at: Date) =>
  TOTP.generate({ secret: secretOf(secret), timestamp: at.getTime() });

const secretOf = (base32: string) => Secret.fromBase32(base32);

export function api(app: FastifyInstance) {
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    authorization?: string,
  ) =>
    app.inject({
      method,
      url,
      headers: {
        ...(authorization ? { authorization } : {}),
        ...(method === 'GET' ? {} : { 'idempotency-key': randomUUID() }),
      },
      ...(payload ? { payload } : {}),
    });
  return {
    call,
    signIn: (email: string, password = STAFF_PASSWORD, extra: Record<string, unknown> = {}) =>
      call('POST', '/api/auth/sign-in', { email, password, ...extra }),
    twoFactor: (body: Record<string, unknown>) => call('POST', '/api/auth/two-factor', body),
  };
}

/** Signs a user in with the password alone (tokens expected) and answers its bearer header. */
export async function bearerOf(app: FastifyInstance, email: string): Promise<string> {
  const res = await api(app).signIn(email);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().idToken).toEqual(expect.any(String));
  return `Bearer ${res.json().idToken}`;
}

/**
 * Enrols the user from the account (enrol, confirm with the code of `at`): answers the
 * secret and the recovery codes.
 */
export async function enrol(
  app: FastifyInstance,
  authorization: string,
  at: Date,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { call } = api(app);
  const started = await call('POST', '/api/users/two-factor/enrol', undefined, authorization);
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json();
  const confirmed = await call(
    'POST',
    '/api/users/two-factor/confirm',
    { code: codeAt(secret, at) },
    authorization,
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: confirmed.json().recoveryCodes };
}
