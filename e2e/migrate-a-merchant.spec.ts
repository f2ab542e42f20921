import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

// A demo merchant on the older processor (2) that only this journey changes: the simulated
// processor 3 opens its account (a bank account and a 9-digit EIN not ending in 9), and its
// processor-2 gateway id does not end in 0, so the old account is active for the revert.
const MERCHANT = { id: '100041', name: 'Sunset Hardware' };

test('the admin migrates a merchant to the newer processor, completes it, and reverts it from the profile', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/tools/migrate-accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Processor Migration' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Tools' })).toBeVisible();
  const worklist = page.getByRole('table', { name: 'Merchants on the older processor' });
  await expect(worklist.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, 'processor migration');
  await page.screenshot({ path: shots('admin-migrate-accounts-desktop.png'), fullPage: true });

  // Pick the merchant from the worklist, a rate of processor 3 and a weekly payout.
  await page.getByRole('textbox', { name: 'Search merchants' }).fill(MERCHANT.name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const choice = worklist.getByRole('checkbox', {
    name: `Choose ${MERCHANT.name} (${MERCHANT.id})`,
  });
  await choice.check();
  await expect(page.getByText('1 merchant chosen')).toBeVisible();
  await page.getByRole('combobox', { name: 'Rate' }).selectOption({ label: 'US Standard' });
  await page.getByRole('combobox', { name: 'Payout frequency' }).selectOption('weekly');
  await page.getByRole('combobox', { name: 'Payout weekday' }).selectOption('friday');
  await page.getByRole('button', { name: 'Migrate 1 merchant' }).click();
  const confirm = page.getByRole('dialog', { name: 'Migrate 1 merchant?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'migrate confirmation');
  await confirm.getByRole('button', { name: 'Start the migration' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/[?&]run=\d+/);

  // The run's progress: the server's job runner opens the account on processor 3.
  const run = page.getByRole('region', { name: 'Migration run' });
  await expect(run.getByText('Done', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(run.getByText(/1 of 1 rows done · 1 applied · 0 failed/)).toBeVisible();
  await expect(run.getByRole('button', { name: 'Download result (CSV)' })).toBeVisible();
  const download = page.waitForEvent('download');
  await run.getByRole('button', { name: 'Download result (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);

  // The opened migration, then complete it.
  const migrations = page.getByRole('table', { name: 'Migrations' });
  const row = migrations.getByRole('row', { name: new RegExp(MERCHANT.name) });
  await expect(row).toContainText('Account opened');
  await expect(row).toContainText(/acct_[a-z]{16}/);
  await page.screenshot({ path: shots('admin-migrate-accounts-run-desktop.png'), fullPage: true });
  await page.getByRole('button', { name: 'Complete migrations' }).click();
  const complete = page.getByRole('dialog', { name: 'Complete the opened migrations?' });
  await expect(complete).toBeVisible();
  await expectAccessible(page, 'complete migrations confirmation');
  await complete.getByRole('button', { name: 'Complete migrations' }).click();
  await expect(complete).toBeHidden();
  await expect(page.getByText(/^\d+ completed, 0 skipped$/)).toBeVisible();
  // The segmented control's radios are drawn by their labels.
  await page
    .locator('label')
    .filter({ hasText: /^Completed$/ })
    .click();
  await expect(page.getByRole('radio', { name: 'Completed' })).toBeChecked();
  await expect(migrations.getByRole('row', { name: new RegExp(MERCHANT.name) })).toContainText(
    'Completed',
  );

  // On a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'processor migration at 375 px');
  await page.screenshot({ path: shots('admin-migrate-accounts-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The merchant's profile: now on processor 3, and Revert Processor takes it back.
  await migrations.getByRole('link', { name: `${MERCHANT.name} (${MERCHANT.id})` }).click();
  await expect(page.getByText(`Merchant ID ${MERCHANT.id}`)).toBeVisible();
  await page.getByRole('button', { name: 'Actions', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Revert Processor' }).click();
  const revert = page.getByRole('dialog', { name: 'Revert Processor' });
  await expect(revert.getByText('Old merchant account active')).toBeVisible();
  await revert.getByPlaceholder('Select a rate').click();
  const options = page.getByRole('option');
  await expect(options.first()).toHaveText(/^US Corporate - /);
  await options.first().click();
  await expectAccessible(page, 'revert processor dialog after a migration');
  await page.screenshot({ path: shots('admin-migrate-revert-desktop.png') });
  await revert.getByRole('button', { name: 'Revert processor' }).click();
  await expect(revert).toBeHidden();
  await expect(page.getByText('The merchant was reverted to its old processor.')).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('table', { name: 'Change history' })).toContainText('Processor');

  // Back on the tool: the migration shows as reverted.
  await page.goto('/admin/tools/migrate-accounts?show=reverted');
  await expect(
    page
      .getByRole('table', { name: 'Migrations' })
      .getByRole('row', { name: new RegExp(MERCHANT.name) }),
  ).toContainText('Reverted');
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'reverted migrations at 375 px');
  await page.screenshot({ path: shots('admin-migrate-accounts-reverted-375.png'), fullPage: true });
});

test('an admin without can-migrate-merchants sees Not Allowed on the tool', async ({ page }) => {
  await signIn(page, DEMO.support);
  await page.goto('/admin/tools/migrate-accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Not Allowed' })).toBeVisible();
});
