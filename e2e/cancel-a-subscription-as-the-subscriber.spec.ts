import { expectAccessible } from './support/accessibility';
import { DEMO } from './support/demo-users';
import { expectNoHorizontalScroll, shots, signIn } from './support/sign-in';
import { expect, test } from './support/test';

/**
 * The owner e-mails a subscriber the link to manage their subscription; the subscriber opens
 * it from the e-mail (signed out), sees it and cancels it at period end. A tampered link says
 * it cannot be used, and opening one does not sign the owner out.
 */
const BISTRO = 100001;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

test('a subscriber cancels through the e-mailed link; a tampered link is refused', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO.owner);
  await page.goto(`/subscriptions-report/${BISTRO}?status=active`);
  const table = page.getByRole('table', { name: 'Subscriptions' });
  await expect(table.locator('tbody tr[data-index]').first()).toBeVisible({ timeout: 30_000 });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await table.locator('tbody tr[data-index]').first().getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible();
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

  // Send manage link: a confirmation naming the address, then the history row.
  await page.getByRole('button', { name: 'Send manage link' }).click();
  const confirm = page.getByRole('dialog', { name: 'E-mail the manage link?' });
  const email = (await confirm.locator('strong').textContent()) ?? '';
  expect(email).toContain('@');
  await expectAccessible(page, 'send manage link dialog');
  await confirm.getByRole('button', { name: 'Send link' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText(`E-mailed to ${email}.`)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'History' }).getByRole('listitem').first(),
  ).toContainText('Manage link e-mailed');

  // The e-mail in the dev outbox carries the link.
  const outbox = (await (await request.get('/api/dev/outbox')).json()) as { data: OutboxMail[] };
  const mail = outbox.data.find(
    (entry) => entry.to === email && entry.subject.includes('Blue Harbor Bistro'),
  );
  expect(mail?.subject).toBe('Manage your subscription with Blue Harbor Bistro');
  const link = mail?.text.match(/https?:\/\/\S+\/subscriptions\/\d+\?token=\S+/)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link ?? '');

  // Signed out, in a browser of their own.
  const subscriberContext = await browser.newContext();
  const subscriber = await subscriberContext.newPage();
  await subscriber.goto(`${url.pathname}${url.search}`);
  await expect(subscriber.getByText('Blue Harbor Bistro').first()).toBeVisible();
  await expect(subscriber.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(subscriber.getByRole('region', { name: 'Details' })).toContainText('Card on file');
  await expectAccessible(subscriber, 'subscriber page');
  await subscriber.screenshot({ path: shots('subscriber-desktop.png'), fullPage: true });

  await subscriber.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = subscriber.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(dialog).toContainText('You will not be charged on that day or after.');
  await expectAccessible(subscriber, 'subscriber cancel dialog');
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    subscriber.getByRole('status').filter({ hasText: 'Cancellation confirmed' }),
  ).toBeVisible();
  await expect(subscriber.getByText('Cancellation requested', { exact: true })).toBeVisible();
  await expect(subscriber.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  await subscriber.screenshot({
    path: shots('subscriber-cancelled-desktop.png'),
    fullPage: true,
  });

  // At 375 px.
  await subscriber.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(subscriber, 375);
  await expectAccessible(subscriber, 'subscriber page at 375 px');
  await subscriber.screenshot({ path: shots('subscriber-375.png'), fullPage: true });

  // A tampered token: refused with the server's message.
  const token = url.searchParams.get('token') ?? '';
  const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
  await subscriber.goto(`${url.pathname}?token=${encodeURIComponent(tampered)}`);
  // A token that does not verify names no subscription: the server's anonymous message.
  await expect(
    subscriber.getByText('This link has expired or is not valid. Ask the merchant for a new one.'),
  ).toBeVisible();
  await expectAccessible(subscriber, 'invalid subscriber link');
  await subscriber.screenshot({ path: shots('subscriber-invalid-375.png'), fullPage: true });
  await subscriberContext.close();

  // The owner opens the tampered link in their own signed-in browser: still signed in after.
  await page.goto(`${url.pathname}?token=${encodeURIComponent(tampered)}`);
  await expect(page.getByText(/This link has expired or is not valid/)).toBeVisible();
  await page.goto(`/subscriptions-report/${BISTRO}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
});
