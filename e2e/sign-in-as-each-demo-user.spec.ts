import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn, submitSignIn } from './support/sign-in';
import { expect, test } from './support/test';

test('the admin signs in and lands in the back office with every menu', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Hi, Ada Admin')).toBeVisible();
  await expect(page).toHaveTitle('Admin dashboard · Paydesk');
  await expectAccessible(page, 'admin landing');
  const nav = page.getByRole('navigation', { name: 'Admin navigation' });
  for (const name of ['Dashboard', 'Merchants', 'Partners', 'Rates', 'Users']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await nav.getByRole('button', { name: 'Tools' }).click();
  await expect(nav.getByRole('link', { name: 'Bulk Operations' })).toBeVisible();
  await expectAccessible(page, 'admin navigation with Tools open');
  await page.screenshot({ path: shots('admin-desktop.png'), fullPage: true });

  // The admin redirect happens once per session: the admin may then open merchant pages.
  await page.goto('/dashboard/100001');
  await expect(page).toHaveURL(/\/dashboard\/100001$/);
  await expect(page.getByTestId('tile-value')).toHaveCount(7);
  await expectAccessible(page, "a merchant's dashboard seen by the admin");

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin');
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'admin landing at 375 px');
  await page.screenshot({ path: shots('admin-375.png'), fullPage: true });
});

test('the owner signs in to the first account, with every feature of it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await submitSignIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/dashboard\/100001$/);
  await expect(page.getByText('Hi, Olivia Owner')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Subscriptions', 'Customers', 'Products', 'Payment Links', 'Devices']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  // Three accounts: My Account opens the list of them.
  await expect(nav.getByRole('link', { name: 'My Account' })).toHaveAttribute(
    'href',
    '/account/info',
  );
  await expect(nav.getByRole('link', { name: 'Applications' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('paydesk.remember'))).toBe('true');
  await expect(page.getByTestId('tile-value')).toHaveCount(7);
  await expectAccessible(page, "the owner's dashboard");

  // A merchant user never sees the back office.
  await page.goto('/admin/merchants');
  await expect(page).toHaveURL(/\/dashboard\/100001$/);
});

test('the clerk signs in to the first of two accounts, without merchant-admin items', async ({
  page,
}) => {
  await signIn(page, DEMO.clerk);
  await expect(page).toHaveURL(/\/dashboard\/100001$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Transactions' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Devices' })).toHaveCount(0);
  await expect(page.getByTestId('tile-value')).toHaveCount(7);
  await expectAccessible(page, "the clerk's dashboard");
  // Two accounts: My Account opens /account/info (one account would open its own page).
  await expect(nav.getByRole('link', { name: 'My Account' })).toHaveAttribute(
    'href',
    '/account/info',
  );
  // Devices needs a merchant administrator: the route sends the clerk to the dashboard.
  await page.goto('/device-management');
  await expect(page).toHaveURL(/\/dashboard\/100001$/);
});
