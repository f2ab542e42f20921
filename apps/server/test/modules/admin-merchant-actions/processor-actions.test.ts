import { randomUUID } from 'node:crypto';
import { PROCESSOR_ACTION_MESSAGES } from '@paydesk/domain/admin-merchant-actions';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchantContacts, merchants, partners, ratePartners, rates } from '../../../src/db/schema';
import { adminLacking, Principals } from '../../security/lib/principals';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;
let lackingRevert: Record<string, string>;
let lackingAdvanced: Record<string, string>;

/** Merchants of this file, each in the state one group of tests needs. */
const M = {
  revertible: 100201, // processor 3, was on 2 (GW204417: active), partner P
  inactiveOld: 100202, // processor 3, was on 2 (GW204410: inactive)
  notRevertible: 100203, // processor 3, processorCanRevert 0
  toThree: 100204, // processor 2, was on 3 (GW300001: active), type I
  revertReplay: 100205, // processor 3, was on 2, active
  tos: 100206, // processor 3
  tosOlder: 100207, // processor 2
  beneficial: 100208, // processor 2, type O, complete first owner
  beneficialNp: 100209, // processor 2, type NP, complete owner
  beneficialNoOwner: 100210, // processor 2, type O, no owner
  beneficialIncomplete: 100211, // processor 2, type O, owner without a phone
  beneficialSentBefore: 100212, // processor 2, type O, complete owner, sent before a restart
  beneficialNewer: 100213, // processor 3, type O, complete owner
  beneficialReplay: 100214, // processor 2, type O, complete owner
} as const;

const rateIds: Record<string, number> = {};
const ownerIds: Record<number, number> = {};
let partnerId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  const db = t.database.db;
  const [p, other] = await db
    .insert(partners)
    .values([
      { name: 'Revert Partner', email: 'revert-partner@example.com' },
      { name: 'Other Partner', email: 'other-partner@example.com' },
    ])
    .returning({ id: partners.id });
  if (!p || !other) throw new Error('partners not inserted');
  partnerId = p.id;
  const inserted = await db
    .insert(rates)
    .values([
      { rateName: 'Open Two', processorId: 2 },
      { rateName: 'Partner Two', processorId: 2 },
      { rateName: 'Foreign Two', processorId: 2 },
      { rateName: 'Residual Two', processorId: 2, isResidualRate: true },
      { rateName: 'Open Three', processorId: 3 },
    ])
    .returning({ id: rates.id, rateName: rates.rateName });
  for (const r of inserted) rateIds[r.rateName] = r.id;
  await db.insert(ratePartners).values([
    { rateId: rateIds['Partner Two'] as number, partnerId: p.id },
    { rateId: rateIds['Foreign Two'] as number, partnerId: other.id },
  ]);
  const base = (id: number, processorId: number) => ({
    id,
    status: 1,
    processorId,
    businessCommonName: `Processor actions ${id}`,
    businessLegalName: `Processor actions ${id} LLC`,
    partnerId: p.id,
    processorGatewayId: `NEW${id}`,
  });
  const migrated = (oldProcessorId: number, gateway: string) => ({
    processorCanRevert: 1,
    oldProcessorId,
    oldProcessorGatewayId: gateway,
    oldProcessorGatewayAltId: `ALT-${gateway}`,
  });
  await db.insert(merchants).values([
    { ...base(M.revertible, 3), ...migrated(2, 'GW204417') },
    { ...base(M.inactiveOld, 3), ...migrated(2, 'GW204410') },
    base(M.notRevertible, 3),
    { ...base(M.toThree, 2), ...migrated(3, 'GW300001'), businessType: 'I' as const },
    { ...base(M.revertReplay, 3), ...migrated(2, 'GW555551') },
    base(M.tos, 3),
    base(M.tosOlder, 2),
    base(M.beneficial, 2),
    { ...base(M.beneficialNp, 2), businessType: 'NP' as const },
    base(M.beneficialNoOwner, 2),
    base(M.beneficialIncomplete, 2),
    {
      ...base(M.beneficialSentBefore, 2),
      beneficialDataSentAt: new Date('2026-03-01T00:00:00Z'),
    },
    base(M.beneficialNewer, 3),
    base(M.beneficialReplay, 2),
  ]);
  const ssn = t.app.cipher.encrypt('123456789');
  const complete = (merchantId: number) => ({
    merchantId,
    type: 'Beneficial Owner/Officer' as const,
    firstName: 'Dana',
    lastName: 'Whitfield',
    dateOfBirth: '1980-04-12',
    phone: '5035550142',
    ssnEncrypted: ssn,
    ssnLast4: '6789',
  });
  const owners = await db
    .insert(merchantContacts)
    .values([
      complete(M.beneficial),
      { ...complete(M.beneficial), firstName: 'Second' },
      complete(M.beneficialNp),
      { ...complete(M.beneficialIncomplete), phone: null },
      complete(M.beneficialSentBefore),
      complete(M.beneficialNewer),
      complete(M.beneficialReplay),
      // A primary contact is not an owner.
      { ...complete(M.beneficialNoOwner), type: 'Primary Contact' as const },
    ])
    .returning({ id: merchantContacts.id, merchantId: merchantContacts.merchantId });
  for (const o of owners) ownerIds[o.merchantId] ??= o.id;
  admin = await signInAs(t.app, 'admin@paydesk.test');
  owner = await signInAs(t.app, 'owner@paydesk.test');
  const principals = new Principals(t.app, t.database);
  const bearer = async (key: string) => ({
    authorization: `Bearer ${(await principals.create(`admin without ${key}`, adminLacking(key))).idToken}`,
  });
  lackingRevert = await bearer('can-revert-processor');
  lackingAdvanced = await bearer('can-edit-merchant-advanced-info');
}, 120_000);

const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = admin.headers,
  key: string = randomUUID(),
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'idempotency-key': key },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const get = (url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url, headers });

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
  t.database.query<{ outcome: string; details: Record<string, unknown> }>(
    `select outcome, details from audit_log
      where action = $1 and (details->>'merchantId')::int = $2 order by id`,
    [action, id],
  );
const row = async (id: number) => {
  const [r] = await t.database.query<Record<string, unknown>>(
    `select processor_id, old_processor_id, processor_can_revert, processor_gateway_id,
            old_processor_gateway_id, old_processor_gateway_alt_id, rate_id, web_rate_name,
            payout_frequency, payout_anchor, tos_accepted_at, beneficial_data_sent_at
       from merchants where id = $1`,
    [id],
  );
  return r;
};

const revertBody = (gateway: string, overrides: Record<string, unknown> = {}) => ({
  selectedRateId: rateIds['Open Two'],
  selectedRateName: 'US Corporate - Open Two',
  selectedPayoutFrequency: 'daily',
  selectedPayoutDay: '',
  oldProcessorGatewayId: gateway,
  oldProcessorGatewayAltId: `ALT-${gateway}`,
  oldProcessorId: 2,
  ...overrides,
});
const revert = (id: number, payload: unknown, headers?: Record<string, string>, key?: string) =>
  post(`/api/admin/merchants/${id}/revert-processor`, payload, headers, key);

describe('GET /api/admin/merchants/{id}/old-processor-account and /revert-rates', () => {
  it("answers the old processor's account: active, or inactive for a gateway id ending in 0", async () => {
    const active = await get(`/api/admin/merchants/${M.revertible}/old-processor-account`);
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json()).toMatchObject({ processorId: 2, gatewayId: 'GW204417', active: true });
    const inactive = await get(`/api/admin/merchants/${M.inactiveOld}/old-processor-account`);
    expect(inactive.json()).toMatchObject({ gatewayId: 'GW204410', active: false });
    expect(inactive.json().message).toContain('inactive');
    const none = await get(`/api/admin/merchants/${M.notRevertible}/old-processor-account`);
    expect(none.statusCode).toBe(409);
    expect(none.json().error_message).toBe(PROCESSOR_ACTION_MESSAGES.revertNotAllowed);
  });

  it("offers the old processor's rates open to the partner, labelled with the base tier", async () => {
    const res = await get(`/api/admin/merchants/${M.revertible}/revert-rates`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      oldProcessorId: 2,
      baseTier: 'US Corporate',
      rates: [
        { id: rateIds['Open Two'], rateName: 'Open Two', label: 'US Corporate - Open Two' },
        {
          id: rateIds['Partner Two'],
          rateName: 'Partner Two',
          label: 'US Corporate - Partner Two',
        },
      ],
    });
    // Type I: Standard; old processor 3: processor 3's rates.
    const three = await get(`/api/admin/merchants/${M.toThree}/revert-rates`);
    expect(three.json()).toEqual({
      oldProcessorId: 3,
      baseTier: 'US Standard',
      rates: [
        { id: rateIds['Open Three'], rateName: 'Open Three', label: 'US Standard - Open Three' },
      ],
    });
  });

  it('answer only to an admin holding can-revert-processor', async () => {
    for (const path of ['old-processor-account', 'revert-rates']) {
      const url = `/api/admin/merchants/${M.revertible}/${path}`;
      expect((await get(url, lackingRevert)).statusCode).toBe(403);
      expect((await get(url, owner.headers)).statusCode).toBe(403);
      expect((await get(url, {})).statusCode).toBe(401);
    }
  });
});

describe('POST /api/admin/merchants/{id}/revert-processor', () => {
  it('validates the rate and the payout for the old processor', async () => {
    const noRate = await revert(M.revertible, revertBody('GW204417', { selectedRateId: null }));
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json()).toEqual({
      error_message: VALIDATION_ERROR_MESSAGE,
      errors: { selectedRateId: [PROCESSOR_ACTION_MESSAGES.rateRequired] },
    });
    const weeklyToTwo = await revert(
      M.revertible,
      revertBody('GW204417', { selectedPayoutFrequency: 'weekly', selectedPayoutDay: 'monday' }),
    );
    expect(weeklyToTwo.statusCode).toBe(400);
    expect(weeklyToTwo.json().errors).toEqual({
      selectedPayoutFrequency: [PROCESSOR_ACTION_MESSAGES.payoutFrequency],
    });
    const toThree = (frequency: string | null, day: string | null) =>
      revert(
        M.toThree,
        revertBody('GW300001', {
          oldProcessorId: 3,
          selectedRateId: rateIds['Open Three'],
          selectedRateName: 'US Standard - Open Three',
          selectedPayoutFrequency: frequency,
          selectedPayoutDay: day,
        }),
      );
    const noFrequency = await toThree(null, null);
    expect(noFrequency.json().errors).toEqual({
      selectedPayoutFrequency: [PROCESSOR_ACTION_MESSAGES.payoutFrequency],
    });
    for (const [frequency, day] of [
      ['weekly', ''],
      ['weekly', 'sunday'],
      ['monthly', '32'],
    ] as const) {
      const res = await toThree(frequency, day);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        selectedPayoutDay: [PROCESSOR_ACTION_MESSAGES.payoutDay],
      });
    }
    // A rate of another partner, or of the other processor, is not offered (409).
    const foreign = await revert(
      M.revertible,
      revertBody('GW204417', {
        selectedRateId: rateIds['Foreign Two'],
        selectedRateName: 'US Corporate - Foreign Two',
      }),
    );
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().error_message).toBe(PROCESSOR_ACTION_MESSAGES.rateNotOffered);
    const residual = await revert(
      M.revertible,
      revertBody('GW204417', {
        selectedRateId: rateIds['Residual Two'],
        selectedRateName: 'Residual Two',
      }),
    );
    expect(residual.statusCode).toBe(409);
    // A stale page (other gateway id) is refused.
    const stale = await revert(M.revertible, {
      ...revertBody('GW204417'),
      oldProcessorGatewayId: 'GW999999',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(PROCESSOR_ACTION_MESSAGES.revertStale);
    expect(await history(M.revertible)).toEqual([]);
    expect((await row(M.revertible))?.processor_id).toBe(3);
  });

  it('reverts: processors and gateway ids swapped, can-revert 0, rate and payout set, Processor history and audit', async () => {
    const res = await revert(
      M.revertible,
      revertBody('GW204417', {
        selectedRateId: rateIds['Partner Two'],
        selectedRateName: 'US Corporate - Partner Two',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: M.revertible,
      processorId: 2,
      oldProcessorId: 3,
      processorCanRevert: false,
      processorGatewayId: 'GW204417',
      oldProcessorGatewayId: `NEW${M.revertible}`,
      rateId: rateIds['Partner Two'],
      webRateName: 'US Corporate - Partner Two',
      payoutFrequency: 'daily',
      payoutAnchor: null,
      message: PROCESSOR_ACTION_MESSAGES.reverted,
    });
    expect(await row(M.revertible)).toMatchObject({
      processor_id: 2,
      old_processor_id: 3,
      processor_can_revert: 0,
      old_processor_gateway_alt_id: null,
    });
    const rows = await history(M.revertible);
    expect(rows.every((r) => r.grouping === 'Processor')).toBe(true);
    expect(rows.map((r) => [r.field, r.old_value, r.new_value])).toEqual(
      expect.arrayContaining([
        ['processor_id', '3', '2'],
        ['old_processor_id', '2', '3'],
        ['processor_can_revert', '1', '0'],
        ['processor_gateway_id', `NEW${M.revertible}`, 'GW204417'],
        ['old_processor_gateway_id', 'GW204417', `NEW${M.revertible}`],
        ['rate_id', null, String(rateIds['Partner Two'])],
        ['web_rate_name', null, 'US Corporate - Partner Two'],
      ]),
    );
    // The refused attempts above are audited as failures; the revert once as a success.
    const audited = await audit('merchant-processor-revert', M.revertible);
    expect(audited.filter((r) => r.outcome === 'success')).toHaveLength(1);
    expect(audited.filter((r) => r.outcome === 'failure').length).toBeGreaterThanOrEqual(3);
    // Once reverted, it cannot be reverted again.
    const again = await revert(M.revertible, revertBody('GW204417'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error_message).toBe(PROCESSOR_ACTION_MESSAGES.revertNotAllowed);
  });

  it('to old processor 3: the payout frequency and day chosen are set', async () => {
    const res = await revert(
      M.toThree,
      revertBody('GW300001', {
        oldProcessorId: 3,
        selectedRateId: rateIds['Open Three'],
        selectedRateName: 'US Standard - Open Three',
        selectedPayoutFrequency: 'monthly',
        selectedPayoutDay: '15',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      processorId: 3,
      payoutFrequency: 'monthly',
      payoutAnchor: '15',
    });
  });

  it("refuses a revert to an inactive old account with the processor's message (409, audited, no change)", async () => {
    const res = await revert(M.inactiveOld, revertBody('GW204410'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error_message).toBe(
      'Merchant account GW204410 is inactive on processor 2 and cannot be reactivated.',
    );
    expect(await history(M.inactiveOld)).toEqual([]);
    expect((await row(M.inactiveOld))?.processor_id).toBe(3);
    expect(await audit('merchant-processor-revert', M.inactiveOld)).toEqual([
      expect.objectContaining({ outcome: 'failure' }),
    ]);
  });

  it('refuses a merchant whose processorCanRevert is 0', async () => {
    const res = await revert(M.notRevertible, revertBody('GW1'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error_message).toBe(PROCESSOR_ACTION_MESSAGES.revertNotAllowed);
  });

  it('answers only to an admin holding can-revert-processor', async () => {
    expect((await revert(M.revertReplay, revertBody('GW555551'), lackingRevert)).statusCode).toBe(
      403,
    );
    expect((await revert(M.revertReplay, revertBody('GW555551'), owner.headers)).statusCode).toBe(
      403,
    );
    expect((await revert(M.revertReplay, revertBody('GW555551'), {})).statusCode).toBe(401);
    expect(await history(M.revertReplay)).toEqual([]);
  });

  it('replays the first answer for the same Idempotency-Key without a second change', async () => {
    const key = randomUUID();
    const first = await revert(M.revertReplay, revertBody('GW555551'), admin.headers, key);
    expect(first.statusCode, first.body).toBe(200);
    const count = (await history(M.revertReplay)).length;
    const again = await revert(M.revertReplay, revertBody('GW555551'), admin.headers, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await history(M.revertReplay)).toHaveLength(count);
    expect(await audit('merchant-processor-revert', M.revertReplay)).toHaveLength(1);
  });
});

describe('POST /api/admin/merchants/{id}/accept-tos', () => {
  const accept = (id: number, headers?: Record<string, string>, key?: string) =>
    post(`/api/admin/merchants/${id}/accept-tos`, undefined, headers, key);

  it('accepts for a processor 3 merchant: tos_accepted_at, a Processor history row, an audit row; replays', async () => {
    const key = randomUUID();
    const res = await accept(M.tos, admin.headers, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: M.tos, message: PROCESSOR_ACTION_MESSAGES.tosAccepted });
    expect((await row(M.tos))?.tos_accepted_at).not.toBeNull();
    expect(await history(M.tos)).toEqual([
      expect.objectContaining({ grouping: 'Processor', field: 'tos_accepted', old_value: null }),
    ]);
    const again = await accept(M.tos, admin.headers, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(res.json());
    expect(await history(M.tos)).toHaveLength(1);
    expect(await audit('merchant-tos-accept', M.tos)).toEqual([
      expect.objectContaining({ outcome: 'success' }),
    ]);
  });

  it('refuses a merchant of processor 2 (409)', async () => {
    const res = await accept(M.tosOlder);
    expect(res.statusCode).toBe(409);
    expect(res.json().error_message).toBe(PROCESSOR_ACTION_MESSAGES.tosProcessor);
    expect(await history(M.tosOlder)).toEqual([]);
  });

  it('answers only to an admin holding can-edit-merchant-advanced-info', async () => {
    expect((await accept(M.tos, lackingAdvanced)).statusCode).toBe(403);
    expect((await accept(M.tos, owner.headers)).statusCode).toBe(403);
    expect((await accept(M.tos, {})).statusCode).toBe(401);
  });
});

describe('POST /api/admin/merchants/{id}/beneficial-data', () => {
  const ownerBody = (merchantId: number) => ({
    owner_id: ownerIds[merchantId] ?? 1,
    first_name: 'Dana',
    last_name: 'Whitfield',
    date_of_birth: '1980-04-12',
    phone: '5035550142',
    ssn_last_4: '6789',
    ssn_encrypted: true,
  });
  const send = (
    id: number,
    payload: unknown = ownerBody(id),
    headers?: Record<string, string>,
    key?: string,
  ) => post(`/api/admin/merchants/${id}/beneficial-data`, payload, headers, key);

  it("sends once: beneficial_data_sent_at, history and audit; a second send gets the processor's refusal", async () => {
    const res = await send(M.beneficial);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: M.beneficial,
      message: PROCESSOR_ACTION_MESSAGES.beneficialSent,
    });
    expect(res.body).not.toContain('123456789');
    expect((await row(M.beneficial))?.beneficial_data_sent_at).not.toBeNull();
    expect(await history(M.beneficial)).toEqual([
      expect.objectContaining({
        grouping: 'Processor',
        field: 'beneficial_data_sent',
        old_value: null,
      }),
    ]);
    const second = await send(M.beneficial);
    expect(second.statusCode).toBe(409);
    expect(second.json().error_message).toBe(
      PROCESSOR_ACTION_MESSAGES.beneficialAlreadySentByProcessor,
    );
    expect(await history(M.beneficial)).toHaveLength(1);
    const rows = await audit('merchant-beneficial-data-send', M.beneficial);
    expect(rows.map((r) => r.outcome)).toEqual(['success', 'failure']);
    expect(JSON.stringify(rows)).not.toContain('123456789');
  });

  it('refuses a send recorded before a restart (the processor told of it by beneficial_data_sent_at)', async () => {
    const res = await send(M.beneficialSentBefore);
    expect(res.statusCode).toBe(409);
    expect(res.json().error_message).toBe(
      PROCESSOR_ACTION_MESSAGES.beneficialAlreadySentByProcessor,
    );
  });

  it('refuses processor 3, a Non-Profit, no owner, an incomplete owner and a stale owner (409)', async () => {
    const cases: [number, string, unknown?][] = [
      [M.beneficialNewer, PROCESSOR_ACTION_MESSAGES.beneficialProcessor],
      [M.beneficialNp, PROCESSOR_ACTION_MESSAGES.beneficialNonProfit],
      [M.beneficialNoOwner, PROCESSOR_ACTION_MESSAGES.noOwners, { ...ownerBody(M.beneficial) }],
      [M.beneficialIncomplete, PROCESSOR_ACTION_MESSAGES.ownerIncomplete],
      [
        M.beneficialReplay,
        PROCESSOR_ACTION_MESSAGES.ownerStale,
        { ...ownerBody(M.beneficialReplay), owner_id: ownerIds[M.beneficial] },
      ],
    ];
    for (const [id, message, payload] of cases) {
      const res = await send(id, payload ?? ownerBody(id));
      expect(res.statusCode, `${id}`).toBe(409);
      expect(res.json().error_message).toBe(message);
      expect(await history(id)).toEqual([]);
    }
  });

  it('validates the body (never an SSN: ssn_encrypted is a boolean)', async () => {
    const res = await send(M.beneficialReplay, {
      ...ownerBody(M.beneficialReplay),
      ssn_encrypted: '123456789',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['ssn_encrypted']);
  });

  it('answers only to an admin holding can-edit-merchant-advanced-info; replays the same key', async () => {
    expect((await send(M.beneficialReplay, undefined, lackingAdvanced)).statusCode).toBe(403);
    expect((await send(M.beneficialReplay, undefined, owner.headers)).statusCode).toBe(403);
    expect((await send(M.beneficialReplay, undefined, {})).statusCode).toBe(401);
    const key = randomUUID();
    const first = await send(M.beneficialReplay, undefined, admin.headers, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await send(M.beneficialReplay, undefined, admin.headers, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await history(M.beneficialReplay)).toHaveLength(1);
    expect(partnerId).toBeGreaterThan(0);
  });
});
