import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

// 100009: alerts of each type and documents (README "Demo sign-ins"); only this journey
// changes its records, and it puts back what it turns off.
const MERCHANT = '100009';

test("the admin reviews a merchant's contact, banking, users, notifications and documents, also on a phone", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto(`/admin/merchants/${MERCHANT}/contact`);
  const tabs = page.getByRole('tablist', { name: 'Merchant profile sections' });
  await expect(tabs.getByRole('tab', { name: 'Contact', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Contact: the owner's SSN as its last four, revealed in full on request.
  await expect(page.getByRole('heading', { name: 'Primary contact' })).toBeVisible();
  const owner = page.getByRole('region', { name: /^Owner 1: / });
  await expect(owner.getByText(/^\*\*\*-\*\*-\d{4}$/)).toBeVisible();
  const lastFour = ((await owner.getByText(/^\*\*\*-\*\*-\d{4}$/).textContent()) ?? '').slice(-4);
  await owner.getByRole('button', { name: /^Reveal the SSN of / }).click();
  const fullSsn = owner.getByText(/^\d{3}-\d{2}-\d{4}$/);
  await expect(fullSsn).toHaveText(new RegExp(`${lastFour}$`));
  await expectAccessible(page, 'contact tab with a revealed SSN');
  await page.screenshot({ path: shots('admin-merchant-contact-desktop.png'), fullPage: true });
  await owner.getByRole('button', { name: /^Hide the SSN of / }).click();
  await expect(fullSsn).toHaveCount(0);

  // Banking: the account number masked, revealed in full on request.
  await tabs.getByRole('tab', { name: 'Banking', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/merchants/${MERCHANT}/banking$`));
  const bank = page.getByRole('region', { name: 'Bank account' });
  await expect(bank.getByText(/^\*\*\*\*\d{4}$/).first()).toBeVisible();
  await bank.getByRole('button', { name: 'Reveal the account number' }).click();
  await expect(bank.getByText(/^\d{5,17}$/)).toBeVisible();
  await expect(bank.getByRole('button', { name: 'Edit bank information' })).toBeVisible();
  await expectAccessible(page, 'banking tab with a revealed account number');
  await page.screenshot({ path: shots('admin-merchant-banking-desktop.png'), fullPage: true });
  await bank.getByRole('button', { name: 'Edit bank information' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit bank information' });
  await expect(edit.getByLabel(/Routing number/)).toBeVisible();
  await expectAccessible(page, 'edit bank information dialog');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toHaveCount(0);

  // Users: the merchant's admin and user (demo data); the user is unassigned and then listed
  // among the former users.
  await tabs.getByRole('tab', { name: 'Users', exact: true }).click();
  const users = page.getByRole('region', { name: 'Users', exact: true });
  await expect(users.getByRole('table')).toBeVisible();
  await expect(users.getByText('Erin Evergreen')).toBeVisible();
  await expectAccessible(page, 'users tab');
  await users.getByRole('button', { name: 'Unassign Sam Stockroom' }).click();
  const unassign = page.getByRole('dialog', { name: 'Unassign user' });
  await expect(unassign).toBeVisible();
  await expectAccessible(page, 'unassign dialog');
  await unassign.getByRole('button', { name: 'Unassign' }).click();
  await expect(unassign).toHaveCount(0);
  await expect(users.getByText('Sam Stockroom')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Former users' }).getByRole('link', { name: 'Sam Stockroom' }),
  ).toBeVisible();

  // Notifications: a switch turned off and on again (put back as it was).
  await tabs.getByRole('tab', { name: 'Notifications', exact: true }).click();
  const dispute = page.getByRole('switch', { name: 'Dispute notifications' });
  await expect(dispute).toBeChecked();
  await dispute.click({ force: true });
  await expect(dispute).not.toBeChecked();
  await expect(dispute).toBeEnabled();
  await dispute.click({ force: true });
  await expect(dispute).toBeChecked();
  await expect(dispute).toBeEnabled();
  await expectAccessible(page, 'notifications tab');

  // Documents: the list, filtered by type.
  await tabs.getByRole('tab', { name: 'Documents', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/merchants/${MERCHANT}/documents$`));
  const documents = page.getByRole('region', { name: 'Documents' });
  const rows = documents.locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(documents.getByRole('cell', { name: 'voidedCheck.pdf', exact: true })).toBeVisible();
  await expectAccessible(page, 'documents tab');
  await page.screenshot({ path: shots('admin-merchant-documents-desktop.png'), fullPage: true });
  await documents.getByPlaceholder('Every type').click();
  await page.getByRole('option', { name: 'Voided check' }).click();
  await page.keyboard.press('Escape');
  await expect(rows).toHaveCount(1);
  // The stored PDF behind the document (demo data) downloads.
  const download = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Download voidedCheck.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('voidedCheck.pdf');
  await documents.getByRole('button', { name: 'Delete voidedCheck.pdf' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete document' });
  await expect(confirm.getByText(/cannot be undone/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(1);

  // A phone: the tabs under More, the records readable without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/admin/merchants/${MERCHANT}/contact`);
  await expect(page.getByRole('heading', { name: 'Primary contact' })).toBeVisible();
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'contact tab at 375 px');
  await page.screenshot({ path: shots('admin-merchant-contact-375.png'), fullPage: true });
  await page.goto(`/admin/merchants/${MERCHANT}/documents`);
  // On a phone each document is a card with its actions.
  await expect(documents.getByRole('listitem')).toHaveCount(4);
  await expect(documents.getByRole('button', { name: 'Delete voidedCheck.pdf' })).toBeVisible();
  await expectAccessible(page, 'documents tab at 375 px');
  await expectNoHorizontalScroll(page, 375);
  await page.screenshot({ path: shots('admin-merchant-documents-375.png'), fullPage: true });
});
