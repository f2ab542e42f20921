import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users, userTwoFactor } from '../../../src/db/schema';
import { adminLacking, Principals } from '../../security/lib/principals';
import { seedIdentity, signInAs, testClock } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';
import { api, bearerOf, codeAt, createUser, enrol } from './two-factor-kit';

const clock = testClock();
let t: TestApp;
let adminBearer: string;
let ownerBearer: string;
let lackingUsersKey: string;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { AUTH_RATE_LIMIT: '1000' } });
  await seedIdentity(t.database);
  adminBearer = (await signInAs(t.app, 'admin@paydesk.test')).headers.authorization;
  ownerBearer = (await signInAs(t.app, 'owner@paydesk.test')).headers.authorization;
  const principals = new Principals(t.app, t.database);
  lackingUsersKey = `Bearer ${(await principals.create('admin without can-view-users', adminLacking('can-view-users'))).idToken}`;
}, 60_000);

const nextStep = () => clock.advanceMinutes(0.5);
const call = (...args: Parameters<ReturnType<typeof api>['call']>) => api(t.app).call(...args);

describe('signed-in enrolment (staff only)', () => {
  it('answers 401 signed out and 403 for a merchant user', async () => {
    expect((await call('GET', '/api/users/two-factor')).statusCode).toBe(401);
    const merchant = await call('GET', '/api/users/two-factor', undefined, ownerBearer);
    expect(merchant.statusCode).toBe(403);
    expect(merchant.json().error_message).toBe('This is for Paydesk staff only.');
    expect(
      (await call('POST', '/api/users/two-factor/enrol', undefined, ownerBearer)).statusCode,
    ).toBe(403);
  });

  it('enrols: status, QR code and otpauth URL, confirm, recovery codes, audit', async () => {
    const user = await createUser(t.database);
    const bearer = await bearerOf(t.app, user.email);
    const before = await call('GET', '/api/users/two-factor', undefined, bearer);
    expect(before.json()).toEqual({
      enrolled: false,
      confirmedAt: null,
      required: false,
      recoveryCodesLeft: 0,
    });
    const started = await call('POST', '/api/users/two-factor/enrol', undefined, bearer);
    expect(started.statusCode, started.body).toBe(200);
    const { secret, otpauthUrl, qrSvg } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Paydesk:/);
    expect(otpauthUrl).toContain('issuer=Paydesk');
    expect(otpauthUrl).toContain(encodeURIComponent(user.email));
    expect(qrSvg).toMatch(/^<svg/);
    // A wrong first code: 422, still not enrolled.
    const good = codeAt(secret, clock.now());
    const wrong = await call(
      'POST',
      '/api/users/two-factor/confirm',
      { code: good === '000000' ? '111111' : '000000' },
      bearer,
    );
    expect(wrong.statusCode).toBe(422);
    const confirmed = await call('POST', '/api/users/two-factor/confirm', { code: good }, bearer);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    const after = await call('GET', '/api/users/two-factor', undefined, bearer);
    expect(after.json()).toMatchObject({ enrolled: true, recoveryCodesLeft: 10 });
    const again = await call('POST', '/api/users/two-factor/enrol', undefined, bearer);
    expect(again.statusCode).toBe(422);
    const rows = await t.database.db
      .select({ action: auditLog.action, outcome: auditLog.outcome, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.userId, user.id));
    const actions = rows.map((r) => `${r.action}:${r.outcome}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'two-factor-enrol:success',
        'two-factor-confirm:failure',
        'two-factor-confirm:success',
        'two-factor-enrol:failure',
      ]),
    );
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('a replayed enrol answers the same secret, stored sealed (never the secret in clear)', async () => {
    const user = await createUser(t.database);
    const bearer = await bearerOf(t.app, user.email);
    const key = randomUUID();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/two-factor/enrol',
        headers: { authorization: bearer, 'idempotency-key': key },
      });
    const first = await send();
    const replay = await send();
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().secret).toBe(first.json().secret);
    const stored = await t.database.query<{ body: unknown }>(
      'select response_body as body from idempotency_keys',
    );
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(first.json().secret);
  });

  it('new recovery codes void the old ones; turning off needs a code', async () => {
    const user = await createUser(t.database);
    const bearer = await bearerOf(t.app, user.email);
    const { secret, recoveryCodes } = await enrol(t.app, bearer, clock.now());
    nextStep();
    const fresh = await call(
      'POST',
      '/api/users/two-factor/recovery-codes',
      { code: codeAt(secret, clock.now()) },
      bearer,
    );
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().recoveryCodes).toHaveLength(10);
    nextStep();
    const challenge = await api(t.app).signIn(user.email);
    const old = await api(t.app).twoFactor({
      email: user.email,
      session: challenge.json().session,
      recoveryCode: recoveryCodes[0],
    });
    expect(old.statusCode).toBe(401);
    const off = await call(
      'DELETE',
      '/api/users/two-factor',
      { code: codeAt(secret, clock.now()) },
      bearer,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect((await call('GET', '/api/users/two-factor', undefined, bearer)).json().enrolled).toBe(
      false,
    );
    // Off: the password alone signs in again.
    expect((await api(t.app).signIn(user.email)).json()).toHaveProperty('idToken');
  });
});

describe("an admin's reset (DELETE /api/v2/admin/users/:id/two-factor, can-view-users)", () => {
  const reset = (id: number, bearer?: string) =>
    call('DELETE', `/api/v2/admin/users/${id}/two-factor`, undefined, bearer);

  it('answers 401 signed out, 403 for a merchant user and for an admin without the key', async () => {
    const user = await createUser(t.database);
    expect((await reset(user.id)).statusCode).toBe(401);
    expect((await reset(user.id, ownerBearer)).statusCode).toBe(403);
    expect((await reset(user.id, lackingUsersKey)).statusCode).toBe(403);
  });

  it('removes the enrolment and codes, ends the sessions, audits; idempotent', async () => {
    const user = await createUser(t.database);
    const bearer = await bearerOf(t.app, user.email);
    await enrol(t.app, bearer, clock.now());
    nextStep();
    const res = await reset(user.id, adminBearer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userId: user.id, wasEnrolled: true });
    expect(res.json().sessionsEnded).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/users/two-factor', undefined, bearer)).statusCode).toBe(401);
    const rows = await t.database.db
      .select()
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, user.id));
    expect(rows).toHaveLength(0);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'two-factor-reset'), eq(auditLog.outcome, 'success')));
    expect(audit?.email).toBe('admin@paydesk.test');
    expect(audit?.details).toMatchObject({ targetUserId: user.id, targetEmail: user.email });
    const again = await reset(user.id, adminBearer);
    expect(again.json()).toMatchObject({ wasEnrolled: false, sessionsEnded: 0 });
    // The password alone signs in again (optional mode).
    expect((await api(t.app).signIn(user.email)).json()).toHaveProperty('idToken');
  });

  it('refuses your own reset (422) and answers 404 for an unknown user', async () => {
    const [admin] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@paydesk.test'));
    const own = await reset(admin?.id ?? 0, adminBearer);
    expect(own.statusCode).toBe(422);
    expect(own.json().error_message).toMatch(/another admin/);
    expect((await reset(2_000_000_000, adminBearer)).statusCode).toBe(404);
  });
});
