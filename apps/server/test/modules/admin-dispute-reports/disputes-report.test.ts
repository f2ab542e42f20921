import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_READ_ONLY_REASON } from '../../../src/modules/disputes/disputes.service';
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
const KEY = 'can-view-chargeback-report';

interface Row {
  id: number;
  kind: 'chargeback' | 'retrieval';
  merchantId: number;
  merchAccountName: string;
  amount: number;
  date: string;
  status: string;
  reasonCode: string | null;
  cardBrand: string | null;
  cardLastFour: string | null;
  caseNumber: string | null;
  respondBy: string | null;
  needsResponse: boolean;
}

interface Raw {
  kind: string;
  id: string;
  merchant_id: number;
  amount: string;
  opened: Date;
  status: string;
  reason_code: string | null;
  card_brand: string | null;
  last_four: string | null;
  case_number: string | null;
  name: string;
}

/** Every chargeback and retrieval of the range, read table by table (not the inbox's SQL). */
async function rawDisputes(where = 'true'): Promise<Raw[]> {
  return r.t.database.query<Raw>(
    `select x.*, m.business_common_name as name, t.card_brand, t.last_four from (
       select 'chargeback' as kind, id::text, merchant_id, cb_amount_cents::text as amount, cb_date as opened,
              dispute_status as status, reason_code, case_number, transaction_id from chargebacks
       union all
       select 'retrieval', r.id::text, r.merchant_id, s.gross_amount_cents::text, r.requested_date, r.status,
              null, null, r.transaction_id from retrievals r join transactions s on s.id = r.transaction_id) x
     join merchants m on m.id = x.merchant_id join transactions t on t.id = x.transaction_id
     where x.opened >= $1 and x.opened < $2 and ${where}`,
    [FROM, TO],
  );
}

const keyOf = (row: { kind: string; id: number | string }) => `${row.kind}/${row.id}`;

beforeAll(async () => {
  r = await reportsApp('admin-disputes');
  // A retrieval to answer, so the report holds both kinds whatever the dice said.
  const [sale] = await r.t.database.query<{ id: string; merchant_id: number }>(
    `select id::text, merchant_id from transactions
      where kind = 'sale' and status = 'approved' and method = 'card' and trans_date >= '2026-10-01'
      order by id limit 1`,
  );
  await r.t.database.query(
    `insert into retrievals (merchant_id, transaction_id, requested_date, reason_desc, days_to_respond, status)
     values ($1, $2, '2026-11-18T10:00:00Z', 'Cardholder requests a copy of the receipt', 10, 'Unanswered')`,
    [sale?.merchant_id, sale?.id],
  );
}, 240_000);

describe('GET /api/admin/disputes', () => {
  it("lists every merchant's chargebacks and retrievals of the range, newest first", async () => {
    const raw = await rawDisputes();
    const merchants = new Set(raw.map((row) => row.merchant_id));
    expect(merchants.size).toBeGreaterThan(1);
    expect(raw.some((row) => row.kind === 'retrieval')).toBe(true);
    const page = await getJson<{ meta: { totalRecords: number; perPage: number }; data: Row[] }>(
      r,
      '/api/admin/disputes',
      RANGE,
    );
    expect(page.meta.perPage).toBe(10);
    expect(page.meta.totalRecords).toBe(raw.length);
    expect(page.data).toHaveLength(10);
    expect(
      isOrdered(
        page.data.map((row) => row.date),
        true,
      ),
    ).toBe(true);
    const rows = await allRows<Row>(r, '/api/admin/disputes', RANGE);
    expect(rows.map(keyOf).sort()).toEqual(raw.map(keyOf).sort());
    // Figures and each row's merchant, against the tables.
    const byKey = new Map(raw.map((row) => [keyOf(row), row]));
    for (const row of rows) {
      const source = byKey.get(keyOf(row));
      expect(row.amount).toBe(Number(source?.amount));
      expect(row.merchantId).toBe(source?.merchant_id);
      expect(row.merchAccountName).toBe(source?.name);
      expect(row.kind).not.toBe('ach-return');
    }
  });

  it('narrows to one merchant with merchantid, and answers 404 for an unknown one', async () => {
    const [first] = await rawDisputes();
    const merchantId = Number(first?.merchant_id);
    const raw = await rawDisputes(`x.merchant_id = ${merchantId}`);
    const rows = await allRows<Row>(r, '/api/admin/disputes', { ...RANGE, merchantid: merchantId });
    expect(rows.map(keyOf).sort()).toEqual(raw.map(keyOf).sort());
    const res = await r.t.app.inject({
      url: '/api/admin/disputes?merchantid=999999',
      headers: r.admin.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error_message).toBe('Merchant account not found.');
  });

  it('filters by kind, status, reason code and card brand', async () => {
    const raw = await rawDisputes();
    const cases: [Record<string, string>, (row: Raw) => boolean][] = [
      [{ kind: 'retrieval' }, (row) => row.kind === 'retrieval'],
      [{ kind: 'chargeback' }, (row) => row.kind === 'chargeback'],
      [{ status: 'won,lost' }, (row) => row.status === 'won' || row.status === 'lost'],
      [{ reason: '13.1' }, (row) => row.reason_code === '13.1'],
      [{ card_brand: 'Visa' }, (row) => row.card_brand === 'Visa'],
    ];
    for (const [filter, keep] of cases) {
      const rows = await allRows<Row>(r, '/api/admin/disputes', { ...RANGE, ...filter });
      expect(rows.map(keyOf).sort(), JSON.stringify(filter)).toEqual(
        raw.filter(keep).map(keyOf).sort(),
      );
    }
  });

  it('searches a case number or a card last four across merchants', async () => {
    const raw = await rawDisputes();
    const chargeback = raw.find((row) => row.kind === 'chargeback' && row.case_number);
    const byCase = await getJson<{ data: Row[] }>(r, '/api/admin/disputes', {
      ...RANGE,
      search: String(chargeback?.case_number).toLowerCase(),
    });
    expect(byCase.data.map(keyOf)).toEqual([keyOf(chargeback as Raw)]);
    const lastFour = String(chargeback?.last_four);
    const byLastFour = await allRows<Row>(r, '/api/admin/disputes', { ...RANGE, search: lastFour });
    expect(byLastFour.map(keyOf).sort()).toEqual(
      raw
        .filter((row) => row.last_four === lastFour)
        .map(keyOf)
        .sort(),
    );
  });

  it('sorts by date, amount and urgency both ways, and pages through one snapshot', async () => {
    await expectSortedBothWays<Row>(r, '/api/admin/disputes', RANGE, {
      date: (row) => row.date,
      amount: (row) => row.amount,
    });
    // Urgency: what needs a reply first, nearest deadline first; the reverse backwards.
    const urgent = await allRows<Row>(r, '/api/admin/disputes', { ...RANGE, sort: 'respondBy' });
    const open = urgent.filter((row) => row.needsResponse);
    expect(open.length).toBeGreaterThan(0);
    expect(urgent.slice(0, open.length).every((row) => row.needsResponse)).toBe(true);
    expect(
      isOrdered(
        open.map((row) => row.respondBy ?? ''),
        false,
      ),
    ).toBe(true);
    const reversed = await allRows<Row>(r, '/api/admin/disputes', { ...RANGE, sort: '-respondBy' });
    expect(reversed.map(keyOf)).toEqual(urgent.map(keyOf).reverse());
    // Pages: disjoint, in order, the snapshot passed back.
    const first = await getJson<{ meta: { asOf: string }; data: Row[] }>(r, '/api/admin/disputes', {
      ...RANGE,
      sort: '-amount',
    });
    const second = await getJson<{ data: Row[] }>(r, '/api/admin/disputes', {
      ...RANGE,
      sort: '-amount',
      page: 2,
      asOf: first.meta.asOf,
    });
    const all = await allRows<Row>(r, '/api/admin/disputes', { ...RANGE, sort: '-amount' });
    expect([...first.data, ...second.data].map(keyOf)).toEqual(all.slice(0, 20).map(keyOf));
  });

  it('downloads the same rows as CSV, in the same order', async () => {
    const params = { ...RANGE, sort: '-amount', kind: 'chargeback' };
    const rows = await allRows<Row>(r, '/api/admin/disputes', params);
    const csv = await csvOf(r, '/api/admin/disputes', {
      ...params,
      columns: 'id,merchantId,kind,amount,reasonCode',
    });
    expect(csv.header).toEqual(['Dispute ID', 'Merchant ID', 'Kind', 'Amount', 'Reason code']);
    expect(csv.rows).toEqual(
      rows.map((row) => [
        String(row.id),
        String(row.merchantId),
        row.kind,
        dollars(row.amount),
        row.reasonCode ?? '',
      ]),
    );
    expect(csv.disposition).toContain('disputes-all-merchants-2026-01-01-to-2026-11-20.csv');
  });

  it('needs can-view-chargeback-report: 401, 403 for merchants and admins without it', async () => {
    const url = `/api/admin/disputes?start_date=${RANGE.start_date}`;
    await expectKeyGuards(r, url, KEY);
  });
});

describe('GET /api/admin/disputes/{disputeId}/{type}', () => {
  it("answers what the merchant's detail answers, read-only, to an admin holding only the key", async () => {
    const [chargeback] = await rawDisputes(`x.kind = 'chargeback'`);
    const id = Number(chargeback?.id);
    const onlyKey = await r.only(KEY);
    const res = await r.t.app.inject({
      url: `/api/admin/disputes/${id}/chargeback`,
      headers: onlyKey,
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    // The merchant's own route refuses this admin (it needs can-view-merchant-info).
    const merchantUrl = `/api/disputes/${id}/chargeback?merchantId=${chargeback?.merchant_id}`;
    expect((await r.t.app.inject({ url: merchantUrl, headers: onlyKey })).statusCode).toBe(403);
    const merchantSide = (
      await r.t.app.inject({ url: merchantUrl, headers: r.admin.headers })
    ).json();
    const { actions, ...facts } = detail;
    const { actions: _merchantActions, ...merchantFacts } = merchantSide;
    expect(facts).toEqual(merchantFacts);
    expect(detail.dispute.merchAccountName).toBe(chargeback?.name);
    const refused = { allowed: false, reason: STAFF_READ_ONLY_REASON };
    expect(actions).toEqual({ counter: refused, accept: refused, status: refused });
  });

  it('reads retrievals and ACH returns too; 404 for an unknown id', async () => {
    const [retrieval] = await rawDisputes(`x.kind = 'retrieval'`);
    const ok = await r.t.app.inject({
      url: `/api/admin/disputes/${retrieval?.id}/retrieval`,
      headers: r.admin.headers,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [achReturn] = await r.t.database.query<{ id: string }>(
      'select id::text from ach_returns limit 1',
    );
    const ach = await r.t.app.inject({
      url: `/api/admin/disputes/${achReturn?.id}/ach-return`,
      headers: r.admin.headers,
    });
    expect(ach.statusCode, ach.body).toBe(200);
    const missing = await r.t.app.inject({
      url: '/api/admin/disputes/2147483647/chargeback',
      headers: r.admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_message).toBe('Unable to find a dispute with the ID specified');
    expect(await statusOf(r, `/api/admin/disputes/1/chargeback`, await r.lacking(KEY))).toBe(403);
    expect(await statusOf(r, `/api/admin/disputes/1/chargeback`, {})).toBe(401);
    expect(await statusOf(r, `/api/admin/disputes/1/chargeback`, r.owner.headers)).toBe(403);
  });
});
