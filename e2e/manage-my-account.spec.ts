import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

/** The newest change-email code mailed to `email` (dev outbox, newest first). */
async function latestEmailCode(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get('/api/dev/outbox');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { to: string; text: string }[] };
  const code = data.find((mail) => mail.to === email)?.text.match(/code is (\d{6})/)?.[1];
  if (!code) throw new Error(`No change-email code in the outbox for ${email}`);
  return code;
}

test('the owner edits their name, the business phone and their sign-in e-mail in My Account', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.owner);

  // My Account: three accounts, so the profile opens.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toContainText(DEMO.owner.email);
  await expectAccessible(page, 'my account');
  await page.screenshot({ path: shots('my-account-desktop.png'), fullPage: true });

  // The name: a digit is refused under the field, then a good one is saved.
  await profile.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  const lastName = dialog.getByRole('textbox', { name: 'Last name' });
  await lastName.fill('Own3r');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Use letters, spaces and hyphens only')).toBeVisible();
  await expectAccessible(page, 'edit profile with an error');
  await lastName.fill('Owner-Smith');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(profile).toContainText('Olivia Owner-Smith');

  // The business phone of Blue Harbor Bistro.
  await page
    .getByRole('region', { name: 'Merchant accounts' })
    .getByRole('link', { name: 'Blue Harbor Bistro' })
    .click();
  await expect(page).toHaveURL(/\/account\/merchants\/100001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blue Harbor Bistro' })).toBeVisible();
  const phoneSection = page.getByRole('region', { name: 'Business phone' });
  await expectAccessible(page, 'merchant account');
  await page.screenshot({ path: shots('my-account-merchant-desktop.png'), fullPage: true });
  await phoneSection.getByRole('link', { name: 'Edit business phone' }).click();
  await expect(page).toHaveURL(/\/account\/merchants\/100001\/phone$/);
  const phone = page.getByRole('textbox', { name: 'Business phone' });
  await phone.fill('555');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter a valid phone number')).toBeVisible();
  await expectAccessible(page, 'business phone form with an error');
  await phone.fill('5035550177');
  await expect(phone).toHaveValue('(503) 555-0177');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/account\/merchants\/100001$/);
  await expect(phoneSection).toContainText('(503) 555-0177');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Business phone' })).toContainText(
    '(503) 555-0177',
  );

  // At 375 px: the account's page and a form, without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 375);
  await page.screenshot({ path: shots('my-account-merchant-mobile.png'), fullPage: true });
  await page.goto('/account/merchants/100001/business');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edit business details' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Business name (DBA)' })).toHaveValue(
    'Blue Harbor Bistro',
  );
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'business details form');
  await page.screenshot({ path: shots('my-account-business-mobile.png'), fullPage: true });

  // The sign-in e-mail, confirmed by the code sent to the new address; then back again.
  await page.goto('/account/info');
  const changeEmail = page.getByRole('form', { name: 'Change e-mail' });
  const newEmail = `olivia.${Date.now().toString(36)}@paydesk.test`;
  for (const [from, to] of [
    [DEMO.owner.email, newEmail],
    [newEmail, DEMO.owner.email],
  ] as const) {
    await changeEmail.getByRole('textbox', { name: 'New e-mail' }).fill(to);
    await changeEmail.getByLabel('Current password').fill(DEMO.owner.password);
    await changeEmail.getByRole('button', { name: 'Send code' }).click();
    const confirm = page.getByRole('form', { name: 'Confirm the new e-mail' });
    await expect(confirm).toContainText(`We sent a 6-digit code to ${to}`);
    if (to === newEmail) {
      await expectAccessible(page, 'change e-mail code step');
      await page.screenshot({ path: shots('my-account-email-code-mobile.png'), fullPage: true });
    }
    await confirm.getByRole('textbox', { name: 'Code' }).fill(await latestEmailCode(request, to));
    await confirm.getByRole('button', { name: 'Change e-mail' }).click();
    await expect(page.getByText(`Your sign-in e-mail is now ${to}.`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Profile' })).toContainText(to);
    expect(from).not.toBe(to);
  }
  // Still signed in after the refresh under the new e-mail; the name goes back.
  await page.reload();
  const again = page.getByRole('region', { name: 'Profile' });
  await expect(again).toContainText(DEMO.owner.email);
  await again.getByRole('button', { name: 'Edit profile' }).click();
  const restore = page.getByRole('dialog', { name: 'Edit profile' });
  await restore.getByRole('textbox', { name: 'Last name' }).fill('Owner');
  await restore.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Olivia Owner');
});
