import { expectAccessible } from './support/accessibility';
import { isoDay, typed } from './support/dates';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

/** 'Nov 3, 2026', as the screen writes a day. */
const shortDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The platform payout tool (part 2 §7 "Tools" platform balance): the admin reads the United
 * States balance through a day ten days back (UTC; no other journey reads platform payouts),
 * pays it out after the confirmation, finds it in the history, and a second payout of the same
 * day, from a screen opened before the first, is refused. Each screen at 1280 and 375 px.
 */
test('the admin pays out the platform balance once and sees it in the history', async ({
  page,
  context,
}) => {
  const day = isoDay(-10, 'UTC');
  await signIn(page, DEMO.admin);
  await page.goto('/admin/tools/platform-payout?country=US');
  await expect(page.getByRole('heading', { level: 1, name: 'Platform Payout' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Tools' })).toBeVisible();
  await expect(page.getByTestId('available-balance')).toHaveText(/^\$/);

  // The day: typed as MM/DD/YYYY; the balance follows it.
  await page.getByRole('textbox', { name: 'Pay out through' }).fill(typed(day));
  await expect(page).toHaveURL(new RegExp(`through=${day}`));
  await expect(page.getByText(`Every fee through ${shortDate(day)} · USD`)).toBeVisible();
  const payButton = page.getByRole('button', { name: /^Pay out \$[\d,]+\.\d\d$/ });
  await expect(payButton).toBeEnabled();
  const label = (await payButton.textContent()) ?? '';
  const amount = label.replace('Pay out ', '');
  await expectAccessible(page, 'platform payout');
  await page.screenshot({ path: shots('platform-payout-desktop.png'), fullPage: true });

  // A second admin's screen, opened on the same day before the payout.
  const stale = await context.newPage();
  await stale.goto(`/admin/tools/platform-payout?country=US&through=${day}`);
  await expect(stale.getByRole('button', { name: label })).toBeEnabled();

  // Pay out: the confirmation names the period and the amount.
  await payButton.click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the payout' });
  await expect(dialog.getByText(`Period: Every fee through ${shortDate(day)}`)).toBeVisible();
  await expect(dialog.getByText(amount, { exact: true })).toBeVisible();
  await expectAccessible(page, 'payout confirmation');
  await page.screenshot({ path: shots('platform-payout-confirm-desktop.png'), fullPage: true });
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Payout made')).toBeVisible();
  await expect(page.getByText(/This period is already paid out/)).toBeVisible();
  const history = page.getByRole('table', { name: 'Payout history' });
  const row = history.getByRole('row').filter({ hasText: shortDate(day) });
  await expect(row).toContainText(amount);
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(DEMO.admin.email);
  await expectAccessible(page, 'platform payout after the payout');
  await page.screenshot({ path: shots('platform-payout-paid-desktop.png'), fullPage: true });

  // The stale screen pays the same day again: refused, nothing paid twice.
  await stale.getByRole('button', { name: label }).click();
  const again = stale.getByRole('dialog', { name: 'Confirm the payout' });
  await again.getByRole('button', { name: label }).click();
  await expect(again.getByText(/A payout for this period has already been made/)).toBeVisible();
  await expectAccessible(stale, 'refused second payout');
  await stale.screenshot({ path: shots('platform-payout-refused-desktop.png'), fullPage: true });
  await stale.close();
  await expect(history.getByRole('row').filter({ hasText: shortDate(day) })).toHaveCount(1);

  // On a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 375);
  await expect(page.getByText(/This period is already paid out/)).toBeVisible();
  await expectAccessible(page, 'platform payout at 375 px');
  await page.screenshot({ path: shots('platform-payout-375.png'), fullPage: true });
  await page.goto('/admin/tools/platform-payout?country=US&dialog=pay-out');
  const phoneDialog = page.getByRole('dialog', { name: 'Confirm the payout' });
  await expect(phoneDialog).toBeVisible();
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'payout confirmation at 375 px');
  await page.screenshot({ path: shots('platform-payout-confirm-375.png'), fullPage: true });
  await phoneDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(phoneDialog).toBeHidden();
});

test('an admin without can-perform-payout sees Not Allowed on the platform payout', async ({
  page,
}) => {
  await signIn(page, DEMO.support);
  await page.goto('/admin/tools/platform-payout');
  await expect(page.getByRole('heading', { level: 1, name: 'Not Allowed' })).toBeVisible();
});
