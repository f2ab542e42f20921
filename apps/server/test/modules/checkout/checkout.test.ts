import { randomUUID } from 'node:crypto';
import { CHECKOUT_MESSAGES } from '@paydesk/domain/checkout-fields';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import {
  PAY_MESSAGES,
  PAYMENT_LINK_MESSAGES,
  PAYMENT_LINK_TOKEN_PATTERN,
} from '@paydesk/domain/payment-link-fields';
import type { PaymentLink } from '@paydesk/domain/payment-links';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAY_WRITE_RATE_LIMIT } from '../../../src/modules/checkout/checkout.routes';
import type { SignedIn } from '../../support/identity';
import {
  expectLedgerSound,
  expectRollupsTrue,
  type MoneyApp,
  moneyApp,
  setMerchant,
} from '../transactions/money-test-kit';

/** Checkout settings and dashboard, payment links and the public pay page (issue 13). */

let t: MoneyApp;
const M = 100001;
/** Two active products of M and a pricing list pricing the first. */
let productA = { id: 0, price: 0, name: '' };
let productB = { id: 0, price: 0, name: '' };
let pricingList = { id: 0, price: 0 };
/** A product of another account. */
let foreignProduct = 0;
let ipCounter = 10;
const nextIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

beforeAll(async () => {
  t = await moneyApp({ seed: 'checkout' });
  await setMerchant(t, M, { allow_checkout: true, allow_customers: true });
  const products = await t.database.query<{ id: number; price_cents: number; name: string }>(
    'select id, price_cents::int as price_cents, name from products where merchant_id = $1 and active order by id limit 2',
    [M],
  );
  const rows =
    products.length === 2
      ? products
      : await t.database.query<{ id: number; price_cents: number; name: string }>(
          `insert into products (merchant_id, name, price_cents) values ($1, 'Tote bag', 1800), ($1, 'Mug', 1200)
           returning id, price_cents::int as price_cents, name`,
          [M],
        );
  productA = {
    id: Number(rows[0]?.id),
    price: Number(rows[0]?.price_cents),
    name: String(rows[0]?.name),
  };
  productB = {
    id: Number(rows[1]?.id),
    price: Number(rows[1]?.price_cents),
    name: String(rows[1]?.name),
  };
  const [list] = await t.database.query<{ id: number }>(
    `insert into pricing_lists (merchant_id, name) values ($1, 'Members') returning id`,
    [M],
  );
  pricingList = { id: Number(list?.id), price: 999 };
  await t.database.query(
    'insert into pricing_list_items (pricing_list_id, product_id, price_cents) values ($1, $2, 999)',
    [pricingList.id, productA.id],
  );
  const [foreign] = await t.database.query<{ id: number }>(
    `insert into products (merchant_id, name, price_cents)
     select id, 'Not yours', 500 from merchants where id <> $1 order by id limit 1 returning id`,
    [M],
  );
  foreignProduct = Number(foreign?.id);
}, 240_000);

const get = (url: string, who: SignedIn = t.owner) => t.app.inject({ url, headers: who.headers });
const send = (
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  body: unknown,
  key = randomUUID(),
  who: SignedIn = t.owner,
) =>
  t.app.inject({
    method,
    url,
    payload: body as object,
    headers: { ...who.headers, 'idempotency-key': key },
  });
const base = `/api/merchants/${M}`;

async function createLink(body: Record<string, unknown>): Promise<PaymentLink> {
  const res = await send('POST', `${base}/payment-links`, { title: 'Link', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const payBody = (extra: Record<string, unknown> = {}, number = '4242424242424242') => ({
  name: 'Jane Payer',
  email: 'jane.payer@example.com',
  method: 'card',
  card: { number, expiry: '12/39', cvc: '123' },
  ...extra,
});
const payPublic = (token: string, body: unknown, key = randomUUID(), ip = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/pay/${token}`,
    payload: body as object,
    headers: { 'idempotency-key': key },
    remoteAddress: ip,
  });
const readPublic = (token: string) =>
  t.app.inject({ url: `/api/pay/${token}`, remoteAddress: nextIp() });

const outbox = async (to: string) =>
  t.database.query<{ subject: string; text: string }>(
    'select subject, text from mail_outbox where "to" = $1 order by id',
    [to],
  );

const errorsOf = (res: LightMyRequestResponse) => res.json().errors as Record<string, string[]>;

describe('checkout settings', () => {
  it('answers the defaults, then saves every field (audited) within the account’s methods', async () => {
    const before = await get(`${base}/checkout/settings`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ merchantId: M, acceptCard: true, sendReceipts: true });
    const body = {
      brandColor: '#0E7C66',
      logoFileId: null,
      successMessage: 'Thanks! See you soon.',
      successUrl: 'https://bluebistro.example/thanks',
      acceptCard: true,
      acceptAch: true,
      sendReceipts: true,
      receiptReplyTo: 'Hello@BlueBistro.com',
    };
    const res = await send('PUT', `${base}/checkout/settings`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      brandColor: '#0e7c66',
      successUrl: 'https://bluebistro.example/thanks',
      receiptReplyTo: 'hello@bluebistro.com',
    });
    expect((await get(`${base}/checkout/settings`)).json().brandColor).toBe('#0e7c66');
    const [audit] = await t.database.query<{ details: { fields: string[] } }>(
      "select details from audit_log where action = 'checkout-settings-update' order by id desc limit 1",
    );
    expect(audit?.details.fields).toContain('brandColor');
  });

  it('refuses a bad colour, an http URL, a bad reply-to, no method, and a logo that is not a checkout image', async () => {
    const valid = {
      brandColor: '#123456',
      logoFileId: null,
      successMessage: null,
      successUrl: null,
      acceptCard: true,
      acceptAch: false,
      sendReceipts: false,
      receiptReplyTo: null,
    };
    const res = await send('PUT', `${base}/checkout/settings`, {
      ...valid,
      brandColor: 'blue',
      successUrl: 'http://example.com',
      receiptReplyTo: 'nope',
      acceptCard: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_message).toBe(VALIDATION_ERROR_MESSAGE);
    expect(errorsOf(res)).toMatchObject({
      brandColor: [CHECKOUT_MESSAGES.brandColor],
      successUrl: [CHECKOUT_MESSAGES.successUrl],
      receiptReplyTo: [CHECKOUT_MESSAGES.replyTo],
      acceptCard: [CHECKOUT_MESSAGES.noMethod],
    });
    const logo = await send('PUT', `${base}/checkout/settings`, {
      ...valid,
      logoFileId: randomUUID(),
    });
    expect(logo.statusCode).toBe(400);
    expect(errorsOf(logo).logoFileId).toEqual([CHECKOUT_MESSAGES.logoNotFound]);
  });

  it('refuses accepting a method the account does not allow', async () => {
    await setMerchant(t, M, { allow_ach_payment: false });
    try {
      const res = await send('PUT', `${base}/checkout/settings`, {
        brandColor: '#123456',
        logoFileId: null,
        successMessage: null,
        successUrl: null,
        acceptCard: true,
        acceptAch: true,
        sendReceipts: true,
        receiptReplyTo: null,
      });
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res).acceptAch).toEqual([CHECKOUT_MESSAGES.achNotAllowed]);
    } finally {
      await setMerchant(t, M, { allow_ach_payment: true });
    }
  });
});

describe('payment links', () => {
  it('creates a products link with quantity rules and a pricing list (audited), read by its token', async () => {
    const link = await createLink({
      title: 'Spring workshop',
      amountType: 'items',
      pricingListId: pricingList.id,
      items: [
        {
          productId: productA.id,
          quantity: 2,
          adjustableQuantity: true,
          minQuantity: 1,
          maxQuantity: 5,
        },
        { productId: productB.id },
      ],
      maxPayments: 50,
    });
    expect(link.token).toMatch(PAYMENT_LINK_TOKEN_PATTERN);
    expect(link).toMatchObject({
      amountType: 'items',
      state: 'active',
      amount: 2 * pricingList.price + productB.price,
      pricingListName: 'Members',
      url: `/pay/${link.token}`,
      paymentsCount: 0,
    });
    expect(link.items[0]).toMatchObject({
      unitAmount: 999,
      quantity: 2,
      minQuantity: 1,
      maxQuantity: 5,
    });
    expect(link.items[1]).toMatchObject({ unitAmount: productB.price, adjustableQuantity: false });
    const read = await get(`${base}/payment-links/${link.token}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().id).toBe(link.id);
    const [audit] = await t.database.query(
      "select 1 from audit_log where action = 'payment-link-create' and (details->>'paymentLinkId')::int = $1",
      [link.id],
    );
    expect(audit).toBeDefined();
  });

  it('refuses invalid links with each field’s message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '', amountType: 'open' }, 'title', PAYMENT_LINK_MESSAGES.titleRequired],
      [{ amountType: 'fixed' }, 'amount', PAYMENT_LINK_MESSAGES.amount],
      [{ amountType: 'fixed', amount: 10 }, 'amount', PAYMENT_LINK_MESSAGES.amount],
      [{ amountType: 'items', items: [] }, 'items', PAYMENT_LINK_MESSAGES.itemsRequired],
      [{ amountType: 'open', amount: 500 }, 'amount', PAYMENT_LINK_MESSAGES.amountNotForType],
      [
        { amountType: 'items', items: [{ productId: productA.id }, { productId: productA.id }] },
        'items',
        PAYMENT_LINK_MESSAGES.duplicateProduct,
      ],
      [
        {
          amountType: 'items',
          items: [
            { productId: productA.id, adjustableQuantity: true, minQuantity: 5, maxQuantity: 2 },
          ],
        },
        'items.0.minQuantity',
        PAYMENT_LINK_MESSAGES.minAboveMax,
      ],
      [{ amountType: 'open', maxPayments: 0 }, 'maxPayments', PAYMENT_LINK_MESSAGES.maxPayments],
      [{ amountType: 'open', expiresAt: 'soon' }, 'expiresAt', PAYMENT_LINK_MESSAGES.expiresAt],
      [
        { amountType: 'open', expiresAt: '2020-01-01T00:00:00Z' },
        'expiresAt',
        PAYMENT_LINK_MESSAGES.expiresInPast,
      ],
      [
        { amountType: 'items', items: [{ productId: foreignProduct }] },
        'items.0.productId',
        PAYMENT_LINK_MESSAGES.productNotFound,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await send('POST', `${base}/payment-links`, { title: 'X', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorsOf(res)[field], `${JSON.stringify(body)} → ${res.body}`).toEqual([message]);
    }
  });

  it('edits title, expiry and limit (audited with the field names); an empty edit is refused', async () => {
    const link = await createLink({ amountType: 'fixed', amount: 2500 });
    const res = await send('PATCH', `${base}/payment-links/${link.token}`, {
      title: 'Deposit',
      maxPayments: 3,
      expiresAt: '2099-01-01T00:00:00Z',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Deposit', maxPayments: 3, amount: 2500 });
    expect(res.json().expiresAt).toBe('2099-01-01T00:00:00.000Z');
    const [audit] = await t.database.query<{ details: { fields: string[] } }>(
      "select details from audit_log where action = 'payment-link-update' and (details->>'paymentLinkId')::int = $1",
      [link.id],
    );
    expect(audit?.details.fields.sort()).toEqual(['expiresAt', 'maxPayments', 'title']);
    const empty = await send('PATCH', `${base}/payment-links/${link.token}`, {});
    expect(empty.statusCode).toBe(400);
  });

  it('deactivates and activates idempotently, auditing each change once', async () => {
    const link = await createLink({ amountType: 'open' });
    const off1 = await send('POST', `${base}/payment-links/${link.token}/deactivate`, {});
    const off2 = await send('POST', `${base}/payment-links/${link.token}/deactivate`, {});
    expect(off1.statusCode, off1.body).toBe(200);
    expect(off2.json()).toMatchObject({ active: false, state: 'deactivated' });
    const on = await send('POST', `${base}/payment-links/${link.token}/activate`, {});
    expect(on.json()).toMatchObject({ active: true, state: 'active' });
    const rows = await t.database.query<{ action: string }>(
      `select action from audit_log where action in ('payment-link-activate', 'payment-link-deactivate')
          and (details->>'paymentLinkId')::int = $1 order by id`,
      [link.id],
    );
    expect(rows.map((r) => r.action)).toEqual(['payment-link-deactivate', 'payment-link-activate']);
  });

  it('shares an active link by e-mail and counts the share; an inactive one is refused', async () => {
    const link = await createLink({ title: 'Invoice 42', amountType: 'fixed', amount: 4200 });
    const res = await send('POST', `${base}/payment-links/${link.token}/share`, {
      email: 'Friend@Example.com',
      message: 'Here is your invoice.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: 'friend@example.com', shareCount: 1 });
    const [mail] = await outbox('friend@example.com');
    expect(mail?.subject).toContain('Invoice 42');
    expect(mail?.text).toContain(`/pay/${link.token}`);
    expect(mail?.text).toContain('Here is your invoice.');
    const bad = await send('POST', `${base}/payment-links/${link.token}/share`, { email: 'nope' });
    expect(errorsOf(bad).email).toEqual([PAYMENT_LINK_MESSAGES.shareEmail]);
    await send('POST', `${base}/payment-links/${link.token}/deactivate`, {});
    const off = await send('POST', `${base}/payment-links/${link.token}/share`, {
      email: 'a@example.com',
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().error_message).toBe(PAYMENT_LINK_MESSAGES.shareInactive);
  });

  it('lists links newest first with search, the active filter and CSV', async () => {
    const link = await createLink({
      title: 'Zebra unique title',
      amountType: 'fixed',
      amount: 777,
    });
    const page = await get(`${base}/payment-links`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data[0]).toMatchObject({ id: link.id, amount: 777, state: 'active' });
    const found = await get(`${base}/payment-links?search=zebra`);
    expect(found.json().data.map((r: { id: number }) => r.id)).toEqual([link.id]);
    const inactive = await get(`${base}/payment-links?active=false`);
    expect(inactive.json().data.every((r: { active: boolean }) => !r.active)).toBe(true);
    const csv = await get(`${base}/payment-links?download=csv&search=zebra`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Zebra unique title');
    expect(csv.body).toContain('7.77');
  });

  it('answers 404 for another account’s token and 403 when checkout is off or the account is not held', async () => {
    const [theirs] = await t.database.query<{ token: string; merchant_id: number }>(
      'select token, merchant_id from payment_links where merchant_id <> $1 order by id limit 1',
      [M],
    );
    const res = await get(`${base}/payment-links/${theirs?.token}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error_message).toBe(PAYMENT_LINK_MESSAGES.notFound);
    const other = Number(theirs?.merchant_id);
    const held = await t.database.query(
      'select 1 from user_merchants where merchant_id = $1 and user_id = (select id from users where email = $2)',
      [other, 'clerk@paydesk.test'],
    );
    if (held.length === 0) {
      const denied = await get(`/api/merchants/${other}/payment-links`, t.clerk);
      expect(denied.statusCode).toBe(403);
    }
    // An account not read yet in this file (GETs share a merchant lookup for a second).
    const off = 100002;
    await setMerchant(t, off, { allow_checkout: false });
    const [made] = await t.database.query<{ token: string }>(
      `insert into payment_links (merchant_id, token, title) values ($1, $2, 'Off link') returning token`,
      [off, 'offLinkToken0123456789'],
    );
    const link = String(made?.token);
    const at = `/api/merchants/${off}`;
    const calls = [
      get(`${at}/checkout/settings`),
      get(`${at}/checkout/dashboard?start_date=2026-01-01&end_date=2026-01-31`),
      get(`${at}/payment-links`),
      get(`${at}/payment-links/${link}`),
      send('PUT', `${at}/checkout/settings`, {
        brandColor: '#123456',
        logoFileId: null,
        successMessage: null,
        successUrl: null,
        acceptCard: true,
        acceptAch: true,
        sendReceipts: true,
        receiptReplyTo: null,
      }),
      send('POST', `${at}/payment-links`, { title: 'A', amountType: 'open' }),
      send('PATCH', `${at}/payment-links/${link}`, { title: 'B' }),
      send('POST', `${at}/payment-links/${link}/deactivate`, {}),
      send('POST', `${at}/payment-links/${link}/share`, { email: 'a@example.com' }),
    ];
    for (const call of await Promise.all(calls)) {
      expect(call.statusCode, call.body).toBe(403);
      expect(call.json().error_message).toBe(CHECKOUT_MESSAGES.disabled);
    }
    // The pay page of an account with checkout off says so and takes no payment.
    const page = await readPublic(link);
    expect(page.json()).toMatchObject({ state: 'deactivated', message: PAY_MESSAGES.checkoutOff });
    const refused = await payPublic(link, payBody({ amount: 1000 }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_message).toBe(PAY_MESSAGES.checkoutOff);
  });
});

describe('the pay page', () => {
  it('shows a link to its payer: merchant, branding, items and methods', async () => {
    const link = await createLink({
      title: 'Cooking class',
      amountType: 'items',
      items: [{ productId: productA.id, adjustableQuantity: true, maxQuantity: 4 }],
    });
    const res = await readPublic(link.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'active',
      message: null,
      merchant: { name: 'Blue Harbor Bistro' },
      title: 'Cooking class',
      amountType: 'items',
      amount: productA.price,
      methods: { card: true },
    });
    expect(res.json().items[0]).toMatchObject({ name: productA.name, maxQuantity: 4 });
    const unknown = await readPublic('AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_message).toBe(PAY_MESSAGES.notFound);
  });

  it('charges an approved card: ledger row with the link, line items, rollups, customer and receipt e-mail', async () => {
    const link = await createLink({
      title: 'Cooking class',
      amountType: 'items',
      items: [{ productId: productA.id, adjustableQuantity: true, maxQuantity: 4 }],
    });
    const email = `payer-${randomUUID().slice(0, 8)}@example.com`;
    const res = await payPublic(link.token, payBody({ email, quantities: [3] }));
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json();
    expect(result).toMatchObject({
      outcome: 'approved',
      responseCode: '00',
      message: PAY_MESSAGES.approved,
    });
    expect(result.receipt).toMatchObject({
      amount: 3 * productA.price,
      paymentMethod: 'Visa ending 4242',
      emailed: true,
    });
    expect(res.body).not.toContain('4242424242424242');
    const [sale] = await t.database.query<Record<string, unknown>>(
      'select id, gross_amount_cents::int as gross, payment_link_id, customer_id, status from transactions where trans_number = $1',
      [result.receipt.reference],
    );
    expect(sale).toMatchObject({
      gross: 3 * productA.price,
      payment_link_id: link.id,
      status: 'approved',
    });
    expect(sale?.customer_id).not.toBeNull();
    const items = await t.database.query<Record<string, unknown>>(
      'select product_id, quantity, unit_amount_cents::int as unit, payment_link_id from payment_line_items where transaction_id = $1',
      [sale?.id],
    );
    expect(items).toEqual([
      { product_id: productA.id, quantity: 3, unit: productA.price, payment_link_id: link.id },
    ]);
    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Visa ending 4242');
    expect(mails[0]?.text).not.toContain('4242424242424242');
    // The merchant sees it at once: the link's figures, the transactions filter, the dashboard.
    const after = (await get(`${base}/payment-links/${link.token}`)).json();
    expect(after).toMatchObject({ paymentsCount: 1, volume: 3 * productA.price });
    const list = await get(`/api/transactions?merchantId=${M}&payment_link_id=${link.id}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(Number(sale?.id));
    const today = new Date().toISOString().slice(0, 10);
    const dash = await get(
      `${base}/checkout/dashboard?start_date=${today}&end_date=${today}&timezone=UTC`,
    );
    expect(dash.statusCode, dash.body).toBe(200);
    expect(dash.json().paymentsCount).toBeGreaterThanOrEqual(1);
    expect(dash.json().topLinks.map((l: { id: number }) => l.id)).toContain(link.id);
    expect(dash.json().daily).toHaveLength(1);
    await expectRollupsTrue(t);
    await expectLedgerSound(t);
  });

  it('answers a declined card (05) and an unrecognised one (78) as a payer expects, with no line items or receipt', async () => {
    const link = await createLink({ amountType: 'fixed', amount: 3000 });
    for (const [number, code, message] of [
      ['4000000000000002', '05', PAY_MESSAGES.declinedCard],
      ['4000000000000127', '78', PAY_MESSAGES.notRecognisedCard],
    ] as const) {
      const email = `declined-${code}-${randomUUID().slice(0, 6)}@example.com`;
      const res = await payPublic(link.token, payBody({ email }, number));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        outcome: 'declined',
        responseCode: code,
        message,
        receipt: null,
      });
      const [sale] = await t.database.query<{ id: number; status: string }>(
        `select id, status from transactions where payment_link_id = $1 and accountholder_email = $2`,
        [link.id, email],
      );
      expect(sale?.status).toBe('declined');
      expect(
        await t.database.query('select 1 from payment_line_items where transaction_id = $1', [
          sale?.id,
        ]),
      ).toEqual([]);
      expect(await outbox(email)).toEqual([]);
    }
  });

  it('takes an open amount by ACH', async () => {
    const link = await createLink({ title: 'Pay your invoice', amountType: 'open' });
    const res = await payPublic(link.token, {
      name: 'Ann Bank',
      email: 'ann.bank@example.com',
      method: 'ach',
      amount: 12_345,
      ach: { routingNumber: '110000000', accountNumber: '000123456789', accountType: 'checking' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().receipt).toMatchObject({ amount: 12_345, paymentMethod: 'ACH ending 6789' });
    const missing = await payPublic(link.token, payBody());
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing).amount).toEqual([PAYMENT_LINK_MESSAGES.amount]);
  });

  it('refuses quantities outside the rules and card fields a payer mistyped', async () => {
    const link = await createLink({
      amountType: 'items',
      items: [{ productId: productA.id, adjustableQuantity: true, maxQuantity: 2 }],
    });
    const tooMany = await payPublic(link.token, payBody({ quantities: [3] }));
    expect(tooMany.statusCode).toBe(400);
    expect(errorsOf(tooMany)['quantities.0']).toEqual(['Choose from 1 to 2.']);
    const typo = await payPublic(link.token, {
      ...payBody(),
      card: { number: '4242424242424241', expiry: '13/30', cvc: '12' },
    });
    expect(typo.statusCode).toBe(400);
    expect(Object.keys(errorsOf(typo)).sort()).toEqual(['card.cvc', 'card.expiry', 'card.number']);
  });

  it('refuses a deactivated, expired or full link with the payer’s message', async () => {
    const off = await createLink({ amountType: 'fixed', amount: 1000 });
    await send('POST', `${base}/payment-links/${off.token}/deactivate`, {});
    const expired = await createLink({ amountType: 'fixed', amount: 1000 });
    await t.database.query(
      "update payment_links set expires_at = now() - interval '1 minute' where id = $1",
      [expired.id],
    );
    const full = await createLink({ amountType: 'fixed', amount: 1000, maxPayments: 1 });
    expect((await payPublic(full.token, payBody())).statusCode).toBe(201);
    for (const [link, state, message] of [
      [off, 'deactivated', PAY_MESSAGES.deactivated],
      [expired, 'expired', PAY_MESSAGES.expired],
      [full, 'limit-reached', PAY_MESSAGES['limit-reached']],
    ] as const) {
      const page = await readPublic(link.token);
      expect(page.json()).toMatchObject({ state, message });
      const res = await payPublic(link.token, payBody());
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error_message).toBe(message);
    }
    const [count] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from transactions where payment_link_id = any($1::int[])',
      [[off.id, expired.id, full.id]],
    );
    expect(count?.n).toBe(1);
  });

  it('replays a retried payment with the same Idempotency-Key: one charge', async () => {
    const link = await createLink({ amountType: 'fixed', amount: 2200 });
    const key = randomUUID();
    const ip = nextIp();
    const first = await payPublic(link.token, payBody(), key, ip);
    const again = await payPublic(link.token, payBody(), key, ip);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.query('select 1 from transactions where payment_link_id = $1', [
      link.id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('limits payments per IP', async () => {
    const link = await createLink({ amountType: 'fixed', amount: 1000 });
    const ip = '10.250.0.1';
    const statuses: number[] = [];
    for (let i = 0; i <= PAY_WRITE_RATE_LIMIT; i += 1) {
      // Invalid bodies: counted, but nothing is charged.
      statuses.push((await payPublic(link.token, { name: '' }, randomUUID(), ip)).statusCode);
    }
    expect(statuses.slice(0, PAY_WRITE_RATE_LIMIT).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held back.
    expect((await payPublic(link.token, { name: '' })).statusCode).toBe(400);
  });

  it('serves only the images the link shows', async () => {
    const link = await createLink({ amountType: 'open' });
    const res = await t.app.inject({
      url: `/api/pay/${link.token}/images/${randomUUID()}`,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(404);
  });
});
