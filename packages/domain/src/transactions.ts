import { z } from 'zod';
import {
  CARD_NUMBER_MESSAGE,
  cardNumberProblem,
  digitsOf,
  holdsCardNumber,
  routingNumberValid,
  TEST_BANK_ACCOUNTS,
  TEST_CARDS,
} from './card-number';
import { idField, idParam, merchantIdParam } from './ids';
import { centsParam, commaList, listQuerySchema } from './list-query';
import {
  CARD_BRANDS,
  DATE_TYPES,
  RESPONSE_CODE_KEYS,
  TRANSACTION_COLUMNS,
  TRANSACTION_DEFAULT_SORT,
  TRANSACTION_PAGE_SIZE,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from './transaction-fields';
import { parseTransactionSearch } from './transaction-search';
import { listRangeQuerySchema } from './wall-clock';

/** Transactions: the list, its filters, the detail, refund, void and the virtual terminal. */

export const transactionIdParam = () => idParam('transaction', 'A transaction id');

/** Part 2 §3 "Transaction record", money in cents, as every list row and answer carries it. */
export const transactionSchema = z
  .object({
    id: z.number().int(),
    merchantId: z.number().int(),
    /** The account's business name (the "All accounts" list shows it). */
    merchantName: z.string(),
    batchId: z.number().int().nullable(),
    transNumber: z.string(),
    /** ISO 8601 instant. */
    transDate: z.string(),
    /** YYYY-MM-DD once settled / funded. */
    settledDate: z.string().nullable(),
    fundDate: z.string().nullable(),
    /** The type code of part 2 §3: +CC, -CC Refund, … */
    type: z.enum(TRANSACTION_TYPES),
    typeDescription: z.string(),
    status: z.enum(TRANSACTION_STATUSES),
    method: z.enum(['card', 'ach']),
    cardBrand: z.string().nullable(),
    accountholderName: z.string().nullable(),
    accountholderEmail: z.string().nullable(),
    accountType: z.string().nullable(),
    currency: z.string(),
    grossAmount: z.number().int(),
    fee: z.number().int(),
    netAmount: z.number().int(),
    /** On a sale: the part already refunded. */
    refundedAmount: z.number().int(),
    /** Masked: '•••• 4242'. */
    accountNumber: z.string().nullable(),
    responseCode: z.string(),
    responseCodeDesc: z.string(),
    authCode: z.string().nullable(),
    avsCode: z.string().nullable(),
    originalTransactionId: z.number().int().nullable(),
    customerId: z.number().int().nullable(),
    paymentLinkId: z.number().int().nullable(),
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof transactionSchema>;

const filterIds = (kind: 'batch' | 'customer' | 'paymentLink', description: string) =>
  idParam(kind, description).optional();

/** Filters of the transaction lists (part 1 §7), as query parameters. */
export const transactionFiltersSchema = listRangeQuerySchema.safeExtend({
  date_type: z.enum(DATE_TYPES).default('transaction'),
  type: commaList(TRANSACTION_TYPES, 'types').optional(),
  card_brand: commaList(CARD_BRANDS, 'card brands').optional(),
  status: commaList(TRANSACTION_STATUSES, 'statuses').optional(),
  response_code: commaList(RESPONSE_CODE_KEYS, 'response codes').optional(),
  amount_min: centsParam('The least amount in cents (without its sign)').optional(),
  amount_max: centsParam('The largest amount in cents (without its sign)').optional(),
  batch_id: filterIds('batch', 'Only the transactions of this settlement batch'),
  payment_link_id: filterIds('paymentLink', 'Only the payments of this payment link'),
  customer_id: filterIds('customer', "Only this customer's payments"),
});

const listBase = listQuerySchema({
  columns: TRANSACTION_COLUMNS,
  defaultSort: TRANSACTION_DEFAULT_SORT,
  defaultPerPage: TRANSACTION_PAGE_SIZE,
});

const SEARCH_DESCRIPTION =
  'Words matched by their shape (last four, auth code, $amount, e-mail, transaction number, name) and key:value terms: ' +
  'last4:4242 amount:>100 amount:10..20 type:refund brand:visa email:ann@ name:"Ann Lee" auth:123456 txn:L3-1-2 code:05 status:declined';

/** The search box, parsed: a term it cannot read is a 400 naming it. */
const searchSchema = z
  .string()
  .trim()
  .max(200)
  .optional()
  .superRefine((text, context) => {
    if (!text) return;
    const parsed = parseTransactionSearch(text);
    if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.message });
  })
  .meta({ description: SEARCH_DESCRIPTION });

export const transactionListQuerySchema = transactionFiltersSchema
  .safeExtend(listBase.shape)
  .safeExtend({ search: searchSchema })
  .superRefine((query, context) => {
    if (
      query.amount_min !== undefined &&
      query.amount_max !== undefined &&
      query.amount_min > query.amount_max
    ) {
      context.addIssue({
        code: 'custom',
        path: ['amount_min'],
        message: 'The least amount must not be more than the largest',
      });
    }
  });
export type TransactionListQuery = z.output<typeof transactionListQuerySchema>;

/** The "All accounts" list: the caller's accounts, or some of them. */
export const allTransactionsQuerySchema = transactionListQuerySchema.safeExtend({
  merchant_ids: z
    .string()
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,199}$/, 'Comma-separated merchant account ids')
    .transform((text) => text.split(',').map(Number))
    .optional(),
});
export type AllTransactionsQuery = z.output<typeof allTransactionsQuerySchema>;

/** Totals of the current filter (part 1 §7 "snapshot"): the strip above the list. */
export const transactionSnapshotSchema = z
  .object({
    count: z.number().int(),
    /** Approved sales and payments. */
    gross: z.number().int(),
    /** Refunds and ACH returns, as a positive figure. */
    refunds: z.number().int(),
    fees: z.number().int(),
    /** What the rows add up to after fees. */
    net: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: 'TransactionSnapshot' });

export const TIMELINE_KINDS = [
  'authorised',
  'declined',
  'captured',
  'batched',
  'funded',
  'refund',
  'void',
  'chargeback',
  'retrieval',
  'ach-return',
] as const;

/** One step of a transaction's life on its detail page, with a link where there is one. */
export const timelineEventSchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  /** ISO instant, or YYYY-MM-DD for dated steps (settlement, funding). */
  at: z.string(),
  title: z.string(),
  detail: z.string().nullable(),
  amount: z.number().int().nullable(),
  link: z
    .object({
      to: z.enum(['transaction', 'deposit', 'dispute', 'ach-return']),
      id: z.number().int(),
      /** For disputes: chargeback or retrieval. */
      type: z.string().optional(),
    })
    .nullable(),
});

/** Whether an action is possible now, and why not. */
export const actionAbilitySchema = z.object({
  allowed: z.boolean(),
  reason: z.string().nullable(),
});

export const transactionDetailSchema = z
  .object({
    transaction: transactionSchema,
    responseCodeMeaning: z.string(),
    avsCodeMeaning: z.string().nullable(),
    /** Cents that may still be refunded. */
    refundable: z.number().int(),
    refund: actionAbilitySchema,
    void: actionAbilitySchema,
    batch: z
      .object({ id: z.number().int(), batchNumber: z.string(), batchDate: z.string() })
      .nullable(),
    deposit: z
      .object({
        id: z.number().int(),
        depositDate: z.string(),
        status: z.string(),
        amount: z.number().int(),
      })
      .nullable(),
    /** The sale a refund, void or return belongs to. */
    original: transactionSchema.nullable(),
    /** Refunds, voids and returns of this sale. */
    related: z.array(transactionSchema),
    timeline: z.array(timelineEventSchema),
  })
  .meta({ id: 'TransactionDetail' });
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;

export const transactionParams = z.object({
  id: merchantIdParam(),
  transactionId: transactionIdParam(),
});

const merchantIdField = () => idField('merchant', 'The merchant account of the transaction');

const AMOUNT_MESSAGE = 'Enter an amount of at least $0.01';

/** PUT /transactions/{id}/refund (part 1 §7): `amount` in cents. */
export const refundRequestSchema = z.object({
  amount: z.number().int(AMOUNT_MESSAGE).min(1, AMOUNT_MESSAGE).max(100_000_000_00),
  merchantId: merchantIdField(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** PUT /transactions/{id}/void (part 1 §7). */
export const voidRequestSchema = z.object({ merchantId: merchantIdField() });

/** The answer of refund and void: the new ledger row, the sale as it is now, the processor's code. */
export const transactionActionResultSchema = z
  .object({
    transaction: transactionSchema,
    original: transactionSchema,
    responseCode: z.string(),
    responseCodeDesc: z.string(),
  })
  .meta({ id: 'TransactionActionResult' });
export type TransactionActionResult = z.infer<typeof transactionActionResultSchema>;

export const transactionActionParams = z.object({ transactionId: transactionIdParam() });

const currentYear = () => new Date().getUTCFullYear();

const cardSchema = z
  .object({
    number: z
      .string()
      .max(30, CARD_NUMBER_MESSAGE)
      .superRefine((text, context) => {
        const problem = cardNumberProblem(text);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      // A generic value cannot pass the checksum: the test card approved every time.
      .meta({ examples: [TEST_CARDS[0].number] })
      .transform(digitsOf),
    expMonth: z.number().int().min(1, 'Month 1 to 12').max(12, 'Month 1 to 12'),
    expYear: z
      .number()
      .int()
      .min(2000)
      .max(2100)
      .meta({ examples: [2034] }),
    cvc: z
      .string()
      .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code')
      .meta({ examples: ['123'] }),
    postalCode: z.string().trim().max(10).optional(),
  })
  .superRefine((card, context) => {
    const now = new Date();
    const expired =
      card.expYear < currentYear() ||
      (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
    if (expired)
      context.addIssue({ code: 'custom', path: ['expYear'], message: 'This card has expired' });
    const amex = /^3[47]/.test(digitsOf(card.number));
    if (card.cvc.length !== (amex ? 4 : 3)) {
      context.addIssue({
        code: 'custom',
        path: ['cvc'],
        message: amex ? 'American Express codes have 4 digits' : 'The security code has 3 digits',
      });
    }
  });

const achSchema = z.object({
  routingNumber: z
    .string()
    .trim()
    .refine(routingNumberValid, 'Enter the 9-digit routing number of a US bank')
    .meta({ examples: [TEST_BANK_ACCOUNTS[0].routingNumber] }),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{4,17}$/, 'The account number has 4 to 17 digits')
    .meta({ examples: [TEST_BANK_ACCOUNTS[0].accountNumber] }),
  accountType: z.enum(['checking', 'savings']),
});

const terminalBase = {
  merchantId: idField('merchant', 'The account taking the payment'),
  amount: z
    .number()
    .int(AMOUNT_MESSAGE)
    .min(1, AMOUNT_MESSAGE)
    .max(100_000_00, 'At most $100,000.00'),
  accountholderName: z
    .string()
    .trim()
    .min(1, "Enter the cardholder's name")
    .max(100)
    .regex(/^[\p{L}\p{M}' .,-]+$/u, 'Letters, spaces, hyphens and apostrophes only'),
  accountholderEmail: z
    .email('Enter a valid e-mail')
    .max(254)
    // Stored with the payment: it must not carry a card number (none is ever stored).
    .refine((email) => !holdsCardNumber(email), 'Leave card numbers out of the e-mail')
    .toLowerCase()
    .optional(),
  description: z.string().trim().max(200).optional(),
};

/** POST /transactions: a card or ACH payment typed in the virtual terminal. */
export const terminalPaymentRequestSchema = z.discriminatedUnion('method', [
  z.object({ ...terminalBase, method: z.literal('card'), card: cardSchema }),
  z.object({ ...terminalBase, method: z.literal('ach'), ach: achSchema }),
]);
export type TerminalPaymentRequest = z.input<typeof terminalPaymentRequestSchema>;
/** The request as the schema answers it (card number as digits, e-mail lower-cased). */
export type TerminalPayment = z.output<typeof terminalPaymentRequestSchema>;

export const terminalPaymentResultSchema = z
  .object({
    approved: z.boolean(),
    transaction: transactionSchema,
    message: z.string(),
  })
  .meta({ id: 'TerminalPaymentResult' });
export type TerminalPaymentResult = z.infer<typeof terminalPaymentResultSchema>;

const methodLimits = z.object({
  accepted: z.boolean(),
  perTransaction: z.number().int().nullable(),
  perMonth: z.number().int().nullable(),
  usedThisMonth: z.number().int(),
  /** null: no monthly limit. */
  remainingThisMonth: z.number().int().nullable(),
});

/** GET /transactions/payment-info: what the terminal may take for an account. */
export const paymentInfoSchema = z
  .object({
    merchantId: z.number().int(),
    businessCommonName: z.string(),
    currency: z.string(),
    open: z.boolean(),
    card: methodLimits.extend({ brands: z.array(z.string()) }),
    ach: methodLimits,
    testCards: z.array(z.object({ number: z.string(), brand: z.string(), outcome: z.string() })),
    testBankAccounts: z.array(
      z.object({ routingNumber: z.string(), accountNumber: z.string(), outcome: z.string() }),
    ),
  })
  .meta({ id: 'PaymentInfo' });
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

export const paymentInfoQuerySchema = z.object({ merchantId: merchantIdParam() });
