import { TEST_BANK_ACCOUNTS, TEST_CARDS } from '@paydesk/domain/card-number';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { reconcile } from '../../../src/ledger/reconciliation';
import { CLOSED_MESSAGE } from '../../../src/modules/transactions/terminal-rules';
import { createFieldCipher, decodeKey } from '../../../src/platform/encryption';
import { NOT_THE_CLERKS } from '../../support/identity';
import { TEST_ENCRYPTION_KEY } from '../../support/test-app';
import {
  card,
  expectLedgerSound,
  expectRollupsTrue,
  type MoneyApp,
  moneyApp,
  newKey,
  pay,
  setMerchant,
  storedRow,
  volumeToday,
} from './money-test-kit';

/**
 * POST /api/transactions (the virtual terminal) and GET /api/transactions/payment-info: test
 * cards and bank accounts, encrypted bank numbers, the account's limits and status, and no
 * card number anywhere: logs, every text and JSON column, the idempotency rows.
 */

const BISTRO = 100001;
const OUTFITTERS = 100002;
const CLOSED = 100003;
const logLines: string[] = [];
let t: MoneyApp;

beforeAll(async () => {
  t = await moneyApp({
    seed: 'terminal',
    logStream: { write: (line: string) => void logLines.push(line) },
  });
}, 120_000);

const payment = (merchantId: number, extra: Record<string, unknown> = {}) => ({
  merchantId,
  amount: 2_500,
  method: 'card',
  accountholderName: "Ann O'Neil",
  accountholderEmail: 'Ann.ONeil@Example.COM',
  card: card(),
  ...extra,
});

const achPayment = (merchantId: number, accountNumber = '000123456789', amount = 4_000) => ({
  merchantId,
  amount,
  method: 'ach',
  accountholderName: 'Bea Bank',
  ach: { routingNumber: '110000000', accountNumber, accountType: 'savings' },
});

/**
 * GET payment-info as it reads after the account was changed: GETs of one merchant share its
 * lookup for a second (platform/route-merchant.ts), so each call moves the clock the shared
 * reads keep a little over a second further than the last.
 */
let skew = 0;
async function info(merchantId: number) {
  const now = Date.now;
  skew += 1_100;
  const later = now() + skew;
  const spy = vi.spyOn(Date, 'now').mockImplementation(() => later);
  try {
    const res = await t.app.inject({
      url: `/api/transactions/payment-info?merchantId=${merchantId}`,
      headers: t.owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  } finally {
    spy.mockRestore();
  }
}

describe('virtual terminal: cards', () => {
  it('takes an approved payment with a test card: brand and last four only, the e-mail lower-cased', async () => {
    const grossBefore = await volumeToday(t, BISTRO, 'gross-volume');
    const res = await pay(t, t.clerk, payment(BISTRO));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.approved).toBe(true);
    expect(body.message).toBe('Payment approved');
    expect(body.transaction).toMatchObject({
      merchantId: BISTRO,
      type: '+CC',
      status: 'approved',
      cardBrand: 'Visa',
      accountNumber: '•••• 4242',
      accountholderName: "Ann O'Neil",
      accountholderEmail: 'ann.oneil@example.com',
      grossAmount: 2_500,
      responseCode: '00',
    });
    expect(body.transaction.authCode).toMatch(/^\d{6}$/);
    const row = await storedRow(t, body.transaction.id);
    expect(row.account_number_masked).toBe('•••• 4242');
    expect(row.ach_account_number_encrypted).toBeNull();
    expect(await volumeToday(t, BISTRO, 'gross-volume')).toBe(grossBefore + 2_500);
    const [audit] = await t.database.query<{ outcome: string; details: Record<string, unknown> }>(
      `select outcome, details from audit_log where action = 'terminal-payment'
        and (details->>'transactionId')::bigint = $1`,
      [body.transaction.id],
    );
    expect(audit).toMatchObject({
      outcome: 'success',
      details: { merchantId: BISTRO, amount: 2_500, method: 'card', brand: 'Visa', approved: true },
    });
    await expectRollupsTrue(t);
  });

  it('records declined test cards as +CC Decline rows and answers 201 with the code', async () => {
    for (const [number, message] of [
      ['4000000000000002', 'Declined: 05 Do not honor'],
      ['4000000000000127', 'Declined: 78 Account not recognized'],
    ] as const) {
      const grossBefore = await volumeToday(t, BISTRO, 'gross-volume');
      const res = await pay(t, t.owner, payment(BISTRO, { card: card(number) }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        approved: false,
        message,
        transaction: {
          type: '+CC Decline',
          status: 'declined',
          responseCode: message.slice(10, 12),
          accountNumber: `•••• ${number.slice(-4)}`,
          fee: 0,
          netAmount: 0,
        },
      });
      expect(await volumeToday(t, BISTRO, 'gross-volume')).toBe(grossBefore);
    }
    await expectRollupsTrue(t);
  });

  it('takes every brand of the test cards', async () => {
    for (const test of TEST_CARDS.filter((c) => c.outcome === 'Approved')) {
      const res = await pay(
        t,
        t.owner,
        payment(OUTFITTERS, { amount: 1_000, card: card(test.number) }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().transaction.cardBrand).toBe(test.brand);
    }
  });

  it('refuses a wrong checksum, an expired card and a card number in the e-mail (400)', async () => {
    const wrong = await pay(t, t.owner, payment(BISTRO, { card: card('4242424242424241') }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors['card.number']).toEqual(['Enter a valid card number']);
    const expired = await pay(
      t,
      t.owner,
      payment(BISTRO, { card: card('4242424242424242', { expYear: 2020 }) }),
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors['card.expYear']).toEqual(['This card has expired']);
    const inEmail = await pay(
      t,
      t.owner,
      payment(BISTRO, { accountholderEmail: '4242424242424242@example.com' }),
    );
    expect(inEmail.statusCode).toBe(400);
    expect(inEmail.json().errors.accountholderEmail).toEqual([
      'Leave card numbers out of the e-mail',
    ]);
  });
});

describe('virtual terminal: bank (ACH) payments', () => {
  it('stores the account and routing numbers encrypted, with the last fours in clear', async () => {
    const res = await pay(t, t.owner, achPayment(BISTRO));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      approved: true,
      message: 'Payment approved',
      transaction: {
        type: '+ACH Payment',
        method: 'ach',
        cardBrand: 'ACH',
        accountType: 'savings',
        accountNumber: '•••• 6789',
      },
    });
    const row = await storedRow(t, body.transaction.id);
    const cipher = createFieldCipher(decodeKey(TEST_ENCRYPTION_KEY));
    const account = String(row.ach_account_number_encrypted);
    const routing = String(row.ach_routing_number_encrypted);
    expect(account).toMatch(/^v1:/);
    expect(account).not.toContain('000123456789');
    expect(routing).not.toContain('110000000');
    expect(cipher.decrypt(account)).toBe('000123456789');
    expect(cipher.decrypt(routing)).toBe('110000000');
    expect(row.ach_routing_number_last_four).toBe('0000');
    expect(row.account_number_masked).toBe('•••• 6789');
  });

  it('declines the declining test bank account (78), and types the older processor +CK', async () => {
    const declined = await pay(t, t.owner, achPayment(BISTRO, TEST_BANK_ACCOUNTS[1].accountNumber));
    expect(declined.statusCode).toBe(201);
    expect(declined.json()).toMatchObject({
      approved: false,
      message: 'Declined: 78 Account not recognized',
    });
    const older = await pay(t, t.owner, achPayment(OUTFITTERS));
    expect(older.json().transaction.type).toBe('+CK');
  });
});

describe('virtual terminal: limits and account status', () => {
  it('refuses a payment over the per-transaction limit, saying the limit', async () => {
    await setMerchant(t, BISTRO, { cc_per_transaction_limit_cents: 5_000 });
    try {
      const res = await pay(t, t.owner, payment(BISTRO, { amount: 5_001 }));
      expect(res.statusCode).toBe(422);
      expect(res.json().error_message).toBe(
        'This account takes card payments of up to $50.00 each; this one is $50.01.',
      );
      expect((await pay(t, t.owner, payment(BISTRO, { amount: 5_000 }))).statusCode).toBe(201);
    } finally {
      await setMerchant(t, BISTRO, { cc_per_transaction_limit_cents: 500_000 });
    }
  });

  it('refuses a payment over what is left of the monthly limit, saying what is left', async () => {
    const used = (await info(BISTRO)).card.usedThisMonth;
    await setMerchant(t, BISTRO, { cc_per_month_limit_cents: used + 1_000 });
    try {
      const after = await info(BISTRO);
      expect(after.card).toMatchObject({
        perMonth: used + 1_000,
        usedThisMonth: used,
        remainingThisMonth: 1_000,
      });
      const over = await pay(t, t.owner, payment(BISTRO, { amount: 1_001 }));
      expect(over.statusCode).toBe(422);
      expect(over.json().error_message).toContain(
        'would take the account over its monthly card limit',
      );
      expect(over.json().error_message).toContain('so $10.00 is left');
      expect((await pay(t, t.owner, payment(BISTRO, { amount: 1_000 }))).statusCode).toBe(201);
      expect((await info(BISTRO)).card.remainingThisMonth).toBe(0);
      // A decline takes nothing from the month.
      const declined = await pay(
        t,
        t.owner,
        payment(BISTRO, { amount: 1, card: card('4000000000000002') }),
      );
      expect(declined.statusCode).toBe(422);
    } finally {
      await setMerchant(t, BISTRO, { cc_per_month_limit_cents: 100_000_000 });
    }
  });

  it('serialises payments against the monthly limit: of ten concurrent, only those that fit', async () => {
    const used = (await info(OUTFITTERS)).ach.usedThisMonth;
    await setMerchant(t, OUTFITTERS, { ach_per_month_limit_cents: used + 10_000 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          pay(t, t.owner, achPayment(OUTFITTERS, '000123456789', 3_000)),
        ),
      );
      expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(3);
      expect(answers.filter((res) => res.statusCode === 422)).toHaveLength(7);
      expect((await info(OUTFITTERS)).ach.usedThisMonth).toBe(used + 9_000);
    } finally {
      await setMerchant(t, OUTFITTERS, { ach_per_month_limit_cents: 100_000_000 });
    }
  });

  it('refuses a closed account, and a method the account does not take', async () => {
    const closed = await pay(t, t.owner, payment(CLOSED));
    expect(closed.statusCode).toBe(422);
    expect(closed.json().error_message).toBe(CLOSED_MESSAGE);
    await setMerchant(t, BISTRO, { status: 133 });
    try {
      expect((await pay(t, t.owner, payment(BISTRO))).json().error_message).toBe(CLOSED_MESSAGE);
    } finally {
      await setMerchant(t, BISTRO, { status: 1 });
    }
    await setMerchant(t, BISTRO, { allow_ach_payment: false });
    try {
      const res = await pay(t, t.owner, achPayment(BISTRO));
      expect(res.statusCode).toBe(422);
      expect(res.json().error_message).toBe(
        'This account does not take bank (ACH) payments. Contact support to turn them on.',
      );
      expect((await info(BISTRO)).ach.accepted).toBe(false);
    } finally {
      await setMerchant(t, BISTRO, { allow_ach_payment: true });
    }
  });

  it('answers 403 for an account the caller does not hold', async () => {
    expect((await pay(t, t.clerk, payment(NOT_THE_CLERKS))).statusCode).toBe(403);
    const res = await t.app.inject({
      url: `/api/transactions/payment-info?merchantId=${NOT_THE_CLERKS}`,
      headers: t.clerk.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('payment-info', () => {
  it('answers methods, brands, limits, what is used and left this month, and the test numbers', async () => {
    await setMerchant(t, OUTFITTERS, { card_brands: ['Visa', 'AmEx'] });
    try {
      const body = await info(OUTFITTERS);
      expect(body).toMatchObject({
        merchantId: OUTFITTERS,
        businessCommonName: 'Cascade Outfitters',
        currency: 'USD',
        open: true,
        card: { accepted: true, brands: ['Visa', 'American Express'] },
        ach: { accepted: true },
      });
      expect(body.card.remainingThisMonth).toBe(body.card.perMonth - body.card.usedThisMonth);
      expect(body.testCards).toEqual(TEST_CARDS.map((c) => ({ ...c })));
      expect(body.testBankAccounts).toEqual(TEST_BANK_ACCOUNTS.map((a) => ({ ...a })));
      const discover = await pay(
        t,
        t.owner,
        payment(OUTFITTERS, { card: card('6011111111111117') }),
      );
      expect(discover.statusCode).toBe(422);
      expect(discover.json().error_message).toBe('This account does not take Discover cards.');
    } finally {
      await setMerchant(t, OUTFITTERS, { card_brands: null });
    }
    const closed = await info(CLOSED);
    expect(closed).toMatchObject({
      open: false,
      card: { accepted: false },
      ach: { accepted: false },
    });
  });
});

describe('no card number anywhere', () => {
  it('after terminal payments (approved, declined, refused, invalid): not in the logs, any column or the idempotency rows', async () => {
    const numbers = ['4242424242424242', '5555555555554444', '378282246310005', '4111111111111111'];
    const key = newKey();
    for (const number of numbers) {
      const res = await pay(
        t,
        t.owner,
        payment(BISTRO, { card: card(number) }),
        number === numbers[0] ? key : newKey(),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.body).not.toContain(number);
    }
    // Replayed, refused by a rule, and refused by validation (an expired card).
    expect(
      (await pay(t, t.owner, payment(BISTRO, { card: card(numbers[0]) }), key)).statusCode,
    ).toBe(201);
    expect((await pay(t, t.owner, payment(CLOSED, { card: card(numbers[1]) }))).statusCode).toBe(
      422,
    );
    expect(
      (await pay(t, t.owner, payment(BISTRO, { card: card(numbers[2], { expYear: 2001 }) })))
        .statusCode,
    ).toBe(400);
    expect((await pay(t, t.owner, achPayment(BISTRO, '000123456789'))).statusCode).toBe(201);

    const log = logLines.join('\n');
    expect(log).toContain('"url":"/api/transactions"');
    for (const number of numbers) expect(log).not.toContain(number);
    expect(log).not.toContain('000123456789');

    const failing = (await reconcile(t.database.query)).filter((c) => c.violations.length > 0);
    expect(failing).toEqual([]);
    const keys = JSON.stringify(await t.database.query('select * from idempotency_keys'));
    const audit = JSON.stringify(await t.database.query('select * from audit_log'));
    for (const number of numbers) {
      expect(keys).not.toContain(number);
      expect(audit).not.toContain(number);
    }
    expect(keys).not.toContain('000123456789');
    await expectLedgerSound(t);
  });
});
