import { randomUUID } from 'node:crypto';
import { BANK_WATCH_ALERT_TITLE } from '@paydesk/domain/admin-bank-watch-fields';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, seedIdentity, signInAs, testClock } from '../../support/identity';
import { multipartBody } from '../../support/multipart';
import { createTestApp, type TestApp } from '../../support/test-app';

/**
 * An application's approval opens a merchant account with the applicant's bank numbers: the
 * approving call (submit) checks the new account against the bank watch list in its own
 * transaction, so the match, its alert and its audit row exist when the call answers.
 */

let t: TestApp;
let app: FastifyInstance;
let admin: SignedIn;

const ROUTING = '021000021';
/** No demo merchant holds it (the entry matches nothing before the approval). */
const ACCOUNT = '770011223344';

beforeAll(async () => {
  t = await createTestApp({ now: testClock().now });
  app = t.app;
  await seedIdentity(t.database);
  admin = await signInAs(app, 'admin@paydesk.test');
}, 180_000);

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { 'idempotency-key': randomUUID(), ...headers },
  });

/** A new applicant, signed in through the e-mailed link. */
async function applicant() {
  const email = `watched-${randomUUID()}@example.com`;
  const started = await post('/api/merchant-applications/start', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    password: 'Apply!Paydesk2026',
  });
  expect(started.statusCode, started.body).toBe(200);
  const outbox = (await app.inject('/api/dev/outbox')).json().data as {
    to: string;
    text: string;
  }[];
  const mail = outbox.find((m) => m.to === email.toLowerCase());
  const link = /\/verify-merchant-application\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(
    mail?.text ?? '',
  );
  if (!link?.[1] || !link[2]) throw new Error('no application link e-mailed');
  const token = link[2];
  const res = await post(`/api/merchant-applications/${token}/validate`, { key: link[1] });
  expect(res.statusCode, res.body).toBe(200);
  return { token, headers: { authorization: `Bearer ${res.json().idToken}` } };
}

const STEPS = [
  {
    step: 'business',
    data: {
      businessLegalName: 'Watched Ventures LLC',
      dba: 'Watched Ventures',
      businessType: 'O',
      businessEin: '271234567',
      businessPhone: '(212) 555-0182',
      websiteUrl: 'https://watched.example.com',
      businessAddress1: '12 Analytical Way',
      suite: '',
      businessCity: 'New York',
      businessState: 'NY',
      businessZip: '10001',
      businessCountry: 'USA',
      partnerName: 'Babbage Partners',
      partnerContactName: 'Charles Babbage',
    },
  },
  {
    step: 'owner',
    data: {
      ownerFirstName: 'Ada',
      ownerLastName: 'Lovelace',
      ownerEmail: 'ada@example.com',
      ownerPhone: '2125550100',
      ownerDob: '12/10/1985',
      ownerSsn: '219-09-9991',
      ownerAddress1: '1 Home Street',
      ownerAddress2: '',
      ownerCity: 'Brooklyn',
      ownerState: 'NY',
      ownerZip: '11201',
      ownerCountry: 'USA',
    },
  },
  {
    step: 'bank',
    data: {
      bankName: 'First Bank',
      bankAccountType: 'checking',
      accountNumber: ACCOUNT,
      routingNumber: ROUTING,
    },
  },
];

async function completeSteps(a: { token: string; headers: Record<string, string> }) {
  for (const step of STEPS) {
    const res = await post(`/api/merchant-applications/${a.token}`, step, a.headers);
    expect(res.statusCode, res.body).toBe(200);
  }
  const body = multipartBody([
    { name: 'type', value: 'voidedCheck' },
    {
      name: 'file',
      filename: 'voided-check.pdf',
      contentType: 'application/pdf',
      data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    },
  ]);
  const file = await app.inject({
    method: 'POST',
    url: `/api/merchant-applications/${a.token}/documents`,
    payload: body.payload,
    headers: { ...body.headers, ...a.headers, 'idempotency-key': randomUUID() },
  });
  expect(file.statusCode, file.body).toBe(200);
  const documents = await post(
    `/api/merchant-applications/${a.token}`,
    {
      step: 'documents',
      data: { documents: [{ fileId: file.json().fileId, type: 'voidedCheck' }] },
    },
    a.headers,
  );
  expect(documents.statusCode, documents.body).toBe(200);
}

describe("an application's approval is checked against the bank watch list", () => {
  it('the approving call raises the match, its alert and its audit row on the new merchant', async () => {
    const added = await post(
      '/api/admin/reports/bank-watch',
      {
        routingNumber: ROUTING,
        accountNumber: ACCOUNT,
        bankName: 'First Bank',
        reason: 'Account used by a closed merchant',
      },
      admin.headers,
    );
    expect(added.statusCode, added.body).toBe(201);
    const entry = added.json() as { id: number; matchCount: number };
    expect(entry.matchCount).toBe(0);

    const a = await applicant();
    await completeSteps(a);
    const res = await post(`/api/merchant-applications/${a.token}/submit`, {}, a.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('approved');
    const merchantId = res.json().merchantId as number;
    // Nothing of the watch list reaches the applicant.
    expect(res.body).not.toContain(BANK_WATCH_ALERT_TITLE);

    // Committed with the approval: the match row with its active alert.
    const detail = await app.inject({
      url: `/api/admin/reports/bank-watch/${entry.id}`,
      headers: admin.headers,
    });
    expect(detail.json()).toMatchObject({
      matchCount: 1,
      matches: [{ merchantId, businessCommonName: 'Watched Ventures', alertActive: true }],
    });
    const alerts = await t.database.query<{ type: string; message: string; is_active: boolean }>(
      'select type, message, is_active from merchant_alerts where merchant_id = $1 and title = $2',
      [merchantId, BANK_WATCH_ALERT_TITLE],
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ type: 'error', is_active: true });
    expect(alerts[0]?.message).toContain('Account used by a closed merchant');
    expect(alerts[0]?.message).not.toContain(ACCOUNT);
    const [audit] = await t.database.query<{ details: Record<string, unknown> }>(
      `select details from audit_log where action = 'bank-watch-match'
        and (details->>'merchantId')::int = $1`,
      [merchantId],
    );
    expect(audit?.details).toMatchObject({ merchantId, matchedEntryIds: [entry.id] });
    expect(JSON.stringify(audit?.details)).not.toContain(ACCOUNT);
    // The new account carries its fingerprints (the list's side of every later match).
    const [stored] = await t.database.query<{ r: string | null; a: string | null }>(
      'select bank_routing_number_hash as r, bank_account_number_hash as a from merchants where id = $1',
      [merchantId],
    );
    expect(stored?.r).toBe(t.app.cipher.fingerprint(ROUTING));
    expect(stored?.a).toBe(t.app.cipher.fingerprint(ACCOUNT));
  });
});
