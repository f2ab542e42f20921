import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { latestResetCode, resetPasswordThroughApi } from './support/outbox';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

const NEW_PASSWORD = 'Fresh!Clerk2026x';

test.afterAll(async ({ request }) => {
  // Other journeys sign in as the clerk with the demo password.
  await resetPasswordThroughApi(request, DEMO.clerk.email, DEMO.clerk.password);
});

test('a user who forgot the password resets it with the e-mailed code', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page, 'forgot password');

  // Checks of the recovery form, then an e-mail nobody has.
  const send = page.getByRole('button', { name: 'Send reset code' });
  await send.click();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await expectAccessible(page, 'forgot password with a field error');
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await email.fill('nobody@paydesk');
  await send.click();
  await expect(page.getByText('The email is invalid')).toBeVisible();
  await email.fill('nobody@paydesk.test');
  // The central handler logs the failure under its reference code.
  const logged = page.waitForResponse((r) => r.url().endsWith('/api/errors'));
  await send.click();
  expect((await logged).status()).toBe(201);
  const notice = page
    .locator('.mantine-Notification-root')
    .filter({ hasText: 'Non-existent email' });
  await expect(notice).toContainText(
    /The email does not exist\. Error reference code: [a-z]+-[a-z]+-\d{4}/,
  );
  await expectAccessible(page, 'forgot password with the notification');
  await page.screenshot({ path: shots('forgot-password-desktop.png'), fullPage: true });

  // The real e-mail, in capitals: it is lower-cased before it is sent.
  await email.fill('Clerk@Paydesk.test');
  await send.click();
  await expect(page).toHaveURL(/view=reset-password/);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEMO.clerk.email);
  await expectAccessible(page, 'reset password');

  const code = await latestResetCode(request, DEMO.clerk.email);
  const reset = page.getByRole('button', { name: 'Reset password' });
  await page.getByRole('textbox', { name: 'Code' }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('textbox', { name: 'New password' }).fill(NEW_PASSWORD);
  await reset.click();
  await expect(page.getByText('The code is incorrect.')).toBeVisible();
  await expectAccessible(page, 'reset password with the server error');
  await page.screenshot({ path: shots('reset-password-desktop.png'), fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'reset password at 375 px');
  await page.screenshot({ path: shots('reset-password-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await reset.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password was reset. Please sign in.')).toBeVisible();
  await expectAccessible(page, 'sign-in after the reset');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEMO.clerk.email);

  await signIn(page, { email: DEMO.clerk.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/dashboard\/100001$/);
  await expect(page.getByTestId('tile-value')).toHaveCount(7);
  await expectAccessible(page, "the clerk's dashboard");
});
