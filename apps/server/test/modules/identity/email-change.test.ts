import { EMAIL_CHANGE_MESSAGES } from '@paydesk/domain/email-change';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, oneTimeCodes, users } from '../../../src/db/schema';
import {
  demoPassword,
  latestOutboxCode,
  type SignedIn,
  seedIdentity,
  signIn,
  signInAs,
} from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  owner = await signInAs(t.app, 'owner@paydesk.test');
});

const OWNER_PASSWORD = demoPassword('owner@paydesk.test');

async function requestChange(who: SignedIn, oldEmail: string, newEmail: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/users/change-email',
    headers: who.headers,
    payload: { oldEmail, newEmail, password: OWNER_PASSWORD },
  });
}

const confirm = (who: SignedIn, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/users/change-email/confirm',
    headers: who.headers,
    payload: { code },
  });

async function outbox(): Promise<{ to: string; subject: string; text: string }[]> {
  return (await t.app.inject('/api/dev/outbox')).json().data;
}

/** The link of the latest change-email mail to `to`: its key. */
async function linkKey(to: string): Promise<string> {
  const mail = (await outbox()).find((m) => m.to === to);
  const key = /\/verify\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!key) throw new Error(`no link e-mailed to ${to}`);
  return key;
}

const emailOf = async (id: number) =>
  (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]
    ?.email;

describe('changing the sign-in e-mail', () => {
  it('stores the code hashed, refuses a wrong code, and 5 wrong codes end the request', async () => {
    const res = await requestChange(owner, 'owner@paydesk.test', 'olivia.new@paydesk.test');
    expect(res.statusCode, res.body).toBe(202);
    const code = await latestOutboxCode(t.app, 'olivia.new@paydesk.test');
    const [row] = await t.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.purpose, 'change-email'))
      .orderBy(desc(oneTimeCodes.id))
      .limit(1);
    expect(row?.data?.newEmail).toBe('olivia.new@paydesk.test');
    expect(JSON.stringify(row)).not.toContain(code);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBeGreaterThan(
      29 * 60_000,
    );

    const wrong = code === '000000' ? '111111' : '000000';
    const first = await confirm(owner, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json().errors).toEqual({ code: [EMAIL_CHANGE_MESSAGES.codeWrong] });
    for (let i = 0; i < 3; i += 1) expect((await confirm(owner, wrong)).statusCode).toBe(400);
    const fifth = await confirm(owner, wrong);
    expect(fifth.json().errors).toEqual({ code: [EMAIL_CHANGE_MESSAGES.codeDead] });
    // The right code no longer works: the request is over.
    const late = await confirm(owner, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual({ code: [EMAIL_CHANGE_MESSAGES.noPendingChange] });
    const refusals = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'email-change'), eq(auditLog.outcome, 'failure')));
    expect(refusals.length).toBeGreaterThanOrEqual(6);
    expect((await signIn(t.app, 'owner@paydesk.test', OWNER_PASSWORD)).statusCode).toBe(200);
  });

  it('a new request replaces the open one; the code changes the e-mail and tells the old address', async () => {
    await requestChange(owner, 'owner@paydesk.test', 'first.try@paydesk.test');
    const firstCode = await latestOutboxCode(t.app, 'first.try@paydesk.test');
    await requestChange(owner, 'owner@paydesk.test', 'olivia@paydesk.test');
    const code = await latestOutboxCode(t.app, 'olivia@paydesk.test');
    if (firstCode !== code) expect((await confirm(owner, firstCode)).statusCode).toBe(400);
    const ok = await confirm(owner, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.profile.email).toBe('olivia@paydesk.test');
    const notice = (await outbox()).find((m) => m.to === 'owner@paydesk.test');
    expect(notice?.subject).toBe('Your Paydesk sign-in e-mail was changed');
    expect(notice?.text).toContain('olivia@paydesk.test');
    expect((await signIn(t.app, 'olivia@paydesk.test', OWNER_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t.app, 'owner@paydesk.test', OWNER_PASSWORD)).statusCode).toBe(401);
    // The same code again: used.
    expect((await confirm(owner, code)).statusCode).toBe(400);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'email-change'), eq(auditLog.outcome, 'success')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.details).toMatchObject({
      from: 'owner@paydesk.test',
      to: 'olivia@paydesk.test',
      via: 'code',
    });
  });

  it('the link confirms the change without a session, once', async () => {
    const olivia = await (async () => {
      const res = await signIn(t.app, 'olivia@paydesk.test', OWNER_PASSWORD);
      const tokens = res.json();
      return { ...tokens, headers: { authorization: `Bearer ${tokens.idToken}` } } as SignedIn;
    })();
    await requestChange(olivia, 'olivia@paydesk.test', 'owner@paydesk.test');
    const key = await linkKey('owner@paydesk.test');
    const verify = (k: string) =>
      t.app.inject({ method: 'POST', url: `/api/users/verify-email/${k}` });
    const ok = await verify(key);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({
      email: 'owner@paydesk.test',
      message: EMAIL_CHANGE_MESSAGES.changed('owner@paydesk.test'),
    });
    const again = await verify(key);
    expect(again.statusCode).toBe(400);
    expect(again.json().error_message).toBe(EMAIL_CHANGE_MESSAGES.linkInvalid);
    expect((await verify('x'.repeat(43))).statusCode).toBe(400);
    expect((await signIn(t.app, 'owner@paydesk.test', OWNER_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 409 when another account took the address meanwhile', async () => {
    const me = await signInAs(t.app, 'owner@paydesk.test');
    await requestChange(me, 'owner@paydesk.test', 'taken.later@paydesk.test');
    const code = await latestOutboxCode(t.app, 'taken.later@paydesk.test');
    const clerkId = (
      await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'clerk@paydesk.test'))
    )[0]?.id;
    if (!clerkId) throw new Error('no clerk');
    await t.database.db
      .update(users)
      .set({ email: 'taken.later@paydesk.test' })
      .where(eq(users.id, clerkId));
    const res = await confirm(me, code);
    expect(res.statusCode).toBe(409);
    expect(res.json().error_message).toBe('This email is already registered.');
    expect(await emailOf(clerkId)).toBe('taken.later@paydesk.test');
    expect((await signIn(t.app, 'owner@paydesk.test', OWNER_PASSWORD)).statusCode).toBe(200);
  });

  it('a wrong password is refused on the password field and sends nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/change-email',
      headers: owner.headers,
      payload: {
        oldEmail: 'owner@paydesk.test',
        newEmail: 'nobody@paydesk.test',
        password: 'Wrong!Password2026',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ password: ['The password is incorrect.'] });
    expect((await outbox()).some((m) => m.to === 'nobody@paydesk.test')).toBe(false);
  });
});
