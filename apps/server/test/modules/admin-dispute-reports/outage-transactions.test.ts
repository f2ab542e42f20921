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
const PATH = '/api/admin/outage-transactions';

interface Period {
  period: string;
  merchantId: number;
  processorId: number;
  currency: string;
  count: number;
  amount: number;
  responseCodes: { code: string; count: number }[];
}

interface Detail {
  transactionId: number;
  transDate: string;
  merchantId: number;
  amount: number;
  responseCode: string;
  processorId: number;
  transNumber: string;
}

interface Raw {
  id: string;
  merchant_id: number;
  processor_id: number;
  currency: string;
  trans_date: Date;
  gross: string;
  code: string;
  trans_number: string;
}

/** The card sales declined with a processor-side code, read without the report's SQL. */
async function rawOutages(): Promise<Raw[]> {
  return r.t.database.query<Raw>(
    `select id::text, merchant_id, processor_id, currency, trans_date, gross_amount_cents::text as gross,
            response_code as code, trans_number
       from transactions
      where method = 'card' and kind = 'sale' and status = 'declined'
        and response_code in ('19', '68', '91', '92', '96')
        and trans_date >= $1 and trans_date < $2`,
    [FROM, TO],
  );
}

/** The raw rows summed per merchant, processor, currency and UTC hour (or day). */
function sums(raw: readonly Raw[], unit: 'hour' | 'day') {
  const groups = new Map<string, { count: number; amount: number; codes: Map<string, number> }>();
  for (const row of raw) {
    const at = new Date(row.trans_date).toISOString();
    const period =
      unit === 'hour' ? `${at.slice(0, 13)}:00:00.000Z` : `${at.slice(0, 10)}T00:00:00.000Z`;
    const key = [period, row.merchant_id, row.processor_id, row.currency].join('|');
    const group = groups.get(key) ?? { count: 0, amount: 0, codes: new Map() };
    group.count += 1;
    group.amount += Number(row.gross);
    group.codes.set(row.code, (group.codes.get(row.code) ?? 0) + 1);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .map(([key, group]) => ({
      key,
      count: group.count,
      amount: group.amount,
      codes: [...group.codes.entries()].sort().map(([code, count]) => ({ code, count })),
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

const keyOf = (row: Period) =>
  [row.period, row.merchantId, row.processorId, row.currency].join('|');

beforeAll(async () => {
  r = await reportsApp('admin-outages');
  // A second failure in the hour of a first, and a cardholder decline (05) beside it that
  // must not count.
  const [first] = await rawOutages();
  const declines = await r.t.database.query<{ id: string }>(
    `select id::text from transactions where merchant_id = $1 and status = 'declined'
        and method = 'card' and response_code = '05' order by id limit 2`,
    [first?.merchant_id],
  );
  const at = new Date(new Date(first?.trans_date ?? FROM).getTime() + 1_000);
  await r.t.database.query(
    `update transactions set response_code = '91', response_code_desc = 'Issuer or switch inoperative',
            trans_date = $2 where id = $1`,
    [declines[0]?.id, at],
  );
  await r.t.database.query('update transactions set trans_date = $2 where id = $1', [
    declines[1]?.id,
    at,
  ]);
}, 240_000);

describe('GET /api/admin/outage-transactions', () => {
  it('sums the processor-side declines per merchant and hour (or day), as the rows add up', async () => {
    const raw = await rawOutages();
    expect(raw.length).toBeGreaterThan(10);
    expect(new Set(raw.map((row) => row.code))).toEqual(new Set(['91', '96']));
    for (const unit of ['hour', 'day'] as const) {
      const rows = await allRows<Period>(r, PATH, { ...RANGE, interval: unit });
      const expected = sums(raw, unit);
      expect(rows.map(keyOf).sort(), unit).toEqual(expected.map((group) => group.key));
      const byKey = new Map(rows.map((row) => [keyOf(row), row]));
      for (const group of expected) {
        const row = byKey.get(group.key);
        expect(row?.count).toBe(group.count);
        expect(row?.amount).toBe(group.amount);
        expect(row?.responseCodes).toEqual(group.codes);
      }
    }
    const hours = await allRows<Period>(r, PATH, RANGE);
    expect(hours.some((row) => row.count >= 2)).toBe(true);
    const page = await getJson<{ detailed: boolean; meta: { perPage: number } }>(r, PATH, RANGE);
    expect(page.detailed).toBe(false);
    expect(page.meta.perPage).toBe(10);
  });

  it('lists the transactions themselves with detailed=true', async () => {
    const raw = await rawOutages();
    const rows = await allRows<Detail>(r, PATH, { ...RANGE, detailed: 'true' });
    expect(rows.map((row) => row.transactionId).sort()).toEqual(
      raw.map((row) => Number(row.id)).sort(),
    );
    expect(
      isOrdered(
        rows.map((row) => row.transDate),
        true,
      ),
    ).toBe(true);
    const byId = new Map(raw.map((row) => [Number(row.id), row]));
    for (const row of rows) {
      expect(row.amount).toBe(Number(byId.get(row.transactionId)?.gross));
      expect(row.responseCode).toBe(byId.get(row.transactionId)?.code);
    }
    const one = raw[0] as Raw;
    const found = await getJson<{ data: Detail[] }>(r, PATH, {
      ...RANGE,
      detailed: 'true',
      search: one.trans_number,
    });
    expect(found.data.map((row) => row.transactionId)).toEqual([Number(one.id)]);
  });

  it('filters by code, processor and merchant; 404 for an unknown merchant', async () => {
    const raw = await rawOutages();
    const cases: [Record<string, string | number>, (row: Raw) => boolean][] = [
      [{ code: '96' }, (row) => row.code === '96'],
      [{ processor: 2 }, (row) => row.processor_id === 2],
      [{ processor: 3 }, (row) => row.processor_id === 3],
      [{ merchantid: raw[0]?.merchant_id ?? 0 }, (row) => row.merchant_id === raw[0]?.merchant_id],
    ];
    for (const [filter, keep] of cases) {
      const rows = await allRows<Detail>(r, PATH, { ...RANGE, ...filter, detailed: 'true' });
      expect(rows.map((row) => row.transactionId).sort(), JSON.stringify(filter)).toEqual(
        raw
          .filter(keep)
          .map((row) => Number(row.id))
          .sort(),
      );
    }
    expect(await statusOf(r, `${PATH}?merchantid=999999`, r.admin.headers)).toBe(404);
    expect(await statusOf(r, `${PATH}?code=05`, r.admin.headers)).toBe(400);
  });

  it("sorts both ways, with the spec's sort, dir and per_page too", async () => {
    await expectSortedBothWays<Period>(r, PATH, RANGE, {
      date: (row) => row.period,
      count: (row) => row.count,
      amount: (row) => row.amount,
    });
    await expectSortedBothWays<Detail>(
      r,
      PATH,
      { ...RANGE, detailed: 'true' },
      {
        date: (row) => row.transDate,
        amount: (row) => row.amount,
      },
    );
    const spec = await getJson<{ meta: { perPage: number }; data: Period[] }>(r, PATH, {
      ...RANGE,
      sort: 'count',
      dir: 'desc',
      per_page: 5,
      perPage: 50,
    });
    expect(spec.meta.perPage).toBe(5);
    expect(spec.data).toHaveLength(5);
    expect(
      isOrdered(
        spec.data.map((row) => row.count),
        true,
      ),
    ).toBe(true);
    // Pages are consecutive slices of the same order.
    const all = await allRows<Period>(r, PATH, { ...RANGE, sort: '-amount' });
    const second = await getJson<{ data: Period[] }>(r, PATH, {
      ...RANGE,
      sort: '-amount',
      page: 2,
    });
    expect(second.data.map(keyOf)).toEqual(all.slice(10, 20).map(keyOf));
  });

  it('downloads the same rows as CSV in either view', async () => {
    const periods = await allRows<Period>(r, PATH, { ...RANGE, sort: '-count' });
    const summary = await csvOf(r, PATH, {
      ...RANGE,
      sort: '-count',
      columns: 'merchantId,processorId,count,amount,currency',
    });
    expect(summary.header).toEqual([
      'Merchant ID',
      'Processor',
      'Transactions',
      'Volume affected',
      'Currency',
    ]);
    expect(summary.rows).toEqual(
      periods.map((row) => [
        String(row.merchantId),
        String(row.processorId),
        String(row.count),
        dollars(row.amount),
        row.currency,
      ]),
    );
    const details = await allRows<Detail>(r, PATH, { ...RANGE, detailed: 'true' });
    const detailed = await csvOf(r, PATH, {
      ...RANGE,
      detailed: 'true',
      columns: 'transactionId,merchantId,amount,responseCode',
    });
    expect(detailed.rows).toEqual(
      details.map((row) => [
        String(row.transactionId),
        String(row.merchantId),
        dollars(row.amount),
        row.responseCode,
      ]),
    );
    expect(detailed.disposition).toContain('outage-transactions-all-merchants');
  });

  it('needs can-view-outage-report', async () => {
    const key = 'can-view-outage-report';
    await expectKeyGuards(r, PATH, key);
  });
});
