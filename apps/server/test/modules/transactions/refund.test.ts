import { TEST_REFUND_DECLINES } from '@paydesk/domain/card-number';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../../src/db/client';
import { merchants } from '../../../src/db/schema';
import { openChargeback, settleDay } from '../../../src/ledger/ledger-operations';
import { refundTransaction } from '../../../src/modules/transactions/transaction-actions.service';
import {
  OTHER_PROCESSOR_MESSAGE,
  REFUNDS_OFF_MESSAGE,
} from '../../../src/modules/transactions/transaction-rules';
import { unsettledNetOf } from '../../../src/modules/transactions/transactions.repository';
import { TRANSACTION_NOT_FOUND_MESSAGE } from '../../../src/modules/transactions/transactions.service';
import {
  KEY_IN_FLIGHT_MESSAGE,
  KEY_REUSED_MESSAGE,
  runIdempotent,
} from '../../../src/platform/idempotency';
import type { Merchant } from '../../../src/platform/route-merchant';
import { inWriteTransaction } from '../../../src/platform/write-transaction';
import type { SaleActionRequest } from '../../../src/processors/processor-port';
import { createProcessors, type Processors } from '../../../src/processors/processor-registry';
import { NOT_THE_CLERKS } from '../../support/identity';
import {
  expectLedgerSound,
  expectRollupsTrue,
  type MoneyApp,
  moneyApp,
  newKey,
  refund,
  sale,
  setMerchant,
  storedRow,
  voidSale,
  volumeToday,
} from './money-test-kit';

/**
 * PUT /api/transactions/{id}/refund: the rules of transaction-rules.ts, never more than is
 * left (also under 50 concurrent refunds), the refund line of credit, merchant scoping, the
 * Idempotency-Key cases, and the rollups and dashboard after every refund.
 */

/** Processors whose refunds can be held at the processor (a request in flight). */
function holdableProcessors() {
  const base = createProcessors('refund-tests');
  let hold: { entered: () => void; gate: Promise<void> } | undefined;
  const processors: Processors = {
    processorFor(merchant) {
      const processor = base.processorFor(merchant);
      return {
        ...processor,
        refund: async (request: SaleActionRequest) => {
          const held = hold;
          if (held) {
            hold = undefined;
            held.entered();
            await held.gate;
          }
          return processor.refund(request);
        },
      };
    },
  };
  /** The next refund waits at the processor until `release`; `entered` says it is there. */
  const holdNext = () => {
    let release = () => {};
    let entered = () => {};
    const gate = new Promise<void>((done) => {
      release = done;
    });
    const arrived = new Promise<void>((done) => {
      entered = done;
    });
    hold = { entered, gate };
    return { arrived, release };
  };
  return { processors, holdNext };
}

const BISTRO = 100001;
const OUTFITTERS = 100002;
const held = holdableProcessors();
let t: MoneyApp;

beforeAll(async () => {
  t = await moneyApp({ processors: held.processors, seed: 'refunds' });
  // Room for the refunds of these tests; the line of credit has its own tests below.
  await setMerchant(t, BISTRO, { cc_refund_line_of_credit_cents: 100_000_000 });
  await setMerchant(t, OUTFITTERS, { cc_refund_line_of_credit_cents: 100_000_000 });
}, 120_000);

const refundRows = (saleId: number) =>
  t.database.query<{ id: string; gross: string }>(
    `select id::text, gross_amount_cents::text as gross from transactions
      where original_transaction_id = $1 and kind = 'refund' order by id`,
    [saleId],
  );

const auditRows = (action: string, transactionId: number) =>
  t.database.query<{ outcome: string; user_id: number; details: Record<string, unknown> }>(
    `select outcome, user_id, details from audit_log
      where action = $1 and (details->>'transactionId')::bigint = $2 order by id`,
    [action, transactionId],
  );

describe('refunds', () => {
  it('refunds part of a sale: the refund row, the sale, the code, the audit row, rollups and dashboard', async () => {
    const s = await sale(t, BISTRO, { amount: 10_000 });
    const refundsBefore = await volumeToday(t, BISTRO, 'refund-volume');
    const res = await refund(t, t.owner, s.id, { amount: 3_000, merchantId: BISTRO });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.responseCode).toBe('00');
    expect(body.responseCodeDesc).toBe('Approved');
    expect(body.transaction).toMatchObject({
      type: '-CC Refund',
      grossAmount: -3_000,
      originalTransactionId: s.id,
      merchantId: BISTRO,
      accountNumber: '•••• 4242',
      status: 'approved',
    });
    expect(body.original).toMatchObject({ id: s.id, refundedAmount: 3_000, grossAmount: 10_000 });
    expect(Number((await storedRow(t, s.id)).refunded_amount_cents)).toBe(3_000);
    const audit = await auditRows('transaction-refund', s.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.outcome).toBe('success');
    expect(audit[0]?.details).toMatchObject({
      merchantId: BISTRO,
      transactionId: s.id,
      amount: 3_000,
      refundTransactionId: body.transaction.id,
    });
    expect(await volumeToday(t, BISTRO, 'refund-volume')).toBe(refundsBefore + 3_000);
    await expectRollupsTrue(t);
  });

  it('refunds the rest, then refuses any more', async () => {
    const s = await sale(t, BISTRO, { amount: 5_000 });
    expect((await refund(t, t.clerk, s.id, { amount: 1_000, merchantId: BISTRO })).statusCode).toBe(
      200,
    );
    const rest = await refund(t, t.clerk, s.id, { amount: 4_000, merchantId: BISTRO });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().original.refundedAmount).toBe(5_000);
    const more = await refund(t, t.clerk, s.id, { amount: 1, merchantId: BISTRO });
    expect(more.statusCode).toBe(422);
    expect(more.json().error_message).toBe('This payment has already been refunded in full.');
    expect(await refundRows(s.id)).toHaveLength(2);
    await expectRollupsTrue(t);
  });

  it('refuses more than is left with the amount left; nothing is written and the refusal is audited', async () => {
    const s = await sale(t, BISTRO, { amount: 5_000 });
    await refund(t, t.owner, s.id, { amount: 2_000, merchantId: BISTRO });
    const res = await refund(t, t.owner, s.id, { amount: 3_001, merchantId: BISTRO });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error_message: 'The refund of $30.01 is more than the $30.00 left to refund on this payment.',
    });
    expect(await refundRows(s.id)).toHaveLength(1);
    const audit = await auditRows('transaction-refund', s.id);
    expect(audit.map((row) => row.outcome)).toEqual(['success', 'failure']);
    expect(audit[1]?.details).toMatchObject({ amount: 3_001, reason: res.json().error_message });
  });

  it('refuses declined and voided sales, and rows that are not sales', async () => {
    const declined = await sale(t, BISTRO, { amount: 1_000, cardNumber: '4000000000000002' });
    expect(declined.status).toBe('declined');
    const res = await refund(t, t.owner, declined.id, { amount: 100, merchantId: BISTRO });
    expect(res.statusCode).toBe(422);
    expect(res.json().error_message).toBe('A declined payment took no money.');

    const s = await sale(t, BISTRO, { amount: 2_500 });
    expect((await voidSale(t, t.owner, s.id, BISTRO)).statusCode).toBe(200);
    const voided = await refund(t, t.owner, s.id, { amount: 100, merchantId: BISTRO });
    expect(voided.statusCode).toBe(422);
    expect(voided.json().error_message).toBe('This sale was voided.');

    const r = await sale(t, BISTRO, { amount: 2_500 });
    const first = (await refund(t, t.owner, r.id, { amount: 100, merchantId: BISTRO })).json();
    const ofRefund = await refund(t, t.owner, first.transaction.id, {
      amount: 50,
      merchantId: BISTRO,
    });
    expect(ofRefund.statusCode).toBe(422);
    expect(ofRefund.json().error_message).toBe('Only a sale or payment can be refunded or voided.');
  });

  it('refuses a disputed sale, and only that one (the dispute is counted on its own sale)', async () => {
    const disputed = await sale(t, BISTRO, { amount: 3_000 });
    const other = await sale(t, BISTRO, { amount: 3_000 });
    await inWriteTransaction(t.database.db, (tx) =>
      openChargeback(tx, t.app.processors.processorFor({ processorId: 2 }), {
        saleId: disputed.id,
        amountCents: 3_000,
        at: new Date(),
      }),
    );
    const refused = await refund(t, t.owner, disputed.id, { amount: 100, merchantId: BISTRO });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_message).toBe(
      'This payment is disputed: respond to the dispute instead of refunding it.',
    );
    const refunded = await refund(t, t.owner, other.id, { amount: 100, merchantId: BISTRO });
    expect(refunded.statusCode, refunded.body).toBe(200);
  });

  it('refunds an ACH payment (the ledger types it -CK)', async () => {
    const s = await sale(t, OUTFITTERS, { amount: 8_000, method: 'ach' });
    const res = await refund(t, t.owner, s.id, { amount: 8_000, merchantId: OUTFITTERS });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().transaction).toMatchObject({ type: '-CK', grossAmount: -8_000 });
  });

  it('refuses when refunds and voids are turned off for the account', async () => {
    const s = await sale(t, BISTRO, { amount: 1_000 });
    await setMerchant(t, BISTRO, { refunds_and_voids: false });
    try {
      const res = await refund(t, t.owner, s.id, { amount: 100, merchantId: BISTRO });
      expect(res.statusCode).toBe(422);
      expect(res.json().error_message).toBe(REFUNDS_OFF_MESSAGE);
    } finally {
      await setMerchant(t, BISTRO, { refunds_and_voids: true });
    }
    expect((await refund(t, t.owner, s.id, { amount: 100, merchantId: BISTRO })).statusCode).toBe(
      200,
    );
  });

  it('refunds a sale of the previous processor only with dual processor refunds, through that processor', async () => {
    // The bistro is on processor 3; this sale went through processor 2.
    const s = await sale(t, BISTRO, { amount: 4_000, processorId: 2 });
    const refused = await refund(t, t.owner, s.id, { amount: 500, merchantId: BISTRO });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_message).toBe(OTHER_PROCESSOR_MESSAGE);
    await setMerchant(t, BISTRO, { dual_processor_refunds: true });
    try {
      const res = await refund(t, t.owner, s.id, { amount: 500, merchantId: BISTRO });
      expect(res.statusCode, res.body).toBe(200);
      const row = await storedRow(t, res.json().transaction.id);
      expect(Number(row.processor_id)).toBe(2);
      expect(String(row.trans_number)).toMatch(/^L2-100001-/);
    } finally {
      await setMerchant(t, BISTRO, { dual_processor_refunds: false });
    }
  });

  it("shows a processor's declined refund with its code (the test amounts $0.05 and $0.78)", async () => {
    const s = await sale(t, BISTRO, { amount: 1_000 });
    for (const test of TEST_REFUND_DECLINES) {
      const res = await refund(t, t.owner, s.id, { amount: test.amount, merchantId: BISTRO });
      expect(res.statusCode).toBe(422);
      expect(res.json().error_message).toBe(
        `The processor declined the refund: ${test.responseCode} ${test.responseCodeDesc}.`,
      );
    }
    expect(await refundRows(s.id)).toHaveLength(0);
  });

  it("answers 404 for another merchant's transaction, and 403 for another merchant's account", async () => {
    const [foreign] = await t.database.query<{ id: string }>(
      `select id::text from transactions where merchant_id not in (100001, 100002, 100003) and kind = 'sale' and status = 'approved' limit 1`,
    );
    const res = await refund(t, t.owner, Number(foreign?.id), { amount: 100, merchantId: BISTRO });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error_message: TRANSACTION_NOT_FOUND_MESSAGE });
    // A transaction of one of the owner's accounts, named with another of them.
    const s = await sale(t, NOT_THE_CLERKS, { amount: 1_000 });
    const crossed = await refund(t, t.owner, s.id, { amount: 100, merchantId: BISTRO });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toEqual({ error_message: TRANSACTION_NOT_FOUND_MESSAGE });
    // The clerk does not hold the sale's account.
    const forbidden = await refund(t, t.clerk, s.id, { amount: 100, merchantId: NOT_THE_CLERKS });
    expect(forbidden.statusCode).toBe(403);
    expect(await refundRows(s.id)).toHaveLength(0);
    expect(
      Number((await storedRow(t, Number(foreign?.id))).refunded_amount_cents),
    ).toBeGreaterThanOrEqual(0);
  });

  it('never refunds more than the sale under 50 concurrent refunds, each with its own key', async () => {
    const s = await sale(t, OUTFITTERS, { amount: 10_000 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        refund(t, t.owner, s.id, { amount: 300, merchantId: OUTFITTERS }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 422)).toEqual([]);
    const approved = answers.filter((res) => res.statusCode === 200);
    expect(approved).toHaveLength(33);
    const rows = await refundRows(s.id);
    const refunded = rows.reduce((sum, row) => sum - Number(row.gross), 0);
    expect(refunded).toBe(9_900);
    expect(Number((await storedRow(t, s.id)).refunded_amount_cents)).toBe(refunded);
    for (const res of answers.filter((r) => r.statusCode === 422)) {
      expect(res.json().error_message).toBe(
        'The refund of $3.00 is more than the $1.00 left to refund on this payment.',
      );
    }
    await expectRollupsTrue(t);
    await expectLedgerSound(t);
  });
});

describe('the refund line of credit (card refunds)', () => {
  // A generated account of its own (the admin may act on it): its unsettled net is the tests'.
  const MERCHANT = 100004;
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  const utcDay = (at: Date) => at.toISOString().slice(0, 10);

  /** The unsettled net counted from the rows themselves. */
  const unsettledFromRows = async (merchantId: number) =>
    Number(
      (
        await t.database.query<{ net: string }>(
          `select coalesce(sum(net_amount_cents), 0)::text as net from transactions
            where merchant_id = $1 and batch_id is null and status = 'approved'
              and kind in ('sale', 'refund', 'ach_return')`,
          [merchantId],
        )
      )[0]?.net,
    );

  /** Settles the merchant's unsettled rows of `days` (UTC days), or of every day before today. */
  async function settle(merchantId: number, days?: string[]) {
    const open = await t.database.query<{ day: string }>(
      `select distinct to_char(trans_date at time zone 'UTC', 'YYYY-MM-DD') as day from transactions
        where merchant_id = $1 and batch_id is null and status = 'approved'
          and kind in ('sale', 'refund', 'ach_return') order by 1`,
      [merchantId],
    );
    const today = utcDay(new Date());
    const chosen = open
      .map((row) => row.day)
      .filter((day) => (days ? days.includes(day) : day < today));
    const processor = t.app.processors.processorFor({ processorId: 3 });
    for (const day of chosen) {
      await inWriteTransaction(t.database.db, (tx) =>
        settleDay(tx, processor, { merchantId, day, now: new Date() }),
      ).catch((error: Error) => {
        if (!/already settled/.test(error.message)) throw error;
      });
    }
  }

  // Refunds are the account's (a merchant admin's, or a user's holding can-refund-transactions
  // on it); staff never refund: the owner is made an admin of this account for these tests.
  const refundAsAccountAdmin = (transactionId: number, amount: number) =>
    refund(t, t.owner, transactionId, { amount, merchantId: MERCHANT });

  beforeAll(async () => {
    await t.database.query(
      `insert into user_merchants (user_id, merchant_id, access, is_admin)
       select id, $1, 1, true from users where email = 'owner@paydesk.test'
       on conflict (user_id, merchant_id) do update set access = 1, is_admin = true`,
      [MERCHANT],
    );
    await setMerchant(t, MERCHANT, { processor_id: 3, refunds_and_voids: true });
    await settle(MERCHANT);
  });

  it('reads the unsettled net from the rollups and batches as the rows add it up', async () => {
    for (const merchantId of [100001, 100002, 100003, 100004]) {
      expect(await unsettledNetOf(t.database.query, merchantId)).toBe(
        await unsettledFromRows(merchantId),
      );
    }
  });

  it('lets the unsettled net go down to minus the line, and no further; no line means no credit', async () => {
    // A settled sale to refund: yesterday's, settled with its day.
    const s = await sale(t, MERCHANT, { amount: 50_000, at: daysAgo(1) });
    await settle(MERCHANT, [utcDay(daysAgo(1))]);
    const unsettled = await unsettledFromRows(MERCHANT);
    expect(unsettled).toBeLessThanOrEqual(10_000);
    // At most $100.00 can be refunded now.
    await setMerchant(t, MERCHANT, { cc_refund_line_of_credit_cents: 10_000 - unsettled });
    const over = await refundAsAccountAdmin(s.id, 10_001);
    expect(over.statusCode).toBe(422);
    expect(over.json().error_message).toContain(
      'The refund of $100.01 is more than this account can cover now',
    );
    expect(over.json().error_message).toContain('at most $100.00 can be refunded');
    const atLimit = await refundAsAccountAdmin(s.id, 10_000);
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    expect(await unsettledFromRows(MERCHANT)).toBe(unsettled - 10_000);
    const oneMore = await refundAsAccountAdmin(s.id, 1);
    expect(oneMore.statusCode).toBe(422);
    expect(oneMore.json().error_message).toContain('at most $0.00 can be refunded');
    // ACH refunds do not draw on the card refund line.
    const ach = await sale(t, MERCHANT, { amount: 3_000, method: 'ach', at: daysAgo(1) });
    expect((await refundAsAccountAdmin(ach.id, 3_000)).statusCode).toBe(200);

    // No line: only the unsettled funds.
    await setMerchant(t, MERCHANT, { cc_refund_line_of_credit_cents: null });
    expect(await unsettledFromRows(MERCHANT)).toBeLessThan(0);
    const none = await refundAsAccountAdmin(s.id, 1);
    expect(none.statusCode).toBe(422);
    expect(none.json().error_message).toContain('it has no refund line of credit');
    await sale(t, MERCHANT, { amount: -(await unsettledFromRows(MERCHANT)) + 5_000 });
    const funds = await unsettledFromRows(MERCHANT);
    expect(funds).toBeGreaterThan(0);
    const beyond = await refundAsAccountAdmin(s.id, funds + 1);
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().error_message).toContain("the account's unsettled funds are");
    const within = await refundAsAccountAdmin(s.id, funds);
    expect(within.statusCode, within.body).toBe(200);
    expect(await unsettledFromRows(MERCHANT)).toBe(0);
    await expectLedgerSound(t);
  });

  it('lets only as many concurrent refunds of different sales through as the line covers', async () => {
    // Ten settled sales: their refunds do not wait for each other's sale, only for the account.
    const sales = [];
    for (let i = 0; i < 10; i += 1) {
      sales.push(await sale(t, MERCHANT, { amount: 5_000, at: daysAgo(2) }));
    }
    await settle(MERCHANT, [utcDay(daysAgo(2))]);
    const unsettled = await unsettledFromRows(MERCHANT);
    expect(unsettled).toBeLessThanOrEqual(10_000);
    await setMerchant(t, MERCHANT, { cc_refund_line_of_credit_cents: 10_000 - unsettled });
    const answers = await Promise.all(sales.map((s) => refundAsAccountAdmin(s.id, 2_000)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((res) => res.statusCode === 422)).toHaveLength(5);
    expect(await unsettledFromRows(MERCHANT)).toBe(unsettled - 10_000);
    await expectRollupsTrue(t);
  });

  it('settles a day while refunds of its sales and of settled ones run: each refund answers and the day is batched', async () => {
    // Settlement takes the day's rows, then the account's money lock; a refund takes its sale,
    // then the same lock: one order. (Whether the two overlap depends on timing: a smoke test.)
    // Days before the demo data's two years: no batch yet.
    const settled = [];
    for (let i = 0; i < 5; i += 1) {
      settled.push(await sale(t, MERCHANT, { amount: 4_000, at: daysAgo(761) }));
    }
    await settle(MERCHANT, [utcDay(daysAgo(761))]);
    const open = [];
    for (let i = 0; i < 5; i += 1) {
      open.push(await sale(t, MERCHANT, { amount: 4_000, at: daysAgo(760) }));
    }
    await setMerchant(t, MERCHANT, { cc_refund_line_of_credit_cents: 1_000_000 });
    const [answers] = await Promise.all([
      Promise.all([...open, ...settled].map((s) => refundAsAccountAdmin(s.id, 1_000))),
      settle(MERCHANT, [utcDay(daysAgo(760))]),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const [batched] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from transactions where id = any($1::bigint[]) and batch_id is not null',
      [open.map((s) => s.id)],
    );
    expect(batched?.n).toBe(5);
    await expectLedgerSound(t);
  });
});

describe('Idempotency-Key on refunds', () => {
  it('replays the first answer for the same key and body, and refuses the key with another body', async () => {
    const s = await sale(t, BISTRO, { amount: 6_000 });
    const key = newKey();
    const first = await refund(t, t.owner, s.id, { amount: 1_000, merchantId: BISTRO }, key);
    expect(first.statusCode).toBe(200);
    const again = await refund(t, t.owner, s.id, { merchantId: BISTRO, amount: 1_000 }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await refund(t, t.owner, s.id, { amount: 2_000, merchantId: BISTRO }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ error_message: KEY_REUSED_MESSAGE });
    expect(await refundRows(s.id)).toHaveLength(1);
    expect(Number((await storedRow(t, s.id)).refunded_amount_cents)).toBe(1_000);
  });

  it('a refused refund keeps no key: the same key may be retried once the refusal is mended', async () => {
    const s = await sale(t, BISTRO, { amount: 1_000 });
    const key = newKey();
    await setMerchant(t, BISTRO, { refunds_and_voids: false });
    try {
      expect(
        (await refund(t, t.owner, s.id, { amount: 500, merchantId: BISTRO }, key)).statusCode,
      ).toBe(422);
    } finally {
      await setMerchant(t, BISTRO, { refunds_and_voids: true });
    }
    const retry = await refund(t, t.owner, s.id, { amount: 500, merchantId: BISTRO }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers 409 while the same key is in flight, then replays its answer', async () => {
    const s = await sale(t, BISTRO, { amount: 3_000 });
    const key = newKey();
    const url = `/api/transactions/${s.id}/refund`;
    const body = { amount: 700, merchantId: BISTRO };
    const ownerInfo = await t.app.inject({ url: '/api/users/info', headers: t.owner.headers });
    const userId = Number(ownerInfo.json().data.profile.remoteId);
    // The request as the route sees it (method, route, caller, URL and body).
    const request = {
      headers: { 'idempotency-key': key },
      identity: { userId },
      ip: '127.0.0.1',
      method: 'PUT',
      url,
      routeOptions: { url: '/api/transactions/:transactionId/refund' },
      body,
    } as unknown as FastifyRequest;
    const routeMerchant = await merchantRow(BISTRO);
    const deps = { db: t.database.db, clock: t.app.clock, tokenKey: t.app.tokenKey };
    const work = (tx: Database) =>
      refundTransaction(
        t.app,
        tx,
        routeMerchant,
        { userId, email: 'owner@paydesk.test', ip: '127.0.0.1' },
        { transactionId: s.id, amount: body.amount },
      );
    const hold = held.holdNext();
    const first = runIdempotent(deps, request, 200, work);
    await hold.arrived;
    // The first attempt is at the processor, its transaction open.
    await expect(runIdempotent(deps, request, 200, work)).rejects.toMatchObject({
      statusCode: 409,
      message: KEY_IN_FLIGHT_MESSAGE,
    });
    hold.release();
    const done = await first;
    expect(done.replay).toBe(false);
    // The route replays it for the same key and body.
    const replay = await refund(t, t.owner, s.id, body, key);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().transaction.id).toBe(
      (done as { value: { transaction: { id: number } } }).value.transaction.id,
    );
    expect(await refundRows(s.id)).toHaveLength(1);
  });

  it.skipIf(inject('databaseTemplate').kind !== 'postgres')(
    'answers 409 through the route while the first request is held at the processor (PostgreSQL)',
    async () => {
      const s = await sale(t, BISTRO, { amount: 3_000 });
      const key = newKey();
      const body = { amount: 900, merchantId: BISTRO };
      const hold = held.holdNext();
      const first = refund(t, t.owner, s.id, body, key);
      await hold.arrived;
      const second = await refund(t, t.owner, s.id, body, key);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ error_message: KEY_IN_FLIGHT_MESSAGE });
      hold.release();
      expect((await first).statusCode).toBe(200);
      const third = await refund(t, t.owner, s.id, body, key);
      expect(third.statusCode).toBe(200);
      expect(third.headers['idempotent-replayed']).toBe('true');
      expect(await refundRows(s.id)).toHaveLength(1);
    },
  );
});

/** The merchant row as the route loads it. */
async function merchantRow(id: number): Promise<Merchant> {
  const [found] = await t.database.db.select().from(merchants).where(eq(merchants.id, id));
  if (!found) throw new Error(`no merchant ${id}`);
  return found;
}
