import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

test('a user of the older system signs in: moved into the pool on the way', async ({ page }) => {
  const calls: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\/api\/(auth\/sign-in|users\/migrate)$/.test(path))
      calls.push(`${path} ${response.status()}`);
  });
  await signIn(page, { ...DEMO.legacy, email: 'Legacy@Paydesk.test' });
  await expect(page).toHaveURL(/\/dashboard\/\d+$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByTestId('tile-value')).toHaveCount(7);
  await expectAccessible(page, "the legacy user's dashboard");
  expect(calls).toEqual([
    '/api/auth/sign-in 401',
    '/api/users/migrate 200',
    '/api/auth/sign-in 200',
  ]);
});
