import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';
import { terminal } from './support/transactions';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test('on a phone the owner reads transactions as cards, searches and takes a payment', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  await page.goto('/transaction-detail/100001');
  const cards = page.getByRole('list', { name: 'Transactions' });
  await expect(cards.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Transactions' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Totals of this view' })).toBeVisible();
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'transactions at 375 px');
  await page.screenshot({ path: shots('transactions-375.png'), fullPage: true });

  // Each card: who, when, how much, and the rest of the columns; it opens the payment.
  const first = cards.getByRole('listitem').first();
  await expect(first).toContainText(/\$[\d,]+\.\d\d/);
  await expect(first).toContainText('Status');
  const name = (await first.locator('div[class*="Text"]').first().innerText()).trim();

  // The bottom bar's Search looks in this account's transactions.
  await page
    .getByRole('navigation', { name: 'Quick actions' })
    .getByRole('button', { name: 'Search' })
    .click();
  const search = page.getByRole('dialog', { name: 'Search' });
  await search.getByRole('textbox', { name: 'Search transactions' }).fill(name);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/transaction-detail\/100001\?search=/);
  await expect(search).toHaveCount(0);
  await expect(
    page.getByRole('search').getByRole('textbox', { name: 'Search transactions' }),
  ).toHaveValue(name);
  await expect(page.getByRole('group', { name: 'Active filters' })).toContainText(
    `Search: ${name}`,
  );
  await expect(cards.getByRole('listitem').first()).toContainText(name, { timeout: 30_000 });
  await expectNoHorizontalScroll(page, 375);

  // A card opens the payment, which reads well at this width too.
  await cards.getByRole('listitem').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible({ timeout: 30_000 });
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'transaction at 375 px');
  await page.screenshot({ path: shots('transaction-detail-375.png'), fullPage: true });

  // Create > New payment opens the virtual terminal over the account's transactions.
  await page
    .getByRole('navigation', { name: 'Quick actions' })
    .getByRole('button', { name: 'Create' })
    .click();
  await page.getByRole('menuitem', { name: 'New payment' }).click();
  await expect(page).toHaveURL(/\/transaction-detail\/100001\?dialog=terminal$/);
  await expect(terminal(page).getByRole('textbox', { name: 'Card number' })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'virtual terminal at 375 px');
  await page.screenshot({ path: shots('terminal-375.png') });
});
