import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { DemoUser } from './demo-users';

/** Where a journey's screenshot goes: e2e/screenshots, or `E2E_SHOTS_DIR` for a review run. */
export const shots = (name: string) =>
  join(process.env.E2E_SHOTS_DIR ?? join(import.meta.dirname, '..', 'screenshots'), name);

/** Fills and sends the sign-in form of /login (the page must show it). */
export async function submitSignIn(page: Page, user: DemoUser): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens /login and signs in; waits until the app has left the sign-in screen. */
export async function signIn(page: Page, user: DemoUser): Promise<void> {
  await page.goto('/login');
  await submitSignIn(page, user);
  await expect(page).not.toHaveURL(/\/login/);
}

export async function expectNoHorizontalScroll(page: Page, width: number): Promise<void> {
  // The layout settles after the resize (the app debounces resizes by 100 ms): poll.
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0))
    .toBeLessThanOrEqual(width);
}
