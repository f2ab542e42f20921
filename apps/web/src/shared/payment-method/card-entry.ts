import { type CardBrand, cardBrandOf } from '@paydesk/domain/card-number';

/**
 * Card fields as a person types them (pure): the number in groups, the expiry as MM/YY. Used by
 * the new-subscription dialog and the subscriber's card update; the server's schema still
 * decides what is valid.
 */

export const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** '4242424242424242' -> '4242 4242 4242 4242'; American Express 4-6-5. */
export function formatCardNumber(typed: string): string {
  const brand: CardBrand | null = cardBrandOf(onlyDigits(typed));
  const digits = onlyDigits(typed).slice(0, brand === 'American Express' ? 15 : 19);
  const sizes = brand === 'American Express' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const groups: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  return groups.join(' ');
}

/** '4' -> '04/', '1228' -> '12/28'; deleting the slash deletes the month's last digit. */
export function formatExpiry(typed: string, previous = ''): string {
  let digits = onlyDigits(typed).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (previous.endsWith('/') && typed === previous.slice(0, -1)) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** Dollars as typed (a number, or text while it is not one) -> whole cents; undefined if not an amount. */
export function dollarsToCents(dollars: number | string): number | undefined {
  const value =
    typeof dollars === 'number'
      ? dollars
      : /^\d+(\.\d*)?$/.test(dollars.trim())
        ? Number(dollars.trim())
        : Number.NaN;
  if (!Number.isFinite(value) || value < 0) return undefined;
  return Math.round(value * 100);
}
