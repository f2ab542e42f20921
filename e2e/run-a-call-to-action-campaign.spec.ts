import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { outbox } from './support/outbox';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

/** A 1×1 PNG: the server reads a file's kind from its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Driftwood Books: the owner's account no other journey works on (docs/cta.md). */
const DRIFTWOOD = 100003;

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/sign-in', {
    data: { email: DEMO.admin.email, password: DEMO.admin.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { idToken } = (await response.json()) as { idToken: string };
  return { authorization: `Bearer ${idToken}` };
}

interface DriftwoodFilter {
  status?: string;
  processor_id?: string;
  partner_id?: string;
  country?: string;
}

/**
 * The narrowest filter naming Driftwood Books: its status, processor, partner and country, or
 * fewer of them when they match fewer merchants (the demo is seeded, so this is the same on
 * every run), with how many merchants it matches and the partner's name for the picker.
 */
async function driftwoodFilter(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const response = await request.get(`/api/admin/merchants/${DRIFTWOOD}`, { headers });
  expect(response.ok(), await response.text()).toBe(true);
  const profile = (await response.json()) as {
    partner: { id: number; name: string } | null;
    countryId: string;
  };
  const conditions: DriftwoodFilter = {
    status: '33',
    processor_id: '3',
    country: profile.countryId,
    ...(profile.partner ? { partner_id: String(profile.partner.id) } : {}),
  };
  const keys = Object.keys(conditions) as (keyof DriftwoodFilter)[];
  let best: { filter: DriftwoodFilter; count: number } | undefined;
  for (let mask = (1 << keys.length) - 1; mask > 0; mask -= 1) {
    const filter = Object.fromEntries(
      keys.filter((_, i) => mask & (1 << i)).map((key) => [key, conditions[key]]),
    ) as DriftwoodFilter;
    const counted = await request.get('/api/admin/cta/merchant-count', {
      headers,
      params: filter as Record<string, string>,
    });
    expect(counted.ok(), await counted.text()).toBe(true);
    const { count } = (await counted.json()) as { count: number };
    if (!best || count < best.count) best = { filter, count };
  }
  if (!best) throw new Error('No filter');
  return { ...best, partnerName: profile.partner?.name ?? '' };
}

/** A whole page's screenshot, from its top (the sticky header stays where it belongs). */
async function fullShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shots(name), fullPage: true });
}

async function at375(page: Page, label: string, shot: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, `${label} at 375 px`);
  await fullShot(page, shot);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an admin runs a call-to-action campaign: creates it with two documents and a deadline, assigns it by filter, the owner completes it, the completed report shows it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const title = `Confirm your bank account ${randomUUID().slice(0, 6)}`;
  const narrow = await driftwoodFilter(request);

  // The campaigns list.
  await signIn(page, DEMO.admin);
  await page.goto('/admin/tools/ctas');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Call to Action Manager' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'New call to action' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Calls to action' })).toBeVisible();
  await expectAccessible(page, 'call to action list');
  await fullShot(page, 'ctas-list-1280.png');
  await at375(page, 'call to action list', 'ctas-list-375.png');

  // The form: its messages, then a campaign with two documents, a deadline and reminders.
  await page.getByRole('link', { name: 'New call to action' }).click();
  await expect(page).toHaveURL(/\/admin\/tools\/ctas\/create$/);
  const form = page.getByRole('form', { name: 'New call to action' });
  await form.getByRole('button', { name: 'Create call to action' }).click();
  await expect(form.getByText('Enter a title')).toBeVisible();
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('Upload a voided check and a photo ID so we can keep paying you out.');
  const documents = form.getByRole('combobox', { name: 'Requested documents' });
  for (const label of ['Voided check', 'Photo ID of the contact']) {
    await documents.click();
    await page.getByRole('option', { name: label }).click();
  }
  await page.keyboard.press('Escape');
  await form.getByRole('combobox', { name: 'E-mail template' }).click();
  await page.getByRole('option', { name: 'Documents needed' }).click();
  await expect(form.getByLabel('Template preview')).toContainText(
    'Documents needed for {business}',
  );
  await form.getByLabel('Deadline (UTC)').fill('2099-06-30T12:00');
  await form.getByRole('textbox', { name: 'Reminder days before the deadline' }).fill('7, 1');
  await expectAccessible(page, 'new call to action form');
  await fullShot(page, 'cta-form-1280.png');
  await at375(page, 'new call to action form', 'cta-form-375.png');
  await form.getByRole('button', { name: 'Create call to action' }).click();

  // The campaign page: assign by filter, the live count first (the narrowest filter naming
  // Driftwood Books; any other merchant it names is unassigned right after).
  await expect(page).toHaveURL(/\/admin\/tools\/ctas\/\d+\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('tab', { name: 'By filter' }).click();
  const { filter } = narrow;
  if (filter.status)
    await page
      .getByRole('combobox', { name: 'Status' })
      .selectOption({ label: 'Closed - Pending' });
  if (filter.processor_id)
    await page.getByRole('combobox', { name: 'Processor' }).selectOption(filter.processor_id);
  if (filter.country)
    await page.getByRole('combobox', { name: 'Country' }).selectOption(filter.country);
  if (filter.partner_id) {
    const partner = page.getByRole('combobox', { name: 'Partner' });
    await partner.click();
    await partner.fill(narrow.partnerName);
    await page.getByRole('option', { name: narrow.partnerName, exact: true }).first().click();
  }
  const merchants = narrow.count === 1 ? '1 merchant' : `${narrow.count} merchants`;
  await expect(page.getByTestId('cta-filter-count')).toHaveText(
    `${merchants} match; 0 merchants already have it.`,
  );
  await expectAccessible(page, 'call to action page, assign by filter');
  await fullShot(page, 'cta-assign-1280.png');
  await page.getByRole('button', { name: `Assign to ${merchants}` }).click();
  await expect(page.getByText(`Assigned to ${merchants}`)).toBeVisible();
  const assignments = page.getByRole('table', { name: 'Assignments' });
  await expect(assignments.getByRole('row', { name: /Driftwood Books/ })).toContainText(
    'Outstanding',
  );
  // Any other merchant the filter named is unassigned: the campaign stays Driftwood's only.
  const others = assignments.getByRole('button', { name: /^Unassign (?!Driftwood Books)/ });
  for (let left = narrow.count - 1; left > 0; left -= 1) {
    await others.first().click();
    const confirm = page.getByRole('dialog', { name: 'Unassign this merchant?' });
    await confirm.getByRole('button', { name: 'Unassign' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(others).toHaveCount(left - 1);
  }
  // The owner was e-mailed from the template.
  await expect
    .poll(async () =>
      (await outbox(request)).some(
        (mail) =>
          mail.to === DEMO.owner.email && mail.subject === 'Documents needed for Driftwood Books',
      ),
    )
    .toBe(true);
  await at375(page, 'call to action page', 'cta-campaign-375.png');

  // The owner opens Driftwood Books on a phone: the new campaign asks first (its deadline).
  const owner = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    reducedMotion: 'reduce',
  });
  const phone = await owner.newPage();
  await signIn(phone, DEMO.owner);
  await phone.goto(`/dashboard/${DRIFTWOOD}`);
  const dialog = phone.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
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
  await dialog.getByRole('checkbox', { name: /I confirm that the documents I uploaded/ }).check();
  await expectAccessible(phone, 'the campaign on the owner’s phone');
  await phone.screenshot({ path: shots('cta-campaign-owner-375.png') });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const confirmation = phone.getByRole('dialog', { name: 'Documents submitted' });
  await expect(confirmation).toBeVisible({ timeout: 30_000 });
  await confirmation.getByRole('button', { name: 'Close', exact: true }).click();
  await owner.close();

  // The admin sees the submission with its two documents.
  await page.reload();
  await expect(assignments.getByRole('row', { name: /Driftwood Books/ })).toContainText(
    'Completed',
  );
  const submission = page.getByRole('article', { name: `Driftwood Books (${DRIFTWOOD})` });
  await expect(submission).toBeVisible();
  await expect(submission.getByRole('link', { name: 'voided-check.png' })).toBeVisible();
  await expect(submission.getByRole('link', { name: 'photo-id.png' })).toBeVisible();
  await submission.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'call to action page with the completed submission');
  await fullShot(page, 'cta-completed-1280.png');
  await at375(page, 'call to action page with the completed submission', 'cta-completed-375.png');
});
