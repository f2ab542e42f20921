import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import {
  activeDemoLink,
  CHECKOUT_MERCHANT,
  createLink,
  deactivateLink,
  ownerHeaders,
  tryCreateLink,
} from './support/payment-links';
import { expectNoHorizontalScroll, shots } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * A payer opens a payment link signed out (/pay/:token), pays with a test card and gets the
 * receipt view and the receipt e-mail; a declined card says so and lets them try again; a
 * deactivated link says it is no longer active. Desktop and 375 px.
 */

async function fillPayer(page: Page, email: string, number: string) {
  await page.getByLabel('Full name').fill('Pat Payer');
  await page.getByLabel('E-mail for your receipt').fill(email);
  const card = page.getByLabel('Card number');
  await card.fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
}

test('a payer pays a payment link with a test card and gets a receipt', async ({
  page,
  request,
}) => {
  // A product of the demo account (a demo link sells one), sold with a quantity the payer picks.
  const demo = await activeDemoLink(request, 'fixed');
  const demoPage = await (await request.get(`/api/pay/${demo.token}`)).json();
  const productId = demoPage.items?.[0]?.productId || undefined;
  const made = productId
    ? await tryCreateLink(request, {
        title: 'Harbor cooking class',
        description: 'Two hours with our chef; ingredients included.',
        amountType: 'items',
        items: [
          { productId, quantity: 1, adjustableQuantity: true, minQuantity: 1, maxQuantity: 6 },
        ],
      })
    : undefined;
  const link = made ?? demo;

  await page.goto(`/pay/${link.token}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Blue Harbor Bistro')).toBeVisible();
  if (made) {
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('group', { name: /Quantity of/ })).toContainText('2');
  }
  await page.screenshot({ path: shots('pay-desktop.png'), fullPage: true });
  await expectAccessible(page, 'pay page');

  // The brand shows as the number is typed; a declined card is answered plainly.
  const email = `pat.payer.${Date.now().toString(36)}@example.com`;
  await fillPayer(page, email, '4000 0000 0000 0002');
  await expect(page.getByTestId('card-brand')).toHaveText('Visa');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined. Try another card.');
  await page.screenshot({ path: shots('pay-declined-desktop.png'), fullPage: true });

  // Another card: approved, the receipt view, and the receipt e-mail in the outbox.
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful. Thank you!' })).toBeVisible();
  await expect(page.getByText('Visa ending 4242')).toBeVisible();
  await expect(page.getByText(`A receipt was sent to ${email}.`)).toBeVisible();
  await page.screenshot({ path: shots('pay-receipt-desktop.png'), fullPage: true });
  await expectAccessible(page, 'pay receipt');
  const outbox = await (await request.get('/api/dev/outbox')).json();
  const receipt = outbox.data.find((mail: { to: string }) => mail.to === email);
  expect(receipt?.subject).toContain('Your receipt from Blue Harbor Bistro');
  expect(receipt?.text).toContain('Visa ending 4242');
  expect(receipt?.text).not.toContain('4242424242424242');

  // The merchant sees the payment among the link's transactions.
  const headers = await ownerHeaders(request);
  const payments = await request.get(
    `/api/transactions?merchantId=${CHECKOUT_MERCHANT}&payment_link_id=${link.id}`,
    { headers },
  );
  const rows = (await payments.json()).data as { status: string }[];
  expect(rows.map((row) => row.status).sort()).toEqual(['approved', 'declined']);
});

test('the pay page at 375 px, and a deactivated link says so', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const link = await createLink(request, {
    title: 'Pay your invoice',
    description: 'Enter the amount on your invoice.',
    amountType: 'open',
  });
  await page.goto(`/pay/${link.token}`);
  await expect(page.getByLabel('Amount')).toBeVisible();
  await expectNoHorizontalScroll(page, 375);
  await page.screenshot({ path: shots('pay-375.png'), fullPage: true });

  // Errors are named at each field and the first one takes the focus.
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByLabel('Amount')).toBeFocused();
  await expect(page.getByText('Enter an amount from $0.50 to $100,000.00.')).toBeVisible();
  await page.screenshot({ path: shots('pay-errors-375.png'), fullPage: true });
  await expectAccessible(page, 'pay page with errors at 375 px');

  await page.getByLabel('Amount').fill('42.50');
  await fillPayer(page, `small.screen.${Date.now().toString(36)}@example.com`, '4242424242424242');
  await page.getByRole('button', { name: 'Pay $42.50' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful. Thank you!' })).toBeVisible();
  await expectNoHorizontalScroll(page, 375);
  await page.screenshot({ path: shots('pay-receipt-375.png'), fullPage: true });

  await deactivateLink(request, link.token);
  await page.goto(`/pay/${link.token}`);
  await expect(page.getByText('This payment link is no longer active.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await page.screenshot({ path: shots('pay-deactivated-375.png'), fullPage: true });
  await expectAccessible(page, 'deactivated link');
});
