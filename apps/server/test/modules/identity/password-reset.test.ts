import { beforeAll, describe, expect, it } from 'vitest';
import {
  latestOutboxCode,
  seedIdentity,
  signIn,
  signInAs,
  testClock,
} from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  await seedIdentity(t.database);
});

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (email: string, code: string, newPassword = 'Reset!Paydesk2027') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { email, code, newPassword },
  });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('forgot and reset password', () => {
  it('answers 400 for an e-mail that does not exist', async () => {
    const res = await forgot('nobody@paydesk.test');
    expect(res.statusCode).toBe(400);
    expect(res.json().error_message).toBe('The email does not exist.');
  });

  it('e-mails a 6-digit code; the reset ends every session; the new password works', async () => {
    const before = await signInAs(t.app, 'clerk@paydesk.test');
    expect((await forgot('Clerk@Paydesk.test')).statusCode).toBe(200);
    const code = await latestOutboxCode(t.app, 'clerk@paydesk.test');
    expect(code).toMatch(/^\d{6}$/);

    const weak = await reset('clerk@paydesk.test', code, 'weak');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.newPassword).toContain('Must contain at least 12 characters.');

    const ok = await reset('clerk@paydesk.test', code);
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/users/info', headers: before.headers })).statusCode,
    ).toBe(401);
    expect((await signIn(t.app, 'clerk@paydesk.test', 'Reset!Paydesk2027')).statusCode).toBe(200);
    expect((await reset('clerk@paydesk.test', code, 'Again!Paydesk2028')).statusCode).toBe(400); // used
  });

  it('a code dies after 5 wrong tries', async () => {
    await forgot('owner@paydesk.test');
    const code = await latestOutboxCode(t.app, 'owner@paydesk.test');
    for (let i = 0; i < 4; i += 1) {
      const res = await reset('owner@paydesk.test', wrongCodeFor(code));
      expect(res.json().errors).toEqual({ code: ['The code is incorrect.'] });
    }
    const fifth = await reset('owner@paydesk.test', wrongCodeFor(code));
    expect(fifth.json().error_message).toBe('Too many incorrect codes. Please request a new one.');
    const right = await reset('owner@paydesk.test', code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error_message).toBe('This code has expired. Please request a new one.');
  });

  it('a code expires after 15 minutes, and a new request replaces the old code', async () => {
    await forgot('admin@paydesk.test');
    const first = await latestOutboxCode(t.app, 'admin@paydesk.test');
    clock.advanceMinutes(16);
    expect((await reset('admin@paydesk.test', first)).json().error_message).toBe(
      'This code has expired. Please request a new one.',
    );
    await forgot('admin@paydesk.test');
    const second = await latestOutboxCode(t.app, 'admin@paydesk.test');
    expect((await reset('admin@paydesk.test', second)).statusCode).toBe(200);
  });

  it('the code format is checked before anything else', async () => {
    const res = await reset('admin@paydesk.test', '12ab');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.code).toEqual(['Enter the 6-digit code from the e-mail']);
  });
});
