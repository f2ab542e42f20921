import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../src/db/schema';
import { demoPassword, seedIdentity, signIn, signInAs, testClock } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  await seedIdentity(t.database);
});

describe('POST /api/auth/sign-in', () => {
  it('answers three tokens for a right password, e-mail in any case', async () => {
    const res = await signIn(t.app, '  OWNER@Paydesk.test ', demoPassword('owner@paydesk.test'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      accessToken: expect.any(String),
      idToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 900,
    });
    const info = await t.app.inject({
      url: '/api/users/info',
      headers: { authorization: `Bearer ${body.idToken}` },
    });
    expect(info.statusCode).toBe(200);
    expect(info.json().data.profile.email).toBe('owner@paydesk.test');
    expect(
      info.json().data.merchants.map((m: { businessCommonName: string }) => m.businessCommonName),
    ).toEqual(['Blue Harbor Bistro', 'Cascade Outfitters', 'Driftwood Books']);
  });

  it('answers 401 with one message for a wrong password or an unknown e-mail', async () => {
    const wrong = await signIn(t.app, 'clerk@paydesk.test', 'Wrong!Password2026');
    const unknown = await signIn(t.app, 'nobody@paydesk.test', 'Wrong!Password2026');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error_message: 'Incorrect email or password.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('validates the body in the one error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      email: ['The email is invalid'],
      password: ['This field is required'],
    });
  });

  it('locks the account for 30 minutes after 10 failed attempts, then lets it in again', async () => {
    const email = 'clerk@paydesk.test';
    for (let i = 0; i < 9; i += 1) {
      expect((await signIn(t.app, email, `Wrong!Password${i}`)).statusCode).toBe(401);
    }
    const tenth = await signIn(t.app, email, 'Wrong!Password10');
    expect(tenth.json().error_message).toMatch(/locked for 30 minutes/);
    const right = await signIn(t.app, email, demoPassword(email));
    expect(right.statusCode).toBe(401);
    expect(right.json().error_message).toMatch(/locked/);
    const actions = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'lockout'));
    expect(actions).toHaveLength(1);

    clock.advanceMinutes(31);
    expect((await signIn(t.app, email, demoPassword(email))).statusCode).toBe(200);
    const [clerk] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(clerk?.failedSignIns).toBe(0);
  });

  it('refuses a disabled user, and ends the sessions it had at once', async () => {
    const session = await signInAs(t.app, 'admin@paydesk.test');
    await t.database.db
      .update(users)
      .set({ enabled: false })
      .where(eq(users.email, 'admin@paydesk.test'));
    try {
      const info = await t.app.inject({ url: '/api/users/info', headers: session.headers });
      expect(info.statusCode).toBe(401);
      const res = await signIn(t.app, 'admin@paydesk.test', demoPassword('admin@paydesk.test'));
      expect(res.json().error_message).toBe('This user is disabled. Please contact support.');
    } finally {
      await t.database.db
        .update(users)
        .set({ enabled: true })
        .where(eq(users.email, 'admin@paydesk.test'));
    }
  });

  it('writes sign-in successes and failures to the audit log, never the password', async () => {
    const rows = await t.database.db.select().from(auditLog);
    const actions = new Set(rows.map((row) => row.action));
    expect(actions).toContain('sign-in');
    expect(actions).toContain('sign-in-failed');
    expect(JSON.stringify(rows)).not.toContain('Wrong!Password');
  });
});

describe('first sign-in: NEW_PASSWORD_REQUIRED', () => {
  it('challenges, checks every rule, refuses a common password, then signs in', async () => {
    const res = await signIn(t.app, 'newuser@paydesk.test', demoPassword('newuser@paydesk.test'));
    expect(res.statusCode).toBe(200);
    const challenge = res.json();
    expect(challenge).toMatchObject({
      challenge: 'NEW_PASSWORD_REQUIRED',
      session: expect.any(String),
      userAttributes: { email: 'newuser@paydesk.test', firstName: 'Nina', lastName: 'Newuser' },
    });
    const answer = (newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/new-password',
        payload: { email: 'newuser@paydesk.test', session: challenge.session, newPassword },
      });
    const weak = await answer('short one');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.newPassword).toEqual([
      'Must contain at least 12 characters.',
      'Must contain at least one uppercase character.',
      'Must contain at least one number.',
      'Must contain at least one special character.',
      'Cannot contain spaces.',
    ]);
    const common = await answer('Password123!');
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.newPassword[0]).toMatch(/too common/);

    const done = await answer('Fresh!Start2026x');
    expect(done.statusCode).toBe(200);
    expect(done.json().idToken).toEqual(expect.any(String));
    expect((await answer('Another!Start2026')).statusCode).toBe(400); // the challenge is used
    expect(
      (await signIn(t.app, 'newuser@paydesk.test', 'Fresh!Start2026x')).json().idToken,
    ).toBeDefined();
  });
});
