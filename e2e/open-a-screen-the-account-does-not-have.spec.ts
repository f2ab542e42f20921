import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * Part 1 §2's per-account feature flags, as the clerk meets them: Blue Harbor Bistro (100001)
 * has every feature; Cascade Outfitters (100002) has no checkout, products, subscriptions or
 * customers. Its navigation leaves them out, and typing one of their addresses opens the
 * account's dashboard instead, whichever account is selected.
 */

const BISTRO = { id: 100001, option: 'Blue Harbor Bistro / 100001', name: 'Blue Harbor Bistro' };
const OUTFITTERS = {
  id: 100002,
  option: 'Cascade Outfitters / 100002',
  name: 'Cascade Outfitters',
};

/** The navigation entries of the features Cascade Outfitters lacks. */
const FLAGGED_ENTRIES = ['Subscriptions', 'Customers', 'Products', 'Payment Links'];

/** Addresses of each feature the account lacks (checkout and products need allowCheckout). */
const FLAGGED_PATHS = (id: number) => [
  `/checkout/${id}`,
  `/products/${id}`,
  `/checkout/${id}/payment-links`,
  `/products/${id}/pricing-lists`,
  `/subscriptions-report/${id}`,
  `/customers-report/${id}`,
];

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The dashboard of an account, loaded (its account panel and its title). */
async function expectDashboard(page: Page, account: typeof BISTRO): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/dashboard/${account.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: account.name })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle(`Dashboard · ${account.name}`);
}

/** Picks an account in the dashboard's account switcher, as a person would. */
async function switchTo(page: Page, account: typeof BISTRO): Promise<void> {
  await page.getByRole('combobox', { name: 'Account' }).click();
  await expect(page.getByRole('option')).toHaveText([BISTRO.option, OUTFITTERS.option]);
  await page.getByRole('option', { name: account.option }).click();
  await expectDashboard(page, account);
}

/** Types each address into the address bar: each one opens the account's dashboard. */
async function expectEachSentToDashboard(page: Page, paths: string[], account: typeof BISTRO) {
  for (const path of paths) {
    await page.goto(path);
    await expectDashboard(page, account);
  }
}

test("the clerk's account without checkout opens its dashboard instead", async ({ page }) => {
  await signIn(page, DEMO.clerk);
  await expectDashboard(page, BISTRO);
  for (const entry of FLAGGED_ENTRIES) {
    await expect(mainNav(page).getByRole('link', { name: entry, exact: true })).toBeVisible();
  }

  await switchTo(page, OUTFITTERS);
  await expect(mainNav(page).getByRole('link', { name: 'Transactions' })).toBeVisible();
  for (const entry of FLAGGED_ENTRIES) {
    await expect(mainNav(page).getByRole('link', { name: entry, exact: true })).toHaveCount(0);
  }
  const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
  await expect(quickLinks.getByRole('link', { name: /Transactions/ })).toBeVisible();
  await expect(quickLinks.getByRole('link', { name: /Payment links/ })).toHaveCount(0);
  await expectAccessible(page, 'Cascade Outfitters dashboard without checkout');
  await page.screenshot({
    path: shots('clerk-outfitters-dashboard.png'),
    fullPage: true,
  });

  await expectEachSentToDashboard(page, FLAGGED_PATHS(OUTFITTERS.id), OUTFITTERS);
  await expect(mainNav(page).getByRole('link', { name: 'Products' })).toHaveCount(0);

  // Back on Blue Harbor Bistro the entries return, and its checkout opens.
  await switchTo(page, BISTRO);
  for (const entry of FLAGGED_ENTRIES) {
    await expect(mainNav(page).getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await page.goto(`/checkout/${BISTRO.id}`);
  await expect(page).toHaveURL(new RegExp(`/checkout/${BISTRO.id}$`));
  await expect(page.getByRole('form', { name: 'Pay page settings' })).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page, 'Blue Harbor Bistro checkout');
  await page.screenshot({ path: shots('clerk-bistro-checkout.png'), fullPage: true });

  // The account in the address decides, not the selected one (still Blue Harbor Bistro).
  await page.goto(`/products/${OUTFITTERS.id}`);
  await expectDashboard(page, OUTFITTERS);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the same at 375 px, with the navigation in its drawer', async ({ page }) => {
    await signIn(page, DEMO.clerk);
    await expectDashboard(page, BISTRO);
    await switchTo(page, OUTFITTERS);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Transactions' })).toBeVisible();
    for (const entry of FLAGGED_ENTRIES) {
      await expect(drawer.getByRole('link', { name: entry, exact: true })).toHaveCount(0);
    }
    await expectAccessible(page, 'navigation drawer of Cascade Outfitters at 375 px');
    await page.screenshot({ path: shots('clerk-outfitters-menu-375.png') });
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    await expectEachSentToDashboard(page, FLAGGED_PATHS(OUTFITTERS.id).slice(0, 2), OUTFITTERS);
    await expectNoHorizontalScroll(page, 375);
    await expectAccessible(page, 'Cascade Outfitters dashboard at 375 px');
    await page.screenshot({
      path: shots('clerk-outfitters-dashboard-375.png'),
      fullPage: true,
    });

    await switchTo(page, BISTRO);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    for (const entry of FLAGGED_ENTRIES) {
      await expect(drawer.getByRole('link', { name: entry, exact: true })).toBeVisible();
    }
    await drawer.getByRole('link', { name: 'Payment Links', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${BISTRO.id}/payment-links$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Payment links' })).toBeVisible({
      timeout: 30_000,
    });
    await page.goto(`/checkout/${BISTRO.id}`);
    await expect(page.getByRole('form', { name: 'Pay page settings' })).toBeVisible({
      timeout: 30_000,
    });
    await expectNoHorizontalScroll(page, 375);
    await expectAccessible(page, 'Blue Harbor Bistro checkout at 375 px');
    await page.screenshot({
      path: shots('clerk-bistro-checkout-375.png'),
      fullPage: true,
    });
  });
});
