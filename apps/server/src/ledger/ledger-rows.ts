/** Rows the ledger writes, in the columns' snake_case order used by the bulk inserts. */

export interface TransactionRow {
  id: number;
  merchantId: number;
  processorId: number;
  transNumber: string;
  transDate: Date;
  kind: 'sale' | 'refund' | 'void' | 'ach_return' | 'fee';
  method: 'card' | 'ach';
  typeCode: string;
  typeDescription: string;
  status: 'approved' | 'declined' | 'pending' | 'voided';
  cardBrand: string | null;
  accountNumberMasked: string | null;
  accountType: string | null;
  accountholderName: string | null;
  accountholderEmail: string | null;
  currency: string;
  grossAmountCents: number;
  feeCents: number;
  netAmountCents: number;
  refundedAmountCents: number;
  voidedAt: Date | null;
  originalTransactionId: number | null;
  batchId: number | null;
  settledDate: string | null;
  fundDate: string | null;
  responseCode: string;
  responseCodeDesc: string;
  authCode: string | null;
  avsCode: string | null;
}

export const TRANSACTION_COLUMNS = [
  'id',
  'merchant_id',
  'processor_id',
  'trans_number',
  'trans_date',
  'kind',
  'method',
  'type_code',
  'type_description',
  'status',
  'card_brand',
  'account_number_masked',
  'account_type',
  'accountholder_name',
  'accountholder_email',
  'currency',
  'gross_amount_cents',
  'fee_cents',
  'net_amount_cents',
  'refunded_amount_cents',
  'voided_at',
  'original_transaction_id',
  'batch_id',
  'settled_date',
  'fund_date',
  'response_code',
  'response_code_desc',
  'auth_code',
  'avs_code',
] as const;

export const transactionValues = (t: TransactionRow): unknown[] => [
  t.id,
  t.merchantId,
  t.processorId,
  t.transNumber,
  t.transDate,
  t.kind,
  t.method,
  t.typeCode,
  t.typeDescription,
  t.status,
  t.cardBrand,
  t.accountNumberMasked,
  t.accountType,
  t.accountholderName,
  t.accountholderEmail,
  t.currency,
  t.grossAmountCents,
  t.feeCents,
  t.netAmountCents,
  t.refundedAmountCents,
  t.voidedAt,
  t.originalTransactionId,
  t.batchId,
  t.settledDate,
  t.fundDate,
  t.responseCode,
  t.responseCodeDesc,
  t.authCode,
  t.avsCode,
];

export interface BatchRow {
  id: number;
  merchantId: number;
  processorId: number;
  batchNumber: string;
  batchDate: string;
  settledAt: Date;
  numberOfTransactions: number;
  totalGrossCents: number;
  totalFeeCents: number;
  totalNetCents: number;
}

export const BATCH_COLUMNS = [
  'id',
  'merchant_id',
  'processor_id',
  'batch_number',
  'batch_date',
  'settled_at',
  'number_of_transactions',
  'total_gross_cents',
  'total_fee_cents',
  'total_net_cents',
] as const;

export const batchValues = (b: BatchRow): unknown[] => [
  b.id,
  b.merchantId,
  b.processorId,
  b.batchNumber,
  b.batchDate,
  b.settledAt,
  b.numberOfTransactions,
  b.totalGrossCents,
  b.totalFeeCents,
  b.totalNetCents,
];

export interface DepositRow {
  id: number;
  merchantId: number;
  batchId: number;
  depositDate: string;
  depositedAt: Date;
  amountCents: number;
  status: 'paid' | 'pending' | 'failed';
  traceNumber: string;
}

export const DEPOSIT_COLUMNS = [
  'id',
  'merchant_id',
  'batch_id',
  'deposit_date',
  'deposited_at',
  'amount_cents',
  'status',
  'trace_number',
] as const;

export const depositValues = (d: DepositRow): unknown[] => [
  d.id,
  d.merchantId,
  d.batchId,
  d.depositDate,
  d.depositedAt,
  d.amountCents,
  d.status,
  d.traceNumber,
];

export interface ChargebackRow {
  id: number;
  merchantId: number;
  transactionId: number;
  caseNumber: string;
  cbDate: Date;
  cbAmountCents: number;
  reasonCode: string;
  reasonDesc: string;
  disputeStatus: 'evidence-needed' | 'under-review' | 'won' | 'lost' | 'accepted';
  respondBy: Date;
  result: string | null;
  responseCode: string | null;
  disputedAt: Date | null;
  resolvedAt: Date | null;
}

export const CHARGEBACK_COLUMNS = [
  'id',
  'merchant_id',
  'transaction_id',
  'case_number',
  'cb_date',
  'cb_amount_cents',
  'reason_code',
  'reason_desc',
  'dispute_status',
  'respond_by',
  'result',
  'response_code',
  'disputed_at',
  'resolved_at',
] as const;

export const chargebackValues = (c: ChargebackRow): unknown[] => [
  c.id,
  c.merchantId,
  c.transactionId,
  c.caseNumber,
  c.cbDate,
  c.cbAmountCents,
  c.reasonCode,
  c.reasonDesc,
  c.disputeStatus,
  c.respondBy,
  c.result,
  c.responseCode,
  c.disputedAt,
  c.resolvedAt,
];

export interface RetrievalRow {
  id: number;
  merchantId: number;
  transactionId: number;
  requestedDate: Date;
  reasonDesc: string;
  daysToRespond: number;
  status: 'Unanswered' | 'Answered' | 'Closed';
  responseDate: Date | null;
}

export const RETRIEVAL_COLUMNS = [
  'id',
  'merchant_id',
  'transaction_id',
  'requested_date',
  'reason_desc',
  'days_to_respond',
  'status',
  'response_date',
] as const;

export const retrievalValues = (r: RetrievalRow): unknown[] => [
  r.id,
  r.merchantId,
  r.transactionId,
  r.requestedDate,
  r.reasonDesc,
  r.daysToRespond,
  r.status,
  r.responseDate,
];

export interface AchReturnRow {
  id: number;
  merchantId: number;
  transactionId: number;
  returnTransactionId: number;
  returnDate: Date;
  returnAmountCents: number;
  returnCode: string;
  feeCents: number;
}

export const ACH_RETURN_COLUMNS = [
  'id',
  'merchant_id',
  'transaction_id',
  'return_transaction_id',
  'return_date',
  'return_amount_cents',
  'return_code',
  'fee_cents',
] as const;

export const achReturnValues = (a: AchReturnRow): unknown[] => [
  a.id,
  a.merchantId,
  a.transactionId,
  a.returnTransactionId,
  a.returnDate,
  a.returnAmountCents,
  a.returnCode,
  a.feeCents,
];
