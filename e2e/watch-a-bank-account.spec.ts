import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

/** A demo merchant no other journey uses (its bank account is set here, then watched). */
const MERCHANT = 100004;
/** A valid ABA routing number (JPMorgan Chase, New York). */
const ROUTING = '021000021';

test('the admin adds a bank watch entry matching a demo merchant, sees the alert on its profile, and removes the entry', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const bankName = `Journey Watch ${suffix}`;
  // A last four of this run, so the entry matches the account set here.
  const lastFour = String(Date.now() % 10_000).padStart(4, '0');
  const account = `77${lastFour.split('').reverse().join('')}0${lastFour}`;
  await signIn(page, DEMO.admin);

  // The merchant's bank account, set from its Banking tab (the generator's numbers are random
  // and the tab shows their last fours only).
  await page.goto(`/admin/merchants/${MERCHANT}/banking`);
  const bank = page.getByRole('region', { name: 'Bank account' });
  await bank.getByRole('button', { name: 'Edit bank information' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit bank information' });
  await edit.getByRole('textbox', { name: /Routing number/ }).fill(ROUTING);
  await edit.getByRole('textbox', { name: /Account number/ }).fill(account);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);
  await expect(bank.getByText(`****${lastFour}`)).toBeVisible();

  // The list, then Add entry with its validation messages.
  await page.goto('/admin/tools/risk-watch-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Risk Watch List' })).toBeVisible();
  await expectAccessible(page, 'risk watch list');
  await page.screenshot({ path: shots('admin-risk-watch-list-desktop.png'), fullPage: true });
  await page.getByRole('button', { name: 'Add entry' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add entry' });
  await add.getByRole('textbox', { name: /Routing number/ }).fill('021000022');
  await add.getByRole('button', { name: 'Add entry' }).click();
  await expect(add.getByText('Enter a valid 9-digit routing number.')).toBeVisible();
  await add.getByRole('textbox', { name: /Routing number/ }).fill(ROUTING);
  await add.getByRole('textbox', { name: /Account last four/ }).fill(lastFour);
  await add.getByRole('textbox', { name: /Bank name/ }).fill(bankName);
  await add.getByRole('textbox', { name: /Reason/ }).fill('Journey: reported mule account');
  await expectAccessible(page, 'add entry dialog');
  await page.screenshot({ path: shots('admin-risk-watch-add-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page, 'add entry dialog at 375 px');
  await page.screenshot({ path: shots('admin-risk-watch-add-mobile.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await add.getByRole('button', { name: 'Add entry' }).click();

  // The entry opens with the merchant among its matches; its link leads to the profile.
  const entry = page.getByRole('dialog', { name: 'Bank watch entry' });
  await expect(entry.getByText('Matching merchants', { exact: false })).toBeVisible();
  const match = entry.getByRole('link').filter({ hasText: /./ }).first();
  await expect(entry.getByText(`ID ${MERCHANT}`)).toBeVisible();
  await expectAccessible(page, 'bank watch entry');
  await page.screenshot({ path: shots('admin-risk-watch-entry-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page, 'bank watch entry at 375 px');
  await page.screenshot({ path: shots('admin-risk-watch-entry-mobile.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await match.click();
  await expect(page).toHaveURL(new RegExp(`/admin/merchants/${MERCHANT}$`));
  const alert = page.getByRole('alert').filter({ hasText: 'Bank account on the watch list' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(bankName);
  await expect(alert).toContainText(`ending ${lastFour}`);
  await expect(alert).not.toContainText(account);
  await expectAccessible(page, 'merchant profile with the watch-list alert');
  await page.screenshot({ path: shots('admin-risk-watch-alert-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(alert).toBeVisible();
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'merchant profile with the watch-list alert at 375 px');
  await page.screenshot({ path: shots('admin-risk-watch-alert-mobile.png'), fullPage: true });

  // The list with the entry (1280, then 375 px), then the entry removed (with its
  // confirmation); the alert goes.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/tools/risk-watch-list');
  await page.getByRole('textbox', { name: 'Search the watch list' }).fill(bankName);
  await page.keyboard.press('Enter');
  const row = page.getByRole('table', { name: 'Bank watch list' }).getByRole('row', {
    name: new RegExp(bankName),
  });
  await expect(row).toBeVisible();
  await expect(row.getByText(`•••• ${lastFour}`)).toBeVisible();
  await page.screenshot({ path: shots('admin-risk-watch-list-entry-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  const card = page.getByRole('link', { name: new RegExp(bankName) }).first();
  await expect(card).toBeVisible();
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'risk watch list at 375 px');
  await page.screenshot({ path: shots('admin-risk-watch-list-mobile.png'), fullPage: true });
  await card.click();
  await page
    .getByRole('dialog', { name: 'Bank watch entry' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete this entry?' });
  await expect(confirm.getByText(/deactivated/)).toBeVisible();
  await expectAccessible(page, 'delete entry confirmation');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toHaveCount(0);
  await page.goto(`/admin/merchants/${MERCHANT}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Bank account on the watch list' }),
  ).toHaveCount(0);
});
