import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../../src/db/client';
import { DEMO_MERCHANT_IDS } from '../../../src/demo/demo-identity';
import {
  openChargeback,
  recordSale,
  setChargebackStatus,
  settleDay,
} from '../../../src/ledger/ledger-operations';
import { inWriteTransaction } from '../../../src/platform/write-transaction';
import type { CardBrand, PaymentMethod } from '../../../src/processors/processor-port';
import { HARNESS_PDF } from './requests';

/** A 1×1 PNG: the checkout logo the harness seeds. */
const HARNESS_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The objects the harness's requests name, for merchants A (100002) and B (100001), each with
 * values of its own (so a foreign object's values are recognisable in an answer): card sales
 * and an ACH payment written through the ledger, one settled day (a batch and its deposit),
 * open retrievals, a countered chargeback, a customer, a payment link and a saved view. Card sales are many and unsettled, so the
 * matrix's and the fuzz's refunds and voids of "a transaction of the merchant" stay valid.
 */
export async function seedObjects(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  const [owner] = await database.query<{ id: number }>(
    "select id from users where email = 'owner@paydesk.test'",
  );
  const now = Date.now();
  const twoDaysAgo = new Date(now - 2 * 86_400_000);
  for (const merchantId of [DEMO_MERCHANT_IDS.outfitters, DEMO_MERCHANT_IDS.bistro]) {
    const [merchant] = await database.query<{ processor_id: number }>(
      'select processor_id from merchants where id = $1',
      [merchantId],
    );
    const processor = app.processors.processorFor({ processorId: Number(merchant?.processor_id) });
    const sell = (
      at: Date,
      amountCents: number,
      method: PaymentMethod = 'card',
      brand: CardBrand | null = 'Visa',
    ) =>
      inWriteTransaction(database.db, (tx) =>
        recordSale(tx, processor, {
          merchantId,
          method,
          amountCents,
          brand: method === 'card' ? brand : null,
          at,
          accountholderName: `Payer of ${merchantId}`,
          accountholderEmail: `payer-${merchantId}@harness.test`,
          lastFour: method === 'card' ? '4242' : '6789',
          // The test numbers: approved every time.
          accountNumber: method === 'card' ? '4242424242424242' : '000123456789',
        }),
      );
    // A settled day: its batch and deposit.
    for (const amount of [12_000, 8_500, 3_100]) await sell(twoDaysAgo, amount);
    await inWriteTransaction(database.db, (tx) =>
      settleDay(tx, processor, {
        merchantId,
        day: twoDaysAgo.toISOString().slice(0, 10),
        now: new Date(now),
      }),
    );
    // Unsettled card sales to refund and void, and an ACH payment.
    for (let i = 0; i < 16; i += 1) await sell(new Date(now - i * 60_000), 25_000 + i * 100);
    await sell(new Date(now), 40_000, 'ach');
    // Open retrievals to answer (the dispute routes' requests name one; answering closes it).
    await database.query(
      `insert into retrievals (merchant_id, transaction_id, requested_date, reason_desc, days_to_respond, status)
       select $1, t.id, $2, $3, 10, 'Unanswered'
         from transactions t, generate_series(1, 24)
        where t.id = (select min(id) from transactions where merchant_id = $1 and kind = 'sale')`,
      [merchantId, new Date(now), `Receipt requested of ${merchantId}`],
    );

    // A countered chargeback for staff to decide (the status route's request names one).
    const [sale] = await database.query<{ id: string }>(
      `select id::text from transactions where merchant_id = $1 and kind = 'sale' and method = 'card'
        order by id limit 1`,
      [merchantId],
    );
    await inWriteTransaction(database.db, async (tx) => {
      const chargeback = await openChargeback(tx, processor, {
        saleId: Number(sale?.id),
        amountCents: 1_000,
        at: new Date(now),
      });
      await setChargebackStatus(tx, {
        chargebackId: chargeback.id,
        status: 'under-review',
        at: new Date(now),
      });
    });

    // The customers routes answer 403 unless the account allows customers; merchant A
    // (Cascade Outfitters) has it off in the demo, so the harness turns it on for both.
    await database.query('update merchants set allow_customers = true where id = $1', [merchantId]);
    // Checkout likewise (settings, payment links, the public pay page).
    await database.query('update merchants set allow_checkout = true where id = $1', [merchantId]);
    const [customer] = await database.query<{ id: number }>(
      `insert into customers (merchant_id, first_name, last_name, email, phone)
       values ($1, $2, $3, $4, $5) returning id`,
      [
        merchantId,
        `Custer${merchantId}`,
        `Omerson${merchantId}`,
        `customer-${merchantId}@harness.test`,
        `+1 503 555 ${String(merchantId).slice(-4)}`,
      ],
    );
    const [link] = await database.query<{ id: number }>(
      `insert into payment_links (merchant_id, token, title, description, amount_cents)
       values ($1, $2, $3, $4, $5) returning id`,
      [
        merchantId,
        // 22 base64url characters, like a real token.
        `plink${merchantId}harnessTokn`,
        `Harness link of ${merchantId}`,
        'A link the harness seeded',
        2_500,
      ],
    );
    await database.query(
      `update transactions set customer_id = $2, payment_link_id = $3
        where id = (select max(id) from transactions where merchant_id = $1 and kind = 'sale')`,
      [merchantId, customer?.id, link?.id],
    );
    // Uploaded files with their bytes (several: the matrix and the fuzz remove some).
    for (let i = 1; i <= 4; i += 1) {
      const id = randomUUID();
      const storageKey = `merchants/${merchantId}/${id}`;
      await app.fileStorage.put(storageKey, Readable.from([HARNESS_PDF]));
      await database.query(
        `insert into files (id, merchant_id, type, name, content_type, size_bytes, storage_key)
         values ($1, $2, 'dispute_evidence', $3, 'application/pdf', $4, $5)`,
        [
          id,
          merchantId,
          `Harness evidence of ${merchantId} no${i}.pdf`,
          HARNESS_PDF.length,
          storageKey,
        ],
      );
    }
    // A product and a pricing list (payment links and subscriptions name them).
    const [product] = await database.query<{ id: number }>(
      `insert into products (merchant_id, name, description, price_cents)
       values ($1, $2, 'A product the harness seeded', 1500) returning id`,
      [merchantId, `Harness product of ${merchantId}`],
    );
    const [pricingList] = await database.query<{ id: number }>(
      'insert into pricing_lists (merchant_id, name) values ($1, $2) returning id',
      [merchantId, `Harness pricing list of ${merchantId}`],
    );
    await database.query(
      'insert into pricing_list_items (pricing_list_id, product_id, price_cents) values ($1, $2, 1200)',
      [pricingList?.id, product?.id],
    );
    // A checkout logo (an image the public pay page serves) in the account's checkout settings.
    const logo = randomUUID();
    const logoKey = `merchants/${merchantId}/${logo}`;
    await app.fileStorage.put(logoKey, Readable.from([HARNESS_PNG]));
    await database.query(
      `insert into files (id, merchant_id, type, name, content_type, size_bytes, storage_key)
       values ($1, $2, 'checkout-images', $3, 'image/png', $4, $5)`,
      [logo, merchantId, `Harness logo of ${merchantId}.png`, HARNESS_PNG.length, logoKey],
    );
    await database.query(
      'insert into checkout_settings (merchant_id, logo_file_id) values ($1, $2)',
      [merchantId, logo],
    );
    await database.query(
      `insert into saved_views (merchant_id, user_id, screen, name, query, shared)
       values ($1, $2, 'transactions', $3, $4, true)`,
      [
        merchantId,
        owner?.id,
        `Harness view of ${merchantId}`,
        `search=payer-${merchantId}&sort=grossAmount`,
      ],
    );
    // Subscriptions, on for both accounts: a live one of the seeded customer (the actions'
    // requests name one; object-kinds makes it live again once the matrix has ended it).
    await database.query('update merchants set allow_subscriptions = true where id = $1', [
      merchantId,
    ]);
    const [subscription] = await database.query<{ id: number }>(
      `insert into subscriptions (merchant_id, customer_id, amount_cents, interval, status, description,
          start_date, next_run_date, payment_method, card_brand, last_four, payment_token)
       values ($1, $2, 1900, 'month', 'active', $3, current_date, current_date + 20, 'card', 'Visa',
          '4242', $4) returning id`,
      [merchantId, customer?.id, `Harness plan of ${merchantId}`, `pm_harness_${merchantId}`],
    );
    await database.query(
      `insert into subscription_scheduled_transactions (subscription_id, scheduled_date, amount_cents, due_at)
       values ($1, current_date + 20, 1900, now() + interval '20 days')`,
      [subscription?.id],
    );
  }
}
