import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expectNoHorizontalScroll, shots } from './support/sign-in';
import { expect, test } from './support/test';

const PASSWORD = 'Apply!Paydesk2026';

/** The path of the application link e-mailed to `email` (dev outbox). */
async function applicationLink(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get('/api/dev/outbox');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { to: string; text: string }[] };
  const text = data.find((mail) => mail.to === email)?.text ?? '';
  const path = /\/verify-merchant-application\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!path) throw new Error(`No application link e-mailed to ${email}`);
  return path;
}

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

async function checkScreen(page: Page, label: string, shot: string) {
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, label);
  await page.screenshot({ path: shots(shot), fullPage: true });
}

test('a new applicant goes from /start to /apply-confirmation on a phone, reloading half-way without losing what was typed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const email = `applicant-${Date.now()}@example.com`;

  // /start: a weak password first, then the real one.
  await page.goto('/start');
  await expect(page.getByRole('heading', { name: 'Apply for a merchant account' })).toBeVisible();
  await box(page, 'First name').fill('Ada');
  await box(page, 'Last name').fill('Lovelace');
  await box(page, 'E-mail').fill(email);
  await box(page, 'Password').fill('short');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Must contain at least 12 characters.').first()).toBeVisible();
  await box(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();
  await checkScreen(page, 'start, link sent', 'apply-start-375.png');

  // The e-mailed link signs the applicant in and opens the application.
  await page.goto(await applicationLink(request, email));
  await expect(page).toHaveURL(/\/apply\?token=/);
  await expect(page.getByRole('heading', { name: 'Business' })).toBeVisible();

  // Step 1: a bad EIN shows its message, then the business is saved.
  await box(page, 'Legal business name').fill('Lovelace Engines LLC');
  await box(page, 'Doing business as (DBA)').fill('Lovelace Engines');
  await select(page, 'Business type').selectOption('O');
  await box(page, 'Tax ID/EIN').fill('12-34');
  await box(page, 'Business phone').fill('2125550182');
  await box(page, 'Website').fill('https://lovelace.example.com');
  await box(page, 'Address').fill('12 Analytical Way');
  await box(page, 'Suite').fill('Suite 4');
  await box(page, 'City').fill('New York');
  await select(page, 'State').selectOption('NY');
  await box(page, 'ZIP/Postal code').fill('10001');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Tax ID/EIN must be 9 digits')).toBeVisible();
  await checkScreen(page, 'business step with a message', 'apply-business-375.png');
  await box(page, 'Tax ID/EIN').fill('27-1234567');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 2: the owner, typed (kept as a draft), then the page is reloaded.
  await expect(page.getByRole('heading', { name: 'Owner' })).toBeVisible();
  await expect(box(page, 'First name')).toHaveValue('Ada');
  await box(page, 'Phone').fill('2125550100');
  await box(page, 'Date of birth').fill('12101985');
  await expect(box(page, 'Date of birth')).toHaveValue('12/10/1985');
  await box(page, 'Social Security Number').fill('219099991');
  await expect(box(page, 'Social Security Number')).toHaveValue('219-09-9991');
  await box(page, 'Address').fill('1 Home Street');
  await box(page, 'City').fill('Brooklyn');
  await select(page, 'State').selectOption('NY');
  const drafted = page.waitForResponse(
    (r) => r.url().endsWith('/draft') && r.request().postData()?.includes('11201') === true,
  );
  await box(page, 'ZIP/Postal code').fill('11201');
  expect((await drafted).status()).toBe(200);
  await checkScreen(page, 'owner step', 'apply-owner-375.png');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Owner' })).toBeVisible();
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await expect(box(page, 'First name')).toHaveValue('Ada');
  await expect(box(page, 'Phone')).toHaveValue('(212) 555-0100');
  await expect(box(page, 'Date of birth')).toHaveValue('12/10/1985');
  await expect(box(page, 'Address')).toHaveValue('1 Home Street');
  await expect(box(page, 'City')).toHaveValue('Brooklyn');
  await expect(select(page, 'State')).toHaveValue('NY');
  await expect(box(page, 'ZIP/Postal code')).toHaveValue('11201');
  // The SSN is never shown again: only its last four, and it stays on file.
  await expect(box(page, 'Social Security Number')).toHaveValue('');
  await expect(page.getByText('On file: •••-••-9991. Leave empty to keep it.')).toBeVisible();
  await page.screenshot({ path: shots('apply-owner-after-reload-375.png'), fullPage: true });
  // Back to the business: what was saved is there.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(box(page, 'Tax ID/EIN')).toHaveValue('271234567');
  await expect(box(page, 'Suite')).toHaveValue('Suite 4');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Owner' })).toBeVisible();
  await expect(box(page, 'ZIP/Postal code')).toHaveValue('11201');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 3: the bank account.
  await expect(page.getByRole('heading', { name: 'Bank account' })).toBeVisible();
  await box(page, 'Bank name').fill('First Bank');
  await select(page, 'Account type').selectOption('checking');
  await box(page, 'Routing number').fill('021000021');
  await box(page, 'Account number').fill('123');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Account number must be 4 to 17 digits')).toBeVisible();
  await box(page, 'Account number').fill('000123456789');
  await checkScreen(page, 'bank step', 'apply-bank-375.png');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 4: the voided check.
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Upload a voided check or a bank statement.')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'voided-check.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(page.getByText('Voided check: voided-check.pdf')).toBeVisible();
  await checkScreen(page, 'documents step', 'apply-documents-375.png');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 5: review (last fours only) and submit.
  await expect(page.getByRole('heading', { name: 'Review and submit' })).toBeVisible();
  await expect(page.getByText('•••-••-9991')).toBeVisible();
  await expect(page.getByText('ending 6789')).toBeVisible();
  await expect(page.getByText('000123456789')).toHaveCount(0);
  await checkScreen(page, 'review step', 'apply-review-375.png');
  await page.getByRole('button', { name: 'Submit application' }).click();

  await expect(page).toHaveURL(/\/apply-confirmation\?token=/);
  await expect(page.getByText('Your merchant account is open')).toBeVisible();
  await checkScreen(page, 'application confirmation', 'apply-confirmation-375.png');
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/\d+/);

  // Decided, the application is no longer in progress; the About page names the mailbox.
  await page.goto('/pending-applications');
  await expect(page.getByText('No application in progress')).toBeVisible();
  await checkScreen(page, 'applications, none in progress', 'apply-pending-applications-375.png');
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { name: 'About Paydesk' })).toBeVisible();
  await expect(
    page.getByText('We reply within 1-3 business days.', { exact: false }),
  ).toBeVisible();
  await checkScreen(page, 'about us', 'about-us-375.png');
});
