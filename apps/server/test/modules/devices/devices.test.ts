import { randomUUID } from 'node:crypto';
import { MERCHANT_REQUIREMENT_MESSAGES } from '@paydesk/domain/access';
import { DEVICE_PIN_MESSAGES } from '@paydesk/domain/device-pin-fields';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../src/platform/passwords';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let owner: SignedIn;
let clerk: SignedIn;
let admin: SignedIn;

/** Blue Harbor Bistro: processor 3 with POS devices; Cascade Outfitters is on processor 2. */
const BISTRO = 100001;
const OUTFITTERS = 100002;
const DRIFTWOOD = 100003;
const NOW = new Date('2026-11-22T17:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await seedIdentity(t.database);
  await t.database.query(`update merchants set timezone = 'America/New_York' where id = $1`, [
    BISTRO,
  ]);
  [owner, clerk, admin] = await Promise.all([
    signInAs(t.app, 'owner@paydesk.test'),
    signInAs(t.app, 'clerk@paydesk.test'),
    signInAs(t.app, 'admin@paydesk.test'),
  ]);
}, 120_000);

const url = (merchantId = BISTRO) => `/api/merchants/${merchantId}/device-pins`;
const get = (who: SignedIn = owner, merchantId = BISTRO) =>
  t.app.inject({ url: url(merchantId), headers: who.headers });
const post = (path: string, body: unknown, who: SignedIn = owner, key = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: path,
    payload: body as object,
    headers: { ...who.headers, 'idempotency-key': key },
  });

describe('device pins', () => {
  it('creates a PIN shown once, stored as a salted hash only, never audited or kept in clear', async () => {
    const key = randomUUID();
    const res = await post(url(), { description: 'Front counter' }, owner, key);
    expect(res.statusCode, res.body).toBe(201);
    const { pin, devicePin } = res.json();
    expect(pin).toMatch(/^\d{6}$/);
    expect(devicePin).toMatchObject({
      description: 'Front counter',
      activeDate: NOW.toISOString(),
      expireDate: null,
      status: 'active',
      createdBy: 'Olivia Owner',
    });
    const [row] = await t.database.query<{ pin_hash: string }>(
      'select pin_hash from device_pins where id = $1',
      [devicePin.id],
    );
    expect(row?.pin_hash).toMatch(/^scrypt\$/);
    expect(row?.pin_hash).not.toContain(pin);
    expect(await verifyPassword(pin, row?.pin_hash ?? '')).toBe(true);
    // No table holds the PIN in clear: not the audit log, not the Idempotency-Key's answer.
    const [{ found } = { found: -1 }] = await t.database.query<{ found: number }>(
      `select (select count(*) from audit_log where details::text like '%' || $1 || '%')
            + (select count(*) from idempotency_keys where response_body::text like '%' || $1 || '%')
              as found`,
      [pin],
    );
    expect(Number(found)).toBe(0);
    // A retry of a lost answer gets the same PIN (kept encrypted with the key).
    const replay = await post(url(), { description: 'Front counter' }, owner, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(res.json());
    // The list never answers it.
    const list = await get();
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(pin);
    expect(list.json().data[0]).toMatchObject({ id: devicePin.id, status: 'active' });
    const [audit] = await t.database.query<{ details: Record<string, unknown> }>(
      `select details from audit_log where action = 'device-pin-create' order by id desc limit 1`,
    );
    expect(audit?.details).toMatchObject({ merchantId: BISTRO, pinId: devicePin.id });
  });

  it("takes days of the account's zone: from the start of the active day through the end of the expiry day", async () => {
    const res = await post(url(), {
      description: 'Patio',
      activeDate: '2026-12-01',
      expireDate: '2026-12-31',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().devicePin).toMatchObject({
      activeDate: '2026-12-01T05:00:00.000Z',
      expireDate: '2027-01-01T05:00:00.000Z',
      status: 'scheduled',
    });
  });

  it('refuses bad dates and descriptions with the field named', async () => {
    const past = await post(url(), { description: 'Old', activeDate: '2026-11-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ activeDate: [DEVICE_PIN_MESSAGES.activeInPast] });
    const reversed = await post(url(), {
      description: 'Reversed',
      activeDate: '2026-12-10',
      expireDate: '2026-12-01',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.expireDate).toEqual([DEVICE_PIN_MESSAGES.expireBeforeActive]);
    const blank = await post(url(), { description: '  ', activeDate: '2026-02-30' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().errors).sort()).toEqual(['activeDate', 'description']);
  });

  it('expires a PIN now, once; another account’s PIN is not found', async () => {
    const created = await post(url(), { description: 'Bar' });
    const id = created.json().devicePin.id;
    const res = await post(`${url()}/${id}/expire`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'expired', expireDate: NOW.toISOString() });
    const again = await post(`${url()}/${id}/expire`, {});
    expect(again.statusCode).toBe(422);
    expect(again.json().error_message).toBe(DEVICE_PIN_MESSAGES.alreadyExpired);
    const refusal = await t.database.query(
      `select 1 from audit_log where action = 'device-pin-expire' and outcome = 'failure'`,
    );
    expect(refusal).toHaveLength(1);
    await t.database.query(
      `update merchants set enable_pos_devices = true, processor_id = 3 where id = $1`,
      [DRIFTWOOD],
    );
    const foreign = await post(`${url(DRIFTWOOD)}/${id}/expire`, {});
    expect(foreign.statusCode).toBe(404);
  });
});

describe('the devices rule', () => {
  it('refuses a member who is not an admin of the account, and staff', async () => {
    const byClerk = await get(clerk);
    expect(byClerk.statusCode).toBe(403);
    expect(byClerk.json().error_message).toBe(MERCHANT_REQUIREMENT_MESSAGES.merchantAdmin);
    expect((await post(url(), { description: 'X' }, clerk)).statusCode).toBe(403);
    expect((await get(admin)).statusCode).toBe(403);
  });

  it('refuses an account on processor 2, or with POS devices off, and stores nothing', async () => {
    const onTwo = await get(owner, OUTFITTERS);
    expect(onTwo.statusCode).toBe(403);
    expect(onTwo.json().error_message).toBe(DEVICE_PIN_MESSAGES.notEnabled);
    await t.database.query('update merchants set enable_pos_devices = false where id = $1', [
      BISTRO,
    ]);
    const before = await t.database.query('select id from device_pins where merchant_id = $1', [
      BISTRO,
    ]);
    const key = randomUUID();
    const off = await post(url(), { description: 'Off' }, owner, key);
    expect(off.statusCode).toBe(403);
    expect(off.json().error_message).toBe(DEVICE_PIN_MESSAGES.notEnabled);
    expect(
      await t.database.query('select id from device_pins where merchant_id = $1', [BISTRO]),
    ).toEqual(before);
    expect(await t.database.query('select 1 from idempotency_keys where key = $1', [key])).toEqual(
      [],
    );
    await t.database.query('update merchants set enable_pos_devices = true where id = $1', [
      BISTRO,
    ]);
  });
});
