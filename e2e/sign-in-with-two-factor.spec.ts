import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { resetPasswordThroughApi } from './support/outbox';
import { expectNoHorizontalScroll, shots, signIn, submitSignIn } from './support/sign-in';
import { expect, test } from './support/test';

const PASSWORD = 'Two!Factor-Paydesk2026';

/** A fresh staff user (never the demo admin, whose journeys sign in with the password alone). */
async function createStaffUser(request: APIRequestContext): Promise<string> {
  const signedIn = await request.post('/api/auth/sign-in', {
    data: { email: DEMO.admin.email, password: DEMO.admin.password },
  });
  expect(signedIn.ok()).toBe(true);
  const { idToken } = (await signedIn.json()) as { idToken: string };
  const email = `two-factor-${Date.now()}-${randomUUID().slice(0, 6)}@example.com`;
  const created = await request.post('/api/v2/admin/users', {
    headers: { authorization: `Bearer ${idToken}`, 'idempotency-key': randomUUID() },
    data: { type: 'staff', email, firstname: 'Tess', lastname: 'Totp', permissions: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
  // The invitation's temporary password is replaced through the ordinary reset.
  await resetPasswordThroughApi(request, email, PASSWORD);
  return email;
}

const STEP_MS = 30_000;

/**
 * The authenticator app's code for a step after `usedStep` (a step's code is accepted once):
 * the current step's, or the next one's (the server takes ±1 step).
 */
async function freshCode(
  secret: string,
  usedStep: number,
): Promise<{ code: string; step: number }> {
  let now = Math.floor(Date.now() / STEP_MS);
  while (usedStep >= now + 1) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    now = Math.floor(Date.now() / STEP_MS);
  }
  const step = Math.max(now, usedStep + 1);
  const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * STEP_MS });
  return { code, step };
}

async function at375(page: Page, label: string, shot: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, `${label} at 375 px`);
  await page.screenshot({ path: shots(shot), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a staff user enrols an authenticator app, then signs in with a code and with a recovery code', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await createStaffUser(request);
  await signIn(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/admin/);

  // Optional mode: the back office offers it without blocking; My Account leads to it.
  await expect(page.getByText('Protect your sign-in with an authenticator app')).toBeVisible();
  await page.goto('/account/info');
  await page.getByRole('link', { name: 'Manage two-factor sign-in' }).click();
  await expect(page).toHaveURL(/\/admin\/account\/two-factor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(
    /\s+/g,
    '',
  );
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page, 'the enrolment');
  await page.screenshot({ path: shots('two-factor-enrol-desktop.png'), fullPage: true });
  await at375(page, 'the enrolment', 'two-factor-enrol-375.png');

  let used = -1;
  const first = await freshCode(secret, used);
  used = first.step;
  await page.getByRole('textbox', { name: /6-digit code/ }).fill(first.code);
  await page.getByRole('button', { name: 'Turn on' }).click();

  const codes = page.getByTestId('recovery-code');
  await expect(codes).toHaveCount(10);
  const recovery = ((await codes.nth(0).textContent()) ?? '').trim();
  expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  const done = page.getByRole('button', { name: 'Done' });
  await expect(done).toBeDisabled();
  await expectAccessible(page, 'the recovery codes');
  await page.screenshot({ path: shots('two-factor-recovery-codes.png'), fullPage: true });
  await page.getByRole('checkbox', { name: 'I have saved these codes' }).check();
  await done.click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByText('10 recovery codes left.')).toBeVisible();

  // Sign out; the password alone no longer signs in: the code step follows.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/login\?view=two-factor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  const codeInput = page.getByRole('textbox', { name: /6-digit code/ });
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
  await expectAccessible(page, 'the code step');
  await page.screenshot({ path: shots('two-factor-code-step-desktop.png'), fullPage: true });
  await at375(page, 'the code step', 'two-factor-code-step-375.png');

  // A wrong code is refused clearly; the right one (typed, sent with Enter) signs in.
  await codeInput.fill(first.code === '000000' ? '111111' : '000000');
  await codeInput.press('Enter');
  await expect(page.getByText(/That code is not right or has expired/)).toBeVisible();
  const second = await freshCode(secret, used);
  used = second.step;
  await codeInput.fill(second.code);
  await codeInput.press('Enter');
  await expect(page).toHaveURL(/\/admin/);

  // Sign out again, and in with a recovery code.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/login\?view=two-factor$/);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByRole('textbox', { name: /Recovery code/ }).fill(recovery);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByText('9 recovery codes left.', { exact: false })).toBeVisible();
});
