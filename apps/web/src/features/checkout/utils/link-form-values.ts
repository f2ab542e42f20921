import { isIsoDate, zonedTimeToInstant } from '@paydesk/domain/date-presets';
import type { PaymentLinkAmountType } from '@paydesk/domain/payment-link-fields';
import type { CreatePaymentLinkInput, UpdatePaymentLinkInput } from '@paydesk/domain/payment-links';

/** One product line of the form. */
export interface LinkItemValues {
  productId: number;
  quantity: number | string;
  adjustableQuantity: boolean;
  minQuantity: number | string;
  maxQuantity: number | string;
}

/** The New payment link form as typed: dollars, a day for the expiry, '' for none. */
export interface LinkFormValues extends Record<string, unknown> {
  title: string;
  description: string;
  amountType: PaymentLinkAmountType;
  items: LinkItemValues[];
  /** '' : the products' own prices. */
  pricingListId: string;
  /** Dollars as typed (fixed amount only). */
  amount: number | string;
  /** YYYY-MM-DD, the last day the link takes payments (to 23:59:59 of the account's days); '' none. */
  expiresAt: string;
  /** '' : no limit. */
  maxPayments: number | string;
}

export const EMPTY_LINK: LinkFormValues = {
  title: '',
  description: '',
  amountType: 'items',
  items: [],
  pricingListId: '',
  amount: '',
  expiresAt: '',
  maxPayments: '',
};

/** A typed number ('' or text that is not one: undefined, so the schema says what it wants). */
function numberOf(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  return text === '' ? undefined : Number(text);
}

/** Dollars as typed -> cents (NaN stays NaN: the schema's amount message shows). */
export function centsOf(dollars: number | string): number | undefined {
  const value = numberOf(dollars);
  return value === undefined ? undefined : Math.round(value * 100);
}

/**
 * The last day a link takes payments, as the instant its last second ends in the account's
 * zone; an unreadable day is sent as typed (the schema refuses it under `expiresAt`).
 */
export function expiryInstant(day: string, timeZone: string): string | null {
  if (day.trim() === '') return null;
  if (!isIsoDate(day)) return day;
  return zonedTimeToInstant(day, { hour: 23, minute: 59, second: 59 }, timeZone).toISOString();
}

/** The form's values as the create call's body (the schema's paths, so its messages land). */
export function toCreateInput(values: LinkFormValues, timeZone: string): CreatePaymentLinkInput {
  const common = {
    title: values.title,
    description: values.description,
    amountType: values.amountType,
    expiresAt: expiryInstant(values.expiresAt, timeZone),
    maxPayments: numberOf(values.maxPayments) ?? null,
  };
  if (values.amountType === 'items') {
    return {
      ...common,
      items: values.items.map((item) => ({
        productId: item.productId,
        quantity: numberOf(item.quantity) as number,
        adjustableQuantity: item.adjustableQuantity,
        ...(item.adjustableQuantity
          ? {
              minQuantity: numberOf(item.minQuantity),
              maxQuantity: numberOf(item.maxQuantity),
            }
          : {}),
      })),
      pricingListId: values.pricingListId ? Number(values.pricingListId) : null,
    };
  }
  if (values.amountType === 'fixed') {
    return { ...common, amount: centsOf(values.amount) ?? (null as unknown as number) };
  }
  return common;
}

/** The edit form: what may change once a link is made. */
export interface EditLinkValues extends Record<string, unknown> {
  title: string;
  description: string;
  expiresAt: string;
  maxPayments: number | string;
}

/** The day an expiry falls on in the account's zone (YYYY-MM-DD), '' for none. */
export function expiryDay(expiresAt: string | null, timeZone: string): string {
  if (!expiresAt) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(expiresAt));
  return parts;
}

/** Only what changed is sent (the server refuses an edit that changes nothing). */
export function toUpdateInput(
  initial: EditLinkValues,
  values: EditLinkValues,
  timeZone: string,
): UpdatePaymentLinkInput {
  const body: UpdatePaymentLinkInput = {};
  if (values.title !== initial.title) body.title = values.title;
  if (values.description !== initial.description) body.description = values.description;
  if (values.expiresAt !== initial.expiresAt) {
    body.expiresAt = expiryInstant(values.expiresAt, timeZone);
  }
  if (String(values.maxPayments) !== String(initial.maxPayments)) {
    body.maxPayments = numberOf(values.maxPayments) ?? null;
  }
  return body;
}
