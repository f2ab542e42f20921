import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { generate } from '../../../src/demo/generator/generate';
import { recordSale } from '../../../src/ledger/ledger-operations';
import { createFieldCipher } from '../../../src/platform/encryption';
import { inWriteTransaction } from '../../../src/platform/write-transaction';
import { createRandom } from '../../../src/processors/prng';
import { createSimulatedProcessor } from '../../../src/processors/simulated-processor';
import { csvRecords } from '../../support/csv-records';
import { NOT_THE_CLERKS, type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../../support/test-app';

const END = new Date('2026-11-20T00:00:00Z');
let t: TestApp;
let owner: SignedIn;
let clerk: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  await generate(t.database, {
    profile: { name: 'demo', merchants: 5, days: 120, meanDailySales: 12 },
    seed: 'transaction-list',
    end: END,
    cipher: createFieldCipher(randomBytes(32)),
  });
  owner = await signInAs(t.app, 'owner@paydesk.test');
  clerk = await signInAs(t.app, 'clerk@paydesk.test');
}, 120_000);

type Row = Record<string, unknown> & { id: number };
const list = (merchantId: number, query: Record<string, string>, who: SignedIn = owner) =>
  t.app.inject({
    url: `/api/merchants/${merchantId}/transactions?${new URLSearchParams(query)}`,
    headers: who.headers,
  });

async function page(merchantId: number, query: Record<string, string>) {
  const res = await list(merchantId, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    meta: { perPage: number; page: number; totalRecords: number; totalPages: number; asOf: string };
    data: Row[];
  };
}

/** Ids of the merchant's rows matching `where`, in the order `order`. */
async function rawIds(merchantId: number, where: string, order: string, params: unknown[] = []) {
  const rows = await t.database.query<{ id: string }>(
    `select id::text as id from transactions t where t.merchant_id = $1 and ${where} order by ${order}`,
    [merchantId, ...params],
  );
  return rows.map((row) => Number(row.id));
}

async function allPages(merchantId: number, query: Record<string, string>) {
  const first = await page(merchantId, { ...query, perPage: '100' });
  const ids = first.data.map((row) => row.id);
  for (let n = 2; n <= first.meta.totalPages; n += 1) {
    const next = await page(merchantId, {
      ...query,
      perPage: '100',
      page: String(n),
      asOf: first.meta.asOf,
    });
    ids.push(...next.data.map((row) => row.id));
  }
  return { ids, meta: first.meta };
}

describe('transaction list', () => {
  it('answers 25 rows a page, newest first, in the envelope of part 1 §3', async () => {
    const body = await page(100001, {});
    const expected = await rawIds(100001, 'true', 't.trans_date desc, t.id desc');
    expect(body.meta).toMatchObject({
      perPage: 25,
      page: 1,
      totalRecords: expected.length,
      totalPages: Math.ceil(expected.length / 25),
    });
    expect(body.data.map((row) => row.id)).toEqual(expected.slice(0, 25));
    expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(
      [
        'accountNumber',
        'accountType',
        'accountholderEmail',
        'accountholderName',
        'authCode',
        'avsCode',
        'batchId',
        'cardBrand',
        'currency',
        'customerId',
        'fee',
        'fundDate',
        'grossAmount',
        'id',
        'merchantId',
        'merchantName',
        'method',
        'netAmount',
        'originalTransactionId',
        'paymentLinkId',
        'refundedAmount',
        'responseCode',
        'responseCodeDesc',
        'settledDate',
        'status',
        'transDate',
        'transNumber',
        'type',
        'typeDescription',
      ].sort(),
    );
  });

  it('jumps to any page with the rows an offset would give', async () => {
    const expected = await rawIds(100002, 'true', 't.trans_date desc, t.id desc');
    const last = Math.ceil(expected.length / 10);
    for (const n of [last, 7, 2, last - 1, 8, 1]) {
      const body = await page(100002, { perPage: '10', page: String(n) });
      expect(
        body.data.map((row) => row.id),
        `page ${n}`,
      ).toEqual(expected.slice((n - 1) * 10, n * 10));
    }
    expect((await page(100002, { perPage: '10', page: String(last + 5) })).data).toEqual([]);
  });

  it('pages neither repeat nor skip a row while new rows arrive', async () => {
    const first = await page(100001, { perPage: '50' });
    const seen = first.data.map((row) => row.id);
    const processor = createSimulatedProcessor(3, createRandom('arrivals'));
    for (let n = 2; n <= first.meta.totalPages; n += 1) {
      // New payments land at the top while the reader pages down.
      await inWriteTransaction(t.database.db, async (tx) => {
        for (let i = 0; i < 3; i += 1) {
          await recordSale(tx, processor, {
            merchantId: 100001,
            method: 'card',
            amountCents: 1_000 + n,
            brand: 'Visa',
            at: new Date(),
          });
        }
      });
      const next = await page(100001, { perPage: '50', page: String(n), asOf: first.meta.asOf });
      expect(next.meta.totalRecords).toBe(first.meta.totalRecords);
      seen.push(...next.data.map((row) => row.id));
    }
    const expected = await rawIds(100001, 't.id <= $2', 't.trans_date desc, t.id desc', [
      first.meta.asOf,
    ]);
    expect(seen).toEqual(expected);
    const latest = await page(100001, { perPage: '50' });
    expect(latest.meta.totalRecords).toBeGreaterThan(first.meta.totalRecords);
  });

  it.each([
    ['type', { type: '-CC Refund,-CK' }, "t.type_code in ('-CC Refund', '-CK')"],
    ['card_brand', { card_brand: 'Visa,ACH' }, "t.card_brand in ('Visa', 'ACH')"],
    ['status', { status: 'declined' }, "t.status = 'declined'"],
    ['response_code', { response_code: '05' }, "t.response_code = '05'"],
    [
      'amount range (without sign)',
      { amount_min: '5000', amount_max: '9000' },
      'abs(t.gross_amount_cents) between 5000 and 9000',
    ],
    [
      'settled date',
      { date_type: 'settled', start_date: '2026-10-01', end_date: '2026-10-15' },
      "t.settled_date between '2026-10-01' and '2026-10-15'",
    ],
    [
      'fund date',
      { date_type: 'fund', start_date: '2026-10-01', end_date: '2026-10-15' },
      "t.fund_date between '2026-10-01' and '2026-10-15'",
    ],
    [
      'transaction date in a time zone',
      {
        start_date: '2026-11-01',
        end_date: '2026-11-10',
        timezone: 'America/Los_Angeles',
      },
      "t.trans_date >= '2026-11-01 00:00:00-07' and t.trans_date < '2026-11-11 00:00:00-08'",
    ],
  ])('filters by %s as SQL on the rows would', async (_name, query, where) => {
    const { ids, meta } = await allPages(100002, query);
    const expected = await rawIds(100002, where, 't.trans_date desc, t.id desc');
    expect(expected.length).toBeGreaterThan(0);
    expect(meta.totalRecords).toBe(expected.length);
    expect(ids).toEqual(expected);
  });

  it.each([
    ['-grossAmount', 't.gross_amount_cents desc, t.id desc'],
    ['grossAmount', 't.gross_amount_cents asc, t.id asc'],
    ['-settledDate', "coalesce(t.settled_date, 'infinity') desc, t.id desc"],
    ['fundDate', "coalesce(t.fund_date, 'infinity') asc, t.id asc"],
    ['transDate', 't.trans_date asc, t.id asc'],
    ['-grossAmount,transDate', 't.gross_amount_cents desc, t.trans_date asc, t.id desc'],
  ])('sorts by %s through every page', async (sort, order) => {
    const { ids } = await allPages(100003, { sort });
    expect(ids).toEqual(await rawIds(100003, 'true', order));
  });

  it('refuses unknown sorts, columns, filters values and bad searches with 400', async () => {
    const bad: Record<string, string>[] = [
      { sort: 'accountholderName' },
      { sort: '-transDate,-transDate' },
      { perPage: '101' },
      { page: '0' },
      { type: 'gift' },
      { card_brand: 'Diners' },
      { amount_min: '20', amount_max: '10' },
      { search: 'amount:abc' },
      { search: 'last4:12' },
      { download: 'csv', columns: 'transDate,password' },
      { start_date: '2026-02-30' },
    ];
    for (const query of bad) {
      const res = await list(100001, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}).length, JSON.stringify(query)).toBeGreaterThan(0);
    }
  });

  it('finds rows by last four, e-mail, name, auth code, number and exact amount', async () => {
    const [sample] = await t.database.query<Record<string, string>>(
      `select right(account_number_masked, 4) as last4, accountholder_email as email,
              accountholder_name as name, auth_code, trans_number, gross_amount_cents::text as amount
         from transactions where merchant_id = 100002 and auth_code is not null order by id limit 1`,
    );
    if (!sample) throw new Error('no sample row');
    const lastName = sample.name?.split(' ').pop() ?? '';
    const cases: [string, string, unknown[]][] = [
      [`last4:${sample.last4}`, 'right(t.account_number_masked, 4) = $2', [sample.last4]],
      [
        sample.last4 ?? '',
        '(right(t.account_number_masked, 4) = $2 or t.auth_code = $2)',
        [sample.last4],
      ],
      [
        `email:${sample.email?.slice(0, 5)}`,
        'lower(t.accountholder_email) like $2',
        [`${sample.email?.slice(0, 5).toLowerCase()}%`],
      ],
      [
        `name:"${lastName}"`,
        "(lower(t.accountholder_name) like $2 or lower(regexp_replace(t.accountholder_name, '^.*[[:space:]]', '')) like $2)",
        [`${lastName.toLowerCase()}%`],
      ],
      [`auth:${sample.auth_code}`, 't.auth_code = $2', [sample.auth_code]],
      [sample.trans_number ?? '', 't.trans_number = $2', [sample.trans_number]],
      [
        `amount:${Number(sample.amount) / 100}`,
        't.gross_amount_cents in ($2, -$2::bigint)',
        [Number(sample.amount)],
      ],
      [
        `${lastName} type:sale`,
        "(lower(t.accountholder_name) like $2 or lower(regexp_replace(t.accountholder_name, '^.*[[:space:]]', '')) like $2 or lower(t.accountholder_email) like $2) and t.type_code in ('+CC', '+CK', '+ACH Payment')",
        [`${lastName.toLowerCase()}%`],
      ],
    ];
    for (const [search, where, params] of cases) {
      const { ids } = await allPages(100002, { search });
      const expected = await rawIds(100002, where, 't.trans_date desc, t.id desc', params);
      expect(expected.length, search).toBeGreaterThan(0);
      expect(ids, search).toEqual(expected);
    }
  });

  it("refuses another merchant's account, and filter ids of another account with 404", async () => {
    expect((await list(NOT_THE_CLERKS, {}, clerk)).statusCode).toBe(403);
    const [foreignBatch] = await t.database.query<{ id: string }>(
      'select id::text as id from batches where merchant_id = 100004 limit 1',
    );
    const res = await list(100001, { batch_id: foreignBatch?.id ?? '1' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('100004');
    const [ownBatch] = await t.database.query<{ id: string }>(
      'select id::text as id from batches where merchant_id = 100001 order by id limit 1',
    );
    const { ids } = await allPages(100001, { batch_id: ownBatch?.id ?? '' });
    expect(ids).toEqual(
      await rawIds(100001, 't.batch_id = $2', 't.trans_date desc, t.id desc', [ownBatch?.id]),
    );
  });
});

describe('without the list cache (LIST_CACHE_ENTRIES=0)', () => {
  it('counts an older snapshot and finds deep pages exactly, from the rollups and the index', async () => {
    const cold: FastifyInstance = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        AUTH_SECRET: TEST_AUTH_SECRET,
        LIST_CACHE_ENTRIES: '0',
      }),
      database: t.database,
    });
    try {
      const query = { start_date: '2026-09-01', end_date: '2026-11-30', perPage: '20' };
      const read = async (extra: Record<string, string>) => {
        const res = await cold.inject({
          url: `/api/merchants/100002/transactions?${new URLSearchParams({ ...query, ...extra })}`,
          headers: owner.headers,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { meta: { totalRecords: number; asOf: string }; data: Row[] };
      };
      const first = await read({});
      const processor = createSimulatedProcessor(3, createRandom('cold-arrivals'));
      await inWriteTransaction(t.database.db, async (tx) => {
        for (let i = 0; i < 4; i += 1) {
          await recordSale(tx, processor, {
            merchantId: 100002,
            method: 'card',
            amountCents: 2_000,
            brand: 'Visa',
            at: new Date('2026-11-10T12:00:00Z'),
          });
        }
      });
      const where =
        "t.trans_date >= '2026-09-01T00:00:00Z' and t.trans_date < '2026-12-01T00:00:00Z'";
      const atSnapshot = await rawIds(
        100002,
        `${where} and t.id <= $2`,
        't.trans_date desc, t.id desc',
        [first.meta.asOf],
      );
      expect(atSnapshot.length).toBeGreaterThan(60);
      const later = await read({ page: '3', asOf: first.meta.asOf });
      expect(later.meta.totalRecords).toBe(atSnapshot.length);
      expect(later.data.map((row) => row.id)).toEqual(atSnapshot.slice(40, 60));
      const last = Math.ceil(atSnapshot.length / 20);
      const end = await read({ page: String(last), asOf: first.meta.asOf });
      expect(end.data.map((row) => row.id)).toEqual(atSnapshot.slice((last - 1) * 20));
      const now = await read({});
      expect(now.meta.totalRecords).toBe(atSnapshot.length + 4);
    } finally {
      await cold.close();
    }
  });
});

describe('transaction CSV', () => {
  const csv = (merchantId: number, query: Record<string, string>) =>
    list(merchantId, { ...query, download: 'csv' });

  it('streams every row of the filter with the chosen columns, quoted and neutralised', async () => {
    // A cardholder a spreadsheet would otherwise run as a formula, and one that needs quoting.
    await t.database.query(
      `update transactions set accountholder_name = '=HYPERLINK("http://x")', accountholder_email = '@cmd'
        where id = (select min(id) from transactions where merchant_id = 100003)`,
    );
    await t.database.query(
      `update transactions set accountholder_name = 'Doe, "Jr"' || chr(10) || 'II'
        where id = (select max(id) from transactions where merchant_id = 100003 and kind = 'sale')`,
    );
    const res = await csv(100003, { columns: 'id,accountholderName,grossAmount,type' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="transactions-100003.*\.csv"$/,
    );
    expect(res.body.startsWith('ID,Cardholder,Amount,Type\r\n')).toBe(true);
    expect(res.body).toContain(`,"'=HYPERLINK(""http://x"")",`);
    expect(res.body).toContain('"Doe, ""Jr""\nII"');
    const records = csvRecords(res.body);
    const expected = await rawIds(100003, 'true', 't.trans_date desc, t.id desc');
    expect(records.slice(1).map((r) => Number(r[0]))).toEqual(expected);
    const refund = records.find((r) => r[3] === "'-CC Refund");
    expect(refund?.[2]).toMatch(/^-\d+\.\d\d$/);
  });

  it('is the same rows as the list for a filter, across every page', async () => {
    const query = { card_brand: 'MasterCard', sort: '-grossAmount' };
    const { ids } = await allPages(100002, query);
    const res = await csv(100002, { ...query, columns: 'id' });
    expect(
      csvRecords(res.body)
        .slice(1)
        .map((r) => Number(r[0])),
    ).toEqual(ids);
  });
});

describe('snapshot and all accounts', () => {
  it('totals the filter as raw rows do', async () => {
    const res = await t.app.inject({
      url: '/api/merchants/100002/transactions/snapshot?start_date=2026-10-01&end_date=2026-10-31',
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [raw] = await t.database.query<Record<string, string>>(
      `select count(*)::text as count,
        coalesce(sum(gross_amount_cents) filter (where kind = 'sale' and status = 'approved'), 0)::text as gross,
        coalesce(sum(fee_cents) filter (where kind <> 'void' and status = 'approved'), 0)::text as fees,
        coalesce(sum(net_amount_cents) filter (where kind <> 'void' and status = 'approved'), 0)::text as net
       from transactions where merchant_id = 100002
        and trans_date >= '2026-10-01T00:00:00Z' and trans_date < '2026-11-01T00:00:00Z'`,
    );
    const body = res.json();
    expect(body).toMatchObject({
      count: Number(raw?.count),
      gross: Number(raw?.gross),
      fees: Number(raw?.fees),
      net: Number(raw?.net),
      currency: 'USD',
    });
    expect(body.gross - body.refunds - body.fees).toBe(body.net);
  });

  it("lists every account the caller holds, or some of them, never another's", async () => {
    const res = await t.app.inject({
      url: '/api/transactions?perPage=100',
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [count] = await t.database.query<{ n: string }>(
      `select count(*)::text as n from transactions where merchant_id in
        (select merchant_id from user_merchants um join users u on u.id = um.user_id
          where u.email = 'owner@paydesk.test' and um.access = 1)`,
    );
    expect(res.json().meta.totalRecords).toBe(Number(count?.n));
    const file = await t.app.inject({
      url: '/api/transactions?download=csv&columns=merchantId,merchantName',
      headers: owner.headers,
    });
    const merchants = new Set(
      csvRecords(file.body)
        .slice(1)
        .map((r) => Number(r[0])),
    );
    expect(merchants).toEqual(new Set([100001, 100002, 100003]));
    const some = await t.app.inject({
      url: '/api/transactions?merchant_ids=100002',
      headers: owner.headers,
    });
    expect(new Set(some.json().data.map((row: Row) => row.merchantId))).toEqual(new Set([100002]));
    const foreign = await t.app.inject({
      url: '/api/transactions?merchant_ids=100002,100004',
      headers: owner.headers,
    });
    expect(foreign.statusCode).toBe(403);
  });
});
