import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * The profile's General and Services edits (part 2 §2 edit dialogs, §4 toggles): the admin
 * edits the legal name of the stack-owned demo merchant 100010 and finds it in History, edits
 * its limits, then turns Subscriptions off for Blue Harbor Bistro 100001: its owner loses the
 * Subscriptions menu item and the subscriptions report redirects to the dashboard, until the
 * admin turns it back on (always, before the journey ends).
 */

const STACK_OWNED = 100010;
const BISTRO = 100001;

const tabsOf = (page: Page) => page.getByRole('tablist', { name: 'Merchant profile sections' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The Subscriptions switch of the bistro's Services tab, set to `on` (a no-op when it is). */
async function setSubscriptions(page: Page, on: boolean): Promise<void> {
  const toggle = page.getByRole('switch', { name: /^Subscriptions/ });
  await expect(toggle).toBeEnabled();
  if ((await toggle.isChecked()) !== on) await toggle.click({ force: true });
  if (on) await expect(toggle).toBeChecked();
  else await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled(); // the change has been answered
}

test("the admin edits a merchant's legal name and limits, and turns the bistro's subscriptions off and on", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin);
  await page.goto(`/admin/merchants/${STACK_OWNED}`);
  const business = page.getByRole('region', { name: 'Business' });
  await expect(business).toBeVisible();

  // The legal dialog: a new legal name, then the History tab has the change.
  const legalName = `Stack Owned Holdings ${Date.now().toString().slice(-6)} LLC`;
  await page.getByRole('button', { name: 'Edit legal details' }).click();
  const legal = page.getByRole('dialog', { name: 'Edit legal details' });
  await expect(legal).toBeVisible();
  await expectAccessible(page, 'edit legal details dialog');
  await legal.getByRole('textbox', { name: /Legal name/ }).fill(legalName);
  await page.screenshot({ path: shots('admin-edit-legal-desktop.png'), fullPage: true });
  await legal.getByRole('button', { name: 'Save changes' }).click();
  await expect(legal).toBeHidden();
  await expect(business.getByText(legalName)).toBeVisible();

  await tabsOf(page).getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('table', { name: 'Change history' });
  const row = history.getByRole('row').filter({ hasText: legalName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Legal name');
  await expect(row).toContainText('admin@paydesk.test');

  // The limits dialog: a card limit per transaction.
  await tabsOf(page).getByRole('tab', { name: 'Services' }).click();
  await page.getByRole('button', { name: 'Edit limits' }).click();
  const limitsDialog = page.getByRole('dialog', { name: 'Edit limits' });
  await expect(limitsDialog).toBeVisible();
  const perTransaction = limitsDialog.getByRole('textbox', { name: /Card limit per transaction/ });
  await perTransaction.fill('100001');
  await limitsDialog.getByRole('button', { name: 'Save limits' }).click();
  await expect(limitsDialog.getByText('Enter an amount from $0.00 to $100,000.00')).toBeVisible();
  await perTransaction.fill('7500.25');
  await expectAccessible(page, 'edit limits dialog');
  await limitsDialog.getByRole('button', { name: 'Save limits' }).click();
  await expect(limitsDialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Limits' })).toContainText(
    'Card limit per transaction$7,500.25',
  );
  await expectAccessible(page, 'services tab');
  await page.screenshot({ path: shots('admin-services-desktop.png'), fullPage: true });

  // Subscriptions off for the bistro: its owner's portal follows; always back on at the end.
  await page.goto(`/admin/merchants/${BISTRO}/limits`);
  const owner = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await setSubscriptions(page, false);
    const ownerPage = await owner.newPage();
    await signIn(ownerPage, DEMO.owner);
    await expect(ownerPage).toHaveURL(new RegExp(`/dashboard/${BISTRO}$`));
    await expect(mainNav(ownerPage).getByRole('link', { name: 'Transactions' })).toBeVisible();
    await expect(
      mainNav(ownerPage).getByRole('link', { name: 'Subscriptions', exact: true }),
    ).toHaveCount(0);
    await ownerPage.goto(`/subscriptions-report/${BISTRO}`);
    await expect(ownerPage).toHaveURL(new RegExp(`/dashboard/${BISTRO}$`));

    await setSubscriptions(page, true);
    await ownerPage.reload();
    await expect(
      mainNav(ownerPage).getByRole('link', { name: 'Subscriptions', exact: true }),
    ).toBeVisible();
  } finally {
    await setSubscriptions(page, true);
    await owner.close();
  }

  // A phone: the Services tab with its switches and the limits dialog.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/admin/merchants/${STACK_OWNED}/limits`);
  await expect(page.getByRole('region', { name: 'Limits' })).toBeVisible();
  await expectNoHorizontalScroll(page, 375);
  await page.screenshot({ path: shots('admin-services-375.png'), fullPage: true });
  await page.getByRole('button', { name: 'Edit limits' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit limits' })).toBeVisible();
  await expectAccessible(page, 'edit limits dialog at 375 px');
  await page.screenshot({ path: shots('admin-edit-limits-375.png'), fullPage: true });
  await page.keyboard.press('Escape');
  await page.goto(`/admin/merchants/${STACK_OWNED}`);
  await expect(page.getByRole('region', { name: 'Business' })).toBeVisible();
  await expectNoHorizontalScroll(page, 375);
  await page.screenshot({ path: shots('admin-general-375.png'), fullPage: true });
});
