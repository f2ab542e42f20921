import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

// Demo merchants (README "Demo sign-ins"): the owner's Cascade Outfitters, the back office's
// alerts merchant, and Blue Harbor Bistro, which has volume.
const OUTFITTERS = '100002';
const ALERTS = '100009';
const BISTRO = '100001';

/** No alert left on Cascade Outfitters (other journeys read its dashboard without one). */
async function removeOutfittersAlerts(request: APIRequestContext): Promise<void> {
  const signedIn = await request.post('/api/auth/sign-in', {
    data: { email: DEMO.admin.email, password: DEMO.admin.password },
  });
  const { idToken } = (await signedIn.json()) as { idToken: string };
  const authorization = `Bearer ${idToken}`;
  const list = await request.get(`/api/admin/merchants/${OUTFITTERS}/alert`, {
    headers: { authorization },
  });
  for (const alert of ((await list.json()) as { data: { id: number }[] }).data) {
    const gone = await request.delete(`/api/admin/merchants/${OUTFITTERS}/alert/${alert.id}`, {
      headers: { authorization, 'idempotency-key': crypto.randomUUID() },
    });
    expect(gone.ok()).toBe(true);
  }
}

test.afterAll(async ({ request }) => {
  await removeOutfittersAlerts(request);
});

test('an admin adds a warning alert that the owner sees on the dashboard, then withdraws it; views a merchant hash; reads the volume', async ({
  page,
  browser,
}) => {
  const title = `Payouts paused ${Date.now().toString(36)}`;
  await signIn(page, DEMO.admin);
  await page.goto(`/admin/merchants/${OUTFITTERS}/misc`);
  const alertsSection = page.getByRole('region', { name: 'Alerts' });
  await expect(alertsSection).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Small-dollar transactions' })).toBeVisible();

  // Create: the dialog's rules first, then a warning.
  await alertsSection.getByRole('button', { name: 'Create alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create alert' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  await expect(dialog.getByText('Please enter a title.')).toBeVisible();
  await expectAccessible(page, 'create alert dialog');
  await dialog.getByLabel(/Type/).selectOption('warning');
  await dialog.getByLabel(/Title/).fill(title);
  await dialog
    .getByLabel(/Message/)
    .fill('Payouts are paused while we review recent activity. Call us if you have questions.');
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  await expect(dialog).toBeHidden();

  const item = alertsSection.getByRole('listitem', { name: `Warning alert: ${title}` });
  await expect(item).toBeVisible();
  await expect(item.getByText('Active', { exact: true })).toBeVisible();
  // The profile's banners refresh: the warning shows, yellow.
  const profileBanner = page
    .getByRole('region', { name: 'Account notices' })
    .locator('[data-alert-type="warning"]', { hasText: title });
  await expect(profileBanner).toBeVisible();
  await expectAccessible(page, 'misc tab with an alert');
  await page.screenshot({ path: shots('admin-merchant-misc-desktop.png'), fullPage: true });

  // The owner, in a browser of their own, sees it on Cascade Outfitters' dashboard.
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const owner = await ownerContext.newPage();
  await signIn(owner, DEMO.owner);
  await owner.goto(`/dashboard/${OUTFITTERS}`);
  const ownerBanner = owner
    .getByRole('region', { name: 'Messages from Paydesk' })
    .locator('[data-alert-type="warning"]', { hasText: title });
  await expect(ownerBanner).toBeVisible({ timeout: 30_000 });
  await expectAccessible(owner, 'dashboard with an alert');
  await owner.screenshot({ path: shots('dashboard-merchant-alert-desktop.png'), fullPage: true });

  // Deactivate: listed as inactive, gone from both banners.
  await item.getByRole('button', { name: `Deactivate alert ${title}` }).click();
  await expect(item.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(profileBanner).toHaveCount(0);
  await owner.reload();
  await expect(owner.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(owner.getByText(title)).toHaveCount(0);
  await ownerContext.close();

  // Delete, after a confirmation.
  await item.getByRole('button', { name: `Delete alert ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete alert' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'delete alert dialog');
  await confirm.getByRole('button', { name: 'Delete alert' }).click();
  await expect(confirm).toBeHidden();
  await expect(item).toHaveCount(0);

  // The merchant hash of the alerts merchant.
  await page.goto(`/admin/merchants/${ALERTS}/misc`);
  await page.getByRole('button', { name: 'View merchant hash' }).click();
  const hash = page.getByRole('dialog', { name: 'Merchant hash' });
  await expect(hash).toBeVisible();
  await expect(
    hash.getByTestId('merchant-hash').or(hash.getByText(/no request hash key/)),
  ).toBeVisible();
  await expectAccessible(page, 'merchant hash dialog');
  await page.screenshot({ path: shots('admin-merchant-hash-desktop.png') });
  await hash.getByRole('button', { name: 'Close' }).last().click();
  await expect(hash).toBeHidden();
  // Its alerts of each type are listed with their colours.
  for (const type of ['Information', 'Notice', 'Warning', 'Error']) {
    await expect(
      page
        .getByRole('region', { name: 'Alerts' })
        .getByRole('listitem', { name: new RegExp(`^${type} alert`) })
        .first(),
    ).toBeVisible();
  }

  // Volume of Blue Harbor Bistro: figures, rank and the 16-month chart.
  await page.goto(`/admin/merchants/${BISTRO}/volume`);
  await expect(
    page.getByRole('region', { name: 'Volume rank' }).getByText(/^#[\d,]+ of [\d,]+$/),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('monthly-volume-chart')).toBeVisible();
  await expect(page.getByText('No volume yet')).toHaveCount(0);
  await expectAccessible(page, 'volume tab');
  await page.screenshot({ path: shots('admin-merchant-volume-desktop.png'), fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'volume tab at 375 px');
  await page.screenshot({ path: shots('admin-merchant-volume-375.png'), fullPage: true });
  await page.goto(`/admin/merchants/${ALERTS}/misc`);
  await expect(page.getByRole('region', { name: 'Alerts' })).toBeVisible();
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page, 'misc tab at 375 px');
  await page.screenshot({ path: shots('admin-merchant-misc-375.png'), fullPage: true });
});
