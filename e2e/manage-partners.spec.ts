import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

/** 375 px wide, once the layout has moved the navigation away (the app debounces resizes). */
async function atPhoneWidth(page: Page): Promise<void> {
  await page.setViewportSize({ width: 375, height: 812 });
  await expect
    .poll(() =>
      page
        .getByRole('heading', { level: 1 })
        .first()
        .evaluate((heading) => heading.getBoundingClientRect().left),
    )
    .toBeLessThan(80);
  await expectNoHorizontalScroll(page, 375);
}

test('the admin creates, edits, notifies, deactivates and activates a partner, links a rate to it, then reads a demo partner with merchants', async ({
  page,
}) => {
  const suffix = Date.now().toString(36).replace(/\d/g, '').slice(-4) || 'new';
  const name = `Cedar Referral ${suffix}`;
  await signIn(page, DEMO.admin);
  await page
    .getByRole('navigation', { name: 'Admin navigation' })
    .getByRole('link', { name: 'Partners', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/partners$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Partners' });
  await expect(table.getByText('Northstar Payments Partners')).toBeVisible();
  await expect(table.getByText(/^•••••\d{4}$/).first()).toBeVisible();
  await expectAccessible(page, 'partners list');
  await page.screenshot({ path: shots('admin-partners-desktop.png'), fullPage: true });

  // Create: a placeholder tax id is refused first.
  await page.getByRole('link', { name: 'New partner' }).click();
  await expect(page).toHaveURL(/\/admin\/partners\/create$/);
  const form = page.getByRole('form', { name: 'New partner' });
  await form.getByRole('textbox', { name: 'Partner name' }).fill(name);
  await form.getByRole('textbox', { name: 'First name' }).fill('Mara');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Quill');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(`mara.${suffix}@cedar.test`);
  const taxId = form.getByRole('textbox', { name: 'Tax ID/EIN' });
  await taxId.fill('123-45-6789');
  await taxId.blur();
  await expect(form.getByText('Enter your real Tax ID/EIN, not a placeholder')).toBeVisible();
  await expectAccessible(page, 'new partner form with a message');
  await page.screenshot({ path: shots('admin-partner-create-desktop.png'), fullPage: true });
  await atPhoneWidth(page);
  await expectAccessible(page, 'new partner form at 375 px');
  await page.screenshot({ path: shots('admin-partner-create-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await taxId.fill('47-1234567');
  await form.getByRole('button', { name: 'Create partner' }).click();

  await expect(page).toHaveURL(/\/admin\/partners\/\d+\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('•••••4567')).toBeVisible();

  // Edit.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit partner' });
  await edit.getByRole('textbox', { name: 'Website' }).fill('https://cedar.test');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByText('https://cedar.test')).toBeVisible();

  // Add and remove a notification e-mail.
  const notify = page.getByRole('form', { name: 'Add a notification e-mail' });
  await notify.getByRole('textbox', { name: 'E-mail to notify' }).fill(`ops.${suffix}@cedar.test`);
  await notify.getByRole('button', { name: 'Add' }).click();
  const emails = page.getByRole('list', { name: 'Notification e-mails' });
  await expect(emails.getByText(`ops.${suffix}@cedar.test`)).toBeVisible();
  await page.getByRole('button', { name: `Remove ops.${suffix}@cedar.test` }).click();
  await expect(page.getByText('No notification e-mails yet.')).toBeVisible();

  // Deactivate, then activate, each confirmed.
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.locator('main').getByText('Inactive', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Activate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
  await expect(page.locator('main').getByText('Active', { exact: true })).toBeVisible();
  await expectAccessible(page, 'partner profile');

  // Link a rate to the new partner from the rate's profile (then unlink it: a rate linked to
  // partners is open to those partners only, and other journeys read the demo rates).
  await page.goto('/admin/rates?search=GB%20Standard');
  await page.getByRole('table', { name: 'Rates' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/rates\/\d+\/profile$/);
  const rateRegion = page.getByRole('region', { name: 'Partners' });
  const picker = rateRegion.getByRole('combobox', { name: 'Link a partner' });
  await picker.click();
  await picker.fill('Cedar Referral');
  await page.getByRole('option', { name }).click();
  await rateRegion.getByRole('button', { name: 'Link partner' }).click();
  await expect(rateRegion.getByRole('button', { name: `Unlink ${name}` })).toBeVisible();
  await rateRegion.getByRole('button', { name: `Unlink ${name}` }).click();
  await expect(rateRegion.getByRole('button', { name: `Unlink ${name}` })).toHaveCount(0);

  // A demo partner's profile with its merchants.
  await page.goto('/admin/partners?search=Northstar');
  await table.getByRole('link').first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Northstar Payments Partners' }),
  ).toBeVisible();
  const merchants = page.getByRole('table', { name: 'Partner merchants' });
  await expect(merchants.locator('tbody tr').first()).toBeVisible();
  await expect(merchants.getByRole('link').first()).toHaveAttribute(
    'href',
    /\/admin\/merchants\/\d+/,
  );
  await page.getByRole('combobox', { name: 'Date range' }).click();
  await page.getByRole('option', { name: 'Last 3 Months' }).click();
  await expect(page).toHaveURL(/range=last-3-months/);
  await expect(merchants.locator('tbody tr').first()).toBeVisible();
  await expectAccessible(page, 'demo partner profile');
  await page.screenshot({ path: shots('admin-partner-profile-desktop.png'), fullPage: true });

  // A phone.
  await atPhoneWidth(page);
  await expectAccessible(page, 'partner profile at 375 px');
  await page.screenshot({ path: shots('admin-partner-profile-375.png'), fullPage: true });
  await page.goto('/admin/partners');
  await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  await atPhoneWidth(page);
  await expectAccessible(page, 'partners list at 375 px');
  await page.screenshot({ path: shots('admin-partners-375.png'), fullPage: true });
});
