import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

const inbox = (page: Page) => page.getByRole('table', { name: 'Disputes' });

/** Waits until the inbox shows rows (its skeleton gone, no "loading" left). */
async function expectRows(page: Page): Promise<void> {
  await expect(inbox(page).locator('tbody tr[data-index]').first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(inbox(page)).not.toHaveAttribute('aria-busy', 'true');
}

/** A small valid PDF (one empty page). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

test("the owner follows Response Needed to the inbox, counters the nearest chargeback with evidence, closes a retrieval and reads an ACH return; staff record the processor's decision", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/dashboard\/100001$/);
  await expect(page.getByText('Response Needed')).toBeVisible();
  await page.getByRole('link', { name: 'Respond to disputes' }).click();
  await expect(page).toHaveURL(/\/disputes\/100001\?needs_response=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
  await expectRows(page);
  await expect(page.getByRole('switch', { name: 'Needs response' })).toBeChecked();
  // The demo's two chargebacks and a retrieval, at least: the generator's own history may
  // leave another chargeback open on the last day of its range, depending on the date.
  await expect(inbox(page).locator('tbody tr[data-index]').nth(2)).toBeVisible();
  await expect(inbox(page)).toContainText(/\d+ days left/);
  await expectAccessible(page, 'disputes inbox');
  await page.screenshot({ path: shots('disputes-inbox-desktop.png'), fullPage: true });

  // The chargebacks only: the nearest deadline comes first.
  await page.getByRole('radiogroup', { name: 'Kind of dispute' }).getByText('Chargebacks').click();
  await expect(page).toHaveURL(/kind=chargeback/);
  await expectRows(page);
  await expect(inbox(page).locator('tbody tr[data-index]').nth(1)).toBeVisible();
  await inbox(page).locator('tbody tr[data-index]').first().click();
  await expect(page).toHaveURL(/\/dispute-detail\/\d+\/chargeback\?accountId=100001$/);
  await expect(page.getByText('Evidence needed').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Chargeback opened');

  // Two files: a real PDF, and a text file named .pdf that the server refuses by its bytes.
  await page.getByLabel('Chose files to upload').first().setInputFiles({
    name: 'delivery-receipt.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByTitle('delivery-receipt.pdf')).toBeVisible();
  await page
    .getByLabel(/Chose files to upload|Add more files/)
    .first()
    .setInputFiles({
      name: 'not-really.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some text, not a PDF at all'),
    });
  const refusedRow = page.getByRole('listitem').filter({ hasText: 'not-really.pdf' }).last();
  await expect(refusedRow).toContainText(/PDF|JPG|PNG|TIF/, { timeout: 30_000 });
  await expectAccessible(page, 'dispute detail with a refused file');
  await refusedRow.getByRole('button', { name: /Remove/ }).click();
  await expect(page.getByText('not-really.pdf')).toHaveCount(0);

  // Each file is sent under a category.
  const category = page.getByLabel('Category of delivery-receipt.pdf');
  await expect(category).toHaveValue('receipt');
  await category.selectOption({ label: 'Proof of delivery or service' });
  await page.getByLabel('Note').fill('Delivered on time and signed for by the cardholder.');
  await page.getByRole('button', { name: 'Submit evidence' }).click();
  await expect(page.getByText('Under review').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Files sent' })).toContainText(
    'delivery-receipt.pdf',
  );
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Evidence sent');
  // The chargeback took its amount from the account; merchants cannot decide it themselves.
  await expect(page.getByText('Debited from your account')).toBeVisible();
  await expect(page.getByText("Record the processor's decision")).toHaveCount(0);
  await page.screenshot({ path: shots('dispute-countered-desktop.png'), fullPage: true });
  const countered = page.url();

  // Staff record the processor's decision: won, so the money comes back.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await staffContext.newPage();
  await signIn(staff, DEMO.admin);
  await staff.goto(countered);
  const decision = staff.getByRole('form', { name: "Record the processor's decision" });
  await expect(decision).toBeVisible({ timeout: 30_000 });
  await decision.getByRole('radio', { name: 'Won' }).check();
  await decision.getByLabel(/Note/).fill('Issuer letter of 24 November: evidence accepted.');
  await decision.getByRole('button', { name: 'Record decision' }).click();
  const confirmDecision = staff.getByRole('dialog');
  await expect(confirmDecision).toBeVisible();
  await expectAccessible(staff, 'record decision dialog');
  await confirmDecision.getByRole('button', { name: /Record|Confirm/ }).click();
  await expect(staff.getByText('Returned to your account (dispute won)')).toBeVisible({
    timeout: 30_000,
  });
  await expect(staff.getByText('Won').first()).toBeVisible();
  await staff.screenshot({ path: shots('dispute-decided-by-staff-desktop.png'), fullPage: true });
  await staffContext.close();

  // The retrieval: closed without an answer, after a confirmation.
  await page.goto('/disputes/100001?needs_response=true&kind=retrieval');
  await expectRows(page);
  await inbox(page).locator('tbody tr[data-index]').first().click();
  await expect(page).toHaveURL(/\/dispute-detail\/\d+\/retrieval/);
  await page.getByRole('button', { name: 'Close without answer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Close this request without an answer?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'close retrieval dialog');
  await confirm.getByRole('button', { name: 'Close without answer' }).click();
  await expect(page.getByText('Closed').first()).toBeVisible({ timeout: 30_000 });

  // An ACH return: nothing to answer, what to do next instead.
  await page.goto('/disputes/100001?kind=ach-return&range=last-6-months');
  await expectRows(page);
  await inbox(page).locator('tbody tr[data-index]').first().click();
  await expect(page).toHaveURL(/\/dispute-detail\/\d+\/ach-return/);
  await expect(page.getByRole('heading', { name: 'What you can do next' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: /Counter|Accept|Close without/ })).toHaveCount(0);
  await expectAccessible(page, 'ACH return detail');
});

test('the inbox on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, DEMO.owner);
  await page.goto('/disputes/100001?range=last-6-months');
  await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Disputes' }).getByRole('listitem').first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'disputes inbox on a phone');
  await page.screenshot({ path: shots('disputes-inbox-phone.png'), fullPage: true });
});
