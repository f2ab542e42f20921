import { randomUUID } from 'node:crypto';
import {
  BANK_WATCH_ALERT_TITLE,
  BANK_WATCH_MESSAGES,
} from '@paydesk/domain/admin-bank-watch-fields';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { sealBankAccount } from '../../../src/modules/merchants/merchant-bank-account.service';
import { adminWithNone, Principals } from '../../security/lib/principals';
import { type MoneyApp, moneyApp } from '../transactions/money-test-kit';

/**
 * The bank watch list (part 2 §7 /admin/reports/bank-watch): every admin, no key; a merchant
 * user 403; validation with the ABA checksum; a match on add (alert, history, match row) and
 * on a merchant's bank change (back-office banking, My Account's banking); the unmatch; no
 * duplicate alert; edit and delete; idempotency; audits and answers without full numbers.
 * An application's approval: bank-watch-application.test.ts.
 */

let t: MoneyApp;
let noKeys: Record<string, string>;

const BISTRO = 100001;
const OTHER = 100002;
const THIRD = 100003;
const ROUTING = '021000021';
const ACCOUNT = '000123456789';
const OTHER_ROUTING = '011000015';

/** Gives a merchant a bank account sealed with the app's own cipher (as the write sites do). */
async function giveAccount(merchantId: number, routingNumber: string, accountNumber: string) {
  const sealed = sealBankAccount(t.app.cipher, { routingNumber, accountNumber });
  await t.database.query(
    `update merchants set bank_routing_number_encrypted = $2, bank_routing_number_last_four = $3,
       bank_routing_number_hash = $4, bank_account_number_encrypted = $5,
       bank_account_number_last_four = $6, bank_account_number_hash = $7 where id = $1`,
    [
      merchantId,
      sealed.bankRoutingNumberEncrypted,
      sealed.bankRoutingNumberLastFour,
      sealed.bankRoutingNumberHash,
      sealed.bankAccountNumberEncrypted,
      sealed.bankAccountNumberLastFour,
      sealed.bankAccountNumberHash,
    ],
  );
}

beforeAll(async () => {
  t = await moneyApp({ seed: 'admin-bank-watch' });
  const principals = new Principals(t.app, t.database);
  const admin = await principals.create('admin without keys', adminWithNone);
  noKeys = { authorization: `Bearer ${admin.idToken}` };
  // No demo merchant matches by chance: every account starts on other numbers.
  for (const id of [BISTRO, OTHER, THIRD, 100004]) await giveAccount(id, '026009593', `55500${id}`);
}, 180_000);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = t.admin.headers,
  key: string = randomUUID(),
) =>
  t.app.inject({
    method,
    url: `/api/admin/reports/bank-watch${url}`,
    headers: method === 'GET' ? headers : { ...headers, 'idempotency-key': key },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const ENTRY = {
  routingNumber: ROUTING,
  accountNumberLast4: '6789',
  bankName: 'First Harbor Bank',
  reason: 'Reported for first-party fraud',
};

async function add(body: Record<string, unknown>) {
  const res = await call('POST', '', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    id: number;
    matchCount: number;
    matches: { merchantId: number; alertId: number | null; alertActive: boolean }[];
  };
}

const alertsOf = (merchantId: number) =>
  t.database.query<{
    id: number;
    type: string;
    title: string;
    message: string;
    is_active: boolean;
  }>(
    `select id, type, title, message, is_active from merchant_alerts
      where merchant_id = $1 and title = $2 order by id`,
    [merchantId, BANK_WATCH_ALERT_TITLE],
  );
const matchesOf = (entryId: number) =>
  t.database.query<{ merchant_id: number; alert_id: number }>(
    'select merchant_id, alert_id from bank_watch_matches where entry_id = $1 order by merchant_id',
    [entryId],
  );
const audit = (action: string) =>
  t.database.query<{ outcome: string; details: Record<string, unknown> }>(
    'select outcome, details from audit_log where action = $1 order by id',
    [action],
  );

describe('access: every admin, no key', () => {
  const routes: [Method, string, unknown?][] = [
    ['GET', ''],
    ['POST', '', { ...ENTRY, routingNumber: OTHER_ROUTING, accountNumberLast4: '0001' }],
    ['GET', '/1'],
    ['PUT', '/1', ENTRY],
    ['DELETE', '/1'],
  ];
  it.each(routes)(
    '%s /api/admin/reports/bank-watch%s: 401 signed out, 403 merchant',
    async (m, url, body) => {
      expect((await call(m, url, body, {})).statusCode).toBe(401);
      const merchant = await call(m, url, body, t.owner.headers);
      expect(merchant.statusCode).toBe(403);
      expect(merchant.json().error_message).toBe('This is for Paydesk staff only.');
    },
  );

  it('an admin holding no permission key reads the list and adds an entry', async () => {
    expect((await call('GET', '', undefined, noKeys)).statusCode).toBe(200);
    const res = await call(
      'POST',
      '',
      { ...ENTRY, routingNumber: OTHER_ROUTING, accountNumberLast4: '0002' },
      noKeys,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await call('DELETE', `/${res.json().id}`, undefined, noKeys)).statusCode).toBe(204);
  });
});

describe('validation', () => {
  it('refuses a routing number with a wrong checksum, bad digits, no account or both, empty fields (400)', async () => {
    const res = await call('POST', '', {
      routingNumber: '021000022',
      accountNumberLast4: '12a4',
      bankName: ' ',
      reason: 'x'.repeat(501),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_message).toBe(VALIDATION_ERROR_MESSAGE);
    expect(res.json().errors).toMatchObject({
      routingNumber: [BANK_WATCH_MESSAGES.routingInvalid],
      accountNumberLast4: [BANK_WATCH_MESSAGES.lastFourInvalid],
      bankName: [BANK_WATCH_MESSAGES.bankNameRequired],
    });
    expect(res.json().errors.reason).toHaveLength(1);
    const none = await call('POST', '', { ...ENTRY, accountNumberLast4: '' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.accountNumberLast4).toEqual([BANK_WATCH_MESSAGES.accountRequired]);
    const both = await call('POST', '', { ...ENTRY, accountNumber: ACCOUNT });
    expect(both.json().errors.accountNumberLast4).toEqual([BANK_WATCH_MESSAGES.accountBoth]);
    const short = await call('POST', '', {
      ...ENTRY,
      accountNumberLast4: undefined,
      accountNumber: '123',
    });
    expect(short.json().errors.accountNumber).toEqual([BANK_WATCH_MESSAGES.accountNumberInvalid]);
  });

  it('answers 404 for an unknown entry', async () => {
    expect((await call('GET', '/999999')).statusCode).toBe(404);
    expect((await call('PUT', '/999999', ENTRY)).statusCode).toBe(404);
    expect((await call('DELETE', '/999999')).statusCode).toBe(404);
  });
});

describe('matching on add, edit and remove', () => {
  it('an entry matching a merchant raises one alert, a match row and a history row; removing it deactivates the alert', async () => {
    await giveAccount(OTHER, ROUTING, ACCOUNT);
    const entry = await add(ENTRY);
    expect(entry.matchCount).toBe(1);
    const [merchant] = await t.database.query<{ status: number; processor_id: number }>(
      'select status, processor_id from merchants where id = $1',
      [OTHER],
    );
    expect(entry.matches).toEqual([
      expect.objectContaining({
        merchantId: OTHER,
        alertActive: true,
        status: merchant?.status,
        processorId: merchant?.processor_id,
      }),
    ]);
    const [alert] = await alertsOf(OTHER);
    expect(alert).toMatchObject({ type: 'error', is_active: true });
    expect(alert?.message).toContain('First Harbor Bank');
    expect(alert?.message).toContain('Reported for first-party fraud');
    expect(alert?.message).not.toContain(ACCOUNT);
    expect(await matchesOf(entry.id)).toEqual([{ merchant_id: OTHER, alert_id: alert?.id }]);
    const history = await t.database.query(
      `select grouping, field from merchant_change_history where merchant_id = $1 and field = 'alert'`,
      [OTHER],
    );
    expect(history).toEqual([{ grouping: 'Miscellaneous', field: 'alert' }]);
    // The admin profile lists it; the merchant's own dashboard does not (staff only).
    const admin = await t.app.inject({
      url: `/api/admin/merchants/${OTHER}/alert`,
      headers: t.admin.headers,
    });
    expect(admin.json().data.map((a: { title: string }) => a.title)).toContain(
      BANK_WATCH_ALERT_TITLE,
    );

    // An edit that still matches raises nothing new; one that no longer matches releases it.
    const same = await call('PUT', `/${entry.id}`, { ...ENTRY, reason: 'Reported twice' });
    expect(same.statusCode, same.body).toBe(200);
    expect(await alertsOf(OTHER)).toHaveLength(1);
    const moved = await call('PUT', `/${entry.id}`, { ...ENTRY, accountNumberLast4: '0000' });
    expect(moved.json().matchCount).toBe(0);
    expect((await alertsOf(OTHER))[0]?.is_active).toBe(false);
    const back = await call('PUT', `/${entry.id}`, ENTRY);
    expect(back.json().matchCount).toBe(1);
    const alerts = await alertsOf(OTHER);
    expect(alerts.map((a) => a.is_active)).toEqual([false, true]);

    const removed = await call('DELETE', `/${entry.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await alertsOf(OTHER)).every((a) => !a.is_active)).toBe(true);
    expect(await matchesOf(entry.id)).toEqual([]);
    expect((await call('GET', `/${entry.id}`)).statusCode).toBe(404);
    const [removal] = (await audit('bank-watch-remove')).slice(-1);
    expect(removal?.details).toMatchObject({ entryId: entry.id, unmatched: [OTHER] });
  });

  it('a full account number matches only that account, is stored sealed and never answered or audited', async () => {
    await giveAccount(THIRD, ROUTING, '999900006789');
    await giveAccount(OTHER, ROUTING, ACCOUNT);
    const { accountNumberLast4: _, ...rest } = ENTRY;
    const entry = await add({ ...rest, accountNumber: '9999-0000-6789' });
    expect(entry.matches.map((m) => m.merchantId)).toEqual([THIRD]);
    const read = await call('GET', `/${entry.id}`);
    expect(read.json()).toMatchObject({ accountNumberLast4: '6789', hasFullAccountNumber: true });
    const list = await call('GET', '?download=csv');
    for (const body of [read.body, list.body, JSON.stringify(await audit('bank-watch-add'))])
      expect(body).not.toContain('999900006789');
    const [stored] = await t.database.query<{ account_number_encrypted: string }>(
      'select account_number_encrypted from bank_watch_list where id = $1',
      [entry.id],
    );
    expect(stored?.account_number_encrypted).toMatch(/^v1:/);
    expect(t.app.cipher.decrypt(stored?.account_number_encrypted ?? '')).toBe('999900006789');
    // Editing without the account fields keeps the full number.
    const kept = await call('PUT', `/${entry.id}`, { ...rest, reason: 'Still watched' });
    expect(kept.json()).toMatchObject({ hasFullAccountNumber: true, matchCount: 1 });
    await call('DELETE', `/${entry.id}`);
  });

  it('is idempotent: the same key twice adds one entry and one alert', async () => {
    await giveAccount(BISTRO, OTHER_ROUTING, '4444333322221111');
    const key = randomUUID();
    const body = { ...ENTRY, routingNumber: OTHER_ROUTING, accountNumberLast4: '1111' };
    const first = await call('POST', '', body, t.admin.headers, key);
    const again = await call('POST', '', body, t.admin.headers, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await alertsOf(BISTRO)).toHaveLength(1);
    const [row] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from bank_watch_list where routing_number = $1`,
      [OTHER_ROUTING],
    );
    expect(row?.n).toBe(1);
    await call('DELETE', `/${first.json().id}`);
  });

  it('lists entries with who added them and their matches, searched, and as CSV', async () => {
    await giveAccount(OTHER, ROUTING, ACCOUNT);
    await giveAccount(THIRD, '026009593', '5550000003');
    const entry = await add({ ...ENTRY, bankName: 'Searchable Savings' });
    const res = await call('GET', '?search=searchable');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        id: entry.id,
        bankName: 'Searchable Savings',
        routingNumber: ROUTING,
        createdByEmail: 'admin@paydesk.test',
        matchCount: 1,
      }),
    ]);
    expect((await call('GET', `?search=${ROUTING}`)).json().data.length).toBeGreaterThan(0);
    expect((await call('GET', '?search=nothing-like-it')).json().data).toEqual([]);
    const csv = await call('GET', '?search=searchable&download=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Searchable Savings');
    await call('DELETE', `/${entry.id}`);
  });
});

describe("a merchant's bank change is checked in the same call", () => {
  it('the back office banking edit matches, and changing it again unmatches', async () => {
    const entry = await add({ ...ENTRY, routingNumber: OTHER_ROUTING, accountNumberLast4: '4321' });
    expect(entry.matchCount).toBe(0);
    const banking = {
      bankName: 'Second Harbor Bank',
      bankAccountType: 'savings',
      bankAccountOwnershipType: 'business',
      bankAccountNumber: '000987654321',
      bankRoutingNumber: OTHER_ROUTING,
    };
    const url = `/api/admin/merchants/${THIRD}/banking-info`;
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...t.admin.headers, 'idempotency-key': randomUUID() },
        payload,
      });
    expect((await post(banking)).statusCode).toBe(200);
    expect((await matchesOf(entry.id)).map((m) => m.merchant_id)).toEqual([THIRD]);
    const [raised] = (await alertsOf(THIRD)).slice(-1);
    expect(raised?.is_active).toBe(true);
    const [matchAudit] = (await audit('bank-watch-match')).slice(-1);
    expect(matchAudit?.details).toMatchObject({ merchantId: THIRD, matchedEntryIds: [entry.id] });
    // No fingerprint reaches the history.
    const history = await t.database.query<{ field: string }>(
      `select field from merchant_change_history where merchant_id = $1 and field like '%hash%'`,
      [THIRD],
    );
    expect(history).toEqual([]);
    // The same account again: no second alert.
    expect((await post({ ...banking, bankName: 'Renamed Bank' })).statusCode).toBe(200);
    expect((await alertsOf(THIRD)).filter((a) => a.is_active)).toHaveLength(1);
    // Another account: the match is released and its alert deactivated.
    expect((await post({ ...banking, bankAccountNumber: '000987650000' })).statusCode).toBe(200);
    expect(await matchesOf(entry.id)).toEqual([]);
    expect((await alertsOf(THIRD)).every((a) => !a.is_active)).toBe(true);
    await call('DELETE', `/${entry.id}`);
  });

  it("the merchant's own banking edit (My Account) matches, and the alert stays off its dashboard", async () => {
    const entry = await add({ ...ENTRY, routingNumber: OTHER_ROUTING, accountNumberLast4: '7777' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/merchants/${BISTRO}/details/banking`,
      headers: { ...t.owner.headers, 'idempotency-key': randomUUID() },
      payload: {
        bankName: 'Owner Bank',
        bankAccountType: 'checking',
        bankAccountOwnershipType: 'business',
        bankAccountNumber: '000111227777',
        bankRoutingNumber: OTHER_ROUTING,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await matchesOf(entry.id)).map((m) => m.merchant_id)).toEqual([BISTRO]);
    expect(res.body).not.toContain(BANK_WATCH_ALERT_TITLE);
    const dashboard = await t.app.inject({
      url: `/api/merchants/${BISTRO}/alerts`,
      headers: t.owner.headers,
    });
    expect(dashboard.body).not.toContain(BANK_WATCH_ALERT_TITLE);
    await call('DELETE', `/${entry.id}`);
  });
});
