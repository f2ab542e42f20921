import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

/** A 1×1 PNG: the server reads a file's kind from its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('the owner answers the call to action of Driftwood Books on a phone: the §5 messages on the way, two documents, the confirmation', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, DEMO.owner);
  // The demo assigns "Verify your account" to the owner's Driftwood Books (docs/cta.md).
  await page.goto('/dashboard/100003');
  const dialog = page.getByRole('dialog', { name: 'Verify your account' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const business = dialog.getByRole('region', { name: 'Business details' });
  const identity = dialog.getByRole('region', { name: 'Identity details' });
  await expect(business.getByRole('textbox', { name: 'Legal name' })).toHaveValue(
    'Driftwood Books & Co.',
  );
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await expectAccessible(page, 'call to action at 375 px');
  await expectNoHorizontalScroll(page, 375);
  await page.screenshot({ path: shots('cta-open-375.png') });

  // Business: each message shows once the field is left.
  const ein = business.getByRole('textbox', { name: 'Tax ID/EIN' });
  await ein.fill('12-345');
  await ein.blur();
  await expect(business.getByText('Tax ID/EIN must be 9 digits')).toBeVisible();
  await ein.fill('');
  await ein.blur();
  await expect(business.getByText('You must enter a Tax ID/EIN')).toBeVisible();
  await ein.fill('93-1234567');
  const legalName = business.getByRole('textbox', { name: 'Legal name' });
  await legalName.fill('');
  await legalName.blur();
  await expect(business.getByText('You must enter a Legal Name')).toBeVisible();
  await legalName.fill('Driftwood Books Company');
  const address = business.getByRole('textbox', { name: /Business address/ });
  await address.fill('P.O. Box 12');
  await address.blur();
  await expect(
    business.getByText(
      'This must be a physical address and P.O. Boxes or Paid Addresses are not allowed.',
    ),
  ).toBeVisible();
  await page.screenshot({ path: shots('cta-business-messages-375.png') });
  await address.fill('14 Pine Street');
  const zip = business.getByRole('textbox', { name: 'ZIP code' });
  await zip.fill('974');
  await zip.blur();
  await expect(business.getByText('You must enter a valid ZIP/Postal code')).toBeVisible();
  await zip.fill('97401');
  // A United Kingdom address has no state; back to the United States, the state is asked again.
  const country = business.getByRole('combobox', { name: 'Country' });
  await country.selectOption('GBR');
  await expect(business.getByRole('combobox', { name: 'State' })).toHaveCount(0);
  await country.selectOption('USA');
  const state = business.getByRole('combobox', { name: 'State' });
  await state.focus();
  await state.blur();
  await expect(business.getByText('You must enter a State')).toBeVisible();
  await state.selectOption('OR');

  // Identity: names, date of birth, the SSN typed 3-2-4 and its rules, the last four.
  const firstName = identity.getByRole('textbox', { name: 'First name' });
  await firstName.fill('');
  await firstName.blur();
  await expect(identity.getByText('You must enter a First Name')).toBeVisible();
  await firstName.fill('Olivia');
  await identity.getByRole('textbox', { name: 'Last name' }).fill('Owner');
  await identity.getByRole('textbox', { name: 'Home address' }).fill('5 Alder Lane');
  await identity.getByRole('textbox', { name: 'City' }).fill('Eugene');
  await identity.getByRole('combobox', { name: 'State' }).selectOption('OR');
  await identity.getByRole('textbox', { name: 'ZIP code' }).fill('97402');
  const dob = identity.getByRole('textbox', { name: 'Date of birth' });
  await dob.fill('1980');
  await dob.blur();
  await expect(identity.getByText('Value must be mm/dd/yyyy')).toBeVisible();
  await dob.fill('04121980');
  await expect(dob).toHaveValue('04/12/1980');
  const ssn = identity.getByRole('textbox', { name: 'Social Security Number' });
  await ssn.fill('51234');
  await ssn.blur();
  await expect(ssn).toHaveValue('512-34');
  await expect(identity.getByText('You must enter 9 digits')).toBeVisible();
  await ssn.fill('000123456');
  await ssn.blur();
  await expect(ssn).toHaveValue('000-12-3456');
  await expect(
    identity.getByText('Invalid format, please enter a valid Social Security Number'),
  ).toBeVisible();
  await ssn.fill('512346789');
  await expect(ssn).toHaveValue('512-34-6789');
  const last4 = identity.getByRole('textbox', { name: 'Last 4 digits of the SSN' });
  await last4.fill('0000');
  await last4.blur();
  await expect(identity.getByText('The last 4 digits of the SSN cannot be 0000')).toBeVisible();
  await expectAccessible(page, 'call to action with messages');
  await page.screenshot({ path: shots('cta-identity-375.png') });
  await last4.fill('6789');

  // The two documents, then the acknowledgements and both terms: Submit is enabled.
  await expect(
    dialog.getByText('Upload a full color image (not a photocopy)', { exact: false }),
  ).toBeVisible();
  for (const [label, name] of [
    ['Voided check', 'voided-check.png'],
    ['Photo ID of the contact', 'photo-id.png'],
  ] as const) {
    await dialog
      .getByRole('group', { name: label })
      .getByLabel('Chose files to upload')
      .setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByTitle(name)).toBeVisible({ timeout: 30_000 });
  }
  await expect(submit).toBeDisabled();
  for (const box of [
    /I confirm that the business and identity details/,
    /I confirm that the documents I uploaded/,
    /terms of service of the payment provider/,
    /terms of service of Paydesk/,
  ])
    await dialog.getByRole('checkbox', { name: box }).check();
  await expect(submit).toBeEnabled();

  // A field broken again: the submit is refused in the form, which scrolls to its top.
  await firstName.fill('');
  await submit.click();
  await expect(identity.getByText('You must enter a First Name')).toBeVisible();
  await firstName.fill('Olivia');
  await page.screenshot({ path: shots('cta-ready-375.png') });

  await submit.click();
  const confirmation = page.getByRole('dialog', { name: 'Documents submitted' });
  await expect(confirmation).toBeVisible({ timeout: 30_000 });
  await expect(confirmation).toContainText('within 3 business days');
  await expect(dialog).toHaveCount(0);
  await expectAccessible(page, 'documents submitted');
  await page.screenshot({ path: shots('cta-confirmation-375.png') });
  await confirmation.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(confirmation).toHaveCount(0);

  // Answered: the account no longer asks, also after a reload.
  await page.waitForLoadState('networkidle');
  // A read the reload cut off has no body: the first one whose body can be read counts.
  let answer: { data: unknown } | undefined;
  const ctaRead = page.waitForResponse(async (r) => {
    if (!r.url().endsWith('/api/merchants/100003/cta')) return false;
    answer = await r.json().catch(() => undefined);
    return answer !== undefined;
  });
  await page.reload();
  await ctaRead;
  expect(answer?.data).toBeNull();
  await expect(page.getByRole('dialog', { name: 'Verify your account' })).toHaveCount(0);
});
