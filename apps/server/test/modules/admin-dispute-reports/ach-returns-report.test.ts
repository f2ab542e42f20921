import { beforeAll, describe, expect, it } from 'vitest';
import {
  allRows,
  csvOf,
  dollars,
  expectKeyGuards,
  expectSortedBothWays,
  getJson,
  isOrdered,
  type ReportApp,
  statusOf,
} from '../../support/report-kit';
import { FROM, RANGE, reportsApp, TO } from './fixtures';

let r: ReportApp;

interface Row {
  id: number;
  merchantId: number;
  merchantName: string;
  returnDate: string;
  transactionId: number;
  transNumber: string;
  amount: number;
  transAmount: number;
  returnCode: string;
  returnCodeDesc: string;
  fee: number;
  currency: string;
}

interface Raw {
  id: string;
  merchant_id: number;
  amount: string;
  fee: string;
  code: string;
  description: string;
  trans_number: string;
  name: string;
}

async function rawReturns(where = 'true'): Promise<Raw[]> {
  return r.t.database.query<Raw>(
    `select a.id::text, a.merchant_id, a.return_amount_cents::text as amount, a.fee_cents::text as fee,
            a.return_code as code, c.description, t.trans_number, m.business_common_name as name
       from ach_returns a join ach_return_codes c on c.code = a.return_code
       join transactions t on t.id = a.transaction_id join merchants m on m.id = a.merchant_id
      where a.return_date >= $1 and a.return_date < $2 and ${where}`,
    [FROM, TO],
  );
}

const ids = (rows: readonly { id: number | string }[]) => rows.map((row) => Number(row.id)).sort();

beforeAll(async () => {
  r = await reportsApp('admin-ach-returns');
  // One return without the fee (the processor did not charge it), so the fee filter has both.
  await r.t.database.query(
    'update ach_returns set fee_cents = 0 where id = (select min(id) from ach_returns where return_date >= $1)',
    [FROM],
  );
}, 240_000);

describe('GET /api/admin/ach-returns', () => {
  it("lists every merchant's returns with their code, meaning and fee, newest first", async () => {
    const raw = await rawReturns();
    expect(raw.length).toBeGreaterThan(10);
    const page = await getJson<{ meta: { totalRecords: number }; data: Row[] }>(
      r,
      '/api/admin/ach-returns',
      RANGE,
    );
    expect(page.meta.totalRecords).toBe(raw.length);
    expect(page.data).toHaveLength(10);
    const rows = await allRows<Row>(r, '/api/admin/ach-returns', RANGE);
    expect(
      isOrdered(
        rows.map((row) => row.returnDate),
        true,
      ),
    ).toBe(true);
    expect(ids(rows)).toEqual(ids(raw));
    const byId = new Map(raw.map((row) => [Number(row.id), row]));
    for (const row of rows) {
      const source = byId.get(row.id);
      expect(row.amount).toBe(Number(source?.amount));
      expect(row.fee).toBe(Number(source?.fee));
      expect(row.returnCode).toBe(source?.code);
      expect(row.returnCodeDesc).toBe(source?.description);
      expect(row.transNumber).toBe(source?.trans_number);
      expect(row.merchantName).toBe(source?.name);
    }
    // The rejected-return fee is 10.00 where charged (part 2 §9).
    expect(new Set(rows.map((row) => row.fee))).toEqual(new Set([0, 1_000]));
  });

  it('filters by return code, fee and merchant; searches a transaction number', async () => {
    const raw = await rawReturns();
    const code = raw[0]?.code ?? 'R01';
    const byCode = await allRows<Row>(r, '/api/admin/ach-returns', {
      ...RANGE,
      return_code: code.toLowerCase(),
    });
    expect(ids(byCode)).toEqual(ids(raw.filter((row) => row.code === code)));
    const unpaid = await allRows<Row>(r, '/api/admin/ach-returns', {
      ...RANGE,
      fee_charged: 'false',
    });
    expect(ids(unpaid)).toEqual(ids(raw.filter((row) => row.fee === '0')));
    const merchantId = raw[0]?.merchant_id ?? 0;
    const one = await allRows<Row>(r, '/api/admin/ach-returns', {
      ...RANGE,
      merchantid: merchantId,
    });
    expect(ids(one)).toEqual(ids(raw.filter((row) => row.merchant_id === merchantId)));
    const found = await getJson<{ data: Row[] }>(r, '/api/admin/ach-returns', {
      ...RANGE,
      search: raw[0]?.trans_number,
    });
    expect(found.data.map((row) => row.id)).toEqual([Number(raw[0]?.id)]);
    const bad = await r.t.app.inject({
      url: '/api/admin/ach-returns?return_code=X1',
      headers: r.admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(await statusOf(r, '/api/admin/ach-returns?merchantid=999999', r.admin.headers)).toBe(
      404,
    );
  });

  it('sorts by return date and amount both ways and pages through one snapshot', async () => {
    await expectSortedBothWays<Row>(r, '/api/admin/ach-returns', RANGE, {
      returnDate: (row) => row.returnDate,
      amount: (row) => row.amount,
    });
    const first = await getJson<{ meta: { asOf: string }; data: Row[] }>(
      r,
      '/api/admin/ach-returns',
      RANGE,
    );
    const second = await getJson<{ data: Row[] }>(r, '/api/admin/ach-returns', {
      ...RANGE,
      page: 2,
      asOf: first.meta.asOf,
    });
    const all = await allRows<Row>(r, '/api/admin/ach-returns', RANGE);
    expect([...first.data, ...second.data].map((row) => row.id)).toEqual(
      all.slice(0, 20).map((row) => row.id),
    );
  });

  it('downloads the same rows as CSV, in the same order', async () => {
    const rows = await allRows<Row>(r, '/api/admin/ach-returns', { ...RANGE, sort: 'amount' });
    const csv = await csvOf(r, '/api/admin/ach-returns', {
      ...RANGE,
      sort: 'amount',
      columns: 'id,merchantId,transNumber,amount,returnCode,fee,currency',
    });
    expect(csv.header).toEqual([
      'Return ID',
      'Merchant ID',
      'Transaction #',
      'Returned amount',
      'Return code',
      'Return fee',
      'Currency',
    ]);
    expect(csv.rows).toEqual(
      rows.map((row) => [
        String(row.id),
        String(row.merchantId),
        row.transNumber,
        dollars(row.amount),
        row.returnCode,
        dollars(row.fee),
        row.currency,
      ]),
    );
  });

  it('needs can-view-chargeback-report', async () => {
    const key = 'can-view-chargeback-report';
    await expectKeyGuards(r, '/api/admin/ach-returns', key);
  });
});
