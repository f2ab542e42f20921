/// <reference lib="dom" />
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';

const shots = (name: string) => join(import.meta.dirname, 'screenshots', name);

/** What the auth store persists (localStorage key 'paydesk.auth', zustand persist v1). */
const signedInAuth = {
  state: {
    token: { accessToken: 'e2e-access', idToken: 'e2e-id', refreshToken: 'e2e-refresh' },
    isAuthenticated: true,
  },
  version: 1,
};

/** What the account store persists (localStorage key 'paydesk.account'). */
const ownerAccount = {
  state: {
    data: {
      profile: { email: 'owner@paydesk.test', firstName: 'Olivia', lastName: 'Owner' },
      merchants: [{ id: 1001, status: 1, businessCommonName: 'Blue Harbor Coffee' }],
    },
  },
  version: 1,
};

async function expectNoHorizontalScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

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
  await page.screenshot({ path: shots('sign-in-desktop.png'), fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('heading', { name: 'Sign in to Paydesk' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeInViewport();
  await expectNoHorizontalScroll(page, 375);
  await page.screenshot({ path: shots('sign-in-375.png'), fullPage: true });

  // A failed sign-in shows the server's error_message inside the form.
  await page.getByRole('textbox', { name: 'E-mail' }).fill('Nobody@Paydesk.test');
  await page.getByRole('textbox', { name: 'Password' }).fill('Wrong!Password2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sign-in failed' })).toBeVisible();
});

test('a signed-in merchant sees the side navigation, and the bottom bar at 375 px', async ({
  page,
}) => {
  // No real sign-in yet: seed the persisted stores the way the app writes them.
  await page.addInitScript(
    ({ auth, account }) => {
      localStorage.setItem('paydesk.auth', auth);
      localStorage.setItem('paydesk.account', account);
    },
    { auth: JSON.stringify(signedInAuth), account: JSON.stringify(ownerAccount) },
  );
  await page.goto('/dashboard');

  const sideNav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sideNav).toBeVisible();
  await expect(sideNav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(sideNav.getByRole('link', { name: 'Transactions' })).toBeVisible();
  await expect(page.getByText('Hi, Olivia Owner')).toBeVisible();
  await expect(page.getByText('This screen is not available yet.')).toBeVisible();
  const quickActions = page.getByRole('navigation', { name: 'Quick actions' });
  await expect(quickActions).toBeHidden();
  await page.screenshot({ path: shots('main-desktop.png'), fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(sideNav).toBeHidden();
  await expect(quickActions).toBeVisible();
  for (const name of ['Search', 'Create', 'Logout']) {
    await expect(quickActions.getByRole('button', { name })).toBeVisible();
  }
  await expectNoHorizontalScroll(page, 375);
  await page.screenshot({ path: shots('main-375.png'), fullPage: true });
});
