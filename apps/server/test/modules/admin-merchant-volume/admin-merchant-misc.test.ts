import { randomUUID } from 'node:crypto';
import { MISC_MESSAGES } from '@paydesk/domain/admin-merchant-misc';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, merchants } from '../../../src/db/schema';
import { adminLacking, Principals } from '../../security/lib/principals';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;
let lackingHash: Record<string, string>;
let lackingProfile: Record<string, string>;
let clientIds: { north: number; south: number };

const M = {
  hash: 100131,
  noHash: 100132,
  client: 100133,
  smallDollar: 100134,
  scheduled: 100135,
  replay: 100136,
} as const;

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  await t.database.db.insert(merchants).values(
    Object.values(M).map((id) => ({
      id,
      businessCommonName: `Misc ${id}`,
      businessLegalName: `Misc ${id} LLC`,
      requestHashKey: id === M.noHash ? null : `rh_seeded${id}`,
      allowSubscriptions: false,
    })),
  );
  const made = await t.database.db
    .insert(clients)
    .values([{ name: 'North Segment' }, { name: 'South Segment' }])
    .returning({ id: clients.id, name: clients.name });
  clientIds = {
    north: made.find((c) => c.name === 'North Segment')?.id ?? 0,
    south: made.find((c) => c.name === 'South Segment')?.id ?? 0,
  };
  admin = await signInAs(t.app, 'admin@paydesk.test');
  owner = await signInAs(t.app, 'owner@paydesk.test');
  const principals = new Principals(t.app, t.database);
  const bearer = async (key: string) => ({
    authorization: `Bearer ${(await principals.create(`admin without ${key}`, adminLacking(key))).idToken}`,
  });
  lackingHash = await bearer('can-view-merchant-hash');
  lackingProfile = await bearer('can-view-merchant-info');
}, 120_000);

const send = (
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = admin.headers,
  key: string = randomUUID(),
) =>
  t.app.inject({
    method,
    url,
    headers: { ...headers, 'idempotency-key': key },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const history = (id: number) =>
  t.database.query<{
    grouping: string;
    field: string;
    old_value: string | null;
    new_value: string | null;
  }>(
    `select grouping, field, old_value, new_value from merchant_change_history
      where merchant_id = $1 order by id`,
    [id],
  );
const audit = (action: string, id: number) =>
  t.database.query<{ email: string; details: Record<string, unknown> }>(
    `select email, details from audit_log
      where action = $1 and (details->>'merchantId')::int = $2 order by id`,
    [action, id],
  );

describe('merchant hash (part 2 §3, §6 can-view-merchant-hash)', () => {
  const url = (id: number) => `/api/admin/merchants/${id}/merchant-hash`;

  it('shows the key and audits every view without the key', async () => {
    const res = await send('GET', url(M.hash));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: M.hash, requestHashKey: `rh_seeded${M.hash}` });
    await send('GET', url(M.hash));
    const rows = await audit('merchant-hash-view', M.hash);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.email).toBe('admin@paydesk.test');
    expect(JSON.stringify(rows)).not.toContain('rh_seeded');
  });

  it('answers null for a merchant without a key, and 404 for an unknown merchant', async () => {
    expect((await send('GET', url(M.noHash))).json()).toEqual({
      id: M.noHash,
      requestHashKey: null,
    });
    expect((await send('GET', url(999_999))).statusCode).toBe(404);
  });

  it('regenerates: a new random key, a history row without it, an audit row, a replay answers the same key', async () => {
    const key = randomUUID();
    const res = await send('POST', url(M.hash), undefined, admin.headers, key);
    expect(res.statusCode, res.body).toBe(200);
    const next = res.json().requestHashKey as string;
    expect(next).toMatch(/^rh_[0-9a-f]{32}$/);
    const again = await send('POST', url(M.hash), undefined, admin.headers, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().requestHashKey).toBe(next);
    expect((await send('GET', url(M.hash))).json().requestHashKey).toBe(next);
    expect(await history(M.hash)).toEqual([
      {
        grouping: 'Miscellaneous',
        field: 'request_hash_key',
        old_value: null,
        new_value: 'changed',
      },
    ]);
    const rows = await audit('merchant-hash-regenerate', M.hash);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(next);
    // A second regeneration is a second key.
    const third = (await send('POST', url(M.hash))).json().requestHashKey;
    expect(third).not.toBe(next);
  });

  it('refuses an admin without can-view-merchant-hash and merchants', async () => {
    for (const headers of [lackingHash, owner.headers]) {
      expect((await send('GET', url(M.hash), undefined, headers)).statusCode).toBe(403);
      expect((await send('POST', url(M.hash), undefined, headers)).statusCode).toBe(403);
    }
  });
});

describe('client (POST /admin/merchants/{id}/client)', () => {
  const url = `/api/admin/merchants/${M.client}/client`;

  it('lists the clients by name for the picker', async () => {
    const res = await send('GET', '/api/admin/clients/list');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: clientIds.north, name: 'North Segment' },
      { id: clientIds.south, name: 'South Segment' },
    ]);
    expect(
      (await send('GET', '/api/admin/clients/list', undefined, lackingProfile)).statusCode,
    ).toBe(403);
  });

  it('sets, changes and clears the client with Miscellaneous history rows naming the clients', async () => {
    const set = await send('POST', url, { client: clientIds.north });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      id: M.client,
      client: { id: clientIds.north, name: 'North Segment' },
      smallDollarTransaction: false,
    });
    // The same client again writes nothing.
    await send('POST', url, { client: clientIds.north });
    await send('POST', url, { client: clientIds.south });
    const cleared = await send('POST', url, { client: null });
    expect(cleared.json().client).toBeNull();
    const north = `North Segment (${clientIds.north})`;
    const south = `South Segment (${clientIds.south})`;
    expect(await history(M.client)).toEqual([
      { grouping: 'Miscellaneous', field: 'client_id', old_value: null, new_value: north },
      { grouping: 'Miscellaneous', field: 'client_id', old_value: north, new_value: south },
      { grouping: 'Miscellaneous', field: 'client_id', old_value: south, new_value: null },
    ]);
    const rows = await audit('merchant-misc-update', M.client);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.details).toMatchObject({ merchantId: M.client, fields: ['client_id'] });
  });

  it('answers 404 for an unknown client and 400 for a malformed one', async () => {
    const unknown = await send('POST', url, { client: 2_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_message).toBe(MISC_MESSAGES.clientNotFound);
    const bad = await send('POST', url, { client: 'north' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error_message: VALIDATION_ERROR_MESSAGE,
      errors: { client: [MISC_MESSAGES.clientRequired] },
    });
  });

  it('shows on the profile', async () => {
    await send('POST', url, { client: clientIds.south });
    const profile = (await send('GET', `/api/admin/merchants/${M.client}`)).json();
    expect(JSON.stringify(profile.client)).toContain('South Segment');
  });
});

describe('small-dollar transactions (POST /admin/merchants/{id}/small-dollar-transaction)', () => {
  const url = `/api/admin/merchants/${M.smallDollar}/small-dollar-transaction`;

  it('turns it on and off with history and audit rows; the same value again writes nothing', async () => {
    const on = await send('POST', url, { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().smallDollarTransaction).toBe(true);
    expect((await send('POST', url, { enabled: true })).json().smallDollarTransaction).toBe(true);
    expect((await send('POST', url, { enabled: false })).json().smallDollarTransaction).toBe(false);
    expect(await history(M.smallDollar)).toEqual([
      {
        grouping: 'Miscellaneous',
        field: 'small_dollar_transaction',
        old_value: 'false',
        new_value: 'true',
      },
      {
        grouping: 'Miscellaneous',
        field: 'small_dollar_transaction',
        old_value: 'true',
        new_value: 'false',
      },
    ]);
    expect(await audit('merchant-misc-update', M.smallDollar)).toHaveLength(2);
    const misc = await send('GET', `/api/admin/merchants/${M.smallDollar}/misc`);
    expect(misc.json()).toEqual({ id: M.smallDollar, client: null, smallDollarTransaction: false });
  });

  it('refuses a body without enabled, and callers without the key', async () => {
    expect((await send('POST', url, {})).statusCode).toBe(400);
    expect((await send('POST', url, { enabled: 'yes' })).statusCode).toBe(400);
    expect((await send('POST', url, { enabled: true }, lackingProfile)).statusCode).toBe(403);
    expect((await send('POST', url, { enabled: true }, owner.headers)).statusCode).toBe(403);
  });

  it('replays with the same Idempotency-Key', async () => {
    const key = randomUUID();
    const replayUrl = `/api/admin/merchants/${M.replay}/small-dollar-transaction`;
    await send('POST', replayUrl, { enabled: true }, admin.headers, key);
    const again = await send('POST', replayUrl, { enabled: true }, admin.headers, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await history(M.replay)).toHaveLength(1);
  });
});

describe('scheduled transactions download (GET .../scheduled-trans/download)', () => {
  it("streams the merchant's runs as CSV, whether or not subscriptions are on now", async () => {
    const [customer] = await t.database.query<{ id: number }>(
      `insert into customers (merchant_id, first_name, last_name, email, phone)
       values ($1, 'Ada', 'Lovelace', 'ada@misc.test', '5035550100') returning id`,
      [M.scheduled],
    );
    const [subscription] = await t.database.query<{ id: number }>(
      `insert into subscriptions (merchant_id, customer_id, amount_cents, interval, status, description,
          start_date, next_run_date, payment_method, card_brand, last_four, payment_token)
       values ($1, $2, 2500, 'month', 'active', 'Misc plan', current_date, current_date + 10, 'card',
          'Visa', '4242', 'pm_misc') returning id`,
      [M.scheduled, customer?.id],
    );
    await t.database.query(
      `insert into subscription_scheduled_transactions (subscription_id, scheduled_date, amount_cents, due_at, status)
       values ($1, '2026-10-01', 2500, '2026-10-01T12:00:00Z', 'paid'),
              ($1, '2026-11-01', 2500, '2026-11-01T12:00:00Z', 'failed'),
              ($1, current_date + 10, 2500, now() + interval '10 days', 'scheduled')`,
      [subscription?.id],
    );
    const res = await send('GET', `/api/admin/merchants/${M.scheduled}/scheduled-trans/download`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(
      `scheduled-transactions-${M.scheduled}.csv`,
    );
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Scheduled date');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('2026-10-01');
    expect(lines[1]).toContain('25.00');
    expect(lines[1]).toContain('Ada Lovelace');

    const failed = await send(
      'GET',
      `/api/admin/merchants/${M.scheduled}/scheduled-trans/download?status=failed`,
    );
    expect(failed.body.trim().split(/\r?\n/)).toHaveLength(2);
    // Another merchant's download has only the header.
    const other = await send('GET', `/api/admin/merchants/${M.client}/scheduled-trans/download`);
    expect(other.body.trim().split(/\r?\n/)).toHaveLength(1);
    expect(
      (await send('GET', '/api/admin/merchants/999999/scheduled-trans/download')).statusCode,
    ).toBe(404);
  });
});
