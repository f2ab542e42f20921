import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { DEMO_MERCHANT_IDS, DEMO_SIGN_INS, seedDemoIdentity } from '../../src/demo/demo-identity';

export type DemoEmail = (typeof DEMO_SIGN_INS)[number]['email'];
export const demoPassword = (email: DemoEmail) =>
  DEMO_SIGN_INS.find((demo) => demo.email === email)?.password ?? '';

/**
 * A demo account the clerk does not hold (the owner's Driftwood Books): the clerk holds Blue
 * Harbor Bistro and Cascade Outfitters.
 */
export const NOT_THE_CLERKS = DEMO_MERCHANT_IDS.closed;

export async function seedIdentity(database: DatabaseHandle): Promise<void> {
  await seedDemoIdentity(database.db);
}

export interface SignedIn {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  headers: { authorization: string };
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  extra: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password, ...extra },
  });
}

/** Signs a demo user in and answers its tokens with a ready bearer header. */
export async function signInAs(app: FastifyInstance, email: DemoEmail): Promise<SignedIn> {
  const res = await signIn(app, email, demoPassword(email));
  expect(res.statusCode, res.body).toBe(200);
  const tokens = res.json();
  return { ...tokens, headers: { authorization: `Bearer ${tokens.idToken}` } };
}

/** A clock the test moves by hand. */
export function testClock(start = new Date('2026-11-22T12:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceMinutes: (minutes: number) => {
      current += minutes * 60_000;
    },
  };
}

export async function latestOutboxCode(app: FastifyInstance, to: string): Promise<string> {
  const res = await app.inject('/api/dev/outbox');
  const message = res.json().data.find((m: { to: string }) => m.to === to);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code e-mailed to ${to}`);
  return code;
}
