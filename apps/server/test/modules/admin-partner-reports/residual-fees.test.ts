import { addDays, addMonths, startOfMonth, todayIn } from '@paydesk/domain/date-presets';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminLacking } from '../../security/lib/principals';
import { csvLines, dollars, qs, type ReportApp } from '../../support/report-kit';
import { partnerReportApp } from './fixtures';

let w: ReportApp;
let lacking: Record<string, string>;
let onlyResidual: Record<string, string>;
/** The merchant whose own rate (rate_id) points at the older processor's residual rate. */
let explicit: number;

const today = todayIn('UTC');
const START = addDays(startOfMonth(addMonths(today, -4)), 11);
const END = addDays(startOfMonth(addMonths(today, -1)), 6);
const RANGE = { start_date: START, end_date: END };

/** The residual (buy) rates of this file: processor 3's and processor 2's. */
const NEWER = { card: 210, ach: 6, fixed: 21 };
const OLDER = { card: 240, ach: 9, fixed: 25 };

beforeAll(async () => {
  w = await partnerReportApp('residual-fees');
  const [newer] = await w.sql<{ id: number }>(
    `insert into rates (rate_name, processor_id, is_residual_rate, card_percent_bps, ach_percent_bps, card_fixed_cents, ach_fixed_cents)
     values ('Residual newer', 3, true, $1, $2, $3, 30) returning id`,
    [NEWER.card, NEWER.ach, NEWER.fixed],
  );
  const [older] = await w.sql<{ id: number }>(
    `insert into rates (rate_name, processor_id, is_residual_rate, card_percent_bps, ach_percent_bps, card_fixed_cents, ach_fixed_cents)
     values ('Residual older', 2, true, $1, $2, $3, 30) returning id`,
    [OLDER.card, OLDER.ach, OLDER.fixed],
  );
  // The newer processor's US Standard rate has a residual rate; the older one's has none.
  await w.sql(
    `update rates set residual_rate_id = $1 where rate_name = 'US Standard' and processor_id = 3`,
    [newer?.id],
  );
  const [corporate] = await w.sql<{ id: number }>(
    `update rates set residual_rate_id = $1 where rate_name = 'US Corporate' and processor_id = 2
     returning id`,
    [older?.id],
  );
  // One merchant of the older processor named by its rate id, whatever its rate name says.
  const [merchant] = await w.sql<{ id: number }>(
    `update merchants set rate_id = $1
      where id = (select id from merchants where processor_id = 2 and currency = 'USD' order by id limit 1)
     returning id`,
    [corporate?.id],
  );
  explicit = merchant?.id ?? 0;
  expect(explicit).toBeGreaterThan(0);
  lacking = await w.headersOf('admin without can-residual-fee', adminLacking('can-residual-fee'));
  onlyResidual = await w.headersOf('admin with only can-residual-fee', {
    kind: 'admin',
    permissions: [{ slug: 'can-residual-fee', enabled: true }],
  });
}, 300_000);

type Row = {
  month: string;
  partnerId: number | null;
  partnerName: string;
  merchants: number;
  unpricedMerchants: number;
  transactions: number;
  volume: number;
  fees: number;
  cost: number;
  residual: number;
};

async function list(query: Record<string, string | number | undefined> = {}) {
  const res = await w.get(`/api/admin/residual-fees?${qs({ ...RANGE, perPage: 100, ...query })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: Row[];
    meta: { totalRecords: number };
    totals: Record<string, number>;
  };
}

/** The residuals recomputed from the raw transactions, per partner and month, in JS. */
async function expected(): Promise<Map<string, Omit<Row, 'partnerName'>>> {
  const raw = await w.sql<{
    id: number;
    partner_id: number | null;
    processor_id: number;
    web_rate_name: string | null;
    month: string;
    tx: number;
    vol: number;
    card: number;
    ach: number;
    fees: number;
  }>(
    `select m.id, m.partner_id, m.processor_id, m.web_rate_name,
            to_char(date_trunc('month', t.trans_date, 'UTC'), 'YYYY-MM') as month,
            count(*) filter (where t.kind = 'sale' and t.status = 'approved')::float8 as tx,
            coalesce(sum(t.gross_amount_cents) filter (where t.kind = 'sale' and t.status = 'approved'), 0)::float8 as vol,
            coalesce(sum(t.gross_amount_cents) filter (where t.kind = 'sale' and t.status = 'approved' and t.method = 'card'), 0)::float8 as card,
            coalesce(sum(t.gross_amount_cents) filter (where t.kind = 'sale' and t.status = 'approved' and t.method = 'ach'), 0)::float8 as ach,
            coalesce(sum(t.fee_cents), 0)::float8 as fees
       from transactions t join merchants m on m.id = t.merchant_id
      where m.currency = 'USD'
        and t.trans_date >= ($1::date::timestamp at time zone 'UTC')
        and t.trans_date < (($2::date + 1)::timestamp at time zone 'UTC')
      group by 1, 2, 3, 4, 5`,
    [START, END],
  );
  // Half away from zero, as PostgreSQL rounds a numeric.
  const round = (x: number) => Math.sign(x) * Math.round(Math.abs(x));
  const out = new Map<string, Omit<Row, 'partnerName'>>();
  for (const r of raw) {
    if (r.tx === 0 && r.fees === 0) continue;
    const rate =
      r.id === explicit
        ? OLDER
        : r.processor_id === 3 && r.web_rate_name === 'US Standard'
          ? NEWER
          : null;
    const cost = rate
      ? round((r.card * rate.card) / 10_000) +
        round((r.ach * rate.ach) / 10_000) +
        r.tx * rate.fixed
      : r.fees;
    const key = `${r.partner_id}|${r.month}`;
    const row = out.get(key) ?? {
      month: r.month,
      partnerId: r.partner_id,
      merchants: 0,
      unpricedMerchants: 0,
      transactions: 0,
      volume: 0,
      fees: 0,
      cost: 0,
      residual: 0,
    };
    row.merchants += 1;
    row.unpricedMerchants += rate ? 0 : 1;
    row.transactions += r.tx;
    row.volume += r.vol;
    row.fees += r.fees;
    row.cost += cost;
    row.residual += r.fees - cost;
    out.set(key, row);
  }
  return out;
}

describe('who may read residual fees (can-residual-fee)', () => {
  const urls = [
    '/api/admin/residual-fees',
    '/api/admin/residual-fees/download',
    '/api/admin/residual-fees/overview',
  ];
  it('refuses an admin without the key, a merchant user and a stranger', async () => {
    for (const url of urls) {
      expect((await w.get(url, lacking)).statusCode, url).toBe(403);
      expect((await w.get(url, w.keyless)).statusCode, url).toBe(403);
      expect((await w.get(url, w.owner.headers)).statusCode, url).toBe(403);
      expect((await w.t.app.inject({ url })).statusCode, url).toBe(401);
    }
  });

  it('answers an admin holding only can-residual-fee', async () => {
    for (const url of urls) expect((await w.get(url, onlyResidual)).statusCode, url).toBe(200);
  });
});

describe('GET /api/admin/residual-fees', () => {
  it('equals the fees less the residual-rate cost recomputed from the raw transactions', async () => {
    const body = await list();
    const want = await expected();
    expect(body.data).toHaveLength(want.size);
    for (const row of body.data) {
      expect(row, `${row.partnerId} ${row.month}`).toMatchObject(
        want.get(`${row.partnerId}|${row.month}`) ?? { missing: true },
      );
    }
    // Both kinds of merchant are in the data: some owe residuals, some have no residual rate.
    expect(body.data.some((r) => r.residual !== 0)).toBe(true);
    expect(body.data.some((r) => r.unpricedMerchants > 0)).toBe(true);
    expect(body.totals).toMatchObject({
      fees: [...want.values()].reduce((n, r) => n + r.fees, 0),
      residual: [...want.values()].reduce((n, r) => n + r.residual, 0),
    });
    const months = new Set(body.data.map((r) => r.month));
    expect(months).toContain(START.slice(0, 7));
    expect(months).toContain(END.slice(0, 7));
  });

  it('sorts by month then partner by default, and by residual when asked; pages; searches', async () => {
    const body = await list();
    const keys = body.data.map((r) => `${r.month}|${r.partnerName.toLowerCase()}`);
    const months = body.data.map((r) => r.month);
    expect(months).toEqual([...months].sort().reverse());
    expect(new Set(keys).size).toBe(keys.length);
    const byResidual = await list({ sort: '-residual' });
    const residuals = byResidual.data.map((r) => r.residual);
    expect(residuals).toEqual([...residuals].sort((a, b) => b - a));
    const second = await list({ perPage: 3, page: 2 });
    expect(second.data).toEqual(body.data.slice(3, 6));
    const name = body.data.find((r) => r.partnerId !== null)?.partnerName ?? '';
    const found = await list({ search: name.toUpperCase() });
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((r) => r.partnerName === name)).toBe(true);
  });

  it('narrows to one partner or one merchant', async () => {
    const body = await list();
    const partnerId = body.data.find((r) => r.partnerId !== null)?.partnerId ?? 0;
    const ofPartner = await list({ partner_id: partnerId });
    expect(ofPartner.data).toEqual(body.data.filter((r) => r.partnerId === partnerId));
    const one = await list({ merchantid: explicit });
    expect(one.data.every((r) => r.merchants === 1 && r.unpricedMerchants === 0)).toBe(true);
    expect((await w.get('/api/admin/residual-fees?merchantid=999999')).statusCode).toBe(404);
  });

  it('downloads the same rows from /download and with download=csv', async () => {
    const body = await list();
    const query = qs({ ...RANGE, columns: 'month,partnerName,fees,cost,residual' });
    const viaDownload = await w.get(`/api/admin/residual-fees/download?${query}`);
    const viaList = await w.get(`/api/admin/residual-fees?${query}&download=csv`);
    expect(viaDownload.statusCode).toBe(200);
    expect(viaDownload.headers['content-type']).toContain('text/csv');
    expect(viaDownload.body).toBe(viaList.body);
    expect(csvLines(viaDownload.body)).toEqual([
      'Month,Partner,Fees paid,Processing cost,Residual',
      ...body.data.map(
        (r) =>
          `${r.month},${r.partnerName},${dollars(r.fees)},${dollars(r.cost)},${dollars(r.residual)}`,
      ),
    ]);
  });
});

describe('GET /api/admin/residual-fees/overview', () => {
  it('totals each month across partners', async () => {
    const body = await list();
    const res = await w.get(`/api/admin/residual-fees/overview?${qs(RANGE)}`);
    expect(res.statusCode, res.body).toBe(200);
    const overview = res.json() as {
      months: { month: string; partners: number; fees: number; residual: number }[];
      totals: { residual: number };
    };
    const months = [...new Set(body.data.map((r) => r.month))].sort();
    expect(overview.months.map((m) => m.month)).toEqual(months);
    for (const m of overview.months) {
      const rows = body.data.filter((r) => r.month === m.month);
      expect(m).toMatchObject({
        partners: rows.length,
        fees: rows.reduce((n, r) => n + r.fees, 0),
        residual: rows.reduce((n, r) => n + r.residual, 0),
      });
    }
    expect(overview.totals.residual).toBe(body.totals.residual);
  });
});
