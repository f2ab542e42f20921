import { createHash } from 'node:crypto';
import { TEST_REFUND_DECLINES, testNumberResponse } from '@paydesk/domain/card-number';
import { RESPONSE_CODES } from '@paydesk/domain/transaction-fields';
import type { Random } from './prng';
import type {
  AuthorizationRequest,
  AuthorizationResult,
  EvidenceLimits,
  FeeSchedule,
  MerchantAccountFacts,
  OpenedMerchantAccount,
  ProcessorId,
  ProcessorPort,
  SaleActionRequest,
  SaleActionResult,
} from './processor-port';

export type { FeeSchedule };

/** Fees of part 2 §9: about 0.48 on a 5.00 card sale, 0.35-0.45 on bank payments, 10.00 per rejected return. */
export const FEE_SCHEDULES: Record<ProcessorId, FeeSchedule & { achCapCents: number }> = {
  2: {
    cardPercentBps: 300,
    cardFixedCents: 33,
    achFixedCents: 35,
    achPercentBps: 10,
    achCapCents: 45,
  },
  3: {
    cardPercentBps: 290,
    cardFixedCents: 34,
    achFixedCents: 36,
    achPercentBps: 8,
    achCapCents: 45,
  },
};

const MB = 1024 * 1024;

/**
 * The evidence each simulated processor takes with a chargeback response (docs/disputes.md
 * "Evidence package"): the older processor 2 at most 19 pages and 4.5 MB, the newer
 * processor 3 at most 50 pages and 8 MB. Simulated figures, not any real processor's.
 */
export const EVIDENCE_LIMITS: Record<ProcessorId, EvidenceLimits> = {
  2: { maxPages: 19, maxBytes: 4.5 * MB },
  3: { maxPages: 50, maxBytes: 8 * MB },
};

const DECLINES = [
  ['05', 'Do not honor'],
  ['78', 'Account not recognized'],
] as const;

/**
 * What a card that the dice decline answers, by weight: mostly the issuer's no (05, 78), and
 * one decline in twelve a processor-side failure, an outage (91 issuer or switch inoperative,
 * 96 system malfunction: the back office's outage report). One draw, as `pick` of the two
 * took, and the first half of the roll still answers 05: the same seed declines the same
 * sales, and only some of what answered 78 now answers 91 or 96.
 */
const CARD_DECLINES: readonly (readonly [
  readonly [AuthorizationResult['responseCode'], string],
  number,
])[] = [
  [DECLINES[0], 50],
  [DECLINES[1], 42],
  [['91', RESPONSE_CODES['91']], 5],
  [['96', RESPONSE_CODES['96']], 3],
];

const APPROVED: SaleActionResult = {
  approved: true,
  responseCode: '00',
  responseCodeDesc: 'Approved',
};

const AVS = [
  ['Y', 60],
  ['Z', 15],
  ['A', 10],
  ['N', 5],
  ['U', 10],
] as const;

/** Integer basis points of an amount, rounded half up: no floating-point money. */
const bps = (amountCents: number, basisPoints: number) =>
  Math.floor((amountCents * basisPoints + 5_000) / 10_000);

/** The fee of a sale under a schedule (a rate plan's fees, or a processor's own). */
export function feeFor(schedule: FeeSchedule, method: 'card' | 'ach', amountCents: number): number {
  if (method === 'card') return bps(amountCents, schedule.cardPercentBps) + schedule.cardFixedCents;
  const fee = schedule.achFixedCents + bps(amountCents, schedule.achPercentBps);
  return schedule.achCapCents === null ? fee : Math.min(schedule.achCapCents, fee);
}

function nextBusinessDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  do {
    date.setUTCDate(date.getUTCDate() + 1);
  } while (date.getUTCDay() === 0 || date.getUTCDay() === 6);
  return date.toISOString().slice(0, 10);
}

const TOKEN_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The simulated vault's token: `pm_{processor}_{card|ach}_{test answer or "any"}_{random}`.
 * A real processor keeps the number behind an opaque token; the simulation keeps only what a
 * test number answers, so a number kept on file answers its charges as it did when typed.
 */
function paymentToken(
  processorId: ProcessorId,
  method: 'card' | 'ach',
  known: '00' | '05' | '78' | undefined,
  random: Random,
): string {
  // Letters only: a run of digits could read as a card number to db:check's scan.
  const suffix = Array.from(
    { length: 16 },
    () => TOKEN_LETTERS[random.int(0, TOKEN_LETTERS.length - 1)],
  );
  return `pm_${processorId}_${method}_${known ?? 'any'}_${suffix.join('')}`;
}

/** What a token's number answers every time, or undefined for the dice. */
export function tokenResponse(token: string): '00' | '05' | '78' | undefined {
  const answer = /^pm_\d_(?:card|ach)_(00|05|78|any)_/.exec(token)?.[1];
  return answer === '00' || answer === '05' || answer === '78' ? answer : undefined;
}

/**
 * A deterministic simulated processor: every decision comes from the Random it is given, so
 * the same seed gives the same approvals, codes and fees.
 */
export function createSimulatedProcessor(id: ProcessorId, random: Random): ProcessorPort {
  const beneficialSent = new Set<number>();
  const ok = (message: string) => ({ ok: true, message });
  return {
    id,
    name: id === 3 ? 'Processor 3 (newer)' : 'Processor 2 (older)',
    rejectedReturnFeeCents: 1_000,
    chargebackResponseDays: id === 3 ? 20 : 14,
    disputeDecisionDays: 10,
    evidenceLimits: EVIDENCE_LIMITS[id],
    sale(request: AuthorizationRequest): AuthorizationResult {
      // A test number answers the same every time (also when kept on file); any other number
      // as the dice say.
      const known = request.accountNumber
        ? testNumberResponse(request.accountNumber)
        : request.paymentToken
          ? tokenResponse(request.paymentToken)
          : undefined;
      const declineRate = request.method === 'card' ? 0.035 : 0.02;
      if (known ? known !== '00' : random.chance(declineRate)) {
        const [responseCode, responseCodeDesc] = known
          ? (DECLINES.find(([code]) => code === known) ?? DECLINES[0])
          : request.method === 'ach'
            ? (DECLINES[1] ?? DECLINES[0])
            : random.weighted(CARD_DECLINES);
        return {
          approved: false,
          responseCode,
          responseCodeDesc,
          authCode: null,
          avsCode: null,
          feeCents: 0,
        };
      }
      return {
        approved: true,
        responseCode: '00',
        responseCodeDesc: 'Approved',
        authCode: request.method === 'card' ? String(random.int(100000, 999999)) : null,
        avsCode: request.method === 'card' ? random.weighted(AVS) : null,
        feeCents: feeFor(request.fees ?? FEE_SCHEDULES[id], request.method, request.amountCents),
      };
    },
    storePaymentMethod({ method, accountNumber }) {
      return {
        token: paymentToken(id, method, testNumberResponse(accountNumber), random),
        lastFour: accountNumber.slice(-4),
      };
    },
    refund: async (request: SaleActionRequest): Promise<SaleActionResult> => {
      const declined = TEST_REFUND_DECLINES.find((test) => test.amount === request.amountCents);
      return declined
        ? {
            approved: false,
            responseCode: declined.responseCode,
            responseCodeDesc: declined.responseCodeDesc,
          }
        : APPROVED;
    },
    void: async (): Promise<SaleActionResult> => APPROVED,
    refundFee: () => 0,
    fundDate: nextBusinessDay,
    reviewApplication: async ({ businessEin, moreInfoAnswered }) => {
      if (businessEin.endsWith('9999')) {
        return {
          decision: 'declined',
          message: 'The business could not be verified with the Tax ID/EIN given.',
        };
      }
      if (businessEin.endsWith('0000') && !moreInfoAnswered) {
        return {
          decision: 'more-info-needed',
          message: 'Please describe what your business sells and how your customers pay you.',
        };
      }
      return { decision: 'approved', message: null };
    },
    confirmStatus: (_merchantId, status) =>
      ok(`Status ${status} confirmed by ${id === 3 ? 'processor 3' : 'processor 2'}`),
    setFundingHold: (_merchantId, held) =>
      ok(held ? 'Funding hold placed' : 'Funding hold released'),
    acceptTermsOfService: () =>
      id === 3
        ? ok('Terms of service accepted')
        : { ok: false, message: 'Terms of service apply to processor 3 only' },
    sendBeneficialData(merchantId, owner, alreadySent) {
      if (alreadySent || beneficialSent.has(merchantId)) {
        return {
          ok: false,
          message: 'Beneficiary Owner Count provided in Signup Request is invalid.',
        };
      }
      if (!/^\d{9}$/.test(owner.ssn.replace(/\D/g, ''))) {
        return { ok: false, message: 'Beneficial owner SSN is invalid.' };
      }
      beneficialSent.add(merchantId);
      return ok('Beneficial data received');
    },
    merchantAccount: (gatewayId) => simulatedMerchantAccount(id, gatewayId),
    openMerchantAccount: (merchant) => simulatedAccountOpening(id, merchant),
    revert(_merchantId, gatewayId) {
      const account = simulatedMerchantAccount(id, gatewayId);
      return account.active
        ? ok(`Merchant returned to processor ${id} on account ${gatewayId}`)
        : { ok: false, message: account.message };
    },
  };
}

/**
 * The simulated processors' merchant accounts, decided by the gateway id alone (repeatable in
 * tests and the demo): an id ending in 0 was closed on the processor (inactive), any other is
 * open.
 */
export function simulatedMerchantAccount(
  processorId: ProcessorId,
  gatewayId: string,
): { active: boolean; message: string } {
  const active = gatewayId.trim() !== '' && !gatewayId.trim().endsWith('0');
  return active
    ? { active, message: `Merchant account ${gatewayId} is active on processor ${processorId}.` }
    : {
        active,
        message: `Merchant account ${gatewayId} is inactive on processor ${processorId} and cannot be reactivated.`,
      };
}

/** Messages of the simulated account opening (docs/api.md "Back office: processor migration"). */
export const ACCOUNT_OPENING_MESSAGES = {
  olderProcessor: 'Processor 2 (older) no longer opens merchant accounts.',
  noBankAccount: 'The merchant has no bank account on file.',
  einMissing: 'The business has no valid Tax ID/EIN on file.',
  einNotVerified: 'The business could not be verified with the Tax ID/EIN given.',
} as const;

/**
 * The simulated processors' account opening, decided by the merchant's facts alone (repeatable
 * in tests and the demo): processor 2 opens none; processor 3 refuses a merchant without a bank
 * account, without a 9-digit EIN, or whose EIN ends in 9 (its verification fails, as about one
 * demo merchant in ten), and otherwise opens `acct_` + 16 letters of a hash of the merchant id
 * (letters only: never a run of digits, and never ending in 0, which the simulated accounts
 * read as closed).
 */
export function simulatedAccountOpening(
  processorId: ProcessorId,
  merchant: MerchantAccountFacts,
): OpenedMerchantAccount {
  if (processorId !== 3) return { ok: false, message: ACCOUNT_OPENING_MESSAGES.olderProcessor };
  if (!merchant.hasBankAccount)
    return { ok: false, message: ACCOUNT_OPENING_MESSAGES.noBankAccount };
  const ein = merchant.businessEin.replace(/\D/g, '');
  if (ein.length !== 9) return { ok: false, message: ACCOUNT_OPENING_MESSAGES.einMissing };
  if (ein.endsWith('9')) return { ok: false, message: ACCOUNT_OPENING_MESSAGES.einNotVerified };
  const digest = createHash('sha256')
    .update(`processor-${processorId}:merchant-${merchant.merchantId}`)
    .digest();
  const letters = Array.from(
    digest.subarray(0, 16),
    (byte) => TOKEN_LETTERS[byte % TOKEN_LETTERS.length],
  );
  const gatewayId = `acct_${letters.join('')}`;
  return {
    ok: true,
    gatewayId,
    message: `Merchant account ${gatewayId} opened on processor ${processorId}.`,
  };
}
