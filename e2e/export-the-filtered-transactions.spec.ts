import { readFile } from 'node:fs/promises';
import { expectAccessible } from './support/accessibility';
import { parseCsv } from './support/csv';
import { DEMO } from './support/demo-users';
import { shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';
import { expectRows, headers, rows, table, totals } from './support/transactions';

test('the owner exports the Visa refunds of the last 3 months with three chosen columns', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  await page.goto('/transaction-detail/100001?range=last-3-months');
  await expectRows(page);

  // Filter: Visa card refunds, from the filters drawer.
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('checkbox', { name: /Card refund/ }).check();
  await drawer.getByRole('checkbox', { name: 'Visa' }).check();
  await expectAccessible(page, 'filters drawer');
  await page.screenshot({ path: shots('transactions-filters-desktop.png') });
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer).toHaveCount(0);
  const chips = page.getByRole('group', { name: 'Active filters' });
  await expect(chips).toContainText('Type: Card refund');
  await expect(chips).toContainText('Card brand: Visa');
  await expectRows(page);

  // Exactly three columns: date, cardholder and amount.
  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('dialog', { name: 'Columns' });
  for (const name of ['Type', 'Status', 'Brand', 'Account number', 'Net']) {
    const box = chooser.getByRole('checkbox', { name, exact: true });
    await box.click();
    await expect(box).not.toBeChecked();
    await expect(table(page).getByRole('columnheader', { name, exact: true })).toHaveCount(0);
  }
  await expectAccessible(page, 'column chooser');
  await page.keyboard.press('Escape');
  expect(await headers(page)).toEqual(['Date', 'Cardholder', 'Amount']);
  await expect(page).toHaveURL(/columns=transDate%2CaccountholderName%2CgrossAmount/);
  const count = Number((await totals(page)).transactions.replaceAll(',', ''));
  expect(count).toBeGreaterThan(0);
  for (const row of await rows(page).all()) await expect(row).toContainText('−$');

  // Export: what the file holds, then the file itself.
  await page.getByRole('button', { name: 'Export' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export CSV' });
  await expect(exportDialog).toContainText('Date, Cardholder, Amount');
  await expect(exportDialog).toContainText(`${count.toLocaleString('en-US')} row`);
  await expectAccessible(page, 'export dialog');
  const download = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  await expect(exportDialog.getByRole('status')).toContainText(/Exported [\d,]+ rows?/);
  await page.screenshot({ path: shots('transactions-export-desktop.png') });

  const csv = parseCsv((await readFile(await file.path())).toString('utf8'));
  // Times are the account's: the header says in which zone.
  expect(csv[0]).toEqual(['Date (America/Los_Angeles)', 'Cardholder', 'Amount']);
  const body = csv.slice(1).filter((record) => record.some((value) => value !== ''));
  expect(body).toHaveLength(count);
  for (const [date, name, amount] of body) {
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(name).not.toBe('');
    // Refunds are negative amounts, as numbers.
    expect(Number(amount)).toBeLessThan(0);
  }
  // The first data row is the list's first row.
  const first = rows(page).first();
  await page.keyboard.press('Escape');
  await expect(first).toContainText(body[0]?.[1] ?? '');
});
