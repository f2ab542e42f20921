import { beforeAll, describe, expect, it } from 'vitest';
import { REFUNDS_OFF_MESSAGE } from '../../../src/modules/transactions/transaction-rules';
import { TRANSACTION_NOT_FOUND_MESSAGE } from '../../../src/modules/transactions/transactions.service';
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

/** PUT /api/transactions/{id}/void: only unsettled approved card sales, once; rollups move. */

const BISTRO = 100001;
const OUTFITTERS = 100002;
let t: MoneyApp;

beforeAll(async () => {
  t = await moneyApp({ seed: 'voids' });
}, 120_000);

const voidRows = (saleId: number) =>
  t.database.query<{ id: string }>(
    `select id::text from transactions where original_transaction_id = $1 and kind = 'void'`,
    [saleId],
  );

describe('voids', () => {
  it('shows on the dashboard tile read right after the tile was read (no tile answer is kept)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const tile = async () => {
      const res = await t.app.inject({
        url: `/api/merchants/${BISTRO}/overview/gross-volume?start_date=${today}&end_date=${today}&timezone=UTC`,
        headers: t.owner.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return Number(res.json().summedData.data[0].amount);
    };
    const s = await sale(t, BISTRO, { amount: 1_875 });
    const before = await tile();
    expect((await voidSale(t, t.clerk, s.id, BISTRO)).statusCode).toBe(200);
    expect(await tile()).toBe(before - 1_875);
  });

  it('voids an unsettled card sale: the void record, the sale voided, the audit row, rollups and dashboard', async () => {
    const s = await sale(t, BISTRO, { amount: 4_200 });
    const grossBefore = await volumeToday(t, BISTRO, 'gross-volume');
    const res = await voidSale(t, t.clerk, s.id, BISTRO);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ responseCode: '00', responseCodeDesc: 'Approved' });
    expect(body.transaction).toMatchObject({
      type: '+CC Void',
      grossAmount: 4_200,
      fee: 0,
      originalTransactionId: s.id,
    });
    expect(body.original).toMatchObject({ id: s.id, status: 'voided', fee: 0, netAmount: 4_200 });
    expect((await storedRow(t, s.id)).voided_at).not.toBeNull();
    expect(await volumeToday(t, BISTRO, 'gross-volume')).toBe(grossBefore - 4_200);
    const [audit] = await t.database.query<{ outcome: string; details: Record<string, unknown> }>(
      `select outcome, details from audit_log where action = 'transaction-void'
        and (details->>'transactionId')::bigint = $1`,
      [s.id],
    );
    expect(audit).toMatchObject({
      outcome: 'success',
      details: { merchantId: BISTRO, transactionId: s.id, amount: 4_200 },
    });
    await expectRollupsTrue(t);
  });

  it('refuses a second void, and a refund of the voided sale', async () => {
    const s = await sale(t, BISTRO, { amount: 1_500 });
    expect((await voidSale(t, t.owner, s.id, BISTRO)).statusCode).toBe(200);
    const again = await voidSale(t, t.owner, s.id, BISTRO);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ error_message: 'This sale was voided.' });
    expect(await voidRows(s.id)).toHaveLength(1);
    const refunded = await refund(t, t.owner, s.id, { amount: 100, merchantId: BISTRO });
    expect(refunded.statusCode).toBe(422);
  });

  it('refuses a settled sale, an ACH payment, a sale with refunds and a declined sale', async () => {
    const [settled] = await t.database.query<{ id: string }>(
      `select id::text from transactions where merchant_id = $1 and kind = 'sale' and method = 'card'
          and status = 'approved' and batch_id is not null and processor_id = 3 limit 1`,
      [BISTRO],
    );
    const onSettled = await voidSale(t, t.owner, Number(settled?.id), BISTRO);
    expect(onSettled.statusCode).toBe(422);
    expect(onSettled.json().error_message).toBe('This sale has settled: refund it instead.');

    const ach = await sale(t, BISTRO, { amount: 2_000, method: 'ach' });
    const onAch = await voidSale(t, t.owner, ach.id, BISTRO);
    expect(onAch.statusCode).toBe(422);
    expect(onAch.json().error_message).toBe(
      'Only a card sale can be voided: refund an ACH payment instead.',
    );

    const partly = await sale(t, BISTRO, { amount: 2_000 });
    await setMerchant(t, BISTRO, { cc_refund_line_of_credit_cents: 100_000_000 });
    expect(
      (await refund(t, t.owner, partly.id, { amount: 500, merchantId: BISTRO })).statusCode,
    ).toBe(200);
    const onRefunded = await voidSale(t, t.owner, partly.id, BISTRO);
    expect(onRefunded.statusCode).toBe(422);
    expect(onRefunded.json().error_message).toBe('A sale with refunds cannot be voided.');

    const declined = await sale(t, BISTRO, { amount: 900, cardNumber: '4000000000000127' });
    const onDeclined = await voidSale(t, t.owner, declined.id, BISTRO);
    expect(onDeclined.statusCode).toBe(422);
    expect(onDeclined.json().error_message).toBe('A declined payment took no money.');
    for (const id of [Number(settled?.id), ach.id, partly.id, declined.id]) {
      expect(await voidRows(id)).toEqual([]);
    }
    await expectLedgerSound(t);
  });

  it('refuses when refunds and voids are off for the account', async () => {
    const s = await sale(t, BISTRO, { amount: 1_000 });
    await setMerchant(t, BISTRO, { refunds_and_voids: false });
    try {
      const res = await voidSale(t, t.owner, s.id, BISTRO);
      expect(res.statusCode).toBe(422);
      expect(res.json().error_message).toBe(REFUNDS_OFF_MESSAGE);
    } finally {
      await setMerchant(t, BISTRO, { refunds_and_voids: true });
    }
  });

  it("answers 404 for another account's sale and 403 for an account the caller does not hold", async () => {
    // The owner holds both accounts; the clerk holds the bistro, not this one.
    const s = await sale(t, NOT_THE_CLERKS, { amount: 1_000 });
    const crossed = await voidSale(t, t.owner, s.id, BISTRO);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toEqual({ error_message: TRANSACTION_NOT_FOUND_MESSAGE });
    const forbidden = await voidSale(t, t.clerk, s.id, NOT_THE_CLERKS);
    expect(forbidden.statusCode).toBe(403);
    expect(await voidRows(s.id)).toEqual([]);
  });

  it('replays a void for the same Idempotency-Key', async () => {
    const s = await sale(t, OUTFITTERS, { amount: 2_600 });
    const key = newKey();
    const first = await voidSale(t, t.owner, s.id, OUTFITTERS, key);
    expect(first.statusCode).toBe(200);
    const again = await voidSale(t, t.owner, s.id, OUTFITTERS, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await voidRows(s.id)).toHaveLength(1);
    await expectRollupsTrue(t);
  });
});
