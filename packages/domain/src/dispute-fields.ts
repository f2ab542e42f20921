import type { ColumnSpec } from './list-params';

/**
 * The vocabulary of the disputes inbox, without zod (the web paints with it): the three kinds
 * of part 1 §3 (chargebacks, retrievals, ACH returns), their statuses, and the inbox columns.
 * disputes.ts builds the schemas on it.
 */
export const DISPUTE_KINDS = ['chargeback', 'retrieval', 'ach-return'] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];
export const DISPUTE_KIND_LABELS: Record<DisputeKind, string> = {
  chargeback: 'Chargeback',
  retrieval: 'Retrieval',
  'ach-return': 'ACH return',
};

/** Chargeback statuses as the ledger writes them (`evidence-needed` needs a response). */
export const CHARGEBACK_STATUSES = [
  'evidence-needed',
  'under-review',
  'won',
  'lost',
  'accepted',
] as const;
/** Retrieval statuses (part 1 §3: the value seen is 'Unanswered'). */
export const RETRIEVAL_STATUSES = ['Unanswered', 'Answered', 'Closed'] as const;
/** An ACH return is final when it arrives: nothing to answer. */
export const ACH_RETURN_STATUSES = ['returned'] as const;
export const DISPUTE_STATUSES = [
  ...CHARGEBACK_STATUSES,
  ...RETRIEVAL_STATUSES,
  ...ACH_RETURN_STATUSES,
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  'evidence-needed': 'Evidence needed',
  'under-review': 'Under review',
  won: 'Won',
  lost: 'Lost',
  accepted: 'Accepted',
  Unanswered: 'Unanswered',
  Answered: 'Answered',
  Closed: 'Closed',
  returned: 'Returned',
};

/** Days left at or under which a deadline shows as urgent (red); under a week, amber. */
export const DEADLINE_URGENT_DAYS = 3;
export const DEADLINE_SOON_DAYS = 7;

/**
 * The inbox's columns. `respondBy` sorts by urgency: what needs a response first, nearest
 * deadline first, then everything decided, newest first (docs/disputes.md).
 */
export const DISPUTE_COLUMNS = [
  { key: 'respondBy', label: 'Respond by', sortable: true, defaultVisible: true },
  { key: 'daysLeft', label: 'Days left', numeric: true, defaultVisible: true },
  { key: 'kind', label: 'Kind', defaultVisible: true },
  { key: 'status', label: 'Status', defaultVisible: true },
  { key: 'date', label: 'Opened', sortable: true, defaultVisible: true },
  { key: 'amount', label: 'Disputed', sortable: true, numeric: true, defaultVisible: true },
  { key: 'transAmount', label: 'Transaction amount', numeric: true },
  { key: 'cardBrand', label: 'Brand', defaultVisible: true },
  { key: 'cardLastFour', label: 'Last four', defaultVisible: true },
  { key: 'accountholderName', label: 'Cardholder', defaultVisible: true },
  { key: 'reasonCode', label: 'Reason code' },
  { key: 'reasonDesc', label: 'Reason', defaultVisible: true },
  { key: 'transNumber', label: 'Transaction #' },
  { key: 'transDate', label: 'Transaction date' },
  { key: 'caseNumber', label: 'Case number' },
  { key: 'result', label: 'Result' },
  { key: 'responseCode', label: 'Response code' },
  { key: 'responseDate', label: 'Responded' },
  { key: 'accountNumber', label: 'Account number' },
  { key: 'currency', label: 'Currency' },
  { key: 'id', label: 'ID', numeric: true },
] as const satisfies readonly ColumnSpec[];
export type DisputeColumn = (typeof DISPUTE_COLUMNS)[number]['key'];
export const DISPUTE_DEFAULT_SORT = 'respondBy';

/**
 * What a merchant may send as evidence (part 1 §7 "evidence categories"; the spec names no
 * list: these are the categories card networks ask for, as Stripe and Adyen list them).
 */
export const EVIDENCE_CATEGORIES = [
  { key: 'receipt', label: 'Receipt or invoice' },
  { key: 'proof-of-delivery', label: 'Proof of delivery or service' },
  { key: 'customer-communication', label: 'Customer communication' },
  { key: 'authorization', label: 'Proof of authorization (AVS, CVV, signature)' },
  { key: 'refund-policy', label: 'Refund or cancellation policy' },
  { key: 'other', label: 'Other' },
] as const;
export type EvidenceCategory = (typeof EVIDENCE_CATEGORIES)[number]['key'];
export const EVIDENCE_CATEGORY_KEYS = EVIDENCE_CATEGORIES.map((c) => c.key) as EvidenceCategory[];

/** A note sent with a counter: at most this many characters. */
export const DISPUTE_NOTE_MAX = 2_000;
/** Files sent with one counter, at most. */
export const DISPUTE_EVIDENCE_MAX = 10;

export const DISPUTE_NOT_FOUND_MESSAGE = 'Unable to find a dispute with the ID specified';
export const DISPUTE_RULE_MESSAGES = {
  achReturn: 'An ACH return cannot be countered or accepted: see what you can do next.',
  decided: 'This dispute is already decided.',
  answered: 'This dispute was already answered and is waiting for a decision.',
  deadlinePassed: 'The response deadline for this dispute has passed.',
  evidenceNeeded: 'Add at least one evidence file to counter a chargeback.',
  fileNotEvidence: 'Only files uploaded as dispute evidence for this account can be sent.',
  decisionNotChargeback: 'Only a chargeback is decided by the processor.',
  decisionNotCountered: 'Only a countered chargeback (under review) can be decided.',
} as const;

/** The processor's decisions on a countered chargeback that staff may record (status update). */
export const DISPUTE_DECISIONS = ['won', 'lost'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];

/** The money of a chargeback (ledger entries): its debit, and its reversal once won. */
export const CHARGEBACK_ENTRY_LABELS = {
  debit: 'Debited from your account',
  reversal: 'Returned to your account (dispute won)',
} as const;
export type ChargebackEntryKind = keyof typeof CHARGEBACK_ENTRY_LABELS;

/** What a person may still do with a dispute, and why not when they may not. */
export const DISPUTE_ACTIONS = ['counter', 'accept'] as const;
export type DisputeAction = (typeof DISPUTE_ACTIONS)[number];

/** The evidence row of the one PDF a chargeback's counter sent (made by the server). */
export const RESPONSE_PACKAGE_CATEGORY = {
  key: 'response-package',
  label: 'Response sent to the processor (PDF)',
} as const;
