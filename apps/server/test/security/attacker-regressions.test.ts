/**
 * Security harness, part 4: what an outside attacker found, each pinned by a test that fails
 * on the old behaviour. Refusals made by Node's HTTP parser and the router are checked on a
 * real listening socket (app.inject bypasses the parser).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchantContacts, merchants } from '../../src/db/schema';
import { DEMO_MERCHANT_IDS } from '../../src/demo/demo-identity';
import { API_SECURITY_HEADERS } from '../../src/platform/security';
import { NOT_THE_CLERKS, type SignedIn, signInAs } from '../support/identity';
import { TEST_AUTH_SECRET, type TestApp } from '../support/test-app';
import { type Answer, answerProblems, errorFields, errorShapeProblems } from './lib/checks';
import { listen, rawRequest } from './lib/raw-http';
import { seededTestApp } from './lib/setup';

let t: TestApp;
let app: FastifyInstance;
let admin: SignedIn;
let owner: SignedIn;
let clerk: SignedIn;
let port: number;

const BISTRO = DEMO_MERCHANT_IDS.bistro; // the clerk's and the owner's
const EIN = '93-1234567';
const OWNER_DOB = '1979-04-12';
const OWNER_SSN_LAST4 = '4821';

beforeAll(async () => {
  t = await seededTestApp();
  app = t.app;
  [admin, owner, clerk] = await Promise.all([
    signInAs(app, 'admin@paydesk.test'),
    signInAs(app, 'owner@paydesk.test'),
    signInAs(app, 'clerk@paydesk.test'),
  ]);
  await t.database.db.update(merchants).set({ businessEin: EIN }).where(eq(merchants.id, BISTRO));
  await t.database.db.insert(merchantContacts).values({
    merchantId: BISTRO,
    type: 'Beneficial Owner/Officer',
    firstName: 'Rosalind',
    lastName: 'Harbor',
    address1: '9 Quay Lane',
    city: 'Portland',
    state: 'OR',
    postalCode: '97204',
    dateOfBirth: OWNER_DOB,
    ssnLast4: OWNER_SSN_LAST4,
  });
  port = await listen(app);
});

const get = (url: string, who?: SignedIn, remoteAddress?: string) =>
  app.inject({ url, headers: who?.headers ?? {}, ...(remoteAddress ? { remoteAddress } : {}) });
const post = (url: string, payload: unknown, who?: SignedIn, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: who?.headers ?? {},
    remoteAddress,
  });

/** A 4xx in the one error shape, with the security headers (and nothing else wrong). */
function expectRefusal(res: Answer, status: number, field?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(errorShapeProblems(res)).toEqual([]);
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
    expect(res.headers[name], `${status} carries ${name}`).toBe(value);
  }
  if (field) expect(errorFields(res)).toContain(field);
}

const VOLUME_URLS = [
  `/api/merchants/${BISTRO}/overview/gross-volume`,
  `/api/merchants/${BISTRO}/gross-volume`,
  `/api/merchants/${BISTRO}/refund-volume`,
  `/api/merchants/${BISTRO}/chargeback-return-volume`,
];

describe('ids beyond the integer range', () => {
  it('GET /api/merchants/2147483648 as an admin is a 400, not a database error', async () => {
    expectRefusal(await get('/api/merchants/2147483648', admin), 400, 'id');
    expectRefusal(await get('/api/merchants/2147483647', admin), 404);
  });

  it('GET /api/users/9999999999/permissions as an admin is a 400', async () => {
    expectRefusal(await get('/api/users/9999999999/permissions', admin), 400, 'userId');
    expectRefusal(await get('/api/users/2147483648/permissions', admin), 400, 'userId');
  });
});

describe('dates that do not exist', () => {
  const bad = [
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-01-01 23:59:60',
    '2026-01-01 99:99:99',
    '0000-01-01',
    '9999-12-31',
  ];
  it.each(VOLUME_URLS)('%s refuses them with 400 naming the field', async (url) => {
    for (const date of bad) {
      const start = await get(
        `${url}?start_date=${encodeURIComponent(date)}&end_date=2026-03-01`,
        owner,
      );
      expectRefusal(start, 400, 'start_date');
      const end = await get(
        `${url}?start_date=2025-03-01&end_date=${encodeURIComponent(date)}`,
        owner,
      );
      expectRefusal(end, 400, 'end_date');
    }
    expect((await get(`${url}?start_date=2024-02-29&end_date=2024-03-01`, owner)).statusCode).toBe(
      200,
    );
  });

  it.each(VOLUME_URLS)('%s refuses a range over a year with 400', async (url) => {
    expectRefusal(
      await get(`${url}?start_date=2024-01-01&end_date=2026-01-01`, owner),
      400,
      'start_date',
    );
    expectRefusal(
      await get(`${url}?start_date=2025-01-01&end_date=2026-01-01`, owner),
      400,
      'start_date',
    );
    expect((await get(`${url}?start_date=2025-01-02&end_date=2026-01-01`, owner)).statusCode).toBe(
      200,
    );
  });
});

describe('a NUL byte in a JSON string', () => {
  it('POST /api/errors answers 400 naming the field', async () => {
    const res = await post(
      '/api/errors',
      { reference: 'brave-otter-4821', error: 'boom\u0000' },
      undefined,
      '198.51.100.1',
    );
    expectRefusal(res, 400, 'error');
  });

  it('the limit-increase reason answers 400 naming the field', async () => {
    const res = await post(
      `/api/merchants/${BISTRO}/limit-increase`,
      { kind: 'card', requestedMonthlyLimit: 500_000, reason: 'more\u0000please' },
      owner,
    );
    expectRefusal(res, 400, 'reason');
  });
});

describe('refusals before any route runs, on a real socket', () => {
  it('a 100 KB query string answers 431', async () => {
    const res = await rawRequest(
      port,
      `GET /api/health?q=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x`,
    );
    expectRefusal(res, 431);
  });

  it('a 20 KB header answers 431', async () => {
    const res = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}`,
    );
    expectRefusal(res, 431);
  });

  it('a path parameter over 500 characters answers 414', async () => {
    const res = await rawRequest(port, `GET /api/merchants/${'1'.repeat(501)} HTTP/1.1\r\nHost: x`);
    expectRefusal(res, 414);
  });

  it('a bad percent-encoding in the path answers 400', async () => {
    const res = await rawRequest(port, 'GET /api/merchants/%E0%A4%A HTTP/1.1\r\nHost: x');
    expectRefusal(res, 400);
  });

  it('none of these refusals may be cached either (docs/api.md: every API answer is no-store)', async () => {
    const answers = await Promise.all([
      rawRequest(port, `GET /api/health?q=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x`),
      rawRequest(port, `GET /api/merchants/${'1'.repeat(501)} HTTP/1.1\r\nHost: x`),
      rawRequest(port, 'GET /api/merchants/%E0%A4%A HTTP/1.1\r\nHost: x'),
    ]);
    expect(answers.map((a) => `${a.statusCode} ${a.headers['cache-control'] ?? '(none)'}`)).toEqual(
      ['431 no-store', '414 no-store', '400 no-store'],
    );
  });

  it('the guard’s 401 and 403 carry the same headers, on the socket too', async () => {
    expectRefusal(await get('/api/users/info'), 401);
    expectRefusal(await get(`/api/merchants/${NOT_THE_CLERKS}`, clerk), 403);
    expectRefusal(await get('/api/admin/roles', clerk), 403);
    expectRefusal(await rawRequest(port, 'GET /api/users/info HTTP/1.1\r\nHost: x'), 401);
    const forbidden = await rawRequest(
      port,
      `GET /api/admin/roles HTTP/1.1\r\nHost: x\r\nAuthorization: ${clerk.headers.authorization}`,
    );
    expectRefusal(forbidden, 403);
    expect(answerProblems(forbidden, { url: '/api/admin/roles' })).toEqual([]);
  });
});

describe('POST /api/users/{key}/authorize', () => {
  it('a 150-character key reaches validation and the handler (not 414)', async () => {
    expectRefusal(await post(`/api/users/${'k'.repeat(150)}/authorize`, undefined), 401);
    expectRefusal(
      await rawRequest(
        port,
        `POST /api/users/${'k'.repeat(150)}/authorize HTTP/1.1\r\nHost: x\r\nContent-Length: 0`,
      ),
      401,
    );
  });

  it('a key over 200 characters is a validation error naming it', async () => {
    expectRefusal(await post(`/api/users/${'k'.repeat(201)}/authorize`, undefined), 400, 'key');
  });
});

describe('POST /api/v2/users/change-email', () => {
  it('refuses without the current password, and with a wrong one, with 400', async () => {
    const url = '/api/v2/users/change-email';
    const base = { oldEmail: 'clerk@paydesk.test', newEmail: 'clerk2@paydesk.test' };
    expectRefusal(await post(url, base, clerk), 400, 'password');
    expectRefusal(
      await post(url, { ...base, password: 'Wrong!Password-2026' }, clerk),
      400,
      'password',
    );
    expect((await get('/api/users/info', clerk)).json().data.profile.email).toBe(
      'clerk@paydesk.test',
    );
  });
});

describe('POST /api/errors', () => {
  it('is rate limited per IP: 30 a minute', async () => {
    const report = { reference: 'brave-otter-4821', error: 'TypeError: x is undefined' };
    for (let i = 0; i < 30; i += 1) {
      expect((await post('/api/errors', report, undefined, '198.51.100.30')).statusCode).toBe(201);
    }
    const limited = await post('/api/errors', report, undefined, '198.51.100.30');
    expectRefusal(limited, 429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await post('/api/errors', report, undefined, '198.51.100.31')).statusCode).toBe(201);
  });

  it('refuses a body over 16 KiB with 413', async () => {
    const res = await post(
      '/api/errors',
      { reference: 'r', error: 'e'.repeat(16 * 1024) },
      undefined,
      '198.51.100.40',
    );
    expectRefusal(res, 413);
  });
});

describe('GET /api/dev/outbox', () => {
  const outside = '203.0.113.7';
  it('answers a caller on this machine', async () => {
    expect((await get('/api/dev/outbox', undefined, '127.0.0.1')).statusCode).toBe(200);
    expect((await get('/api/dev/outbox', undefined, '::1')).statusCode).toBe(200);
  });

  it('answers a signed-in admin from elsewhere', async () => {
    expect((await get('/api/dev/outbox', admin, outside)).statusCode).toBe(200);
  });

  it('refuses an anonymous or merchant caller from elsewhere, whatever X-Forwarded-For says', async () => {
    expectRefusal(await get('/api/dev/outbox', undefined, outside), 401);
    expectRefusal(await get('/api/dev/outbox', clerk, outside), 403);
    expectRefusal(await get('/api/dev/outbox', owner, outside), 403);
    const spoofed = await app.inject({
      url: '/api/dev/outbox',
      remoteAddress: outside,
      headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' },
    });
    expectRefusal(spoofed, 401);
  });
});

describe('GET /api/merchants/{id}: owners’ personal data', () => {
  it('a merchant user who is not a merchant admin gets no contacts and a masked EIN', async () => {
    const res = await get(`/api/merchants/${BISTRO}`, clerk);
    expect(res.statusCode).toBe(200);
    const account = res.json();
    expect(account).not.toHaveProperty('contacts');
    expect(account.businessEin).toBe(`*****${EIN.slice(-4)}`);
    for (const secret of [OWNER_DOB, OWNER_SSN_LAST4, EIN, 'Rosalind', '9 Quay Lane']) {
      expect(res.body).not.toContain(secret);
    }
  });

  it.each([
    ['the owner (merchant admin)', () => owner],
    ['an admin with can-view-merchant-info', () => admin],
  ])('%s gets the owners’ date of birth and SSN last four, and the full EIN', async (_, who) => {
    const account = (await get(`/api/merchants/${BISTRO}`, who())).json();
    expect(account.businessEin).toBe(EIN);
    expect(account.contacts.owners).toEqual([
      expect.objectContaining({ date_of_birth: OWNER_DOB, ssn_last_4: OWNER_SSN_LAST4 }),
    ]);
  });
});

describe('token answers are never cached', () => {
  const noStore = (res: Answer) => {
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse(res.body)).toHaveProperty('refreshToken');
    expect(String(res.headers['cache-control'])).toMatch(/\bno-store\b/);
  };

  it('sign-in and refresh', async () => {
    const signIn = await post('/api/auth/sign-in', {
      email: 'owner@paydesk.test',
      password: 'Owner!Paydesk2026',
    });
    noStore(signIn);
    noStore(
      await post('/api/users/refresh', {
        email: 'owner@paydesk.test',
        refreshToken: signIn.json().refreshToken,
      }),
    );
  });

  it('authorize (single sign-on key)', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/sso/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email: 'owner@paydesk.test',
        password: 'Owner!Paydesk2026',
      }).toString(),
    });
    expect(form.statusCode).toBe(303);
    const key = new URL(String(form.headers.location), 'http://x').searchParams.get('key') ?? '';
    noStore(await post(`/api/users/${key}/authorize`, undefined));
  });

  it('new-password (the first sign-in challenge)', async () => {
    const challenge = await post('/api/auth/sign-in', {
      email: 'newuser@paydesk.test',
      password: 'Temp!Paydesk2026',
    });
    expect(challenge.json()).toMatchObject({ challenge: 'NEW_PASSWORD_REQUIRED' });
    noStore(
      await post('/api/auth/new-password', {
        email: 'newuser@paydesk.test',
        session: challenge.json().session,
        newPassword: 'Fresh!Harbor-2026q',
      }),
    );
  });
});

describe('found by the harness: deeply nested JSON', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const send = (method: 'POST' | 'PATCH', url: string, depth: number, headers = {}) =>
    app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: nested(depth),
      remoteAddress: '198.51.100.77',
    });
  const expectClientError = (res: Answer) => {
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(errorShapeProblems(res)).toEqual([]);
  };

  it.each([
    ['/api/auth/forgot-password', 100_000],
    ['/api/auth/sign-in', 10_000],
    ['/api/errors', 7_000], // 14 KB: under its 16 KiB limit
  ])('POST %s with JSON nested %i deep is a 4xx, not a 500', async (url, depth) => {
    expectClientError(await send('POST', url, depth));
  });

  it('an idempotent call whose body is not validated (PATCH /api/users/last-login) hashes it without a 500', async () => {
    // The body reaches the Idempotency-Key request hash (canonicalJson) unvalidated.
    const res = await send('PATCH', '/api/users/last-login', 100_000, {
      ...owner.headers,
      'idempotency-key': 'harness-deep-body',
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(answerProblems(res, { url: '/api/users/last-login' })).toEqual([]);
  });
});

describe('forged tokens', () => {
  const bearer = (token: string): SignedIn => ({
    accessToken: token,
    idToken: token,
    refreshToken: '',
    headers: { authorization: `Bearer ${token}` },
  });
  const key = new TextEncoder().encode(TEST_AUTH_SECRET);
  const sign = (payload: Record<string, unknown>) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
  const inTenMinutes = () => Math.floor(Date.now() / 1000) + 600;

  it('a token without an expiry is refused with 401 even when signed with the right key', async () => {
    const real = await signInAs(app, 'owner@paydesk.test');
    const { exp: _exp, ...claims } = decodeJwt(real.idToken);
    // The same claims with an expiry pass: the key and the claims are right.
    const withExp = await sign({ ...claims, exp: inTenMinutes() });
    expect((await get('/api/users/info', bearer(withExp))).statusCode).toBe(200);
    expectRefusal(await get('/api/users/info', bearer(await sign(claims))), 401);
  });

  it('an expired token, and an unsigned one (alg "none"), are refused with 401', async () => {
    const real = await signInAs(app, 'owner@paydesk.test');
    const { exp: _exp, ...claims } = decodeJwt(real.idToken);
    const expired = await sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 });
    expectRefusal(await get('/api/users/info', bearer(expired)), 401);
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claims, exp: inTenMinutes() })}.`;
    expectRefusal(await get('/api/users/info', bearer(unsigned)), 401);
  });
});
