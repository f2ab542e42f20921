import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../src/demo/generator/generate';
import { openChargeback } from '../../../src/ledger/ledger-operations';
import { createFieldCipher } from '../../../src/platform/encryption';
import { NOT_THE_CLERKS, type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let owner: SignedIn;
let clerk: SignedIn;
const END = new Date('2026-11-20T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  await generate(t.database, {
    profile: { name: 'demo', merchants: 4, days: 400, meanDailySales: 12 },
    seed: 'disputes',
    end: END,
    cipher: createFieldCipher(randomBytes(32)),
  });
  // Open disputes with deadlines still ahead, through the ledger (chargebacks) and as the
  // processor's inquiry arrives (a retrieval row), so the inbox has several to answer.
  const sales = await t.database.query<{ id: string; trans_date: Date }>(
    `select id::text, trans_date from transactions
      where merchant_id = 100001 and kind = 'sale' and status = 'approved' and method = 'card'
        and not exists (select 1 from chargebacks c where c.transaction_id = transactions.id)
      order by trans_date desc limit 4`,
  );
  const processor = t.app.processors.processorFor({ processorId: 2 });
  for (const [index, sale] of sales.slice(0, 3).entries()) {
    await t.database.db.transaction((tx) =>
      openChargeback(tx, processor, {
        saleId: Number(sale.id),
        amountCents: 100 + index,
        at: new Date(new Date(sale.trans_date).getTime() + (index + 1) * 3_600_000),
      }),
    );
  }
  await t.database.query(
    `insert into retrievals (merchant_id, transaction_id, requested_date, reason_desc, days_to_respond, status)
     values (100001, $1, $2, 'Cardholder requests a copy of the receipt', 10, 'Unanswered')`,
    [sales[3]?.id, new Date(END.getTime() - 2 * 86_400_000)],
  );
  owner = await signInAs(t.app, 'owner@paydesk.test');
  clerk = await signInAs(t.app, 'clerk@paydesk.test');
}, 180_000);

const get = (url: string, who: SignedIn = owner) => t.app.inject({ url, headers: who.headers });

interface Item {
  kind: string;
  id: number;
  needsResponse: boolean;
  deadline: number;
  opened: number;
  inboxId: number;
}

/** Every dispute of the account, read table by table (not through the inbox's SQL). */
async function everyDispute(merchantId: number): Promise<Item[]> {
  const rows = await t.database.query<{
    kind: string;
    id: string;
    open: boolean;
    deadline: Date | null;
    opened: Date;
    inbox_id: string;
  }>(
    `select 'chargeback' as kind, id::text, dispute_status = 'evidence-needed' as open, respond_by as deadline, cb_date as opened, inbox_id::text from chargebacks where merchant_id = $1
     union all select 'retrieval', id::text, status = 'Unanswered', requested_date + days_to_respond * interval '1 day', requested_date, inbox_id::text from retrievals where merchant_id = $1
     union all select 'ach-return', id::text, false, null, return_date, inbox_id::text from ach_returns where merchant_id = $1`,
    [merchantId],
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    needsResponse: row.open,
    deadline: row.deadline ? new Date(row.deadline).getTime() : 0,
    opened: new Date(row.opened).getTime(),
    inboxId: Number(row.inbox_id),
  }));
}

/** The inbox's order in plain terms: open ones by nearest deadline, then the rest newest first. */
function byUrgency(a: Item, b: Item): number {
  if (a.needsResponse !== b.needsResponse) return a.needsResponse ? -1 : 1;
  const seconds = (ms: number) => Math.floor(ms / 1000);
  const diff = a.needsResponse
    ? seconds(a.deadline) - seconds(b.deadline)
    : seconds(b.opened) - seconds(a.opened);
  return diff !== 0 ? diff : a.inboxId - b.inboxId;
}

const keyOf = (item: { kind: string; id: number }) => `${item.kind}:${item.id}`;

async function readAll(url: string): Promise<{ kind: string; id: number }[]> {
  const first = await get(`${url}${url.includes('?') ? '&' : '?'}perPage=100`);
  expect(first.statusCode, first.body).toBe(200);
  const { meta } = first.json();
  const rows = [...first.json().data];
  for (let page = 2; page <= meta.totalPages; page += 1) {
    const next = await get(
      `${url}${url.includes('?') ? '&' : '?'}perPage=100&page=${page}&asOf=${meta.asOf}`,
    );
    rows.push(...next.json().data);
  }
  return rows;
}

describe('disputes inbox', () => {
  it('lists the three kinds in one list, what needs a response first by nearest deadline, 10 a page', async () => {
    const all = await everyDispute(100001);
    const kinds = new Set(all.map((item) => item.kind));
    expect(kinds).toEqual(new Set(['chargeback', 'retrieval', 'ach-return']));
    expect(all.some((item) => item.needsResponse)).toBe(true);

    const res = await get('/api/merchants/100001/disputes');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ perPage: 10, page: 1, totalRecords: all.length });
    const expected = [...all].sort(byUrgency).map(keyOf);
    expect(body.data.map(keyOf)).toEqual(expected.slice(0, 10));
    const first = body.data[0];
    expect(first.needsResponse).toBe(true);
    expect(first.daysLeft).toEqual(expect.any(Number));
    expect(first.merchAccountName).toEqual(expect.any(String));

    // Every page of the snapshot, in order, none repeated or skipped.
    expect((await readAll('/api/merchants/100001/disputes')).map(keyOf)).toEqual(expected);
  });

  it('answers the fields of part 1 §3 for each kind', async () => {
    const rows = await readAll('/api/merchants/100001/disputes');
    const chargeback = rows.find((row) => row.kind === 'chargeback') as Record<string, unknown>;
    expect(chargeback).toMatchObject({
      cbDate: expect.any(String),
      cbAmount: expect.any(Number),
      disputeStatus: expect.any(String),
      caseNumber: expect.stringMatching(/^CB-/),
      cardLastFour: expect.stringMatching(/^\d{4}$/),
      returnCode: null,
    });
    const retrieval = rows.find((row) => row.kind === 'retrieval') as Record<string, unknown>;
    expect(retrieval).toMatchObject({
      reasonDesc: expect.any(String),
      daysToRespond: 10,
      requestedDate: expect.any(String),
      status: expect.stringMatching(/^(Unanswered|Answered|Closed)$/),
      amount: retrieval.transAmount,
    });
    const achReturn = rows.find((row) => row.kind === 'ach-return') as Record<string, unknown>;
    expect(achReturn).toMatchObject({
      returnAmount: expect.any(Number),
      returnCode: expect.stringMatching(/^R\d\d$/),
      returnCodeDesc: expect.any(String),
      accountNumber: expect.stringMatching(/\d{4}$/),
      respondBy: null,
      daysLeft: null,
      needsResponse: false,
    });
  });

  it('filters by kind, status, needs_response, brand, reason and opened date, and searches', async () => {
    const all = await readAll('/api/merchants/100001/disputes');
    const full = all as unknown as Record<string, unknown>[];
    const keys = (rows: { kind: string; id: number }[]) => rows.map(keyOf).sort();
    const expectFilter = async (query: string, keep: (row: Record<string, unknown>) => boolean) => {
      const got = await readAll(`/api/merchants/100001/disputes?${query}`);
      const want = full.filter(keep) as unknown as { kind: string; id: number }[];
      expect(want.length, query).toBeGreaterThan(0);
      expect(keys(got), query).toEqual(keys(want));
    };
    await expectFilter('kind=retrieval,ach-return', (r) => r.kind !== 'chargeback');
    await expectFilter('status=evidence-needed,Unanswered', (r) =>
      ['evidence-needed', 'Unanswered'].includes(String(r.status)),
    );
    await expectFilter('needs_response=true', (r) => r.needsResponse === true);
    await expectFilter('needs_response=false', (r) => r.needsResponse === false);
    await expectFilter('card_brand=Visa', (r) => r.cardBrand === 'Visa');
    const reason = String(full.find((r) => r.kind === 'chargeback')?.reasonCode);
    await expectFilter(`reason=${reason}`, (r) => r.reasonCode === reason);
    await expectFilter('start_date=2026-06-01&end_date=2026-08-31', (r) => {
      const day = String(r.date).slice(0, 10);
      return day >= '2026-06-01' && day <= '2026-08-31';
    });
    const sample = full.find((r) => r.kind === 'chargeback') as Record<string, unknown>;
    await expectFilter(`search=${sample.transNumber}`, (r) => r.transNumber === sample.transNumber);
    await expectFilter(
      `search=${sample.cardLastFour}`,
      (r) => r.kind !== 'ach-return' && r.cardLastFour === sample.cardLastFour,
    );
    const name = String(sample.accountholderName);
    await expectFilter(`search=${encodeURIComponent(name.slice(0, 4))}`, (r) =>
      String(r.accountholderName ?? '')
        .toLowerCase()
        .startsWith(name.slice(0, 4).toLowerCase()),
    );
  });

  it('sorts by opened date and by amount in both directions', async () => {
    const byDate = await readAll('/api/merchants/100001/disputes?sort=-date');
    const dates = byDate.map((row) => (row as unknown as { date: string }).date);
    expect(dates).toEqual([...dates].sort().reverse());
    const byAmount = await readAll('/api/merchants/100001/disputes?sort=amount');
    const amounts = byAmount.map((row) => (row as unknown as { amount: number }).amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it('exports the filtered inbox as CSV with chosen columns', async () => {
    const res = await get(
      '/api/merchants/100001/disputes?kind=chargeback&download=csv&columns=kind,caseNumber,amount',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Kind,Case number,Disputed');
    const list = await readAll('/api/merchants/100001/disputes?kind=chargeback');
    expect(lines.length - 1).toBe(list.length);
    expect(lines[1]).toMatch(/^chargeback,CB-\d{8},\d+\.\d\d$/);
  });

  it('refuses bad filters and another account', async () => {
    const bad = await get('/api/merchants/100001/disputes?kind=refund&sort=cardBrand');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['kind', 'sort']));
    expect((await get(`/api/merchants/${NOT_THE_CLERKS}/disputes`, clerk)).statusCode).toBe(403);
  });
});
