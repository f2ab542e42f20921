import { beforeAll, describe, expect, it } from 'vitest';
import { seedIdentity, signIn, signInAs, testClock } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  await seedIdentity(t.database);
});

const info = (authorization: string) =>
  t.app.inject({ url: '/api/users/info', headers: { authorization } });
const refresh = (email: string, refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/refresh', payload: { email, refreshToken } });

describe('sessions', () => {
  it('refuses a request without a token, with a bad token, or with a forged one', async () => {
    expect((await t.app.inject('/api/users/info')).statusCode).toBe(401);
    expect((await info('Bearer not-a-jwt')).statusCode).toBe(401);
    const { idToken } = await signInAs(t.app, 'owner@paydesk.test');
    const [h, p] = idToken.split('.');
    expect((await info(`Bearer ${h}.${p}.forgedsignature`)).statusCode).toBe(401);
  });

  it('rotates the refresh token; a used one ends the whole session', async () => {
    const first = await signInAs(t.app, 'owner@paydesk.test');
    const second = await refresh('owner@paydesk.test', first.refreshToken);
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    expect((await info(`Bearer ${rotated.idToken}`)).statusCode).toBe(200);

    const replay = await refresh('owner@paydesk.test', first.refreshToken);
    expect(replay.statusCode).toBe(401);
    // The family is revoked: the thief's and the owner's tokens are both dead.
    expect((await info(`Bearer ${rotated.idToken}`)).statusCode).toBe(401);
    expect((await refresh('owner@paydesk.test', rotated.refreshToken)).statusCode).toBe(401);
  });

  it('refuses a refresh token presented with another e-mail', async () => {
    const session = await signInAs(t.app, 'owner@paydesk.test');
    expect((await refresh('clerk@paydesk.test', session.refreshToken)).statusCode).toBe(401);
  });

  it('logout ends the session on its very next request', async () => {
    const session = await signInAs(t.app, 'clerk@paydesk.test');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: session.headers,
      payload: { email: 'clerk@paydesk.test' },
    });
    expect(out.statusCode).toBe(200);
    expect((await info(session.headers.authorization)).statusCode).toBe(401);
    expect((await refresh('clerk@paydesk.test', session.refreshToken)).statusCode).toBe(401);
  });

  it('ends a session after 12 hours whatever the refreshes, 30 days with remember-me', async () => {
    const short = await signInAs(t.app, 'owner@paydesk.test');
    const remembered = (
      await signIn(t.app, 'owner@paydesk.test', 'Owner!Paydesk2026', { remember: true })
    ).json();
    clock.advanceMinutes(12 * 60 + 1);
    expect((await refresh('owner@paydesk.test', short.refreshToken)).statusCode).toBe(401);
    expect((await refresh('owner@paydesk.test', remembered.refreshToken)).statusCode).toBe(200);
  });

  it('a password change ends every session and hands this device a fresh one', async () => {
    const here = await signInAs(t.app, 'admin@paydesk.test');
    const elsewhere = await signInAs(t.app, 'admin@paydesk.test');
    const change = (body: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/change-password',
        headers: here.headers,
        payload: body,
      });
    const wrongOld = await change({
      oldPassword: 'Nope!Nope2026x',
      newPassword: 'Brand!NewPass2027',
      accessToken: here.accessToken,
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().errors).toEqual({ oldPassword: ['The current password is incorrect.'] });
    const foreignToken = await change({
      oldPassword: 'Admin!Paydesk2026',
      newPassword: 'Brand!NewPass2027',
      accessToken: elsewhere.accessToken,
    });
    expect(foreignToken.statusCode).toBe(401);

    const ok = await change({
      oldPassword: 'Admin!Paydesk2026',
      newPassword: 'Brand!NewPass2027',
      accessToken: here.accessToken,
    });
    expect(ok.statusCode).toBe(200);
    expect((await info(elsewhere.headers.authorization)).statusCode).toBe(401);
    expect((await info(here.headers.authorization)).statusCode).toBe(401);
    expect((await info(`Bearer ${ok.json().idToken}`)).statusCode).toBe(200);
    expect((await signIn(t.app, 'admin@paydesk.test', 'Brand!NewPass2027')).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once an IP passes AUTH_RATE_LIMIT a minute on a route', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'nobody@paydesk.test', password: 'Whatever!2026x' },
        remoteAddress: '203.0.113.9',
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().error_message).toMatch(/^Too many requests/);
    // Another IP, and another route, have their own counters.
    const other = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'nobody@paydesk.test', password: 'Whatever!2026x' },
      remoteAddress: '203.0.113.10',
    });
    expect(other.statusCode).toBe(401);
  });
});
