import { randomUUID } from 'node:crypto';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { PRICING_LIST_MESSAGES, PRODUCT_MESSAGES } from '@paydesk/domain/product-fields';
import { beforeAll, describe, expect, it } from 'vitest';
import { sqlQuery } from '../../../src/db/client';
import { productsForSale } from '../../../src/modules/products/products.service';
import type { SignedIn } from '../../support/identity';
import { type MoneyApp, moneyApp, setMerchant } from '../transactions/money-test-kit';

/** Products and pricing lists (issue 13): CRUD, messages, scoping, flag, audit, analytics. */

let t: MoneyApp;
const M = 100001;
const OFF = 100002;
let foreignProduct = 0;
let imageId = '';
let foreignImageId = '';
let pdfId = '';

beforeAll(async () => {
  t = await moneyApp({ seed: 'products' });
  await setMerchant(t, M, { allow_checkout: true });
  await setMerchant(t, OFF, { allow_checkout: false });
  const [foreign] = await t.database.query<{ id: number }>(
    `insert into products (merchant_id, name, price_cents)
     select id, 'Not yours', 500 from merchants where id <> $1 order by id desc limit 1 returning id`,
    [M],
  );
  foreignProduct = Number(foreign?.id);
  const file = async (merchant: string, type: string, contentType: string) => {
    const [row] = await t.database.query<{ id: string }>(
      `insert into files (merchant_id, type, name, content_type, size_bytes, storage_key)
       values (${merchant}, $1, 'x', $2, 10, $3) returning id::text`,
      [type, contentType, randomUUID()],
    );
    return String(row?.id);
  };
  imageId = await file(String(M), 'checkout-images', 'image/png');
  pdfId = await file(String(M), 'checkout-images', 'application/pdf');
  foreignImageId = await file(
    `(select id from merchants where id <> ${M} order by id desc limit 1)`,
    'checkout-images',
    'image/png',
  );
}, 240_000);

const get = (url: string, who: SignedIn = t.owner) => t.app.inject({ url, headers: who.headers });
const send = (
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body: unknown,
  key = randomUUID(),
  who: SignedIn = t.owner,
) =>
  t.app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: { ...who.headers, 'idempotency-key': key },
  });
const base = `/api/merchants/${M}`;

async function audits(action: string): Promise<Record<string, unknown>[]> {
  return t.database.query<Record<string, unknown>>(
    `select details from audit_log where action = $1 order by id`,
    [action],
  );
}

async function createProduct(body: Record<string, unknown> = {}) {
  const res = await send('POST', `${base}/products`, { name: 'Tote bag', price: 1800, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; price: number; name: string; active: boolean };
}

describe('products', () => {
  it('creates a product in the account currency, audited once, replayed by its key', async () => {
    const before = (await audits('product-create')).length;
    const key = randomUUID();
    const body = {
      name: '  Coffee beans  ',
      description: '1 lb',
      price: 1850,
      imageFileId: imageId,
    };
    const first = await send('POST', `${base}/products`, body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      merchantId: M,
      name: 'Coffee beans',
      description: '1 lb',
      price: 1850,
      active: true,
      imageFileId: imageId,
      unitsSold: 0,
      revenue: 0,
    });
    const replay = await send('POST', `${base}/products`, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().id).toBe(first.json().id);
    const rows = await audits('product-create');
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)?.details).toMatchObject({ merchantId: M, productId: first.json().id });
  });

  it('refuses bad fields with their messages', async () => {
    const res = await send('POST', `${base}/products`, {
      name: ' ',
      description: 'x'.repeat(1001),
      price: 100_000_000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_message: VALIDATION_ERROR_MESSAGE,
      errors: {
        name: [PRODUCT_MESSAGES.nameRequired],
        description: [PRODUCT_MESSAGES.tooLong(1000)],
        price: [PRODUCT_MESSAGES.price],
      },
    });
    const long = await send('POST', `${base}/products`, { name: 'x'.repeat(121) });
    expect(long.json().errors).toMatchObject({
      name: [PRODUCT_MESSAGES.tooLong(120)],
      price: [PRODUCT_MESSAGES.priceRequired],
    });
    const fraction = await send('POST', `${base}/products`, { name: 'A', price: 10.5 });
    expect(fraction.json().errors).toMatchObject({ price: [PRODUCT_MESSAGES.price] });
  });

  it('takes only a checkout image of this account', async () => {
    for (const [id, message] of [
      [foreignImageId, PRODUCT_MESSAGES.imageNotFound],
      [randomUUID(), PRODUCT_MESSAGES.imageNotFound],
      [pdfId, PRODUCT_MESSAGES.imageNotImage],
      ['not-a-uuid', PRODUCT_MESSAGES.imageNotFound],
    ] as const) {
      const res = await send('POST', `${base}/products`, { name: 'A', price: 1, imageFileId: id });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().errors).toEqual({ imageFileId: [message] });
    }
  });

  it('edits, deactivates and activates, audited by kind', async () => {
    const product = await createProduct({ name: 'Mug', price: 1200 });
    const url = `${base}/products/${product.id}`;
    const edit = await send('PATCH', url, { price: 1500, description: 'Blue' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ price: 1500, description: 'Blue', active: true });
    expect((await audits('product-update')).at(-1)?.details).toMatchObject({
      productId: product.id,
      fields: ['description', 'price'],
    });
    const off = await send('PATCH', url, { active: false });
    expect(off.json().active).toBe(false);
    expect((await audits('product-deactivate')).at(-1)?.details).toMatchObject({
      productId: product.id,
    });
    const on = await send('PATCH', url, { active: true });
    expect(on.json().active).toBe(true);
    expect((await audits('product-activate')).at(-1)?.details).toMatchObject({
      productId: product.id,
    });
    const image = await send('PATCH', url, { imageFileId: imageId });
    expect(image.json().imageFileId).toBe(imageId);
    const cleared = await send('PATCH', url, { imageFileId: null });
    expect(cleared.json().imageFileId).toBeNull();
    const nothing = await send('PATCH', url, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors).toEqual({ body: [PRODUCT_MESSAGES.nothingToChange] });
  });

  it("answers 404 for another account's product", async () => {
    const url = `${base}/products/${foreignProduct}`;
    for (const res of [
      await get(url),
      await get(`${url}/analytics?start_date=2026-01-01&end_date=2026-01-31`),
      await send('PATCH', url, { name: 'Mine' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error_message).toBe(PRODUCT_MESSAGES.notFound);
    }
  });

  it('answers 403 when checkout is off', async () => {
    const off = `/api/merchants/${OFF}`;
    for (const res of [
      await get(`${off}/products`),
      await get(`${off}/pricing-lists`),
      await send('POST', `${off}/products`, { name: 'A', price: 1 }),
      await send('POST', `${off}/pricing-lists`, { name: 'A' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error_message).toBe('Checkout is not enabled for this account.');
    }
    const [count] = await t.database.query<{ n: number }>(
      'select count(*)::int as n from products where merchant_id = $1 and name = $2',
      [OFF, 'A'],
    );
    expect(Number(count?.n)).toBe(0);
  });

  it('lists, searches, filters, sorts and exports', async () => {
    const zed = await createProduct({ name: 'Zed widget', price: 5 });
    await send('PATCH', `${base}/products/${zed.id}`, { active: false });
    const all = await get(`${base}/products?perPage=100`);
    expect(all.statusCode, all.body).toBe(200);
    const names = all.json().data.map((p: { name: string }) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const search = await get(`${base}/products?search=ZED`);
    expect(search.json().data.map((p: { id: number }) => p.id)).toEqual([zed.id]);
    const inactive = await get(`${base}/products?active=false&perPage=100`);
    expect(inactive.json().data.every((p: { active: boolean }) => !p.active)).toBe(true);
    const byPrice = await get(`${base}/products?sort=-price&perPage=100`);
    const prices = byPrice.json().data.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
    const csv = await get(`${base}/products?download=csv&search=zed`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(
      'Name,Price,Status,Units sold (all time),Revenue (all time),Created',
    );
    expect(csv.body).toContain('Zed widget,0.05,Inactive,0,0.00');
    const bad = await get(`${base}/products?active=maybe`);
    expect(bad.statusCode).toBe(400);
  });

  it('sums units and revenue of line items by range and day', async () => {
    const product = await createProduct({ name: 'Bagel', price: 300 });
    const [list] = await t.database.query<{ id: number }>(
      `insert into pricing_lists (merchant_id, name) values ($1, 'Staff') returning id`,
      [M],
    );
    const line = (qty: number, unit: number, soldAt: string, pricingList: number | null = null) =>
      t.database.query(
        `insert into payment_line_items (merchant_id, transaction_id, product_id, pricing_list_id,
           description, quantity, unit_amount_cents, sold_at)
         values ($1, 1, $2, $3, 'Bagel', $4, $5, $6)`,
        [M, product.id, pricingList, qty, unit, soldAt],
      );
    await line(2, 300, '2026-03-01T15:00:00Z');
    await line(3, 250, '2026-03-02T03:00:00Z', Number(list?.id)); // Mar 1 in New York
    await line(1, 300, '2026-03-05T12:00:00Z');
    await line(9, 300, '2026-04-01T12:00:00Z'); // out of range
    const res = await get(
      `${base}/products/${product.id}/analytics?start_date=2026-03-01&end_date=2026-03-05&timezone=America/New_York`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      unitsSold: 6,
      revenue: 2 * 300 + 3 * 250 + 300,
      paymentsCount: 1,
    });
    expect(body.daily).toHaveLength(5);
    expect(body.daily[0]).toEqual({ date: '2026-03-01', unitsSold: 5, revenue: 1350 });
    expect(body.daily[1]).toEqual({ date: '2026-03-02', unitsSold: 0, revenue: 0 });
    expect(body.daily[4]).toEqual({ date: '2026-03-05', unitsSold: 1, revenue: 300 });
    const listed = await get(
      `${base}/products?search=bagel&start_date=2026-03-01&end_date=2026-03-31&timezone=America/New_York`,
    );
    expect(listed.json().data[0]).toMatchObject({ unitsSold: 6, revenue: 1650 });
    const allTime = await get(`${base}/products/${product.id}`);
    expect(allTime.json().product).toMatchObject({ unitsSold: 15, revenue: 4350 });
    const listStats = await get(
      `${base}/pricing-lists/${list?.id}/analytics?start_date=2026-03-01&end_date=2026-03-31`,
    );
    expect(listStats.json()).toMatchObject({
      unitsSold: 3,
      revenue: 750,
      byProduct: [{ productId: product.id, name: 'Bagel', unitsSold: 3, revenue: 750 }],
    });
    const tooLong = await get(
      `${base}/products/${product.id}/analytics?start_date=2024-01-01&end_date=2026-03-31`,
    );
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('pricing lists', () => {
  it('creates with items, edits, replaces items and deletes, audited', async () => {
    const a = await createProduct({ name: 'Scone', price: 400 });
    const b = await createProduct({ name: 'Croissant', price: 450 });
    const key = randomUUID();
    const body = { name: 'Wholesale', items: [{ productId: a.id, price: 300 }] };
    const created = await send('POST', `${base}/pricing-lists`, body, key);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().pricingList.id;
    expect(created.json()).toMatchObject({
      pricingList: { name: 'Wholesale', active: true, itemsCount: 1 },
      items: [{ productId: a.id, name: 'Scone', price: 300, productPrice: 400 }],
    });
    const replay = await send('POST', `${base}/pricing-lists`, body, key);
    expect(replay.json().pricingList.id).toBe(id);
    expect(
      (await audits('pricing-list-create')).filter(
        (row) => (row.details as { pricingListId: number }).pricingListId === id,
      ),
    ).toHaveLength(1);

    const edit = await send('PATCH', `${base}/pricing-lists/${id}`, {
      name: 'Trade',
      active: false,
    });
    expect(edit.json()).toMatchObject({ name: 'Trade', active: false });
    expect((await audits('pricing-list-update')).at(-1)?.details).toMatchObject({
      pricingListId: id,
      fields: ['name', 'active'],
    });

    const items = await send('PUT', `${base}/pricing-lists/${id}/items`, {
      items: [
        { productId: b.id, price: 350 },
        { productId: a.id, price: 250 },
      ],
    });
    expect(items.statusCode, items.body).toBe(200);
    expect(
      items.json().items.map((i: { name: string; price: number }) => [i.name, i.price]),
    ).toEqual([
      ['Croissant', 350],
      ['Scone', 250],
    ]);
    expect((await audits('pricing-list-items-replace')).at(-1)?.details).toMatchObject({
      pricingListId: id,
      itemsBefore: 1,
      items: 2,
    });
    const productPage = await get(`${base}/products/${a.id}`);
    expect(productPage.json().pricingLists).toEqual([
      { id, name: 'Trade', active: false, price: 250 },
    ]);

    const del = await send('DELETE', `${base}/pricing-lists/${id}`, undefined);
    expect(del.statusCode, del.body).toBe(204);
    expect((await get(`${base}/pricing-lists/${id}`)).statusCode).toBe(404);
    expect((await audits('pricing-list-delete')).at(-1)?.details).toMatchObject({
      pricingListId: id,
      items: 2,
    });
  });

  it("refuses another account's product, duplicates and bad prices", async () => {
    const mine = await createProduct({ name: 'Pie', price: 900 });
    const res = await send('POST', `${base}/pricing-lists`, {
      name: 'L',
      items: [
        { productId: mine.id, price: 800 },
        { productId: foreignProduct, price: 100 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'items.1.productId': [PRICING_LIST_MESSAGES.productNotFound],
    });
    const dup = await send('POST', `${base}/pricing-lists`, {
      name: '',
      items: [
        { productId: mine.id, price: 800 },
        { productId: mine.id, price: -1 },
      ],
    });
    expect(dup.json().errors).toMatchObject({
      name: [PRICING_LIST_MESSAGES.nameRequired],
      'items.1.productId': [PRICING_LIST_MESSAGES.duplicateProduct],
      'items.1.price': [PRICING_LIST_MESSAGES.price],
    });
  });

  it('refuses to delete a list a payment link names, and scopes to the account', async () => {
    const [list] = await t.database.query<{ id: number }>(
      `insert into pricing_lists (merchant_id, name) values ($1, 'Linked') returning id`,
      [M],
    );
    await t.database.query(
      `insert into payment_links (merchant_id, token, title, pricing_list_id)
       values ($1, $2, 'Uses list', $3)`,
      [M, randomUUID().replace(/-/g, '').slice(0, 22), list?.id],
    );
    const del = await send('DELETE', `${base}/pricing-lists/${list?.id}`, undefined);
    expect(del.statusCode).toBe(409);
    expect(del.json().error_message).toBe(PRICING_LIST_MESSAGES.usedByLinks);
    const [foreign] = await t.database.query<{ id: number }>(
      `insert into pricing_lists (merchant_id, name) select id, 'Far' from merchants where id <> $1
        order by id desc limit 1 returning id`,
      [M],
    );
    const url = `${base}/pricing-lists/${foreign?.id}`;
    for (const res of [
      await get(url),
      await send('PATCH', url, { name: 'Mine' }),
      await send('PUT', `${url}/items`, { items: [] }),
      await send('DELETE', url, undefined),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error_message).toBe(PRICING_LIST_MESSAGES.notFound);
    }
  });

  it('productsForSale: active products at the list price when it has one', async () => {
    const a = await createProduct({ name: 'Sale A', price: 1000 });
    const b = await createProduct({ name: 'Sale B', price: 2000 });
    const off = await createProduct({ name: 'Sale off', price: 3000, active: false });
    const created = await send('POST', `${base}/pricing-lists`, {
      name: 'Sale list',
      items: [{ productId: a.id, price: 700 }],
    });
    const listId = created.json().pricingList.id;
    const run = sqlQuery(t.database.db);
    const sale = await productsForSale(run, M, [a.id, b.id, off.id, foreignProduct], listId);
    expect(sale.map((p) => [p.id, p.price, p.pricedByList])).toEqual([
      [a.id, 700, true],
      [b.id, 2000, false],
    ]);
    const plain = await productsForSale(run, M, [a.id]);
    expect(plain[0]).toMatchObject({ price: 1000, pricedByList: false, currency: 'USD' });
  });
});
