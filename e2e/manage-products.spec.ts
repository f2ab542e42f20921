import { crc32, deflateSync } from 'node:zlib';
import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * The owner of Blue Harbor Bistro (checkout on) creates a product with an image, sees it in
 * the list, opens it, edits its price, and puts it on a new pricing list at another price.
 * Desktop and 375 px screenshots in e2e/screenshots.
 */
const BISTRO = 100001;

/** A small solid PNG made here: the uploader's checks read its bytes. */
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
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())]);
  const pixels = Buffer.concat(Array(height).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('the owner creates a product with an image, edits its price and prices it in a new pricing list', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // Names of their own: the demo database keeps the products of earlier runs.
  const suffix = Date.now().toString(36);
  const productName = `Harbor mug ${suffix}`;
  const listName = `Staff prices ${suffix}`;
  await signIn(page, DEMO.owner);
  await page.goto(`/products/${BISTRO}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page).toHaveTitle('Products · Blue Harbor Bistro · Paydesk');
  await expect(page.getByRole('button', { name: 'New product' }).first()).toBeVisible({
    timeout: 30_000,
  });
  await page.screenshot({ path: shots('products-desktop.png'), fullPage: true });

  // New product: the name left out first, then filled, a price and an image.
  await page.getByRole('button', { name: 'New product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New product' });
  await dialog.getByRole('button', { name: 'Create product' }).click();
  await expect(dialog.getByText('Please enter a product name.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(productName);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Stoneware, 12 oz, harbor blue.');
  await dialog.getByRole('textbox', { name: 'Price' }).fill('18.50');
  await dialog.getByLabel('Image file').setInputFiles({
    name: 'mug.png',
    mimeType: 'image/png',
    buffer: png(64, 64, [11, 114, 133]),
  });
  await expect(dialog.getByRole('img', { name: 'Product image' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'new product form');
  await page.screenshot({ path: shots('product-create-desktop.png') });
  await dialog.getByRole('button', { name: 'Create product' }).click();

  // The product's page opens with its image.
  await expect(page).toHaveURL(new RegExp(`/products/${BISTRO}/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page.getByRole('img', { name: productName })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('$18.50');
  await expect(page.getByText(/No sales of this product in this range/)).toBeVisible();
  await expectAccessible(page, 'product page');
  await page.screenshot({ path: shots('product-detail-desktop.png'), fullPage: true });

  // Edit the price.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit product' });
  const price = edit.getByRole('textbox', { name: 'Price' });
  await expect(price).toHaveValue('$18.50');
  await price.fill('21');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('$21.00');

  // It is in the list, found by its name.
  await page.getByRole('link', { name: 'Products' }).first().click();
  await page.getByRole('textbox', { name: 'Search products' }).fill(productName);
  await page.keyboard.press('Enter');
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table.locator('tbody tr[data-index]')).toHaveCount(1, { timeout: 30_000 });
  await expect(table).toContainText(productName);
  await expect(table).toContainText('$21.00');
  await expectAccessible(page, 'products list');

  // A pricing list with the product at a staff price.
  await page
    .getByRole('navigation', { name: 'Catalogue' })
    .getByRole('link', { name: 'Pricing lists' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing lists' })).toBeVisible();
  await page.getByRole('button', { name: 'New pricing list' }).first().click();
  const create = page.getByRole('dialog', { name: 'New pricing list' });
  await create.getByRole('textbox', { name: 'Name' }).fill(listName);
  await create.getByRole('button', { name: 'Create pricing list' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${BISTRO}/pricing-lists/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: listName })).toBeVisible();
  await page.getByRole('button', { name: 'Add product' }).click();
  const add = page.getByRole('dialog', { name: 'Add product' });
  await add.getByRole('combobox', { name: 'Product' }).fill(productName);
  await page.getByRole('option', { name: new RegExp(productName) }).click();
  const listPrice = add.getByRole('textbox', { name: 'List price' });
  await expect(listPrice).toHaveValue('$21.00');
  await listPrice.fill('15');
  await add.getByRole('button', { name: 'Add product' }).click();
  await expect(add).toHaveCount(0);
  const items = page.getByRole('table', { name: `Products of ${listName} and their prices` });
  await expect(items).toContainText(productName);
  await expect(items).toContainText('$15.00');
  await expectAccessible(page, 'pricing list page');
  await page.screenshot({ path: shots('pricing-list-desktop.png'), fullPage: true });

  // 375 px: the list page, the product page and the pricing list without sideways scroll.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 375);
  await page.screenshot({ path: shots('pricing-list-375.png'), fullPage: true });
  await items.getByRole('link', { name: productName }).click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pricing lists' })).toContainText(listName);
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'product page at 375 px');
  await page.screenshot({ path: shots('product-detail-375.png'), fullPage: true });
  await page.goto(`/products/${BISTRO}`);
  const cards = page.getByRole('list', { name: 'Products' });
  await expect(cards.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'products at 375 px');
  await page.screenshot({ path: shots('products-375.png'), fullPage: true });
});
