import { z } from 'zod';
import { merchantIdParam } from './ids';

/**
 * The back office's account actions on a merchant (part 2 §4, §5, §6, §7): change the status,
 * place a funding hold, release it. The rules and messages live here, for the server's
 * validation and the profile's dialogs alike.
 */

/**
 * Status keys the Change Status dialog sends (part 2 §4) and the status number each sets:
 * Activate 'enabled' 1, Pending 'incomplete' 66, Closed 'closed' 33.
 */
export const STATUS_CHANGE_KEYS = { enabled: 1, incomplete: 66, closed: 33 } as const;
export type StatusChangeKey = keyof typeof STATUS_CHANGE_KEYS;
const STATUS_KEY_LIST = ['enabled', 'incomplete', 'closed'] as const satisfies StatusChangeKey[];

/** The closure reasons of part 2 §5, in the spec's order. */
export const CLOSURE_REASONS = [
  'No Longer Using',
  'Too Expensive',
  'Created in Error',
  'Fraud/Suspicious Activity',
  'Processor Decision',
  'Collections',
  'Collections/Write-off',
] as const;
export type ClosureReason = (typeof CLOSURE_REASONS)[number];

/** Funding hold reasons of part 2 §5; 'other' carries free text (1 to 500 characters). */
export const FUNDING_HOLD_REASONS = [
  'suspiciousActivity',
  'confirmedFraud',
  'limitsIssue',
  'invalidBankAccount',
  'other',
] as const;
export type FundingHoldReason = (typeof FUNDING_HOLD_REASONS)[number];
/** The reasons kept as the flags of part 2 §3 `fundingHolds`. */
export const FUNDING_HOLD_FLAGS = [
  'suspiciousActivity',
  'confirmedFraud',
  'limitsIssue',
  'invalidBankAccount',
] as const;
export type FundingHoldFlag = (typeof FUNDING_HOLD_FLAGS)[number];
export type FundingHoldFlags = Record<FundingHoldFlag, boolean>;

/** Labels of the funding hold reasons for the dialog's choices. */
export const FUNDING_HOLD_REASON_LABELS: Record<FundingHoldReason, string> = {
  suspiciousActivity: 'Suspicious activity',
  confirmedFraud: 'Confirmed fraud',
  limitsIssue: 'Limits issue',
  invalidBankAccount: 'Invalid bank account',
  other: 'Other',
};

export const FUNDING_HOLD_OTHER_MAX = 500;

export const PAYOUT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type PayoutFrequency = (typeof PAYOUT_FREQUENCIES)[number];
/** Weekly payouts fall on a weekday (part 2 §5). */
export const PAYOUT_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

/** Status numbers in which each action is offered (part 2 §6). */
export const FUNDING_HOLD_PLACE_STATUSES: readonly number[] = [1];
export const FUNDING_HOLD_RELEASE_STATUSES: readonly number[] = [1, 4];
/** Funding holds are placed on merchants of the newer processor only (part 2 §6). */
export const FUNDING_HOLD_PROCESSOR_ID = 3;

/**
 * User-visible messages. The three funding hold messages and the payout day message are
 * part 2 §5's, verbatim; the others are Paydesk's where the spec names none.
 */
export const ADMIN_ACTION_MESSAGES = {
  statusRequired: 'Please select a status.',
  closureReasonRequired: 'Please select a reason for closing the account.',
  statusUnchanged: 'The merchant account already has this status.',
  holdReasonRequired: 'Please select a reason for the funding hold.',
  holdOtherRequired: 'Please type a reason for the funding hold.',
  holdOtherTooLong: 'Reason cannot exceed 500 characters.',
  payoutDay: 'Please select a valid day for the payout.',
  payoutFrequency: 'Please select a payout frequency.',
  holdOrRelease: 'Send either a funding hold reason or a payout frequency, not both.',
  holdProcessor: 'A funding hold can only be placed on a merchant of the newer processor (3).',
  holdStatus: 'A funding hold can only be placed on an Active merchant.',
  releaseNoHold: 'This merchant has no funding hold to release.',
  releaseStatus:
    'A funding hold can only be released while the merchant is Active or Information Needed.',
  /** Success notices of the dialogs (part 2 §4). */
  statusUpdatedTitle: 'Merchant updated',
  statusUpdated: 'The merchant account has been updated',
  holdUpdated: 'Merchant updated successfully',
} as const;

export const adminMerchantActionParams = z.object({ id: merchantIdParam() });

/** POST /admin/merchants/{id}/status. */
export const changeMerchantStatusSchema = z
  .object({
    status: z
      .enum(STATUS_KEY_LIST, { error: ADMIN_ACTION_MESSAGES.statusRequired })
      .meta({ description: "'enabled' (1), 'incomplete' (66) or 'closed' (33)" }),
    reason: z
      .enum(CLOSURE_REASONS, { error: ADMIN_ACTION_MESSAGES.closureReasonRequired })
      .nullish()
      .meta({ description: "A closure reason (part 2 §5); required for 'closed', else ignored" }),
  })
  .superRefine((body, context) => {
    if (body.status === 'closed' && !body.reason) {
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: ADMIN_ACTION_MESSAGES.closureReasonRequired,
      });
    }
  })
  .meta({
    id: 'ChangeMerchantStatus',
    examples: [{ status: 'enabled' }, { status: 'closed', reason: 'No Longer Using' }],
  });
export type ChangeMerchantStatusInput = z.input<typeof changeMerchantStatusSchema>;
export type ChangeMerchantStatus = z.output<typeof changeMerchantStatusSchema>;

/** The anchor as sent: a weekday, a day of the month as text ('15'), or empty. */
const anchorField = z
  .string({ error: ADMIN_ACTION_MESSAGES.payoutDay })
  .max(20, ADMIN_ACTION_MESSAGES.payoutDay)
  .nullish();

/** The anchor a frequency takes, normalised ('monday', '15', or null for daily); undefined: not valid. */
export function payoutAnchorFor(
  frequency: PayoutFrequency,
  anchor: string | null | undefined,
): string | null | undefined {
  const text = (anchor ?? '').trim().toLowerCase();
  if (frequency === 'daily') return text === '' ? null : undefined;
  if (frequency === 'weekly') {
    return (PAYOUT_WEEKDAYS as readonly string[]).includes(text) ? text : undefined;
  }
  if (!/^\d{1,2}$/.test(text)) return undefined;
  const day = Number(text);
  return day >= 1 && day <= 31 ? String(day) : undefined;
}

export type FundingHoldAction =
  | { action: 'place'; reason: FundingHoldReason; other: string | null }
  | { action: 'release'; frequency: PayoutFrequency; anchor: string | null };

/**
 * POST /admin/merchants/{id}/funding-hold, one of two bodies (part 2 §7): place a hold
 * `{funding_hold_reason, funding_hold_reason_other}`, or release it `{payout_frequency,
 * payout_frequency_anchor}`. A body with `payout_frequency` releases; any other places.
 */
export const fundingHoldSchema = z
  .object({
    funding_hold_reason: z
      .enum(FUNDING_HOLD_REASONS, { error: ADMIN_ACTION_MESSAGES.holdReasonRequired })
      .nullish()
      .meta({ description: 'Place: the reason' }),
    funding_hold_reason_other: z.string().nullish().meta({
      description: "Place: the reason's text when the reason is 'other' (1–500 characters)",
    }),
    payout_frequency: z
      .enum(PAYOUT_FREQUENCIES, { error: ADMIN_ACTION_MESSAGES.payoutFrequency })
      .nullish()
      .meta({ description: 'Release: the payout frequency from now on' }),
    payout_frequency_anchor: anchorField.meta({
      description: 'Release: monday..friday for weekly, 1–31 for monthly, empty for daily',
    }),
  })
  .superRefine((body, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (body.payout_frequency) {
      if (body.funding_hold_reason)
        issue('funding_hold_reason', ADMIN_ACTION_MESSAGES.holdOrRelease);
      if (payoutAnchorFor(body.payout_frequency, body.payout_frequency_anchor) === undefined) {
        issue('payout_frequency_anchor', ADMIN_ACTION_MESSAGES.payoutDay);
      }
      return;
    }
    if (!body.funding_hold_reason) {
      issue('funding_hold_reason', ADMIN_ACTION_MESSAGES.holdReasonRequired);
      return;
    }
    if (body.funding_hold_reason !== 'other') return;
    const other = body.funding_hold_reason_other?.trim() ?? '';
    if (other === '') issue('funding_hold_reason_other', ADMIN_ACTION_MESSAGES.holdOtherRequired);
    else if (other.length > FUNDING_HOLD_OTHER_MAX) {
      issue('funding_hold_reason_other', ADMIN_ACTION_MESSAGES.holdOtherTooLong);
    }
  })
  .meta({
    id: 'FundingHold',
    examples: [
      { funding_hold_reason: 'suspiciousActivity' },
      { funding_hold_reason: 'other', funding_hold_reason_other: 'Chargebacks rising fast' },
      { payout_frequency: 'weekly', payout_frequency_anchor: 'friday' },
    ],
  })
  .transform((body): FundingHoldAction => {
    if (body.payout_frequency) {
      return {
        action: 'release',
        frequency: body.payout_frequency,
        anchor: payoutAnchorFor(body.payout_frequency, body.payout_frequency_anchor) ?? null,
      };
    }
    const reason = body.funding_hold_reason ?? 'other';
    return {
      action: 'place',
      reason,
      other: reason === 'other' ? (body.funding_hold_reason_other?.trim() ?? null) : null,
    };
  });
export type FundingHoldInput = z.input<typeof fundingHoldSchema>;

/** The permission key a funding-hold body needs (the route's guard cannot read bodies). */
export const fundingHoldPermission = (action: FundingHoldAction['action']) =>
  action === 'place'
    ? ('can-place-merchant-funding-hold' as const)
    : ('can-release-merchant-funding-hold' as const);

/** What both actions answer: the merchant's state after the change. */
export const adminMerchantStateSchema = z
  .object({
    id: z.number().int(),
    status: z.number().int(),
    /** ISO 8601, UTC. */
    statusSince: z.string(),
    processorId: z.number().int(),
    hasFundingHold: z.boolean(),
    fundingHolds: z
      .object({
        suspiciousActivity: z.boolean(),
        confirmedFraud: z.boolean(),
        limitsIssue: z.boolean(),
        invalidBankAccount: z.boolean(),
      })
      .nullable(),
    fundingHoldDesc: z.string().nullable(),
    /** ISO 8601, UTC; when the current hold was first placed. */
    holdFirstReportedDate: z.string().nullable(),
    /** The e-mail of the admin who placed the hold. */
    fundingHoldSetBy: z.string().nullable(),
    payoutFrequency: z.enum(PAYOUT_FREQUENCIES),
    payoutAnchor: z.string().nullable(),
  })
  .meta({ id: 'AdminMerchantState' });
export type AdminMerchantState = z.infer<typeof adminMerchantStateSchema>;
