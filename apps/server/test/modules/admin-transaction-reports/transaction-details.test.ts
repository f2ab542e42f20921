import { beforeAll, describe, expect, it } from 'vitest';
import { recordSale } from '../../../src/ledger/ledger-operations';
import { inWriteTransaction } from '../../../src/platform/write-transaction';
import { createRandom } from '../../../src/processors/prng';
import { createSimulatedProcessor } from '../../../src/processors/simulated-processor';
import {
  allPages,
  csvOf,
  dollars,
  expectKeyGuards,
  getJson,
  type Page,
  type ReportApp,
  withQuery,
} from '../../support/report-kit';
import { moneyReportApp } from './report-test-kit';

const LIST = '/api/admin/transactions';
const KEY = 'can-view-transaction-report';
let kit: ReportApp;

beforeAll(async () => {
  kit = await moneyReportApp('admin-transaction-details');
}, 120_000);

type Row = {
  id: number;
  merchantId: number;
  merchantName: string;
  grossAmount: number;
  fee: number;
  netAmount: number;
  transNumber: string;
  type: string;
};

/** The rows SQL finds across every merchant (`m` merchants joined), in `order`. */
async function raw(where: string, order: string, params: unknown[] = []) {
  const rows = await kit.t.database.query<Record<string, string>>(
    `select t.id::text, t.merchant_id::text, m.business_common_name, t.gross_amount_cents::text,
            t.fee_cents::text, t.net_amount_cents::text, t.trans_number
       from transactions t join merchants m on m.id = t.merchant_id
      where ${where} order by ${order}`,
    params,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    merchantId: Number(r.merchant_id),
    merchantName: String(r.business_common_name),
    grossAmount: Number(r.gross_amount_cents),
    fee: Number(r.fee_cents),
    netAmount: Number(r.net_amount_cents),
    transNumber: String(r.trans_number),
  }));
}

const figures = (rows: Row[]) =>
  rows.map(({ id, merchantId, merchantName, grossAmount, fee, netAmount, transNumber }) => ({
    id,
    merchantId,
    merchantName,
    grossAmount,
    fee,
    netAmount,
    transNumber,
  }));

const NEWEST = 't.trans_date desc, t.id desc';
const OCTOBER = { start_date: '2026-10-01', end_date: '2026-10-31' };
const OCTOBER_SQL =
  "t.trans_date >= '2026-10-01T00:00:00Z' and t.trans_date < '2026-11-01T00:00:00Z'";

describe('GET /api/admin/transactions', () => {
  it('needs can-view-transaction-report', async () => {
    await expectKeyGuards(kit, LIST, KEY);
    await expectKeyGuards(kit, `${LIST}?merchantid=100002`, KEY);
  });

  it("lists every merchant's rows, newest first, 25 a page, with each row's account", async () => {
    const body = await getJson<Page<Row>>(kit, LIST, OCTOBER);
    const expected = await raw(OCTOBER_SQL, NEWEST);
    expect(new Set(expected.map((r) => r.merchantId)).size).toBeGreaterThan(1);
    expect(body.meta).toMatchObject({
      perPage: 25,
      page: 1,
      totalRecords: expected.length,
      totalPages: Math.ceil(expected.length / 25),
    });
    expect(figures(body.data)).toEqual(expected.slice(0, 25));
  });

  it('counts a plain date range from every merchant’s rollups, as the rows count', async () => {
    for (const range of [OCTOBER, { start_date: '2026-09-15', end_date: '2026-11-19' }]) {
      const body = await getJson<Page<Row>>(kit, LIST, range);
      const [row] = await kit.t.database.query<{ n: string }>(
        `select count(*)::text as n from transactions t
          where t.trans_date >= $1::date and t.trans_date < $2::date + 1`,
        [range.start_date, range.end_date],
      );
      expect(body.meta.totalRecords, JSON.stringify(range)).toBe(Number(row?.n));
    }
  });

  it('pages through one snapshot: page 2 is rows 26 to 50 while new payments arrive', async () => {
    const first = await getJson<Page<Row>>(kit, LIST, {});
    const processor = createSimulatedProcessor(3, createRandom('admin-arrivals'));
    await inWriteTransaction(kit.t.database.db, async (tx) => {
      for (let i = 0; i < 3; i += 1) {
        await recordSale(tx, processor, {
          merchantId: 100003,
          method: 'card',
          amountCents: 2_000 + i,
          brand: 'Visa',
          at: new Date(),
        });
      }
    });
    const second = await getJson<Page<Row>>(kit, LIST, { page: '2', asOf: first.meta.asOf });
    const expected = await raw('t.id <= $1', NEWEST, [first.meta.asOf]);
    expect(second.meta.totalRecords).toBe(first.meta.totalRecords);
    expect(figures(second.data)).toEqual(expected.slice(25, 50));
    const latest = await getJson<Page<Row>>(kit, LIST, {});
    expect(latest.meta.totalRecords).toBe(first.meta.totalRecords + 3);
    expect(latest.data[0]?.merchantId).toBe(100003);
  });

  it('reads one merchant with merchantid, and answers 404 for an unknown one', async () => {
    const { rows, meta } = await allPages<Row>(kit, LIST, { ...OCTOBER, merchantid: '100002' });
    const expected = await raw(`${OCTOBER_SQL} and t.merchant_id = 100002`, NEWEST);
    expect(meta.totalRecords).toBe(expected.length);
    expect(figures(rows)).toEqual(expected);
    const unknown = await kit.get(withQuery(LIST, { merchantid: '999999' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_message).toBe('Merchant account not found.');
  });

  it.each([
    ['type', { type: '-CC Refund,-CK' }, "t.type_code in ('-CC Refund', '-CK')"],
    ['status', { status: 'declined' }, "t.status = 'declined'"],
    ['card_brand', { card_brand: 'Visa,ACH' }, "t.card_brand in ('Visa', 'ACH')"],
    [
      'amount range',
      { amount_min: '5000', amount_max: '9000' },
      'abs(t.gross_amount_cents) between 5000 and 9000',
    ],
    [
      'settled date',
      { date_type: 'settled', start_date: '2026-10-01', end_date: '2026-10-07' },
      "t.settled_date between '2026-10-01' and '2026-10-07'",
    ],
    ['search', { search: 'type:refund' }, "t.type_code in ('-CC Refund', '-CK')"],
  ])('filters every merchant by %s as SQL on the rows would', async (_name, query, where) => {
    const { rows, meta } = await allPages<Row>(kit, LIST, query);
    const expected = await raw(where, NEWEST);
    expect(expected.length).toBeGreaterThan(0);
    expect(meta.totalRecords).toBe(expected.length);
    expect(figures(rows)).toEqual(expected);
  });

  it.each([
    ['transDate', 't.trans_date asc, t.id asc'],
    ['-transDate', 't.trans_date desc, t.id desc'],
    ['grossAmount', 't.gross_amount_cents asc, t.id asc'],
    ['-grossAmount', 't.gross_amount_cents desc, t.id desc'],
  ])('sorts by %s', async (sort, order) => {
    const { rows } = await allPages<Row>(kit, LIST, { ...OCTOBER, sort });
    expect(figures(rows)).toEqual(await raw(OCTOBER_SQL, order));
  });

  it('finds a batch of any merchant, and answers 404 for a batch no merchant has', async () => {
    const [batch] = await kit.t.database.query<{ id: string }>(
      'select id::text from batches where merchant_id <> 100001 order by id limit 1',
    );
    const { rows } = await allPages<Row>(kit, LIST, { batch_id: String(batch?.id) });
    expect(figures(rows)).toEqual(await raw('t.batch_id = $1', NEWEST, [batch?.id]));
    expect(rows.length).toBeGreaterThan(0);
    const foreign = await kit.get(
      withQuery(LIST, { batch_id: String(batch?.id), merchantid: '100001' }),
    );
    expect(foreign.statusCode).toBe(404);
    expect((await kit.get(withQuery(LIST, { batch_id: '2000000000' }))).statusCode).toBe(404);
  });

  it('downloads the same rows, in the same order, with the same figures, as CSV', async () => {
    const query = { ...OCTOBER, type: '+CC,-CC Refund', sort: '-grossAmount' };
    const { rows } = await allPages<Row>(kit, LIST, query);
    const { records } = await csvOf(kit, LIST, {
      ...query,
      columns: 'id,merchantId,merchantName,transNumber,grossAmount,fee,netAmount',
    });
    expect(records[0]).toEqual([
      'ID',
      'Merchant ID',
      'Account',
      'Transaction #',
      'Amount',
      'Fee',
      'Net',
    ]);
    expect(records.slice(1)).toEqual(
      rows.map((r) => [
        String(r.id),
        String(r.merchantId),
        r.merchantName,
        r.transNumber,
        dollars(r.grossAmount),
        dollars(r.fee),
        dollars(r.netAmount),
      ]),
    );
    const res = await kit.get(withQuery(LIST, { ...OCTOBER, download: 'csv' }));
    expect(res.headers['content-disposition']).toContain(
      'transactions-all-merchants-2026-10-01-to-2026-10-31.csv',
    );
  });

  it('refuses bad filters with 400', async () => {
    const bad: Record<string, string>[] = [
      { merchantid: 'abc' },
      { merchantid: '0' },
      { sort: 'accountholderName' },
      { search: 'amount:abc' },
      { download: 'csv', columns: 'id,password' },
    ];
    for (const query of bad) {
      expect((await kit.get(withQuery(LIST, query))).statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('GET /api/admin/transactions/{merchantId}/{transactionId}', () => {
  it('answers what the merchant detail answers, behind the same key', async () => {
    const [sale] = await kit.t.database.query<{ id: string }>(
      `select id::text from transactions where merchant_id = 100002 and kind = 'sale'
          and status = 'approved' and batch_id is not null order by id limit 1`,
    );
    const url = `/api/admin/transactions/100002/${sale?.id}`;
    await expectKeyGuards(kit, url, KEY);
    const admin = await kit.t.app.inject({ url, headers: kit.admin.headers });
    expect(admin.statusCode, admin.body).toBe(200);
    const owner = await kit.t.app.inject({
      url: `/api/merchants/100002/transactions/${sale?.id}`,
      headers: kit.owner.headers,
    });
    if (owner.statusCode === 200) expect(admin.json()).toEqual(owner.json());
    const detail = admin.json();
    expect(detail.transaction).toMatchObject({ id: Number(sale?.id), merchantId: 100002 });
    expect(detail.responseCodeMeaning).toBe('Approved');
    expect(detail.deposit?.id).toEqual(expect.any(Number));
  });

  it('answers 404 for an unknown id, another merchant’s id or an unknown merchant', async () => {
    const [other] = await kit.t.database.query<{ id: string }>(
      'select id::text from transactions where merchant_id = 100003 order by id limit 1',
    );
    for (const url of [
      '/api/admin/transactions/100002/2000000000',
      `/api/admin/transactions/100002/${other?.id}`,
      `/api/admin/transactions/999999/${other?.id}`,
    ]) {
      const res = await kit.t.app.inject({ url, headers: kit.admin.headers });
      expect(res.statusCode, url).toBe(404);
    }
    const foreign = await kit.t.app.inject({
      url: `/api/admin/transactions/100002/${other?.id}`,
      headers: kit.admin.headers,
    });
    expect(foreign.json().error_message).toBe('Unable to find transaction with IDs specified');
  });
});
