import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  card,
  expectLedgerSound,
  type MoneyApp,
  moneyApp,
  pay,
  storedRow,
} from '../transactions/money-test-kit';

/**
 * A merchant's fees come from its rate plan at the moment of the sale (part 2 §3 "Rate", §9):
 * the virtual terminal's sale is charged the rate's fees; changing the merchant's rate, or the
 * rate's fees, changes the fee of new sales only, and db:check's checks still pass.
 */

let t: MoneyApp;
const BISTRO = 100001;
let processorId: number;

beforeAll(async () => {
  t = await moneyApp({ seed: 'rate-fees' });
  const [row] = await t.database.query<{ processor_id: number }>(
    'select processor_id from merchants where id = $1',
    [BISTRO],
  );
  processorId = Number(row?.processor_id);
}, 180_000);

const admin = (method: 'POST', url: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/api/admin/${url}`,
    headers: { ...t.admin.headers, 'idempotency-key': randomUUID() },
    payload,
  });

const fees = (cardPercentBps: number, cardFixedCents: number) => ({
  cardPercentBps,
  cardFixedCents,
  achPercentBps: 10,
  achFixedCents: 30,
  achCapCents: 60,
  rejectedReturnFeeCents: 1_000,
});

async function createRate(rateName: string, cardBps: number, cardFixed: number) {
  const res = await admin('POST', 'rates', { rateName, processorId, ...fees(cardBps, cardFixed) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

async function setTier(rateName: string) {
  const res = await admin('POST', `merchants/${BISTRO}/tier`, {
    rate_name: rateName,
    mobile_rate_name: null,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A 25.00 card sale on the virtual terminal: the stored fee of its ledger row. */
async function saleFee(): Promise<{ id: number; fee: number }> {
  const res = await pay(t, t.owner, {
    merchantId: BISTRO,
    amount: 2_500,
    method: 'card',
    accountholderName: 'Rate Payer',
    card: card(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = Number(res.json().transaction.id);
  const row = await storedRow(t, id);
  expect(row.status).toBe('approved');
  return { id, fee: Number(row.fee_cents) };
}

describe('fees follow the merchant’s rate, for new transactions only', () => {
  it('charges the rate’s fees; a new rate or new fees change new sales, not old ones', async () => {
    const gold = await createRate('Fees Gold', 250, 20);
    await createRate('Fees Silver', 400, 50);

    await setTier('Fees Gold');
    const [rated] = await t.database.query<{ rate_id: number }>(
      'select rate_id from merchants where id = $1',
      [BISTRO],
    );
    expect(Number(rated?.rate_id)).toBe(gold.id);
    const first = await saleFee();
    expect(first.fee).toBe(63 + 20); // 2.50 % of 25.00 = 62.5 rounded half up, + 0.20

    // The merchant moves to another rate: the next sale pays its fees, the first keeps its own.
    await setTier('Fees Silver');
    const second = await saleFee();
    expect(second.fee).toBe(100 + 50);
    expect(Number((await storedRow(t, first.id)).fee_cents)).toBe(83);

    // The rate's fees change: new sales follow, the earlier ones stay.
    await setTier('Fees Gold');
    const res = await admin('POST', `rates/${gold.id}/update`, {
      rateName: 'Fees Gold',
      ...fees(100, 10),
    });
    expect(res.statusCode, res.body).toBe(200);
    const third = await saleFee();
    expect(third.fee).toBe(25 + 10);
    expect(Number((await storedRow(t, first.id)).fee_cents)).toBe(83);
    expect(Number((await storedRow(t, second.id)).fee_cents)).toBe(150);
    const net = await storedRow(t, third.id);
    expect(Number(net.net_amount_cents)).toBe(2_500 - 35);

    await expectLedgerSound(t);
  });
});
