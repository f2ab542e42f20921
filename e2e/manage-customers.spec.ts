import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

test('the owner creates a customer (a bad e-mail first), lands on their page and edits the phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A name of its own: the demo database keeps the customers of earlier runs.
  const lastName = `Tester${Date.now().toString(36)}`;
  await signIn(page, DEMO.owner);
  await page.goto('/customers-report/100001');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(page).toHaveTitle('Customers · Blue Harbor Bistro · Paydesk');
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.locator('tbody tr[data-index]').first()).toBeVisible({ timeout: 30_000 });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expectAccessible(page, 'customers list');
  await page.screenshot({ path: shots('customers-desktop.png'), fullPage: true });

  // New customer: a bad e-mail is refused under its field.
  await page.getByRole('button', { name: 'New customer' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New customer' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  const email = dialog.getByRole('textbox', { name: 'E-mail' });
  await email.fill('robin@');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+1 503 555 0142');
  await dialog.getByRole('textbox', { name: 'ZIP' }).fill('97204');
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(dialog.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'new customer form with an error');
  await page.screenshot({ path: shots('customer-create-error-desktop.png') });

  // A good one: created, and the customer's page opens.
  await email.fill(`Robin.${lastName}@Example.com`);
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(page).toHaveURL(/\/customers-report\/100001\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Robin ${lastName}` })).toBeVisible();
  await expect(page.getByText(`robin.${lastName.toLowerCase()}@example.com`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText('Net volume$0.00');
  await expectAccessible(page, 'customer page');
  await page.screenshot({ path: shots('customer-detail-desktop.png'), fullPage: true });

  // Edit the phone.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit customer' });
  const phone = edit.getByRole('textbox', { name: 'Phone' });
  await expect(phone).toHaveValue('+1 503 555 0142');
  await phone.fill('503 555 0199');
  await expectAccessible(page, 'edit customer form');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByText('503 555 0199')).toBeVisible();
  await page.screenshot({ path: shots('customer-edited-desktop.png'), fullPage: true });

  // The list at 375 px: cards, no sideways scroll; the new customer found by the search.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/customers-report/100001');
  const cards = page.getByRole('list', { name: 'Customers' });
  await expect(cards.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Customers' })).toHaveCount(0);
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'customers at 375 px');
  await page.screenshot({ path: shots('customers-375.png'), fullPage: true });
  await page.getByRole('textbox', { name: 'Search customers' }).fill(lastName);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${lastName}`));
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards).toContainText(`Robin ${lastName}`);
  await expectNoHorizontalScroll(page, 375);
  await cards.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Robin ${lastName}` })).toBeVisible();
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'customer page at 375 px');
  await page.screenshot({ path: shots('customer-detail-375.png'), fullPage: true });
});

test('an unknown customer says so and leads back to the list', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/customers-report/100001/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer not found' })).toBeVisible();
  await expectAccessible(page, 'customer not found');
  await page.getByRole('link', { name: 'Back to customers' }).click();
  await expect(page).toHaveURL(/\/customers-report\/100001$/);
});
