import { randomUUID } from 'node:crypto';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { MERCHANT_NOT_FOUND_MESSAGE } from '../../../src/platform/route-merchant';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;

/** The merchant every field is set on; BARE has only what a new account has. */
const M = 100001;
const BARE = 100002;
const SSN_CIPHERTEXT = 'v1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA-ciphertext-never-answered';
let partnerId = 0;
let clientId = 0;
let adminUserId = 0;
let ownerIds: number[] = [];

const q = (sql: string, params: unknown[] = []) => t.database.query(sql, params);

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  const [partner] = await t.database.query<{ id: number }>(
    `insert into partners (name, email) values ('Harbor Partners', 'partners@example.com') returning id`,
  );
  const [client] = await t.database.query<{ id: number }>(
    `insert into clients (name) values ('Restaurants') returning id`,
  );
  const [adminUser] = await t.database.query<{ id: number }>(
    `select id from users where email = 'admin@paydesk.test'`,
  );
  partnerId = Number(partner?.id);
  clientId = Number(client?.id);
  adminUserId = Number(adminUser?.id);
  await q(
    `update merchants set status = 4, status_since = '2026-10-01T12:00:00Z',
        created_at = '2025-01-02T03:04:05Z', account_create_date = '2025-01-03',
        business_type = 'NP', business_country = 'CAN', currency = 'CAD', partner_id = $2,
        client_id = $3, processor_id = 3, processor_can_revert = 1, old_processor_id = 2,
        old_processor_gateway_id = 'gw-old-1', old_processor_gateway_alt_id = 'gw-alt-1',
        available_balance_cents = 123456, sweep_enabled = false, has_funding_hold = true,
        hold_first_reported_date = '2026-10-05T00:00:00Z',
        funding_holds = '{"suspiciousActivity":true,"confirmedFraud":false,"limitsIssue":true,"invalidBankAccount":false}',
        funding_hold_desc = 'Chargebacks spiked', funding_hold_set_by = 'admin@paydesk.test',
        funding_hold_set_by_user_id = $4, stack_owned = true, soft_descriptor = 'BLUEHARBOR',
        payout_descriptor = 'BLUE HARBOR PAYOUT', pos_data = '{"terminals":2}',
        web_rate_name = 'CA Corporate Web', mobile_rate_name = 'CA Corporate Mobile',
        card_brands = array['Visa','MasterCard'], allow_card_payment = true,
        allow_ach_payment = false, enable_pos_devices = true, allow_subscriptions = false,
        allow_customers = true, allow_checkout = false, payout_frequency = 'weekly',
        payout_anchor = 'monday', cc_per_transaction_limit_cents = 500000,
        cc_per_month_limit_cents = 2500000, ach_per_transaction_limit_cents = 100050,
        ach_per_month_limit_cents = null, cc_refund_line_of_credit_cents = 0
      where id = $1`,
    [M, partnerId, clientId, adminUserId],
  );
  await q(`delete from merchant_contacts where merchant_id = $1`, [M]);
  const owners = await t.database.query<{ id: number }>(
    `insert into merchant_contacts (merchant_id, type, first_name, last_name, date_of_birth, phone,
        ssn_encrypted, ssn_last_4)
     values ($1, 'Beneficial Owner/Officer', 'Olivia', 'Owner', '1980-02-03', '+1 503 555 0142', $2, '6789'),
            ($1, 'Beneficial Owner/Officer', 'Pat', 'Partner', null, null, null, null),
            ($1, 'Primary Contact', 'Cara', 'Contact', null, null, null, null)
     returning id`,
    [M, SSN_CIPHERTEXT],
  );
  ownerIds = owners.slice(0, 2).map((row) => Number(row.id));
  await q(
    `insert into merchant_alerts (merchant_id, type, title, message, is_active, created_at) values
       ($1, 'information', 'Info', 'For your information', true, '2026-10-01T00:00:00Z'),
       ($1, 'error', 'Error', 'Something is wrong', true, '2026-10-03T00:00:00Z'),
       ($1, 'warning', 'Old warning', 'Gone', false, '2026-10-04T00:00:00Z')`,
    [M],
  );
  const [cta] = await t.database.query<{ id: number }>(
    `insert into ctas (title, message) values ('Verify your identity', 'Please verify') returning id`,
  );
  const [doneCta] = await t.database.query<{ id: number }>(
    `insert into ctas (title, message) values ('Done already', 'Done') returning id`,
  );
  await q(
    `insert into cta_assignments (cta_id, merchant_id, assigned_at, completed_at) values
       ($2, $1, '2026-09-01T00:00:00Z', '2026-09-02T00:00:00Z'),
       ($3, $1, '2026-09-10T00:00:00Z', null)`,
    [M, doneCta?.id, cta?.id],
  );
  // 23 history rows of M (a minute apart, newest last) and one of another merchant.
  const groupings = ['General', 'Limits', 'Banking', 'Funding Hold'];
  for (let i = 0; i < 23; i++) {
    await q(
      `insert into merchant_change_history (merchant_id, changed_at, changed_by_email, grouping,
          field, old_value, new_value)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        M,
        new Date(Date.UTC(2026, 9, 1, 12, i)).toISOString(),
        i % 2 ? 'admin@paydesk.test' : 'owner@paydesk.test',
        groupings[i % 4],
        `field_${i}`,
        `old ${i}`,
        i === 22 ? null : `new ${i}`,
      ],
    );
  }
  await q(
    `insert into merchant_change_history (merchant_id, changed_by_email, grouping, field, old_value, new_value)
     values ($1, 'admin@paydesk.test', 'General', 'status', '1', '66')`,
    [BARE],
  );
  admin = await signInAs(t.app, 'admin@paydesk.test');
  owner = await signInAs(t.app, 'owner@paydesk.test');
}, 120_000);

const get = (url: string, who: SignedIn | null = admin) =>
  t.app.inject({ url, headers: who ? who.headers : {} });

describe('GET /api/admin/merchants/{id}', () => {
  it('answers every field of the profile view', async () => {
    const res = await get(`/api/admin/merchants/${M}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: M,
      status: 4,
      createdAt: '2025-01-02T03:04:05.000Z',
      accountCreateDate: '2025-01-03',
      currentStatusDate: '2026-10-01T12:00:00.000Z',
      businessCommonName: 'Blue Harbor Bistro',
      businessLegalName: 'Blue Harbor Hospitality LLC',
      businessType: 'NP',
      countryId: 'CAN',
      currency: 'CAD',
      partner: { id: partnerId, name: 'Harbor Partners' },
      processorId: 3,
      processorName: 'Processor 3 (newer)',
      processorCanRevert: true,
      oldProcessorId: 2,
      oldProcessorGatewayId: 'gw-old-1',
      oldProcessorGatewayAltId: 'gw-alt-1',
      merchantBalance: { availableBalance: 1234.56, sweepEnabled: false },
      hasFundingHold: true,
      holdFirstReportedDate: '2026-10-05T00:00:00.000Z',
      fundingHolds: {
        suspiciousActivity: true,
        confirmedFraud: false,
        limitsIssue: true,
        invalidBankAccount: false,
      },
      fundingHoldDesc: 'Chargebacks spiked',
      fundingHoldSetBy: 'admin@paydesk.test',
      fundingHoldSetByUser: { id: adminUserId, email: 'admin@paydesk.test', name: 'Ada Admin' },
      hasCTA: true,
      ctaAssignedAt: '2026-09-10T00:00:00.000Z',
      ctaTitle: 'Verify your identity',
      stackOwned: true,
      contacts: {
        owners: [
          {
            id: ownerIds[0],
            first_name: 'Olivia',
            last_name: 'Owner',
            date_of_birth: '1980-02-03',
            phone: '+1 503 555 0142',
            ssn_last_4: '6789',
            ssn_encrypted: true,
          },
          {
            id: ownerIds[1],
            first_name: 'Pat',
            last_name: 'Partner',
            date_of_birth: null,
            phone: null,
            ssn_last_4: null,
            ssn_encrypted: false,
          },
        ],
      },
      softDescriptor: 'BLUEHARBOR',
      payoutDescriptor: 'BLUE HARBOR PAYOUT',
      client: { id: clientId, name: 'Restaurants' },
      posData: { terminals: 2 },
      webRateName: 'CA Corporate Web',
      mobileRateName: 'CA Corporate Mobile',
      cardBrands: ['Visa', 'MasterCard'],
      settings: { allow_card_payment: true, allow_ach_payment: false },
      enablePosDevices: true,
      allowSubscriptions: false,
      allowCustomers: true,
      allowCheckout: false,
      payoutFrequency: 'weekly',
      payoutAnchor: 'monday',
      limits: {
        cc_per_transaction_limit: 5000,
        cc_per_month_limit: 25000,
        ach_per_transaction_limit: 1000.5,
        ach_per_month_limit: null,
        cc_refund_line_of_credit: 0,
      },
      alerts: [
        expect.objectContaining({ type: 'error', title: 'Error', message: 'Something is wrong' }),
        expect.objectContaining({
          type: 'information',
          title: 'Info',
          message: 'For your information',
        }),
      ],
    });
    expect(body.alerts).toHaveLength(2);
  });

  it('never answers the SSN ciphertext', async () => {
    const res = await get(`/api/admin/merchants/${M}`);
    expect(res.body).not.toContain(SSN_CIPHERTEXT);
    expect(res.body).not.toContain('ciphertext');
  });

  it('answers a bare account: no partner, client, hold, CTA or alerts', async () => {
    await q(
      `update merchants set partner_id = null, client_id = null, has_funding_hold = false,
          funding_holds = null, funding_hold_set_by_user_id = null, card_brands = null
        where id = $1`,
      [BARE],
    );
    const res = await get(`/api/admin/merchants/${BARE}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: BARE,
      partner: null,
      client: null,
      hasFundingHold: false,
      fundingHolds: null,
      fundingHoldSetByUser: null,
      hasCTA: false,
      ctaTitle: null,
      ctaAssignedAt: null,
      cardBrands: [],
      alerts: [],
    });
  });

  it('answers 404 for an unknown merchant and 400 for a bad id', async () => {
    const missing = await get('/api/admin/merchants/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_message).toBe(MERCHANT_NOT_FOUND_MESSAGE);
    const bad = await get('/api/admin/merchants/12abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_message).toBe(VALIDATION_ERROR_MESSAGE);
  });
});

describe('GET /api/admin/merchants/{id}/history', () => {
  it('pages the history newest first', async () => {
    const first = await get(`/api/admin/merchants/${M}/history`);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.meta).toMatchObject({ page: 1, perPage: 10, totalRecords: 23, totalPages: 3 });
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0]).toEqual({
      id: expect.any(Number),
      changedAt: '2026-10-01T12:22:00.000Z',
      changedBy: 'owner@paydesk.test',
      grouping: 'Banking',
      field: 'field_22',
      oldValue: 'old 22',
      newValue: null,
    });
    const third = await get(
      `/api/admin/merchants/${M}/history?page=3&perPage=10&asOf=${page1.meta.asOf}`,
    );
    const page3 = third.json();
    expect(page3.data.map((row: { field: string }) => row.field)).toEqual([
      'field_2',
      'field_1',
      'field_0',
    ]);
  });

  it('keeps one grouping with filter', async () => {
    const res = await get(`/api/admin/merchants/${M}/history?filter=Funding%20Hold&perPage=25`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta.totalRecords).toBe(5);
    expect(body.data.every((row: { grouping: string }) => row.grouping === 'Funding Hold')).toBe(
      true,
    );
    expect(body.data.map((row: { field: string }) => row.field)).toEqual([
      'field_19',
      'field_15',
      'field_11',
      'field_7',
      'field_3',
    ]);
  });

  it('refuses an unknown grouping with the field message', async () => {
    const res = await get(`/api/admin/merchants/${M}/history?filter=Users`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.filter[0]).toMatch(/^Use a grouping from: General, Limits/);
  });

  it('shows only the merchant own rows, and 404 for an unknown merchant', async () => {
    const bare = (await get(`/api/admin/merchants/${BARE}/history`)).json();
    expect(bare.data).toHaveLength(1);
    expect(bare.data[0]).toMatchObject({ field: 'status', oldValue: '1', newValue: '66' });
    const missing = await get('/api/admin/merchants/999999/history');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_message).toBe(MERCHANT_NOT_FOUND_MESSAGE);
  });

  it('downloads the same rows as CSV', async () => {
    const res = await get(`/api/admin/merchants/${M}/history?filter=Limits&download=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split(/\r\n/);
    expect(lines[0]).toBe('Changed (UTC),Changed by,Grouping,Field,Old value,New value');
    expect(lines).toHaveLength(1 + 6);
  });
});

describe('GET /api/admin/merchants/{id}/users-history', () => {
  it('answers what the team module audited about the account users', async () => {
    const key = () => ({ 'idempotency-key': randomUUID() });
    const invite = await t.app.inject({
      method: 'POST',
      url: `/api/merchants/${M}/users`,
      headers: { ...owner.headers, ...key() },
      payload: {
        email: 'new.hire@example.com',
        firstname: 'New',
        lastname: 'Hire',
        permissions: ['can-manage-disputes'],
      },
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const userId = invite.json().id;
    const update = await t.app.inject({
      method: 'PATCH',
      url: `/api/merchants/${M}/users/${userId}`,
      headers: { ...owner.headers, ...key() },
      payload: { access: 0 },
    });
    expect(update.statusCode, update.body).toBe(200);
    // Another account's change is not this one's.
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/merchants/${BARE}/users`,
      headers: { ...owner.headers, ...key() },
      payload: { email: 'elsewhere@example.com', firstname: 'Else', lastname: 'Where' },
    });
    expect(other.statusCode, other.body).toBe(201);

    const res = await get(`/api/admin/merchants/${M}/users-history`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta.totalRecords).toBe(2);
    expect(body.data).toEqual([
      {
        id: expect.any(Number),
        changedAt: expect.any(String),
        changedBy: 'owner@paydesk.test',
        grouping: 'Users',
        field: 'team-update',
        oldValue: 'access: on; admin: no; permissions: can-manage-disputes',
        newValue: 'access: off; admin: no; permissions: can-manage-disputes',
        userId,
        userEmail: 'new.hire@example.com',
      },
      {
        id: expect.any(Number),
        changedAt: expect.any(String),
        changedBy: 'owner@paydesk.test',
        grouping: 'Users',
        field: 'team-invite',
        oldValue: null,
        newValue: 'access: on; admin: no; permissions: can-manage-disputes',
        userId,
        userEmail: 'new.hire@example.com',
      },
    ]);
  });

  it('answers 404 for an unknown merchant', async () => {
    const res = await get('/api/admin/merchants/999999/users-history');
    expect(res.statusCode).toBe(404);
  });
});

describe('who may call', () => {
  const urls = [
    `/api/admin/merchants/${M}`,
    `/api/admin/merchants/${M}/history`,
    `/api/admin/merchants/${M}/users-history`,
  ];

  it('refuses signed-out callers (401) and merchant users (403)', async () => {
    for (const url of urls) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, owner)).statusCode, url).toBe(403);
    }
  });

  it('refuses an admin without can-view-merchant-info (403)', async () => {
    const toggle = (enabled: boolean) =>
      q(
        `update user_permissions set enabled = $2
          where user_id = $1 and slug = 'can-view-merchant-info'`,
        [adminUserId, enabled],
      );
    await toggle(false);
    try {
      const lacking = await signInAs(t.app, 'admin@paydesk.test');
      for (const url of urls) expect((await get(url, lacking)).statusCode, url).toBe(403);
    } finally {
      await toggle(true);
    }
    expect((await get(urls[0] ?? '')).statusCode).toBe(200);
  });
});
