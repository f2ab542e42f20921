import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema';
import { seedIdentity, testClock } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';
import { api, codeAt, createUser, STAFF_PASSWORD } from './two-factor-kit';

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    now: clock.now,
    env: { AUTH_RATE_LIMIT: '1000', ADMIN_MFA: 'required' },
  });
  await seedIdentity(t.database);
});

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload });

describe('required mode (ADMIN_MFA=required)', () => {
  it('a staff user without an enrolment must enrol before any tokens', async () => {
    const user = await createUser(t.database);
    const res = await api(t.app).signIn(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      challenge: 'TWO_FACTOR_SETUP_REQUIRED',
      session: expect.any(String),
    });
    const { session } = res.json();
    // The code step is not open to a setup session.
    const skip = await api(t.app).twoFactor({ email: user.email, session, code: '123456' });
    expect(skip.statusCode).toBe(401);
    const setup = await post('/api/auth/two-factor/setup', { email: user.email, session });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, qrSvg } = setup.json();
    expect(qrSvg).toMatch(/^<svg/);
    const good = codeAt(secret, clock.now());
    const wrong = await post('/api/auth/two-factor/setup/confirm', {
      email: user.email,
      session,
      code: good === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    const [counted] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(counted?.failedSignIns).toBe(1);
    const confirmed = await post('/api/auth/two-factor/setup/confirm', {
      email: user.email,
      session,
      code: good,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ idToken: expect.any(String) });
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    // From now on the password step answers the code challenge.
    clock.advanceMinutes(0.5);
    const next = await api(t.app).signIn(user.email);
    expect(next.json().challenge).toBe('TWO_FACTOR_REQUIRED');
    const signedIn = await api(t.app).twoFactor({
      email: user.email,
      session: next.json().session,
      code: codeAt(secret, clock.now()),
    });
    expect(signedIn.statusCode).toBe(200);
    // Turning it off is refused in required mode.
    clock.advanceMinutes(0.5);
    const off = await api(t.app).call(
      'DELETE',
      '/api/users/two-factor',
      { code: codeAt(secret, clock.now()) },
      `Bearer ${signedIn.json().idToken}`,
    );
    expect(off.statusCode).toBe(422);
    expect(off.json().error_message).toMatch(/required/);
  });

  it('after a first-login new password, a staff user still meets the setup step', async () => {
    const user = await createUser(t.database, { mustSetPassword: true });
    const first = await api(t.app).signIn(user.email);
    expect(first.json().challenge).toBe('NEW_PASSWORD_REQUIRED');
    const set = await post('/api/auth/new-password', {
      email: user.email,
      session: first.json().session,
      newPassword: 'Another!Paydesk2026x',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().challenge).toBe('TWO_FACTOR_SETUP_REQUIRED');
  });

  it('merchant users are unaffected', async () => {
    const merchant = await createUser(t.database, { staff: false });
    const res = await api(t.app).signIn(merchant.email, STAFF_PASSWORD);
    expect(res.json()).toHaveProperty('idToken');
    const owner = await api(t.app).signIn('owner@paydesk.test', 'Owner!Paydesk2026');
    expect(owner.json()).toHaveProperty('idToken');
  });

  it('single sign-on of a staff user answers the setup challenge, not tokens', async () => {
    const user = await createUser(t.database);
    const page = await t.app.inject({
      method: 'POST',
      url: '/sso/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: user.email, password: STAFF_PASSWORD }).toString(),
    });
    const key = new URL(page.headers.location ?? '').searchParams.get('key') ?? '';
    const res = await t.app.inject({ method: 'POST', url: `/api/users/${key}/authorize` });
    expect(res.json()).toEqual({
      challenge: 'TWO_FACTOR_SETUP_REQUIRED',
      session: expect.any(String),
      email: user.email,
    });
  });
});
