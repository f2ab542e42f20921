import type { Transaction, TransactionActionResult } from '@paydesk/domain/transactions';
import { type Database, sqlQuery } from '../../db/client';
import { stageRefund, stageVoid } from '../../ledger/ledger-operations';
import { lockMerchantMoney, lockMerchantMoneyReadingNet } from '../../ledger/merchant-money-lock';
import { voided } from '../../ledger/transaction-rows';
import { recordSuccess } from '../../platform/audit';
import { NotFound } from '../../platform/errors';
import type { Merchant } from '../../platform/route-merchant';
import type { Clock } from '../../platform/shared-dependencies';
import type { CardBrand, SaleActionRequest } from '../../processors/processor-port';
import type { Processors } from '../../processors/processor-registry';
import { type Actor, type Attempt, ledgerTransaction, ledgerWrite, refuse } from './money-actions';
import {
  lineOfCreditProblem,
  refundAbility,
  refundAmountProblem,
  type SaleFacts,
  voidAbility,
} from './transaction-rules';
import { type LockedSale, lockedTransactionOf } from './transactions.repository';
import { TRANSACTION_NOT_FOUND_MESSAGE } from './transactions.service';

/**
 * Refund and void (part 1 §7 PUT /transactions/{id}/refund and /void), each in the call's one
 * transaction (`tx`):
 * 1. the sale is locked and the rules of transaction-rules.ts decide (422 with the reason);
 * 2. the ledger rows are written (the refund or void record, the sale) and the audit row
 *    added: work that waits for nothing but this sale;
 * 3. then, one action of the merchant at a time (its advisory lock): the refund line of credit
 *    is checked against the unsettled net, the sale's processor answers (a decline rolls all
 *    back), and the rollups the dashboard reads are added; the commit follows.
 * Step 3 is all that actions of one merchant queue for. A refusal is a 422 whose audit row is
 * kept after the rollback.
 */
export interface ActionDependencies {
  processors: Processors;
  clock: Clock;
}

/** The sale locked, as the rules and the answers read it. */
interface Sale {
  locked: LockedSale;
  public: Transaction;
  facts: SaleFacts;
}

async function lockedSale(tx: Database, merchant: Merchant, transactionId: number): Promise<Sale> {
  const locked = await lockedTransactionOf(tx, merchant.id, transactionId);
  if (!locked) throw new NotFound(TRANSACTION_NOT_FOUND_MESSAGE);
  const shown = ledgerTransaction(locked.row, merchant.businessCommonName);
  return {
    locked,
    public: shown,
    facts: {
      sale: { ...shown, kind: locked.row.kind, processorId: locked.row.processorId },
      chargebacks: locked.chargebacks,
      returned: locked.returned,
    },
  };
}

const actionRequest = (sale: Sale, amountCents: number): SaleActionRequest => ({
  method: sale.public.method,
  brand: sale.public.method === 'card' ? (sale.public.cardBrand as CardBrand | null) : null,
  saleReference: sale.public.transNumber,
  authCode: sale.public.authCode,
  amountCents,
});

/** Refunds part or all of an approved sale of the merchant. */
export async function refundTransaction(
  deps: ActionDependencies,
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  input: { transactionId: number; amount: number },
): Promise<TransactionActionResult> {
  const run = sqlQuery(tx);
  const sale = await lockedSale(tx, merchant, input.transactionId);
  const attempt: Attempt = {
    action: 'transaction-refund',
    details: { merchantId: merchant.id, transactionId: sale.public.id, amount: input.amount },
  };
  const ability = refundAbility(merchant, sale.facts);
  if (!ability.allowed) return refuse(tx, actor, attempt, ability.reason);
  const over = refundAmountProblem(
    { ...sale.facts.sale, currency: sale.public.currency },
    input.amount,
  );
  if (over) return refuse(tx, actor, attempt, over);

  // The sale's own processor (the previous one, with dual processor refunds).
  const processor = deps.processors.processorFor({ processorId: sale.locked.row.processorId });
  const staged = await ledgerWrite(tx, actor, attempt, () =>
    stageRefund(tx, processor, {
      sale: sale.locked.row,
      amountCents: input.amount,
      at: deps.clock.now(),
    }),
  );
  await recordSuccess(tx, actor, {
    ...attempt,
    details: { ...attempt.details, refundTransactionId: staged.row.id },
  });

  // Every refund, card or ACH, moves the account's unsettled net: one at a time per merchant.
  if (sale.public.method === 'card') {
    // The net as the lock finds it (one round trip); the rollups do not hold this refund yet.
    const problem = lineOfCreditProblem({
      unsettledNetCents: await lockMerchantMoneyReadingNet(run, merchant.id),
      lineOfCreditCents: merchant.ccRefundLineOfCreditCents,
      amountCents: input.amount,
      currency: sale.public.currency,
    });
    if (problem) return refuse(tx, actor, attempt, problem);
  } else {
    await lockMerchantMoney(run, merchant.id);
  }
  const answer = await processor.refund(actionRequest(sale, input.amount));
  if (!answer.approved) {
    return refuse(
      tx,
      actor,
      { ...attempt, details: { ...attempt.details, responseCode: answer.responseCode } },
      `The processor declined the refund: ${answer.responseCode} ${answer.responseCodeDesc}.`,
    );
  }
  await staged.addRollups();
  return {
    transaction: ledgerTransaction(staged.row, merchant.businessCommonName),
    original: { ...sale.public, refundedAmount: sale.public.refundedAmount + input.amount },
    responseCode: answer.responseCode,
    responseCodeDesc: answer.responseCodeDesc,
  };
}

/** Voids a whole approved card sale of the merchant before it settles. */
export async function voidTransaction(
  deps: ActionDependencies,
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  input: { transactionId: number },
): Promise<TransactionActionResult> {
  const run = sqlQuery(tx);
  const sale = await lockedSale(tx, merchant, input.transactionId);
  const attempt: Attempt = {
    action: 'transaction-void',
    details: {
      merchantId: merchant.id,
      transactionId: sale.public.id,
      amount: sale.public.grossAmount,
    },
  };
  const ability = voidAbility(merchant, sale.facts);
  if (!ability.allowed) return refuse(tx, actor, attempt, ability.reason);

  const at = deps.clock.now();
  const staged = await ledgerWrite(tx, actor, attempt, () =>
    stageVoid(tx, { sale: sale.locked.row, at }),
  );
  await recordSuccess(tx, actor, {
    ...attempt,
    details: { ...attempt.details, voidTransactionId: staged.row.id },
  });

  // A void takes the sale out of the unsettled net a card refund of the merchant may be
  // counting on: its rollups change under the same lock.
  await lockMerchantMoney(run, merchant.id);
  const processor = deps.processors.processorFor({ processorId: sale.locked.row.processorId });
  const answer = await processor.void(actionRequest(sale, sale.public.grossAmount));
  if (!answer.approved) {
    return refuse(
      tx,
      actor,
      { ...attempt, details: { ...attempt.details, responseCode: answer.responseCode } },
      `The processor declined the void: ${answer.responseCode} ${answer.responseCodeDesc}.`,
    );
  }
  await staged.addRollups();
  return {
    transaction: ledgerTransaction(staged.row, merchant.businessCommonName),
    original: ledgerTransaction(
      {
        ...voided(sale.locked.row, at),
        customerId: sale.public.customerId,
        paymentLinkId: sale.public.paymentLinkId,
      },
      merchant.businessCommonName,
    ),
    responseCode: answer.responseCode,
    responseCodeDesc: answer.responseCodeDesc,
  };
}
