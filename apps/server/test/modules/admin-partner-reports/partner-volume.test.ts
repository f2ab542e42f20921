import { addDays, addMonths, startOfMonth, todayIn } from '@paydesk/domain/date-presets';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvLines, dollars, qs, type ReportApp } from '../../support/report-kit';
import { partnerReportApp } from './fixtures';

let w: ReportApp;

const today = todayIn('UTC');
/** A partial month, three whole ones and a partial one: both the monthly and daily rollups. */
const START = addDays(startOfMonth(addMonths(today, -5)), 9);
const END = addDays(startOfMonth(addMonths(today, -1)), 4);
const RANGE = { start_date: START, end_date: END };
const IN_RANGE = `t.trans_date >= ($1::date::timestamp at time zone 'UTC')
  and t.trans_date < (($2::date + 1)::timestamp at time zone 'UTC')`;
const SALE = `t.kind = 'sale' and t.status = 'approved'`;

beforeAll(async () => {
  w = await partnerReportApp('partner-volume');
  // Two merchants in Canada (paid in CAD) and one without a partner, so every grouping shows.
  await w.sql(`update merchants set business_country = 'CAN', currency = 'CAD'
                where id in (select id from merchants order by id desc limit 2)`);
  await w.sql(`update merchants set partner_id = null
                where id = (select id from merchants where currency = 'USD' order by id desc limit 1)`);
}, 300_000);

type Page<Row> = {
  meta: { totalRecords: number; totalPages: number; page: number; perPage: number };
  data: Row[];
};
async function page<Row>(path: string, query: Record<string, string | number | undefined>) {
  const res = await w.get(`/api/admin/${path}?${qs(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page<Row> & Record<string, unknown>;
}

type PartnerRow = {
  partnerId: number | null;
  partnerName: string;
  merchants: number;
  activeMerchants: number;
  transactions: number;
  volume: number;
  refunds: number;
  fees: number;
  currency: string;
};

async function expectedByPartner(currency: string) {
  return w.sql<{
    partner_id: number | null;
    merchants: number;
    active: number;
    tx: number;
    vol: number;
    refunds: number;
    fees: number;
  }>(
    `with raw as (
       select t.merchant_id, count(*) filter (where ${SALE}) as tx,
              coalesce(sum(t.gross_amount_cents) filter (where ${SALE}), 0) as vol,
              coalesce(-sum(t.gross_amount_cents) filter (where t.kind = 'refund' and t.status = 'approved'), 0) as refunds,
              coalesce(sum(t.fee_cents), 0) as fees
         from transactions t where ${IN_RANGE} group by 1)
     select m.partner_id, count(*)::int as merchants,
            count(*) filter (where raw.tx > 0)::int as active,
            coalesce(sum(raw.tx), 0)::float8 as tx, coalesce(sum(raw.vol), 0)::float8 as vol,
            coalesce(sum(raw.refunds), 0)::float8 as refunds, coalesce(sum(raw.fees), 0)::float8 as fees
       from merchants m left join raw on raw.merchant_id = m.id
      where m.currency = $3 group by m.partner_id`,
    [START, END, currency],
  );
}

describe('who may read the partner volume reports', () => {
  const urls = [
    '/api/admin/clients/',
    '/api/admin/volume-overview',
    '/api/admin/volume-report',
    '/api/admin/past-16-months-volume-report/USA/all',
    '/api/admin/past-months-accounts-report/USA',
  ];
  it('any admin, even one holding no key; not a merchant user; not a stranger', async () => {
    for (const url of urls) {
      expect((await w.get(url, w.keyless)).statusCode, url).toBe(200);
      expect((await w.get(url, w.owner.headers)).statusCode, url).toBe(403);
      expect((await w.t.app.inject({ url })).statusCode, url).toBe(401);
    }
  });

  it('keeps the spec’s trailing slash: /admin/clients (no slash) is the pickers’ list, another call', async () => {
    const picker = await w.get('/api/admin/clients');
    expect(picker.statusCode).toBe(200);
    const clients = picker.json() as unknown;
    expect(Array.isArray(clients)).toBe(true);
    expect(Object.keys((clients as object[])[0] ?? {}).sort()).toEqual(['id', 'name']);
    expect(Array.isArray((await w.get('/api/admin/clients/')).json())).toBe(false);
  });
});

describe('GET /api/admin/clients/', () => {
  it('lists each client with its merchant counts, searched, sorted and paged', async () => {
    const expected = await w.sql<{ id: number; name: string; merchants: number; active: number }>(
      `select c.id, c.name, count(m.id)::int as merchants,
              count(m.id) filter (where m.status = 1)::int as active
         from clients c left join merchants m on m.client_id = c.id group by c.id order by c.name`,
    );
    const body = await page<{
      id: number;
      name: string;
      merchants: number;
      activeMerchants: number;
    }>('clients/', {});
    expect(body.data.map((c) => [c.id, c.name, c.merchants, c.activeMerchants])).toEqual(
      expected.map((c) => [c.id, c.name, c.merchants, c.active]),
    );
    const busiest = await page<{ merchants: number }>('clients/', { sort: '-merchants' });
    const counts = busiest.data.map((c) => c.merchants);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const second = await page<{ id: number }>('clients/', { perPage: 1, page: 2 });
    expect(second.meta).toMatchObject({
      totalRecords: expected.length,
      totalPages: expected.length,
    });
    expect(second.data.map((c) => c.id)).toEqual([expected[1]?.id]);
    const found = await page<{ name: string }>('clients/', { search: 'HOSPITAL' });
    expect(found.data.map((c) => c.name)).toEqual(['Hospitality']);
  });

  it('exports the same rows as CSV', async () => {
    const list = await page<{ name: string; merchants: number }>('clients/', {});
    const res = await w.get('/api/admin/clients/?download=csv&columns=name,merchants');
    expect(res.headers['content-type']).toContain('text/csv');
    expect(csvLines(res.body)).toEqual([
      'Client,Merchants',
      ...list.data.map((c) => `${c.name},${c.merchants}`),
    ]);
  });
});

describe('GET /api/admin/volume-overview', () => {
  it('sums each partner’s merchants over the range as the raw transactions do', async () => {
    const body = await page<PartnerRow>('volume-overview', { ...RANGE, perPage: 100 });
    const expected = await expectedByPartner('USD');
    expect(expected.some((e) => e.partner_id === null)).toBe(true);
    expect(body.data).toHaveLength(expected.length);
    for (const e of expected) {
      const row = body.data.find((r) => r.partnerId === e.partner_id);
      expect(row, String(e.partner_id)).toMatchObject({
        merchants: e.merchants,
        activeMerchants: e.active,
        transactions: e.tx,
        volume: e.vol,
        refunds: e.refunds,
        fees: e.fees,
        currency: 'USD',
      });
    }
    expect(body.data.find((r) => r.partnerId === null)?.partnerName).toBe('No partner');
    expect(body.totals).toMatchObject({
      transactions: expected.reduce((n, e) => n + e.tx, 0),
      volume: expected.reduce((n, e) => n + e.vol, 0),
      fees: expected.reduce((n, e) => n + e.fees, 0),
    });
    expect(body.range).toEqual({ start_date: START, end_date: END, currency: 'USD' });
  });

  it('reads another currency’s merchants apart', async () => {
    const body = await page<PartnerRow>('volume-overview', { ...RANGE, currency: 'CAD' });
    const expected = await expectedByPartner('CAD');
    expect(body.data.reduce((n, r) => n + r.volume, 0)).toBe(
      expected.reduce((n, e) => n + e.vol, 0),
    );
    expect(body.data.reduce((n, r) => n + r.merchants, 0)).toBe(2);
    expect(body.data.every((r) => r.currency === 'CAD')).toBe(true);
  });

  it('sorts, pages, searches, and narrows to one merchant', async () => {
    const all = await page<PartnerRow>('volume-overview', { ...RANGE, perPage: 100 });
    const volumes = all.data.map((r) => r.volume);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    const byName = await page<PartnerRow>('volume-overview', { ...RANGE, sort: 'partnerName' });
    const names = byName.data.map((r) => r.partnerName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const second = await page<PartnerRow>('volume-overview', { ...RANGE, perPage: 2, page: 2 });
    expect(second.data).toEqual(all.data.slice(2, 4));
    expect(second.meta.totalRecords).toBe(all.data.length);
    const first = all.data.find((r) => r.partnerId !== null);
    const found = await page<PartnerRow>('volume-overview', {
      ...RANGE,
      search: first?.partnerName.slice(0, 6).toUpperCase(),
    });
    expect(found.data.map((r) => r.partnerId)).toContain(first?.partnerId);
    const [merchant] = await w.sql<{ id: number; partner_id: number | null }>(
      `select id, partner_id from merchants where currency = 'USD' order by id limit 1`,
    );
    const one = await page<PartnerRow>('volume-overview', { ...RANGE, merchantid: merchant?.id });
    expect(one.data).toHaveLength(1);
    expect(one.data[0]).toMatchObject({ partnerId: merchant?.partner_id, merchants: 1 });
  });

  it('exports every row of the filter as CSV, in the list’s order', async () => {
    const list = await page<PartnerRow>('volume-overview', { ...RANGE, perPage: 100 });
    const res = await w.get(
      `/api/admin/volume-overview?${qs({ ...RANGE, download: 'csv', perPage: 1, columns: 'partnerName,transactions,volume,fees' })}`,
    );
    expect(res.statusCode).toBe(200);
    expect(csvLines(res.body)).toEqual([
      'Partner,Sales,Volume,Fees',
      ...list.data.map(
        (r) => `${r.partnerName},${r.transactions},${dollars(r.volume)},${dollars(r.fees)}`,
      ),
    ]);
  });

  it('answers 404 for an unknown merchant, client or partner, 400 for a bad filter', async () => {
    for (const query of ['merchantid=999999', 'client_id=999999', 'partner_id=999999']) {
      const res = await w.get(`/api/admin/volume-overview?${query}`);
      expect(res.statusCode, query).toBe(404);
    }
    expect((await w.get('/api/admin/volume-overview?merchantid=999999')).json().error_message).toBe(
      'Merchant account not found.',
    );
    for (const query of [
      'timezone=America/New_York',
      'currency=EUR',
      'country=FRA',
      'processorId=4',
      'sort=currency',
      'start_date=2025-01-01&end_date=2026-06-01',
      'start_date=2026-02-01&end_date=2026-01-01',
    ]) {
      const res = await w.get(`/api/admin/volume-overview?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error_message).toBe(VALIDATION_ERROR_MESSAGE);
    }
  });
});

describe('GET /api/admin/volume-report', () => {
  type MerchantRow = PartnerRow & { merchantId: number; merchantName: string; country: string };

  it('gives each merchant’s figures as the raw transactions do', async () => {
    const body = await page<MerchantRow>('volume-report', { ...RANGE, perPage: 100 });
    const expected = await w.sql<{ id: number; tx: number; vol: number; fees: number }>(
      `select m.id, count(t.id) filter (where ${SALE})::int as tx,
              coalesce(sum(t.gross_amount_cents) filter (where ${SALE}), 0)::float8 as vol,
              coalesce(sum(t.fee_cents), 0)::float8 as fees
         from merchants m left join transactions t on t.merchant_id = m.id and ${IN_RANGE}
        where m.currency = 'USD' group by m.id`,
      [START, END],
    );
    expect(body.data).toHaveLength(expected.length);
    for (const e of expected) {
      expect(body.data.find((r) => r.merchantId === e.id)).toMatchObject({
        transactions: e.tx,
        volume: e.vol,
        fees: e.fees,
        country: 'USA',
      });
    }
  });

  it('searches by merchant id or name, filters by partner and client, pages, exports', async () => {
    const all = await page<MerchantRow>('volume-report', { ...RANGE, perPage: 100 });
    const target = all.data[3];
    const byId = await page<MerchantRow>('volume-report', { ...RANGE, search: target?.merchantId });
    expect(byId.data.map((r) => r.merchantId)).toEqual([target?.merchantId]);
    const [partner] = await w.sql<{ partner_id: number; n: number }>(
      `select partner_id, count(*)::int as n from merchants
        where currency = 'USD' and partner_id is not null group by 1 order by 2 desc limit 1`,
    );
    const ofPartner = await page<MerchantRow>('volume-report', {
      ...RANGE,
      partner_id: partner?.partner_id,
    });
    expect(ofPartner.meta.totalRecords).toBe(partner?.n);
    const [client] = await w.sql<{ client_id: number; n: number }>(
      `select client_id, count(*)::int as n from merchants where currency = 'USD' group by 1 order by 2 desc limit 1`,
    );
    const ofClient = await page<MerchantRow>('volume-report', {
      ...RANGE,
      client_id: client?.client_id,
    });
    expect(ofClient.meta.totalRecords).toBe(client?.n);
    const paged = await page<MerchantRow>('volume-report', { ...RANGE, perPage: 3, page: 2 });
    expect(paged.data).toEqual(all.data.slice(3, 6));
    const res = await w.get(
      `/api/admin/volume-report?${qs({ ...RANGE, download: 'csv', columns: 'merchantId,volume' })}`,
    );
    expect(csvLines(res.body)).toEqual([
      'Merchant ID,Volume',
      ...all.data.map((r) => `${r.merchantId},${dollars(r.volume)}`),
    ]);
  });
});

describe('GET /api/admin/past-16-months-volume-report/{country}/{type}[/{client}]', () => {
  type Report = {
    months: string[];
    currency: string;
    rows: { partnerId: number | null; merchants: number; volumes: number[]; total: number }[];
    totals: { volumes: number[]; total: number; merchants: number };
  };
  const first = startOfMonth(addMonths(today, -15));
  const rawByPartnerMonth = (method: string, country: string, client: number | null) =>
    w.sql<{ partner_id: number | null; month: string; amount: number }>(
      `select m.partner_id, to_char(date_trunc('month', t.trans_date, 'UTC'), 'YYYY-MM') as month,
              sum(t.gross_amount_cents)::float8 as amount
         from transactions t join merchants m on m.id = t.merchant_id
        where ${SALE} and t.trans_date >= ($1::date::timestamp at time zone 'UTC')
          and m.business_country = $2 and ($3::int is null or m.client_id = $3) ${method}
        group by 1, 2`,
      [first, country, client],
    );

  function expectMatches(
    report: Report,
    raw: { partner_id: number | null; month: string; amount: number }[],
  ) {
    expect(report.months).toHaveLength(16);
    expect(report.months[0]).toBe(first.slice(0, 7));
    expect(report.months.at(-1)).toBe(today.slice(0, 7));
    for (const row of report.rows) {
      report.months.forEach((month, i) => {
        const e = raw.find((r) => r.partner_id === row.partnerId && r.month === month);
        expect(row.volumes[i], `${row.partnerId} ${month}`).toBe(e?.amount ?? 0);
      });
      expect(row.total).toBe(row.volumes.reduce((n, v) => n + v, 0));
    }
    expect(report.totals.total).toBe(raw.reduce((n, r) => n + r.amount, 0));
  }

  it('matches a raw group by over the transactions, for card, ACH and all', async () => {
    for (const [type, method] of [
      ['all', ''],
      ['card', "and t.method = 'card'"],
      ['ach', "and t.method = 'ach'"],
    ] as const) {
      const res = await w.get(`/api/admin/past-16-months-volume-report/USA/${type}`);
      expect(res.statusCode, res.body).toBe(200);
      const report = res.json() as Report;
      expect(report.currency).toBe('USD');
      expectMatches(report, await rawByPartnerMonth(method, 'USA', null));
    }
    const all = (await w.get('/api/admin/past-16-months-volume-report/USA/all')).json() as Report;
    expect(all.totals.total).toBeGreaterThan(0);
    const [merchants] = await w.sql<{ n: number }>(
      `select count(*)::int as n from merchants where business_country = 'USA'`,
    );
    expect(all.totals.merchants).toBe(merchants?.n);
  });

  it('narrows to a client, a processor or a merchant; Canada reads CAD', async () => {
    const [client] = await w.sql<{ id: number }>('select id from clients order by id limit 1');
    const res = await w.get(`/api/admin/past-16-months-volume-report/USA/all/${client?.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expectMatches(res.json() as Report, await rawByPartnerMonth('', 'USA', client?.id ?? null));
    const older = (
      await w.get('/api/admin/past-16-months-volume-report/USA/all?processorId=2')
    ).json() as Report;
    const [raw] = await w.sql<{ v: number }>(
      `select coalesce(sum(t.gross_amount_cents), 0)::float8 as v from transactions t
         join merchants m on m.id = t.merchant_id
        where ${SALE} and m.processor_id = 2 and m.business_country = 'USA'
          and t.trans_date >= ($1::date::timestamp at time zone 'UTC')`,
      [first],
    );
    expect(older.totals.total).toBe(raw?.v);
    const canada = (
      await w.get('/api/admin/past-16-months-volume-report/CAN/card')
    ).json() as Report;
    expect(canada.currency).toBe('CAD');
    expectMatches(canada, await rawByPartnerMonth("and t.method = 'card'", 'CAN', null));
  });

  it('exports the table with a total row', async () => {
    const report = (
      await w.get('/api/admin/past-16-months-volume-report/USA/all')
    ).json() as Report;
    const res = await w.get('/api/admin/past-16-months-volume-report/USA/all?download=csv');
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      `Partner,Merchants,${report.months.map((m) => `${m} (USD)`).join(',')},Total (USD)`,
    );
    expect(lines).toHaveLength(report.rows.length + 2);
    expect(lines.at(-1)).toBe(
      `Total,${report.totals.merchants},${report.totals.volumes.map(dollars).join(',')},${dollars(report.totals.total)}`,
    );
  });

  it('refuses an unknown country, type or client', async () => {
    expect((await w.get('/api/admin/past-16-months-volume-report/FRA/all')).statusCode).toBe(400);
    expect((await w.get('/api/admin/past-16-months-volume-report/USA/cash')).statusCode).toBe(400);
    const missing = await w.get('/api/admin/past-16-months-volume-report/USA/all/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_message).toBe('Client not found.');
  });
});

describe('GET /api/admin/past-months-accounts-report/{country}[/{client}]', () => {
  type Month = {
    month: string;
    created: number;
    activated: number;
    closed: number;
    activeAtMonthEnd: number;
  };

  it('counts accounts created, activated, closed and active per month as the raw rows say', async () => {
    // One account closed mid-month, so the month's closures are not all zero.
    const closedAt = `${addMonths(today, -2).slice(0, 7)}-15T12:00:00Z`;
    await w.sql(
      `update merchants set status = 133, status_since = $1
        where id = (select id from merchants where business_country = 'USA' order by id limit 1)`,
      [closedAt],
    );
    const res = await w.get('/api/admin/past-months-accounts-report/USA');
    expect(res.statusCode, res.body).toBe(200);
    const months = (res.json() as { months: Month[] }).months;
    expect(months).toHaveLength(16);
    const expected = await w.sql<Month & { month: string }>(
      `with f as (
         select m.*, (select min(date_trunc('day', t.trans_date, 'UTC')) from transactions t
                       where t.merchant_id = m.id and ${SALE}) as first_sale
           from merchants m where m.business_country = 'USA'),
       mo as (select g::timestamp at time zone 'UTC' as s,
                     (g + interval '1 month')::timestamp at time zone 'UTC' as n
                from generate_series($1::date::timestamp, $2::date::timestamp, interval '1 month') g)
       select to_char(mo.s at time zone 'UTC', 'YYYY-MM') as month,
              count(*) filter (where f.created_at >= mo.s and f.created_at < mo.n)::int as created,
              count(*) filter (where f.first_sale >= mo.s and f.first_sale < mo.n)::int as activated,
              count(*) filter (where f.status in (33, 133) and f.status_since >= mo.s and f.status_since < mo.n)::int as closed,
              count(*) filter (where f.created_at < mo.n and f.first_sale < mo.n
                and not (f.status in (33, 133) and f.status_since < mo.n))::int as "activeAtMonthEnd"
         from mo cross join f group by mo.s order by mo.s`,
      [startOfMonth(addMonths(today, -15)), startOfMonth(today)],
    );
    expect(months).toEqual(expected);
    expect(months.some((m) => m.closed > 0)).toBe(true);
    expect(months.reduce((n, m) => n + m.activated, 0)).toBeGreaterThan(0);
  });

  it('narrows to a client; exports CSV; 404 for an unknown client', async () => {
    const [client] = await w.sql<{ id: number }>('select id from clients order by id limit 1');
    const res = await w.get(`/api/admin/past-months-accounts-report/USA/${client?.id}`);
    expect(res.statusCode).toBe(200);
    const [created] = await w.sql<{ n: number }>(
      `select count(*)::int as n from merchants where business_country = 'USA' and client_id = $1
          and created_at >= ($2::date::timestamp at time zone 'UTC')`,
      [client?.id, startOfMonth(addMonths(today, -15))],
    );
    const months = (res.json() as { months: Month[] }).months;
    expect(months.reduce((n, m) => n + m.created, 0)).toBe(created?.n);
    const csv = await w.get('/api/admin/past-months-accounts-report/USA?download=csv');
    const lines = csvLines(csv.body);
    expect(lines[0]).toBe('Month,Created,Activated,Closed,Active at month end');
    expect(lines).toHaveLength(17);
    expect((await w.get('/api/admin/past-months-accounts-report/USA/999999')).statusCode).toBe(404);
  });
});
