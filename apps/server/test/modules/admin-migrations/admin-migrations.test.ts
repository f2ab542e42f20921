import { randomUUID } from 'node:crypto';
import { MIGRATION_MESSAGES } from '@paydesk/domain/admin-migration-fields';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchants, partners, ratePartners, rates } from '../../../src/db/schema';
import { migrationRowHandler } from '../../../src/modules/admin-migrations/admin-migrations.service';
import { registerToolRunJobs } from '../../../src/modules/tool-runs/tool-runs.service';
import { createJobRunner, type JobRunner } from '../../../src/platform/jobs/job-runner';
import {
  ACCOUNT_OPENING_MESSAGES,
  simulatedAccountOpening,
} from '../../../src/processors/simulated-processor';
import { adminLacking, bearer, Principals } from '../../security/lib/principals';
import { csvRecords } from '../../support/csv-records';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

/**
 * The processor migration (part 2 §7 "Tools"): every call with can-migrate-merchants, the
 * body's rules, the merchants' and the rate's checks, a run whose rows the simulated processor 3
 * opens or refuses with its reason, completion (the profile fields, the history, the audit),
 * idempotency, and the profile's Revert Processor on a migrated merchant.
 */

let t: TestApp;
let runner: JobRunner;
let admin: SignedIn;
let owner: SignedIn;
let lacking: Record<string, string>;
let partnerId: number;
const rateIds: Record<string, number> = {};

/** Merchants of this file (ids of their own: nothing else in the file's database uses them). */
const M = {
  ok: 100401, // processor 2, type O, bank account, EIN ...1 → opens
  noBank: 100402, // processor 2, no bank account → the processor refuses
  badEin: 100403, // processor 2, EIN ending 9 → the processor refuses
  okSole: 100404, // processor 2, type I → opens
  newer: 100405, // processor 3
  closed: 100406, // processor 2, closed (33)
  otherPartner: 100407, // processor 2, another partner (the partner rate is not offered)
  replay: 100408, // processor 2: the idempotency test
  noGateway: 100409, // processor 2 without a gateway id: completes, cannot revert
} as const;

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  const db = t.database.db;
  const [p, other] = await db
    .insert(partners)
    .values([
      { name: 'Migration Partner', email: 'migration-partner@example.com' },
      { name: 'Migration Other', email: 'migration-other@example.com' },
    ])
    .returning({ id: partners.id });
  if (!p || !other) throw new Error('partners not inserted');
  partnerId = p.id;
  const inserted = await db
    .insert(rates)
    .values([
      { rateName: 'Newer Open', processorId: 3 },
      { rateName: 'Newer Partner', processorId: 3 },
      { rateName: 'Newer Residual', processorId: 3, isResidualRate: true },
      { rateName: 'Older Open', processorId: 2 },
    ])
    .returning({ id: rates.id, rateName: rates.rateName });
  for (const r of inserted) rateIds[r.rateName] = r.id;
  await db
    .insert(ratePartners)
    .values({ rateId: rateIds['Newer Partner'] as number, partnerId: p.id });
  const bank = {
    bankAccountNumberEncrypted: t.app.cipher.encrypt('000123456789'),
    bankAccountNumberLastFour: '6789',
    bankRoutingNumberEncrypted: t.app.cipher.encrypt('011000015'),
    bankRoutingNumberLastFour: '0015',
  };
  const base = (id: number, processorId = 2) => ({
    id,
    status: 1,
    processorId,
    businessCommonName: `Migration ${id}`,
    businessLegalName: `Migration ${id} LLC`,
    businessType: 'O' as const,
    businessEin: '123456781',
    partnerId: p.id,
    processorGatewayId: `GW${id}1`,
    ...bank,
  });
  await db
    .insert(merchants)
    .values([
      base(M.ok),
      { ...base(M.noBank), bankAccountNumberEncrypted: null, bankRoutingNumberEncrypted: null },
      { ...base(M.badEin), businessEin: '987654329' },
      { ...base(M.okSole), businessType: 'I' as const },
      base(M.newer, 3),
      { ...base(M.closed), status: 33 },
      { ...base(M.otherPartner), partnerId: other.id },
      base(M.replay),
      { ...base(M.noGateway), processorGatewayId: null },
    ]);
  admin = await signInAs(t.app, 'admin@paydesk.test');
  owner = await signInAs(t.app, 'owner@paydesk.test');
  const principals = new Principals(t.app, t.database);
  lacking = bearer(await principals.create('no migrate', adminLacking('can-migrate-merchants')));
  runner = createJobRunner({ db: t.database.db, clock: t.app.clock });
  registerToolRunJobs(runner, t.app, [migrationRowHandler]);
}, 120_000);

const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = admin.headers,
  key: string = randomUUID(),
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/merchants/${url}`,
    headers: { ...headers, 'idempotency-key': key },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const get = (url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/admin/merchants/${url}`, headers });

const migrate = (merchantIds: number[], extra: Record<string, unknown> = {}, key?: string) =>
  post(
    'migrate',
    {
      merchantIds,
      rateId: rateIds['Newer Open'],
      payoutFrequency: 'weekly',
      payoutDay: 'friday',
      ...extra,
    },
    admin.headers,
    key,
  );

async function drain() {
  for (let pass = 0; pass < 20; pass += 1) if ((await runner.runDueJobs()) === 0) return;
}

const merchant = async (id: number) =>
  (
    await t.database.query<Record<string, unknown>>(
      `select processor_id, old_processor_id, processor_gateway_id, old_processor_gateway_id,
              old_processor_gateway_alt_id, processor_can_revert, rate_id, web_rate_name,
              payout_frequency, payout_anchor from merchants where id = $1`,
      [id],
    )
  )[0];
const migrations = (id: number) =>
  t.database.query<{
    status: string;
    new_gateway_id: string | null;
    failure_message: string | null;
  }>(
    'select status, new_gateway_id, failure_message from processor_migrations where merchant_id = $1 order by id',
    [id],
  );
const audit = (action: string) =>
  t.database.query<{ outcome: string; email: string; details: Record<string, unknown> }>(
    'select outcome, email, details from audit_log where action = $1 order by id',
    [action],
  );

describe('keys: every migration call needs can-migrate-merchants', () => {
  it.each([
    [
      'POST migrate',
      (h: Record<string, string>) =>
        post('migrate', { merchantIds: [M.ok], rateId: 1, payoutFrequency: 'daily' }, h),
    ],
    ['POST complete-migrations', (h: Record<string, string>) => post('complete-migrations', {}, h)],
    ['GET migrations', (h: Record<string, string>) => get('migrations', h)],
    ['GET migrate/rates', (h: Record<string, string>) => get('migrate/rates', h)],
    ['GET migrate/runs', (h: Record<string, string>) => get('migrate/runs', h)],
  ])(
    '%s: 401 signed out, 403 for a merchant user and for an admin without the key',
    async (_name, call) => {
      expect((await call({})).statusCode).toBe(401);
      expect((await call(owner.headers)).statusCode).toBe(403);
      const refused = await call(lacking);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error_message).toBe('You do not have the permission this needs.');
    },
  );
});

describe('GET /api/admin/merchants/migrate/rates', () => {
  it('offers the non-residual rates of processor 3 with their partners', async () => {
    const res = await get('migrate/rates');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { id: rateIds['Newer Open'], rateName: 'Newer Open', partnerIds: [] },
      { id: rateIds['Newer Partner'], rateName: 'Newer Partner', partnerIds: [partnerId] },
    ]);
  });
});

describe('POST /api/admin/merchants/migrate: the body and the checks', () => {
  it('refuses a bad body with 400 by field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ merchantIds: [] }, 'merchantIds', MIGRATION_MESSAGES.merchantsRequired],
      [{ merchantIds: [M.ok, M.ok] }, 'merchantIds', MIGRATION_MESSAGES.merchantsRepeated],
      [
        { merchantIds: Array.from({ length: 5001 }, (_, i) => 200000 + i) },
        'merchantIds',
        MIGRATION_MESSAGES.merchantsTooMany,
      ],
      [
        { payoutFrequency: 'weekly', payoutDay: '' },
        'payoutDay',
        'Please select a valid day for the payout.',
      ],
      [
        { payoutFrequency: 'monthly', payoutDay: '32' },
        'payoutDay',
        'Please select a valid day for the payout.',
      ],
      [{ payoutFrequency: 'yearly' }, 'payoutFrequency', 'Please select a payout frequency.'],
      [{ rateId: rateIds['Older Open'] }, 'rateId', MIGRATION_MESSAGES.rateNotNewer],
      [{ rateId: rateIds['Newer Residual'] }, 'rateId', MIGRATION_MESSAGES.rateNotNewer],
      [{ rateId: 999999 }, 'rateId', MIGRATION_MESSAGES.rateNotNewer],
      [
        { merchantIds: [M.ok, 999001] },
        'merchantIds',
        `${MIGRATION_MESSAGES.merchantsUnknown} 999001.`,
      ],
    ];
    for (const [extra, field, message] of cases) {
      const res = await migrate([M.ok], extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().error_message).toBe(VALIDATION_ERROR_MESSAGE);
      expect(res.json().errors[field], JSON.stringify(extra)).toContain(message);
    }
    expect(await migrations(M.ok)).toEqual([]);
  });

  it('refuses merchants not on processor 2, closed, or whose partner may not use the rate (422 naming them, audited)', async () => {
    const res = await migrate([M.ok, M.newer, M.closed]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error_message).toBe(
      `${MIGRATION_MESSAGES.notOnOlder} ${M.newer}. ${MIGRATION_MESSAGES.closed} ${M.closed}.`,
    );
    const partner = await migrate([M.otherPartner], { rateId: rateIds['Newer Partner'] });
    expect(partner.statusCode).toBe(422);
    expect(partner.json().error_message).toBe(
      `${MIGRATION_MESSAGES.rateNotForPartner} ${M.otherPartner}.`,
    );
    const refused = (await audit('merchant-migration-start')).filter(
      (r) => r.outcome === 'failure',
    );
    expect(refused.map((r) => r.details.reason)).toEqual([
      res.json().error_message,
      partner.json().error_message,
    ]);
    expect(await t.database.query('select 1 from tool_runs')).toEqual([]);
  });
});

describe('a migration run: processor 3 opens accounts or refuses with its reason', () => {
  let runId: number;

  it('queues a run with one row per merchant (201) and refuses the same merchants while it is pending', async () => {
    const res = await migrate([M.ok, M.noBank, M.badEin, M.okSole, M.noGateway], {
      rateId: rateIds['Newer Partner'],
    });
    expect(res.statusCode, res.body).toBe(201);
    runId = res.json().id;
    expect(res.json()).toMatchObject({
      kind: 'migrate-accounts',
      status: 'queued',
      totalRows: 5,
      pendingRows: 5,
      params: {
        rateId: rateIds['Newer Partner'],
        payoutFrequency: 'weekly',
        payoutAnchor: 'friday',
      },
      createdBy: { email: 'admin@paydesk.test' },
    });
    const again = await migrate([M.okSole]);
    expect(again.statusCode).toBe(422);
    expect(again.json().error_message).toBe(`${MIGRATION_MESSAGES.alreadyMigrating} ${M.okSole}.`);
    const [started] = (await audit('merchant-migration-start')).filter(
      (r) => r.outcome === 'success',
    );
    expect(started?.details).toMatchObject({
      runId,
      merchantCount: 5,
      rateId: rateIds['Newer Partner'],
    });
  });

  it('applies the rows: opened with a gateway id, failed with the processor’s reason', async () => {
    await drain();
    const run = await get(`migrate/runs/${runId}`);
    expect(run.json()).toMatchObject({
      status: 'done',
      appliedRows: 3,
      failedRows: 2,
      pendingRows: 0,
    });
    const rows = await get(`migrate/runs/${runId}/rows?status=failed`);
    expect(
      rows
        .json()
        .data.map((r: { merchantId: number; message: string }) => [r.merchantId, r.message]),
    ).toEqual([
      [M.noBank, ACCOUNT_OPENING_MESSAGES.noBankAccount],
      [M.badEin, ACCOUNT_OPENING_MESSAGES.einNotVerified],
    ]);
    const [opened] = await migrations(M.ok);
    expect(opened?.status).toBe('opened');
    expect(opened?.new_gateway_id).toMatch(/^acct_[a-z]{16}$/);
    expect(await migrations(M.noBank)).toEqual([
      {
        status: 'failed',
        new_gateway_id: null,
        failure_message: ACCOUNT_OPENING_MESSAGES.noBankAccount,
      },
    ]);
    // Opening changes no merchant field: the merchant stays on processor 2 until completed.
    expect(await merchant(M.ok)).toMatchObject({ processor_id: 2, processor_can_revert: 0 });
    const opens = await audit('merchant-migration-open');
    expect(opens.filter((r) => r.outcome === 'success').map((r) => r.details.merchantId)).toEqual([
      M.ok,
      M.okSole,
      M.noGateway,
    ]);
    expect(
      opens
        .filter((r) => r.outcome === 'failure')
        .map((r) => [r.details.merchantId, r.details.runId]),
    ).toEqual([
      [M.noBank, runId],
      [M.badEin, runId],
    ]);
    expect(opens.every((r) => r.email === 'admin@paydesk.test')).toBe(true);
  });

  it('offers the per-row result as CSV and lists the migrations by state', async () => {
    const res = await get(`migrate/runs/${runId}/result`);
    expect(res.statusCode).toBe(200);
    const records = csvRecords(res.body);
    expect(records[0]).toEqual([
      'row',
      'merchant_id',
      'business_name',
      'result',
      'message',
      'gateway_id',
    ]);
    expect(records.find((r) => r[1] === String(M.badEin))?.slice(3, 5)).toEqual([
      'Failed',
      ACCOUNT_OPENING_MESSAGES.einNotVerified,
    ]);
    const failed = await get('migrations?status=failed');
    expect(failed.statusCode, failed.body).toBe(200);
    expect(
      failed
        .json()
        .data.map((m: { merchantId: number }) => m.merchantId)
        .sort(),
    ).toEqual([M.noBank, M.badEin]);
    const opened = await get(`migrations?status=opened&search=${M.okSole}`);
    expect(opened.json().data).toEqual([
      expect.objectContaining({
        merchantId: M.okSole,
        businessCommonName: `Migration ${M.okSole}`,
        rateName: 'Newer Partner',
        payoutFrequency: 'weekly',
        payoutAnchor: 'friday',
        runId,
        createdBy: 'admin@paydesk.test',
      }),
    ]);
    const csv = await get('migrations?status=failed&download=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(ACCOUNT_OPENING_MESSAGES.noBankAccount);
  });

  it('refuses a second migration of a merchant with an opened one', async () => {
    const res = await migrate([M.ok]);
    expect(res.statusCode).toBe(422);
    expect(res.json().error_message).toBe(`${MIGRATION_MESSAGES.alreadyMigrating} ${M.ok}.`);
  });

  it('completes one merchant: processor 3, the old ids, the tiered rate, the payout; history and audit', async () => {
    const before = await merchant(M.ok);
    const [opened] = await migrations(M.ok);
    const res = await post('complete-migrations', { merchantIds: [M.ok, M.newer] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      completed: 1,
      skipped: 1,
      data: [
        {
          merchantId: M.ok,
          businessCommonName: `Migration ${M.ok}`,
          outcome: 'completed',
          message: MIGRATION_MESSAGES.completed,
          processorGatewayId: opened?.new_gateway_id,
          webRateName: 'US Corporate - Newer Partner',
        },
        {
          merchantId: M.newer,
          businessCommonName: `Migration ${M.newer}`,
          outcome: 'skipped',
          message: MIGRATION_MESSAGES.noOpenedMigration,
          processorGatewayId: null,
          webRateName: null,
        },
      ],
    });
    expect(await merchant(M.ok)).toEqual({
      processor_id: 3,
      old_processor_id: 2,
      processor_gateway_id: opened?.new_gateway_id,
      old_processor_gateway_id: before?.processor_gateway_id,
      old_processor_gateway_alt_id: null,
      processor_can_revert: 1,
      rate_id: rateIds['Newer Partner'],
      web_rate_name: 'US Corporate - Newer Partner',
      payout_frequency: 'weekly',
      payout_anchor: 'friday',
    });
    expect((await migrations(M.ok))[0]?.status).toBe('completed');
    const history = await get(`${M.ok}/history?filter=Processor&perPage=50`);
    expect(history.statusCode, history.body).toBe(200);
    const fields = history
      .json()
      .data.map((h: { field: string; newValue: string | null }) => [h.field, h.newValue]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['processor_id', '3'],
        ['old_processor_id', '2'],
        ['processor_can_revert', '1'],
        ['processor_gateway_id', opened?.new_gateway_id],
        ['web_rate_name', 'US Corporate - Newer Partner'],
      ]),
    );
    const [completed] = await audit('merchant-migration-complete');
    expect(completed).toMatchObject({
      outcome: 'success',
      details: { merchantId: M.ok, fromProcessor: 2, toProcessor: 3, runId },
    });
  });

  it('completes every opened migration when no ids are given; then there is none left (422)', async () => {
    const key = randomUUID();
    const first = await post('complete-migrations', {}, admin.headers, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(
      first
        .json()
        .data.map((r: { merchantId: number; webRateName: string }) => [
          r.merchantId,
          r.webRateName,
        ]),
    ).toEqual([
      [M.okSole, 'US Standard - Newer Partner'],
      [M.noGateway, 'US Corporate - Newer Partner'],
    ]);
    // The same key again replays the answer and changes nothing.
    const historyRows = await t.database.query(
      'select 1 from merchant_change_history where merchant_id = $1',
      [M.okSole],
    );
    const replay = await post('complete-migrations', {}, admin.headers, key);
    expect(replay.json()).toEqual(first.json());
    expect(
      await t.database.query('select 1 from merchant_change_history where merchant_id = $1', [
        M.okSole,
      ]),
    ).toHaveLength(historyRows.length);
    // Without a gateway id on processor 2 there is no account to go back to.
    expect(await merchant(M.noGateway)).toMatchObject({ processor_id: 3, processor_can_revert: 0 });
    const none = await post('complete-migrations', {});
    expect(none.statusCode).toBe(422);
    expect(none.json().error_message).toBe(MIGRATION_MESSAGES.nothingToComplete);
  });

  it('lets the profile’s Revert Processor take a migrated merchant back to processor 2 (migration reverted)', async () => {
    const before = await merchant(M.ok);
    const rates = await get(`${M.ok}/revert-rates`);
    expect(rates.statusCode, rates.body).toBe(200);
    const rate = rates.json().rates.find((r: { rateName: string }) => r.rateName === 'Older Open');
    const res = await post(`${M.ok}/revert-processor`, {
      selectedRateId: rate.id,
      selectedRateName: rate.label,
      selectedPayoutFrequency: 'daily',
      selectedPayoutDay: '',
      oldProcessorGatewayId: before?.old_processor_gateway_id,
      oldProcessorGatewayAltId: null,
      oldProcessorId: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await merchant(M.ok)).toMatchObject({
      processor_id: 2,
      processor_gateway_id: before?.old_processor_gateway_id,
      processor_can_revert: 0,
    });
    expect((await migrations(M.ok))[0]?.status).toBe('reverted');
    const list = await get(`migrations?merchantid=${M.ok}`);
    expect(list.json().data[0]).toMatchObject({ status: 'reverted' });
    // Back on processor 2, the merchant may be migrated again.
    const again = await migrate([M.ok]);
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('idempotency', () => {
  it('the same Idempotency-Key twice starts one run', async () => {
    const key = randomUUID();
    const first = await migrate([M.replay], {}, key);
    const second = await migrate([M.replay], {}, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    const runs = await t.database.query(`select 1 from tool_run_rows where merchant_id = $1`, [
      M.replay,
    ]);
    expect(runs).toHaveLength(1);
    expect(partnerId).toBeGreaterThan(0);
  });
});

describe('the simulated account opening', () => {
  const facts = {
    merchantId: 100401,
    businessType: 'O',
    businessCountry: 'USA',
    businessEin: '12-3456781',
    hasBankAccount: true,
  };
  it('opens a repeatable letters-only account on processor 3 and refuses by the documented rules', () => {
    const opened = simulatedAccountOpening(3, facts);
    expect(opened).toEqual(simulatedAccountOpening(3, facts));
    expect(opened.ok && opened.gatewayId).toMatch(/^acct_[a-z]{16}$/);
    expect(simulatedAccountOpening(3, { ...facts, merchantId: 100402 })).not.toEqual(opened);
    expect(simulatedAccountOpening(2, facts)).toEqual({
      ok: false,
      message: ACCOUNT_OPENING_MESSAGES.olderProcessor,
    });
    expect(simulatedAccountOpening(3, { ...facts, hasBankAccount: false }).message).toBe(
      ACCOUNT_OPENING_MESSAGES.noBankAccount,
    );
    expect(simulatedAccountOpening(3, { ...facts, businessEin: '1234' }).message).toBe(
      ACCOUNT_OPENING_MESSAGES.einMissing,
    );
    expect(simulatedAccountOpening(3, { ...facts, businessEin: '123456789' }).message).toBe(
      ACCOUNT_OPENING_MESSAGES.einNotVerified,
    );
  });
});
