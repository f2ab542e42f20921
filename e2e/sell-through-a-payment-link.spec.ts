import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { ownerHeaders } from './support/payment-links';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * The owner sells through a payment link: sets the pay page's look (a logo through the
 * uploader, a colour), makes a link, copies it ('Copied'), a payer opens it signed out and pays
 * with a test card, the receipt e-mail is in the outbox, the link's payments and the
 * transactions list filtered by it show the payment; the owner deactivates the link and the
 * pay page says so. An account without checkout is sent to its dashboard. Desktop and 375 px.
 */
const BISTRO = 100001;
const OUTFITTERS = 100002;

/** A small solid PNG (width x height, one colour), made here: the uploader's checks read its bytes. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())]);
  const pixels = Buffer.concat(Array(height).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A product with an image, made through the API as the owner (the products screens were not
 * in yet when this journey was written): the image through the files service
 * (type checkout-images), then the product naming it.
 */
async function createProductWithImage(request: APIRequestContext, name: string, price: number) {
  const headers = await ownerHeaders(request);
  const upload = await request.post(`/api/merchants/${BISTRO}/files`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    multipart: {
      type: 'checkout-images',
      file: { name: 'tasting-menu.png', mimeType: 'image/png', buffer: png(64, 64, [240, 140, 0]) },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const image = (await upload.json()) as { id: string };
  const product = await request.post(`/api/merchants/${BISTRO}/products`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: {
      name,
      description: 'Five courses from the morning catch.',
      price,
      imageFileId: image.id,
    },
  });
  expect(product.status(), await product.text()).toBe(201);
}

async function payAsPayer(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Pat Payer');
  await page.getByLabel('E-mail for your receipt').fill(email);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('the owner sells through a payment link, a payer pays it signed out, the owner deactivates it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const title = `Harbor dinner ${stamp}`;
  const productName = `Tasting menu ${stamp}`;
  await createProductWithImage(request, productName, 3225);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, DEMO.owner);

  // The checkout page: the figures of the range and the pay page's settings with its preview.
  await page.goto(`/checkout/${BISTRO}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page).toHaveTitle('Checkout · Blue Harbor Bistro · Paydesk');
  const settings = page.getByRole('form', { name: 'Pay page settings' });
  await expect(settings).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Volume', exact: true })).toBeVisible({
    timeout: 30_000,
  });

  // A logo through the shared uploader (type checkout-images) and a colour; the preview follows.
  await settings.getByLabel('Logo file').setInputFiles({
    name: 'bistro-logo.png',
    mimeType: 'image/png',
    buffer: png(120, 40, [11, 114, 133]),
  });
  const preview = page.getByRole('figure', { name: 'Pay page preview' });
  await expect(preview.getByRole('img', { name: 'Blue Harbor Bistro logo' })).toBeVisible({
    timeout: 30_000,
  });
  const colour = settings.getByRole('textbox', { name: /Brand colour/ });
  await colour.fill('#0b7285');
  await settings.getByRole('textbox', { name: /Success message/ }).fill('See you at the harbor!');
  await expect(preview.getByText('See you at the harbor!')).toBeVisible();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Checkout settings saved')).toBeVisible();
  await expectAccessible(page, 'checkout page');
  await page.screenshot({ path: shots('checkout-desktop.png'), fullPage: true });

  // A new payment link from the list.
  await page
    .getByRole('navigation', { name: 'Checkout' })
    .getByRole('link', { name: 'Payment links' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment links' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Payment links' });
  await expect(table.locator('tbody tr[data-index]').first()).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'payment links');
  await page.screenshot({ path: shots('payment-links-desktop.png'), fullPage: true });
  await page.getByRole('button', { name: 'New payment link' }).click();
  const dialog = page.getByRole('dialog', { name: 'New payment link' });
  await dialog.getByRole('textbox', { name: /Title/ }).fill(title);
  await dialog
    .getByRole('textbox', { name: /Description/ })
    .fill('Dinner on the evening you choose.');
  // Products (the default): the new product, two to start, the payer may pick 1 to 4.
  const picker = dialog.getByRole('combobox', { name: 'Add a product' });
  await expect(picker).toBeEnabled({ timeout: 30_000 });
  await picker.fill(productName);
  await page.getByRole('option', { name: `${productName} · $32.25` }).click();
  const item = dialog.getByRole('list', { name: 'Products on the link' });
  await item.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await item.getByRole('checkbox', { name: 'The payer may change the quantity' }).check();
  await item.getByRole('textbox', { name: 'Maximum' }).fill('4');
  await expect(dialog.getByText('$64.50')).toBeVisible();
  await expectAccessible(page, 'new payment link');
  await page.screenshot({ path: shots('new-payment-link-desktop.png') });
  await dialog.getByRole('button', { name: 'Create link' }).click();

  // The link's page: its address, Copy ('Copied' for 2 s), the QR code.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/checkout/${BISTRO}/payment-links/[\\w-]{22}$`));
  const url = await page.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/[\w-]{22}$/);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expect(page.getByRole('img', { name: `QR code of the link ${url}` })).toBeVisible();
  await expectAccessible(page, 'payment link page');
  await page.screenshot({ path: shots('payment-link-desktop.png'), fullPage: true });

  // A payer opens it signed out and pays with a test card.
  const payer = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const payPage = await payer.newPage();
  await payPage.goto(url);
  await expect(payPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(payPage.getByRole('list', { name: 'Your order' })).toContainText(productName);
  await expect(payPage.getByRole('button', { name: 'Pay $64.50' })).toBeVisible();
  const email = `pat.${stamp}@example.com`;
  await payAsPayer(payPage, email);
  await expect(
    payPage.getByRole('heading', { name: 'Payment successful. Thank you!' }),
  ).toBeVisible();
  await expect(payPage.getByText('See you at the harbor!')).toBeVisible();
  await payPage.screenshot({ path: shots('sell-pay-receipt-desktop.png'), fullPage: true });

  // The receipt e-mail is in the dev outbox.
  const outbox = (await (await request.get('/api/dev/outbox')).json()) as {
    data: { to: string; subject: string; text: string }[];
  };
  const receipt = outbox.data.find((mail) => mail.to === email);
  expect(receipt?.subject).toContain('Blue Harbor Bistro');
  expect(receipt?.text).toContain('$64.50');

  // Back as the owner: the link's payments, then the transactions list filtered by the link.
  await page.reload();
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(
    payments.getByRole('list', { name: 'Latest payments through this link' }),
  ).toContainText('$64.50');
  await expect(payments).toContainText('Pat Payer');
  await payments.getByRole('link', { name: /in Transactions/ }).click();
  await expect(page).toHaveURL(/\/transaction-detail\/100001\?payment_link_id=\d+/);
  const transactions = page.getByRole('table', { name: 'Transactions' });
  const rows = transactions.locator('tbody tr[data-index]');
  await expect(rows).toHaveCount(1, { timeout: 30_000 });
  await expect(rows.first()).toContainText('$64.50');
  await page.screenshot({ path: shots('sell-link-transactions-desktop.png'), fullPage: true });
  await page.goBack();

  // Deactivate (asked first); the pay page then says the link is no longer active.
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate this link?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'deactivate confirmation');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();
  await expect(page.locator('header').getByText('Deactivated')).toBeVisible();
  await payPage.goto(url);
  await expect(payPage.getByText('This payment link is no longer active.')).toBeVisible();
  await expect(payPage.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await payer.close();

  // Each screen at 375 px.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'payment link page at 375 px');
  await page.screenshot({ path: shots('payment-link-375.png'), fullPage: true });
  await page.goto(`/checkout/${BISTRO}/payment-links`);
  const cards = page.getByRole('list', { name: 'Payment links' });
  await expect(cards.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'payment links at 375 px');
  await page.screenshot({ path: shots('payment-links-375.png'), fullPage: true });
  await page.getByRole('button', { name: 'New payment link' }).first().click();
  await expect(page.getByRole('dialog', { name: 'New payment link' })).toBeVisible();
  await expectNoHorizontalScroll(page, 375);
  await page.screenshot({ path: shots('new-payment-link-375.png'), fullPage: true });
  await page.keyboard.press('Escape');
  await page.goto(`/checkout/${BISTRO}`);
  await expect(page.getByRole('form', { name: 'Pay page settings' })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'checkout page at 375 px');
  await page.screenshot({ path: shots('checkout-375.png'), fullPage: true });
});

test('an account without checkout is sent to its dashboard', async ({ page }) => {
  // Cascade Outfitters has allowCheckout off (the clerk's journey of it:
  // open-a-screen-the-account-does-not-have.spec.ts).
  await signIn(page, DEMO.owner);
  await page.goto(`/checkout/${OUTFITTERS}/payment-links`);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${OUTFITTERS}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
