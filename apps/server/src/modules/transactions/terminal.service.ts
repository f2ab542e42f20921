import {
  type CardBrand,
  cardBrandOf,
  TEST_BANK_ACCOUNTS,
  TEST_CARDS,
} from '@paydesk/domain/card-number';
import type {
  PaymentInfo,
  TerminalPayment,
  TerminalPaymentResult,
} from '@paydesk/domain/transactions';
import { type Database, sqlQuery } from '../../db/client';
import { recordSale } from '../../ledger/ledger-operations';
import { lockMerchantMoney } from '../../ledger/merchant-money-lock';
import { recordAudit } from '../../platform/audit';
import type { FieldCipher } from '../../platform/encryption';
import type { Merchant } from '../../platform/route-merchant';
import type { Clock } from '../../platform/shared-dependencies';
import type { Processors } from '../../processors/processor-registry';
import { merchantFeeSchedule } from '../merchants/merchants.service';
import { monthToDateVolume } from '../overview/volume.service';
import { type Actor, type Attempt, ledgerTransaction, ledgerWrite, refuse } from './money-actions';
import { acceptedBrands, isOpen, methodLimits, paymentProblem } from './terminal-rules';

import { storeAchNumbers } from './transactions.repository';

/**
 * The terminal's refusals (closed account, method or brand not taken, limits): recurring
 * billing charges by the same rules.
 */
export { paymentProblem };

/**
 * The virtual terminal (part 1 §7 POST /transactions, GET /transactions/payment-info): a card
 * or ACH payment typed by the merchant. The card number goes to the processor for the
 * authorisation and nowhere else: the ledger gets its brand and last four. Bank account and
 * routing numbers are stored sealed (AES-256-GCM), the routing number's last four in clear.
 */
export interface TerminalDependencies {
  processors: Processors;
  clock: Clock;
  cipher: FieldCipher;
}

/** What the terminal may take for the account now: methods, brands, limits and what is left. */
export async function paymentInfo(
  db: Database,
  merchant: Merchant,
  now: Date,
): Promise<PaymentInfo> {
  const month = await monthToDateVolume(db, {
    merchantId: merchant.id,
    timezone: merchant.timezone,
    now,
  });
  return {
    merchantId: merchant.id,
    businessCommonName: merchant.businessCommonName,
    currency: merchant.currency,
    open: isOpen(merchant),
    card: { ...methodLimits(merchant, 'card', month.cardVolume), brands: acceptedBrands(merchant) },
    ach: methodLimits(merchant, 'ach', month.achVolume),
    testCards: TEST_CARDS.map((card) => ({ ...card })),
    testBankAccounts: TEST_BANK_ACCOUNTS.map((account) => ({ ...account })),
  };
}

/** Takes a card or ACH payment: approved or declined, both recorded; a limit refuses it (422). */
export async function takePayment(
  deps: TerminalDependencies,
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  payment: TerminalPayment,
): Promise<TerminalPaymentResult> {
  const run = sqlQuery(tx);
  const card = payment.method === 'card' ? payment.card : undefined;
  const ach = payment.method === 'ach' ? payment.ach : undefined;
  const brand: CardBrand | null = card ? cardBrandOf(card.number) : null;
  const attempt: Attempt = {
    action: 'terminal-payment',
    details: {
      merchantId: merchant.id,
      amount: payment.amount,
      method: payment.method,
      ...(brand ? { brand } : {}),
    },
  };
  // One payment at a time per merchant, so two cannot both fit in what is left of the month.
  await lockMerchantMoney(run, merchant.id);
  const now = deps.clock.now();
  const month = await monthToDateVolume(tx, {
    merchantId: merchant.id,
    timezone: merchant.timezone,
    now,
  });
  const problem = paymentProblem(
    merchant,
    { method: payment.method, amountCents: payment.amount, brand },
    payment.method === 'card' ? month.cardVolume : month.achVolume,
  );
  if (problem) return refuse(tx, actor, attempt, problem);

  const number = card ? card.number : (ach?.accountNumber ?? '');
  const fees = await merchantFeeSchedule(tx, merchant);
  const row = await ledgerWrite(tx, actor, attempt, () =>
    recordSale(tx, deps.processors.processorFor(merchant), {
      fees,
      merchantId: merchant.id,
      method: payment.method,
      amountCents: payment.amount,
      brand,
      at: now,
      accountholderName: payment.accountholderName,
      ...(payment.accountholderEmail ? { accountholderEmail: payment.accountholderEmail } : {}),
      ...(ach ? { accountType: ach.accountType } : {}),
      lastFour: number.slice(-4),
      // For the authorisation only: the ledger row gets the last four.
      accountNumber: number,
    }),
  );
  if (ach) {
    await storeAchNumbers(run, row.id, {
      accountNumber: deps.cipher.encrypt(ach.accountNumber),
      routingNumber: deps.cipher.encrypt(ach.routingNumber),
      routingLastFour: ach.routingNumber.slice(-4),
    });
  }
  const approved = row.status === 'approved';
  await recordAudit(tx, {
    action: attempt.action,
    outcome: 'success',
    userId: actor.userId,
    email: actor.email,
    ip: actor.ip,
    details: {
      ...attempt.details,
      transactionId: row.id,
      approved,
      responseCode: row.responseCode,
    },
  });
  return {
    approved,
    transaction: ledgerTransaction(row, merchant.businessCommonName),
    message: approved
      ? 'Payment approved'
      : `Declined: ${row.responseCode} ${row.responseCodeDesc}`,
  };
}
