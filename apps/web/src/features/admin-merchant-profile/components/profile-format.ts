import { formatMoney } from '@paydesk/domain/money';

/** Dollars as money: 1234.5 -> '$1,234.50'; null reads '—' (no limit set). */
export function dollarsText(value: number | null, currency: string): string {
  return value === null ? '—' : formatMoney(Math.round(value * 100), currency);
}

/** A yes/no flag. */
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The back office shows times in UTC (staff work across the merchants' zones). */
export const ADMIN_TIME_ZONE = 'UTC';
