import { formatMoney } from '@paydesk/domain/money';
import type { Transaction } from '@paydesk/domain/transactions';
import type { Merchant } from '../../platform/route-merchant';

/**
 * Whether a sale may be refunded or voided now, and why not, in one place: the detail page
 * shows these answers and the refund and void calls enforce them (part 2 §4 "Admin toggles
 * per merchant": refunds and voids, dual processor refunds).
 */
export interface SaleFacts {
  sale: Pick<
    Transaction,
    'type' | 'status' | 'method' | 'grossAmount' | 'refundedAmount' | 'batchId'
  > & { kind: string; processorId: number };
  /** Chargebacks opened on the sale. */
  chargebacks: number;
  /** The bank returned it (ACH). */
  returned: boolean;
}

export type Ability = { allowed: true; reason: null } | { allowed: false; reason: string };

const yes: Ability = { allowed: true, reason: null };
const no = (reason: string): Ability => ({ allowed: false, reason });

export const REFUNDS_OFF_MESSAGE =
  'Refunds and voids are turned off for this account. Contact support to turn them on.';
export const OTHER_PROCESSOR_MESSAGE =
  "This payment was taken on the account's previous processor, and refunds there (dual processor refunds) are off for this account.";

type AccountSettings = Pick<Merchant, 'refundsAndVoids' | 'dualProcessorRefunds' | 'processorId'>;

function common(merchant: AccountSettings, facts: SaleFacts): Ability | undefined {
  const { sale } = facts;
  if (!merchant.refundsAndVoids) return no(REFUNDS_OFF_MESSAGE);
  if (sale.kind !== 'sale') return no('Only a sale or payment can be refunded or voided.');
  if (sale.status === 'declined') return no('A declined payment took no money.');
  if (sale.status === 'voided') return no('This sale was voided.');
  if (sale.status !== 'approved') return no('This payment has not completed yet.');
  if (sale.processorId !== merchant.processorId && !merchant.dualProcessorRefunds) {
    return no(OTHER_PROCESSOR_MESSAGE);
  }
  return undefined;
}

/** Cents still refundable on a sale. */
export const refundableOf = (sale: SaleFacts['sale']) =>
  Math.max(0, sale.grossAmount - sale.refundedAmount);

export function refundAbility(merchant: AccountSettings, facts: SaleFacts): Ability {
  const refused = common(merchant, facts);
  if (refused) return refused;
  if (facts.returned) return no('The bank returned this payment: there is nothing to refund.');
  if (facts.chargebacks > 0) {
    return no('This payment is disputed: respond to the dispute instead of refunding it.');
  }
  if (refundableOf(facts.sale) === 0) return no('This payment has already been refunded in full.');
  return yes;
}

export function voidAbility(merchant: AccountSettings, facts: SaleFacts): Ability {
  const refused = common(merchant, facts);
  if (refused) return refused;
  if (facts.sale.method !== 'card') {
    return no('Only a card sale can be voided: refund an ACH payment instead.');
  }
  if (facts.sale.batchId !== null) return no('This sale has settled: refund it instead.');
  if (facts.sale.refundedAmount > 0) return no('A sale with refunds cannot be voided.');
  if (facts.chargebacks > 0 || facts.returned) {
    return no('A disputed or returned sale cannot be voided.');
  }
  return yes;
}

/** Why this amount cannot be refunded on the sale (more than is left), or null. */
export function refundAmountProblem(
  sale: SaleFacts['sale'] & { currency: string },
  amountCents: number,
): string | null {
  const left = refundableOf(sale);
  if (amountCents <= left) return null;
  const money = (cents: number) => formatMoney(cents, sale.currency);
  return left === 0
    ? 'This payment has already been refunded in full.'
    : `The refund of ${money(amountCents)} is more than the ${money(left)} left to refund on this payment.`;
}

/**
 * The refund line of credit (part 2 §3 cc_refund_line_of_credit), for card refunds: the
 * account's unsettled net (approved rows not yet in a batch) less this refund must not go
 * below minus the line. No line (null) means no credit: only the unsettled funds. Answers why
 * the refund is refused, or null.
 */
export function lineOfCreditProblem(input: {
  unsettledNetCents: number;
  lineOfCreditCents: number | null;
  amountCents: number;
  currency: string;
}): string | null {
  const credit = input.lineOfCreditCents ?? 0;
  if (input.unsettledNetCents - input.amountCents >= -credit) return null;
  const money = (cents: number) => formatMoney(cents, input.currency);
  const most = Math.max(0, input.unsettledNetCents + credit);
  const unsettled =
    input.unsettledNetCents >= 0
      ? `the account's unsettled funds are ${money(input.unsettledNetCents)}`
      : `the account's unsettled balance is already ${money(input.unsettledNetCents)}`;
  const line =
    input.lineOfCreditCents === null
      ? 'it has no refund line of credit'
      : `its refund line of credit is ${money(credit)}`;
  return (
    `The refund of ${money(input.amountCents)} is more than this account can cover now: ${unsettled} and ${line}, ` +
    `so at most ${money(most)} can be refunded until the next settlement.`
  );
}
