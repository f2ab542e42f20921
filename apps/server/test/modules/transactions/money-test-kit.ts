import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { expect } from 'vitest';
import { generate } from '../../../src/demo/generator/generate';
import { recordSale } from '../../../src/ledger/ledger-operations';
import type { TransactionRow } from '../../../src/ledger/ledger-rows';
import { reconcile } from '../../../src/ledger/reconciliation';
import {
  DAILY_ROLLUP_MISMATCH_SQL,
  ROLLUP_MISMATCH_SQL,
} from '../../../src/ledger/rollup-recompute';
import { createFieldCipher } from '../../../src/platform/encryption';
import { inWriteTransaction } from '../../../src/platform/write-transaction';
import type { CardBrand, PaymentMethod } from '../../../src/processors/processor-port';
import type { Processors } from '../../../src/processors/processor-registry';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

/** What the money-action tests share: a seeded app, sales made through the ledger, the calls. */

export interface MoneyApp extends TestApp {
  owner: SignedIn;
  clerk: SignedIn;
  admin: SignedIn;
}

/** The app on a database with the demo users and a small generated history. */
export async function moneyApp(
  options: { processors?: Processors; seed?: string; logStream?: DestinationStream } = {},
): Promise<MoneyApp> {
  const { seed, ...appOptions } = options;
  const t = await createTestApp(appOptions);
  await seedIdentity(t.database);
  await generate(t.database, {
    profile: { name: 'demo', merchants: 4, days: 40, meanDailySales: 6 },
    seed: seed ?? 'money-actions',
    end: new Date(Date.now() - 3 * 86_400_000),
    cipher: createFieldCipher(randomBytes(32)),
  });
  // The clerk refunds, voids and takes payments on the bistro (merchant permissions granted
  // on the Team screen; the owner, its merchant admin, holds them all).
  await t.database.query(
    `insert into merchant_user_permissions (user_id, merchant_id, slug)
     select u.id, 100001, slug from users u,
            unnest(array['can-refund-transactions', 'can-create-transactions']) as slug
      where u.email = 'clerk@paydesk.test'`,
  );
  const [owner, clerk, admin] = await Promise.all([
    signInAs(t.app, 'owner@paydesk.test'),
    signInAs(t.app, 'clerk@paydesk.test'),
    signInAs(t.app, 'admin@paydesk.test'),
  ]);
  return { ...t, owner, clerk, admin };
}

const BRANDS: Record<string, CardBrand> = {
  '4242424242424242': 'Visa',
  '5555555555554444': 'MasterCard',
};

/**
 * A sale written through the ledger (now, unless `at`): approved by the test card's
 * deterministic answer, or declined with the decline test cards.
 */
export async function sale(
  t: TestApp,
  merchantId: number,
  input: {
    amount: number;
    method?: PaymentMethod;
    at?: Date;
    processorId?: number;
    cardNumber?: string;
  } = { amount: 10_000 },
): Promise<TransactionRow> {
  const [merchant] = await t.database.query<{ processor_id: number }>(
    'select processor_id from merchants where id = $1',
    [merchantId],
  );
  const processorId = input.processorId ?? Number(merchant?.processor_id);
  const method = input.method ?? 'card';
  const number = method === 'card' ? (input.cardNumber ?? '4242424242424242') : '000123456789';
  const row = await inWriteTransaction(t.database.db, (tx) =>
    recordSale(tx, t.app.processors.processorFor({ processorId }), {
      merchantId,
      method,
      amountCents: input.amount,
      brand: method === 'card' ? (BRANDS[number] ?? 'Visa') : null,
      at: input.at ?? new Date(),
      accountholderName: 'Test Payer',
      lastFour: number.slice(-4),
      accountNumber: number,
    }),
  );
  if (!input.cardNumber) expect(row.status).toBe('approved');
  return row;
}

export const newKey = () => `test-${randomUUID()}`;

export function refund(
  t: TestApp,
  who: SignedIn,
  transactionId: number,
  body: { amount: number; merchantId: number },
  key: string | undefined = newKey(),
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'PUT',
    url: `/api/transactions/${transactionId}/refund`,
    headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

export function voidSale(
  t: TestApp,
  who: SignedIn,
  transactionId: number,
  merchantId: number,
  key: string | undefined = newKey(),
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'PUT',
    url: `/api/transactions/${transactionId}/void`,
    headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { merchantId },
  });
}

export function pay(
  t: TestApp,
  who: SignedIn,
  body: Record<string, unknown>,
  key: string | undefined = newKey(),
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/transactions',
    headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

export const card = (number = '4242424242424242', extra: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: number.startsWith('3') ? '1234' : '123',
  ...extra,
});

/** A row of `transactions` as stored (snake_case, every column). */
export async function storedRow(t: TestApp, id: number): Promise<Record<string, unknown>> {
  const [row] = await t.database.query<Record<string, unknown>>(
    'select * from transactions where id = $1',
    [id],
  );
  if (!row) throw new Error(`no transaction ${id}`);
  return row;
}

/** The hourly and daily rollups equal their recomputation from the ledger rows. */
export async function expectRollupsTrue(t: TestApp): Promise<void> {
  expect(await t.database.query(ROLLUP_MISMATCH_SQL)).toEqual([]);
  expect(await t.database.query(DAILY_ROLLUP_MISMATCH_SQL)).toEqual([]);
}

/** Every check of `db:check` passes. */
export async function expectLedgerSound(t: TestApp): Promise<void> {
  const failing = (await reconcile(t.database.query)).filter((c) => c.violations.length > 0);
  expect(failing).toEqual([]);
}

const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Today's (UTC) figure of a volume call of the dashboard: gross-volume, refund-volume. */
export async function volumeToday(
  t: MoneyApp,
  merchantId: number,
  kind: 'gross-volume' | 'refund-volume',
): Promise<number> {
  const res = await t.app.inject({
    url: `/api/merchants/${merchantId}/${kind}?start_date=${day(-1)}&end_date=${day(1)}&timezone=UTC`,
    headers: t.owner.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().amount;
}

/** Sets columns of a merchant for a test (limits, toggles, processor). */
export async function setMerchant(
  t: TestApp,
  merchantId: number,
  values: Record<string, unknown>,
): Promise<void> {
  const names = Object.keys(values);
  await t.database.query(
    `update merchants set ${names.map((name, i) => `${name} = $${i + 2}`).join(', ')} where id = $1`,
    [merchantId, ...names.map((name) => values[name])],
  );
}
