import { z } from 'zod';
import { isValidEmail } from './email';
import { idField, merchantIdParam } from './ids';
import { DEFAULT_PAGE_SIZE } from './list-params';
import { listQuerySchema } from './list-query';
import {
  PAYMENT_LINK_AMOUNT_TYPES,
  PAYMENT_LINK_COLUMNS,
  PAYMENT_LINK_DEFAULT_SORT,
  PAYMENT_LINK_LIMITS,
  PAYMENT_LINK_MESSAGES,
  PAYMENT_LINK_STATES,
  PAYMENT_LINK_TOKEN_PATTERN,
} from './payment-link-fields';

/** Payment links: list, one link, create, edit, activate, deactivate, share (part 2 §7). */

const M = PAYMENT_LINK_MESSAGES;
const L = PAYMENT_LINK_LIMITS;

/**
 * A link's token in a path (22 base64url characters). On the merchant's routes it names the
 * merchant's object (`x-object`: the security tests swap in another merchant's, which must
 * answer 404); on the public pay routes any link's token is valid by design (`x-lookup`: the
 * tests only look one up to build a valid request).
 */
export const paymentLinkTokenParam = (scope: 'merchant' | 'public' = 'merchant') =>
  z
    .string()
    .regex(PAYMENT_LINK_TOKEN_PATTERN, M.notFound)
    .meta({
      description: "A payment link's token (22 base64url characters)",
      ...(scope === 'merchant'
        ? { 'x-object': 'paymentLinkToken' }
        : { 'x-lookup': 'paymentLinkToken' }),
    });

export const paymentLinkParams = z.object({
  id: merchantIdParam(),
  paymentLinkToken: paymentLinkTokenParam(),
});

/** One line of a link: a product with its unit price (the pricing list's, else the product's). */
export const paymentLinkItemSchema = z.object({
  position: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Cents. */
  unitAmount: z.number().int(),
  /** The quantity the page starts with. */
  quantity: z.number().int(),
  adjustableQuantity: z.boolean(),
  minQuantity: z.number().int(),
  maxQuantity: z.number().int(),
  imageFileId: z.string().nullable(),
});
export type PaymentLinkItem = z.infer<typeof paymentLinkItemSchema>;

/** A row of the list (and the CSV). */
export const paymentLinkRowSchema = z
  .object({
    id: z.number().int(),
    merchantId: z.number().int(),
    token: z.string(),
    title: z.string(),
    amountType: z.enum(PAYMENT_LINK_AMOUNT_TYPES),
    /** Cents: the fixed amount, or the items' total at their starting quantities; null if open. */
    amount: z.number().int().nullable(),
    currency: z.string(),
    active: z.boolean(),
    state: z.enum(PAYMENT_LINK_STATES),
    /** ISO 8601 or null (no expiry). */
    expiresAt: z.string().nullable(),
    maxPayments: z.number().int().nullable(),
    /** Approved sales through the link. */
    paymentsCount: z.number().int(),
    /** Cents of approved sales less what was refunded of them. */
    volume: z.number().int(),
    shareCount: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'PaymentLinkRow' });
export type PaymentLinkRow = z.infer<typeof paymentLinkRowSchema>;

/** One link: the row plus its description, items and pricing list; `url` is the pay page's path. */
export const paymentLinkSchema = paymentLinkRowSchema
  .extend({
    description: z.string(),
    items: z.array(paymentLinkItemSchema),
    pricingListId: z.number().int().nullable(),
    pricingListName: z.string().nullable(),
    /** `/pay/{token}`: the web app's origin in front makes the link payers open. */
    url: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'PaymentLink' });
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/** The list: `search` matches the title; `active=true|false` filters on the merchant's switch. */
export const paymentLinkListQuerySchema = listQuerySchema({
  columns: PAYMENT_LINK_COLUMNS,
  defaultSort: PAYMENT_LINK_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
}).extend({
  active: z
    .enum(['true', 'false'], { error: 'Use active=true or active=false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type PaymentLinkListQuery = z.output<typeof paymentLinkListQuerySchema>;

const titleField = z
  .string({ error: M.titleRequired })
  .trim()
  .min(1, M.titleRequired)
  .max(L.title, M.tooLong(L.title))
  .meta({ examples: ['Spring workshop'] });
const descriptionField = z.string().trim().max(L.description, M.tooLong(L.description));
const quantity = z
  .number({ error: M.quantity })
  .int(M.quantity)
  .min(1, M.quantity)
  .max(L.quantity, M.quantity);
const amountField = z
  .number({ error: M.amount })
  .int(M.amount)
  .min(L.minAmount, M.amount)
  .max(L.maxAmount, M.amount)
  .meta({ description: 'Cents', examples: [2500] });
/** ISO 8601 with an offset; null: no expiry. The future is checked by the service. */
const expiresAtField = z.iso
  .datetime({ offset: true, error: M.expiresAt })
  .nullable()
  .meta({ examples: ['2026-12-31T23:59:59Z'] });
const maxPaymentsField = z
  .number({ error: M.maxPayments })
  .int(M.maxPayments)
  .min(1, M.maxPayments)
  .max(L.maxPayments, M.maxPayments)
  .nullable();

export const paymentLinkItemInputSchema = z
  .object({
    productId: idField('product', 'One of this account’s active products'),
    quantity: quantity.default(1),
    adjustableQuantity: z.boolean().default(false),
    minQuantity: quantity.optional(),
    maxQuantity: quantity.optional(),
  })
  .transform((item) => {
    const min = item.adjustableQuantity ? (item.minQuantity ?? 1) : item.quantity;
    const max = item.adjustableQuantity
      ? (item.maxQuantity ?? Math.max(10, item.quantity))
      : item.quantity;
    return { ...item, minQuantity: min, maxQuantity: max };
  })
  .superRefine((item, context) => {
    if (item.minQuantity > item.maxQuantity) {
      context.addIssue({ code: 'custom', path: ['minQuantity'], message: M.minAboveMax });
    } else if (item.quantity < item.minQuantity || item.quantity > item.maxQuantity) {
      context.addIssue({ code: 'custom', path: ['quantity'], message: M.quantityRange });
    }
  });

/**
 * Create: `amountType` items (products, optionally priced by a pricing list), fixed (`amount`)
 * or open (the payer enters the amount). `expiresAt` and `maxPayments` are optional limits.
 */
export const createPaymentLinkSchema = z
  .object({
    title: titleField,
    description: descriptionField.default(''),
    amountType: z
      .enum(PAYMENT_LINK_AMOUNT_TYPES, { error: M.amountType })
      .meta({ examples: ['open'] }),
    items: z.array(paymentLinkItemInputSchema).max(L.items, M.tooManyItems).optional(),
    pricingListId: idField('pricingList', 'A pricing list of this account').nullable().optional(),
    amount: amountField.nullable().optional(),
    expiresAt: expiresAtField.optional().transform((value) => value ?? null),
    maxPayments: maxPaymentsField.optional().transform((value) => value ?? null),
  })
  .superRefine((body, context) => {
    const items = body.items ?? [];
    if (body.amountType === 'items') {
      if (items.length === 0)
        context.addIssue({ code: 'custom', path: ['items'], message: M.itemsRequired });
      const ids = items.map((item) => item.productId);
      if (new Set(ids).size !== ids.length)
        context.addIssue({ code: 'custom', path: ['items'], message: M.duplicateProduct });
    } else {
      if (items.length > 0 || (body.pricingListId ?? null) !== null)
        context.addIssue({ code: 'custom', path: ['items'], message: M.itemsNotForType });
    }
    if (body.amountType === 'fixed' && (body.amount ?? null) === null) {
      context.addIssue({ code: 'custom', path: ['amount'], message: M.amount });
    }
    if (body.amountType !== 'fixed' && (body.amount ?? null) !== null) {
      context.addIssue({ code: 'custom', path: ['amount'], message: M.amountNotForType });
    }
  })
  .meta({ id: 'CreatePaymentLink' });
export type CreatePaymentLink = z.output<typeof createPaymentLinkSchema>;
export type CreatePaymentLinkInput = z.input<typeof createPaymentLinkSchema>;

/**
 * Edit: title, description, expiry and payment limit (at least one). What a link charges is
 * fixed once made (a payer may hold it open): make a new link to sell something else.
 */
export const updatePaymentLinkSchema = z
  .object({
    title: titleField.optional(),
    description: descriptionField.optional(),
    expiresAt: expiresAtField.optional(),
    maxPayments: maxPaymentsField.optional(),
  })
  .superRefine((body, context) => {
    if (Object.values(body).every((value) => value === undefined)) {
      context.addIssue({ code: 'custom', path: [], message: M.nothingToChange });
    }
  })
  .meta({ id: 'UpdatePaymentLink' });
export type UpdatePaymentLink = z.output<typeof updatePaymentLinkSchema>;
export type UpdatePaymentLinkInput = z.input<typeof updatePaymentLinkSchema>;

/** Share: e-mail the link to one address. */
export const sharePaymentLinkSchema = z
  .object({
    email: z
      .string({ error: M.shareEmail })
      .trim()
      .toLowerCase()
      .max(254, M.shareEmail)
      .refine(isValidEmail, M.shareEmail)
      .meta({ format: 'email', examples: ['payer@example.com'] }),
    /** A line of the merchant's own, put above the link in the e-mail. */
    message: z.string().trim().max(500, M.tooLong(500)).optional(),
  })
  .meta({ id: 'SharePaymentLink' });
export type SharePaymentLink = z.output<typeof sharePaymentLinkSchema>;

export const sharePaymentLinkResultSchema = z
  .object({ email: z.string(), shareCount: z.number().int() })
  .meta({ id: 'SharePaymentLinkResult' });
