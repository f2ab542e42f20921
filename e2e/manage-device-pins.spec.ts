import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

test('the owner creates a device PIN, sees it once, and expires it', async ({ page }) => {
  await signIn(page, DEMO.owner);
  // Blue Harbor Bistro: processor 3 with POS devices, the owner its merchant admin.
  await expect(page).toHaveURL(/\/dashboard\/100001$/);
  await page.getByRole('link', { name: 'Devices' }).first().click();
  await expect(page).toHaveURL(/\/device-management$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
  await expectAccessible(page, 'devices');

  const description = `Till ${Date.now() % 100_000}`;
  await page.getByRole('button', { name: 'New PIN' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New device PIN' });
  await dialog.getByRole('textbox', { name: 'Expires after' }).fill('01012020');
  await dialog.getByRole('button', { name: 'Create PIN' }).click();
  await expect(dialog.getByText('Please enter a description.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Create PIN' }).click();
  // The server reads the days in the account's zone: an expiry in the past is refused.
  await expect(dialog.getByText('The expiry date cannot be before the active date.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Expires after' }).fill('');
  await expectAccessible(page, 'the new PIN dialog');
  await dialog.getByRole('button', { name: 'Create PIN' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new PIN' });
  await expect(shown.getByText(/^\d{6}$/)).toBeVisible();
  await expect(shown.getByText('it is shown only once')).toBeVisible();
  await expect(shown.getByRole('button', { name: 'Copy PIN' })).toBeVisible();
  await expectAccessible(page, 'the PIN shown once');
  await page.screenshot({ path: shots('device-pin-shown-once.png') });
  await shown.getByRole('button', { name: 'Done' }).click();

  const table = page.getByRole('table', { name: 'Device PINs' });
  const row = table.getByRole('row', { name: new RegExp(description) });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Never');
  await page.screenshot({ path: shots('devices-desktop.png'), fullPage: true });

  await row.getByRole('button', { name: `Expire the PIN of ${description}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Expire this PIN?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'expire confirmation');
  await confirm.getByRole('button', { name: 'Expire PIN' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Expired');
  await expect(row.getByRole('button', { name: /Expire/ })).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'devices at 375 px');
  await page.screenshot({ path: shots('devices-375.png'), fullPage: true });
});
