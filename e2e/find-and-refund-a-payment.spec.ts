import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';
import {
  cell,
  cents,
  dashboardGross,
  dashboardRefunds,
  expectRows,
  headers,
  money,
  rows,
  totals,
} from './support/transactions';

test('the owner finds a payment by its last four and refunds part of it', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/dashboard\/100001$/);
  const grossOnDashboard = await dashboardGross(page);
  const refundsOnDashboard = await dashboardRefunds(page);

  await page.getByRole('navigation').getByRole('link', { name: 'Transactions' }).first().click();
  await expect(page).toHaveURL(/\/transaction-detail\/100001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expectRows(page);
  const before = await totals(page);
  await expectAccessible(page, 'transactions list');
  await page.screenshot({ path: shots('transactions-desktop.png'), fullPage: true });

  // A customer calls about yesterday's card sale of over $20: the owner has its last four.
  await page.goto(
    '/transaction-detail/100001?range=prior-day&type=%2BCC&status=approved&amount_min=2000',
  );
  await expectRows(page);
  const sale = rows(page).first();
  const lastFour = (await cell(page, sale, 'Account number')).slice(-4);
  const amount = await cell(page, sale, 'Amount');
  const who = await cell(page, sale, 'Cardholder');

  // Found by its last four from the search box, with the search syntax one click away.
  await page.goto('/transaction-detail/100001?range=last-7-days');
  await expectRows(page);
  await page.getByRole('button', { name: 'Search help' }).click();
  await expect(page.getByRole('table', { name: 'Search terms' })).toContainText('last4:4242');
  await expectAccessible(page, 'search help');
  // (Escape does not close it while the focus is on its button: the toolkit's popover.)
  await page.getByRole('button', { name: 'Search help' }).click();
  await expect(page.getByRole('table', { name: 'Search terms' })).toBeHidden();

  // Nothing matches a name nobody has: the list says so and offers to clear the search.
  const searchBox = page.getByRole('textbox', { name: 'Search transactions' });
  await searchBox.fill('Nobody Atall');
  const empty = page
    .getByRole('status')
    .filter({ hasText: 'No transactions match these filters.' });
  await expect(empty).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'no matching transactions');
  await page.screenshot({ path: shots('transactions-empty-desktop.png') });
  await empty.getByRole('button', { name: 'Clear filters' }).click();
  await expectRows(page);

  await searchBox.fill(lastFour);
  await expect(page).toHaveURL(new RegExp(`search=${lastFour}`));
  await expect(page.getByRole('group', { name: 'Active filters' })).toContainText(
    `Search: ${lastFour}`,
  );
  // Every row shown is a card ending in those four digits (polled: until the search has
  // answered, the list still shows the rows from before it).
  const accountColumn = (await headers(page)).indexOf('Account number') + 1;
  await expect
    .poll(
      async () => {
        const numbers = await rows(page).locator(`td:nth-child(${accountColumn})`).allInnerTexts();
        return numbers.length > 0 && numbers.every((n) => n.trim().endsWith(lastFour));
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const found = rows(page).filter({ hasText: who }).filter({ hasText: amount }).first();
  await expect(found).toBeVisible({ timeout: 30_000 });
  await found.click();

  // Its detail: every field, the codes with their meaning, and the timeline.
  const summary = page.getByRole('region', { name: /Card sale/ });
  await expect(summary).toContainText(amount);
  await expect(summary).toContainText('Approved');
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText(`•••• ${lastFour}`);
  await expect(details).toContainText('00 · Approved');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(/Authorised/);
  await expectAccessible(page, 'transaction detail');
  await page.screenshot({ path: shots('transaction-detail-desktop.png'), fullPage: true });

  // Refund part of it: the dialog starts at what is left and refuses more.
  const left = cents(
    (
      await details
        .getByText('Left to refund')
        .locator('xpath=following-sibling::dd[1]')
        .innerText()
    ).trim(),
  );
  await summary.getByRole('button', { name: 'Refund' }).click();
  await expect(page).toHaveURL(/[?&]dialog=refund/);
  const dialog = page.getByRole('dialog', { name: 'Refund payment' });
  const field = dialog.getByRole('textbox', { name: /Amount to refund/ });
  await expect(field).toHaveValue(money(left));
  await field.fill(String((left + 1) / 100));
  await field.blur();
  await expect(dialog.getByText(`At most ${money(left)} can be refunded`)).toBeVisible();
  await field.fill('5');
  await expect(dialog.getByText('Left to refund afterwards:')).toContainText(money(left - 500));
  await expectAccessible(page, 'refund dialog');
  await page.screenshot({ path: shots('refund-dialog-desktop.png') });
  await dialog.getByRole('button', { name: 'Refund $5.00' }).click();
  await expect(page.getByText('Refund approved (00)')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toHaveCount(0);

  // The detail moves at once: what is left, the timeline, the refund itself.
  await expect(
    details.getByText('Left to refund').locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(money(left - 500));
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByRole('link', { name: 'Refunded $5.00' }).last()).toBeVisible();
  const related = page.getByRole('region', { name: 'Refunds, voids and returns' });
  await expect(related).toContainText('−$5.00');
  await page.screenshot({ path: shots('refunded-detail-desktop.png'), fullPage: true });

  // The refund opens from the timeline and leads back to its sale.
  await timeline.getByRole('link', { name: 'Refunded $5.00' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: /Card refund/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /Card refund/ })).toContainText('−$5.00');
  await expect(page.getByRole('region', { name: 'Original sale' })).toContainText(amount);

  // The list: the refund is there, negative, and the refunds total grew by $5.00.
  await page.getByRole('link', { name: /Transactions · Blue Harbor Bistro/ }).click();
  await expectRows(page);
  await page
    .getByRole('textbox', { name: 'Search transactions' })
    .fill(`last4:${lastFour} type:refund`);
  await expect(page.getByRole('group', { name: 'Active filters' })).toContainText('type:refund');
  const refundRow = rows(page).filter({ hasText: '−$5.00' }).first();
  await expect(refundRow).toBeVisible({ timeout: 30_000 });
  expect(await cell(page, refundRow, 'Type')).toBe('Card refund');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expectRows(page);
  await expect
    .poll(async () => cents((await totals(page)).refunds))
    .toBe(cents(before.refunds) - 500);

  // The dashboard reads its figures again: gross volume is before refunds, so it holds, and
  // the refunds beside it count this one.
  const overview = page.waitForResponse(/\/overview\/gross-volume/);
  await page.getByRole('navigation').getByRole('link', { name: 'Home' }).first().click();
  await overview;
  await expect.poll(() => dashboardGross(page)).toBe(grossOnDashboard);
  await expect
    .poll(() => dashboardRefunds(page))
    .toEqual({ count: refundsOnDashboard.count + 1, cents: refundsOnDashboard.cents + 500 });
  await page
    .getByRole('region', { name: 'Gross volume', exact: true })
    .screenshot({ path: shots('dashboard-refunds-note.png') });
  // The note leads to those refunds in the list, over the dashboard's range.
  await page.getByTestId('refunds-note').getByRole('link').click();
  await expect(page).toHaveURL(/\/transaction-detail\/100001\?.*search=type%3Arefund/);
  await expectRows(page);
  expect(await cell(page, rows(page).first(), 'Type')).toMatch(/refund/i);
});

test('an unknown or foreign transaction says it cannot be found and leads back', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);

  // A payment of another account, asked for under this one.
  await page.goto('/transaction-detail/100002');
  await expectRows(page);
  const href = await rows(page).first().locator('a').first().getAttribute('href');
  const foreignId = href?.split('/').pop();
  expect(foreignId).toMatch(/^\d+$/);

  for (const path of [
    `/transaction-detail/100001/${foreignId}`,
    '/transaction-detail/100001/2147483000',
    '/transaction-detail/999999/1',
  ]) {
    await page.goto(path);
    const notice = page.getByRole('alert').filter({ hasText: 'Error finding transaction' });
    await expect(notice).toContainText('Unable to find transaction with IDs specified', {
      timeout: 30_000,
    });
    await expect(page.getByText('Transaction not found')).toBeVisible();
  }
  // Still signed in (an account that is not the user's is never asked for).
  await expect(page.getByRole('link', { name: 'Go to my dashboard' })).toBeVisible();
  await page.goto(`/transaction-detail/100001/${foreignId}`);
  await expect(page.getByText('Transaction not found')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'transaction not found');
  await page.screenshot({ path: shots('transaction-not-found-desktop.png') });
  await page.getByRole('link', { name: 'Back to transactions' }).click();
  await expect(page).toHaveURL(/\/transaction-detail\/100001$/);
  await expectRows(page);
});

test('the owner looks for a payment across all of her accounts', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/transaction-detail/100001?range=last-7-days');
  await expectRows(page);

  // "All accounts" is the first choice of the account selector.
  await page.getByRole('combobox', { name: 'Account' }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
    'All accounts',
    'Blue Harbor Bistro / 100001',
    'Cascade Outfitters / 100002',
    'Driftwood Books / 100003',
  ]);
  await page.getByRole('option', { name: 'All accounts' }).click();
  await expect(page).toHaveURL(/\/transaction-detail\/all\?range=last-7-days$/);
  await expectRows(page);
  expect((await headers(page)).slice(0, 2)).toEqual(['Date', 'Account']);
  // Read again until the rows are the settled list's (a refetch may re-render the table
  // between two reads: once it answered no rows at all, on 2026-12-08).
  await expect
    .poll(async () => {
      const accounts = new Set<string>();
      for (const row of await rows(page).all()) accounts.add(await cell(page, row, 'Account'));
      return accounts.size;
    })
    .toBeGreaterThan(1);
  // One account's saved views and terminal do not belong here.
  await expect(page.getByRole('button', { name: 'New payment' })).toHaveCount(0);
  await expectAccessible(page, 'all accounts');
  await page.screenshot({ path: shots('transactions-all-accounts-desktop.png') });

  // A row opens under its own account.
  const other = rows(page).filter({ hasText: 'Cascade Outfitters' }).first();
  await other.click();
  await expect(page).toHaveURL(/\/transaction-detail\/100002\/\d+$/);
  await expect(page.getByRole('region', { name: 'Details' })).toContainText(
    'Cascade Outfitters / 100002',
  );
});
