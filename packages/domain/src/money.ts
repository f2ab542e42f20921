/** Money is integer minor units (cents) with a currency code (ARCHITECTURE rule 3). */
export const DEFAULT_CURRENCY = 'USD';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, compact: boolean): Intl.NumberFormat {
  const key = `${currency}|${compact}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      ...(compact
        ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 2 }
        : {}),
    });
    formatters.set(key, format);
  }
  return format;
}

/** To the cent, from cents: 123456 -> '$1,234.56'. */
export function formatMoney(cents: number, currency: string = DEFAULT_CURRENCY): string {
  return formatter(currency, false).format(cents / 100);
}

/** Compact with up to 2 decimals, from cents: 1234500 -> '$12.35K' (part 1 §2, charts). */
export function formatCompactMoney(cents: number, currency: string = DEFAULT_CURRENCY): string {
  return formatter(currency, true).format(cents / 100);
}
