import type { Transaction } from '@paydesk/domain/transactions';
import type { Database } from '../../db/client';
import { LedgerRefused } from '../../ledger/ledger-operations';
import type { TransactionRow } from '../../ledger/ledger-rows';
import { type Actor, type Attempt, refuseAttempt } from '../../platform/audit';

export type { Actor, Attempt };

/** What the money actions (refund, void, virtual terminal) share: who acts, answers, refusals. */

/**
 * A row as the ledger writes it (with the columns other writers fill, when read), as the API
 * answers it: the answers of the money calls are built from the rows they wrote, not read back.
 */
export function ledgerTransaction(
  row: TransactionRow & { customerId?: number | null; paymentLinkId?: number | null },
  merchantName: string,
): Transaction {
  return {
    id: row.id,
    merchantId: row.merchantId,
    merchantName,
    batchId: row.batchId,
    transNumber: row.transNumber,
    transDate: row.transDate.toISOString(),
    settledDate: row.settledDate,
    fundDate: row.fundDate,
    type: row.typeCode as Transaction['type'],
    typeDescription: row.typeDescription,
    status: row.status,
    method: row.method,
    cardBrand: row.cardBrand,
    accountholderName: row.accountholderName,
    accountholderEmail: row.accountholderEmail,
    accountType: row.accountType,
    currency: row.currency,
    grossAmount: row.grossAmountCents,
    fee: row.feeCents,
    netAmount: row.netAmountCents,
    refundedAmount: row.refundedAmountCents,
    accountNumber: row.accountNumberMasked,
    responseCode: row.responseCode,
    responseCodeDesc: row.responseCodeDesc,
    authCode: row.authCode,
    avsCode: row.avsCode,
    originalTransactionId: row.originalTransactionId,
    customerId: row.customerId ?? null,
    paymentLinkId: row.paymentLinkId ?? null,
  };
}

/** Refuses with a 422 whose audit row outlives the rollback (platform/audit.ts). */
export const refuse = refuseAttempt;

/** Runs a ledger write; a refusal of the ledger's own (a rule it checks again) is audited too. */
export async function ledgerWrite<T>(
  tx: Database,
  actor: Actor,
  attempt: Attempt,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof LedgerRefused) return refuse(tx, actor, attempt, error.message);
    throw error;
  }
}
