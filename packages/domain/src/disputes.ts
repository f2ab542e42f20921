import { z } from 'zod';
import {
  type ChargebackEntryKind,
  DISPUTE_COLUMNS,
  DISPUTE_DECISIONS,
  DISPUTE_DEFAULT_SORT,
  DISPUTE_EVIDENCE_MAX,
  DISPUTE_KINDS,
  DISPUTE_NOTE_MAX,
  DISPUTE_STATUSES,
  type DisputeKind,
  EVIDENCE_CATEGORY_KEYS,
} from './dispute-fields';
import { uploadedFileSchema } from './files';
import { idField, idParam, merchantIdParam } from './ids';
import { DEFAULT_PAGE_SIZE } from './list-params';
import { commaList, listQuerySchema } from './list-query';
import { CARD_BRANDS } from './transaction-fields';
import { listRangeQuerySchema } from './wall-clock';

/** The disputes inbox: chargebacks, retrievals and ACH returns in one list (part 1 §3, §7). */

/**
 * One row of the inbox. The fields every kind shares come first; then the fields of part 1
 * §3 that only one kind has (null for the others): a chargeback's cbDate, cbAmount,
 * disputeDays, result, disputeStatus, responseCode and disputeDate; a retrieval's
 * reasonDesc, daysToRespond, status, responseDate and requestedDate; an ACH return's
 * returnAmount, masked accountNumber, returnCode and returnCodeDesc. Money in cents.
 */
export const disputeSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(DISPUTE_KINDS),
    merchantId: z.number().int(),
    merchAccountName: z.string(),
    transactionId: z.number().int(),
    transNumber: z.string(),
    transDate: z.string(),
    transAmount: z.number().int(),
    /** What is disputed: the chargeback's amount, the retrieval's sale, the returned amount. */
    amount: z.number().int(),
    currency: z.string(),
    cardBrand: z.enum(CARD_BRANDS).nullable(),
    cardLastFour: z.string().nullable(),
    accountholderName: z.string().nullable(),
    accountholderEmail: z.string().nullable(),
    reasonCode: z.string().nullable(),
    reasonDesc: z.string(),
    status: z.enum(DISPUTE_STATUSES),
    /** An answer is still expected (evidence-needed chargeback, unanswered retrieval). */
    needsResponse: z.boolean(),
    /** When the opened date (chargeback date, request date, return date). */
    date: z.string(),
    /** The response deadline; null for ACH returns, which take no answer. */
    respondBy: z.string().nullable(),
    /** Whole days until respondBy while a response is needed (negative once missed), else null. */
    daysLeft: z.number().int().nullable(),
    caseNumber: z.string().nullable(),
    /** When a chargeback was decided (won, lost or accepted). */
    resolvedAt: z.string().nullable(),
    // Chargeback (part 1 §3)
    cbDate: z.string().nullable(),
    cbAmount: z.number().int().nullable(),
    disputeDays: z.number().int().nullable(),
    result: z.string().nullable(),
    disputeStatus: z.string().nullable(),
    responseCode: z.string().nullable(),
    disputeDate: z.string().nullable(),
    // Retrieval (part 1 §3)
    daysToRespond: z.number().int().nullable(),
    responseDate: z.string().nullable(),
    requestedDate: z.string().nullable(),
    // ACH return (part 1 §3)
    returnAmount: z.number().int().nullable(),
    accountNumber: z.string().nullable(),
    returnCode: z.string().nullable(),
    returnCodeDesc: z.string().nullable(),
  })
  .meta({ id: 'Dispute' });
export type Dispute = z.infer<typeof disputeSchema>;

const reasonCodes = z
  .string()
  .max(200)
  .transform((text, context) => {
    const parts = [...new Set(text.split(',').map((part) => part.trim().toUpperCase()))].filter(
      Boolean,
    );
    if (!parts.every((part) => /^[A-Z0-9.]{1,8}$/.test(part))) {
      context.addIssue({ code: 'custom', message: 'Use reason codes such as 13.1, 4837 or R10' });
    }
    return parts;
  })
  .meta({ description: 'Chargeback reason or ACH return codes, comma-separated: 13.1,R01' });

/**
 * The inbox's filters: kind, status, needs_response, card brand, reason codes and the date
 * range on the opened date; search by last four, transaction number or cardholder; 10 a page,
 * sorted by urgency (`respondBy`).
 */
export const disputeListQuerySchema = listRangeQuerySchema
  .safeExtend({
    kind: commaList(DISPUTE_KINDS, 'kinds').optional(),
    status: commaList(DISPUTE_STATUSES, 'statuses').optional(),
    needs_response: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional()
      .meta({ description: 'true: only what still needs a response; false: only the rest' }),
    card_brand: commaList(CARD_BRANDS, 'card brands').optional(),
    reason: reasonCodes.optional(),
  })
  .safeExtend(
    listQuerySchema({
      columns: DISPUTE_COLUMNS,
      defaultSort: DISPUTE_DEFAULT_SORT,
      defaultPerPage: DEFAULT_PAGE_SIZE,
    }).shape,
  );
export type DisputeListQuery = z.output<typeof disputeListQuerySchema>;

/** `/disputes/:disputeId/:type`: the dispute's own id, which means something with its kind. */
export const disputeParams = z.object({
  disputeId: idParam('dispute', 'The id of the chargeback, retrieval or ACH return'),
  // The kinds of DISPUTE_KINDS, the retrieval first: the one a generic request (the security
  // harness's) can answer without evidence files.
  type: z
    .enum(['retrieval', 'chargeback', 'ach-return'] satisfies DisputeKind[])
    .meta({ description: 'chargeback, retrieval or ach-return' }),
});

/**
 * `/disputes/:disputeId/:type/status`: only a chargeback is decided, so its example kind (the
 * first) is chargeback.
 */
export const disputeDecisionParams = z.object({
  disputeId: idParam('chargeback', 'The id of the chargeback'),
  type: z
    .enum(['chargeback', 'retrieval', 'ach-return'] satisfies DisputeKind[])
    .meta({ description: 'chargeback (a retrieval or ACH return is refused)' }),
});

export const disputeMerchantQuery = z.object({ merchantId: merchantIdParam() });

const evidenceItemSchema = z.object({
  fileId: z.uuid('Must be a file UUID').meta({ 'x-object': 'file' }),
  category: z.enum(EVIDENCE_CATEGORY_KEYS),
});

/** Counter a chargeback with evidence (or answer a retrieval with documents). */
export const counterDisputeSchema = z.object({
  merchantId: idField('merchant', 'The account the dispute belongs to'),
  note: z.string().trim().max(DISPUTE_NOTE_MAX).default(''),
  evidence: z.array(evidenceItemSchema).max(DISPUTE_EVIDENCE_MAX).default([]),
});
export type CounterDisputeRequest = z.output<typeof counterDisputeSchema>;

/** Accept a chargeback (the money stays with the cardholder) or close a retrieval unanswered. */
export const acceptDisputeSchema = z.object({
  merchantId: idField('merchant', 'The account the dispute belongs to'),
});

/**
 * Staff record the processor's decision on a countered chargeback (part 2 §4 "Disputes:
 * status updated"): won returns the money to the merchant, lost leaves it with the cardholder.
 */
export const disputeStatusUpdateSchema = z.object({
  merchantId: idField('merchant', 'The account the dispute belongs to'),
  status: z.enum(DISPUTE_DECISIONS).meta({ description: 'won or lost' }),
  note: z.string().trim().max(DISPUTE_NOTE_MAX).default(''),
});
export type DisputeStatusUpdate = z.output<typeof disputeStatusUpdateSchema>;

const actionAbilitySchema = z.object({ allowed: z.boolean(), reason: z.string().nullable() });

/** A chargeback's money in the ledger: the debit when it opened, a reversal once won. */
export const chargebackEntrySchema = z.object({
  kind: z.enum(['debit', 'reversal'] satisfies ChargebackEntryKind[]),
  label: z.string(),
  /** Signed cents: a debit is negative. */
  amount: z.number().int(),
  at: z.string(),
});
export type ChargebackEntry = z.infer<typeof chargebackEntrySchema>;

export const disputeEvidenceSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  note: z.string().nullable(),
  file: uploadedFileSchema.nullable(),
  createdAt: z.string(),
});

export const disputeEventSchema = z.object({
  at: z.string(),
  label: z.string(),
  detail: z.string().nullable(),
});

/** One dispute with its transaction, evidence, history and what may be done. */
export const disputeDetailSchema = z
  .object({
    dispute: disputeSchema,
    transaction: z.object({
      id: z.number().int(),
      transNumber: z.string(),
      transDate: z.string(),
      status: z.string(),
      grossAmount: z.number().int(),
      refundedAmount: z.number().int(),
      currency: z.string(),
      cardBrand: z.string().nullable(),
      accountNumber: z.string().nullable(),
      accountholderName: z.string().nullable(),
      authCode: z.string().nullable(),
      avsCode: z.string().nullable(),
      responseCode: z.string().nullable(),
    }),
    evidence: z.array(disputeEvidenceSchema),
    history: z.array(disputeEventSchema),
    /** A chargeback's ledger entries, oldest first (none for retrievals and ACH returns). */
    money: z.array(chargebackEntrySchema),
    actions: z.object({
      counter: actionAbilitySchema,
      accept: actionAbilitySchema,
      /** Recording the processor's decision (staff holding can-manage-disputes). */
      status: actionAbilitySchema,
    }),
  })
  .meta({ id: 'DisputeDetail' });
export type DisputeDetail = z.infer<typeof disputeDetailSchema>;

export const evidenceCategoriesSchema = z.array(
  z.object({ key: z.enum(EVIDENCE_CATEGORY_KEYS), label: z.string() }),
);

/** The account a dispute belongs to (a link from an e-mail or single sign-on names none). */
export const disputeAccountSchema = z
  .object({ merchantId: z.number().int() })
  .meta({ id: 'DisputeAccount' });
export type DisputeAccount = z.infer<typeof disputeAccountSchema>;
