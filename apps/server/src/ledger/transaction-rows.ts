import type {
  AuthorizationResult,
  CardBrand,
  PaymentMethod,
  ProcessorId,
} from '../processors/processor-port';
import type { TransactionRow } from './ledger-rows';

/**
 * The ledger rows of each kind, built in one place for the generator and the live
 * operations alike: type codes of part 2 §3, signs and net = gross - fee.
 */
export interface RowIdentity {
  id: number;
  transNumber: string;
  transDate: Date;
}

export function saleRow(
  ids: RowIdentity,
  input: {
    merchantId: number;
    processorId: ProcessorId;
    currency: string;
    method: PaymentMethod;
    brand: CardBrand | null;
    amountCents: number;
    auth: AuthorizationResult;
    accountNumberMasked: string;
    accountType: string | null;
    accountholderName: string | null;
    accountholderEmail: string | null;
  },
): TransactionRow {
  const { auth, method } = input;
  // A plain literal (no spread): millions of these are built, and a spread row is a slower,
  // larger object for V8.
  return {
    id: ids.id,
    transNumber: ids.transNumber,
    transDate: ids.transDate,
    merchantId: input.merchantId,
    processorId: input.processorId,
    currency: input.currency,
    kind: 'sale',
    method,
    typeCode:
      method === 'card'
        ? auth.approved
          ? '+CC'
          : '+CC Decline'
        : input.processorId === 2
          ? '+CK'
          : '+ACH Payment',
    typeDescription:
      method === 'card' ? (auth.approved ? 'Card sale' : 'Card decline') : 'ACH payment',
    status: auth.approved ? 'approved' : 'declined',
    cardBrand: input.brand ?? 'ACH',
    accountNumberMasked: input.accountNumberMasked,
    accountType: input.accountType,
    accountholderName: input.accountholderName,
    accountholderEmail: input.accountholderEmail,
    grossAmountCents: input.amountCents,
    feeCents: auth.feeCents,
    netAmountCents: auth.approved ? input.amountCents - auth.feeCents : 0,
    refundedAmountCents: 0,
    voidedAt: null,
    originalTransactionId: null,
    batchId: null,
    settledDate: null,
    fundDate: null,
    responseCode: auth.responseCode,
    responseCodeDesc: auth.responseCodeDesc,
    authCode: auth.authCode,
    avsCode: auth.avsCode,
  };
}

const following = (original: TransactionRow, ids: RowIdentity) => ({
  ...original,
  ...ids,
  refundedAmountCents: 0,
  voidedAt: null,
  originalTransactionId: original.id,
  batchId: null,
  settledDate: null,
  fundDate: null,
  status: 'approved' as const,
});

/** A refund of part of a sale: negative gross, the processor's refund fee. */
export function refundRow(
  sale: TransactionRow,
  ids: RowIdentity,
  amountCents: number,
  feeCents: number,
): TransactionRow {
  return {
    ...following(sale, ids),
    kind: 'refund',
    typeCode: sale.method === 'card' ? '-CC Refund' : '-CK',
    typeDescription: sale.method === 'card' ? 'Card refund' : 'ACH refund',
    grossAmountCents: -amountCents,
    feeCents,
    netAmountCents: -amountCents - feeCents,
    authCode: null,
    avsCode: null,
  };
}

/** The record of a void: the whole sale amount, no fee, never settled. */
export function voidRow(sale: TransactionRow, ids: RowIdentity): TransactionRow {
  return {
    ...following(sale, ids),
    kind: 'void',
    typeCode: '+CC Void',
    typeDescription: 'Card void',
    grossAmountCents: sale.grossAmountCents,
    feeCents: 0,
    netAmountCents: sale.grossAmountCents,
  };
}

/** A sale once voided: out of volume and fees, never settled. */
export const voided = (sale: TransactionRow, at: Date): TransactionRow => ({
  ...sale,
  status: 'voided',
  voidedAt: at,
  feeCents: 0,
  netAmountCents: sale.grossAmountCents,
});

/** The bank returned an ACH payment: its amount back out, plus the rejected-return fee. */
export function achReturnRow(
  sale: TransactionRow,
  ids: RowIdentity,
  feeCents: number,
): TransactionRow {
  return {
    ...following(sale, ids),
    kind: 'ach_return',
    typeCode: 'ACH Payment Return',
    typeDescription: 'ACH payment return',
    grossAmountCents: -sale.grossAmountCents,
    feeCents,
    netAmountCents: -sale.grossAmountCents - feeCents,
  };
}
