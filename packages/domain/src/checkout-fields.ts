/**
 * Checkout settings and the checkout dashboard (part 1 §2 /checkout/:accountId, §7 "checkout
 * dashboard and settings"), without zod: limits, defaults and messages the web shows too.
 */

/** The pay page's colour when the merchant has not chosen one. */
export const DEFAULT_BRAND_COLOR = '#1a56db';

/** `#rrggbb`, six hex digits. */
export const BRAND_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export const CHECKOUT_LIMITS = {
  successMessage: 500,
  successUrl: 2000,
  replyTo: 254,
  /** Links in the dashboard's top list. */
  topLinks: 5,
} as const;

export const CHECKOUT_MESSAGES = {
  disabled: 'Checkout is not enabled for this account.',
  brandColor: 'Use a colour as #rrggbb, for example #1a56db.',
  successUrl: 'Enter a full https:// address.',
  replyTo: 'Please enter a valid e-mail address.',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  noMethod: 'Accept at least one payment method.',
  cardNotAllowed: 'Card payments are not allowed for this account.',
  achNotAllowed: 'ACH payments are not allowed for this account.',
  logoNotFound: 'The logo must be an image uploaded for checkout (type checkout-images).',
  logoNotImage: 'The logo must be a PNG, JPEG, GIF or WebP image.',
} as const;

/** True for an absolute https URL (the success page a payer is sent to). */
export function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}
