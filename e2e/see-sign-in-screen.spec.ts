/// <reference lib="dom" />
import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn, submitSignIn } from './support/sign-in';
import { expect, test } from './support/test';

test('a visitor opening / sees the sign-in screen, on desktop and at 375 px', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toBeTruthy();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Paydesk' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // One <title> (index.html's), set by the page: React does not add a second one.
  await expect(page).toHaveTitle('Sign in to Paydesk · Paydesk');
  expect(await page.evaluate(() => document.querySelectorAll('title').length)).toBe(1);
  await expectAccessible(page, 'sign-in');
  await page.screenshot({ path: shots('sign-in-desktop.png'), fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('heading', { name: 'Sign in to Paydesk' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeInViewport();
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'sign-in at 375 px');
  await page.screenshot({ path: shots('sign-in-375.png'), fullPage: true });

  // Empty fields are caught before anything is sent.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expectAccessible(page, 'sign-in with field errors');

  // A wrong password shows the server's error_message inside the form.
  await submitSignIn(page, { email: 'Nobody@Paydesk.test', password: 'Wrong!Password2026' });
  const alert = page.getByRole('alert').filter({ hasText: 'Sign-in failed' });
  await expect(alert).toContainText('Incorrect email or password.');
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page, 'sign-in with the server error');
});

test('a signed-in merchant sees the side navigation, and the bottom bar at 375 px', async ({
  page,
}) => {
  // The page asked for before signing in is remembered, and opened after it.
  await page.goto('/payouts/100001');
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/payouts\/100001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  await expect(page).toHaveTitle('Payouts · Blue Harbor Bistro · Paydesk');
  await expectAccessible(page, 'payouts of the remembered page');
  // The bare dashboard opens the current account's.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/100001$/);

  const sideNav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sideNav).toBeVisible();
  await expect(sideNav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(sideNav.getByRole('link', { name: 'Transactions' })).toBeVisible();
  await expect(page.getByText('Hi, Olivia Owner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const quickActions = page.getByRole('navigation', { name: 'Quick actions' });
  await expect(quickActions).toBeHidden();
  await expect(page.getByTestId('tile-value')).toHaveCount(7);
  await expect(page.getByText('loading', { exact: true })).toHaveCount(0);
  await expectAccessible(page, 'main layout with the dashboard');
  await page.screenshot({ path: shots('main-desktop.png'), fullPage: true });

  // The Contact Support modal quotes the current merchant.
  await page.getByRole('button', { name: 'Contact Support' }).click();
  const support = page.getByRole('dialog', { name: 'Contact Support' });
  await expect(support).toContainText('100001');
  await expect(support).toContainText('Blue Harbor Bistro');
  await expect(support).toContainText('support@paydesk.test');
  await expectAccessible(page, 'contact support modal');
  await page.screenshot({ path: shots('contact-support-desktop.png') });
  await support.getByRole('button', { name: 'Close', exact: true }).click();

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(sideNav).toBeHidden();
  await expect(quickActions).toBeVisible();
  for (const name of ['Search', 'Create', 'Logout']) {
    await expect(quickActions.getByRole('button', { name })).toBeVisible();
  }
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'main layout at 375 px');
  await page.screenshot({ path: shots('main-375.png'), fullPage: true });

  // A signed-in user opening /login goes back into the app.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard\/100001$/);
  await quickActions.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/dashboard\/100001$/);
});
