import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

// 100006: Information Needed with a funding hold (README "Demo sign-ins").
const HELD = '100006';

test('the admin finds a held merchant by its owner name and reads its profile, also on a phone', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page
    .getByRole('navigation', { name: 'Admin navigation' })
    .getByRole('link', { name: 'Merchants', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/merchants$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Merchants' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Merchants' });
  const rows = table.locator('tbody tr[data-index]');
  await expect(rows).toHaveCount(10);
  await expectAccessible(page, 'merchants list');
  await page.screenshot({ path: shots('admin-merchants-desktop.png'), fullPage: true });

  // The owner's name, read from the merchant's row, finds it again.
  const search = page.getByRole('textbox', { name: 'Search merchants' });
  await search.fill(HELD);
  await expect(rows).toHaveCount(1);
  const owner = (await rows.first().locator('td, th').nth(3).textContent())?.trim() ?? '';
  expect(owner).toMatch(/\S+ \S+/);
  await search.fill(owner);
  await expect(page.getByText(`Search: ${owner}`)).toBeVisible();
  await page.waitForLoadState('networkidle'); // the rows of this search, not of the last one
  const found = rows.filter({ hasText: HELD });
  await expect(found).toHaveCount(1);
  await found.getByRole('link', { name: HELD }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/merchants/${HELD}`));
  const header = page.locator('main');
  await expect(header.getByText('Information Needed').first()).toBeVisible();
  await expect(page.getByText(/Held Balance/)).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Merchant profile sections' });
  for (const name of ['General', 'Services', 'History', 'Misc.', 'Volume']) {
    await expect(tabs.getByRole('tab', { name, exact: true })).toBeVisible();
  }
  await expectAccessible(page, 'merchant profile');
  await page.screenshot({ path: shots('admin-merchant-profile-desktop.png'), fullPage: true });

  await page.getByRole('button', { name: 'Copy merchant ID' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();

  await tabs.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/merchants/${HELD}/history$`));
  await expect(page.getByRole('table', { name: 'Change history' })).toBeVisible();
  await expectAccessible(page, 'merchant history');

  // A phone: three tabs, the others under More.
  await page.setViewportSize({ width: 375, height: 812 });
  await tabs.getByRole('tab', { name: 'General' }).click();
  await expect(tabs.getByRole('tab')).toHaveCount(3);
  await page.getByRole('button', { name: 'More' }).click();
  const more = page.getByRole('menu', { name: 'More' });
  await expect(more.getByRole('menuitem', { name: 'Volume' })).toBeVisible();
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'merchant profile at 375 px with More open');
  await page.screenshot({ path: shots('admin-merchant-profile-375.png'), fullPage: true });
});

test('an admin without can-view-merchant-info sees no Merchants item, and Not Allowed on a profile', async ({
  page,
}) => {
  await signIn(page, DEMO.support);
  await expect(page).toHaveURL(/\/admin$/);
  const nav = page.getByRole('navigation', { name: 'Admin navigation' });
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Merchants', exact: true })).toHaveCount(0);
  await nav.getByRole('button', { name: 'Tools' }).click();
  await expect(nav.getByRole('link', { name: 'Risk Watch List' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit Log' })).toHaveCount(0);
  await page.goto(`/admin/merchants/${HELD}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not Allowed' })).toBeVisible();
  await expect(page.getByText('Information Needed')).toHaveCount(0);
  await expectAccessible(page, 'Not Allowed');
});

test("the admin reveals an owner's full SSN and finds the reveal in the audit log", async ({
  page,
}) => {
  // 100008: its first owner is complete, with an SSN on file (README "Demo sign-ins").
  const merchant = '100008';
  await signIn(page, DEMO.admin);
  await page.goto(`/admin/merchants/${merchant}/contact`);
  const owner = page.getByRole('region', { name: /^Owner 1: / });
  await owner.getByRole('button', { name: /^Reveal the SSN of / }).click();
  await expect(owner.getByText(/^\d{3}-\d{2}-\d{4}$/)).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Admin navigation' });
  await nav.getByRole('button', { name: 'Tools' }).click();
  await nav.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit log' });
  const newest = table.locator('tbody tr[data-index]').first();
  await expect(newest).toContainText('Merchant full ssn view');
  await expect(newest).toContainText(DEMO.admin.email);
  await expect(newest).toContainText(merchant);
  // The row names the contact, never the number.
  await expect(table.getByText(/\d{3}-\d{2}-\d{4}/)).toHaveCount(0);
  await expectAccessible(page, 'audit log');
  await page.screenshot({ path: shots('admin-audit-log-desktop.png'), fullPage: true });

  // The merchant's own audit trail: the account selector narrows the log to it.
  await page.goto(`/admin/audit/${merchant}`);
  await expect(page.getByRole('combobox', { name: 'Account' })).toHaveValue(
    new RegExp(`/ ${merchant}$`),
  );
  await expect(table.locator('tbody tr[data-index]').first()).toContainText(
    'Merchant full ssn view',
  );
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'audit log at 375 px');
  await page.screenshot({ path: shots('admin-audit-log-375.png'), fullPage: true });
});
