import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';
import { expectRows, headers, table, totals } from './support/transactions';

test('the owner saves a view, copies its link and opens it in a new page', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Names are unique per account and list: a run of its own against a used server still saves.
  const name = `Declines this week ${Date.now().toString(36).slice(-4)}`;
  await signIn(page, DEMO.owner);
  await page.goto('/transaction-detail/100001?range=last-7-days');
  await expectRows(page);

  // Declined card payments, with the response code shown and the account number hidden.
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('checkbox', { name: 'Declined' }).check();
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('group', { name: 'Active filters' })).toContainText(
    'Status: Declined',
  );
  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('dialog', { name: 'Columns' });
  for (const [name, show] of [
    ['Response', true],
    ['Account number', false],
  ] as const) {
    const box = chooser.getByRole('checkbox', { name, exact: true });
    await box.click();
    await expect(box).toBeChecked({ checked: show });
  }
  await page.keyboard.press('Escape');
  await expectRows(page);
  const columns = await headers(page);
  expect(columns).toContain('Response');
  expect(columns).not.toContain('Account number');
  const count = (await totals(page)).transactions;

  // Save it, for the team too. (The menu is named after the view shown, when it is one.)
  await page.getByRole('button', { name: /^(Views|Declines this week.*)$/ }).click();
  await page.getByRole('button', { name: 'Save current view…' }).click();
  const save = page.getByRole('dialog', { name: 'Save view' });
  await save.getByRole('textbox', { name: 'Name' }).fill(name);
  await save.getByRole('switch', { name: 'Share with other users of this account' }).check();
  await expectAccessible(page, 'save view dialog');
  await save.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByText('View saved')).toBeVisible();
  // The menu now reads the view's name: this is the view on screen.
  const views = page.getByRole('button', { name: /^Declines this week/ });
  await expect(views).toBeVisible();

  // Its link, from the views menu.
  await views.click();
  const menu = page.getByRole('dialog').filter({ hasText: 'Shared with the team' });
  await expect(menu.getByRole('link', { name: name })).toBeVisible();
  await expectAccessible(page, 'saved views menu');
  await page.screenshot({ path: shots('transactions-saved-views-desktop.png') });
  await menu.getByRole('button', { name: `Copy link to ${name}` }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/transaction-detail\/100001\?/);
  expect(link).toContain('status=declined');

  // A new page at the link shows the same filters, columns and rows.
  const other = await context.newPage();
  await other.goto(link);
  await expectRows(other);
  await expect(other.getByRole('group', { name: 'Active filters' })).toContainText(
    'Status: Declined',
  );
  expect(await headers(other)).toEqual(columns);
  expect((await totals(other)).transactions).toBe(count);
  await expect(other.getByRole('button', { name: 'Quick dates: Last 7 Days' })).toBeVisible();
  await expect(table(other).getByText('Declined').first()).toBeVisible();
  await expectAccessible(other, 'saved view opened from its link');
  await other.screenshot({ path: shots('transactions-saved-view-reopened-desktop.png') });
});
