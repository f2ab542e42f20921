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

const LIST = '/api/admin/merchants/processor-reconciliation';
const KEY = 'can-view-processor-reconciliation-report';
let kit: ReportApp;

beforeAll(async () => {
  kit = await moneyReportApp('admin-reconciliation');
}, 120_000);

type Line = {
  level: 'deposit' | 'transaction';
  depositId: number;
  merchantId: number;
  merchantName: string;
  batchId: number;
  transactionId: number | null;
  reportedCount: number;
  reportedGross: number;
  reportedFees: number;
  reportedNet: number;
  ledgerCount: number;
  ledgerGross: number;
  ledgerFees: number;
  ledgerNet: number;
  countDifference: number;
  grossDifference: number;
  feesDifference: number;
  netDifference: number;
  depositAmount: number | null;
  depositDifference: number | null;
  matched: boolean;
};

/**
 * Each payout SQL finds, recomputed from the raw rows: the batch's stored totals against the
 * sums of the transactions naming the batch, in `order`.
 */
async function raw(where: string, order: string, params: unknown[] = []) {
  const rows = await kit.t.database.query<Record<string, string>>(
    `select d.id::text, d.merchant_id::text, m.business_common_name, d.batch_id::text,
            b.number_of_transactions::text as rc, b.total_gross_cents::text as rg,
            b.total_fee_cents::text as rf, b.total_net_cents::text as rn, d.amount_cents::text as paid,
            (select count(*) from transactions t where t.batch_id = d.batch_id)::text as lc,
            (select coalesce(sum(gross_amount_cents), 0) from transactions t where t.batch_id = d.batch_id)::text as lg,
            (select coalesce(sum(fee_cents), 0) from transactions t where t.batch_id = d.batch_id)::text as lf,
            (select coalesce(sum(net_amount_cents), 0) from transactions t where t.batch_id = d.batch_id)::text as ln
       from deposits d join batches b on b.id = d.batch_id join merchants m on m.id = d.merchant_id
      where ${where} order by ${order}`,
    params,
  );
  return rows.map((r) => {
    const [rc, rg, rf, rn, lc, lg, lf, ln, paid] = [
      r.rc,
      r.rg,
      r.rf,
      r.rn,
      r.lc,
      r.lg,
      r.lf,
      r.ln,
      r.paid,
    ].map(Number) as number[];
    return {
      depositId: Number(r.id),
      merchantId: Number(r.merchant_id),
      merchantName: String(r.business_common_name),
      batchId: Number(r.batch_id),
      reported: [rc, rg, rf, rn],
      ledger: [lc, lg, lf, ln],
      paid,
    };
  });
}

const figures = (lines: Line[]) =>
  lines.map((l) => ({
    depositId: l.depositId,
    merchantId: l.merchantId,
    merchantName: l.merchantName,
    batchId: l.batchId,
    reported: [l.reportedCount, l.reportedGross, l.reportedFees, l.reportedNet],
    ledger: [l.ledgerCount, l.ledgerGross, l.ledgerFees, l.ledgerNet],
    paid: l.depositAmount,
  }));

const NEWEST = 'd.deposit_date desc, d.id desc';
const RANGE = { start_date: '2026-09-10', end_date: '2026-11-20' };
const RANGE_SQL = "d.deposit_date between '2026-09-10' and '2026-11-20'";

describe('GET /api/admin/merchants/processor-reconciliation', () => {
  it('needs can-view-processor-reconciliation-report', async () => {
    await expectKeyGuards(kit, LIST, KEY);
  });

  it('sets each payout’s processor record against the ledger, 25 a page, newest first', async () => {
    const body = await getJson<Page<Line>>(kit, LIST, RANGE);
    const expected = await raw(RANGE_SQL, NEWEST);
    expect(expected.length).toBeGreaterThan(50);
    expect(new Set(expected.map((r) => r.merchantId)).size).toBeGreaterThan(1);
    expect(body.meta).toMatchObject({ perPage: 25, page: 1, totalRecords: expected.length });
    expect(figures(body.data)).toEqual(expected.slice(0, 25));
    // Generated settlements agree with their rows.
    for (const line of body.data) {
      expect(line).toMatchObject({ level: 'deposit', transactionId: null, matched: true });
      expect([line.countDifference, line.netDifference, line.depositDifference]).toEqual([0, 0, 0]);
    }
  });

  it('pages through one snapshot: page 2 is lines 26 to 50', async () => {
    const first = await getJson<Page<Line>>(kit, LIST, RANGE);
    const second = await getJson<Page<Line>>(kit, LIST, {
      ...RANGE,
      page: '2',
      asOf: first.meta.asOf,
    });
    expect(figures(second.data)).toEqual((await raw(RANGE_SQL, NEWEST)).slice(25, 50));
  });

  it.each([
    ['depositDate', 'd.deposit_date asc, d.id asc'],
    ['-depositDate', 'd.deposit_date desc, d.id desc'],
  ])('sorts by %s', async (sort, order) => {
    const { rows } = await allPages<Line>(kit, LIST, { ...RANGE, sort });
    expect(figures(rows)).toEqual(await raw(RANGE_SQL, order));
  });

  it('reads one merchant with merchantid, one payout with deposit_id', async () => {
    const { rows } = await allPages<Line>(kit, LIST, { ...RANGE, merchantid: '100002' });
    expect(figures(rows)).toEqual(await raw(`${RANGE_SQL} and d.merchant_id = 100002`, NEWEST));
    const [old] = await kit.t.database.query<{ id: string; merchant_id: number }>(
      'select id::text, merchant_id from deposits order by deposit_date, id limit 1',
    );
    // A payout outside the range is still the one asked for.
    const one = await getJson<Page<Line>>(kit, LIST, { ...RANGE, deposit_id: String(old?.id) });
    expect(one.data.map((l) => l.depositId)).toEqual([Number(old?.id)]);
    const other = old?.merchant_id === 100001 ? '100002' : '100001';
    const refused: Record<string, string>[] = [
      { deposit_id: String(old?.id), merchantid: other },
      { deposit_id: '2000000000' },
      { merchantid: '999999' },
    ];
    for (const query of refused) {
      expect((await kit.get(withQuery(LIST, query))).statusCode, JSON.stringify(query)).toBe(404);
    }
    const detailWithout = await kit.get(withQuery(LIST, { detail: 'true' }));
    expect(detailWithout.statusCode).toBe(400);
    expect(detailWithout.json().errors.deposit_id).toEqual([
      'Name the payout to detail with deposit_id',
    ]);
  });

  it("details a payout's transactions with each side", async () => {
    const [deposit] = await kit.t.database.query<{ id: string; batch_id: string }>(
      `select id::text, batch_id::text from deposits where merchant_id = 100002
        and deposit_date between '2026-10-01' and '2026-10-31' order by id limit 1`,
    );
    const { rows, meta } = await allPages<Line & { transDate: string }>(kit, LIST, {
      detail: 'true',
      deposit_id: String(deposit?.id),
    });
    const expected = await kit.t.database.query<Record<string, string>>(
      `select id::text, gross_amount_cents::text as gross, fee_cents::text as fee,
              net_amount_cents::text as net from transactions where batch_id = $1
        order by trans_date desc, id desc`,
      [deposit?.batch_id],
    );
    expect(meta.totalRecords).toBe(expected.length);
    expect(rows.map((l) => [l.transactionId, l.ledgerGross, l.ledgerFees, l.ledgerNet])).toEqual(
      expected.map((r) => [Number(r.id), Number(r.gross), Number(r.fee), Number(r.net)]),
    );
    for (const line of rows) {
      expect(line).toMatchObject({
        level: 'transaction',
        depositId: Number(deposit?.id),
        reportedCount: 1,
        ledgerCount: 1,
        reportedNet: line.ledgerGross - line.ledgerFees,
        depositAmount: null,
        matched: true,
      });
    }
  });

  it('shows the difference when a ledger row is changed after settlement', async () => {
    const [row] = await kit.t.database.query<{ id: string; batch_id: string; net: string }>(
      `select t.id::text, t.batch_id::text, t.net_amount_cents::text as net from transactions t
         join deposits d on d.batch_id = t.batch_id
        where t.merchant_id = 100003 and d.deposit_date between '2026-10-01' and '2026-10-31'
        order by t.id limit 1`,
    );
    const [deposit] = await kit.t.database.query<{ id: string }>(
      'select id::text from deposits where batch_id = $1',
      [row?.batch_id],
    );
    const depositId = Number(deposit?.id);
    // Someone edits a settled row's net in the database: 7.77 more than the processor paid.
    await kit.t.database.query(
      'update transactions set net_amount_cents = net_amount_cents + 777 where id = $1',
      [row?.id],
    );
    const { rows } = await allPages<Line>(kit, LIST, RANGE);
    const line = rows.find((l) => l.depositId === depositId);
    expect(line).toMatchObject({
      matched: false,
      netDifference: 777,
      depositDifference: -777,
      countDifference: 0,
      grossDifference: 0,
    });
    expect(figures(rows)).toEqual(await raw(RANGE_SQL, NEWEST));
    const mismatched = await getJson<Page<Line>>(kit, LIST, { ...RANGE, mismatched_only: 'true' });
    expect(mismatched.data.map((l) => l.depositId)).toEqual([depositId]);
    const detail = await getJson<Page<Line>>(kit, LIST, {
      detail: 'true',
      deposit_id: String(depositId),
      mismatched_only: 'true',
    });
    expect(detail.data.map((l) => [l.transactionId, l.netDifference, l.matched])).toEqual([
      [Number(row?.id), 777, false],
    ]);
    // A row moved out of its batch: the count differs too.
    const [moved] = await kit.t.database.query<{ id: string }>(
      'select id::text from transactions where batch_id = $1 and id <> $2 order by id limit 1',
      [row?.batch_id, row?.id],
    );
    if (moved) {
      await kit.t.database.query('update transactions set batch_id = null where id = $1', [
        moved.id,
      ]);
      const after = await getJson<Page<Line>>(kit, LIST, { deposit_id: String(depositId) });
      expect(after.data[0]?.countDifference).toBe(-1);
      await kit.t.database.query('update transactions set batch_id = $1 where id = $2', [
        row?.batch_id,
        moved.id,
      ]);
    }
    await kit.t.database.query(
      'update transactions set net_amount_cents = net_amount_cents - 777 where id = $1',
      [row?.id],
    );
    const fixed = await getJson<Page<Line>>(kit, LIST, { ...RANGE, mismatched_only: 'true' });
    expect(fixed.meta.totalRecords).toBe(0);
  });

  it('downloads the same lines, in the same order, with the same figures, as CSV', async () => {
    const query = { ...RANGE, sort: 'depositDate' };
    const { rows } = await allPages<Line>(kit, LIST, query);
    const columns =
      'depositId,merchantId,reportedCount,ledgerCount,reportedGross,ledgerGross,reportedFees,ledgerFees,reportedNet,ledgerNet,depositAmount,netDifference,matched';
    const { records } = await csvOf(kit, LIST, { ...query, columns });
    expect(records[0]?.[0]).toBe('Payout ID');
    expect(records.slice(1)).toEqual(
      rows.map((l) => [
        String(l.depositId),
        String(l.merchantId),
        String(l.reportedCount),
        String(l.ledgerCount),
        dollars(l.reportedGross),
        dollars(l.ledgerGross),
        dollars(l.reportedFees),
        dollars(l.ledgerFees),
        dollars(l.reportedNet),
        dollars(l.ledgerNet),
        dollars(l.depositAmount ?? 0),
        dollars(l.netDifference),
        l.matched ? 'Matched' : 'Difference',
      ]),
    );
    const depositId = String(rows[0]?.depositId);
    const detail = await allPages<Line>(kit, LIST, { detail: 'true', deposit_id: depositId });
    const { records: detailCsv } = await csvOf(kit, LIST, {
      detail: 'true',
      deposit_id: depositId,
      columns: 'depositId,transactionId,reportedNet,ledgerNet,netDifference,matched',
    });
    expect(detailCsv.slice(1)).toEqual(
      detail.rows.map((l) => [
        depositId,
        String(l.transactionId),
        dollars(l.reportedNet),
        dollars(l.ledgerNet),
        dollars(l.netDifference),
        'Matched',
      ]),
    );
  });
});
