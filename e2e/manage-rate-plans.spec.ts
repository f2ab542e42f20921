import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

test('the admin creates a rate, edits its fees, links it to a partner and back, and makes another residual', async ({
  page,
}) => {
  const suffix = Date.now().toString(36).replace(/\d/g, '').slice(-4) || 'new';
  const name = `Journey Gold ${suffix}`;
  const residualName = `Journey Residual ${suffix}`;
  await signIn(page, DEMO.admin);
  await page
    .getByRole('navigation', { name: 'Admin navigation' })
    .getByRole('link', { name: 'Rates', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/rates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rates' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Rates' });
  await expect(table.getByText('US Standard').first()).toBeVisible();
  await expectAccessible(page, 'rates list');
  await page.screenshot({ path: shots('admin-rates-desktop.png'), fullPage: true });

  // Create: the name is required, then the rate opens on its profile.
  await page.getByRole('button', { name: 'New rate' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New rate' });
  await dialog.getByRole('button', { name: 'Create rate' }).click();
  await expect(dialog.getByText('Enter the rate name.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Rate name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Card percent' }).fill('2.75');
  await dialog.getByRole('textbox', { name: 'Card fixed fee' }).fill('0.25');
  await expectAccessible(page, 'new rate dialog');
  await page.screenshot({ path: shots('admin-rate-create-desktop.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Create rate' }).click();
  await expect(page).toHaveURL(/\/admin\/rates\/\d+\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const fees = page.getByRole('region', { name: 'Fees' });
  await expect(fees.getByText('2.75 %')).toBeVisible();
  await expect(fees.getByText('$0.25')).toBeVisible();
  await expect(fees.getByText(/apply to new transactions only/)).toBeVisible();

  // Edit the fees.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit rate' });
  await expect(edit.getByText(/apply to new transactions only/)).toBeVisible();
  await edit.getByRole('textbox', { name: 'Card percent' }).fill('3.10');
  await edit.getByRole('textbox', { name: 'Rejected-return fee' }).fill('12.50');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(fees.getByText('3.10 %')).toBeVisible();
  await expect(fees.getByText('$12.50')).toBeVisible();

  // Link it to a demo partner through the picker, then unlink it.
  const partners = page.getByRole('region', { name: 'Partners' });
  await expect(partners.getByText(/every partner may use this rate/)).toBeVisible();
  const picker = partners.getByRole('combobox', { name: 'Link a partner' });
  await picker.click();
  await picker.fill('Prairie');
  await page.getByRole('option', { name: 'Prairie Software' }).click();
  await partners.getByRole('button', { name: 'Link partner' }).click();
  await expect(partners.getByRole('button', { name: 'Unlink Prairie Software' })).toBeVisible();
  await expectAccessible(page, 'rate profile with a partner');
  await page.screenshot({ path: shots('admin-rate-profile-desktop.png'), fullPage: true });
  await partners.getByRole('button', { name: 'Unlink Prairie Software' }).click();
  await expect(partners.getByText(/every partner may use this rate/)).toBeVisible();

  // Another rate, made residual.
  await page.getByRole('link', { name: 'Rates', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/rates$/);
  await page.getByRole('button', { name: 'New rate' }).first().click();
  const second = page.getByRole('dialog', { name: 'New rate' });
  await second.getByRole('textbox', { name: 'Rate name' }).fill(residualName);
  await second.getByRole('button', { name: 'Create rate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: residualName })).toBeVisible();
  await page.getByRole('button', { name: 'Convert to residual' }).click();
  const convert = page.getByRole('dialog', { name: 'Residual settings' });
  await convert.getByRole('radio', { name: 'A residual rate' }).check();
  await expectAccessible(page, 'convert to residual dialog');
  await convert.getByRole('button', { name: 'Save' }).click();
  await expect(convert).toBeHidden();
  await expect(page.getByText('Residual rate', { exact: true })).toBeVisible();
  await expect(
    page.getByText('This is a residual rate: other rates may point at it.'),
  ).toBeVisible();

  // On a phone: the profile, then the list.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'rate profile at 375 px');
  await page.screenshot({ path: shots('admin-rate-profile-375.png'), fullPage: true });
  await page.goto('/admin/rates?search=Journey');
  await expect(page.getByText(residualName).first()).toBeVisible();
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'rates list at 375 px');
  await page.screenshot({ path: shots('admin-rates-375.png'), fullPage: true });
});

test('an admin without can-view-rates sees Not Allowed on the rates', async ({ page }) => {
  await signIn(page, DEMO.support);
  await page.goto('/admin/rates');
  await expect(page.getByRole('heading', { level: 1, name: 'Not Allowed' })).toBeVisible();
});
