import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { calendarLabel, isoDay, typed } from './support/dates';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

const TILES = [
  'Gross volume',
  'Successful transactions',
  'Average transaction',
  'Payouts',
  'Dispute volume',
  'Disputes',
  'Evidence needed',
];

const overview = (page: Page) => page.getByRole('region', { name: 'Overview' });

/** Waits until every tile shows its figure and its chart. */
async function expectSevenTiles(page: Page): Promise<void> {
  const tiles = overview(page).getByRole('region');
  await expect(tiles).toHaveCount(7);
  for (const name of TILES) {
    const tile = overview(page).getByRole('region', { name, exact: true });
    await expect(tile.getByTestId('tile-value')).toHaveText(/^\$?[\d.,]+[KMB]?$/, {
      timeout: 30_000,
    });
    // This period and the same period last year.
    await expect(tile.locator('svg g[data-series]')).toHaveCount(2);
    await expect(tile.getByRole('list', { name: /chart legend/ })).toContainText(
      /[A-Z][a-z]+ \d{1,2}(st|nd|rd|th), \d{4} – [A-Z][a-z]+ \d{1,2}(st|nd|rd|th), \d{4}/,
    );
  }
}

test('the owner sees seven tiles with figures, charts and the Response Needed banner', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/dashboard\/100001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectSevenTiles(page);

  // Busy account: money in compact dollars, a change badge on every tile.
  const gross = overview(page).getByRole('region', { name: 'Gross volume' });
  await expect(gross.getByTestId('tile-value')).toHaveText(/^\$\d/);
  await expect(gross.getByText(/^[+-]?\d[\d,.]*%$/)).toBeVisible();

  // can-manage-disputes is enabled for the owner and evidence is needed on 100001.
  await expect(page.getByText('Response Needed')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Respond to disputes' })).toHaveAttribute(
    'href',
    '/disputes/100001?needs_response=true',
  );

  const account = page.getByRole('region', { name: 'Blue Harbor Bistro' });
  await expect(account.getByText('Merchant ID 100001')).toBeVisible();
  await expect(account.getByRole('button', { name: 'Request Limit Increase' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Chargeback ratio' })).toContainText('%');
  await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
  await expect(page.getByText('loading', { exact: true })).toHaveCount(0);
  await expect(page).toHaveTitle('Dashboard · Blue Harbor Bistro');
  await expectAccessible(page, 'dashboard');
  await page.screenshot({ path: shots('dashboard-desktop.png'), fullPage: true });

  // The header's tooltip and account menu load on first use: hover shows the tooltip, and the
  // menu opens from the keyboard, walks with the arrows and gives the focus back on Escape.
  const support = page.getByRole('banner').getByRole('button', { name: 'Contact Support' });
  await support.hover();
  await expect(page.getByRole('tooltip', { name: 'Contact Support' })).toBeVisible();
  await expect(support).toHaveAccessibleDescription('Contact Support');
  await page.mouse.move(0, 400);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  await accountMenu.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
  await expect(menu).toContainText(DEMO.owner.email);
  await expectAccessible(page, 'account menu');
  await page.screenshot({ path: shots('dashboard-account-menu.png') });
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(accountMenu).toBeFocused();
  await expect(accountMenu).toHaveAttribute('aria-expanded', 'false');

  // The banner can be dismissed.
  await page
    .getByRole('region', { name: 'Account notices' })
    .getByRole('button', { name: 'Dismiss' })
    .click();
  await expect(page.getByText('Response Needed')).toHaveCount(0);
});

test('the owner switches account and picks presets and custom ranges', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/dashboard\/100001$/);

  // The account selector lists 'name / id' by business name, and swaps the id in the path.
  await page.getByRole('combobox', { name: 'Account' }).click();
  const options = page.getByRole('option');
  await expect(options).toHaveText([
    'Blue Harbor Bistro / 100001',
    'Cascade Outfitters / 100002',
    'Driftwood Books / 100003',
  ]);
  await expectAccessible(page, 'account selector open');
  await page.getByRole('option', { name: 'Cascade Outfitters / 100002' }).click();
  await expect(page).toHaveURL(/\/dashboard\/100002$/);
  await expect(page.getByRole('region', { name: 'Cascade Outfitters' })).toBeVisible();
  await expectSevenTiles(page);

  // A preset, chosen from the keyboard.
  const quickDates = page.getByRole('button', { name: /^Quick dates:/ });
  await expect(quickDates).toHaveAccessibleName('Quick dates: Month-To-Date');
  await quickDates.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Last 7 Days' })).toBeVisible();
  await expectAccessible(page, 'quick dates menu open');
  await page.getByRole('menuitem', { name: 'Last 7 Days' }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/100002\?range=last-7-days$/);
  await expect(quickDates).toHaveAccessibleName('Quick dates: Last 7 Days');
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue(typed(isoDay(-6)));
  await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue(typed(isoDay(0)));

  // Custom Date Range opens a calendar with Apply; one day alone is not a range.
  await quickDates.click();
  await page.getByRole('menuitem', { name: 'Custom Date Range' }).click();
  const calendar = page.getByRole('dialog', { name: 'Custom date range' });
  await expect(calendar).toBeVisible();
  await expect(calendar).toBeFocused();
  await expect(calendar.getByRole('button', { name: 'Apply' })).toBeVisible();
  await expectAccessible(page, 'custom date range calendar');
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await quickDates.click();
  await page.getByRole('menuitem', { name: 'Custom Date Range' }).click();
  await expect(calendar).toBeVisible();
  const day = (iso: string) =>
    calendar.locator(`button[aria-label="${calendarLabel(iso)}"]:not([data-outside])`);
  await day(isoDay(-20)).click();
  await calendar.getByRole('button', { name: 'Apply' }).click();
  await expect(calendar.getByText('You must enter a valid date.')).toBeVisible();
  await expectAccessible(page, 'custom date range calendar with an error');
  await day(isoDay(-12)).click();
  await calendar.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/100002\\?from=${isoDay(-20)}&to=${isoDay(-12)}$`),
  );
  await expect(quickDates).toHaveAccessibleName('Quick dates: Custom');
  await expectSevenTiles(page);

  // The From and To pickers: typed MM/DD/YYYY, slashes added while typing, then Apply.
  const from = page.getByRole('textbox', { name: 'From' });
  const to = page.getByRole('textbox', { name: 'To' });

  // Each picker's calendar opens from its button, which says so (the textbox does not).
  const fromCalendarButton = page.getByRole('button', {
    name: 'Choose the From date from a calendar',
  });
  await expect(fromCalendarButton).toHaveAttribute('aria-expanded', 'false');
  await expect(from).not.toHaveAttribute('aria-expanded');
  await fromCalendarButton.click();
  const fromCalendar = page.getByRole('dialog', { name: 'From date' });
  await expect(
    fromCalendar.getByRole('button', { name: calendarLabel(isoDay(-20)), exact: true }),
  ).toBeVisible();
  await expect(fromCalendarButton).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page, 'From calendar open');
  await page.keyboard.press('Escape');
  await expect(fromCalendar).toHaveCount(0);
  // (To first: From may not pass the To it is checked against.)
  await to.fill('');
  await to.pressSequentially(typed(isoDay(-2)).replaceAll('/', ''));
  await expect(to).toHaveValue(typed(isoDay(-2)));
  await from.fill('');
  await from.pressSequentially(typed(isoDay(-9)).replaceAll('/', ''));
  await from.blur();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/100002\\?from=${isoDay(-9)}&to=${isoDay(-2)}$`),
  );

  // A future date is refused and the field goes back to what it held.
  await from.fill('');
  await from.pressSequentially('12312099');
  await expect(page.getByText('Date is out of valid range')).toBeVisible();
  await from.blur();
  await expect(from).toHaveValue(typed(isoDay(-9)));
  await expect(page.getByText('Date is out of valid range')).toBeVisible();

  // A bad date reads 'Invalid date format'; an emptied one asks for a date.
  await to.fill('');
  await to.pressSequentially('0231');
  await to.blur();
  await expect(page.getByText('Invalid date format')).toBeVisible();
  await expect(to).toHaveValue(typed(isoDay(-2)));
  await to.fill('');
  await to.blur();
  await expect(page.getByText('Please choose a valid date')).toBeVisible();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('You must enter a valid date.')).toBeVisible();
  await expectAccessible(page, 'date fields with errors');

  // A copied link shows the same view.
  const url = page.url();
  await page.goto(url);
  await expect(quickDates).toHaveAccessibleName('Quick dates: Custom');
  await expect(from).toHaveValue(typed(isoDay(-9)));
});

test('the clerk, without can-manage-disputes, sees no Response Needed banner', async ({ page }) => {
  await signIn(page, DEMO.clerk);
  await expect(page).toHaveURL(/\/dashboard\/100001$/);
  await expectSevenTiles(page);
  await expectAccessible(page, "the clerk's dashboard");
  const evidence = overview(page).getByRole('region', { name: 'Evidence needed' });
  await expect(evidence.getByTestId('tile-value')).not.toHaveText('0');
  await expect(page.getByText('Response Needed')).toHaveCount(0);
});

test('a closed account shows Account Closed with its merchant ID and DBA name', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  await page.goto('/dashboard/100003');
  const notice = page.getByRole('alert').filter({ hasText: 'Account Closed' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('100003');
  await expect(notice).toContainText('Driftwood Books');
  await expect(notice).toContainText('contact');
  await expectSevenTiles(page);
  // Status 33 on the newer processor: ' - Pending' is hidden, the closed-pending look stays.
  const status = page.getByTestId('merchant-status');
  await expect(status).toHaveText('Closed');
  await expect(status).toHaveAttribute('data-status', 'closed-pending');
  await expectAccessible(page, 'closed account dashboard');
});

test('the owner asks for a higher limit and is told who answers and when', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.getByRole('button', { name: 'Request Limit Increase' }).click();
  const modal = page.getByRole('dialog', { name: 'Request Limit Increase' });
  await expect(modal).toContainText('2-3 business days');
  await expectAccessible(page, 'limit increase modal');
  await modal.getByRole('button', { name: 'Send request' }).click();
  await expect(modal.getByText('Enter the monthly limit you need')).toBeVisible();
  await expectAccessible(page, 'limit increase modal with field errors');
  await modal.getByRole('textbox', { name: 'Requested monthly limit' }).fill('50000');
  await modal
    .getByRole('textbox', { name: 'Why do you need a higher limit?' })
    .fill('Holiday season: we expect twice the usual card volume.');
  await modal.getByRole('button', { name: 'Send request' }).click();
  await expect(modal.getByText('Request sent')).toBeVisible();
  await expect(modal).toContainText('2-3 business days');
  await expect(modal).toContainText('limits@paydesk.test');
  await expectAccessible(page, 'limit increase sent');
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toHaveCount(0);
});

test('a tile that fails to load says so, notifies with a reference code and retries', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  // Only this one call is made to fail; everything else is the real server's.
  const failing = '**/api/merchants/100001/overview/payout-volume?**';
  await page.route(failing, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error_message: 'The reporting service is busy.' }),
    }),
  );
  await page.goto('/dashboard/100001?range=last-3-months');
  const payouts = overview(page).getByRole('region', { name: 'Payouts' });
  await expect(payouts.getByText('This figure could not be loaded.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Part of this dashboard could not be loaded')).toBeVisible();
  await expect(
    page.getByText(/The reporting service is busy\. Error reference code: [a-z]+-[a-z]+-\d{4}/),
  ).toBeVisible();
  await expect(
    overview(page).getByRole('region', { name: 'Gross volume' }).getByTestId('tile-value'),
  ).toHaveText(/^\$/);
  await expect(page.getByTestId('tile-value')).toHaveCount(6);
  await expectAccessible(page, 'dashboard with a failed tile');

  await page.unroute(failing);
  await payouts.getByRole('button', { name: 'Retry' }).click();
  await expect(payouts.getByTestId('tile-value')).toHaveText(/^\$/);
  await expect(page.getByText('Part of this dashboard could not be loaded')).toHaveCount(0);
});

test('at 375 px the tiles stack without horizontal scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/dashboard\/100001$/);
  await expectSevenTiles(page);
  await expectNoHorizontalScroll(page, 375);
  const boxes = await overview(page)
    .getByRole('region')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getBoundingClientRect().x));
  expect(new Set(boxes.map(Math.round)).size).toBe(1);
  await expectAccessible(page, 'dashboard at 375 px');
  await page.screenshot({ path: shots('dashboard-375.png'), fullPage: true });
});
