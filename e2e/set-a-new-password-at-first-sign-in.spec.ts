import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn, submitSignIn } from './support/sign-in';
import { expect, test } from './support/test';

test('a new user must set a password at first sign-in, with the rules ticking live', async ({
  page,
}) => {
  await page.goto('/login');
  await submitSignIn(page, DEMO.newuser);
  await expect(page).toHaveURL(/\/login\?view=new-password$/);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expect(page.getByText(DEMO.newuser.email)).toBeVisible();
  await expectAccessible(page, 'new password');

  const rules = page.getByRole('list', { name: 'Password requirements' });
  const rule = (id: string) => rules.locator(`[data-rule="${id}"]`);
  const field = page.getByRole('textbox', { name: 'New password' });
  await field.fill('short a');
  await expect(rule('length')).toHaveAttribute('data-met', 'false');
  await expect(rule('lower')).toHaveAttribute('data-met', 'true');
  await expect(rule('spaces')).toHaveAttribute('data-met', 'false');
  await expectAccessible(page, 'new password with the rules ticking');
  await page.screenshot({ path: shots('new-password-desktop.png'), fullPage: true });

  // A weak password is refused before it is sent, with every failing rule listed.
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(
    page.getByText('Must contain at least one uppercase character.').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/view=new-password/);
  await expectAccessible(page, 'new password refused');

  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'new password at 375 px');
  await page.screenshot({ path: shots('new-password-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  const password = 'Fresh!Newuser2026';
  await field.fill(password);
  for (const id of ['length', 'upper', 'lower', 'digit', 'special', 'spaces']) {
    await expect(rule(id)).toHaveAttribute('data-met', 'true');
  }
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/\d+$/);
  await expect(page.getByTestId('tile-value')).toHaveCount(7);
  await expectAccessible(page, "the new user's dashboard");

  // The new password is the password from now on, with no challenge.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, { email: DEMO.newuser.email, password });
  await expect(page).toHaveURL(/\/dashboard\/\d+$/);
});
