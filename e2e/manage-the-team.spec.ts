import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn, submitSignIn } from './support/sign-in';
import { expect, test } from './support/test';

const BISTRO = 100001;

/** The temporary password e-mailed to an invited user (dev outbox, newest first). */
async function temporaryPassword(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get('/api/dev/outbox');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { to: string; text: string }[] };
  const password = data.find((mail) => mail.to === email)?.text.match(/\n {4}(\S+)\n/)?.[1];
  if (!password) throw new Error(`No invitation in the outbox for ${email}`);
  return password;
}

/** The clerk's permissions on the bistro back to none (other journeys expect no banner). */
async function withdrawClerksPermissions(request: APIRequestContext): Promise<void> {
  const signedIn = await request.post('/api/auth/sign-in', {
    data: { email: DEMO.owner.email, password: DEMO.owner.password },
  });
  const { idToken } = (await signedIn.json()) as { idToken: string };
  const authorization = `Bearer ${idToken}`;
  const list = await request.get(`/api/merchants/${BISTRO}/users?search=clerk`, {
    headers: { authorization },
  });
  const clerk = ((await list.json()) as { data: { id: number }[] }).data[0];
  const reset = await request.patch(`/api/merchants/${BISTRO}/users/${clerk?.id}`, {
    headers: { authorization, 'idempotency-key': crypto.randomUUID() },
    data: { permissions: [] },
  });
  expect(reset.ok()).toBe(true);
}

test.afterAll(async ({ request }) => {
  await withdrawClerksPermissions(request);
});

test('the owner invites a user who sets a password, and grants the clerk Manage disputes', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO.owner);
  await page.goto(`/users/${BISTRO}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row', { name: /Carl Clerk/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Olivia Owner/ })).toContainText('Admin');
  await expectAccessible(page, 'the team');
  await page.screenshot({ path: shots('team-desktop.png'), fullPage: true });

  // Invite a new user with one permission.
  const email = `cashier-${Date.now()}@example.com`;
  await page.getByRole('button', { name: 'Invite user' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a user' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('Please enter an e-mail address.')).toBeVisible();
  await invite.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await invite.getByRole('textbox', { name: 'First name' }).fill('Nora');
  await invite.getByRole('textbox', { name: 'Last name' }).fill('Cashier');
  await invite.getByRole('switch', { name: /Take payments/ }).check();
  await expectAccessible(page, 'the invite dialog');
  await page.screenshot({ path: shots('team-invite.png') });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toBeHidden();
  const invited = table.getByRole('row', { name: /Nora Cashier/ });
  await expect(invited).toContainText('Invited');

  // Grant the clerk Manage disputes.
  await table.getByRole('link', { name: 'Carl Clerk' }).click();
  const edit = page.getByRole('dialog', { name: 'Carl Clerk' });
  await expect(page).toHaveURL(/dialog=user-\d+/);
  await edit.getByRole('switch', { name: /Manage disputes/ }).check();
  await expectAccessible(page, "the clerk's access");
  await page.screenshot({ path: shots('team-edit-user.png') });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(
    page.getByText('The changes apply from their next request.', { exact: false }),
  ).toBeVisible();

  // The last admin cannot step down.
  await table.getByRole('link', { name: 'Olivia Owner' }).click();
  const self = page.getByRole('dialog', { name: 'Olivia Owner' });
  await self.getByRole('switch', { name: /Merchant admin/ }).uncheck();
  await self.getByRole('button', { name: 'Save changes' }).click();
  await expect(self.getByText(/needs at least one merchant admin/)).toBeVisible();
  await self.getByRole('button', { name: 'Cancel' }).click();

  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'the team at 375 px');
  await page.screenshot({ path: shots('team-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The invited user signs in with the e-mailed password and chooses their own.
  await submitSignIn(page, { email, password: await temporaryPassword(request, email) });
  await expect(page).toHaveURL(/\/login\?view=new-password$/);
  await page.getByRole('textbox', { name: 'New password' }).fill('Cashier!Bistro-2026');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${BISTRO}$`));
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The clerk now sees the Response Needed banner on the bistro.
  await signIn(page, DEMO.clerk);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${BISTRO}$`));
  await expect(page.getByText('Response Needed')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, "the clerk's dashboard with the banner");
  await page.screenshot({ path: shots('team-clerk-banner.png') });
  // Read-only for a member who is not an admin.
  await page.goto(`/users/${BISTRO}`);
  await expect(
    page.getByText('Only a merchant admin of this account can invite users'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite user' })).toHaveCount(0);
});
