import { beforeAll, describe, expect, it } from 'vitest';
import { seedIdentity, testClock } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { PUBLIC_URL: 'https://portal.example.com' } });
  await seedIdentity(t.database);
});

const submit = (form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/sso/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
/** The one-time key of a callback URL: `/users/login?key=K` or `/verify-dispute-redirect/K/…`. */
const keyOf = (location: string | undefined) => {
  const url = new URL(location ?? '');
  const dispute = /^\/verify-dispute-redirect\/([^/]+)\//.exec(url.pathname);
  return dispute ? decodeURIComponent(dispute[1] ?? '') : (url.searchParams.get('key') ?? '');
};
const authorize = (key: string) =>
  t.app.inject({ method: 'POST', url: `/api/users/${key}/authorize` });

describe('the hosted single sign-on page', () => {
  it('renders a form carrying the dispute and application token, escaped', async () => {
    const res = await t.app.inject(
      '/sso/login?disputeId=77&disputeType=chargeback&appToken=%22%3E%3Cscript%3E',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Sign in to Paydesk');
    expect(res.body).toContain('name="disputeId" value="77"');
    expect(res.body).not.toContain('"><script>');
    expect(res.body).not.toMatch(/<script/);
  });

  it("redirects a dispute's sign-in to PUBLIC_URL/verify-dispute-redirect/{key}/{id}/{type} with a key that signs in once, with the redirect data", async () => {
    const res = await submit({
      email: 'Owner@paydesk.test',
      password: 'Owner!Paydesk2026',
      disputeId: '77',
      disputeType: 'chargeback',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(
      /^https:\/\/portal\.example\.com\/verify-dispute-redirect\/[^/]+\/77\/chargeback$/,
    );
    const key = keyOf(res.headers.location);
    const first = await authorize(key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      idToken: expect.any(String),
      refreshToken: expect.any(String),
      redirect: { disputeId: '77', disputeType: 'chargeback', applicationToken: null },
    });
    const info = await t.app.inject({
      url: '/api/users/info',
      headers: { authorization: `Bearer ${first.json().idToken}` },
    });
    expect(info.json().data.profile.email).toBe('owner@paydesk.test');
    expect((await authorize(key)).statusCode).toBe(401); // single use
  });

  it('a key dies after 60 seconds', async () => {
    const res = await submit({ email: 'clerk@paydesk.test', password: 'Clerk!Paydesk2026' });
    // Nothing carried: the general callback.
    expect(res.headers.location).toMatch(/^https:\/\/portal\.example\.com\/users\/login\?key=/);
    clock.advanceMinutes(1.05);
    const late = await authorize(keyOf(res.headers.location));
    expect(late.statusCode).toBe(401);
    expect(late.json().error_message).toMatch(/expired/);
  });

  it('shows the error on the page for a wrong password, keeping the e-mail', async () => {
    const res = await submit({ email: 'clerk@paydesk.test', password: 'Wrong!Password1' });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('Incorrect email or password.');
    expect(res.body).toContain('value="clerk@paydesk.test"');
  });
});
