import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

const IDLE_MINUTES = 15;
const warning = 'Are you still here? You will be logged out shortly for security...';

/** Stops the page's clock two seconds from its now. */
async function pauseSoon(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
}

/** axe waits on the page's timers: the page's time runs while it looks, then stops again. */
async function expectAccessibleWhilePaused(page: Page, label: string): Promise<void> {
  await page.clock.resume();
  await expectAccessible(page, label);
  await pauseSoon(page);
}

test('an idle user is warned, may stay signed in, and is logged out when the count ends', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/dashboard\/100001$/);

  // 15 idle minutes (the site setting): the warning counts down from 30 s.
  await page.clock.fastForward(`${IDLE_MINUTES}:00`);
  const modal = page.getByRole('dialog', { name: 'Session time-out' });
  await expect(modal).toContainText(warning);
  // From here the page's time moves only when the journey moves it (and while axe runs, which
  // waits on the page's timers): on a loaded machine the screenshots and axe took longer than
  // the 30 s the warning counts (CI run of issue 14).
  await pauseSoon(page);
  const countdown = modal.getByTestId('idle-countdown');
  const first = Number(await countdown.textContent());
  expect(first).toBeGreaterThan(20);
  expect(first).toBeLessThanOrEqual(30);
  await page.clock.runFor(3_000);
  await expect(countdown).not.toHaveText(String(first));
  await expectAccessibleWhilePaused(page, 'session time-out warning');
  await page.screenshot({ path: shots('idle-warning-desktop.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.clock.runFor(500); // the layout's own timers after the resize
  await expectNoHorizontalScroll(page, 375);
  await expectAccessibleWhilePaused(page, 'session time-out warning at 375 px');
  await page.screenshot({ path: shots('idle-warning-375.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.resume();

  // Staying refreshes the session and closes the warning.
  const refresh = page.waitForResponse((r) => r.url().endsWith('/api/users/refresh'));
  await modal.getByRole('button', { name: "I'm still here, keep me logged in" }).click();
  expect((await refresh).status()).toBe(200);
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/100001$/);

  // Idle again, and the count runs out: logged out, on the server too.
  await page.clock.fastForward(`${IDLE_MINUTES}:00`);
  await expect(modal).toBeVisible();
  const logout = page.waitForResponse((r) => r.url().endsWith('/api/users/logout'));
  await page.clock.fastForward(31_000);
  expect((await logout).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
});

test('the warning offers only logout once the session ended elsewhere', async ({ page }) => {
  await page.clock.install();
  await signIn(page, DEMO.clerk);
  await expect(page).toHaveURL(/\/dashboard\/100001$/);
  // Let the dashboard finish loading first, so no request of its own refreshes the session
  // (the clerk's banners ask for the account's call to action after the tiles have painted).
  await expect(page.getByTestId('tile-value')).toHaveCount(7);
  await expect(page.getByText('loading', { exact: true })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // The refresh credentials are gone, as when another tab or window logged out.
  await page.evaluate(() => localStorage.removeItem('paydesk.refreshToken'));
  await page.clock.fastForward(`${IDLE_MINUTES}:00`);
  const modal = page.getByRole('dialog', { name: 'Your session has ended' });
  await expect(modal).toContainText('You were logged out in another tab or window');
  await expect(modal.getByRole('button')).toHaveCount(1);
  await expectAccessible(page, 'session ended');
  await page.screenshot({ path: shots('idle-ended-desktop.png') });
  await modal.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
