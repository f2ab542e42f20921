import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';
import { cents, dashboardGross, fillCardPayment, terminal } from './support/transactions';

test('the owner takes a payment, then voids it before it settles', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/dashboard\/100001$/);
  const grossBefore = cents(await dashboardGross(page));

  // A sale taken in the virtual terminal has not settled yet.
  await page.getByRole('navigation').getByRole('link', { name: 'Transactions' }).first().click();
  await page.getByRole('button', { name: 'New payment' }).click();
  const dialog = terminal(page);
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toBeVisible({ timeout: 30_000 });
  await fillCardPayment(page, { amount: '18.75', number: '5555555555554444', name: 'Omar Void' });
  await dialog.getByRole('button', { name: 'Charge $18.75' }).click();
  await expect(dialog.getByText('Payment approved')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('link', { name: 'View this payment' }).click();

  // Its detail: unsettled, so Void is offered (and Refund too).
  await expect(page.getByRole('heading', { level: 1, name: /Card sale/ })).toBeVisible();
  const summary = page.getByRole('region', { name: /Card sale/ });
  await expect(summary).toContainText('$18.75');
  await expect(summary).toContainText('Approved');
  await expect(page.getByRole('region', { name: 'Settlement' })).toContainText('Not settled yet');
  const voidButton = page.getByRole('button', { name: 'Void' });
  await expect(voidButton).not.toHaveAttribute('aria-disabled', 'true');
  await expectAccessible(page, 'an unsettled sale');
  await page.screenshot({ path: shots('unsettled-sale-desktop.png'), fullPage: true });

  // The dashboard counted the sale at once.
  const detailUrl = page.url();
  await page.getByRole('navigation').getByRole('link', { name: 'Home' }).first().click();
  await expect.poll(async () => cents(await dashboardGross(page))).toBe(grossBefore + 1875);
  await page.goto(detailUrl);

  // Void asks first, then says what the processor answered.
  await page.getByRole('button', { name: 'Void' }).click();
  await expect(page).toHaveURL(/[?&]dialog=void/);
  const confirm = page.getByRole('dialog', { name: 'Void this sale?' });
  await expect(confirm).toContainText('$18.75');
  await expect(confirm).toContainText('MasterCard •••• 4444');
  await expectAccessible(page, 'void confirmation');
  await page.screenshot({ path: shots('void-confirm-desktop.png') });
  await confirm.getByRole('button', { name: 'Void sale' }).click();
  await expect(page.getByText('Void approved (00)')).toBeVisible({ timeout: 30_000 });
  await expect(confirm).toHaveCount(0);

  // The sale reads voided, its timeline says so, and neither action is offered any more.
  await expect(summary).toContainText('Voided');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Voided');
  const refund = page.getByRole('button', { name: 'Refund' });
  await expect(refund).toHaveAttribute('aria-disabled', 'true');
  await expect(summary).toContainText('This sale was voided.');
  await expectAccessible(page, 'a voided sale');
  await page.screenshot({ path: shots('voided-sale-desktop.png'), fullPage: true });

  // The dashboard's gross volume is back where it was.
  await page.getByRole('navigation').getByRole('link', { name: 'Home' }).first().click();
  await expect.poll(async () => cents(await dashboardGross(page))).toBe(grossBefore);
});
