import { INTERCHANGE_RATES, interchangeOfSale } from '@paydesk/domain/admin-dispute-report-fields';
import type { InterchangeQuery } from '@paydesk/domain/admin-dispute-reports';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordSale, voidSale } from '../../../src/ledger/ledger-operations';
import {
  interchangeRows,
  interchangeSpans,
  rawInterchangeRows,
} from '../../../src/modules/admin-dispute-reports/interchange';
import { createRandom } from '../../../src/processors/prng';
import { createSimulatedProcessor } from '../../../src/processors/simulated-processor';
import {
  allRows,
  csvRows,
  dollars,
  expectSortedBothWays,
  FROM,
  getJson,
  RANGE,
  type Reports,
  reportsApp,
  statusOf,
  TO,
} from './fixtures';

let r: Reports;

interface Row {
  period: string;
  cardBrand: string;
  currency: string;
  count: number;
  volume: number;
  fees: number;
  interchange: number;
  margin: number;
  ratePercentBps: number;
  rateFixedCents: number;
}
interface Answer {
  processorId: number;
  meta: { totalRecords: number; totalPages: number; perPage: number };
  data: Row[];
  totals: {
    currency: string;
    count: number;
    volume: number;
    fees: number;
    interchange: number;
    margin: number;
  }[];
}

const PATHS = { 2: '/admin/interchange/report', 3: '/admin/interchange/stripe-report' } as const;

/** The processor's approved sales of the range, summed here per sale (not the report's SQL). */
async function expected(processorId: 2 | 3, unit: 'month' | 'day', merchantId?: number) {
  const sales = await r.t.database.query<{
    trans_date: Date;
    card_brand: string;
    currency: string;
    gross: string;
    fee: string;
  }>(
    `select trans_date, card_brand, currency, gross_amount_cents::text as gross, fee_cents::text as fee
       from transactions
      where kind = 'sale' and status = 'approved' and processor_id = $1
        and trans_date >= $2 and trans_date < $3 and ($4::int4 is null or merchant_id = $4)`,
    [processorId, FROM, TO, merchantId ?? null],
  );
  const groups = new Map<string, Row>();
  for (const sale of sales) {
    const period = new Date(sale.trans_date).toISOString().slice(0, unit === 'month' ? 7 : 10);
    const key = `${period}|${sale.card_brand}|${sale.currency}`;
    const rate = INTERCHANGE_RATES[sale.card_brand] ?? { percentBps: 0, fixedCents: 0 };
    const row = groups.get(key) ?? {
      period,
      cardBrand: sale.card_brand,
      currency: sale.currency,
      count: 0,
      volume: 0,
      fees: 0,
      interchange: 0,
      margin: 0,
      ratePercentBps: rate.percentBps,
      rateFixedCents: rate.fixedCents,
    };
    row.count += 1;
    row.volume += Number(sale.gross);
    row.fees += Number(sale.fee);
    row.interchange += interchangeOfSale(Number(sale.gross), rate);
    row.margin = row.fees - row.interchange;
    groups.set(key, row);
  }
  return [...groups.values()];
}

const keyOf = (row: Row) => `${row.period}|${row.cardBrand}|${row.currency}`;
const byKey = (rows: readonly Row[]) => [...rows].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));

const everyRow = (path: string, params: Record<string, string | number>) =>
  allRows<Row>(r, path, params);

beforeAll(async () => {
  // Ten merchants: the generated ones land on either processor.
  r = await reportsApp('admin-interchange', 10);
}, 240_000);

describe('GET /api/admin/interchange/report and /stripe-report', () => {
  it("sums each processor's sales per brand and month, with the interchange of each sale", async () => {
    for (const processorId of [2, 3] as const) {
      const want = await expected(processorId, 'month');
      expect(want.length, `processor ${processorId}`).toBeGreaterThan(5);
      const answer = await getJson<Answer>(r, PATHS[processorId], { ...RANGE, perPage: 100 });
      expect(answer.processorId).toBe(processorId);
      expect(answer.meta.totalRecords).toBe(want.length);
      expect(byKey(answer.data)).toEqual(byKey(want));
      // Totals: the whole range per currency.
      for (const total of answer.totals) {
        const rows = want.filter((row) => row.currency === total.currency);
        expect(total.count).toBe(rows.reduce((sum, row) => sum + row.count, 0));
        expect(total.interchange).toBe(rows.reduce((sum, row) => sum + row.interchange, 0));
        expect(total.margin).toBe(total.fees - total.interchange);
      }
    }
    // ACH sales pay no interchange; card sales their brand's rate.
    const rows = await everyRow(PATHS[3], RANGE);
    for (const row of rows) {
      if (row.cardBrand === 'ACH') expect(row.interchange).toBe(0);
      else expect(row.interchange).toBeGreaterThan(row.volume * 0.015);
    }
  });

  it('sums per day, and for one merchant', async () => {
    const days = await expected(3, 'day');
    const rows = await everyRow(PATHS[3], {
      start_date: '2026-11-01',
      end_date: '2026-11-20',
      interval: 'day',
    });
    const november = days.filter((row) => row.period >= '2026-11-01');
    expect(november.length).toBeGreaterThan(100);
    expect(byKey(rows)).toEqual(byKey(november));
    const [merchant] = await r.t.database.query<{ id: number }>(
      `select merchant_id as id from transactions where processor_id = 2 limit 1`,
    );
    const one = await expected(2, 'month', merchant?.id);
    expect(byKey(await everyRow(PATHS[2], { ...RANGE, merchantid: Number(merchant?.id) }))).toEqual(
      byKey(one),
    );
    expect(await statusOf(r, `${PATHS[2]}?merchantid=999999`, r.admin.headers)).toBe(404);
    expect(
      await statusOf(r, `${PATHS[2]}?start_date=2025-01-01&end_date=2026-11-20`, r.admin.headers),
    ).toBe(400);
  });

  it('sorts both ways, pages, and downloads the same rows as CSV', async () => {
    await expectSortedBothWays<Row>(r, PATHS[2], RANGE, {
      period: (row) => row.period,
      cardBrand: (row) => row.cardBrand,
      volume: (row) => row.volume,
      interchange: (row) => row.interchange,
      margin: (row) => row.margin,
    });
    const all = await everyRow(PATHS[2], RANGE);
    const second = await getJson<Answer>(r, PATHS[2], { ...RANGE, page: 2 });
    expect(second.meta.perPage).toBe(10);
    expect(second.data).toEqual(all.slice(10, 20));
    const csv = await csvRows(r, PATHS[2], {
      ...RANGE,
      columns: 'period,cardBrand,currency,count,volume,fees,interchange,margin',
    });
    expect(csv.header).toEqual([
      'Period',
      'Card brand',
      'Currency',
      'Sales',
      'Volume',
      'Fees charged',
      'Interchange cost',
      'Margin',
    ]);
    expect(csv.records).toEqual(
      all.map((row) => [
        row.period,
        row.cardBrand,
        row.currency,
        String(row.count),
        dollars(row.volume),
        dollars(row.fees),
        dollars(row.interchange),
        dollars(row.margin),
      ]),
    );
    expect(csv.disposition).toContain('interchange-processor-2-all-merchants');
  });

  it('reads the card-brand rollups in UTC, to the same figures as the raw sales', async () => {
    // Whole months and the days around them, a month alone, a range inside a month, by day.
    const cases: [string, string, 'month' | 'day'][] = [
      ['2026-01-15', '2026-11-20', 'month'],
      ['2026-03-01', '2026-03-31', 'month'],
      ['2026-02-03', '2026-02-17', 'month'],
      ['2026-06-28', '2026-08-03', 'day'],
    ];
    expect(interchangeSpans('2026-01-15', '2026-11-20', 'month')).toEqual({
      months: ['2026-02-01', '2026-10-01'],
      days: [
        ['2026-01-15', '2026-01-31'],
        ['2026-11-01', '2026-11-20'],
      ],
    });
    const [merchant] = await r.t.database.query<{ id: number }>(
      `select merchant_id as id from transactions where processor_id = 3 limit 1`,
    );
    for (const [start_date, end_date, interval] of cases) {
      for (const processorId of [2, 3] as const) {
        for (const merchantId of [null, Number(merchant?.id)]) {
          const query = { start_date, end_date, interval, timezone: 'UTC' } as InterchangeQuery & {
            start_date: string;
            end_date: string;
          };
          const scope = { processorId, merchantId };
          const rolled = await interchangeRows(r.t.database.query, query, scope);
          const rawRows = await rawInterchangeRows(r.t.database.query, query, scope);
          expect(byKey(rolled), `${start_date}..${end_date} ${interval} ${processorId}`).toEqual(
            byKey(rawRows),
          );
          // Not an empty comparison: the newer processor sold every day of these ranges.
          if (merchantId === null && processorId === 3) {
            expect(rolled.length, `${start_date} ${interval}`).toBeGreaterThan(3);
          }
        }
      }
    }
    // A sale counts at once, and its void takes it out at once (the raw rows agree each time).
    const query = {
      start_date: '2026-11-19',
      end_date: '2026-11-19',
      interval: 'day',
      timezone: 'UTC',
    } as InterchangeQuery & { start_date: string; end_date: string };
    const scope = { processorId: 3 as const, merchantId: Number(merchant?.id) };
    const visa = async () => {
      const rolled = await interchangeRows(r.t.database.query, query, scope);
      expect(byKey(rolled)).toEqual(
        byKey(await rawInterchangeRows(r.t.database.query, query, scope)),
      );
      return rolled.find((row) => row.cardBrand === 'Visa') ?? { count: 0, interchange: 0 };
    };
    const before = await visa();
    const processor = createSimulatedProcessor(3, createRandom('interchange-void', 1));
    const sale = await r.t.database.db.transaction((tx) =>
      recordSale(tx, processor, {
        merchantId: Number(merchant?.id),
        method: 'card',
        amountCents: 20_000,
        brand: 'Visa',
        at: new Date('2026-11-19T12:00:00Z'),
      }),
    );
    expect(sale.status).toBe('approved');
    const sold = await visa();
    expect([sold.count, sold.interchange]).toEqual([before.count + 1, before.interchange + 312]);
    await r.t.database.db.transaction((tx) =>
      voidSale(tx, { saleId: sale.id, at: new Date('2026-11-19T13:00:00Z') }),
    );
    expect(await visa()).toEqual(before);
  });

  it('is open to every admin, and to nobody else', async () => {
    for (const path of Object.values(PATHS)) {
      expect(await statusOf(r, path, {})).toBe(401);
      expect(await statusOf(r, path, r.owner.headers)).toBe(403);
      expect(await statusOf(r, path, r.keyless)).toBe(200);
    }
  });
});
