import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

// The back office's demo merchants of the account actions (README "Demo sign-ins"): only this
// journey changes them.
const HOLDABLE = '100005'; // Active on processor 3, no hold
const REVERTIBLE = '100007'; // moved from processor 2 to 3, may go back (old account active)
const BENEFICIAL = '100008'; // processor 2, type O, complete first owner

async function openProfile(page: Page, id: string) {
  await page.goto(`/admin/merchants/${id}`);
  await expect(page.getByText(`Merchant ID ${id}`)).toBeVisible();
}

async function openAction(page: Page, name: string) {
  await page.getByRole('button', { name: 'Actions', exact: true }).click();
  await page.getByRole('menuitem', { name }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the admin holds a merchant with a reason of its own, releases it weekly, then closes the account', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await openProfile(page, HOLDABLE);
  await page.getByRole('button', { name: 'Actions', exact: true }).click();
  const menu = page.getByRole('menu');
  // Active on processor 3 without a hold: no Release Hold, no revert, no beneficial data.
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Change Status',
    'Funding Hold',
    'T.O.S Update',
  ]);
  await page.keyboard.press('Escape');

  // Funding Hold, 'Other': the 500-character rule, cleared after 4 seconds.
  let dialog = await openAction(page, 'Funding Hold');
  await dialog.getByRole('button', { name: 'Place hold' }).click();
  await expect(dialog.getByText('Please select a reason for the funding hold.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Other' }).check();
  const reason = dialog.getByRole('textbox', { name: 'Describe the reason' });
  await reason.fill('x'.repeat(501));
  await expect(dialog.getByText('501 of 500 characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'Place hold' }).click();
  const tooLong = dialog.getByText('Reason cannot exceed 500 characters.');
  await expect(tooLong).toBeVisible();
  await expectAccessible(page, 'funding hold dialog with the 500-character rule');
  await page.screenshot({ path: shots('admin-action-funding-hold-desktop.png') });
  await expect(tooLong).toBeHidden({ timeout: 6_000 });
  await reason.fill('Chargebacks doubled this week; reviewing the refund pattern');
  await dialog.getByRole('button', { name: 'Place hold' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Merchant updated successfully')).toBeVisible();
  await expect(page.getByText(/Held Balance/)).toBeVisible();

  // Release Hold, weekly: a weekday is needed.
  dialog = await openAction(page, 'Release Hold');
  await dialog.getByPlaceholder('Select a frequency').click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  await dialog.getByRole('button', { name: 'Release hold' }).click();
  await expect(dialog.getByText('Please select a valid day for the payout.')).toBeVisible();
  await expectAccessible(page, 'release hold dialog');
  await page.screenshot({ path: shots('admin-action-release-hold-desktop.png') });
  await dialog.getByPlaceholder('Select a weekday').click();
  await page.getByRole('option', { name: 'Friday' }).click();
  await dialog.getByRole('button', { name: 'Release hold' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Held Balance/)).toBeHidden();

  // T.O.S Update on a phone: the menu and the dialog fit 375 px.
  await page.setViewportSize({ width: 375, height: 812 });
  dialog = await openAction(page, 'T.O.S Update');
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'terms of service dialog at 375 px');
  await page.screenshot({ path: shots('admin-action-tos-375.png') });
  await dialog.getByRole('button', { name: 'Accept terms' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Terms of service accepted.')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });

  // Change Status to Closed: a reason, a Yes/No confirmation, the page reloads 7 s later.
  dialog = await openAction(page, 'Change Status');
  await expect(dialog.getByRole('radio')).toHaveCount(2); // Pending and Closed: it is Active
  await dialog.getByRole('radio', { name: 'Closed' }).check();
  await dialog.getByRole('button', { name: 'Change status' }).click();
  await expect(dialog.getByText('Please select a reason for closing the account.')).toBeVisible();
  await dialog.getByPlaceholder('Select a reason').click();
  await page.getByRole('option', { name: 'No Longer Using' }).click();
  await expectAccessible(page, 'change status dialog');
  await page.screenshot({ path: shots('admin-action-change-status-desktop.png') });
  await dialog.getByRole('button', { name: 'Change status' }).click();
  await expect(dialog.getByText(/to Closed \(No Longer Using\)\?/)).toBeVisible();
  const reloaded = page.waitForEvent('load', { timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog.getByText(/The page reloads in 7 seconds/)).toBeVisible();
  await reloaded;
  await expect(page.getByTestId('merchant-status')).toHaveText('Closed');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the admin sends the beneficial data once and is told it was already sent', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await openProfile(page, BENEFICIAL);
  let dialog = await openAction(page, 'Send Beneficial Data');
  await expect(dialog.getByText(/^On file, ending \d{4}$/)).toBeVisible();
  await expectAccessible(page, 'send beneficial data dialog');
  await page.screenshot({ path: shots('admin-action-beneficial-data-desktop.png') });
  await dialog.getByRole('button', { name: 'Send data' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Beneficial data sent successfully to the processor.')).toBeVisible();

  dialog = await openAction(page, 'Send Beneficial Data');
  await dialog.getByRole('button', { name: 'Send data' }).click();
  const failed = page.getByRole('dialog', { name: 'Unable to send Beneficial data' });
  await expect(failed.getByText('Unable to send Beneficial data to the processor.')).toBeVisible();
  await expect(
    failed.getByText(
      'The beneficial owner data has already been sent to the procesor for this merchant.',
    ),
  ).toBeVisible();
  await expectAccessible(page, 'beneficial data refused');
  await page.screenshot({ path: shots('admin-action-beneficial-data-refused-desktop.png') });
  await failed.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(failed).toBeHidden();
});

test('the admin reverts a migrated merchant to its old processor with a tiered rate', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await openProfile(page, REVERTIBLE);
  const dialog = await openAction(page, 'Revert Processor');
  await expect(dialog.getByText('Old merchant account active')).toBeVisible();
  await dialog.getByRole('button', { name: 'Revert processor' }).click();
  await expect(dialog.getByText('Please select a rate.')).toBeVisible();
  await dialog.getByPlaceholder('Select a rate').click();
  // Each rate is shown with the merchant's base tier first (country, then Corporate or Standard).
  const options = page.getByRole('option');
  await expect(options.first()).toHaveText(/^US (Corporate|Standard) - /);
  await options.first().click();
  await expect(dialog.getByText(/Payouts will be daily/)).toBeVisible();
  await expectAccessible(page, 'revert processor dialog');
  await page.screenshot({ path: shots('admin-action-revert-processor-desktop.png') });
  await dialog.getByRole('button', { name: 'Revert processor' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The merchant was reverted to its old processor.')).toBeVisible();
  // Back on processor 2: Revert Processor is gone, T.O.S Update (processor 3) too.
  await page.getByRole('button', { name: 'Actions', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Revert Processor' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'T.O.S Update' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('table', { name: 'Change history' })).toContainText('Processor');
});
