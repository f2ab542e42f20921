import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BACK_OFFICE_DEMO_IDS,
  seedBackOfficeDemo,
  seedBackOfficeFiles,
} from '../../../src/demo/demo-back-office';
import { SUPPORT_PERMISSION_KEYS } from '../../../src/demo/demo-identity';
import { generate } from '../../../src/demo/generator/generate';
import { createFieldCipher, type FieldCipher } from '../../../src/platform/encryption';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

/**
 * The back office's demo data (README "Demo sign-ins"): every conditional action of part 2 §6
 * is reachable on a generated demo data set, and the support sign-in holds only its keys.
 */
let t: TestApp;
let cipher: FieldCipher;
let support: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  cipher = createFieldCipher(randomBytes(32));
  const end = new Date('2026-11-20T00:00:00Z');
  await generate(t.database, {
    profile: { name: 'demo', merchants: 12, days: 3, meanDailySales: 1 },
    seed: 'paydesk',
    end,
    cipher,
  });
  expect(await seedBackOfficeDemo(t.database.db, cipher, end)).toBeGreaterThan(6);
  // Two users (a row each and a membership each) and a stored PDF behind each of 4 documents.
  expect(await seedBackOfficeFiles(t.database, t.app.fileStorage, end, t.app.log)).toBe(8);
  support = await signInAs(t.app, 'support@paydesk.test');
  admin = await signInAs(t.app, 'admin@paydesk.test');
}, 180_000);

type Row = Record<string, unknown>;
const merchant = async (id: number): Promise<Row> => {
  const [row] = await t.database.query<Row>('select * from merchants where id = $1', [id]);
  if (!row) throw new Error(`merchant ${id} missing`);
  return row;
};

describe('back-office demo merchants', () => {
  it('one Active merchant of processor 3 without a hold (Funding Hold, T.O.S Update)', async () => {
    expect(await merchant(BACK_OFFICE_DEMO_IDS.holdable)).toMatchObject({
      status: 1,
      processor_id: 3,
      has_funding_hold: false,
    });
  });

  it('one in Information Needed with a funding hold (Release Hold)', async () => {
    const row = await merchant(BACK_OFFICE_DEMO_IDS.heldInfoNeeded);
    expect(row).toMatchObject({ status: 4, processor_id: 3, has_funding_hold: true });
    expect(row.funding_holds).toMatchObject({ limitsIssue: true });
    expect(row.hold_first_reported_date).not.toBeNull();
  });

  it('one that may revert, with its old processor fields', async () => {
    const row = await merchant(BACK_OFFICE_DEMO_IDS.revertible);
    expect(row).toMatchObject({ processor_can_revert: 1, old_processor_id: 2 });
    expect(row.old_processor_gateway_id).toBeTruthy();
    expect(row.old_processor_gateway_alt_id).toBeTruthy();
  });

  it('one on processor 2 of business type O whose first owner is complete (Send Beneficial Data)', async () => {
    expect(await merchant(BACK_OFFICE_DEMO_IDS.beneficial)).toMatchObject({
      processor_id: 2,
      business_type: 'O',
    });
    const [owner] = await t.database.query<Row>(
      `select first_name, last_name, date_of_birth, phone, ssn_encrypted, ssn_last_4
         from merchant_contacts where merchant_id = $1 and type = 'Beneficial Owner/Officer'
        order by id limit 1`,
      [BACK_OFFICE_DEMO_IDS.beneficial],
    );
    expect(owner).toMatchObject({ first_name: 'Morgan', last_name: 'Ellison', ssn_last_4: '7302' });
    expect(owner?.date_of_birth).toBeTruthy();
    expect(owner?.phone).toBeTruthy();
    expect(cipher.decrypt(String(owner?.ssn_encrypted))).toBe('521-44-7302');
  });

  it('alerts of each type, documents, a stack-owned account', async () => {
    const alerts = await t.database.query<{ type: string }>(
      'select type from merchant_alerts where merchant_id = $1 and is_active order by type',
      [BACK_OFFICE_DEMO_IDS.alerts],
    );
    expect(new Set(alerts.map((a) => a.type))).toEqual(
      new Set(['error', 'information', 'notice', 'warning']),
    );
    const [docs] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from documents where merchant_id = $1',
      [BACK_OFFICE_DEMO_IDS.alerts],
    );
    expect(docs?.n).toBeGreaterThanOrEqual(4);
    expect(await merchant(BACK_OFFICE_DEMO_IDS.stackOwned)).toMatchObject({ stack_owned: true });
  });

  it("leaves the owner's and clerk's accounts as the journeys expect", async () => {
    expect(await merchant(100001)).toMatchObject({
      status: 1,
      processor_id: 3,
      has_funding_hold: false,
    });
    expect(await merchant(100002)).toMatchObject({ status: 1, processor_id: 2 });
    expect(await merchant(100003)).toMatchObject({ status: 33, processor_id: 3 });
  });

  it('the Release Hold demo works through the API', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/${BACK_OFFICE_DEMO_IDS.heldInfoNeeded}/funding-hold`,
      headers: { ...admin.headers, 'idempotency-key': 'demo-release' },
      payload: { payout_frequency: 'weekly', payout_frequency_anchor: 'monday' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ hasFundingHold: false, payoutAnchor: 'monday' });
  });
});

describe('Evergreen Music (100009): the Users and Documents tabs', () => {
  it('has a merchant admin and a user, and a stored PDF behind each document', async () => {
    const id = BACK_OFFICE_DEMO_IDS.alerts;
    const users = await t.app.inject({
      url: `/api/admin/merchants/${id}/users`,
      headers: admin.headers,
    });
    expect(users.statusCode, users.body).toBe(200);
    expect(users.body).toContain('erin.evergreen@example.com');
    expect(users.body).toContain('sam.stockroom@example.com');
    const list = await t.app.inject({
      url: `/api/admin/merchants/${id}/documents`,
      headers: admin.headers,
    });
    const documents: { id: number; hasFile: boolean }[] = list.json().data;
    expect(documents).toHaveLength(4);
    for (const document of documents) {
      expect(document.hasFile).toBe(true);
      const file = await t.app.inject({
        url: `/api/admin/merchants/${id}/documents/${document.id}/download`,
        headers: admin.headers,
      });
      expect(file.statusCode, file.body).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

describe('the support sign-in', () => {
  it('is an mp_admin holding only the transaction, payout and dispute report keys', async () => {
    const roles = await t.app.inject({ url: '/api/admin/roles', headers: support.headers });
    expect(roles.statusCode, roles.body).toBe(200);
    expect(Object.keys(roles.json().permissions).sort()).toEqual(
      [...SUPPORT_PERMISSION_KEYS].sort(),
    );
  });

  it('is refused the merchant actions', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/${BACK_OFFICE_DEMO_IDS.holdable}/status`,
      headers: { ...support.headers, 'idempotency-key': 'support-status' },
      payload: { status: 'incomplete' },
    });
    expect(res.statusCode).toBe(403);
  });
});
