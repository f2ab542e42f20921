import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../src/demo/generator/generate';
import { createFieldCipher } from '../../../src/platform/encryption';
import { NOT_THE_CLERKS, type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let owner: SignedIn;
let clerk: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  await generate(t.database, {
    profile: { name: 'demo', merchants: 4, days: 90, meanDailySales: 8 },
    seed: 'payouts',
    end: new Date('2026-11-20T00:00:00Z'),
    cipher: createFieldCipher(randomBytes(32)),
  });
  owner = await signInAs(t.app, 'owner@paydesk.test');
  clerk = await signInAs(t.app, 'clerk@paydesk.test');
}, 120_000);

const get = (url: string, who: SignedIn = owner) => t.app.inject({ url, headers: who.headers });

async function rawDeposits(merchantId: number, where = 'true', params: unknown[] = []) {
  return t.database.query<{ id: string; amount: string }>(
    `select d.id::text as id, d.amount_cents::text as amount from deposits d
      where d.merchant_id = $1 and ${where} order by d.deposit_date desc, d.id desc`,
    [merchantId, ...params],
  );
}

describe('payouts list', () => {
  it('lists deposit batches, newest first, 10 a page, with the batch fields of part 1 §3', async () => {
    const res = await get('/api/merchants/100001/deposits');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const raw = await rawDeposits(100001);
    expect(body.meta).toMatchObject({ perPage: 10, page: 1, totalRecords: raw.length });
    expect(body.data.map((d: { id: number }) => d.id)).toEqual(
      raw.slice(0, 10).map((d) => Number(d.id)),
    );
    const first = body.data[0];
    expect(first).toMatchObject({
      id: expect.any(Number),
      batchId: expect.any(Number),
      numberOfTransactions: expect.any(Number),
      totalBatchDepositAmount: expect.any(Number),
      depositDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
    expect(first.totalGross - first.totalFees).toBe(first.totalBatchDepositAmount);
  });

  it('filters by deposit dates, status and batch, and refuses another account', async () => {
    const range = await get(
      '/api/merchants/100001/deposits?start_date=2026-10-01&end_date=2026-10-31&perPage=100',
    );
    expect(range.json().data.map((d: { id: number }) => d.id)).toEqual(
      (await rawDeposits(100001, "d.deposit_date between '2026-10-01' and '2026-10-31'")).map((d) =>
        Number(d.id),
      ),
    );
    const paid = await get('/api/merchants/100001/deposits?status=pending&perPage=100');
    expect(paid.json().data.map((d: { id: number }) => d.id)).toEqual(
      (await rawDeposits(100001, "d.status = 'pending'")).map((d) => Number(d.id)),
    );
    const [batch] = await t.database.query<{ id: string; deposit: string }>(
      'select b.id::text as id, d.id::text as deposit from batches b join deposits d on d.batch_id = b.id where b.merchant_id = 100001 limit 1',
    );
    const one = await get(`/api/merchants/100001/deposits?batch_id=${batch?.id}`);
    expect(one.json().data.map((d: { id: number }) => d.id)).toEqual([Number(batch?.deposit)]);
    const [foreign] = await t.database.query<{ id: string }>(
      'select id::text as id from batches where merchant_id = 100004 limit 1',
    );
    expect((await get(`/api/merchants/100001/deposits?batch_id=${foreign?.id}`)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/merchants/${NOT_THE_CLERKS}/deposits`, clerk)).statusCode).toBe(403);
  });

  it('downloads the filtered payouts as CSV with chosen columns', async () => {
    const res = await get(
      '/api/merchants/100001/deposits?download=csv&columns=id,depositDate,totalBatchDepositAmount',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Payout ID,Deposit date,Deposit');
    const raw = await rawDeposits(100001);
    expect(lines.length - 1).toBe(raw.length);
    const [id, , amount] = (lines[1] ?? '').split(',');
    expect(Number(id)).toBe(Number(raw[0]?.id));
    expect(Math.round(Number(amount) * 100)).toBe(Number(raw[0]?.amount));
  });
});

describe('one payout', () => {
  it('adds up: its transactions and the explain lines come to the deposit', async () => {
    const [row] = await t.database.query<{
      id: string;
      batch_id: string;
      amount: string;
      merchant_id: string;
    }>(
      `select d.id::text as id, d.batch_id::text as batch_id, d.amount_cents::text as amount, d.merchant_id::text as merchant_id
         from deposits d
        where d.merchant_id in (100001, 100002, 100003)
          and exists (select 1 from transactions t where t.batch_id = d.batch_id and t.kind = 'refund')
        order by d.id limit 1`,
    );
    if (!row) throw new Error('no deposit with a refund');
    const merchant = row.merchant_id;
    const res = await get(`/api/merchants/${merchant}/deposits/${row.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.deposit.totalBatchDepositAmount).toBe(Number(row.amount));
    expect(body.totals.netAmount).toBe(Number(row.amount));
    expect(body.totals.grossAmount - body.totals.fee).toBe(body.totals.netAmount);
    const explained = body.explain.reduce(
      (sum: number, line: { amount: number }) => sum + line.amount,
      0,
    );
    expect(explained).toBe(Number(row.amount));
    expect(body.explain.map((l: { kind: string }) => l.kind)).toEqual([
      'sales',
      'refunds',
      'returns',
      'fees',
      'chargebacks',
      'holds',
    ]);
    const refunds = body.explain.find((l: { kind: string }) => l.kind === 'refunds');
    expect(refunds.amount).toBeLessThan(0);

    const list = await get(
      `/api/merchants/${merchant}/deposits/${row.id}/transactions?perPage=100`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as { netAmount: number; batchId: number }[];
    expect(list.json().meta.totalRecords).toBe(body.totals.count);
    expect(rows.every((r) => r.batchId === Number(row.batch_id))).toBe(true);
    if (body.totals.count <= 100) {
      expect(rows.reduce((sum, r) => sum + r.netAmount, 0)).toBe(Number(row.amount));
    }
    const refundRows = await get(
      `/api/merchants/${merchant}/deposits/${row.id}/transactions?type=-CC%20Refund,-CK`,
    );
    expect(refundRows.json().meta.totalRecords).toBe(refunds.count);
  });

  it("answers 404 for another account's payout, as a list of its transactions too", async () => {
    const [foreign] = await t.database.query<{ id: string }>(
      'select id::text as id from deposits where merchant_id = 100004 limit 1',
    );
    for (const url of [
      `/api/merchants/100001/deposits/${foreign?.id}`,
      `/api/merchants/100001/deposits/${foreign?.id}/transactions`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error_message).toBe('Unable to find a payout with the ID specified');
    }
  });
});
