import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO, type DemoUser } from './support/demo-users';
import { shots, signIn, submitSignIn } from './support/sign-in';
import { expect, test } from './support/test';

/** Fills the hosted single sign-on page (server-rendered, outside the React app). */
async function signInOnSsoPage(page: Page, user: DemoUser) {
  await expect(page.getByRole('heading', { name: 'Sign in to Paydesk' })).toBeVisible();
  await page.locator('#email').fill(user.email);
  await page.locator('#password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A chargeback of the account, found through the API as `user` (its id, as a link names it). */
async function chargebackOf(request: APIRequestContext, user: DemoUser, merchantId: number) {
  const signedIn = await request.post('/api/auth/sign-in', {
    data: { email: user.email, password: user.password },
  });
  expect(signedIn.ok()).toBe(true);
  const { idToken } = (await signedIn.json()) as { idToken: string };
  const inbox = await request.get(`/api/merchants/${merchantId}/disputes?kind=chargeback`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  expect(inbox.ok(), await inbox.text()).toBe(true);
  const { data } = (await inbox.json()) as { data: { id: number }[] };
  expect(data.length).toBeGreaterThan(0);
  return data[0]?.id ?? 0;
}

test('a dispute link sends a signed-out user through single sign-on to the dispute, on its own account', async ({
  page,
  request,
}) => {
  // A chargeback of Cascade Outfitters: the owner's selected account is Blue Harbor Bistro, and
  // the link names no account.
  const chargeback = await chargebackOf(request, DEMO.owner, 100002);
  await page.goto(`/dispute-details-redirect/${chargeback}/chargeback`);
  await expect(page).toHaveURL(
    new RegExp(`/sso/login\\?disputeId=${chargeback}&disputeType=chargeback$`),
  );
  await expect(page.getByRole('heading', { name: 'Sign in to Paydesk' })).toBeVisible();
  await expectAccessible(page, 'single sign-on page');
  await page.screenshot({ path: shots('sso-page-desktop.png'), fullPage: true });
  await signInOnSsoPage(page, DEMO.owner);
  await expect(page).toHaveURL(
    new RegExp(`/dispute-detail/${chargeback}/chargeback\\?accountId=100002$`),
  );
  await expect(page.getByText('Hi, Olivia Owner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Chargeback', {
    timeout: 30_000,
  });
  await expectAccessible(page, 'dispute detail after single sign-on');

  // Signed in, the same kind of link goes straight to the dispute; one that is none of the
  // user's says it is not found.
  await page.goto('/dispute-details-redirect/7777777/retrieval');
  await expect(page).toHaveURL(/\/dispute-detail\/7777777\/retrieval$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dispute not found', {
    timeout: 30_000,
  });
});

test("a dispute's plain link asks a signed-out user to sign in, then opens the dispute", async ({
  page,
  request,
}) => {
  const chargeback = await chargebackOf(request, DEMO.owner, 100001);
  await page.goto(`/dispute-details/${chargeback}/chargeback`);
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, DEMO.owner);
  await expect(page).toHaveURL(
    new RegExp(`/dispute-detail/${chargeback}/chargeback\\?accountId=100001$`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Chargeback', {
    timeout: 30_000,
  });
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
