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
