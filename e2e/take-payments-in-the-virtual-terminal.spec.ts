import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';
import { expectRows, fillCardPayment, rows, terminal } from './support/transactions';

test('the owner takes an approved and a declined card payment in the virtual terminal', async ({
  page,
}) => {
  // A payer of this run only (names take letters), so the list shows this run's payments.
  const payer = `Dee ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  await signIn(page, DEMO.owner);
  await page.goto('/transaction-detail/100001');
  await expectRows(page);

  await page.getByRole('button', { name: 'New payment' }).click();
  await expect(page).toHaveURL(/[?&]dialog=terminal/);
  const dialog = terminal(page);
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toBeVisible({ timeout: 30_000 });
  // What the account may still take this month.
  await expect(dialog.getByText(/a payment · \$[\d,.]+ left this month/)).toBeVisible();

  // The number is grouped as it is typed, with its brand; the test cards are at hand.
  const number = dialog.getByRole('textbox', { name: 'Card number' });
  await number.pressSequentially('378282246310005');
  await expect(number).toHaveValue('3782 822463 10005');
  await expect(dialog.getByTestId('card-brand')).toHaveText('American Express');
  await expect(dialog.getByText('4 digits, on the front')).toBeVisible();
  await number.fill('');
  await dialog.getByText('Test cards').click();
  await expect(dialog.getByRole('button', { name: /^Use Visa 4242/ })).toBeVisible();
  await expectAccessible(page, 'virtual terminal with the test cards');

  // A payment typed in; an expired card is refused before anything is sent.
  await fillCardPayment(page, { amount: '24.50', number: '4242424242424242' });
  await expect(dialog.getByTestId('card-brand')).toHaveText('Visa');
  await expect(number).toHaveValue('4242 4242 4242 4242');
  await page.screenshot({ path: shots('terminal-desktop.png') });
  const expiry = dialog.getByRole('textbox', { name: 'Expiry' });
  await expiry.fill('');
  await expiry.pressSequentially('0120');
  await dialog.getByRole('button', { name: 'Charge $24.50' }).click();
  await expect(dialog.getByText('This card has expired')).toBeVisible();
  await expiry.fill('');
  await expiry.pressSequentially('1230');
  await expect(expiry).toHaveValue('12/30');
  await expect(dialog.getByText('This card has expired')).toHaveCount(0);

  // Approved: the amount, brand and last four, and a link to the new payment.
  await dialog.getByRole('button', { name: 'Charge $24.50' }).click();
  const approved = dialog.getByRole('status');
  await expect(approved.getByText('Payment approved')).toBeVisible({ timeout: 30_000 });
  await expect(approved.getByText('$24.50', { exact: true })).toBeVisible();
  await expect(approved.getByText(/Visa •••• 4242/)).toBeVisible();
  await expectAccessible(page, 'payment approved');
  await page.screenshot({ path: shots('terminal-approved-desktop.png') });

  // Declined: the code and its meaning, and another card can be tried.
  await dialog.getByRole('button', { name: 'Take another payment' }).click();
  await fillCardPayment(page, { amount: '31.00', number: '4000000000000002', name: payer });
  await dialog.getByRole('button', { name: 'Charge $31.00' }).click();
  const declined = dialog.getByRole('alert');
  await expect(declined.getByText('Payment declined')).toBeVisible({ timeout: 30_000 });
  await expect(declined).toContainText('05');
  await expect(declined).toContainText('Do not honor');
  await expectAccessible(page, 'payment declined');
  await page.screenshot({ path: shots('terminal-declined-desktop.png') });
  await dialog.getByRole('button', { name: 'Try another card' }).click();
  // The payment is kept, the card is not.
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('$31.00');
  await expect(dialog.getByRole('textbox', { name: 'Cardholder name' })).toHaveValue(payer);
  await expect(dialog.getByRole('textbox', { name: 'Card number' })).toHaveValue('');
  await dialog.getByRole('textbox', { name: 'Card number' }).pressSequentially('5555555555554444');
  await dialog.getByRole('textbox', { name: 'Expiry' }).pressSequentially('1130');
  await dialog.getByRole('textbox', { name: /Security code/ }).fill('321');
  await dialog.getByRole('button', { name: 'Charge $31.00' }).click();
  await expect(dialog.getByRole('status').getByText('Payment approved')).toBeVisible({
    timeout: 30_000,
  });

  // The approved payment opens from the answer, and the list shows both payments.
  await dialog.getByRole('link', { name: 'View this payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Card sale/ })).toBeVisible();
  await expect(page.getByText('$31.00').first()).toBeVisible();
  await page.getByRole('link', { name: /Transactions · Blue Harbor Bistro/ }).click();
  await expectRows(page);
  await page.getByRole('textbox', { name: 'Search transactions' }).fill(payer);
  await expect(rows(page)).toHaveCount(2, { timeout: 30_000 });
  await expect(rows(page).filter({ hasText: 'Approved' })).toContainText('MasterCard');
  await expect(rows(page).filter({ hasText: 'Declined' })).toContainText('Visa');
  for (const row of await rows(page).all()) await expect(row).toContainText('$31.00');

  // No card number anywhere the browser keeps things.
  const kept = await page.evaluate(() =>
    JSON.stringify({
      local: { ...localStorage },
      session: { ...sessionStorage },
      url: location.href,
    }),
  );
  for (const digits of ['4242424242424242', '4000000000000002', '5555555555554444']) {
    expect(kept).not.toContain(digits);
  }
});

test('a payment over the account limit is refused with its message', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/transaction-detail/100001?dialog=terminal');
  const dialog = terminal(page);
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toBeVisible({ timeout: 30_000 });
  await fillCardPayment(page, { amount: '9000', number: '4242424242424242' });
  await dialog.getByRole('button', { name: 'Charge $9,000.00' }).click();
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText('The payment was not taken', { timeout: 30_000 });
  await expect(refusal).toContainText('card payments of up to $5,000.00 each');
  await expectAccessible(page, 'payment over the limit');
});
