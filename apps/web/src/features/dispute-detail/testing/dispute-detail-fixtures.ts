/** Test data of the dispute detail (imported by *.test.ts(x) only). */
import { CHARGEBACK_ENTRY_LABELS, DISPUTE_RULE_MESSAGES } from '@paydesk/domain/dispute-fields';
import type { ChargebackEntry } from '@paydesk/domain/disputes';
import type { DisputeDetail, DisputeRecord } from '../api/get-dispute';

const BLANK = {
  resolvedAt: null,
  cbDate: null,
  cbAmount: null,
  disputeDays: null,
  result: null,
  disputeStatus: null,
  responseCode: null,
  disputeDate: null,
  daysToRespond: null,
  responseDate: null,
  requestedDate: null,
  returnAmount: null,
  accountNumber: null,
  returnCode: null,
  returnCodeDesc: null,
} satisfies Partial<DisputeRecord>;

/** A Visa chargeback awaiting evidence, two days left. */
export const testChargeback = (over: Partial<DisputeRecord> = {}): DisputeRecord => ({
  ...BLANK,
  id: 501,
  kind: 'chargeback',
  merchantId: 100001,
  merchAccountName: 'Blue Harbor Bistro',
  transactionId: 9001,
  transNumber: 'T3-100001-009001',
  transDate: '2026-11-02T18:30:00.000Z',
  transAmount: 12500,
  amount: 12500,
  currency: 'USD',
  cardBrand: 'Visa',
  cardLastFour: '4242',
  accountholderName: 'Jane Cooper',
  accountholderEmail: 'jane@example.com',
  reasonCode: '13.1',
  reasonDesc: 'Merchandise/services not received',
  status: 'evidence-needed',
  needsResponse: true,
  date: '2026-11-10T17:00:00.000Z',
  respondBy: '2026-11-26T07:59:59.000Z',
  daysLeft: 2,
  caseNumber: 'CB-2026-0042',
  cbDate: '2026-11-10T17:00:00.000Z',
  cbAmount: 12500,
  disputeDays: 2,
  disputeStatus: 'evidence-needed',
  ...over,
});

export const testRetrieval = (over: Partial<DisputeRecord> = {}): DisputeRecord => ({
  ...testChargeback(),
  ...BLANK,
  id: 601,
  kind: 'retrieval',
  reasonCode: null,
  reasonDesc: 'Cardholder requests a copy of the receipt',
  status: 'Unanswered',
  respondBy: '2026-12-01T07:59:59.000Z',
  daysLeft: 5,
  caseNumber: null,
  daysToRespond: 5,
  requestedDate: '2026-11-20T17:00:00.000Z',
  date: '2026-11-20T17:00:00.000Z',
  ...over,
});

export const testAchReturn = (over: Partial<DisputeRecord> = {}): DisputeRecord => ({
  ...testChargeback(),
  ...BLANK,
  id: 701,
  kind: 'ach-return',
  transactionId: 9003,
  transNumber: 'T3-100001-009003',
  amount: 10000,
  transAmount: 10000,
  cardBrand: 'ACH',
  cardLastFour: null,
  accountholderName: 'Sam Lee',
  reasonCode: 'R10',
  reasonDesc: 'Customer advises not authorized',
  status: 'returned',
  needsResponse: false,
  respondBy: null,
  daysLeft: null,
  caseNumber: null,
  date: '2026-11-05T17:00:00.000Z',
  returnAmount: 10000,
  accountNumber: '****6789',
  returnCode: 'R10',
  returnCodeDesc: 'Customer advises not authorized',
  ...over,
});

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
    accountNumber: dispute.kind === 'ach-return' ? '****6789' : '************4242',
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
