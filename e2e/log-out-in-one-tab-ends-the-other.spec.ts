import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

test('logging out in one tab ends the session in the other tab too', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, DEMO.owner);
  await expect(first).toHaveURL(/\/dashboard\/100001$/);
  await expect(first.getByTestId('tile-value')).toHaveCount(7);
  await expectAccessible(first, 'dashboard in the first tab');

  const second = await context.newPage();
  await second.goto('/payouts/100001');
  await expect(second.getByText('Hi, Olivia Owner')).toBeVisible();
  await expect(second).toHaveURL(/\/payouts\/100001$/);
  await expectAccessible(second, 'payouts placeholder in the second tab');

  const logout = first.waitForResponse((r) => r.url().endsWith('/api/users/logout'));
  await first.getByRole('button', { name: 'Log out' }).click();
  expect((await logout).status()).toBe(200);
  await expect(first).toHaveURL(/\/login$/);
  await expect(second).toHaveURL(/\/login$/);

  // Nothing of the session is left: a reload of the other tab stays signed out.
  await second.goto('/dashboard/100001');
  await expect(second).toHaveURL(/\/login$/);
  await expectAccessible(second, 'sign-in after the logout');
  const stored = await second.evaluate(() => localStorage.getItem('paydesk.auth'));
  expect(stored).toBeNull();
});
