import {
  failedTaxDataChecks,
  type TaxDataCheck,
} from '@paydesk/domain/admin-merchant-report-fields';
import type {
  FundingHoldRow,
  Invalid1099kRow,
  LimitRow,
  PendingAccountRow,
} from '@paydesk/domain/admin-merchant-reports';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFieldCipher, decodeKey } from '../../../src/platform/encryption';
import {
  allRows,
  csvOf,
  expectKeyGuards,
  getJson,
  type Page,
  type ReportApp,
  reportApp,
} from '../../support/report-kit';
import { TEST_ENCRYPTION_KEY, type TestApp } from '../../support/test-app';

/**
 * The funding-hold, invalid-1099k, pending-accounts and limits reports over generated data
 * (40 days up to now, so this month has volume), each figure against a raw-SQL recomputation.
 */

let t: TestApp;
let app: ReportApp;
/** Generated merchant ids, ascending. */
let ids: number[] = [];
const cipher = createFieldCipher(decodeKey(TEST_ENCRYPTION_KEY));

const q = async <R = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  t.database.query<R>(sql, params);
const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
const DAY = 86_400_000;
/** Every row of a list, `perPage` rows a page. */
const everyRow = <Row>(url: string, perPage = 3) => allRows<Row>(app, url, {}, perPage);

beforeAll(async () => {
  app = await reportApp({
    history: {
      seed: 'admin-merchant-reports',
      merchants: 24,
      days: 40,
      meanDailySales: 2,
      end: new Date(Date.now() - 60_000),
      cipher,
    },
  });
  t = app.t;
  ids = (await q<{ id: number }>('select id from merchants order by id')).map((r) => Number(r.id));
}, 240_000);

/* ------------------------------------------------------------------------------------------ */

describe('GET /api/admin/merchants/funding-hold', () => {
  let held: number[] = [];
  const URL = '/api/admin/merchants/funding-hold';

  beforeAll(async () => {
    held = ids.slice(2, 7);
    const [a, b, c, d, e] = held;
    const [admin] = await q<{ id: number }>(
      `select id from users where email = 'admin@paydesk.test'`,
    );
    await q(`update merchants set has_funding_hold = false, funding_holds = null,
      funding_hold_desc = null, hold_first_reported_date = null, funding_hold_set_by = null,
      funding_hold_set_by_user_id = null`);
    // As the hold action writes them: every flag, true or false.
    const NO_FLAGS = {
      suspiciousActivity: false,
      confirmedFraud: false,
      limitsIssue: false,
      invalidBankAccount: false,
    };
    const hold = (
      id: number | undefined,
      flags: Record<string, boolean> | null,
      desc: string | null,
      daysAgo: number | null,
      balance: number,
    ) =>
      q(
        `update merchants set has_funding_hold = true, funding_holds = $2::jsonb,
           funding_hold_desc = $3, available_balance_cents = $5,
           hold_first_reported_date = case when $4::float8 is null then null
             else now() - make_interval(secs => $4::float8 * 86400 + 3600) end,
           funding_hold_set_by = 'admin@paydesk.test', funding_hold_set_by_user_id = $6,
           status_since = timestamptz '2026-01-02 00:00:00Z'
         where id = $1`,
        [id, JSON.stringify({ ...NO_FLAGS, ...flags }), desc, daysAgo, balance, admin?.id],
      );
    await hold(a, { suspiciousActivity: true, limitsIssue: true }, null, 10, 123_456);
    await hold(b, { confirmedFraud: true }, 'Chargebacks from one card', 3, 500);
    await hold(c, null, '=formula reason', 40, 0);
    await hold(d, { invalidBankAccount: true }, null, null, 99);
    await hold(e, { suspiciousActivity: true }, null, 1, 123_456);
  });

  const rawIds = async (order: string, where = 'true', params: unknown[] = []) =>
    (
      await q<{ id: number }>(
        `select m.id from merchants m where m.has_funding_hold and ${where} order by ${order}`,
        params,
      )
    ).map((r) => Number(r.id));
  const FIRST = 'coalesce(m.hold_first_reported_date, m.status_since)';

  it('lists held merchants, the longest hold first, with their reasons, setter, days and balances', async () => {
    const rows = await everyRow<FundingHoldRow>(URL);
    expect(idsOf(rows)).toEqual(await rawIds(`${FIRST}, m.id`));
    const [a, b, c, d] = held;
    const row = rows.find((r) => r.id === a);
    const [unsettled] = await q<{ net: string }>('select merchant_unsettled_net($1) as net', [a]);
    expect(row).toMatchObject({
      reasons: ['suspiciousActivity', 'limitsIssue'],
      otherReason: null,
      setBy: 'admin@paydesk.test',
      daysOnHold: 10,
      heldBalance: 123_456,
      unsettledNet: Number(unsettled?.net),
    });
    expect(row?.setByName).toMatch(/\S/);
    expect(rows.find((r) => r.id === b)?.reasons).toEqual(['confirmedFraud', 'other']);
    expect(rows.find((r) => r.id === b)?.otherReason).toBe('Chargebacks from one card');
    expect(rows.find((r) => r.id === c)?.reasons).toEqual(['other']);
    expect(rows.find((r) => r.id === d)).toMatchObject({
      holdFirstReportedDate: null,
      daysOnHold: null,
    });
  });

  it('shows the Held Balance the merchant profile shows', async () => {
    for (const id of held) {
      const profile = await t.app.inject({
        url: `/api/admin/merchants/${id}`,
        headers: app.admin.headers,
      });
      expect(profile.statusCode, profile.body).toBe(200);
      const page = await getJson<Page<FundingHoldRow>>(app, `${URL}?merchantid=${id}`);
      expect(page.data[0]?.heldBalance).toBe(
        Math.round(profile.json().merchantBalance.availableBalance * 100),
      );
    }
  });

  const SORTS: Record<string, string> = {
    id: 'm.id',
    businessCommonName: 'm.business_common_name',
    status: 'm.status',
    holdFirstReportedDate: FIRST,
    heldBalance: 'm.available_balance_cents',
  };
  for (const [key, sql] of Object.entries(SORTS)) {
    for (const desc of [false, true]) {
      it(`sorts by ${desc ? '-' : ''}${key}, the id breaking ties, over every page`, async () => {
        const dir = desc ? 'desc' : 'asc';
        const rows = await everyRow<FundingHoldRow>(`${URL}?sort=${desc ? '-' : ''}${key}`, 2);
        expect(idsOf(rows)).toEqual(await rawIds(`${sql} ${dir}, m.id ${dir}`));
      });
    }
  }

  it('filters by reason, first-reported days, merchant and search', async () => {
    for (const reason of [
      'suspiciousActivity',
      'confirmedFraud',
      'limitsIssue',
      'invalidBankAccount',
    ]) {
      const rows = await everyRow<FundingHoldRow>(`${URL}?reason=${reason}`);
      expect(idsOf(rows), reason).toEqual(
        await rawIds(`${FIRST}, m.id`, `coalesce((m.funding_holds->>'${reason}')::boolean, false)`),
      );
    }
    const other = await everyRow<FundingHoldRow>(`${URL}?reason=other`);
    expect(idsOf(other).sort()).toEqual([held[1], held[2]].sort());
    const from = new Date(Date.now() - 5 * DAY).toISOString().slice(0, 10);
    const recent = await everyRow<FundingHoldRow>(`${URL}?start_date=${from}`);
    expect(idsOf(recent)).toEqual(
      await rawIds(`${FIRST}, m.id`, `m.hold_first_reported_date >= $1::date`, [from]),
    );
    expect(idsOf(recent).sort()).toEqual([held[1], held[4]].sort());
    const one = await getJson<Page<FundingHoldRow>>(app, `${URL}?merchantid=${held[0]}`);
    expect(idsOf(one.data)).toEqual([held[0]]);
    const notHeld = await getJson<Page<FundingHoldRow>>(app, `${URL}?merchantid=${ids[0]}`);
    expect(notHeld.meta.totalRecords).toBe(0);
    const [name] = await q<{ n: string }>(
      'select business_common_name as n from merchants where id = $1',
      [held[1]],
    );
    const found = await getJson<Page<FundingHoldRow>>(
      app,
      `${URL}?search=${encodeURIComponent(String(name?.n))}`,
    );
    expect(idsOf(found.data)).toContain(held[1]);
  });

  it('answers 404 for an unknown merchant and 400 for an unknown reason or sort', async () => {
    const unknown = await t.app.inject({
      url: `${URL}?merchantid=999999`,
      headers: app.admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_message).toBe('Merchant account not found.');
    for (const query of ['reason=greed', 'sort=daysOnHold', 'merchantid=abc']) {
      const res = await t.app.inject({ url: `${URL}?${query}`, headers: app.admin.headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error_message).toBe(VALIDATION_ERROR_MESSAGE);
    }
  });

  it('downloads exactly the list as CSV, amounts as numbers and formulas neutralised', async () => {
    const rows = await everyRow<FundingHoldRow>(`${URL}?sort=-heldBalance`);
    const csv = await csvOf(app, `${URL}?sort=-heldBalance&download=csv`);
    expect(csv.disposition).toBe('attachment; filename="funding-holds.csv"');
    expect(csv.header).toEqual([
      'Merchant ID',
      'DBA',
      'Status',
      'Processor',
      'Hold reasons',
      'Other reason',
      'Set by',
      'First reported (UTC)',
      'Days on hold',
      'Held balance',
    ]);
    expect(csv.rows.map((r) => Number(r[0]))).toEqual(idsOf(rows));
    const a = csv.rows.find((r) => Number(r[0]) === held[0]);
    expect(a?.slice(4)).toEqual([
      'Suspicious activity; Limits issue',
      '',
      'admin@paydesk.test',
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      '10',
      '1234.56',
    ]);
    expect(csv.rows.find((r) => Number(r[0]) === held[2])?.[5]).toBe("'=formula reason");
    const picked = await csvOf(
      app,
      `${URL}?download=csv&columns=id,unsettledNet&merchantid=${held[0]}`,
    );
    const [net] = await q<{ net: string }>('select merchant_unsettled_net($1) as net', [held[0]]);
    expect(picked.rows).toEqual([[String(held[0]), (Number(net?.net) / 100).toFixed(2)]]);
  });

  it('is guarded by can-view-funding-hold-report', async () => {
    await expectKeyGuards(app, URL, 'can-view-funding-hold-report');
  });
});

/* ------------------------------------------------------------------------------------------ */

describe('GET /api/admin/merchants/invalid-1099k', () => {
  const URL = '/api/admin/merchants/invalid-1099k';
  const from = new Date(Date.now() - 20 * DAY).toISOString().slice(0, 10);
  const to = new Date(Date.now() - DAY).toISOString().slice(0, 10);
  const RANGE = `start_date=${from}&end_date=${to}`;
  let us: number[] = [];

  /** Volume by the hours alone: the rollups' finest grain, a path apart from the report's. */
  const rawVolume = async (id: number, range: boolean) => {
    const [row] = await q<{ v: string; n: string }>(
      `select coalesce(sum(gross_volume_cents), 0)::text as v, coalesce(sum(successful_count), 0)::text as n
         from merchant_hourly_rollups where merchant_id = $1
          and ($2::boolean is false or (hour >= $3::date and hour < $4::date + 1))`,
      [id, range, from, to],
    );
    return { volume: Number(row?.v), count: Number(row?.n) };
  };

  /** The expected rows: US merchants with volume, checked with the domain's checks. */
  const expected = async (range: boolean) => {
    const rows = await q<{
      id: number;
      business_type: string;
      business_ein: string;
      business_legal_name: string;
      business_address1: string;
      business_city: string;
      business_state: string;
      business_zip: string;
      ssn: string | null;
    }>(`select m.*, (select c.ssn_encrypted from merchant_contacts c where c.merchant_id = m.id
          and c.type = 'Beneficial Owner/Officer' order by c.id limit 1) as ssn
        from merchants m where m.business_country = 'USA' order by m.id`);
    const out: { id: number; checks: TaxDataCheck[]; volume: number; count: number }[] = [];
    for (const m of rows) {
      const volume = await rawVolume(Number(m.id), range);
      if (volume.volume <= 0) continue;
      const checks = failedTaxDataChecks({
        businessType: m.business_type,
        ein: m.business_ein,
        legalName: m.business_legal_name,
        address1: m.business_address1,
        city: m.business_city,
        state: m.business_state,
        zip: m.business_zip,
        ownerSsn: () => (m.ssn ? cipher.decrypt(m.ssn) : null),
      });
      if (checks.length > 0) out.push({ id: Number(m.id), checks, ...volume });
    }
    return out;
  };

  beforeAll(async () => {
    us = (
      await q<{ id: number }>(
        `select m.id from merchants m where m.business_country = 'USA'
          and exists (select 1 from merchant_hourly_rollups h where h.merchant_id = m.id
                       and h.gross_volume_cents > 0 and h.hour >= $1::date and h.hour < $2::date + 1)
          order by m.id`,
        [from, to],
      )
    ).map((r) => Number(r.id));
    expect(us.length).toBeGreaterThanOrEqual(5);
    const [x1, x2, x3, x4, x5] = us;
    const set = (id: number | undefined, assignments: string, params: unknown[] = []) =>
      q(`update merchants set ${assignments} where id = $1`, [id, ...params]);
    await set(x1, `business_type = 'O', business_ein = ''`);
    await set(x2, `business_ein = '12-3456789'`);
    await set(x3, `business_type = 'I', business_ein = ''`);
    await q(
      `update merchant_contacts set ssn_encrypted = $2 where merchant_id = $1 and type = 'Beneficial Owner/Officer'`,
      [x3, cipher.encrypt('000-12-3456')],
    );
    await set(x4, `business_ein = '12-34', business_legal_name = ' ', business_zip = ''`);
    await set(x5, `business_type = 'I', business_ein = ''`);
    await q(
      `update merchant_contacts set ssn_encrypted = $2 where merchant_id = $1 and type = 'Beneficial Owner/Officer'`,
      [x5, cipher.encrypt('123-45-6780')],
    );
    // A Canadian merchant with no EIN is not a 1099-K's business.
    await q(
      `update merchants set business_ein = '' where id = (select min(id) from merchants where business_country = 'CAN')`,
    );
  });

  it('lists US merchants with volume whose tax data fails a check, each failure named', async () => {
    const rows = await everyRow<Invalid1099kRow>(`${URL}?${RANGE}`);
    const want = await expected(true);
    expect(new Set(idsOf(rows))).toEqual(new Set(want.map((w) => w.id)));
    const [x1, x2, x3, x4, x5] = us;
    const checks = (id: number | undefined) => rows.find((r) => r.id === id)?.failedChecks;
    expect(checks(x1)).toEqual(['tin-missing']);
    expect(checks(x2)).toEqual(['tin-placeholder']);
    expect(checks(x3)).toEqual(['ssn-invalid']);
    expect(checks(x4)).toEqual(['tin-invalid', 'legal-name-missing', 'address-incomplete']);
    expect(checks(x5)).toBeUndefined();
    expect(rows.find((r) => r.id === x2)?.einLastFour).toBe('6789');
    expect(rows.find((r) => r.id === x1)?.einLastFour).toBeNull();
  });

  it('counts volume and payments in the range (or all time) as the hourly rollups do', async () => {
    for (const range of [true, false]) {
      const rows = await everyRow<Invalid1099kRow>(range ? `${URL}?${RANGE}` : URL);
      const want = await expected(range);
      expect(rows.length).toBe(want.length);
      for (const row of rows) {
        const w = want.find((x) => x.id === row.id);
        expect({ volume: row.volume, count: row.count }, String(row.id)).toEqual({
          volume: w?.volume,
          count: w?.count,
        });
      }
    }
  });

  it('sorts by volume both ways (largest first by default) and by name', async () => {
    const want = await expected(true);
    const byVolume = [...want].sort((a, b) => b.volume - a.volume || b.id - a.id).map((w) => w.id);
    expect(idsOf(await everyRow<Invalid1099kRow>(`${URL}?${RANGE}`, 2))).toEqual(byVolume);
    const up = [...want].sort((a, b) => a.volume - b.volume || a.id - b.id).map((w) => w.id);
    expect(idsOf(await everyRow<Invalid1099kRow>(`${URL}?${RANGE}&sort=volume`, 2))).toEqual(up);
    const down = await everyRow<Invalid1099kRow>(`${URL}?${RANGE}&sort=-id`, 2);
    expect(idsOf(down)).toEqual(want.map((w) => w.id).sort((a, b) => b - a));
  });

  it('filters by check and merchant; 404 for an unknown merchant', async () => {
    const want = await expected(true);
    for (const check of ['tin-missing', 'address-incomplete'] as const) {
      const rows = await everyRow<Invalid1099kRow>(`${URL}?${RANGE}&check=${check}`);
      expect(new Set(idsOf(rows))).toEqual(
        new Set(want.filter((w) => w.checks.includes(check)).map((w) => w.id)),
      );
    }
    expect(
      idsOf(
        (await getJson<Page<Invalid1099kRow>>(app, `${URL}?${RANGE}&merchantid=${us[1]}`)).data,
      ),
    ).toEqual([us[1]]);
    expect((await getJson(app, `${URL}?${RANGE}&merchantid=${us[4]}`)).meta.totalRecords).toBe(0);
    const unknown = await t.app.inject({
      url: `${URL}?merchantid=999999`,
      headers: app.admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ url: `${URL}?check=nope`, headers: app.admin.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('downloads exactly the list as CSV', async () => {
    const rows = await everyRow<Invalid1099kRow>(`${URL}?${RANGE}`);
    const csv = await csvOf(app, `${URL}?${RANGE}&download=csv`);
    expect(csv.header).toEqual([
      'Merchant ID',
      'DBA',
      'Legal name',
      'Business type',
      'EIN last four',
      'Failed checks',
      'Volume',
      'Payments',
    ]);
    expect(csv.rows.map((r) => Number(r[0]))).toEqual(idsOf(rows));
    const x4 = csv.rows.find((r) => Number(r[0]) === us[3]);
    const row = rows.find((r) => r.id === us[3]);
    expect(x4?.slice(5)).toEqual([
      'EIN is not 9 digits; Legal name missing; Address incomplete',
      ((row?.volume ?? 0) / 100).toFixed(2),
      String(row?.count),
    ]);
  });

  it('is guarded by can-view-invalid-1099k-report', async () => {
    await expectKeyGuards(app, URL, 'can-view-invalid-1099k-report');
  });
});

/* ------------------------------------------------------------------------------------------ */

describe('GET /api/admin/merchants/pending-accounts', () => {
  const URL = '/api/admin/merchants/pending-accounts';
  let pending: number[] = [];

  const RAW = `(select m.id::int8 as key, 'merchant' as kind, m.id, m.business_common_name as name,
      m.created_at as submitted_at, m.status_since as waiting_since from merchants m
     where m.status in (2, 3, 4, 11, 66)
    union all
    select a.id::int8 + 4294967296, 'application', a.id, coalesce(a.data->>'dba', ''),
      coalesce(a.submitted_at, a.created_at), coalesce(a.submitted_at, a.created_at)
      from merchant_applications a where a.status in ('draft', 'submitted', 'more-info-needed')) p`;
  const rawKeys = async (order: string, where = 'true') =>
    (
      await q<{ k: string }>(
        `select p.kind || ':' || p.id as k from ${RAW} where ${where} order by ${order}`,
      )
    ).map((r) => r.k);
  const keysOf = (rows: PendingAccountRow[]) => rows.map((r) => `${r.kind}:${r.id}`);

  beforeAll(async () => {
    pending = ids.slice(8, 13);
    await q(`update merchants set status = 1 where status in (2, 3, 4, 11, 66)`);
    const statuses = [2, 3, 4, 11, 66];
    for (const [i, id] of pending.entries()) {
      await q(
        `update merchants set status = $2, status_since = now() - make_interval(days => $3) where id = $1`,
        [id, statuses[i], 5 + i * 7],
      );
    }
    const [owner] = await q<{ id: number }>(
      `select id from users where email = 'owner@paydesk.test'`,
    );
    const apps: [string, number, string][] = [
      ['draft', 2, 'Draft Donuts'],
      ['submitted', 9, 'Submitted Saddlery'],
      ['more-info-needed', 16, 'Waiting Woodworks'],
      ['approved', 30, 'Approved Apiary'],
      ['declined', 31, 'Declined Deli'],
    ];
    for (const [status, daysAgo, dba] of apps) {
      await q(
        `insert into merchant_applications (token, user_id, status, data, submitted_at, created_at)
         values ($1, $2, $3, $4::jsonb,
           case when $3 = 'draft' then null else now() - make_interval(days => $5) end,
           now() - make_interval(days => $5 + 1))`,
        [
          `report-${status}`,
          owner?.id,
          status,
          JSON.stringify({
            dba,
            businessLegalName: `${dba} LLC`,
            ownerEmail: `${status}@applicant.test`,
            partnerName: 'Harbor Partners',
          }),
          daysAgo,
        ],
      );
    }
  });

  it('lists applications in progress and merchants not yet active, the longest wait first', async () => {
    const rows = await everyRow<PendingAccountRow>(URL);
    expect(keysOf(rows)).toEqual(await rawKeys('p.waiting_since asc, p.key desc'));
    expect(rows).toHaveLength(8);
    const waiting = rows.find((r) => r.name === 'Waiting Woodworks');
    expect(waiting).toMatchObject({
      kind: 'application',
      legalName: 'Waiting Woodworks LLC',
      status: 'More information needed',
      merchantStatus: null,
      applicationStatus: 'more-info-needed',
      daysWaiting: 16,
      partner: 'Harbor Partners',
      ownerEmail: 'more-info-needed@applicant.test',
    });
    expect(rows.find((r) => r.name === 'Draft Donuts')).toMatchObject({
      status: 'In progress',
      daysWaiting: 3,
    });
    const merchant = rows.find((r) => r.id === pending[2]);
    expect(merchant).toMatchObject({
      kind: 'merchant',
      status: 'Information Needed',
      merchantStatus: 4,
      applicationStatus: null,
      daysWaiting: 19,
    });
    expect(rows.some((r) => r.name === 'Approved Apiary' || r.name === 'Declined Deli')).toBe(
      false,
    );
  });

  for (const [key, sql] of [
    ['daysWaiting', 'p.waiting_since'],
    ['submittedAt', 'p.submitted_at'],
    ['name', 'p.name'],
  ] as const) {
    for (const desc of [false, true]) {
      it(`sorts by ${desc ? '-' : ''}${key} over every page`, async () => {
        const dir = desc ? 'desc' : 'asc';
        // Days waiting grow as the wait's start goes back.
        const order = key === 'daysWaiting' ? (desc ? 'asc' : 'desc') : dir;
        const rows = await everyRow<PendingAccountRow>(`${URL}?sort=${desc ? '-' : ''}${key}`);
        expect(keysOf(rows)).toEqual(await rawKeys(`${sql} ${order}, p.key ${dir}`));
      });
    }
  }

  it('filters by kind, merchant and search; 404 for an unknown merchant', async () => {
    const apps = await everyRow<PendingAccountRow>(`${URL}?kind=application`);
    expect(apps.map((r) => r.name).sort()).toEqual([
      'Draft Donuts',
      'Submitted Saddlery',
      'Waiting Woodworks',
    ]);
    const merchants = await everyRow<PendingAccountRow>(`${URL}?kind=merchant`);
    expect(idsOf(merchants).sort()).toEqual([...pending].sort());
    const one = await getJson<Page<PendingAccountRow>>(app, `${URL}?merchantid=${pending[1]}`);
    expect(keysOf(one.data)).toEqual([`merchant:${pending[1]}`]);
    const byEmail = await getJson<Page<PendingAccountRow>>(
      app,
      `${URL}?search=SUBMITTED@applicant`,
    );
    expect(byEmail.data.map((r) => r.name)).toEqual(['Submitted Saddlery']);
    const unknown = await t.app.inject({
      url: `${URL}?merchantid=999999`,
      headers: app.admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('downloads exactly the list as CSV', async () => {
    const rows = await everyRow<PendingAccountRow>(URL);
    const csv = await csvOf(app, `${URL}?download=csv`);
    expect(csv.header.slice(0, 7)).toEqual([
      'Kind',
      'ID',
      'DBA',
      'Legal name',
      'Status',
      'Submitted / created (UTC)',
      'Days waiting',
    ]);
    expect(csv.rows.map((r) => `${r[0]?.toLowerCase()}:${r[1]}`)).toEqual(keysOf(rows));
    const waiting = csv.rows.find((r) => r[2] === 'Waiting Woodworks');
    expect(waiting?.[4]).toBe('More information needed');
    expect(waiting?.[6]).toBe('16');
  });

  it('is guarded by can-view-pending-accounts-report', async () => {
    await expectKeyGuards(app, URL, 'can-view-pending-accounts-report');
  });
});

/* ------------------------------------------------------------------------------------------ */

describe('GET /api/admin/limits', () => {
  const URL = '/api/admin/limits';
  let limited: number[] = [];

  /** This month's card and ACH volume of each merchant, from its hourly rollups alone. */
  const rawUsage = async () => {
    const rows = await q<{
      id: number;
      card: string;
      ach: string;
      cc: string | null;
      achl: string | null;
    }>(
      `select m.id, m.cc_per_month_limit_cents::text as cc, m.ach_per_month_limit_cents::text as achl,
              coalesce(sum(h.card_volume_cents), 0)::text as card,
              coalesce(sum(h.ach_volume_cents), 0)::text as ach
         from merchants m
         left join merchant_hourly_rollups h on h.merchant_id = m.id
          and h.hour >= (date_trunc('month', now() at time zone m.timezone) at time zone m.timezone)
          and h.hour < now()
        group by m.id order by m.id`,
    );
    return rows.map((r) => {
      const pct = (used: number, limit: string | null) =>
        limit === null || Number(limit) <= 0
          ? null
          : Math.round((used * 10000) / Number(limit)) / 100;
      const card = pct(Number(r.card), r.cc);
      const ach = pct(Number(r.ach), r.achl);
      const most = card === null && ach === null ? null : Math.max(card ?? -1, ach ?? -1);
      return {
        id: Number(r.id),
        card: Number(r.card),
        ach: Number(r.ach),
        cardPct: card,
        achPct: ach,
        most,
      };
    });
  };

  /** Volume in the current hour, written to the hourly, daily and monthly rollups alike. */
  const addVolume = async (id: number | undefined, card: number, ach: number) => {
    for (const [table, column, unit] of [
      ['merchant_hourly_rollups', 'hour', 'hour'],
      ['merchant_daily_rollups', 'day', 'day'],
      ['merchant_monthly_rollups', 'month', 'month'],
    ]) {
      await q(
        `insert into ${table} (merchant_id, ${column}, card_volume_cents, ach_volume_cents, gross_volume_cents)
         values ($1, date_trunc('${unit}', now(), 'UTC'), $2::int8, $3::int8, $2::int8 + $3::int8)
         on conflict (merchant_id, ${column}) do update set
           card_volume_cents = ${table}.card_volume_cents + $2::int8,
           ach_volume_cents = ${table}.ach_volume_cents + $3::int8,
           gross_volume_cents = ${table}.gross_volume_cents + $2::int8 + $3::int8`,
        [id, card, ach],
      );
    }
  };

  beforeAll(async () => {
    limited = ids.slice(14, 18);
    const [a, b, c, d] = limited;
    await q(`update merchants set timezone = 'UTC' where id = any($1::int4[])`, [[a, c]]);
    await q(`update merchants set timezone = 'Australia/Sydney' where id = $1`, [b]);
    await addVolume(a, 95_000, 0);
    await addVolume(b, 40_000, 83_000);
    const usage = await rawUsage();
    const of = (id: number | undefined) => usage.find((u) => u.id === id);
    // A: card 95 % used; B: card 50 %, ACH about 83 %; C: no monthly limits; D: none used.
    await q(`update merchants set cc_per_month_limit_cents = $2 where id = $1`, [
      a,
      Math.round((of(a)?.card ?? 0) / 0.95),
    ]);
    await q(
      `update merchants set cc_per_month_limit_cents = $2, ach_per_month_limit_cents = $3 where id = $1`,
      [b, (of(b)?.card ?? 0) * 2, Math.round((of(b)?.ach ?? 0) / 0.83)],
    );
    await q(
      `update merchants set cc_per_month_limit_cents = null, ach_per_month_limit_cents = null where id = $1`,
      [c],
    );
    await q(
      `delete from merchant_hourly_rollups where merchant_id = $1 and hour >= now() - interval '40 days'`,
      [d],
    );
    await q(
      `delete from merchant_daily_rollups where merchant_id = $1 and day >= now() - interval '41 days'`,
      [d],
    );
    await q(
      `delete from merchant_monthly_rollups where merchant_id = $1 and month >= now() - interval '70 days'`,
      [d],
    );
  });

  it('shows each merchant’s limits and this month’s card and ACH volume as the hourly rollups add up', async () => {
    const rows = await everyRow<LimitRow>(URL, 5);
    const usage = await rawUsage();
    expect(rows).toHaveLength(usage.length);
    for (const row of rows) {
      const u = usage.find((x) => x.id === row.id);
      expect(
        {
          card: row.cardVolume,
          ach: row.achVolume,
          cardPct: row.cardPercentUsed,
          achPct: row.achPercentUsed,
          most: row.percentUsed,
        },
        String(row.id),
      ).toEqual({
        card: u?.card,
        ach: u?.ach,
        cardPct: u?.cardPct,
        achPct: u?.achPct,
        most: u?.most,
      });
    }
    const [a, b, c, d] = limited;
    expect(rows.find((r) => r.id === a)?.cardPercentUsed).toBe(95);
    expect(rows.find((r) => r.id === b)?.achPercentUsed).toBeCloseTo(83, 0);
    expect(rows.find((r) => r.id === b)?.timezone).toBe('Australia/Sydney');
    expect(rows.find((r) => r.id === c)).toMatchObject({
      ccPerMonthLimit: null,
      percentUsed: null,
    });
    expect(rows.find((r) => r.id === d)).toMatchObject({ cardVolume: 0, achVolume: 0 });
    const [limits] = await q<Record<string, string>>(
      `select cc_per_transaction_limit_cents::text as a, ach_per_transaction_limit_cents::text as b,
              cc_refund_line_of_credit_cents::text as c from merchants where id = $1`,
      [a],
    );
    expect(rows.find((r) => r.id === a)).toMatchObject({
      ccPerTransactionLimit: Number(limits?.a),
      achPerTransactionLimit: Number(limits?.b),
      ccRefundLineOfCredit: Number(limits?.c),
    });
  });

  it('sorts by the most used limit both ways, merchants without a limit last', async () => {
    const usage = await rawUsage();
    const most = (u: { most: number | null }) => Math.round((u.most ?? -0.01) * 100);
    const down = [...usage].sort((x, y) => most(y) - most(x) || y.id - x.id).map((u) => u.id);
    expect(idsOf(await everyRow<LimitRow>(URL, 7))).toEqual(down);
    const up = [...usage].sort((x, y) => most(x) - most(y) || x.id - y.id).map((u) => u.id);
    expect(idsOf(await everyRow<LimitRow>(`${URL}?sort=percentUsed`, 7))).toEqual(up);
    const byName = await everyRow<LimitRow>(`${URL}?sort=-businessCommonName`, 7);
    const names = await q<{ id: number }>(
      'select id from merchants order by business_common_name desc, id desc',
    );
    expect(idsOf(byName)).toEqual(names.map((r) => Number(r.id)));
  });

  it('keeps the merchants over 80 % of a monthly limit, or one merchant', async () => {
    const usage = await rawUsage();
    const over = await everyRow<LimitRow>(`${URL}?used_over=80`);
    expect(idsOf(over).sort()).toEqual(
      usage
        .filter((u) => (u.most ?? -1) > 80)
        .map((u) => u.id)
        .sort(),
    );
    expect(idsOf(over)).toEqual(expect.arrayContaining([limited[0], limited[1]]));
    const one = await getJson<Page<LimitRow>>(app, `${URL}?merchantid=${limited[2]}`);
    expect(idsOf(one.data)).toEqual([limited[2]]);
    for (const query of ['used_over=1001', 'used_over=-5', 'used_over=8.5']) {
      const res = await t.app.inject({ url: `${URL}?${query}`, headers: app.admin.headers });
      expect(res.statusCode, query).toBe(400);
    }
    const unknown = await t.app.inject({
      url: `${URL}?merchantid=999999`,
      headers: app.admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('downloads exactly the list as CSV', async () => {
    const rows = await everyRow<LimitRow>(`${URL}?used_over=0`);
    const csv = await csvOf(app, `${URL}?used_over=0&download=csv`);
    expect(csv.header).toContain('Most used');
    expect(csv.rows.map((r) => Number(r[0]))).toEqual(idsOf(rows));
    const a = csv.rows.find((r) => Number(r[0]) === limited[0]);
    const row = rows.find((r) => r.id === limited[0]);
    const at = (label: string) => a?.[csv.header.indexOf(label)];
    expect(at('Card this month')).toBe(((row?.cardVolume ?? 0) / 100).toFixed(2));
    expect(at('Card used')).toBe('95.00');
    expect(at('Most used')).toBe('95.00');
  });

  it('is guarded by can-view-limit-report', async () => {
    await expectKeyGuards(app, URL, 'can-view-limit-report');
  });
});
