import { beforeAll, describe, expect, it } from 'vitest';
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

const LIST = '/api/admin/deposits';
const KEY = 'can-view-deposit-report';
let kit: ReportApp;

beforeAll(async () => {
  kit = await moneyReportApp('admin-payouts');
}, 120_000);

type Row = {
  id: number;
  merchantId: number;
  merchantName: string;
  batchId: number;
  numberOfTransactions: number;
  totalGross: number;
  totalFees: number;
  totalBatchDepositAmount: number;
  depositDate: string;
  status: string;
  currency: string;
};

/** Every merchant's deposits SQL finds, with what the report shows of each, in `order`. */
async function raw(where: string, order: string, params: unknown[] = []) {
  const rows = await kit.t.database.query<Record<string, string>>(
    `select d.id::text, d.merchant_id::text, m.business_common_name, d.batch_id::text,
            b.number_of_transactions::text, b.total_gross_cents::text, b.total_fee_cents::text,
            d.amount_cents::text, d.deposit_date::text, d.status, m.currency
       from deposits d join batches b on b.id = d.batch_id join merchants m on m.id = d.merchant_id
      where ${where} order by ${order}`,
    params,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    merchantId: Number(r.merchant_id),
    merchantName: String(r.business_common_name),
    batchId: Number(r.batch_id),
    numberOfTransactions: Number(r.number_of_transactions),
    totalGross: Number(r.total_gross_cents),
    totalFees: Number(r.total_fee_cents),
    totalBatchDepositAmount: Number(r.amount_cents),
    depositDate: String(r.deposit_date),
    status: String(r.status),
    currency: String(r.currency),
  }));
}

const figures = (rows: Row[]) =>
  rows.map((r) => ({
    id: r.id,
    merchantId: r.merchantId,
    merchantName: r.merchantName,
    batchId: r.batchId,
    numberOfTransactions: r.numberOfTransactions,
    totalGross: r.totalGross,
    totalFees: r.totalFees,
    totalBatchDepositAmount: r.totalBatchDepositAmount,
    depositDate: r.depositDate,
    status: r.status,
    currency: r.currency,
  }));

const NEWEST = 'd.deposit_date desc, d.id desc';
const RANGE = { start_date: '2026-09-20', end_date: '2026-11-20' };
const RANGE_SQL = "d.deposit_date between '2026-09-20' and '2026-11-20'";

describe('GET /api/admin/deposits', () => {
  it('needs can-view-deposit-report', async () => {
    await expectKeyGuards(kit, LIST, KEY);
  });

  it("lists every merchant's payouts, newest first, 10 a page, each with its account", async () => {
    const body = await getJson<Page<Row>>(kit, LIST, RANGE);
    const expected = await raw(RANGE_SQL, NEWEST);
    expect(new Set(expected.map((r) => r.merchantId)).size).toBeGreaterThan(1);
    expect(body.meta).toMatchObject({ perPage: 10, totalRecords: expected.length });
    expect(figures(body.data)).toEqual(expected.slice(0, 10));
    // A payout is its batch's net.
    for (const row of body.data) {
      expect(row.totalGross - row.totalFees).toBe(row.totalBatchDepositAmount);
    }
  });

  it('pages through one snapshot: page 2 holds rows 11 to 20', async () => {
    const first = await getJson<Page<Row>>(kit, LIST, RANGE);
    const second = await getJson<Page<Row>>(kit, LIST, {
      ...RANGE,
      page: '2',
      asOf: first.meta.asOf,
    });
    expect(figures(second.data)).toEqual((await raw(RANGE_SQL, NEWEST)).slice(10, 20));
  });

  it.each([
    ['status', { status: 'pending' }, "d.status = 'pending'"],
    [
      'deposit dates',
      { start_date: '2026-10-01', end_date: '2026-10-15' },
      "d.deposit_date between '2026-10-01' and '2026-10-15'",
    ],
    ['merchantid', { merchantid: '100003' }, 'd.merchant_id = 100003'],
  ])('filters by %s as SQL would', async (_name, query, where) => {
    const { rows, meta } = await allPages<Row>(kit, LIST, query);
    const expected = await raw(where, NEWEST);
    expect(expected.length).toBeGreaterThan(0);
    expect(meta.totalRecords).toBe(expected.length);
    expect(figures(rows)).toEqual(expected);
  });

  it('filters by a batch of any merchant; 404 for one not of the merchant asked for', async () => {
    const [batch] = await kit.t.database.query<{ id: string }>(
      'select batch_id::text as id from deposits where merchant_id <> 100001 order by id limit 1',
    );
    const { rows } = await allPages<Row>(kit, LIST, { batch_id: String(batch?.id) });
    expect(figures(rows)).toEqual(await raw('d.batch_id = $1', NEWEST, [batch?.id]));
    expect(
      (await kit.get(withQuery(LIST, { batch_id: String(batch?.id), merchantid: '100001' })))
        .statusCode,
    ).toBe(404);
    const unknown = await kit.get(withQuery(LIST, { merchantid: '999999' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_message).toBe('Merchant account not found.');
  });

  it.each([
    ['depositDate', 'd.deposit_date asc, d.id asc'],
    ['-depositDate', 'd.deposit_date desc, d.id desc'],
    ['totalBatchDepositAmount', 'd.amount_cents asc, d.id asc'],
    ['-totalBatchDepositAmount', 'd.amount_cents desc, d.id desc'],
  ])('sorts by %s', async (sort, order) => {
    const { rows } = await allPages<Row>(kit, LIST, { ...RANGE, sort });
    expect(figures(rows)).toEqual(await raw(RANGE_SQL, order));
  });

  it('downloads the same payouts, in the same order, with the same figures, as CSV', async () => {
    const query = { ...RANGE, sort: '-totalBatchDepositAmount' };
    const { rows } = await allPages<Row>(kit, LIST, query);
    const { records } = await csvOf(kit, LIST, {
      ...query,
      columns:
        'id,merchantId,merchantName,depositDate,numberOfTransactions,totalGross,totalFees,totalBatchDepositAmount',
    });
    expect(records[0]).toEqual([
      'Payout ID',
      'Merchant ID',
      'Account',
      'Deposit date',
      'Transactions',
      'Gross',
      'Fees',
      'Deposit',
    ]);
    expect(records.slice(1)).toEqual(
      rows.map((r) => [
        String(r.id),
        String(r.merchantId),
        r.merchantName,
        r.depositDate,
        String(r.numberOfTransactions),
        dollars(r.totalGross),
        dollars(r.totalFees),
        dollars(r.totalBatchDepositAmount),
      ]),
    );
  });
});

describe('GET /api/admin/deposits/{merchantId}/{depositId}', () => {
  it('explains a payout and lists its batch, behind the same key', async () => {
    const [deposit] = await kit.t.database.query<{ id: string; batch_id: string }>(
      `select id::text, batch_id::text from deposits where merchant_id = 100002
        order by deposit_date desc limit 1`,
    );
    const url = `/api/admin/deposits/100002/${deposit?.id}`;
    await expectKeyGuards(kit, url, KEY);
    await expectKeyGuards(kit, `${url}/transactions`, KEY);
    const detail = (await kit.t.app.inject({ url, headers: kit.admin.headers })).json();
    const [sums] = await kit.t.database.query<Record<string, string>>(
      `select count(*)::text as n, sum(gross_amount_cents)::text as gross, sum(fee_cents)::text as fee,
              sum(net_amount_cents)::text as net from transactions where batch_id = $1`,
      [deposit?.batch_id],
    );
    expect(detail.deposit).toMatchObject({ id: Number(deposit?.id), merchantId: 100002 });
    expect(detail.totals).toEqual({
      count: Number(sums?.n),
      grossAmount: Number(sums?.gross),
      fee: Number(sums?.fee),
      netAmount: Number(sums?.net),
    });
    expect(detail.explain.map((line: { kind: string }) => line.kind)).toContain('fees');
    const { rows, meta } = await allPages<{ id: number; batchId: number }>(
      kit,
      `${url}/transactions`,
    );
    expect(meta.totalRecords).toBe(Number(sums?.n));
    expect(rows.every((row) => row.batchId === Number(deposit?.batch_id))).toBe(true);
    const { rows: csv } = await csvOf(kit, `${url}/transactions`, { columns: 'id' });
    expect(csv.map(([id]) => Number(id))).toEqual(rows.map((row) => row.id));
  });

  it('answers 404 for an unknown payout, another merchant’s, or an unknown merchant', async () => {
    const [other] = await kit.t.database.query<{ id: string }>(
      'select id::text from deposits where merchant_id = 100003 order by id limit 1',
    );
    for (const path of [
      '/api/admin/deposits/100002/2000000000',
      `/api/admin/deposits/100002/${other?.id}`,
      `/api/admin/deposits/100002/${other?.id}/transactions`,
      `/api/admin/deposits/999999/${other?.id}`,
    ]) {
      const res = await kit.t.app.inject({ url: path, headers: kit.admin.headers });
      expect(res.statusCode, path).toBe(404);
    }
  });
});
