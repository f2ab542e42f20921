import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminLacking, Principals } from '../../security/lib/principals';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;
let noKey: { authorization: string };

/** Rows of this file, written apart from the calls the test makes (which are audited too). */
const ROWS = [
  {
    at: '2026-03-01T10:00:00Z',
    email: 'first.admin@paydesk.test',
    action: 'merchant-full-ssn-view',
    outcome: 'success',
    merchantId: 100201,
  },
  {
    at: '2026-03-02T10:00:00Z',
    email: 'second.admin@paydesk.test',
    action: 'merchant-status-change',
    outcome: 'failure',
    merchantId: 100201,
  },
  {
    at: '2026-03-03T10:00:00Z',
    email: 'first.admin@paydesk.test',
    action: 'merchant-status-change',
    outcome: 'success',
    merchantId: 100202,
  },
  {
    at: '2026-03-04T23:30:00Z',
    email: '=cmd@paydesk.test',
    action: 'merchant-bank-account-view',
    outcome: 'success',
    merchantId: 100203,
  },
] as const;

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  // The log refuses updates, so each row is written with its moment (recordAudit stamps now).
  for (const row of ROWS) {
    await t.database.query(
      `insert into audit_log (at, email, action, outcome, ip, details)
       values ($1, $2, $3, $4, '203.0.113.9', $5)`,
      [
        row.at,
        row.email,
        row.action,
        row.outcome,
        JSON.stringify({ merchantId: row.merchantId, contactId: 7 }),
      ],
    );
  }
  admin = await signInAs(t.app, 'admin@paydesk.test');
  owner = await signInAs(t.app, 'owner@paydesk.test');
  const lacking = await new Principals(t.app, t.database).create(
    'admin without can-view-audit-log',
    adminLacking('can-view-audit-log'),
  );
  noKey = { authorization: `Bearer ${lacking.idToken}` };
}, 120_000);

const get = (url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ url, headers });

type Entry = {
  action: string;
  email: string | null;
  merchantId: number | null;
  outcome: string;
  at: string;
  details: Record<string, unknown> | null;
};
const entries = async (query: string) => {
  const res = await get(`/api/admin/audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Entry[]; meta: { totalRecords: number } };
};

describe('GET /api/admin/audit', () => {
  it('answers only staff holding can-view-audit-log', async () => {
    expect((await get('/api/admin/audit', noKey)).statusCode).toBe(403);
    expect((await get('/api/admin/audit', owner.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
  });

  it('lists the newest first, with the merchant each row names', async () => {
    const body = await entries('merchant_id=100201');
    expect(body.data.map((e) => e.action)).toEqual([
      'merchant-status-change',
      'merchant-full-ssn-view',
    ]);
    expect(body.data[1]).toMatchObject({
      email: 'first.admin@paydesk.test',
      merchantId: 100201,
      outcome: 'success',
      at: '2026-03-01T10:00:00.000Z',
      details: { merchantId: 100201, contactId: 7 },
    });
  });

  it('filters by action, outcome, the admin’s e-mail and the day range of a time zone', async () => {
    const byAction = await entries('action=merchant-status-change');
    expect(byAction.data.map((e) => e.merchantId)).toEqual([100202, 100201]);
    const failures = await entries('action=merchant-status-change&outcome=failure');
    expect(failures.data.map((e) => e.email)).toEqual(['second.admin@paydesk.test']);
    const bySearch = await entries('search=FIRST.ADMIN');
    expect(bySearch.data.map((e) => e.merchantId)).toEqual([100202, 100201]);
    // 2026-03-04 23:30 UTC is still 2026-03-04 in New York, so a range ending on the 3rd there
    // leaves it out and one ending on the 4th keeps it.
    const ny = 'timezone=America/New_York&start_date=2026-03-02';
    expect((await entries(`${ny}&end_date=2026-03-03`)).data.map((e) => e.merchantId)).toEqual([
      100202, 100201,
    ]);
    expect((await entries(`${ny}&end_date=2026-03-04`)).data[0]?.merchantId).toBe(100203);
  });

  it('refuses a malformed filter with the validation envelope', async () => {
    for (const query of ['action=drop-table', 'outcome=maybe', 'merchant_id=-1', 'sort=email']) {
      const res = await get(`/api/admin/audit?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error_message).toBe(VALIDATION_ERROR_MESSAGE);
    }
  });

  it('exports the same filter as CSV, neutralising formula-like text', async () => {
    const res = await get(
      '/api/admin/audit?download=csv&merchant_id=100203&columns=at,email,action,merchantId',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines).toEqual([
      'When (UTC),Who,Action,Merchant',
      "2026-03-04 23:30:00,'=cmd@paydesk.test,merchant-bank-account-view,100203",
    ]);
  });
});
