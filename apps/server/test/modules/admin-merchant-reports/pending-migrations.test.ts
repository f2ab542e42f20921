import {
  type PendingMigrationRow,
  pendingMigrationsQuerySchema,
} from '@paydesk/domain/admin-merchant-reports';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { pendingMigrationsListAt } from '../../../src/modules/admin-merchant-reports/pending-migrations-list';
import { readPage } from '../../../src/platform/lists/list-reader';
import { PageCache } from '../../../src/platform/lists/page-cache';
import {
  allRows,
  csvOf,
  dollars,
  expectKeyGuards,
  getJson,
  type Page,
  type ReportApp,
  reportApp,
} from '../../support/report-kit';
import type { TestApp } from '../../support/test-app';

/**
 * The pending-migrations report (the processor migration's worklist) over generated data and
 * a fixed clock (10 March 2026, while the database's own now() is later): which merchants it
 * lists, and their volume and sales of the app clock's last and current UTC months, each
 * against a recomputation from the ledger's rows.
 */

const URL = '/api/admin/merchants/pending-migrations';
const NOW = new Date('2026-03-10T12:00:00Z');
/** The clock's last month, this month, and the month after: [LAST, THIS), [THIS, NEXT). */
const LAST = '2026-02-01T00:00:00Z';
const THIS = '2026-03-01T00:00:00Z';
const NEXT = '2026-04-01T00:00:00Z';

let t: TestApp;
let app: ReportApp;
/** Generated merchant ids, ascending. */
let ids: number[] = [];
let partners: number[] = [];

const q = async <R = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  t.database.query<R>(sql, params);
const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
/** Every row of a list, `perPage` rows a page. */
const everyRow = (url: string, perPage = 3) => allRows<PendingMigrationRow>(app, url, {}, perPage);
/** The report's URL with a query string (none when empty). */
const at = (query: string) => (query ? `${URL}?${query}` : URL);

/**
 * The worklist recomputed from the ledger's rows (approved sales, as the rollups count
 * "approved, unvoided"), as `r`: the merchants on processor 2 not closed, with each month's
 * sale volume and count between the given instants ($1 ≤ last < $2 ≤ this < $3).
 */
const RAW = `(
  select m.id, m.business_common_name, m.status, m.created_at, m.partner_id, m.business_country,
         coalesce(sum(t.gross_amount_cents) filter (where t.trans_date < $2), 0)::int8 as last_volume,
         count(t.id) filter (where t.trans_date < $2)::int8 as last_sales,
         coalesce(sum(t.gross_amount_cents) filter (where t.trans_date >= $2), 0)::int8 as this_volume,
         count(t.id) filter (where t.trans_date >= $2)::int8 as this_sales
    from merchants m
    left join transactions t on t.merchant_id = m.id and t.kind = 'sale' and t.status = 'approved'
     and t.trans_date >= $1::timestamptz and t.trans_date < $3::timestamptz
   where m.processor_id = 2 and m.status not in (33, 133)
   group by m.id
) r`;
const MONTHS = [LAST, THIS, NEXT];

const rawIds = async (order: string, where = 'true', params: unknown[] = []) =>
  (
    await q<{ id: number }>(`select r.id from ${RAW} where ${where} order by ${order}`, [
      ...MONTHS,
      ...params,
    ])
  ).map((row) => Number(row.id));

const rawFigures = async (months = MONTHS) =>
  new Map(
    (
      await q<{ id: number; lv: string; ls: string; tv: string; ts: string }>(
        `select r.id, r.last_volume::text as lv, r.last_sales::text as ls,
                r.this_volume::text as tv, r.this_sales::text as ts from ${RAW}`,
        months,
      )
    ).map((row) => [
      Number(row.id),
      {
        lastMonthVolume: Number(row.lv),
        lastMonthSales: Number(row.ls),
        thisMonthVolume: Number(row.tv),
        thisMonthSales: Number(row.ts),
      },
    ]),
  );

/** Merchant fixtures, by role: closed, on the newer processor, or held on the worklist. */
let closedPending: number;
let closed: number;
let newer: number;
let held: number;
let idle: number[] = [];

beforeAll(async () => {
  app = await reportApp({
    now: () => NOW,
    history: {
      seed: 'pending-migrations',
      merchants: 24,
      days: 85,
      meanDailySales: 2,
      end: NOW,
    },
  });
  t = app.t;
  ids = (await q<{ id: number }>('select id from merchants order by id')).map((r) => Number(r.id));
  // Two in three on the older processor, in statuses the worklist keeps.
  await q(`update merchants set processor_id = case when id % 3 = 0 then 3 else 2 end,
             status = case when status in (33, 133) then 1 else status end`);
  const older = ids.filter((id) => id % 3 !== 0);
  [closedPending, closed, held] = older as [number, number, number];
  newer = ids.find((id) => id % 3 === 0) as number;
  await q('update merchants set status = 33 where id = $1', [closedPending]);
  await q('update merchants set status = 133 where id = $1', [closed]);
  await q('update merchants set has_funding_hold = false, processor_can_revert = 0');
  await q(
    `update merchants set has_funding_hold = true, processor_can_revert = 1, status = 4,
       business_common_name = 'Migrating Millworks' where id = $1`,
    [held],
  );
  partners = (
    await q<{ id: number }>(
      `insert into partners (name, email) values ('Harbor Partners', 'harbor@example.test'),
         ('Summit Partners', 'summit@example.test') returning id`,
    )
  ).map((r) => Number(r.id));
  await q('update merchants set partner_id = null');
  for (const [i, id] of older.slice(3).entries()) {
    await q(`update merchants set partner_id = $2, business_country = $3 where id = $1`, [
      id,
      i % 3 === 2 ? null : partners[i % 2],
      i % 4 === 1 ? 'CAN' : 'USA',
    ]);
  }
  // Two merchants without any sale in either month: a tie broken by the id.
  idle = older.slice(-2);
  for (const id of idle) {
    // Their sales of both months moved to before the history (and out of both rollup rows).
    await q(
      `update transactions set trans_date = trans_date - interval '400 days'
        where merchant_id = $1 and trans_date >= $2`,
      [id, LAST],
    );
    await q('delete from merchant_monthly_rollups where merchant_id = $1 and month >= $2', [
      id,
      LAST,
    ]);
  }
}, 240_000);

describe('GET /api/admin/merchants/pending-migrations', () => {
  it('lists the merchants on the older processor that are not closed, the biggest last month first', async () => {
    const rows = await everyRow(URL);
    expect(idsOf(rows)).toEqual(await rawIds('r.last_volume desc, r.id desc'));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const listed = new Set(idsOf(rows));
    for (const left of [closedPending, closed, newer]) expect(listed.has(left)).toBe(false);
    expect(rows.every((row) => row.processorId === 2)).toBe(true);
    // Merchants without sales last month tie at zero (the idle pair among them): larger ids first.
    const zero = idsOf(rows.filter((row) => row.lastMonthVolume === 0));
    expect(zero).toEqual(expect.arrayContaining(idle));
    expect(zero).toEqual([...zero].sort((a, b) => b - a));
    expect(idsOf(rows).slice(-zero.length)).toEqual(zero);
  });

  it("counts each merchant's approved sales of the clock's last and current UTC months as the ledger's rows add up", async () => {
    const rows = await everyRow(URL, 10);
    const want = await rawFigures();
    for (const row of rows) {
      expect(
        {
          lastMonthVolume: row.lastMonthVolume,
          lastMonthSales: row.lastMonthSales,
          thisMonthVolume: row.thisMonthVolume,
          thisMonthSales: row.thisMonthSales,
        },
        String(row.id),
      ).toEqual(want.get(row.id));
    }
    expect(rows.filter((row) => row.lastMonthSales > 0).length).toBeGreaterThan(3);
    expect(rows.filter((row) => row.thisMonthSales > 0).length).toBeGreaterThan(3);
  });

  it('reads the last and current month of the clock it is given, across a new year', async () => {
    const january = new Date('2026-01-15T08:00:00Z');
    const list = pendingMigrationsListAt(january);
    const query = pendingMigrationsQuerySchema.parse({ perPage: '100' });
    const page = await readPage(t.database.query, new PageCache(0), list, query, {
      merchantId: null,
    });
    const want = await rawFigures([
      '2025-12-01T00:00:00Z',
      '2026-01-01T00:00:00Z',
      '2026-02-01T00:00:00Z',
    ]);
    expect(page.data.length).toBe(want.size);
    expect(page.data.some((row) => row.lastMonthSales > 0)).toBe(true);
    for (const row of page.data) {
      const { lastMonthVolume, lastMonthSales, thisMonthVolume, thisMonthSales } = row;
      expect(
        { lastMonthVolume, lastMonthSales, thisMonthVolume, thisMonthSales },
        String(row.id),
      ).toEqual(want.get(row.id));
    }
  });

  it('reads merchants, partners and at most the two monthly rollup rows of each: never the ledger', async () => {
    const list = pendingMigrationsListAt(NOW);
    const [plan] = await q<{ 'QUERY PLAN': unknown }>(
      `explain (format json) select m.id, m.partner_name, m.last_month_volume, m.this_month_sales
         from ${list.table} order by m.last_month_volume desc, m.id desc`,
    );
    const relations = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        const record = node as Record<string, unknown>;
        if (typeof record['Relation Name'] === 'string') relations.add(record['Relation Name']);
        Object.values(record).forEach(walk);
      }
    };
    const raw = plan?.['QUERY PLAN'];
    walk(typeof raw === 'string' ? JSON.parse(raw) : raw);
    expect([...relations].sort()).toEqual(['merchant_monthly_rollups', 'merchants', 'partners']);
  });

  it('answers the row as the merchant is: partner, country, status, created, hold and revert', async () => {
    const [m] = await q<Record<string, unknown>>(
      `select m.*, to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created
         from merchants m where id = $1`,
      [held],
    );
    const one = await getJson<Page<PendingMigrationRow>>(app, `${URL}?merchantid=${held}`);
    expect(one.data).toEqual([
      {
        id: held,
        businessCommonName: 'Migrating Millworks',
        businessLegalName: String(m?.business_legal_name),
        status: 4,
        processorId: 2,
        processorName: 'Processor 2 (older)',
        partnerId: null,
        partner: null,
        country: String(m?.business_country),
        currency: String(m?.currency),
        createdAt: String(m?.created),
        ...(await rawFigures()).get(held),
        hasFundingHold: true,
        processorCanRevert: true,
      },
    ]);
    const rows = await everyRow(URL, 50);
    const withPartner = rows.find((row) => row.partnerId === partners[0]);
    expect(withPartner?.partner).toBe('Harbor Partners');
    const others = rows.filter((row) => row.id !== held);
    expect(others.some((row) => row.hasFundingHold || row.processorCanRevert)).toBe(false);
  });

  const SORTS: Record<string, string> = {
    id: 'r.id',
    businessCommonName: 'r.business_common_name',
    createdAt: 'r.created_at',
    lastMonthVolume: 'r.last_volume',
    thisMonthVolume: 'r.this_volume',
    status: 'r.status',
  };
  for (const [key, sql] of Object.entries(SORTS)) {
    for (const desc of [false, true]) {
      it(`sorts by ${desc ? '-' : ''}${key}, the id breaking ties, over every page`, async () => {
        const dir = desc ? 'desc' : 'asc';
        const rows = await everyRow(`${URL}?sort=${desc ? '-' : ''}${key}`, 2);
        expect(idsOf(rows)).toEqual(await rawIds(`${sql} ${dir}, r.id ${dir}`));
      });
    }
  }

  it('pages 10 at a time by default (per_page or perPage to change it), without repeats or gaps', async () => {
    const whole = await rawIds('r.last_volume desc, r.id desc');
    const first = await getJson<Page<PendingMigrationRow>>(app, URL);
    expect(first.meta).toMatchObject({ perPage: 10, page: 1, totalRecords: whole.length });
    expect(first.meta.totalPages).toBe(Math.ceil(whole.length / 10));
    for (const size of [1, 4, 7]) {
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(whole.length / size); page += 1) {
        const next = await getJson<Page<PendingMigrationRow>>(app, URL, {
          per_page: size,
          page,
        });
        expect(next.meta.perPage).toBe(size);
        seen.push(...idsOf(next.data));
      }
      expect(seen, `per_page=${size}`).toEqual(whole);
    }
    const spec = await getJson<Page<PendingMigrationRow>>(app, URL, { perPage: 2, per_page: 3 });
    expect(spec.data).toHaveLength(3);
  });

  it('filters by status, partner and country', async () => {
    for (const status of [1, 4, 33]) {
      expect(idsOf(await everyRow(`${URL}?status=${status}`)), `status ${status}`).toEqual(
        await rawIds('r.last_volume desc, r.id desc', 'r.status = $4', [status]),
      );
    }
    expect(idsOf(await everyRow(`${URL}?status=4`))).toContain(held);
    for (const partner of partners) {
      const rows = await everyRow(`${URL}?partner_id=${partner}`);
      expect(rows.length, `partner ${partner}`).toBeGreaterThan(0);
      expect(idsOf(rows)).toEqual(
        await rawIds('r.last_volume desc, r.id desc', 'r.partner_id = $4', [partner]),
      );
    }
    for (const country of ['CAN', 'USA']) {
      const rows = await everyRow(`${URL}?country=${country}`);
      expect(rows.length, country).toBeGreaterThan(0);
      expect(rows.every((row) => row.country === country)).toBe(true);
      expect(idsOf(rows)).toEqual(
        await rawIds('r.last_volume desc, r.id desc', 'r.business_country = $4', [country]),
      );
    }
    const both = await everyRow(`${URL}?country=USA&partner_id=${partners[0]}&sort=id`);
    expect(idsOf(both)).toEqual(
      await rawIds('r.id', 'r.business_country = $4 and r.partner_id = $5', ['USA', partners[0]]),
    );
  });

  it('searches as the merchants list does: the id, a part of the name', async () => {
    expect(idsOf(await everyRow(`${URL}?search=millworks`))).toEqual([held]);
    expect(idsOf(await everyRow(`${URL}?search=${held}`))).toEqual([held]);
    expect(await everyRow(`${URL}?search=${newer}`)).toEqual([]);
  });

  it('narrows to the merchant of ?merchantid=, and answers 404 for an unknown one', async () => {
    const one = await getJson<Page<PendingMigrationRow>>(app, `${URL}?merchantid=${held}`);
    expect(idsOf(one.data)).toEqual([held]);
    for (const left of [newer, closed]) {
      const none = await getJson<Page<PendingMigrationRow>>(app, `${URL}?merchantid=${left}`);
      expect(none.meta.totalRecords).toBe(0);
    }
    const unknown = await t.app.inject({
      url: `${URL}?merchantid=999999`,
      headers: app.admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_message).toBe('Merchant account not found.');
  });

  it('refuses an unknown status, country, partner id or sort with 400', async () => {
    for (const query of [
      'status=7',
      'country=FRA',
      'partner_id=abc',
      'sort=partner',
      'merchantid=abc',
      'per_page=101',
    ]) {
      const res = await t.app.inject({ url: `${URL}?${query}`, headers: app.admin.headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error_message).toBe(VALIDATION_ERROR_MESSAGE);
    }
  });

  it('downloads exactly the list as CSV: the same rows in the same order', async () => {
    for (const query of ['', 'sort=createdAt', 'country=USA&sort=-thisMonthVolume']) {
      const rows = await everyRow(at(query));
      const csv = await csvOf(app, at(query));
      expect(
        csv.rows.map((r) => Number(r[0])),
        query,
      ).toEqual(idsOf(rows));
    }
    const csv = await csvOf(app, `${URL}?download=csv`);
    expect(csv.disposition).toBe('attachment; filename="pending-migrations.csv"');
    expect(csv.header).toEqual([
      'Merchant ID',
      'DBA',
      'Status',
      'Partner',
      'Country',
      'Volume last month',
      'Sales last month',
      'Volume this month',
      'Funding hold',
    ]);
    const rows = await everyRow(URL, 50);
    const row = rows.find((r) => r.id === held);
    expect(csv.rows.find((r) => Number(r[0]) === held)).toEqual([
      String(held),
      'Migrating Millworks',
      'Information Needed',
      '',
      row?.country,
      dollars(row?.lastMonthVolume ?? 0),
      String(row?.lastMonthSales),
      dollars(row?.thisMonthVolume ?? 0),
      'Yes',
    ]);
    const picked = await csvOf(
      app,
      `${URL}?download=csv&columns=id,processorCanRevert,processorName,businessLegalName&merchantid=${held}`,
    );
    expect(picked.disposition).toBe(`attachment; filename="pending-migrations-${held}.csv"`);
    expect(picked.header).toEqual(['Merchant ID', 'Can revert', 'Processor', 'Legal name']);
    expect(picked.rows).toEqual([
      [
        String(held),
        'Yes',
        'Processor 2 (older)',
        rows.find((r) => r.id === held)?.businessLegalName,
      ],
    ]);
  });

  it('is guarded by can-migrate-merchants (401 signed out, 403 merchant user or admin without it)', async () => {
    await expectKeyGuards(app, URL, 'can-migrate-merchants');
  });
});
