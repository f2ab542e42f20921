import type { ColumnSpec } from './list-params';

/**
 * Payment links (part 1 §2 /checkout/:accountId/payment-links; part 2 §3 "payment link", §4
 * activated or deactivated, §7 payment links CRUD and share), without zod: the list's
 * columns, the link's states and the messages merchants and payers see. The pay page imports
 * this file (no zod there).
 */
export const PAYMENT_LINK_COLUMNS = [
  { key: 'title', label: 'Title', sortable: true, defaultVisible: true },
  { key: 'amount', label: 'Amount', numeric: true, defaultVisible: true },
  { key: 'state', label: 'Status', defaultVisible: true },
  { key: 'expiresAt', label: 'Expires', sortable: true, defaultVisible: true },
  { key: 'paymentsCount', label: 'Payments', numeric: true, defaultVisible: true },
  { key: 'volume', label: 'Volume', numeric: true, defaultVisible: true },
  { key: 'createdAt', label: 'Created', sortable: true, defaultVisible: true },
  { key: 'id', label: 'Link ID', numeric: true },
  { key: 'token', label: 'Token' },
  { key: 'amountType', label: 'Amount type' },
  { key: 'maxPayments', label: 'Payment limit', numeric: true },
  { key: 'shareCount', label: 'Shares', numeric: true },
] as const satisfies readonly ColumnSpec[];
export type PaymentLinkColumn = (typeof PAYMENT_LINK_COLUMNS)[number]['key'];
/** Newest first. */
export const PAYMENT_LINK_DEFAULT_SORT = '-createdAt';

/**
 * What a link charges: its products (`items`, at the product's or the pricing list's price,
 * times the quantities), a fixed amount, or an amount the payer enters (`open`).
 */
export const PAYMENT_LINK_AMOUNT_TYPES = ['items', 'fixed', 'open'] as const;
export type PaymentLinkAmountType = (typeof PAYMENT_LINK_AMOUNT_TYPES)[number];

/**
 * Where a link stands: taking payments, turned off by the merchant, past its expiry, or at its
 * limit of payments. Deactivated wins over expired, expired over the limit.
 */
export const PAYMENT_LINK_STATES = ['active', 'deactivated', 'expired', 'limit-reached'] as const;
export type PaymentLinkState = (typeof PAYMENT_LINK_STATES)[number];

export const PAYMENT_LINK_STATE_LABELS: Record<PaymentLinkState, string> = {
  active: 'Active',
  deactivated: 'Deactivated',
  expired: 'Expired',
  'limit-reached': 'Limit reached',
};

/** 16 random bytes, base64url: 22 characters. */
export const PAYMENT_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The pay page's path for a link (the web app's origin in front). */
export const payPagePath = (token: string) => `/pay/${token}`;

export const PAYMENT_LINK_LIMITS = {
  title: 100,
  description: 1000,
  items: 20,
  quantity: 999,
  /** Cents: a fixed or open amount, and a payment's total. */
  minAmount: 50,
  maxAmount: 100_000_00,
  maxPayments: 1_000_000,
} as const;

export const PAYMENT_LINK_MESSAGES = {
  titleRequired: 'Please enter a title.',
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  amountType: 'Choose products, a fixed amount or an amount the payer enters.',
  itemsRequired: 'Add at least one product.',
  tooManyItems: `Add at most ${PAYMENT_LINK_LIMITS.items} products.`,
  duplicateProduct: 'Each product appears once; set its quantity instead.',
  quantity: `Use a whole number from 1 to ${PAYMENT_LINK_LIMITS.quantity}.`,
  quantityRange: 'The quantity must be between the minimum and the maximum.',
  minAboveMax: 'The minimum must not be above the maximum.',
  amount: 'Enter an amount from $0.50 to $100,000.00.',
  amountNotForType: 'Only a fixed-amount link takes an amount.',
  itemsNotForType: 'Only a products link takes products.',
  expiresInPast: 'Choose an expiry in the future.',
  expiresAt: 'Use a date and time as ISO 8601, for example 2026-12-31T23:59:59Z.',
  maxPayments: `Use a whole number from 1 to ${PAYMENT_LINK_LIMITS.maxPayments}.`,
  productNotFound: 'This product was not found or is not active.',
  pricingListNotFound: 'This pricing list was not found or is not active.',
  notPriced: 'This product has no price in the pricing list.',
  nothingToChange: 'Change at least one field.',
  notFound: 'Payment link not found.',
  shareEmail: 'Please enter a valid e-mail address.',
  shareInactive: 'Only an active link can be shared.',
  disabled: 'Checkout is not enabled for this account.',
} as const;

/** What a payer reads on the pay page (and in the public API's refusals). */
export const PAY_MESSAGES = {
  notFound: 'This payment link does not exist. Check the address you were sent.',
  deactivated: 'This payment link is no longer active.',
  expired: 'This payment link has expired.',
  'limit-reached': 'This payment link is no longer accepting payments.',
  checkoutOff: 'This merchant is not taking payments online right now.',
  approved: 'Payment successful. Thank you!',
  declinedCard: 'Your card was declined. Try another card.',
  declinedAch: 'Your bank declined the payment. Try another account.',
  notRecognisedCard: 'Your card number was not recognised. Check it or try another card.',
  notRecognisedAch: 'Your bank account was not recognised. Check the routing and account numbers.',
  methodNotAccepted: 'This payment method is not accepted here. Choose another.',
  processorDown: 'We could not reach the card processor. Nothing was charged; please try again.',
  limitExceeded: 'This payment cannot be taken right now. Please contact the merchant.',
  nameRequired: 'Enter your name.',
  emailRequired: 'Enter a valid e-mail address for your receipt.',
  quantities: 'Choose a quantity for each item.',
  expiry: 'Enter the expiry as MM/YY.',
  cardExpired: 'This card has expired.',
  cvc: 'Enter the 3 or 4 digit security code.',
  routing: 'Enter the 9-digit routing number of a US bank.',
  account: 'The account number has 4 to 17 digits.',
} as const;

/** The message a payer sees for a link that is not taking payments, else null. */
export function payStateMessage(state: PaymentLinkState): string | null {
  return state === 'active' ? null : PAY_MESSAGES[state];
}

/** Parses `MM/YY` (or `MM/YYYY`) to a month and a four-digit year, else null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** True when the card's month has passed (`now` in UTC). */
export function expiryPassed(expiry: { month: number; year: number }, now = new Date()): boolean {
  const year = now.getUTCFullYear();
  return expiry.year < year || (expiry.year === year && expiry.month < now.getUTCMonth() + 1);
}
