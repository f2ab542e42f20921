import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { nextLoopbackIp } from '../../security/lib/principals';
import { type DemoEmail, demoPassword } from '../../support/identity';

/** Helpers of the scheduled reports' tests. */

export type Headers = { authorization: string };

/** Signs a demo user in from a fresh loopback address (the sign-in rate limit counts per IP). */
export async function signedIn(app: FastifyInstance, email: DemoEmail): Promise<Headers> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: nextLoopbackIp(),
    payload: { email, password: demoPassword(email) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().idToken}` };
}

export interface ScheduleBody {
  name?: string;
  path?: string;
  query?: string;
  frequency?: 'daily' | 'weekly';
  weekday?: number | null;
  hour?: number;
}

export function schedulesApi(app: FastifyInstance) {
  const url = '/api/admin/report-schedules';
  return {
    list: (who: Headers) => app.inject({ url, headers: who }),
    create: (who: Headers, body: ScheduleBody, key: string = randomUUID()) =>
      app.inject({
        method: 'POST',
        url,
        headers: { ...who, 'idempotency-key': key },
        payload: {
          name: 'Daily audit',
          path: '/admin/audit',
          query: 'range=prior-day',
          frequency: 'daily',
          hour: 6,
          ...body,
        },
      }),
    update: (who: Headers, id: number, body: Record<string, unknown>) =>
      app.inject({
        method: 'PATCH',
        url: `${url}/${id}`,
        headers: { ...who, 'idempotency-key': randomUUID() },
        payload: body,
      }),
    remove: (who: Headers, id: number) =>
      app.inject({
        method: 'DELETE',
        url: `${url}/${id}`,
        headers: { ...who, 'idempotency-key': randomUUID() },
      }),
    sendNow: (who: Headers, id: number) =>
      app.inject({
        method: 'POST',
        url: `${url}/${id}/send-now`,
        headers: { ...who, 'idempotency-key': randomUUID() },
      }),
  };
}

/** A clock the tests move by hand. */
export function movableClock(start: string) {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at: string) => {
      current = new Date(at).getTime();
    },
  };
}
