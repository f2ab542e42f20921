import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { outbox } from './support/outbox';
import { expectNoHorizontalScroll, shots, signIn, submitSignIn } from './support/sign-in';
import { expect, test } from './support/test';

const BISTRO = 100001;

/** The temporary password e-mailed to an invited user (dev outbox, newest first). */
async function temporaryPassword(request: APIRequestContext, email: string): Promise<string> {
  const mail = (await outbox(request)).find((entry) => entry.to === email);
  const password = mail?.text.match(/\n {4}(\S+)\n/)?.[1];
  if (!password) throw new Error(`No invitation in the outbox for ${email}`);
  return password;
}

/** Signs an invited user in with the e-mailed password and sets their own. */
async function firstSignIn(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/login');
  await submitSignIn(page, { email, password: await temporaryPassword(request, email) });
  await expect(page).toHaveURL(/\/login\?view=new-password$/);
  await page.getByRole('textbox', { name: 'New password' }).fill('Invited!Paydesk-2026');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Fills the New user dialog's common fields. */
async function fillNewUser(page: Page, email: string, first: string, last: string) {
  await page.getByRole('button', { name: 'New user' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('textbox', { name: 'First name' }).fill(first);
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(last);
  return dialog;
}

async function at375(page: Page, label: string, shot: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, `${label} at 375 px`);
  await page.screenshot({ path: shots(shot), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an admin creates a merchant user of Blue Harbor Bistro, who then signs in', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row', { name: /Olivia Owner/ })).toBeVisible();
  await expectAccessible(page, 'the users list');
  await page.screenshot({ path: shots('admin-users-desktop.png'), fullPage: true });
  await at375(page, 'the users list', 'admin-users-375.png');

  const email = `bistro-user-${Date.now()}@example.com`;
  const dialog = await fillNewUser(page, email, 'Nadia', 'Newhire');
  await dialog.getByRole('button', { name: 'Create and invite' }).click();
  await expect(dialog.getByText('Please choose a merchant account.')).toBeVisible();
  await dialog.getByLabel('Merchant account').fill('Blue Harbor');
  await page.getByRole('option', { name: `Blue Harbor Bistro / ${BISTRO}` }).click();
  await dialog.getByRole('switch', { name: /Take payments/ }).check();
  await expectAccessible(page, 'the new user dialog');
  await page.screenshot({ path: shots('admin-users-new.png') });
  await dialog.getByRole('button', { name: 'Create and invite' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Nadia Newhire' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  const accounts = page.getByRole('table', { name: 'Merchant accounts' });
  await expect(accounts.getByRole('link', { name: 'Blue Harbor Bistro' })).toBeVisible();
  await expectAccessible(page, 'a merchant user');
  await page.screenshot({ path: shots('admin-user-merchant-user.png'), fullPage: true });
  await at375(page, 'a merchant user', 'admin-user-375.png');

  await accounts.getByRole('link', { name: 'Blue Harbor Bistro' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/\\d+/m/${BISTRO}$`));
  await expect(page.getByRole('switch', { name: /Access to this account/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: /Take payments/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Unassign' })).toBeVisible();
  await expectAccessible(page, 'the merchant access page');
  await page.screenshot({ path: shots('admin-user-merchant-access.png'), fullPage: true });
  await at375(page, 'the merchant access page', 'admin-user-merchant-access-375.png');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await firstSignIn(page, request, email);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${BISTRO}$`));
});

test('revoking can-view-chargeback-report takes the Disputes report from a staff user', async ({
  page,
  browser,
  request,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/users');
  const email = `report-staff-${Date.now()}@example.com`;
  const dialog = await fillNewUser(page, email, 'Rita', 'Reports');
  await dialog.getByText('Staff user', { exact: true }).click();
  const keys = dialog.getByRole('group', { name: 'Admin permissions' });
  await keys.getByRole('switch', { name: /^Transaction details/ }).check();
  await keys.getByRole('switch', { name: /^Disputes/ }).check();
  await dialog.getByRole('button', { name: 'Create and invite' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rita Reports' })).toBeVisible();
  const panel = page.getByRole('group', { name: 'Admin permissions' });
  const disputes = panel.getByRole('switch', { name: /^Disputes/ });
  await expect(disputes).toBeChecked();
  await expectAccessible(page, 'a staff user');
  await page.screenshot({ path: shots('admin-user-staff.png'), fullPage: true });

  // The new staff user signs in and sees the Disputes report in the menu.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await staffContext.newPage();
  await firstSignIn(staff, request, email);
  await staff.goto('/admin/reports/transaction-details');
  await expect(staff.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
  const nav = staff.getByRole('navigation').first();
  const openReports = async () => {
    const reports = nav.getByRole('button', { name: 'Reports' });
    if ((await reports.getAttribute('aria-expanded')) === 'false') await reports.click();
  };
  await openReports();
  await expect(nav.getByRole('link', { name: 'Disputes' })).toBeVisible();

  // The admin revokes the key; the staff user's next load has no Disputes.
  const revoked = page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' &&
      response.url().endsWith('/can-view-chargeback-report'),
  );
  await disputes.uncheck();
  expect((await revoked).status()).toBe(200);
  await expect(disputes).not.toBeChecked();

  await staff.reload();
  await expect(staff.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
  await openReports();
  await expect(nav.getByRole('link', { name: 'Disputes' })).toHaveCount(0);
  await staff.goto('/admin/reports/disputes');
  await expect(staff.getByText('Not Allowed', { exact: true })).toBeVisible();
  await staffContext.close();
});

test('an admin resets a user’s password and the reset e-mail is in the outbox', async ({
  page,
  request,
}) => {
  // A user of this journey's own, so no other journey's sign-in changes.
  const signedIn = await request.post('/api/auth/sign-in', {
    data: { email: DEMO.admin.email, password: DEMO.admin.password },
  });
  const { idToken } = (await signedIn.json()) as { idToken: string };
  const email = `reset-me-${Date.now()}@example.com`;
  const created = await request.post('/api/v2/admin/users', {
    headers: { authorization: `Bearer ${idToken}`, 'idempotency-key': crypto.randomUUID() },
    data: { type: 'merchant', email, firstname: 'Remy', lastname: 'Reset', merchantId: BISTRO },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await signIn(page, DEMO.admin);
  await page.goto(`/admin/users/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Remy Reset' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset password' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset password' });
  await expect(confirm).toContainText(email);
  await expectAccessible(page, 'the reset password confirmation');
  await confirm.getByRole('button', { name: 'Send reset e-mail' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('A password reset code was e-mailed to the user.')).toBeVisible();
  const mails = await outbox(request);
  expect(
    mails.some((mail) => mail.to === email && mail.subject === 'Your Paydesk password reset code'),
  ).toBe(true);
});
