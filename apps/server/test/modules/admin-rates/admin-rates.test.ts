import { randomUUID } from 'node:crypto';
import { RATE_MESSAGES } from '@paydesk/domain/admin-rate-fields';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../../src/db/schema';
import { adminLacking, Principals } from '../../security/lib/principals';
import { type MoneyApp, moneyApp } from '../transactions/money-test-kit';

/**
 * Rate plans (part 2 §7 "Partners, rates, clients"): every call with its key (401, 403 for a
 * merchant user and for an admin without can-view-rates), validation, the unique name, the
 * residual rules, link and unlink, the list's default sort and its CSV, the report and the
 * accounts list. The fees that follow a merchant's rate: rate-fees.test.ts.
 */

let t: MoneyApp;
let lacking: Record<string, string>;
let partnerA: number;
let partnerB: number;

beforeAll(async () => {
  t = await moneyApp({ seed: 'admin-rates' });
  const principals = new Principals(t.app, t.database);
  const admin = await principals.create('admin without rates', adminLacking('can-view-rates'));
  lacking = { authorization: `Bearer ${admin.idToken}` };
  const rows = await t.database.db
    .insert(partners)
    .values([
      { name: 'Rates Partner Alpha', email: 'alpha@example.com' },
      { name: 'Rates Partner Beta', email: 'beta@example.com' },
    ])
    .returning({ id: partners.id });
  partnerA = rows[0]?.id ?? 0;
  partnerB = rows[1]?.id ?? 0;
}, 180_000);

type Method = 'GET' | 'POST' | 'PATCH';
const call = (
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = t.admin.headers,
  key: string = randomUUID(),
) =>
  t.app.inject({
    method,
    url: `/api/admin/rates${url}`,
    headers: method === 'GET' ? headers : { ...headers, 'idempotency-key': key },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const FEES = {
  cardPercentBps: 290,
  cardFixedCents: 30,
  achPercentBps: 10,
  achFixedCents: 35,
  achCapCents: 45,
  rejectedReturnFeeCents: 1_000,
};

async function create(rateName: string, processorId = 3, extra: Record<string, unknown> = {}) {
  const res = await call('POST', '', { rateName, processorId, ...FEES, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; rateName: string; processor: number };
}

const audit = (action: string, rateId: number) =>
  t.database.query<{ outcome: string; email: string; details: Record<string, unknown> }>(
    `select outcome, email, details from audit_log
      where action = $1 and (details->>'rateId')::int = $2 order by id`,
    [action, rateId],
  );

describe('keys: every rate call needs can-view-rates', () => {
  const routes: [Method, string, unknown?][] = [
    ['GET', ''],
    ['POST', '', { rateName: 'Keyed', processorId: 3, ...FEES }],
    ['GET', '/report'],
    ['GET', '/accounts'],
    ['GET', '/residual-rates'],
    ['GET', '/processor/3'],
    ['GET', '/1'],
    ['GET', '/1/partners'],
    ['POST', '/1/link', { partnerId: 1, linked: true }],
    ['POST', '/1/update', { rateName: 'Keyed', ...FEES }],
    ['PATCH', '/1/convert-to-residual', { isResidualRate: false, residualRateId: null }],
  ];

  it.each(routes)(
    '%s /api/admin/rates%s: 401 signed out, 403 merchant, 403 without the key',
    async (method, url, body) => {
      expect((await call(method, url, body, {})).statusCode).toBe(401);
      expect((await call(method, url, body, t.owner.headers)).statusCode).toBe(403);
      const refused = await call(method, url, body, lacking);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error_message).toBe('You do not have the permission this needs.');
    },
  );
});

describe('POST /api/admin/rates', () => {
  it('creates a rate with its fees and partners, audited rate-create', async () => {
    const res = await call('POST', '', {
      rateName: '  Create Gold  ',
      processorId: 2,
      ...FEES,
      achCapCents: null,
      partnerIds: [partnerA],
    });
    expect(res.statusCode, res.body).toBe(201);
    const rate = res.json();
    expect(rate).toMatchObject({
      rateName: 'Create Gold',
      processor: 2,
      processorName: 'Processor 2 (older)',
      isResidualRate: false,
      residualRateId: null,
      cardPercentBps: 290,
      achCapCents: null,
      rejectedReturnFeeCents: 1_000,
      merchantCount: 0,
      partners: [{ id: partnerA, name: 'Rates Partner Alpha', status: 1 }],
    });
    const rows = await audit('rate-create', rate.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ outcome: 'success', email: 'admin@paydesk.test' });
    expect(rows[0]?.details).toMatchObject({ processorId: 2, partnerIds: [partnerA] });
  });

  it('refuses bad input with the field messages (400)', async () => {
    const res = await call('POST', '', {
      rateName: '   ',
      processorId: 4,
      cardPercentBps: 1_001,
      cardFixedCents: -1,
      achPercentBps: 2.5,
      achFixedCents: 1_001,
      achCapCents: 'x',
      rejectedReturnFeeCents: 10_001,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_message).toBe(VALIDATION_ERROR_MESSAGE);
    expect(res.json().errors).toMatchObject({
      rateName: [RATE_MESSAGES.nameRequired],
      processorId: [RATE_MESSAGES.processor],
      cardPercentBps: [RATE_MESSAGES.percent],
      cardFixedCents: [RATE_MESSAGES.fixed],
      achPercentBps: [RATE_MESSAGES.percent],
      achFixedCents: [RATE_MESSAGES.fixed],
      achCapCents: [RATE_MESSAGES.fixed],
      rejectedReturnFeeCents: [RATE_MESSAGES.returnFee],
    });
    const unknownPartner = await call('POST', '', {
      rateName: 'Partnerless',
      processorId: 3,
      ...FEES,
      partnerIds: [999_999],
    });
    expect(unknownPartner.statusCode).toBe(400);
    expect(unknownPartner.json().errors.partnerIds).toEqual([RATE_MESSAGES.partnerUnknown]);
  });

  it('keeps names unique per processor (case-insensitive): 422 with its audit row', async () => {
    await create('Unique Silver', 3);
    const again = await call('POST', '', { rateName: 'unique silver', processorId: 3, ...FEES });
    expect(again.statusCode).toBe(422);
    expect(again.json().error_message).toBe(RATE_MESSAGES.nameTaken);
    const refusals = await t.database.query<{ outcome: string }>(
      `select outcome from audit_log where action = 'rate-create' and details->>'rateName' = 'unique silver'`,
    );
    expect(refusals).toEqual([{ outcome: 'failure' }]);
    // The same name on the other processor is another rate.
    await create('Unique Silver', 2);
  });

  it('replays the same Idempotency-Key: one rate', async () => {
    const key = randomUUID();
    const body = { rateName: 'Replayed', processorId: 3, ...FEES };
    const first = await call('POST', '', body, t.admin.headers, key);
    const second = await call('POST', '', body, t.admin.headers, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    const rows = await t.database.query(`select id from rates where rate_name = 'Replayed'`);
    expect(rows).toHaveLength(1);
  });
});

describe('GET /api/admin/rates', () => {
  it('answers the envelope sorted id,rateName by default, with merchant counts', async () => {
    const res = await call('GET', '?perPage=100');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ page: 1, perPage: 100 });
    const ids = body.data.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const usStandard = body.data.filter((r: { rateName: string }) => r.rateName === 'US Standard');
    expect(usStandard.length).toBe(2);
    expect(
      usStandard.reduce((n: number, r: { merchantCount: number }) => n + r.merchantCount, 0),
    ).toBeGreaterThan(0);
  });

  it('searches by name and filters by processor and residual', async () => {
    const res = await call('GET', '?search=unique&processor=2');
    expect(
      res
        .json()
        .data.map((r: { rateName: string; processor: number }) => [r.rateName, r.processor]),
    ).toEqual([['Unique Silver', 2]]);
    const residual = await call('GET', '?residual=true');
    expect(residual.json().data.every((r: { isResidualRate: boolean }) => r.isResidualRate)).toBe(
      true,
    );
    expect((await call('GET', '?processor=4')).statusCode).toBe(400);
    expect((await call('GET', '?sort=merchantCount')).statusCode).toBe(400);
  });

  it('downloads as CSV exactly the rows the list shows', async () => {
    const list = (await call('GET', '?search=Standard&perPage=100')).json();
    const csv = await call('GET', '?search=Standard&download=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'ID,Rate name,Processor,Partners,Residual,Card %,Card fixed,ACH fixed,Merchants',
    );
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(
      list.data.map((r: { id: number }) => r.id),
    );
    expect(lines[1]).toMatch(/,Processor [23] \((older|newer)\),/);
  });
});

describe('GET /api/admin/rates/{id}, /partners, /processor/{id}, /residual-rates', () => {
  it('answers one rate, 404 for none', async () => {
    const rate = await create('Detail Bronze', 3);
    const res = await call('GET', `/${rate.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: rate.id, rateName: 'Detail Bronze', partners: [] });
    const missing = await call('GET', '/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_message).toBe(RATE_MESSAGES.notFound);
    expect((await call('GET', '/999999/partners')).statusCode).toBe(404);
    expect((await call('GET', '/abc')).statusCode).toBe(400);
  });

  it('lists a processor’s rates for pickers, narrowed by partner; 404 for another processor', async () => {
    const linked = await create('Picker Linked', 3, { partnerIds: [partnerA] });
    const open = (await call('GET', '/processor/3')).json().data.map((r: { id: number }) => r.id);
    expect(open).toContain(linked.id);
    const forB = (await call('GET', `/processor/3?partner_id=${partnerB}`)).json().data;
    expect(forB.map((r: { id: number }) => r.id)).not.toContain(linked.id);
    expect(forB.every((r: { processor: number }) => r.processor === 3)).toBe(true);
    const forA = (await call('GET', `/processor/3?partner_id=${partnerA}`)).json().data;
    expect(forA.map((r: { id: number }) => r.id)).toContain(linked.id);
    const other = await call('GET', '/processor/7');
    expect(other.statusCode).toBe(404);
    expect(other.json().error_message).toBe(RATE_MESSAGES.processorNotFound);
  });
});

describe('POST /api/admin/rates/{id}/update', () => {
  it('changes the name and fees, audited with the old and new fees; the same again writes nothing', async () => {
    const rate = await create('Update Copper', 3);
    const body = { rateName: 'Update Copper 2', ...FEES, cardPercentBps: 350, cardFixedCents: 25 };
    const res = await call('POST', `/${rate.id}/update`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rateName: 'Update Copper 2', cardPercentBps: 350 });
    const rows = await audit('rate-update', rate.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.details).toMatchObject({
      fields: ['rateName', 'cardPercentBps', 'cardFixedCents'],
      before: { rateName: 'Update Copper', cardPercentBps: 290, cardFixedCents: 30 },
      after: { rateName: 'Update Copper 2', cardPercentBps: 350, cardFixedCents: 25 },
    });
    expect((await call('POST', `/${rate.id}/update`, body)).statusCode).toBe(200);
    expect(await audit('rate-update', rate.id)).toHaveLength(1);
  });

  it('refuses a name another rate of the processor has (422), bad fees (400), no rate (404)', async () => {
    const rate = await create('Update Tin', 3);
    await create('Update Lead', 3);
    const taken = await call('POST', `/${rate.id}/update`, { rateName: 'Update Lead', ...FEES });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error_message).toBe(RATE_MESSAGES.nameTaken);
    const bad = await call('POST', `/${rate.id}/update`, {
      rateName: 'X',
      ...FEES,
      cardFixedCents: 5_000,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.cardFixedCents).toEqual([RATE_MESSAGES.fixed]);
    expect((await call('POST', '/999999/update', { rateName: 'X', ...FEES })).statusCode).toBe(404);
  });
});

describe('POST /api/admin/rates/{id}/link', () => {
  it('links and unlinks a partner, idempotent by nature: one audit row per change', async () => {
    const rate = await create('Link Nickel', 2);
    const link = () => call('POST', `/${rate.id}/link`, { partnerId: partnerB, linked: true });
    const unlink = () => call('POST', `/${rate.id}/link`, { partnerId: partnerB, linked: false });
    const first = await link();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual([{ id: partnerB, name: 'Rates Partner Beta', status: 1 }]);
    expect((await link()).json().data).toHaveLength(1);
    const partnersRes = await call('GET', `/${rate.id}/partners`);
    expect(partnersRes.json().data.map((p: { id: number }) => p.id)).toEqual([partnerB]);
    expect((await unlink()).json().data).toEqual([]);
    expect((await unlink()).json().data).toEqual([]);
    const rows = await audit('rate-link', rate.id);
    expect(rows.map((r) => r.details.linked)).toEqual([true, false]);
  });

  it('refuses an unknown partner (400) and an unknown rate (404)', async () => {
    const rate = await create('Link Zinc', 2);
    const res = await call('POST', `/${rate.id}/link`, { partnerId: 999_999, linked: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.partnerId).toEqual([RATE_MESSAGES.partnerUnknown]);
    const body = await call('POST', `/${rate.id}/link`, { partnerId: partnerA });
    expect(body.statusCode).toBe(400);
    expect(
      (await call('POST', '/999999/link', { partnerId: partnerA, linked: true })).statusCode,
    ).toBe(404);
  });
});

describe('PATCH /api/admin/rates/{id}/convert-to-residual', () => {
  const convert = (id: number, isResidualRate: boolean, residualRateId: number | null) =>
    call('PATCH', `/${id}/convert-to-residual`, { isResidualRate, residualRateId });

  it('makes a rate residual and points another at it, audited', async () => {
    const residual = await create('Residual Platinum', 3);
    const plain = await create('Pointing Rate', 3);
    const made = await convert(residual.id, true, null);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().isResidualRate).toBe(true);
    const pointed = await convert(plain.id, false, residual.id);
    expect(pointed.statusCode, pointed.body).toBe(200);
    expect(pointed.json()).toMatchObject({
      isResidualRate: false,
      residualRateId: residual.id,
      residualRateName: 'Residual Platinum',
    });
    expect((await convert(plain.id, false, residual.id)).statusCode).toBe(200);
    expect(await audit('rate-convert-to-residual', plain.id)).toHaveLength(1);
    expect((await audit('rate-convert-to-residual', residual.id))[0]?.details).toMatchObject({
      before: { isResidualRate: false, residualRateId: null },
      after: { isResidualRate: true, residualRateId: null },
    });
    const choices = (await call('GET', '/residual-rates?processor=3')).json().data;
    expect(choices.map((r: { id: number }) => r.id)).toContain(residual.id);
    expect(choices.every((r: { isResidualRate: boolean }) => r.isResidualRate)).toBe(true);
    // Still pointed at: it cannot stop being residual.
    const stop = await convert(residual.id, false, null);
    expect(stop.statusCode).toBe(422);
    expect(stop.json().error_message).toBe(RATE_MESSAGES.residualInUse);
  });

  it('applies the rules with clear messages', async () => {
    const residual3 = await create('Residual Rule 3', 3);
    await convert(residual3.id, true, null);
    const residual2 = await create('Residual Rule 2', 2);
    await convert(residual2.id, true, null);
    const plain = await create('Rule Plain', 3);
    const plain2 = await create('Rule Plain Other', 3);

    const pointing = await convert(residual3.id, true, residual2.id);
    expect(pointing.statusCode).toBe(400);
    expect(pointing.json().errors.residualRateId).toEqual([RATE_MESSAGES.residualPointsAtResidual]);
    const cases: [number, string][] = [
      [plain2.id, RATE_MESSAGES.residualTargetNotResidual],
      [residual2.id, RATE_MESSAGES.residualTargetOtherProcessor],
      [plain.id, RATE_MESSAGES.residualTargetSelf],
      [999_999, RATE_MESSAGES.residualTargetUnknown],
    ];
    for (const [target, message] of cases) {
      const res = await convert(plain.id, false, target);
      expect(res.statusCode, message).toBe(422);
      expect(res.json().error_message).toBe(message);
    }
    const failures = await t.database.query(
      `select 1 from audit_log where action = 'rate-convert-to-residual' and outcome = 'failure'
          and (details->>'rateId')::int = $1`,
      [plain.id],
    );
    expect(failures).toHaveLength(cases.length);
    // A rate merchants are on cannot become residual.
    const [used] = await t.database.query<{ id: number }>(
      `select r.id from rates r join merchants m on m.rate_id = r.id or (m.rate_id is null
         and m.processor_id = r.processor_id and m.web_rate_name = r.rate_name) limit 1`,
    );
    const refused = await convert(Number(used?.id), true, null);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_message).toBe(RATE_MESSAGES.residualHasMerchants);
  });
});

describe('GET /api/admin/rates/report and /accounts', () => {
  it('reports every rate with its merchants, volume and fees of the month', async () => {
    const res = await call('GET', '/report');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.month).toMatch(/^\d{4}-\d{2}-01$/);
    const rates = (await call('GET', '?perPage=100')).json();
    expect(body.data).toHaveLength(rates.meta.totalRecords);
    const merchants = body.data.reduce(
      (n: number, r: { merchantCount: number }) => n + r.merchantCount,
      0,
    );
    expect(merchants).toBeGreaterThan(0);
    for (const row of body.data) {
      expect(row.feeCents).toBeGreaterThanOrEqual(0);
      expect(row.volumeCents).toBeGreaterThanOrEqual(row.feeCents);
    }
  });

  it('lists merchants with their rate, filtered by rate and processor, and as CSV', async () => {
    const all = await call('GET', '/accounts?perPage=100');
    expect(all.statusCode, all.body).toBe(200);
    const first = all.json().data.find((m: { rateId: number | null }) => m.rateId !== null);
    expect(first).toBeDefined();
    const byRate = (await call('GET', `/accounts?rate_id=${first.rateId}&perPage=100`)).json();
    expect(byRate.data.length).toBeGreaterThan(0);
    expect(byRate.data.every((m: { rateId: number }) => m.rateId === first.rateId)).toBe(true);
    const rate = (await call('GET', `/${first.rateId}`)).json();
    expect(byRate.meta.totalRecords).toBe(rate.merchantCount);
    const p2 = (await call('GET', '/accounts?processor=2&perPage=100')).json();
    expect(p2.data.every((m: { processorId: number }) => m.processorId === 2)).toBe(true);
    const csv = await call('GET', `/accounts?rate_id=${first.rateId}&download=csv`);
    expect(csv.body.trim().split('\r\n')).toHaveLength(byRate.data.length + 1);
  });
});
