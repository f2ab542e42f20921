import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

const payoutsTable = (page: Page) => page.getByRole('table', { name: 'Payouts' });
const batchTable = (page: Page) => page.getByRole('table', { name: 'Transactions in this payout' });

/** '+$1,104.56' -> 110456, '−$28.54' -> -2854, '$0.00' -> 0. */
function cents(text: string): number {
  const value = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  return text.trim().startsWith('−') || text.trim().startsWith('-') ? -value : value;
}

/** Waits until a list shows rows (its skeleton gone, no "loading" left). */
async function expectRows(table: ReturnType<typeof payoutsTable>): Promise<void> {
  await expect(table.locator('tbody tr[data-index]').first()).toBeVisible({ timeout: 30_000 });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
}

test('the owner filters payouts, opens one, reads how it adds up, follows a line to its rows, opens a transaction and exports the batch', async ({
  page,
}) => {
  // A long journey with seven accessibility checks on a machine others share.
  test.setTimeout(120_000);
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/dashboard\/100001$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Payouts' }).first().click();
  await expect(page).toHaveURL(/\/payouts\/100001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  await expect(page.getByText('Deposit dates in America/Los Angeles time')).toBeVisible();
  await expectRows(payoutsTable(page));
  await expect(page).toHaveTitle('Payouts · Blue Harbor Bistro · Paydesk');

  // Newest deposit first, 10 a page, with the columns of the brief.
  const headers = payoutsTable(page).getByRole('columnheader');
  await expect(headers).toHaveText([
    'Deposit date',
    'Payout ID',
    'Batch number',
    'Status',
    'Transactions',
    'Gross',
    'Fees',
    'Deposit',
  ]);
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Month-To-Date');
  await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible();
  await expect(page.getByRole('region', { name: /^On the way: \d+ payouts?$/ })).toBeVisible();
  await expectAccessible(page, 'payouts list');
  await page.screenshot({ path: shots('payouts-desktop.png'), fullPage: true });

  // Three months hold more payouts than a page, whatever today's date (the month to date may
  // not yet): the summary counts them, and adds them up all on one page.
  await page.getByRole('button', { name: /^Quick dates:/ }).click();
  await page.getByRole('menuitem', { name: 'Last 3 Months' }).click();
  await expect(page).toHaveURL(/range=last-3-months/);
  await expect(summary).toContainText(/Last 3 Months\d+ payouts/);
  await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();
  await summary.getByRole('button', { name: /^Show all \d+$/ }).click();
  await expect(page).toHaveURL(/perPage=(25|50|100)/);
  await expect(summary).toContainText(/\d+ payouts deposited · \$[\d,.]+ gross · \$[\d,.]+ fees/);

  // Filter: Last 7 Days, then only paid payouts (the filters drawer).
  await page.getByRole('button', { name: /^Quick dates:/ }).click();
  await page.getByRole('menuitem', { name: 'Last 7 Days' }).click();
  await expect(page).toHaveURL(/range=last-7-days/);
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('checkbox', { name: 'Paid' }).check();
  await expectAccessible(page, 'payouts filters');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/status=paid/);
  await expect(page.getByText('Status: Paid')).toBeVisible();
  await expectRows(payoutsTable(page));
  const statuses = payoutsTable(page).locator('tbody tr[data-index] td:nth-child(4)');
  for (const status of await statuses.allTextContents()) expect(status).toBe('Paid');

  // Open the newest paid payout of the week.
  const firstRow = payoutsTable(page).locator('tbody tr[data-index]').first();
  const listedAmount = (await firstRow.locator('td').nth(7).textContent()) ?? '';
  await firstRow.click();
  await expect(page).toHaveURL(/\/payouts\/100001\/\d+$/);
  const depositId = /\/(\d+)$/.exec(page.url())?.[1];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Payout of ${listedAmount}`);
  await expect(page).toHaveTitle(`Payout ${depositId} · Blue Harbor Bistro · Paydesk`);
  for (const fact of ['Deposited', 'Settled', 'Batch number', 'Trace number']) {
    await expect(page.getByText(fact, { exact: true })).toBeVisible();
  }

  // Explain this payout: the lines add up to the deposit.
  const explain = page.getByRole('region', { name: 'Explain this payout' });
  await expect(explain.getByRole('listitem')).toHaveCount(6);
  await expect(explain.getByText('Adds up to the deposit')).toBeVisible();
  const amounts = await explain.getByTestId('line-amount').allTextContents();
  const deposit = (await explain.getByTestId('deposit-amount').textContent()) ?? '';
  expect(deposit).toBe(listedAmount);
  expect(amounts.reduce((sum, text) => sum + cents(text), 0)).toBe(cents(deposit));
  await expectRows(batchTable(page));
  const totals = page.getByRole('region', { name: 'Batch totals' });
  await expect(totals).toContainText(`= ${deposit}, the deposit.`);
  await expectAccessible(page, 'payout detail');
  await page.screenshot({ path: shots('payout-detail-desktop.png'), fullPage: true });

  // Follow the sales line to its rows: the same page, its types in the URL.
  const sales = explain.getByRole('link', { name: /: Sales and payments$/ });
  const salesCount = Number(/View (\d+)/.exec((await sales.textContent()) ?? '')?.[1]);
  await sales.click();
  await expect(page).toHaveURL(/type=%2BCC%2C%2BCK%2C%2BACH\+Payment/);
  await expect(page.getByText('Type: Sales and payments')).toBeVisible();
  await expect(sales).toHaveAttribute('aria-current', 'true');
  await expectRows(batchTable(page));
  await expect(page.getByText(new RegExp(`^1–\\d+ of ${salesCount}$`))).toBeVisible();
  const types = await batchTable(page)
    .locator('tbody tr[data-index] td:nth-child(3)')
    .allTextContents();
  for (const type of types) expect(['+CC', '+CK', '+ACH Payment']).toContain(type);
  await expect(page.getByRole('heading', { name: 'Transactions in this payout' })).toBeFocused();
  await expectAccessible(page, 'payout detail, sales rows');
  await page.screenshot({ path: shots('payout-detail-sales-desktop.png') });

  // Export the batch's transactions (this view: the sales) and read the file's header.
  await page.getByRole('button', { name: 'Export' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export CSV' });
  await expect(exportDialog).toContainText(
    'Date, Transaction #, Type, Description, Gross, Fee, Net',
  );
  await expectAccessible(page, 'export dialog');
  const downloading = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`payout-${depositId}-transactions.csv`);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  expect(header).toBe('Date (America/Los_Angeles),Transaction #,Type,Description,Gross,Fee,Net');
  expect(lines).toHaveLength(salesCount);
  await expect(exportDialog.getByRole('status')).toContainText(`Exported ${salesCount} rows`);
  await exportDialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(exportDialog).toHaveCount(0);

  // Open a transaction of the batch (its screen is another issue's: the URL is enough here).
  await batchTable(page).locator('tbody tr[data-index]').first().click();
  await expect(page).toHaveURL(/\/transaction-detail\/100001\/\d+$/);

  // Back to the payout, the sales still chosen.
  await page.goBack();
  await expect(page).toHaveURL(/\/payouts\/100001\/\d+\?type=/);
  await expect(explain.getByText('Adds up to the deposit')).toBeVisible();
});

test('an unknown payout says so and leads back to the list', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/payouts/100001/999999');
  await expect(page.getByText('Unable to find a payout with the ID specified')).toBeVisible();
  await expectAccessible(page, 'payout not found');
  await page.screenshot({ path: shots('payout-not-found-desktop.png') });
  await page.getByRole('link', { name: 'Back to payouts' }).click();
  await expect(page).toHaveURL(/\/payouts\/100001$/);
  await expectRows(payoutsTable(page));
});

test('the payouts and a payout at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, DEMO.owner);
  // Three months: a full page of payouts whatever today's date.
  await page.goto('/payouts/100001?range=last-3-months');
  const cards = page.getByRole('list', { name: 'Payouts' });
  await expect(cards.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(cards.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('table', { name: 'Payouts' })).toHaveCount(0);
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'payouts at 375 px');
  await page.screenshot({ path: shots('payouts-375.png'), fullPage: true });
  await page
    .getByRole('button', { name: 'Filters' })
    .evaluate((button) => button.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: shots('payouts-375-toolbar.png') });

  await cards.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/payouts\/100001\/\d+$/);
  const explain = page.getByRole('region', { name: 'Explain this payout' });
  await expect(explain.getByText('Adds up to the deposit')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Transactions in this payout' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'payout at 375 px');
  await page.screenshot({ path: shots('payout-detail-375.png'), fullPage: true });
});
