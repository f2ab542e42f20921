import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

// Demo merchants (README "Demo sign-ins"): Blue Harbor Bistro has volume, payouts and disputes.
const BISTRO = '100001';

/** The rows of a list table (not its header, not the loading placeholders). */
const rowsOf = (table: Locator) => table.locator('tbody tr[data-index]');

/** Waits until a list shows rows and has stopped reading. */
async function expectRows(table: Locator): Promise<void> {
  await expect(rowsOf(table).first()).toBeVisible({ timeout: 30_000 });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
}

/** The report header's freshness line ("As of … UTC"). */
const freshness = (page: Page) => page.getByText(/^As of .+ UTC/);

test('an admin opens a merchant’s transactions from its profile, then a payout and its transactions', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO.admin);
  await page.goto(`/admin/merchants/${BISTRO}`);
  await page.getByRole('button', { name: 'Quick actions' }).click();
  await page.getByRole('menuitem', { name: 'Transaction details' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/reports/transaction-details\\?merchantid=${BISTRO}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Account' })).toHaveValue(
    `Blue Harbor Bistro / ${BISTRO}`,
  );
  const transactions = page.getByRole('table', { name: 'Transactions' });
  await expectRows(transactions);
  await expect(freshness(page)).toBeVisible();
  // Filtered to the merchant: every row is Blue Harbor Bistro's.
  for (const row of await rowsOf(transactions).all()) {
    await expect(row).toContainText(`Blue Harbor Bistro / ${BISTRO}`);
  }
  await expectAccessible(page, 'transaction details report');
  await page.screenshot({ path: shots('admin-report-transactions-desktop.png'), fullPage: true });

  // A row opens the transaction under its merchant.
  await rowsOf(transactions).first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/reports/transaction-details/\\d+/${BISTRO}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'transaction detail report');

  // Every merchant's payouts, then one payout and the transactions it paid.
  await page.goto('/admin/reports/payouts?range=last-3-months');
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Account' })).toHaveValue('All merchants');
  const payouts = page.getByRole('table', { name: 'Payouts' });
  await expectRows(payouts);
  await expectAccessible(page, 'payouts report');
  await rowsOf(payouts).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/reports\/payouts\/\d+\/\d+$/);
  const paid = page.getByRole('table', { name: 'Transactions in this payout' });
  await expectRows(paid);
  await expectAccessible(page, 'payout detail report');
  await page.screenshot({ path: shots('admin-report-payout-desktop.png'), fullPage: true });

  // An unknown transaction: part 2 §8's notification.
  await page.goto(`/admin/reports/transaction-details/999999999/${BISTRO}`);
  await expect(page.getByText('Error finding transaction')).toBeVisible();
  await expect(page.getByText('Unable to find transaction with IDs specified')).toBeVisible();
});

test('a finance admin without can-view-chargeback-report sees no Disputes report and is not allowed in', async ({
  page,
}) => {
  await signIn(page, DEMO.finance);
  await page.goto('/admin/reports/transaction-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
  const nav = page.getByRole('navigation').first();
  // The Reports group is open on a report's page; open it if it is not.
  const reports = nav.getByRole('button', { name: 'Reports' });
  if ((await reports.getAttribute('aria-expanded')) === 'false') await reports.click();
  await expect(nav.getByRole('link', { name: 'Payouts' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Disputes' })).toHaveCount(0);
  await page.goto('/admin/reports/disputes');
  await expect(page.getByText('Not Allowed', { exact: true })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the reports work on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, DEMO.admin);
  for (const [path, title] of [
    ['/admin/reports/transaction-details', 'Transaction Details'],
    ['/admin/reports/payouts', 'Payouts'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/loading/)).toHaveCount(0, { timeout: 30_000 });
    await expectNoHorizontalScroll(page, 375);
    await expectAccessible(page, `${title} at 375 px`);
  }
  await page.screenshot({ path: shots('admin-report-transactions-mobile.png'), fullPage: true });
});
