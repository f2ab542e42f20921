import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, twoFactorRecoveryCodes, users, userTwoFactor } from '../../../src/db/schema';
import { seedIdentity, testClock } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';
import { api, bearerOf, codeAt, createUser, enrol, STAFF_PASSWORD } from './two-factor-kit';

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { AUTH_RATE_LIMIT: '1000' } });
  await seedIdentity(t.database);
});

/** Moves past the 30-second step of the last accepted code. */
const nextStep = () => clock.advanceMinutes(0.5);

/** An enrolled staff user: its e-mail, secret and recovery codes. */
async function enrolledStaff() {
  const user = await createUser(t.database);
  const { secret, recoveryCodes } = await enrol(
    t.app,
    await bearerOf(t.app, user.email),
    clock.now(),
  );
  nextStep();
  return { ...user, secret, recoveryCodes };
}

async function challenge(email: string) {
  const res = await api(t.app).signIn(email);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ challenge: 'TWO_FACTOR_REQUIRED', session: expect.any(String) });
  return res.json().session as string;
}

const audits = (userId: number, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), eq(auditLog.action, action as never)));

describe('staff two-factor sign-in (optional mode)', () => {
  it('enrol, confirm, then the password step answers a challenge and the code answers tokens', async () => {
    const staff = await enrolledStaff();
    expect(staff.recoveryCodes).toHaveLength(10);
    expect(staff.recoveryCodes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const session = await challenge(staff.email);
    const res = await api(t.app).twoFactor({
      email: staff.email,
      session,
      code: codeAt(staff.secret, clock.now()),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      idToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    const info = await t.app.inject({
      url: '/api/users/info',
      headers: { authorization: `Bearer ${res.json().idToken}` },
    });
    expect(info.statusCode).toBe(200);
    // The challenge is single use.
    const again = await api(t.app).twoFactor({
      email: staff.email,
      session,
      code: codeAt(staff.secret, clock.now()),
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().error_message).toMatch(/expired/);
  });

  it('stores the secret encrypted and the recovery codes hashed', async () => {
    const staff = await enrolledStaff();
    const [row] = await t.database.db
      .select()
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, staff.id));
    expect(row?.secretEncrypted).toBeDefined();
    expect(row?.secretEncrypted).not.toContain(staff.secret);
    expect(t.app.cipher.decrypt(row?.secretEncrypted ?? '')).toBe(staff.secret);
    const codes = await t.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, staff.id));
    expect(codes).toHaveLength(10);
    const stored = codes.map((c) => c.codeHash).join(' ');
    for (const code of staff.recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
  });

  it('refuses a wrong code with a clear 401, counted toward the lockout', async () => {
    const staff = await enrolledStaff();
    const session = await challenge(staff.email);
    const good = codeAt(staff.secret, clock.now());
    const wrong = good === '000000' ? '111111' : '000000';
    const res = await api(t.app).twoFactor({ email: staff.email, session, code: wrong });
    expect(res.statusCode).toBe(401);
    expect(res.json().error_message).toBe(
      'That code is not right or has expired. Enter the current code from your authenticator app.',
    );
    const [user] = await t.database.db.select().from(users).where(eq(users.id, staff.id));
    expect(user?.failedSignIns).toBe(1);
    expect(await audits(staff.id, 'two-factor-challenge-failed')).toHaveLength(1);
    // The right code still works on the same challenge, and clears the count.
    const ok = await api(t.app).twoFactor({ email: staff.email, session, code: good });
    expect(ok.statusCode, ok.body).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, staff.id));
    expect(after?.failedSignIns).toBe(0);
  });

  it('accepts a code once: a replay of the same step, or of an earlier one, is refused', async () => {
    const staff = await enrolledStaff();
    const code = codeAt(staff.secret, clock.now());
    const first = await api(t.app).twoFactor({
      email: staff.email,
      session: await challenge(staff.email),
      code,
    });
    expect(first.statusCode, first.body).toBe(200);
    const replay = await api(t.app).twoFactor({
      email: staff.email,
      session: await challenge(staff.email),
      code,
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error_message).toMatch(/already used/);
    // The previous step's code (still inside the window) is earlier than the used one.
    const earlier = codeAt(staff.secret, new Date(clock.now().getTime() - 30_000));
    const older = await api(t.app).twoFactor({
      email: staff.email,
      session: await challenge(staff.email),
      code: earlier,
    });
    expect(older.statusCode).toBe(401);
  });

  it("accepts the previous and the next step's code (a phone clock a little off), once each", async () => {
    const staff = await enrolledStaff();
    nextStep(); // the confirm used the step before the enrolment's next one
    const before = codeAt(staff.secret, new Date(clock.now().getTime() - 30_000));
    const ok = await api(t.app).twoFactor({
      email: staff.email,
      session: await challenge(staff.email),
      code: before,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const ahead = codeAt(staff.secret, new Date(clock.now().getTime() + 30_000));
    const next = await api(t.app).twoFactor({
      email: staff.email,
      session: await challenge(staff.email),
      code: ahead,
    });
    expect(next.statusCode, next.body).toBe(200);
    // The next step's code was used: the current step's code is now a replay.
    const current = await api(t.app).twoFactor({
      email: staff.email,
      session: await challenge(staff.email),
      code: codeAt(staff.secret, clock.now()),
    });
    expect(current.statusCode).toBe(401);
    nextStep();
    nextStep();
  });

  it('refuses an expired code (two steps old)', async () => {
    const staff = await enrolledStaff();
    const old = codeAt(staff.secret, clock.now());
    clock.advanceMinutes(1.5);
    const res = await api(t.app).twoFactor({
      email: staff.email,
      session: await challenge(staff.email),
      code: old,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error_message).toMatch(/not right or has expired/);
  });

  it('a recovery code works once and tells how many remain; a second use fails', async () => {
    const staff = await enrolledStaff();
    const recovery = staff.recoveryCodes[3] ?? '';
    const res = await api(t.app).twoFactor({
      email: staff.email,
      session: await challenge(staff.email),
      // Any case, without the hyphen, is the same code.
      recoveryCode: recovery.replace('-', '').toUpperCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ idToken: expect.any(String), recoveryCodesLeft: 9 });
    expect(await audits(staff.id, 'two-factor-recovery-used')).toHaveLength(1);
    const again = await api(t.app).twoFactor({
      email: staff.email,
      session: await challenge(staff.email),
      recoveryCode: recovery,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().error_message).toMatch(/recovery code is not right or was already used/);
  });

  it('validates the code step: 6 digits, or a recovery code, not both', async () => {
    const body = { email: 'a@paydesk.test', session: 'x' };
    const letters = await api(t.app).twoFactor({ ...body, code: '12ab56' });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().errors.code).toEqual([
      'Enter the 6-digit code from your authenticator app',
    ]);
    const none = await api(t.app).twoFactor(body);
    expect(none.statusCode).toBe(400);
    const both = await api(t.app).twoFactor({
      ...body,
      code: '123456',
      recoveryCode: 'abcde-fghjk',
    });
    expect(both.statusCode).toBe(400);
  });

  it('locks the account after 10 wrong codes, and the password path is locked too', async () => {
    const staff = await enrolledStaff();
    const good = codeAt(staff.secret, clock.now());
    const wrong = good === '000000' ? '111111' : '000000';
    let last: Awaited<ReturnType<ReturnType<typeof api>['twoFactor']>> | undefined;
    for (let i = 0; i < 10; i += 1) {
      // A challenge dies after 5 wrong codes: a new sign-in gets a new one.
      const session = i % 5 === 0 ? await challenge(staff.email) : session_;
      session_ = session;
      last = await api(t.app).twoFactor({ email: staff.email, session, code: wrong });
      expect(last.statusCode).toBe(401);
    }
    expect(last?.json().error_message).toMatch(/locked for 30 minutes/);
    const password = await api(t.app).signIn(staff.email, STAFF_PASSWORD);
    expect(password.statusCode).toBe(401);
    expect(password.json().error_message).toMatch(/locked/);
    expect(await audits(staff.id, 'lockout')).toHaveLength(1);
  });

  it('a challenge dies after 5 wrong codes', async () => {
    const staff = await enrolledStaff();
    const session = await challenge(staff.email);
    const good = codeAt(staff.secret, clock.now());
    const wrong = good === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await api(t.app).twoFactor({ email: staff.email, session, code: wrong });
    }
    const res = await api(t.app).twoFactor({ email: staff.email, session, code: good });
    expect(res.statusCode).toBe(401);
    expect(res.json().error_message).toMatch(/expired/);
  });

  it('a challenge dies after 5 minutes', async () => {
    const staff = await enrolledStaff();
    const session = await challenge(staff.email);
    clock.advanceMinutes(5.1);
    const res = await api(t.app).twoFactor({
      email: staff.email,
      session,
      code: codeAt(staff.secret, clock.now()),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error_message).toMatch(/expired/);
  });

  it('merchant users and staff without an enrolment sign in with the password alone', async () => {
    const merchant = await api(t.app).signIn('owner@paydesk.test', 'Owner!Paydesk2026');
    expect(merchant.json()).toHaveProperty('idToken');
    const admin = await api(t.app).signIn('admin@paydesk.test', 'Admin!Paydesk2026');
    expect(admin.json()).toHaveProperty('idToken');
  });

  it('follows single sign-on: the key answers the challenge, the code the tokens with the redirect', async () => {
    const staff = await enrolledStaff();
    const page = await t.app.inject({
      method: 'POST',
      url: '/sso/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email: staff.email,
        password: STAFF_PASSWORD,
        appToken: 'app-123',
      }).toString(),
    });
    expect(page.statusCode).toBe(303);
    const key = new URL(page.headers.location ?? '').searchParams.get('key') ?? '';
    const authorized = await t.app.inject({ method: 'POST', url: `/api/users/${key}/authorize` });
    expect(authorized.statusCode, authorized.body).toBe(200);
    expect(authorized.json()).toEqual({
      challenge: 'TWO_FACTOR_REQUIRED',
      session: expect.any(String),
      email: staff.email,
    });
    const res = await api(t.app).twoFactor({
      email: staff.email,
      session: authorized.json().session,
      code: codeAt(staff.secret, clock.now()),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      idToken: expect.any(String),
      redirect: { applicationToken: 'app-123', disputeId: null, disputeType: null },
    });
  });

  it('never logs the code, the secret or recovery codes', async () => {
    const { redactSecrets } = await import('../../../src/platform/logger');
    const line = redactSecrets({
      body: { code: '123456', recoveryCode: 'abcde-fghjk', secret: 'JBSWY3DP' },
      answer: { recoveryCodes: ['a'], otpauthUrl: 'otpauth://x', qrSvg: '<svg/>' },
    });
    expect(JSON.stringify(line)).not.toMatch(/123456|abcde|JBSWY3DP|otpauth:|<svg/);
  });
});

let session_ = '';
