import { expect, type Locator, type Page } from '@playwright/test';

/** The transactions screens as a person sees them (roles and names, no test ids). */

export const table = (page: Page) => page.getByRole('table', { name: 'Transactions' });

/** The rows of the current page (not the header, not the loading placeholders). */
export const rows = (page: Page) => table(page).locator('tbody tr[data-index]');

/** Waits until the list shows rows and has stopped reading. */
export async function expectRows(page: Page): Promise<void> {
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
}

/** The header labels of the table, in order. */
export async function headers(page: Page): Promise<string[]> {
  return (await table(page).locator('thead th').allInnerTexts()).map((text) => text.trim());
}

/** One cell of a row, by its column's header label. */
export async function cell(page: Page, row: Locator, column: string): Promise<string> {
  const index = (await headers(page)).indexOf(column);
  if (index < 0) throw new Error(`No column "${column}" in ${(await headers(page)).join(', ')}`);
  return (await row.locator('td').nth(index).innerText()).trim();
}

export interface Totals {
  transactions: string;
  gross: string;
  refunds: string;
  fees: string;
  net: string;
}

/** The snapshot strip's figures as shown: { transactions: '549', gross: '$45,123.26', ... }. */
export async function totals(page: Page): Promise<Totals> {
  const strip = page.getByRole('region', { name: 'Totals of this view' });
  await expect(strip).toBeVisible({ timeout: 30_000 });
  await expect(strip).not.toHaveAttribute('aria-busy', 'true');
  const terms = (await strip.getByRole('term').allInnerTexts()).map((term) =>
    term.trim().toLowerCase(),
  );
  expect(terms).toEqual(['transactions', 'gross', 'refunds', 'fees', 'net']);
  const [transactions = '', gross = '', refunds = '', fees = '', net = ''] = (
    await strip.getByRole('definition').allInnerTexts()
  ).map((value) => value.trim());
  return { transactions, gross, refunds, fees, net };
}

/** '−$1,234.56' or '$12.00' -> cents (negative for the minus sign). */
export function cents(money: string): number {
  const negative = /^[−-]/.test(money.trim());
  const digits = money.replace(/[^\d.]/g, '');
  const value = Math.round(Number(digits) * 100);
  return negative ? -value : value;
}

/** Cents as the screens write them: 1234 -> '$12.34', -500 -> '−$5.00'. */
export function money(value: number): string {
  const text = `$${(Math.abs(value) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;
  return value < 0 ? `−${text}` : text;
}

/** The open New payment dialog. */
export const terminal = (page: Page) => page.getByRole('dialog', { name: 'New payment' });

export interface CardPayment {
  amount: string;
  /** Typed as a person types it; the field groups the digits. */
  number: string;
  expiry?: string;
  cvc?: string;
  name?: string;
  email?: string;
}

/** Types a card payment into the open terminal (the amount, the card, the payer). */
export async function fillCardPayment(page: Page, payment: CardPayment): Promise<void> {
  const dialog = terminal(page);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(payment.amount);
  await dialog.getByRole('textbox', { name: 'Card number' }).pressSequentially(payment.number);
  await dialog.getByRole('textbox', { name: 'Expiry' }).pressSequentially(payment.expiry ?? '1230');
  await dialog.getByRole('textbox', { name: /Security code/ }).fill(payment.cvc ?? '123');
  await dialog.getByRole('textbox', { name: 'Cardholder name' }).fill(payment.name ?? 'Vera Lane');
  if (payment.email) {
    await dialog.getByRole('textbox', { name: 'E-mail for the receipt' }).fill(payment.email);
  }
}

/** The dashboard's gross volume to the cent (the tile's figure is compact; its title is exact). */
/** The refunds under the gross volume tile: their count and amount (from the link's title). */
export async function dashboardRefunds(page: Page): Promise<{ count: number; cents: number }> {
  const link = page.getByTestId('refunds-note').getByRole('link');
  await expect(link).toBeVisible({ timeout: 30_000 });
  const title = (await link.getAttribute('title')) ?? '';
  const [count = '', amount = ''] = title.split(', ');
  return { count: Number.parseInt(count, 10), cents: cents(amount) };
}

export async function dashboardGross(page: Page): Promise<string> {
  const tile = page
    .getByRole('region', { name: 'Overview' })
    .getByRole('region', { name: 'Gross volume', exact: true });
  const value = tile.getByTestId('tile-value');
  await expect(value).toBeVisible({ timeout: 30_000 });
  return (await value.getAttribute('title')) ?? '';
}
