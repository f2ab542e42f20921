/** Test data of the dispute detail (imported by *.test.ts(x) only). */
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

const OPEN = {
  counter: { allowed: true, reason: null },
  accept: { allowed: true, reason: null },
};

/** A detail around a dispute: its card sale, no evidence yet, the opening event. */
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
  actions: dispute.kind === 'ach-return' ? NOT_ALLOWED_ACH : OPEN,
  ...over,
});

const NOT_ALLOWED_ACH = {
  counter: {
    allowed: false,
    reason: 'An ACH return cannot be countered or accepted: see what you can do next.',
  },
  accept: {
    allowed: false,
    reason: 'An ACH return cannot be countered or accepted: see what you can do next.',
  },
};

/** What a decided or answered dispute allows: nothing, for this reason. */
export const closedActions = (reason: string): DisputeDetail['actions'] => ({
  counter: { allowed: false, reason },
  accept: { allowed: false, reason },
});
