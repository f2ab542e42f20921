import { z } from 'zod';
import {
  BRAND_COLOR_PATTERN,
  CHECKOUT_LIMITS,
  CHECKOUT_MESSAGES,
  isHttpsUrl,
} from './checkout-fields';
import { isValidEmail } from './email';
import { rangeQuerySchema } from './wall-clock';

/** Checkout settings and the checkout dashboard (part 1 §2 /checkout/:accountId; §7). */

/** A merchant's pay-page look and behaviour; defaults until the merchant saves them. */
export const checkoutSettingsSchema = z
  .object({
    merchantId: z.number().int(),
    /** `#rrggbb`: the pay page's header and button colour. */
    brandColor: z.string(),
    /** A file of this merchant uploaded with type `checkout-images` (files service), or null. */
    logoFileId: z.string().nullable(),
    /** Shown on the pay page's receipt view after an approved payment. */
    successMessage: z.string().nullable(),
    /** https URL the payer may continue to after paying (a link on the receipt view). */
    successUrl: z.string().nullable(),
    /** What the pay page offers (each only while the account allows it). */
    acceptCard: z.boolean(),
    acceptAch: z.boolean(),
    /** E-mail the payer a receipt after an approved payment. */
    sendReceipts: z.boolean(),
    /** The receipt e-mail's Reply-To (else the account's own contact address). */
    receiptReplyTo: z.string().nullable(),
    /** The account's settings allow_card_payment / allow_ach_payment (read-only here). */
    allowCardPayment: z.boolean(),
    allowAchPayment: z.boolean(),
    /** ISO 8601; null until first saved. */
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'CheckoutSettings' });
export type CheckoutSettings = z.infer<typeof checkoutSettingsSchema>;

const { tooLong } = CHECKOUT_MESSAGES;

/** '' or null clears an optional text. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullable()
    .transform((value) => (value === '' || value === null ? null : value));

/**
 * PUT: the whole settings (the form sends every field). Accepting a method the account does
 * not allow, or none, is refused (422 from the service with the field's message).
 */
export const updateCheckoutSettingsSchema = z
  .object({
    brandColor: z
      .string()
      .trim()
      .regex(BRAND_COLOR_PATTERN, CHECKOUT_MESSAGES.brandColor)
      .meta({ examples: ['#1a56db'] })
      .transform((value) => value.toLowerCase()),
    /** An image of this account uploaded with type checkout-images, or null. */
    logoFileId: z
      .uuid(CHECKOUT_MESSAGES.logoNotFound)
      .meta({ 'x-object': 'checkoutImage' })
      .nullable(),
    successMessage: optionalText(CHECKOUT_LIMITS.successMessage),
    successUrl: optionalText(CHECKOUT_LIMITS.successUrl)
      .refine((value) => value === null || isHttpsUrl(value), CHECKOUT_MESSAGES.successUrl)
      .meta({ examples: ['https://example.com/thanks'] }),
    acceptCard: z.boolean(),
    acceptAch: z.boolean(),
    sendReceipts: z.boolean(),
    receiptReplyTo: z
      .string()
      .trim()
      .max(CHECKOUT_LIMITS.replyTo, tooLong(CHECKOUT_LIMITS.replyTo))
      .meta({ format: 'email', examples: ['billing@example.com'] })
      .nullable()
      .transform((value) => (value === '' || value === null ? null : value.toLowerCase()))
      .refine((value) => value === null || isValidEmail(value), CHECKOUT_MESSAGES.replyTo),
  })
  .superRefine((body, context) => {
    if (!body.acceptCard && !body.acceptAch) {
      context.addIssue({
        code: 'custom',
        path: ['acceptCard'],
        message: CHECKOUT_MESSAGES.noMethod,
      });
    }
  })
  .meta({ id: 'UpdateCheckoutSettings' });
export type UpdateCheckoutSettings = z.output<typeof updateCheckoutSettingsSchema>;
export type UpdateCheckoutSettingsInput = z.input<typeof updateCheckoutSettingsSchema>;

/** The dashboard's range: days of `timezone` (start_date, end_date, a year at most). */
export const checkoutDashboardQuerySchema = rangeQuerySchema;
export type CheckoutDashboardQuery = z.output<typeof checkoutDashboardQuerySchema>;

export const checkoutTopLinkSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  title: z.string(),
  paymentsCount: z.number().int(),
  /** Cents of approved payments in the range. */
  volume: z.number().int(),
});

/**
 * The checkout dashboard over a range: approved payments through payment links, the links
 * taking payments now, and conversion = links that took a payment in the range / links
 * active now (no page-view counter is kept; docs/api.md).
 */
export const checkoutDashboardSchema = z
  .object({
    start_date: z.string(),
    end_date: z.string(),
    timezone: z.string(),
    currency: z.string(),
    /** Cents of approved payment-link sales in the range. */
    volume: z.number().int(),
    paymentsCount: z.number().int(),
    /** Links whose state is active now. */
    activeLinks: z.number().int(),
    /** Active links that took at least one payment in the range. */
    linksPaid: z.number().int(),
    /** linksPaid / activeLinks, 0 to 1 (0 when no link is active). */
    conversion: z.number(),
    /** Cents: volume / paymentsCount, rounded (0 when none). */
    averagePayment: z.number().int(),
    /** The links with the most volume in the range, at most five. */
    topLinks: z.array(checkoutTopLinkSchema),
    /** One point a day of the range (days of `timezone`), zeros included. */
    daily: z.array(
      z.object({ date: z.string(), volume: z.number().int(), count: z.number().int() }),
    ),
  })
  .meta({ id: 'CheckoutDashboard' });
export type CheckoutDashboard = z.infer<typeof checkoutDashboardSchema>;
