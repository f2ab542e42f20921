import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO, type DemoUser } from './support/demo-users';
import { shots, signIn } from './support/sign-in';

/** Fills the hosted single sign-on page (server-rendered, outside the React app). */
async function signInOnSsoPage(page: Page, user: DemoUser) {
  await expect(page.getByRole('heading', { name: 'Sign in to Paydesk' })).toBeVisible();
  await page.locator('#email').fill(user.email);
  await page.locator('#password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a dispute link sends a signed-out user through single sign-on to the dispute', async ({
  page,
}) => {
  await page.goto('/dispute-details-redirect/4242/chargeback');
  await expect(page).toHaveURL(/\/sso\/login\?disputeId=4242&disputeType=chargeback$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Paydesk' })).toBeVisible();
  await expectAccessible(page, 'single sign-on page');
  await page.screenshot({ path: shots('sso-page-desktop.png'), fullPage: true });
  await signInOnSsoPage(page, DEMO.owner);
  await expect(page).toHaveURL(/\/dispute-detail\/4242\/chargeback$/);
  await expect(page.getByText('Hi, Olivia Owner')).toBeVisible();
  await expectAccessible(page, 'dispute detail placeholder');

  // Signed in, the same link goes straight to the dispute.
  await page.goto('/dispute-details-redirect/7/retrieval');
  await expect(page).toHaveURL(/\/dispute-detail\/7\/retrieval$/);
});

test('single sign-on without a target lands like a normal sign-in', async ({ page }) => {
  await page.goto('/sso/login');
  await signInOnSsoPage(page, DEMO.clerk);
  await expect(page).toHaveURL(/\/dashboard\/100001$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByTestId('tile-value')).toHaveCount(7);
  await expectAccessible(page, 'dashboard after single sign-on');
});

test('a signup link carries the application token through single sign-on', async ({ page }) => {
  await page.goto('/signup?appToken=app-123');
  await expect(page).toHaveURL(/\/sso\/login\?appToken=app-123$/);
  await signInOnSsoPage(page, DEMO.owner);
  await expect(page).toHaveURL(/\/apply\?appToken=app-123$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'application placeholder');

  // Signed in with a query, /signup goes to /apply.
  await page.goto('/signup?appToken=app-456');
  await expect(page).toHaveURL(/\/apply\?appToken=app-456$/);
});

test('a used or expired sign-on key shows why, with a way back to sign-in', async ({ page }) => {
  await page.goto('/users/login?key=expired-key-0123456789');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'This sign-in link has expired or was already used. Please sign in again.',
  );
  await expectAccessible(page, 'single sign-on callback error');
  await page.screenshot({ path: shots('sso-callback-error-desktop.png'), fullPage: true });
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, DEMO.owner);
});
