import { randomBytes, randomUUID } from 'node:crypto';
import { DISPUTE_NOT_FOUND_MESSAGE, DISPUTE_RULE_MESSAGES } from '@paydesk/domain/dispute-fields';
import { beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../src/demo/generator/generate';
import { openChargeback } from '../../../src/ledger/ledger-operations';
import { reconcile } from '../../../src/ledger/reconciliation';
import { createFieldCipher } from '../../../src/platform/encryption';
import { NOT_THE_CLERKS, type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { multipartBody } from '../../support/multipart';
import { createTestApp, type TestApp } from '../../support/test-app';
import { pdfDocument } from '../files/file-fixtures';

let t: TestApp;
let owner: SignedIn;
let clerk: SignedIn;
const END = new Date('2026-11-20T00:00:00Z');
/** Chargebacks opened for these tests, with deadlines ahead (the test clock is real time). */
let open: number[] = [];
let retrievalId = 0;
let foreignChargeback = 0;

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  await generate(t.database, {
    profile: { name: 'demo', merchants: 4, days: 120, meanDailySales: 10 },
    seed: 'dispute-answers',
    end: END,
    cipher: createFieldCipher(randomBytes(32)),
  });
  const sales = await t.database.query<{ id: string }>(
    `select id::text from transactions
      where merchant_id = 100001 and kind = 'sale' and status = 'approved' and method = 'card'
        and gross_amount_cents >= 750
        and not exists (select 1 from chargebacks c where c.transaction_id = transactions.id)
      order by trans_date desc limit 5`,
  );
  const processor = t.app.processors.processorFor({ processorId: 2 });
  const now = new Date();
  open = [];
  for (const sale of sales.slice(0, 4)) {
    const row = await t.database.db.transaction((tx) =>
      openChargeback(tx, processor, { saleId: Number(sale.id), amountCents: 500, at: now }),
    );
    open.push(row.id);
  }
  const [retrieval] = await t.database.query<{ id: string }>(
    `insert into retrievals (merchant_id, transaction_id, requested_date, reason_desc, days_to_respond, status)
     values (100001, $1, $2, 'Cardholder requests a copy of the receipt', 10, 'Unanswered') returning id::text`,
    [sales[4]?.id, now],
  );
  retrievalId = Number(retrieval?.id);
  const [foreignSale] = await t.database.query<{ id: string }>(
    `select id::text from transactions where merchant_id = 100004 and kind = 'sale'
        and status = 'approved' and method = 'card'
        and not exists (select 1 from chargebacks c where c.transaction_id = transactions.id)
      order by trans_date desc limit 1`,
  );
  const foreign = await t.database.db.transaction((tx) =>
    openChargeback(tx, processor, { saleId: Number(foreignSale?.id), amountCents: 100, at: now }),
  );
  foreignChargeback = foreign.id;
  owner = await signInAs(t.app, 'owner@paydesk.test');
  clerk = await signInAs(t.app, 'clerk@paydesk.test');
}, 180_000);

const get = (url: string, who: SignedIn = owner) => t.app.inject({ url, headers: who.headers });
const post = (url: string, body: unknown, key = randomUUID(), who: SignedIn = owner) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: { ...who.headers, 'idempotency-key': key },
  });

async function upload(merchantId = 100001, type = 'dispute_evidence'): Promise<string> {
  const body = multipartBody([
    { name: 'type', value: type },
    { name: 'file', filename: 'receipt.pdf', contentType: 'application/pdf', data: pdfDocument() },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/merchants/${merchantId}/files`,
    payload: body.payload,
    headers: { ...owner.headers, ...body.headers, 'idempotency-key': randomUUID() },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

const evidenceNeeded = async () => {
  const [row] = await t.database.query<{ n: string }>(
    `select coalesce(sum(evidence_needed_count), 0)::text as n from merchant_daily_rollups where merchant_id = 100001`,
  );
  return Number(row?.n);
};

async function auditRows(action: string) {
  return t.database.query<{ outcome: string; details: Record<string, unknown> }>(
    'select outcome, details from audit_log where action = $1 order by id',
    [action],
  );
}

describe('one dispute', () => {
  it('answers a chargeback with its transaction, history and open actions', async () => {
    const res = await get(`/api/disputes/${open[0]}/chargeback?merchantId=100001`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.dispute).toMatchObject({
      id: open[0],
      kind: 'chargeback',
      status: 'evidence-needed',
    });
    expect(body.transaction.id).toBe(body.dispute.transactionId);
    expect(body.history[0].label).toBe('Chargeback opened');
    expect(body.actions.counter).toEqual({ allowed: true, reason: null });
  });

  it('is 404 for another account’s dispute, an unknown id or the wrong kind', async () => {
    expect(
      (await get(`/api/disputes/${foreignChargeback}/chargeback?merchantId=100001`)).statusCode,
    ).toBe(404);
    expect((await get(`/api/disputes/${open[0]}/retrieval?merchantId=100001`)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/api/disputes/${open[0]}/chargeback?merchantId=${NOT_THE_CLERKS}`, clerk))
        .statusCode,
    ).toBe(403);
    expect((await get('/api/disputes/2000000000/chargeback?merchantId=100001')).statusCode).toBe(
      404,
    );
  });

  it("finds a dispute's account for a link that names none, only among the caller's", async () => {
    const account = (id: number, who: SignedIn = owner, kind = 'chargeback') =>
      get(`/api/disputes/${id}/${kind}/account`, who);
    const mine = await account(open[0] ?? 0);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({ merchantId: 100001 });
    // Another account's dispute says no more than an unknown one.
    const foreign = await account(foreignChargeback);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error_message).toBe(DISPUTE_NOT_FOUND_MESSAGE);
    expect((await account(2_000_000_000)).json()).toEqual(foreign.json());
    expect((await account(open[0] ?? 0, owner, 'retrieval')).statusCode).toBe(404);
    // Staff who may view merchants find any account.
    const admin = await signInAs(t.app, 'admin@paydesk.test');
    expect((await account(foreignChargeback, admin)).json()).toEqual({ merchantId: 100004 });
    expect(
      (await t.app.inject({ url: `/api/disputes/${open[0]}/chargeback/account` })).statusCode,
    ).toBe(401);
  });

  it('lists the evidence categories', async () => {
    const res = await get('/api/disputes/evidence-categories');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { key: string }) => c.key)).toContain('receipt');
  });
});

describe('countering and accepting', () => {
  it('counters a chargeback with evidence: under review, evidence kept, rollup moved, audited, replayed once', async () => {
    const before = await evidenceNeeded();
    const fileId = await upload();
    const key = randomUUID();
    const body = {
      merchantId: 100001,
      note: 'Delivered and signed for.',
      evidence: [{ fileId, category: 'proof-of-delivery' }],
    };
    const res = await post(`/api/disputes/${open[0]}/chargeback/counter`, body, key);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail.dispute.status).toBe('under-review');
    expect(detail.dispute.disputeDate).toEqual(expect.any(String));
    expect(detail.evidence.map((e: { category: string }) => e.category)).toEqual([
      'proof-of-delivery',
      'note',
      'response-package',
    ]);
    // The processor got one PDF (the cover and the file), kept as the merchant's file.
    const pdf = detail.evidence[2].file;
    expect(pdf).toMatchObject({ contentType: 'application/pdf', type: 'dispute_evidence' });
    expect(pdf.name).toMatch(/^chargeback-CB-\d{8}-response\.pdf$/);
    const download = await get(`/api/merchants/100001/files/${pdf.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(detail.evidence[0].file.id).toBe(fileId);
    expect(detail.actions.counter.reason).toBe(DISPUTE_RULE_MESSAGES.answered);
    expect(await evidenceNeeded()).toBe(before - 1);
    // The same key and body: the first answer again, nothing done twice.
    const again = await post(`/api/disputes/${open[0]}/chargeback/counter`, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(detail);
    expect(await evidenceNeeded()).toBe(before - 1);
    const audits = (await auditRows('dispute-counter')).filter((a) => a.outcome === 'success');
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({
      merchantId: 100001,
      kind: 'chargeback',
      disputeId: open[0],
    });
    // Answered once: a second counter is refused with the reason, and audited.
    const second = await post(`/api/disputes/${open[0]}/chargeback/counter`, body);
    expect(second.statusCode).toBe(422);
    expect(second.json().error_message).toBe(DISPUTE_RULE_MESSAGES.answered);
    expect((await auditRows('dispute-counter')).some((a) => a.outcome === 'failure')).toBe(true);
    const failing = (await reconcile(t.database.query)).filter((c) => c.violations.length > 0);
    expect(failing).toEqual([]);
  });

  it('refuses a counter without files, with another account’s file, or with a file of another purpose', async () => {
    const url = `/api/disputes/${open[1]}/chargeback/counter`;
    const none = await post(url, { merchantId: 100001, evidence: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().error_message).toBe(DISPUTE_RULE_MESSAGES.evidenceNeeded);
    const otherPurpose = await upload(100001, 'bankStatements');
    const wrong = await post(url, {
      merchantId: 100001,
      evidence: [{ fileId: otherPurpose, category: 'other' }],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error_message).toBe(DISPUTE_RULE_MESSAGES.fileNotEvidence);
    const foreignFile = await upload(100002);
    const foreign = await post(url, {
      merchantId: 100001,
      evidence: [{ fileId: foreignFile, category: 'receipt' }],
    });
    expect(foreign.statusCode).toBe(422);
    const still = await get(`/api/disputes/${open[1]}/chargeback?merchantId=100001`);
    expect(still.json().dispute.status).toBe('evidence-needed');
  });

  it('accepts a chargeback: final, rollup moved, then refused', async () => {
    const before = await evidenceNeeded();
    const res = await post(`/api/disputes/${open[2]}/chargeback/accept`, { merchantId: 100001 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().dispute).toMatchObject({
      status: 'accepted',
      result: 'accepted',
      needsResponse: false,
    });
    expect(res.json().dispute.resolvedAt).toEqual(expect.any(String));
    expect(await evidenceNeeded()).toBe(before - 1);
    const again = await post(`/api/disputes/${open[2]}/chargeback/accept`, { merchantId: 100001 });
    expect(again.statusCode).toBe(422);
    expect(again.json().error_message).toBe(DISPUTE_RULE_MESSAGES.decided);
  });

  it('refuses after the deadline', async () => {
    await t.database.query(
      `update chargebacks set respond_by = now() - interval '1 hour' where id = $1`,
      [open[3]],
    );
    const res = await post(`/api/disputes/${open[3]}/chargeback/accept`, { merchantId: 100001 });
    expect(res.statusCode).toBe(422);
    expect(res.json().error_message).toBe(DISPUTE_RULE_MESSAGES.deadlinePassed);
  });

  it('answers a retrieval with a document, and refuses an ACH return', async () => {
    const fileId = await upload();
    const res = await post(`/api/disputes/${retrievalId}/retrieval/counter`, {
      merchantId: 100001,
      evidence: [{ fileId, category: 'receipt' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().dispute).toMatchObject({ status: 'Answered', needsResponse: false });
    expect(res.json().dispute.responseDate).toEqual(expect.any(String));
    const [achReturn] = await t.database.query<{ id: string }>(
      'select id::text from ach_returns where merchant_id = 100001 limit 1',
    );
    if (achReturn) {
      const ach = await post(`/api/disputes/${achReturn.id}/ach-return/accept`, {
        merchantId: 100001,
      });
      expect(ach.statusCode).toBe(422);
      expect(ach.json().error_message).toBe(DISPUTE_RULE_MESSAGES.achReturn);
    }
  });

  it('refuses another account in the body (the guard)', async () => {
    const res = await post(
      `/api/disputes/${open[1]}/chargeback/accept`,
      { merchantId: NOT_THE_CLERKS },
      randomUUID(),
      clerk,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('the money of a chargeback, and the decision recorded by staff', () => {
  const money = async (id: number) => {
    const res = await get(`/api/disputes/${id}/chargeback?merchantId=100001`);
    return res.json().money as { kind: string; amount: number }[];
  };

  /** A chargeback of 7.50 opened now and countered, waiting for the processor. */
  async function counteredChargeback(): Promise<number> {
    const [sale] = await t.database.query<{ id: string }>(
      `select id::text from transactions
        where merchant_id = 100001 and kind = 'sale' and status = 'approved' and method = 'card'
        and gross_amount_cents >= 750
          and not exists (select 1 from chargebacks c where c.transaction_id = transactions.id)
        order by trans_date desc limit 1`,
    );
    const processor = t.app.processors.processorFor({ processorId: 2 });
    const row = await t.database.db.transaction((tx) =>
      openChargeback(tx, processor, { saleId: Number(sale?.id), amountCents: 750, at: new Date() }),
    );
    const fileId = await upload();
    const countered = await post(`/api/disputes/${row.id}/chargeback/counter`, {
      merchantId: 100001,
      evidence: [{ fileId, category: 'receipt' }],
    });
    expect(countered.statusCode, countered.body).toBe(200);
    expect(countered.json().actions.status).toEqual({ allowed: true, reason: null });
    return row.id;
  }

  it('debits a chargeback when it opens; staff record it won and the money comes back once', async () => {
    const id = await counteredChargeback();
    expect(await money(id)).toEqual([expect.objectContaining({ kind: 'debit', amount: -750 })]);
    const admin = await signInAs(t.app, 'admin@paydesk.test');
    const url = `/api/disputes/${id}/chargeback/status`;
    const body = { merchantId: 100001, status: 'won', note: 'Processor letter 2026-11-20' };
    // Merchant users may not decide their own disputes.
    const byOwner = await post(url, body);
    expect(byOwner.statusCode).toBe(403);
    const key = randomUUID();
    const res = await post(url, body, key, admin);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail.dispute).toMatchObject({ status: 'won', result: 'won', responseCode: 'W' });
    expect(detail.money.map((m: { kind: string; amount: number }) => [m.kind, m.amount])).toEqual([
      ['debit', -750],
      ['reversal', 750],
    ]);
    expect(detail.actions.status.reason).toBe(DISPUTE_RULE_MESSAGES.decided);
    // Replayed with its key: the same answer, one reversal.
    const again = await post(url, body, key, admin);
    expect(again.json()).toEqual(detail);
    expect(await money(id)).toHaveLength(2);
    // Decided once: a second decision is refused and audited.
    const second = await post(url, { ...body, status: 'lost' }, randomUUID(), admin);
    expect(second.statusCode).toBe(422);
    expect(second.json().error_message).toBe(DISPUTE_RULE_MESSAGES.decided);
    const audits = await auditRows('dispute-status');
    expect(audits.filter((a) => a.outcome === 'success')).toHaveLength(1);
    expect(audits.find((a) => a.outcome === 'success')?.details).toMatchObject({
      merchantId: 100001,
      disputeId: id,
      status: 'won',
    });
    expect(audits.some((a) => a.outcome === 'failure')).toBe(true);
    const failing = (await reconcile(t.database.query)).filter((c) => c.violations.length > 0);
    expect(failing).toEqual([]);
  });

  it('records a loss without moving money, and refuses what is not under review', async () => {
    const id = await counteredChargeback();
    const admin = await signInAs(t.app, 'admin@paydesk.test');
    const lost = await post(
      `/api/disputes/${id}/chargeback/status`,
      { merchantId: 100001, status: 'lost' },
      randomUUID(),
      admin,
    );
    expect(lost.statusCode, lost.body).toBe(200);
    expect(lost.json().dispute.status).toBe('lost');
    expect(lost.json().money).toHaveLength(1);
    // Still awaiting the merchant's evidence: nothing to decide yet.
    const waiting = await post(
      `/api/disputes/${open[1]}/chargeback/status`,
      { merchantId: 100001, status: 'won' },
      randomUUID(),
      admin,
    );
    expect(waiting.statusCode).toBe(422);
    expect(waiting.json().error_message).toBe(DISPUTE_RULE_MESSAGES.decisionNotCountered);
    const retrieval = await post(
      `/api/disputes/${retrievalId}/retrieval/status`,
      { merchantId: 100001, status: 'won' },
      randomUUID(),
      admin,
    );
    expect(retrieval.statusCode).toBe(422);
    expect(retrieval.json().error_message).toBe(DISPUTE_RULE_MESSAGES.decisionNotChargeback);
    // The dispute is looked up in the account named: another account's is not found.
    const elsewhere = await post(
      `/api/disputes/${id}/chargeback/status`,
      { merchantId: 100004, status: 'won' },
      randomUUID(),
      admin,
    );
    expect(elsewhere.statusCode).toBe(404);
    const unknownMerchant = await post(
      `/api/disputes/${id}/chargeback/status`,
      { merchantId: 999999, status: 'won' },
      randomUUID(),
      admin,
    );
    expect(unknownMerchant.statusCode).toBe(404);
  });
});
