import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { csvBody, parseCsv } from './support/csv';
import { isoDay, typed } from './support/dates';
import { DEMO } from './support/demo-users';
import { type OutboxMail, outbox } from './support/outbox';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

/** The admin reports count days in UTC. */
const utcDay = (days: number) => isoDay(days, 'UTC');

/** A dashboard tile's figure and its comparison line, once the tile shows the current range. */
async function tileFigures(
  page: Page,
  title: string,
): Promise<{ value: string; compared: string }> {
  const tile = page.getByRole('region', { name: title, exact: true });
  await expect(tile).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await expect(tile.locator('[data-stale]')).toHaveCount(0);
  const value = (await tile.getByTestId('metric-value').innerText()).trim();
  const compared = (await tile.getByText(/ in the prior (year|period)$/).innerText()).trim();
  return { value, compared };
}

test('an admin changes the dashboard’s range with a quick date and with From and To', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const quickDates = page.getByRole('button', { name: /^Quick dates:/ });
  await expect(quickDates).toHaveAccessibleName('Quick dates: Month-To-Date');
  const monthToDate = await tileFigures(page, 'Gross volume');

  // A quick date: the URL keeps it, the figures and the comparison are the new range's.
  await quickDates.click();
  await page.getByRole('menuitem', { name: 'Last 6 Months' }).click();
  await expect(page).toHaveURL(/\/admin\?range=last-6-months$/);
  await expect(quickDates).toHaveAccessibleName('Quick dates: Last 6 Months');
  await expect
    .poll(async () => (await tileFigures(page, 'Gross volume')).value)
    .not.toBe(monthToDate.value);
  const sixMonths = await tileFigures(page, 'Gross volume');
  expect(sixMonths.compared).not.toBe(monthToDate.compared);

  // From and To, then Apply: a week a month ago.
  const from = page.getByRole('textbox', { name: 'From' });
  const to = page.getByRole('textbox', { name: 'To' });
  await from.fill('');
  await from.pressSequentially(typed(utcDay(-37)).replaceAll('/', ''));
  await to.fill('');
  await to.pressSequentially(typed(utcDay(-31)).replaceAll('/', ''));
  await to.blur();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin\\?from=${utcDay(-37)}&to=${utcDay(-31)}$`));
  await expect(quickDates).toHaveAccessibleName('Quick dates: Custom');
  await expect
    .poll(async () => (await tileFigures(page, 'Gross volume')).value)
    .not.toBe(sixMonths.value);
  const week = await tileFigures(page, 'Gross volume');
  expect(week.compared).not.toBe(sixMonths.compared);
  await page.screenshot({
    path: shots('admin-dashboard-custom-range-desktop.png'),
    fullPage: true,
  });

  // A reload shows the same range and the same figures.
  await page.reload();
  await expect(quickDates).toHaveAccessibleName('Quick dates: Custom');
  await expect(from).toHaveValue(typed(utcDay(-37)));
  await expect(to).toHaveValue(typed(utcDay(-31)));
  expect(await tileFigures(page, 'Gross volume')).toEqual(week);
});

/** The rows of a list table (not its header, not the loading placeholders). */
const rowsOf = (table: Locator) => table.locator('tbody tr[data-index]');

/** The list's total, from its pagination ('1–25 of 1,234'). */
async function listTotal(page: Page): Promise<number> {
  const range = page.getByText(/^(\d[\d,]*–\d[\d,]* of \d[\d,]*|0 of 0)$/);
  await expect(range).toBeVisible({ timeout: 30_000 });
  return Number((await range.innerText()).split(' of ')[1]?.replaceAll(',', ''));
}

const DISPUTE_CSV_HEADER = [
  'Merchant',
  'Merchant ID',
  'Kind',
  'Case number',
  'Dispute date (UTC)',
  'Reply by (UTC)',
  'Status',
  'Reason code',
  'Reason',
  'Amount',
  'Currency',
  'Card brand',
  'Last four',
  'Transaction #',
];

test('an admin filters the disputes report and downloads it as CSV', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/reports/disputes?range=year-to-date');
  const disputes = page.getByRole('table', { name: 'Disputes' });
  await expect(rowsOf(disputes).first()).toBeVisible({ timeout: 30_000 });
  const everything = await listTotal(page);

  // Chargebacks only, from the filters drawer.
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Chargeback' });
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]kind=chargeback(&|$)/);
  await expect(page.getByText(/loading/)).toHaveCount(0, { timeout: 30_000 });
  await expect(disputes).not.toHaveAttribute('aria-busy', 'true');
  for (const row of await rowsOf(disputes).all()) await expect(row).toContainText('Chargeback');
  const total = await listTotal(page);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(everything);

  await page.getByRole('button', { name: 'Export' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export CSV' });
  await expect(exportDialog).toContainText(`${total.toLocaleString('en-US')} row`);
  const downloading = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Download CSV' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  await expect(exportDialog.getByRole('status')).toContainText(/Exported [\d,]+ rows?/);

  const csv = parseCsv(await readFile(await file.path(), 'utf8'));
  // The view's columns (the defaults), dates named with their zone.
  expect(csv[0]).toEqual(DISPUTE_CSV_HEADER);
  const body = csvBody(csv);
  expect(body).toHaveLength(total);
  const kind = DISPUTE_CSV_HEADER.indexOf('Kind');
  for (const record of body) expect(record[kind]).toBe('chargeback');
});

test('an admin reads the 16-month volume of a country and type, and the accounts per month', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/reports/partner-volume');
  await expect(page.getByRole('heading', { level: 1, name: 'Partner Volume' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Report' }).selectOption({ label: '16-month volume' });
  await expect(page).toHaveURL(/[?&]view=months(&|$)/);
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'United States' });
  await page.getByRole('combobox', { name: 'Volume' }).selectOption({ label: 'Card' });
  await expect(page).toHaveURL(/[?&]type=card(&|$)/);
  const months = page.getByRole('table', { name: 'Card volume per partner and month, USD' });
  await expect(months).toBeVisible({ timeout: 30_000 });
  // Partner, Merchants, sixteen months and Total.
  await expect(months.locator('thead th')).toHaveCount(19);
  await expect(months.locator('tbody tr').first()).toBeVisible();
  await expect(months.locator('tfoot th', { hasText: 'Total' })).toBeVisible();
  await expectAccessible(page, 'partner volume 16 months');
  await page.screenshot({
    path: shots('admin-partner-volume-16-months-desktop.png'),
    fullPage: true,
  });

  // The copied link shows the same report.
  await page.reload();
  await expect(months).toBeVisible({ timeout: 30_000 });

  await page
    .getByRole('combobox', { name: 'Report' })
    .selectOption({ label: 'Accounts per month' });
  await expect(page).toHaveURL(/[?&]view=accounts(&|$)/);
  const accounts = page.getByRole('table', { name: 'Merchant accounts of USA per month' });
  await expect(accounts).toBeVisible({ timeout: 30_000 });
  await expect(accounts.locator('tbody tr')).toHaveCount(16);
  for (const column of ['Created', 'Activated', 'Closed', 'Active at month end']) {
    await expect(accounts.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expectAccessible(page, 'partner volume accounts per month');
});

test('an admin schedules the disputes report daily and has it sent now', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/reports/disputes?range=last-3-months');
  await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule this report' });
  const name = 'Disputes every morning';
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByText('Daily', { exact: true }).click();
  await expectAccessible(page, 'schedule dialog');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Report scheduled')).toBeVisible();

  await page.goto('/admin/reports/scheduled');
  const card = page.getByRole('listitem', { name });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('Disputes');
  await expect(card).toContainText('Not sent yet');
  await expectAccessible(page, 'scheduled reports');
  await page.screenshot({ path: shots('admin-scheduled-reports-desktop.png'), fullPage: true });

  const before = new Set((await outbox(request)).map((mail) => mail.id));
  await card.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('Report sent')).toBeVisible();
  // The job runner picks the run up within a poll or two.
  let mail: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        mail = (await outbox(request)).find(
          (entry) =>
            !before.has(entry.id) &&
            entry.to === DEMO.admin.email &&
            entry.subject.startsWith(`Scheduled report: ${name}`),
        );
        return mail !== undefined;
      },
      { timeout: 45_000 },
    )
    .toBe(true);
  expect(mail?.attachments).toHaveLength(1);
  expect(mail?.attachments[0]?.filename).toMatch(/\.csv$/);
  expect(mail?.attachments[0]?.contentType).toMatch(/^text\/csv/);
  await page.reload();
  await expect(card).toContainText('Last sent');
});

/** Every other report, by path and title. */
const REPORTS = [
  ['ach-returns', 'ACH Returns'],
  ['outage-transactions', 'Outage Transactions'],
  ['interchange', 'Interchange'],
  ['funding-hold', 'Funding Hold'],
  ['invalid-1099k', 'Invalid 1099k'],
  ['email-history', 'Email History'],
  ['pending-accounts', 'Pending Accounts'],
  ['limits', 'Limits'],
  ['pending-migrations', 'Pending Migrations'],
  ['residual-fees', 'Residual Fees'],
  ['subscriptions', 'Subscriptions'],
  ['partner-volume', 'Partner Volume'],
  ['payment-links-overview', 'Payment Links Overview'],
  ['processor-reconciliation', 'Processor Reconciliation'],
  ['disputes', 'Disputes'],
  ['scheduled', 'Scheduled reports'],
] as const;

/** Waits until the report has painted what it read (no loading text, skeleton or busy table). */
async function expectSettled(page: Page): Promise<void> {
  await expect(page.getByText(/loading/)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 30_000 });
}

for (const [slug, title] of REPORTS) {
  test(`${title} on a desktop and on a 375 px phone`, async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto(`/admin/reports/${slug}`);
    const heading = page.getByRole('heading', { level: 1, name: title, exact: true });
    await expect(heading).toBeVisible();
    await expectSettled(page);
    await page.screenshot({ path: shots(`admin-report-${slug}-desktop.png`), fullPage: true });

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(heading).toBeInViewport();
    await expectSettled(page);
    await expectNoHorizontalScroll(page, 375);
    // The header is usable: its controls are on the screen and reachable.
    for (const control of await page
      .locator('header', { has: heading })
      .locator('button, input')
      .all()) {
      if (await control.isVisible()) await expect(control).toBeInViewport();
    }
    await expectAccessible(page, `${title} at 375 px`);
    await page.screenshot({ path: shots(`admin-report-${slug}-mobile.png`), fullPage: true });
  });
}
