import { z } from 'zod';
import {
  CARD_NUMBER_MESSAGE,
  cardNumberProblem,
  digitsOf,
  holdsCardNumber,
  routingNumberValid,
} from './card-number';
import { isValidEmail } from './email';
import {
  expiryPassed,
  PAY_MESSAGES,
  PAYMENT_LINK_AMOUNT_TYPES,
  PAYMENT_LINK_LIMITS,
  PAYMENT_LINK_MESSAGES,
  PAYMENT_LINK_STATES,
  parseExpiry,
} from './payment-link-fields';
import { paymentLinkTokenParam } from './payment-links';

/**
 * The hosted pay page's public calls (part 1 §2 checkout layout; issue 13 "hosted pay page"):
 * read a link, its images, and pay it. No sign-in; rate limited per IP.
 */
export const payParams = z.object({ token: paymentLinkTokenParam('public') });
export const payImageParams = z.object({
  token: paymentLinkTokenParam('public'),
  fileId: z.uuid('Image not found.').meta({
    description: 'A file the link shows (logo or product image)',
    'x-object': 'checkoutImage',
  }),
});

/** A line the payer sees (prices in cents; `imageUrl` is served by the pay image route). */
export const payItemSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  description: z.string(),
  unitAmount: z.number().int(),
  quantity: z.number().int(),
  adjustableQuantity: z.boolean(),
  minQuantity: z.number().int(),
  maxQuantity: z.number().int(),
  imageUrl: z.string().nullable(),
});

/** What the pay page shows. A link that is not taking payments has a `message` for the payer. */
export const payPageSchema = z
  .object({
    token: z.string(),
    state: z.enum(PAYMENT_LINK_STATES),
    /** The payer-facing reason the link takes no payment (null while active). */
    message: z.string().nullable(),
    merchant: z.object({
      /** The DBA (businessCommonName). */
      name: z.string(),
      brandColor: z.string(),
      logoUrl: z.string().nullable(),
    }),
    title: z.string(),
    description: z.string(),
    amountType: z.enum(PAYMENT_LINK_AMOUNT_TYPES),
    currency: z.string(),
    items: z.array(payItemSchema),
    /** Cents: the fixed amount or the items' total at their starting quantities; null if open. */
    amount: z.number().int().nullable(),
    /** The open amount's bounds in cents (null unless `amountType` is open). */
    openAmount: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
    /** Methods the payer may use (the merchant's choice within what the account allows). */
    methods: z.object({ card: z.boolean(), ach: z.boolean() }),
    successMessage: z.string().nullable(),
    successUrl: z.string().nullable(),
  })
  .meta({ id: 'PayPage' });
export type PayPage = z.infer<typeof payPageSchema>;

const cardInput = z
  .object({
    number: z
      .string({ error: CARD_NUMBER_MESSAGE })
      .max(30, CARD_NUMBER_MESSAGE)
      .superRefine((text, context) => {
        const problem = cardNumberProblem(text);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .meta({ examples: ['4242424242424242'] })
      .transform(digitsOf),
    /** MM/YY. */
    expiry: z
      .string({ error: PAY_MESSAGES.expiry })
      .max(7, PAY_MESSAGES.expiry)
      .refine((text) => parseExpiry(text) !== null, PAY_MESSAGES.expiry)
      .refine((text) => {
        const expiry = parseExpiry(text);
        return expiry === null || !expiryPassed(expiry);
      }, PAY_MESSAGES.cardExpired)
      .meta({ examples: ['12/34'] }),
    cvc: z
      .string({ error: PAY_MESSAGES.cvc })
      .regex(/^\d{3,4}$/, PAY_MESSAGES.cvc)
      .meta({ examples: ['123'] }),
  })
  .superRefine((card, context) => {
    const amex = /^3[47]/.test(card.number);
    if (card.cvc.length !== (amex ? 4 : 3)) {
      context.addIssue({ code: 'custom', path: ['cvc'], message: PAY_MESSAGES.cvc });
    }
  });

const achInput = z.object({
  routingNumber: z
    .string({ error: PAY_MESSAGES.routing })
    .trim()
    .refine(routingNumberValid, PAY_MESSAGES.routing)
    .meta({ examples: ['110000000'] }),
  accountNumber: z
    .string({ error: PAY_MESSAGES.account })
    .trim()
    .regex(/^\d{4,17}$/, PAY_MESSAGES.account)
    .meta({ examples: ['000123456789'] }),
  accountType: z.enum(['checking', 'savings']),
});

const payBase = {
  name: z
    .string({ error: PAY_MESSAGES.nameRequired })
    .trim()
    .min(1, PAY_MESSAGES.nameRequired)
    .max(100, PAYMENT_LINK_MESSAGES.tooLong(100))
    .refine((name) => !holdsCardNumber(name), PAY_MESSAGES.nameRequired)
    .meta({ examples: ['Jane Payer'] }),
  email: z
    .string({ error: PAY_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .max(254, PAY_MESSAGES.emailRequired)
    .refine(isValidEmail, PAY_MESSAGES.emailRequired)
    .refine((email) => !holdsCardNumber(email), PAY_MESSAGES.emailRequired)
    .meta({ format: 'email', examples: ['jane.payer@example.com'] }),
  /** One quantity per item, in the page's order (items links only; default: the page's). */
  quantities: z
    .array(z.number().int(PAY_MESSAGES.quantities).min(1, PAY_MESSAGES.quantities))
    .max(PAYMENT_LINK_LIMITS.items)
    .optional(),
  /** Cents the payer enters (open-amount links only). */
  amount: z
    .number({ error: PAYMENT_LINK_MESSAGES.amount })
    .int(PAYMENT_LINK_MESSAGES.amount)
    .min(1, PAYMENT_LINK_MESSAGES.amount)
    .optional(),
};

/** POST /pay/{token}: card {number, expiry MM/YY, cvc} or ach {routing, account, type}. */
export const payRequestSchema = z
  .discriminatedUnion('method', [
    z.object({ ...payBase, method: z.literal('card'), card: cardInput }),
    z.object({ ...payBase, method: z.literal('ach'), ach: achInput }),
  ])
  .meta({ id: 'PayRequest' });
export type PayRequestInput = z.input<typeof payRequestSchema>;
export type PayRequest = z.output<typeof payRequestSchema>;

export const payReceiptSchema = z.object({
  /** The payment's number in the merchant's ledger (transNumber). */
  reference: z.string(),
  /** ISO 8601. */
  paidAt: z.string(),
  merchantName: z.string(),
  title: z.string(),
  lines: z.array(
    z.object({ description: z.string(), quantity: z.number().int(), unitAmount: z.number().int() }),
  ),
  /** Cents. */
  amount: z.number().int(),
  currency: z.string(),
  /** "Visa ending 4242" or "ACH ending 6789". */
  paymentMethod: z.string(),
  email: z.string(),
  /** True when a receipt e-mail was sent. */
  emailed: z.boolean(),
});
export type PayReceipt = z.infer<typeof payReceiptSchema>;

/**
 * The answer of a payment: approved (with the receipt) or declined (05) / not recognised (78)
 * with the message a payer reads; a declined payment is recorded in the merchant's ledger too.
 */
export const payResultSchema = z
  .object({
    outcome: z.enum(['approved', 'declined']),
    /** The processor's code: 00, 05 or 78. */
    responseCode: z.string(),
    message: z.string(),
    receipt: payReceiptSchema.nullable(),
    successMessage: z.string().nullable(),
    successUrl: z.string().nullable(),
  })
  .meta({ id: 'PayResult' });
export type PayResult = z.infer<typeof payResultSchema>;
