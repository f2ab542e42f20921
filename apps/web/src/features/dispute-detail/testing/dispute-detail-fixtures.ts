/**
 * Test data of the dispute detail (imported by *.test.ts(x) only): the detail around a
 * dispute row (the rows themselves: shared/disputes/testing/dispute-fixtures).
 */
import { CHARGEBACK_ENTRY_LABELS, DISPUTE_RULE_MESSAGES } from '@paydesk/domain/dispute-fields';
import type { ChargebackEntry } from '@paydesk/domain/disputes';
import { testChargeback } from '../../../shared/disputes/testing/dispute-fixtures';
import type { DisputeDetail, DisputeRecord } from '../api/get-dispute';

type Ability = DisputeDetail['actions']['status'];

const ALLOWED: Ability = { allowed: true, reason: null };
const refused = (reason: string): Ability => ({ allowed: false, reason });

/** Whether staff may record a decision, as the server says it: a chargeback under review. */
export function decisionAbility(dispute: DisputeRecord): Ability {
  if (dispute.kind !== 'chargeback') return refused(DISPUTE_RULE_MESSAGES.decisionNotChargeback);
  if (['won', 'lost', 'accepted'].includes(dispute.status)) {
    return refused(DISPUTE_RULE_MESSAGES.decided);
  }
  if (dispute.status !== 'under-review') return refused(DISPUTE_RULE_MESSAGES.decisionNotCountered);
  return ALLOWED;
}

/** A chargeback's debit when it opened: its amount taken from the account. */
export const testDebit = (
  dispute: DisputeRecord,
  over: Partial<ChargebackEntry> = {},
): ChargebackEntry => ({
  kind: 'debit',
  label: CHARGEBACK_ENTRY_LABELS.debit,
  amount: -dispute.amount,
  at: dispute.date,
  ...over,
});

/** A won chargeback's reversal: its amount given back. */
export const testReversal = (
  dispute: DisputeRecord,
  over: Partial<ChargebackEntry> = {},
): ChargebackEntry => ({
  kind: 'reversal',
  label: CHARGEBACK_ENTRY_LABELS.reversal,
  amount: dispute.amount,
  at: dispute.resolvedAt ?? dispute.date,
  ...over,
});

/** What the server allows on an open dispute (counter and accept) or an ACH return (nothing). */
function defaultActions(dispute: DisputeRecord): DisputeDetail['actions'] {
  const status = decisionAbility(dispute);
  if (dispute.kind === 'ach-return') {
    const reason = refused(DISPUTE_RULE_MESSAGES.achReturn);
    return { counter: reason, accept: reason, status };
  }
  return { counter: ALLOWED, accept: ALLOWED, status };
}

/**
 * A detail around a dispute: its card sale, no evidence yet, the opening event, the
 * chargeback's debit (no money for the other kinds).
 */
export const testDisputeDetail = (
  dispute: DisputeRecord = testChargeback(),
  over: Partial<DisputeDetail> = {},
): DisputeDetail => ({
  dispute,
  transaction: {
    id: dispute.transactionId,
    transNumber: dispute.transNumber,
    transDate: dispute.transDate,
    status: 'approved',
    grossAmount: dispute.transAmount,
    refundedAmount: 0,
    currency: 'USD',
    cardBrand: dispute.cardBrand,
    accountNumber:
      dispute.kind === 'ach-return' ? dispute.accountNumber : `************${dispute.cardLastFour}`,
    accountholderName: dispute.accountholderName,
    authCode: '0A1B2C',
    avsCode: 'Y',
    responseCode: '00',
  },
  evidence: [],
  history: [
    {
      at: dispute.date,
      label: dispute.kind === 'ach-return' ? 'Payment returned' : 'Chargeback opened',
      detail: `${dispute.reasonCode ?? ''} ${dispute.reasonDesc}`.trim(),
    },
  ],
  money: dispute.kind === 'chargeback' ? [testDebit(dispute)] : [],
  actions: defaultActions(dispute),
  ...over,
});

/**
 * What a decided or answered dispute allows: no counter or accept, for this reason; the
 * decision refused for the same reason unless `status` says otherwise (staff may decide a
 * chargeback under review).
 */
export const closedActions = (
  reason: string,
  status: Ability = refused(reason),
): DisputeDetail['actions'] => ({
  counter: refused(reason),
  accept: refused(reason),
  status,
});
