import { randomUUID } from 'node:crypto';
import { SETTINGS_MESSAGES } from '@paydesk/domain/admin-merchant-settings';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, merchants, partners, rates } from '../../../src/db/schema';
import { REFUNDS_OFF_MESSAGE } from '../../../src/modules/transactions/transaction-rules';
import { adminLacking, Principals } from '../../security/lib/principals';
import { type SignedIn, signInAs } from '../../support/identity';
import { card, type MoneyApp, moneyApp, pay, refund, sale } from '../transactions/money-test-kit';

/**
 * The profile's General and Services edits: every route's key, validation messages, history
 * rows, audit rows, idempotent replay, no-op changes, and the merchant-side effect of
 * allow-subscriptions, refunds-and-voids and a limit.
 */

let t: MoneyApp;
let support: SignedIn;
let lackingAdvanced: Record<string, string>;
let partnerId: number;
let clientId: number;

const BISTRO = 100001;
const M = {
  profile: 100151, // processor 3, USA
  advanced: 100152,
  rates: 100153, // processor 2
  misc: 100154,
  payout: 100155,
  held: 100156, // funding hold on
  brands: 100157,
  limits: 100158,
  toggles: 100159,
  replay: 100160,
} as const;

beforeAll(async () => {
  t = await moneyApp({ seed: 'admin-settings' });
  const base = (id: number, processorId = 3) => ({
    id,
    status: 1,
    processorId,
    businessCommonName: `Settings ${id}`,
    businessLegalName: `Settings ${id} LLC`,
    businessEin: '841234567',
    businessAddress1: '12 Harbor Way',
    businessCity: 'Portland',
    businessState: 'OR',
    businessZip: '97204',
    businessCountry: 'USA',
  });
  await t.database.db
    .insert(merchants)
    .values([
      base(M.profile),
      base(M.advanced),
      base(M.rates, 2),
      base(M.misc),
      base(M.payout),
      { ...base(M.held), hasFundingHold: true },
      base(M.brands),
      base(M.limits),
      base(M.toggles),
      base(M.replay),
    ]);
  await t.database.db.insert(rates).values([
    { rateName: 'Settings P2 Standard', processorId: 2 },
    { rateName: 'Settings P2 Mobile', processorId: 2 },
    { rateName: 'Settings P3 Standard', processorId: 3 },
  ]);
  const [partner] = await t.database.db
    .insert(partners)
    .values({ name: 'Settings Partner', email: 'settings-partner@example.com' })
    .returning({ id: partners.id });
  const [client] = await t.database.db
    .insert(clients)
    .values({ name: 'Settings Client' })
    .returning({ id: clients.id });
  partnerId = partner?.id ?? 0;
  clientId = client?.id ?? 0;
  support = await signInAs(t.app, 'support@paydesk.test');
  const principals = new Principals(t.app, t.database);
  const lacking = await principals.create(
    'admin without the advanced key',
    adminLacking('can-edit-merchant-advanced-info'),
  );
  lackingAdvanced = { authorization: `Bearer ${lacking.idToken}` };
}, 180_000);

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = t.admin.headers,
  key: string = randomUUID(),
) =>
  t.app.inject({
    method,
    url: `/api/admin/merchants/${url}`,
    headers: method === 'GET' ? headers : { ...headers, 'idempotency-key': key },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const post = (url: string, payload: unknown, headers?: Record<string, string>, key?: string) =>
  call('POST', url, payload, headers, key);

const history = (id: number) =>
  t.database.query<{
    grouping: string;
    field: string;
    old_value: string | null;
    new_value: string | null;
    changed_by_email: string;
  }>(
    `select grouping, field, old_value, new_value, changed_by_email from merchant_change_history
      where merchant_id = $1 order by id`,
    [id],
  );
const audit = (action: string, id: number) =>
  t.database.query<{ outcome: string; email: string; details: Record<string, unknown> }>(
    `select outcome, email, details from audit_log
      where action = $1 and (details->>'merchantId')::int = $2 order by id`,
    [action, id],
  );

const PROFILE = {
  businessCommonName: 'Settings Cafe',
  businessLegalName: 'Settings Cafe Holdings LLC',
  businessEin: '84-7654321',
  businessAddress1: '1 Main St',
  businessAddress2: '',
  businessCity: 'Toronto',
  businessState: 'ON',
  businessZip: 'M5V 2T6',
  businessCountry: 'CAN',
  businessType: 'NP',
  businessPhone: '(503) 555-0100',
};

describe('GET /api/admin/merchants/{id}/settings', () => {
  it('answers the editable values and the choices (rates of the processor only)', async () => {
    const res = await call('GET', `${M.rates}/settings`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.profile).toMatchObject({ businessLegalName: `Settings ${M.rates} LLC` });
    const names = body.choices.rates.map((r: { name: string }) => r.name);
    expect(names).toContain('Settings P2 Standard');
    expect(names).not.toContain('Settings P3 Standard');
    expect(body.cardBrands).toEqual(['Visa', 'MasterCard', 'AmEx', 'Discover', 'ACH']);
    expect(body.toggles['refunds-and-voids']).toBe(true);
  });

  it('is refused to an admin without can-view-merchant-info and to a merchant; 404 for no merchant', async () => {
    expect((await call('GET', `${M.rates}/settings`, undefined, support.headers)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `${BISTRO}/settings`, undefined, t.owner.headers)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '999999/settings')).statusCode).toBe(404);
  });
});

describe('POST /api/admin/merchants/{id} (profile)', () => {
  it('writes the changed fields: General history rows (EIN masked) and one audit row', async () => {
    const res = await post(`${M.profile}`, PROFILE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({
      businessLegalName: 'Settings Cafe Holdings LLC',
      businessEin: '847654321',
      businessCountry: 'CAN',
      businessType: 'NP',
    });
    const rows = await history(M.profile);
    expect(rows.every((r) => r.grouping === 'General')).toBe(true);
    expect(rows.every((r) => r.changed_by_email === 'admin@paydesk.test')).toBe(true);
    expect(rows).toContainEqual(
      expect.objectContaining({
        field: 'business_legal_name',
        old_value: `Settings ${M.profile} LLC`,
        new_value: 'Settings Cafe Holdings LLC',
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        field: 'business_ein',
        old_value: '*****4567',
        new_value: '*****4321',
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ field: 'business_type', old_value: 'O', new_value: 'NP' }),
    );
    const audits = await audit('merchant-profile-update', M.profile);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details.fields).toEqual(expect.arrayContaining(['business_legal_name']));
    // The same profile again changes nothing: no history, no audit.
    expect((await post(`${M.profile}`, PROFILE)).statusCode).toBe(200);
    expect(await history(M.profile)).toHaveLength(rows.length);
    expect(await audit('merchant-profile-update', M.profile)).toHaveLength(1);
  });

  it('validates with the shared checks: required, EIN, the country’s state and postal code', async () => {
    const res = await post(`${M.profile}`, {
      ...PROFILE,
      businessLegalName: ' ',
      businessEin: '12',
      businessState: 'OR',
      businessZip: '97204',
      businessType: 'X',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error_message).toBe(VALIDATION_ERROR_MESSAGE);
    expect(body.errors.businessLegalName).toEqual(['This field is required']);
    expect(body.errors.businessEin).toEqual(['Tax ID/EIN must be 9 digits']);
    expect(body.errors.businessType).toEqual(['Choose a business type']);
  });

  it('places a merchant in any of the five countries of part 2 §3, with that country’s checks', async () => {
    const aus = await post(`${M.profile}`, {
      ...PROFILE,
      businessCity: 'Sydney',
      businessState: 'NSW',
      businessZip: '2000',
      businessCountry: 'AUS',
    });
    expect(aus.statusCode, aus.body).toBe(200);
    expect(aus.json().profile).toMatchObject({ businessCountry: 'AUS', businessState: 'NSW' });
    const nzl = await post(`${M.profile}`, {
      ...PROFILE,
      businessCity: 'Wellington',
      businessState: '',
      businessZip: '6011',
      businessCountry: 'NZL',
    });
    expect(nzl.statusCode, nzl.body).toBe(200);
    expect(nzl.json().profile).toMatchObject({ businessCountry: 'NZL', businessState: '' });
    const bad = await post(`${M.profile}`, {
      ...PROFILE,
      businessState: 'ON',
      businessZip: '20001',
      businessCountry: 'AUS',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.businessState).toEqual([expect.any(String)]);
    expect(bad.json().errors.businessZip).toEqual(['You must enter a valid ZIP/Postal code']);
    const unknown = await post(`${M.profile}`, { ...PROFILE, businessCountry: 'FRA' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.businessCountry).toEqual(['Choose a country']);
    // Back to the profile the other tests expect.
    expect((await post(`${M.profile}`, PROFILE)).statusCode).toBe(200);
  });

  it('is refused to an admin without can-view-merchant-info', async () => {
    expect((await post(`${M.profile}`, PROFILE, support.headers)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/merchants/{id}/advanced', () => {
  it('sets partner and client (General) and the gateway id (Processor)', async () => {
    const res = await post(`${M.advanced}/advanced`, {
      partnerId,
      clientId,
      processorGatewayId: 'GW-152',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().advanced).toEqual({ partnerId, clientId, processorGatewayId: 'GW-152' });
    const rows = await history(M.advanced);
    expect(rows).toContainEqual(
      expect.objectContaining({
        grouping: 'General',
        field: 'partner_id',
        new_value: String(partnerId),
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        grouping: 'Processor',
        field: 'processor_gateway_id',
        old_value: null,
        new_value: 'GW-152',
      }),
    );
    expect(await audit('merchant-profile-update', M.advanced)).toHaveLength(1);
  });

  it('needs can-edit-merchant-advanced-info, and a partner that exists', async () => {
    const body = { partnerId: null, clientId: null, processorGatewayId: '' };
    expect((await post(`${M.advanced}/advanced`, body, lackingAdvanced)).statusCode).toBe(403);
    const res = await post(`${M.advanced}/advanced`, { ...body, partnerId: 2_000_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.partnerId).toEqual([SETTINGS_MESSAGES.partnerUnknown]);
  });
});

describe('POST tier, soft-descriptor, payout-descriptor, pos, settings', () => {
  it('sets rates of the merchant’s processor only', async () => {
    const wrong = await post(`${M.rates}/tier`, {
      rate_name: 'Settings P3 Standard',
      mobile_rate_name: null,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.rate_name).toEqual([SETTINGS_MESSAGES.rateUnknown]);
    const res = await post(`${M.rates}/tier`, {
      rate_name: 'Settings P2 Standard',
      mobile_rate_name: 'Settings P2 Mobile',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rates).toEqual({
      web_rate_name: 'Settings P2 Standard',
      mobile_rate_name: 'Settings P2 Mobile',
    });
    expect(await history(M.rates)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          grouping: 'General',
          field: 'web_rate_name',
          new_value: 'Settings P2 Standard',
        }),
        expect.objectContaining({ grouping: 'General', field: 'mobile_rate_name' }),
        expect.objectContaining({ grouping: 'General', field: 'rate_id' }),
      ]),
    );
  });

  it('sets the descriptors (Miscellaneous), POS data and payment settings (General)', async () => {
    const bad = await post(`${M.misc}/soft-descriptor`, {
      soft_descriptor: 'Way too long for a descriptor',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.soft_descriptor).toEqual(['Must be at most 22 characters']);
    expect(
      (await post(`${M.misc}/soft-descriptor`, { soft_descriptor: 'SETTINGS CAFE' })).statusCode,
    ).toBe(200);
    expect(
      (await post(`${M.misc}/payout-descriptor`, { payout_descriptor: 'PAYDESK SETTINGS' }))
        .statusCode,
    ).toBe(200);
    expect((await post(`${M.misc}/pos`, { data: { terminals: 2 } })).statusCode).toBe(200);
    const res = await post(`${M.misc}/settings`, {
      allow_card_payment: true,
      allow_ach_payment: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      softDescriptor: 'SETTINGS CAFE',
      payoutDescriptor: 'PAYDESK SETTINGS',
      posData: { terminals: 2 },
      settings: { allow_card_payment: true, allow_ach_payment: false },
    });
    const rows = await history(M.misc);
    expect(rows.map((r) => [r.grouping, r.field, r.old_value, r.new_value])).toEqual([
      ['Miscellaneous', 'soft_descriptor', null, 'SETTINGS CAFE'],
      ['Miscellaneous', 'payout_descriptor', null, 'PAYDESK SETTINGS'],
      ['General', 'pos_data', null, '{"terminals":2}'],
      ['General', 'allow_ach_payment', 'true', 'false'],
    ]);
    expect(await audit('merchant-settings-update', M.misc)).toHaveLength(4);
  });
});

describe('POST /api/admin/merchants/{id}/payout', () => {
  it('needs a weekday for weekly and a day 1–31 for monthly', async () => {
    for (const body of [
      { payout_frequency: 'weekly', payout_frequency_anchor: 'saturday' },
      { payout_frequency: 'monthly', payout_frequency_anchor: '32' },
      { payout_frequency: 'daily', payout_frequency_anchor: 'monday' },
    ]) {
      const res = await post(`${M.payout}/payout`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.payout_frequency_anchor).toEqual([
        'Please select a valid day for the payout.',
      ]);
    }
    const res = await post(`${M.payout}/payout`, {
      payout_frequency: 'monthly',
      payout_frequency_anchor: '15',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payout).toEqual({
      frequency: 'monthly',
      anchor: '15',
      hasFundingHold: false,
    });
    expect(await history(M.payout)).toEqual([
      expect.objectContaining({
        grouping: 'General',
        field: 'payout_frequency',
        old_value: 'daily',
        new_value: 'monthly',
      }),
      expect.objectContaining({
        grouping: 'General',
        field: 'payout_anchor',
        old_value: null,
        new_value: '15',
      }),
    ]);
  });

  it('is refused while a funding hold is on', async () => {
    const res = await post(`${M.held}/payout`, {
      payout_frequency: 'daily',
      payout_frequency_anchor: '',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error_message).toBe(SETTINGS_MESSAGES.payoutHeld);
    expect(await history(M.held)).toEqual([]);
  });
});

describe('card brands', () => {
  it('reads, removes and adds a brand; refuses removing the last card brand', async () => {
    const visa = await call('GET', `${M.brands}/card-brands/Visa`);
    expect(visa.json()).toMatchObject({ brand: 'Visa', enabled: true });
    const removed = await call('DELETE', `${M.brands}/card-brands/AmEx`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().cardBrands).toEqual(['Visa', 'MasterCard', 'Discover', 'ACH']);
    expect((await call('GET', `${M.brands}/card-brands/AmEx`)).json().enabled).toBe(false);
    expect(await history(M.brands)).toEqual([
      expect.objectContaining({
        grouping: 'General',
        field: 'card_brands',
        old_value: 'All',
        new_value: 'Visa, MasterCard, Discover, ACH',
      }),
    ]);
    // Removing it again changes nothing.
    expect((await call('DELETE', `${M.brands}/card-brands/AmEx`)).statusCode).toBe(200);
    expect(await history(M.brands)).toHaveLength(1);
    for (const brand of ['Visa', 'MasterCard']) {
      expect((await call('DELETE', `${M.brands}/card-brands/${brand}`)).statusCode).toBe(200);
    }
    const last = await call('DELETE', `${M.brands}/card-brands/Discover`);
    expect(last.statusCode).toBe(409);
    expect(last.json().error_message).toBe(SETTINGS_MESSAGES.lastCardBrand);
    const added = await call('POST', `${M.brands}/card-brands/Visa`);
    expect(added.json().cardBrands).toEqual(['Visa', 'Discover', 'ACH']);
    expect(await audit('merchant-card-brands-update', M.brands)).toHaveLength(4);
    expect((await call('GET', `${M.brands}/card-brands/Diners`)).statusCode).toBe(400);
  });
});

describe('POST /api/admin/merchants/{id}/limits-settings', () => {
  const LIMITS = {
    cc_per_transaction_limit: 50,
    cc_per_month_limit: 1000.5,
    ach_per_transaction_limit: null,
    ach_per_month_limit: 0,
    cc_refund_line_of_credit: 100000,
  };

  it('stores cents, answers dollars, writes Limits history rows and one audit row', async () => {
    const res = await post(`${M.limits}/limits-settings`, LIMITS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().limits).toEqual(LIMITS);
    const [row] = await t.database.query<Record<string, string | null>>(
      'select cc_per_transaction_limit_cents, cc_per_month_limit_cents from merchants where id = $1',
      [M.limits],
    );
    expect(Number(row?.cc_per_transaction_limit_cents)).toBe(5000);
    expect(Number(row?.cc_per_month_limit_cents)).toBe(100050);
    const rows = await history(M.limits);
    expect(rows).toContainEqual(
      expect.objectContaining({
        grouping: 'Limits',
        field: 'cc_per_month_limit',
        old_value: null,
        new_value: '1000.50',
      }),
    );
    expect(rows.every((r) => r.grouping === 'Limits')).toBe(true);
    expect(await audit('merchant-limits-update', M.limits)).toHaveLength(1);
  });

  it('refuses amounts out of 0–100000 or with more than two decimals', async () => {
    const res = await post(`${M.limits}/limits-settings`, {
      ...LIMITS,
      cc_per_transaction_limit: -1,
      cc_per_month_limit: 100000.01,
      ach_per_month_limit: 1.005,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      cc_per_transaction_limit: [SETTINGS_MESSAGES.limitRange],
      cc_per_month_limit: [SETTINGS_MESSAGES.limitRange],
      ach_per_month_limit: [SETTINGS_MESSAGES.limitStep],
    });
  });

  it("takes effect on the merchant's next payment", async () => {
    const limits = { ...LIMITS, cc_per_transaction_limit: 20, cc_per_month_limit: null };
    const current = (await call('GET', `${BISTRO}/settings`)).json().limits;
    try {
      expect((await post(`${BISTRO}/limits-settings`, limits)).statusCode).toBe(200);
      const payment = {
        merchantId: BISTRO,
        amount: 2_001,
        method: 'card',
        accountholderName: 'Ann Payer',
        accountholderEmail: 'ann@example.com',
        card: card(),
      };
      const res = await pay(t, t.owner, payment);
      expect(res.statusCode).toBe(422);
      expect(res.json().error_message).toBe(
        'This account takes card payments of up to $20.00 each; this one is $20.01.',
      );
    } finally {
      await post(`${BISTRO}/limits-settings`, current);
    }
  });
});

describe('toggles', () => {
  it('turn a setting off and on: Miscellaneous history rows, audit rows, idempotent', async () => {
    const off = await post(`${M.toggles}/dual-refunds`, { enabled: true });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().toggles['dual-refunds']).toBe(true);
    // The same value again writes nothing.
    expect((await post(`${M.toggles}/dual-refunds`, { enabled: true })).statusCode).toBe(200);
    for (const path of [
      'useDestinationPayments',
      'stack-works-disputes',
      'allow-customers',
      'stack-owned',
    ]) {
      const res = await post(`${M.toggles}/${path}`, { enabled: path === 'allow-customers' });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    }
    expect((await call('PATCH', `${M.toggles}/checkout`)).json().toggles.checkout).toBe(true);
    expect((await call('DELETE', `${M.toggles}/checkout`)).json().toggles.checkout).toBe(false);
    const rows = await history(M.toggles);
    expect(rows.map((r) => [r.grouping, r.field, r.old_value, r.new_value])).toEqual([
      ['Miscellaneous', 'dual_processor_refunds', 'false', 'true'],
      ['Miscellaneous', 'dispute_handling', 'true', 'false'],
      ['Miscellaneous', 'allow_customers', 'false', 'true'],
      ['Miscellaneous', 'allow_checkout', 'false', 'true'],
      ['Miscellaneous', 'allow_checkout', 'true', 'false'],
    ]);
    // useDestinationPayments and stack-owned were already off: no row, no audit.
    expect(await audit('merchant-settings-update', M.toggles)).toHaveLength(5);
  });

  it('validates the one toggle body', async () => {
    const res = await post(`${M.toggles}/allow-customers`, { enabled: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.enabled).toEqual([SETTINGS_MESSAGES.enabledRequired]);
  });

  it('replays an Idempotency-Key: one change, the same answer', async () => {
    const key = randomUUID();
    const first = await post(`${M.replay}/stack-owned`, { enabled: true }, undefined, key);
    expect(first.statusCode).toBe(200);
    await post(`${M.replay}/stack-owned`, { enabled: false });
    const again = await post(`${M.replay}/stack-owned`, { enabled: true }, undefined, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().toggles['stack-owned']).toBe(true);
    expect(await history(M.replay)).toHaveLength(2);
  });

  it('is refused to an admin without can-view-merchant-info and to a merchant', async () => {
    expect(
      (await post(`${M.toggles}/allow-subscriptions`, { enabled: true }, support.headers))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(`${BISTRO}/allow-subscriptions`, { enabled: true }, t.owner.headers)).statusCode,
    ).toBe(403);
  });

  it("allow-subscriptions off: the merchant's subscription calls refuse at once", async () => {
    expect((await post(`${BISTRO}/allow-subscriptions`, { enabled: true })).statusCode).toBe(200);
    const list = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/merchants/${BISTRO}/subscriptions`,
        headers: t.owner.headers,
      });
    expect((await list()).statusCode).toBe(200);
    try {
      expect((await post(`${BISTRO}/allow-subscriptions`, { enabled: false })).statusCode).toBe(
        200,
      );
      expect((await list()).statusCode).toBe(403);
      const info = await t.app.inject({
        method: 'GET',
        url: '/api/users/info',
        headers: t.owner.headers,
      });
      const bistro = info.json().merchants?.find((m: { id: number }) => m.id === BISTRO);
      if (bistro) expect(bistro.allowSubscriptions).toBe(false);
    } finally {
      await post(`${BISTRO}/allow-subscriptions`, { enabled: true });
    }
    expect((await list()).statusCode).toBe(200);
  });

  it("refunds-and-voids off: the merchant's refunds refuse with the message", async () => {
    const s = await sale(t, BISTRO, { amount: 3_000 });
    try {
      expect((await post(`${BISTRO}/refunds-and-voids`, { enabled: false })).statusCode).toBe(200);
      const res = await refund(t, t.owner, s.id, { amount: 100, merchantId: BISTRO });
      expect(res.statusCode).toBe(422);
      expect(res.json().error_message).toBe(REFUNDS_OFF_MESSAGE);
    } finally {
      await post(`${BISTRO}/refunds-and-voids`, { enabled: true });
    }
  });
});
