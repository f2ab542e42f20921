import { z } from 'zod';
import { idField, merchantIdParam } from './ids';

/**
 * The back office's account actions on a merchant (part 2 §4, §5, §6, §7): change the status,
 * place a funding hold, release it, revert a processor migration, accept the newer processor's
 * terms of service, send the beneficial-owner data. The rules and messages live here, for the
 * server's validation and the profile's dialogs alike.
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

/* ------------------------------------------------------------------------------------------
 * The processor actions: revert a migration, accept the terms of service, send beneficial data.
 * ---------------------------------------------------------------------------------------- */

/** The card processors (part 2 §9): 2 the older, 3 the newer. */
export const PROCESSOR_IDS = [2, 3] as const;
export type ProcessorIdNumber = (typeof PROCESSOR_IDS)[number];
/** Terms of service are accepted for merchants of the newer processor (part 2 §6). */
export const TOS_PROCESSOR_ID = 3;
/** Beneficial data goes to the older processor, never for a Non-Profit (part 2 §6). */
export const BENEFICIAL_DATA_PROCESSOR_ID = 2;

/**
 * User-visible messages of the processor actions. The beneficial-data ones are part 2 §8's,
 * verbatim (the 'procesor' spelling included); the others are Paydesk's.
 */
export const PROCESSOR_ACTION_MESSAGES = {
  rateRequired: 'Please select a rate.',
  rateNotOffered: 'This rate is not offered for the old processor and the merchant’s partner.',
  payoutFrequency: ADMIN_ACTION_MESSAGES.payoutFrequency,
  payoutDay: ADMIN_ACTION_MESSAGES.payoutDay,
  revertNotAllowed: 'This merchant cannot be reverted to its old processor.',
  revertStale:
    'The merchant’s old processor details changed since the page was loaded. Please reload the page.',
  oldAccountInactive:
    'The merchant account on the old processor is inactive and cannot be reverted to.',
  reverted: 'The merchant was reverted to its old processor.',
  tosProcessor: 'Terms of service are accepted for merchants of the newer processor (3) only.',
  tosAccepted: 'Terms of service accepted.',
  beneficialProcessor: 'Beneficial data is sent for merchants of the older processor (2) only.',
  beneficialNonProfit: 'Beneficial data is not sent for a Non-Profit.',
  noOwners: 'No Beneficial Owners listed on the account',
  ownerIncomplete:
    'The first beneficial owner needs a first name, last name, date of birth, phone and SSN on file.',
  ownerStale: 'The beneficial owner changed since the page was loaded. Please reload the page.',
  beneficialSent: 'Beneficial data sent successfully to the processor.',
  beneficialFailed: 'Unable to send Beneficial data to the processor.',
  beneficialNoMessage: 'An error occurred',
  /** The processor's refusal of a second send, and how the dialog shows it (part 2 §8). */
  beneficialAlreadySentByProcessor:
    'Beneficiary Owner Count provided in Signup Request is invalid.',
  beneficialAlreadySent:
    'The beneficial owner data has already been sent to the procesor for this merchant.',
} as const;

/**
 * The base tier a revert's rate name is prefixed with (part 2 §5): the country (USA shown as
 * US) plus 'Corporate' for business types NP or O, else 'Standard'.
 */
export function baseTierOf(countryId: string, businessType: string): string {
  const country = countryId === 'USA' ? 'US' : countryId;
  return `${country} ${businessType === 'NP' || businessType === 'O' ? 'Corporate' : 'Standard'}`;
}

/** A rate's name as the revert shows and stores it: the base tier, then the rate's name. */
export function tieredRateName(tier: string, rateName: string): string {
  return `${tier} - ${rateName}`;
}

/**
 * The payout a revert sets (part 2 §5): to processor 3, the frequency chosen and its day
 * (none for daily); to any other, daily with no day. Undefined: the frequency or day is not
 * valid (the message names which).
 */
export function revertPayoutFor(
  oldProcessorId: number,
  frequency: string | null | undefined,
  day: string | null | undefined,
):
  | { ok: true; frequency: PayoutFrequency; anchor: string | null }
  | { ok: false; field: 'selectedPayoutFrequency' | 'selectedPayoutDay'; message: string } {
  if (oldProcessorId !== 3) {
    const text = (day ?? '').trim();
    if (frequency && frequency !== 'daily') {
      return {
        ok: false,
        field: 'selectedPayoutFrequency',
        message: PROCESSOR_ACTION_MESSAGES.payoutFrequency,
      };
    }
    return text === ''
      ? { ok: true, frequency: 'daily', anchor: null }
      : { ok: false, field: 'selectedPayoutDay', message: PROCESSOR_ACTION_MESSAGES.payoutDay };
  }
  if (!frequency || !(PAYOUT_FREQUENCIES as readonly string[]).includes(frequency)) {
    return {
      ok: false,
      field: 'selectedPayoutFrequency',
      message: PROCESSOR_ACTION_MESSAGES.payoutFrequency,
    };
  }
  const anchor = payoutAnchorFor(frequency as PayoutFrequency, day);
  if (anchor === undefined) {
    return { ok: false, field: 'selectedPayoutDay', message: PROCESSOR_ACTION_MESSAGES.payoutDay };
  }
  return { ok: true, frequency: frequency as PayoutFrequency, anchor };
}

const processorIdField = (description: string) =>
  z
    .union([z.literal(2), z.literal(3)], { error: 'Must be processor 2 or 3' })
    .meta({ description });

/**
 * POST /admin/merchants/{id}/revert-processor (part 2 §7): the rate chosen (its id and the
 * tiered name shown), the payout when the old processor is 3, and the old processor's details
 * as the page showed them (a stale page is refused).
 */
export const revertProcessorSchema = z
  .object({
    selectedRateId: idField('rate', 'The rate the merchant gets on its old processor').nullish(),
    selectedRateName: z
      .string()
      .trim()
      .max(200)
      .nullish()
      .meta({ description: 'The rate name as shown: the base tier, then the rate’s name' }),
    selectedPayoutFrequency: z
      .string()
      .max(20)
      .nullish()
      .meta({ description: "Old processor 3: 'daily', 'weekly' or 'monthly'; otherwise daily" }),
    selectedPayoutDay: z.string().max(20).nullish().meta({
      description: 'Old processor 3: monday..friday (weekly) or 1–31 (monthly); empty for daily',
    }),
    oldProcessorGatewayId: z.string().max(100).nullable(),
    oldProcessorGatewayAltId: z.string().max(100).nullable(),
    oldProcessorId: processorIdField('The processor the merchant goes back to (2 or 3)'),
  })
  .superRefine((body, context) => {
    if (!body.selectedRateId || !body.selectedRateName) {
      context.addIssue({
        code: 'custom',
        path: ['selectedRateId'],
        message: PROCESSOR_ACTION_MESSAGES.rateRequired,
      });
    }
    const payout = revertPayoutFor(
      body.oldProcessorId,
      body.selectedPayoutFrequency,
      body.selectedPayoutDay,
    );
    if (!payout.ok)
      context.addIssue({ code: 'custom', path: [payout.field], message: payout.message });
  })
  .meta({
    id: 'RevertProcessor',
    examples: [
      {
        selectedRateId: 1,
        selectedRateName: 'US Corporate - US Standard',
        selectedPayoutFrequency: 'daily',
        selectedPayoutDay: '',
        oldProcessorGatewayId: 'GW204417',
        oldProcessorGatewayAltId: 'ALT-204417',
        oldProcessorId: 2,
      },
    ],
  });
export type RevertProcessorInput = z.input<typeof revertProcessorSchema>;
export type RevertProcessor = z.output<typeof revertProcessorSchema>;

/** GET /admin/merchants/{id}/old-processor-account: the old processor's account of the merchant. */
export const oldProcessorAccountSchema = z
  .object({
    processorId: z.number().int(),
    gatewayId: z.string(),
    /** Whether the old processor still has the account open (a revert needs it active). */
    active: z.boolean(),
    /** The processor's words about the account. */
    message: z.string(),
  })
  .meta({ id: 'OldProcessorAccount' });
export type OldProcessorAccount = z.infer<typeof oldProcessorAccountSchema>;

/** One rate a revert may choose. */
export const revertRateSchema = z.object({
  id: z.number().int(),
  rateName: z.string(),
  /** The name shown and stored: the base tier, then the rate's name. */
  label: z.string(),
});

/** GET /admin/merchants/{id}/revert-rates: the rates of the old processor the partner may use. */
export const revertRatesSchema = z
  .object({
    oldProcessorId: z.number().int(),
    baseTier: z.string(),
    rates: z.array(revertRateSchema),
  })
  .meta({ id: 'RevertRates' });
export type RevertRates = z.infer<typeof revertRatesSchema>;

/** What the revert answers: the merchant's processor, gateway, rate and payout after it. */
export const revertedMerchantSchema = z
  .object({
    id: z.number().int(),
    processorId: z.number().int(),
    oldProcessorId: z.number().int().nullable(),
    processorCanRevert: z.boolean(),
    processorGatewayId: z.string().nullable(),
    oldProcessorGatewayId: z.string().nullable(),
    rateId: z.number().int().nullable(),
    webRateName: z.string().nullable(),
    payoutFrequency: z.enum(PAYOUT_FREQUENCIES),
    payoutAnchor: z.string().nullable(),
    message: z.string(),
  })
  .meta({ id: 'RevertedMerchant' });
export type RevertedMerchant = z.infer<typeof revertedMerchantSchema>;

/** POST /admin/merchants/{id}/accept-tos: no body; answers when the terms were accepted. */
export const tosAcceptedSchema = z
  .object({
    id: z.number().int(),
    /** ISO 8601, UTC. */
    tosAcceptedAt: z.string(),
    message: z.string(),
  })
  .meta({ id: 'TosAccepted' });
export type TosAccepted = z.infer<typeof tosAcceptedSchema>;

const BIRTH_DATE_MESSAGE = 'Must be a date of birth, YYYY-MM-DD';

/** A real calendar day YYYY-MM-DD from 1900 up to today (a date of birth). */
const birthDate = z.string().refine((value) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    value <= new Date().toISOString().slice(0, 10)
  );
}, BIRTH_DATE_MESSAGE);

/**
 * POST /admin/merchants/{id}/beneficial-data: the first owner as the confirmation showed it
 * (part 2 §7). The SSN itself never travels: `ssn_encrypted` says one is on file, and the
 * server sends the stored one to the processor.
 */
export const beneficialDataSchema = z
  .object({
    owner_id: idField('merchantContact', 'The first beneficial owner (a merchant contact)'),
    first_name: z.string().max(100),
    last_name: z.string().max(100),
    date_of_birth: birthDate.nullable().meta({ description: 'YYYY-MM-DD' }),
    phone: z.string().max(40).nullable(),
    ssn_last_4: z.string().max(4).nullable(),
    ssn_encrypted: z.boolean().meta({ description: 'True when an SSN is on file (never the SSN)' }),
  })
  .meta({
    id: 'BeneficialData',
    examples: [
      {
        owner_id: 1,
        first_name: 'Dana',
        last_name: 'Whitfield',
        date_of_birth: '1980-04-12',
        phone: '5035550142',
        ssn_last_4: '6789',
        ssn_encrypted: true,
      },
    ],
  });
export type BeneficialData = z.infer<typeof beneficialDataSchema>;

export const beneficialDataSentSchema = z
  .object({
    id: z.number().int(),
    /** ISO 8601, UTC. */
    beneficialDataSentAt: z.string(),
    message: z.string(),
  })
  .meta({ id: 'BeneficialDataSent' });
export type BeneficialDataSent = z.infer<typeof beneficialDataSentSchema>;

/** An owner as the profile shows it (part 2 §3 contacts.owners). */
export interface BeneficialOwnerView {
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  phone: string | null;
  ssn_encrypted: boolean;
}

/** Part 2 §6: the first owner has first name, last name, date of birth, phone and encrypted SSN. */
export function ownerIsComplete(owner: BeneficialOwnerView | undefined): boolean {
  return (
    owner !== undefined &&
    owner.first_name.trim() !== '' &&
    owner.last_name.trim() !== '' &&
    Boolean(owner.date_of_birth) &&
    Boolean(owner.phone?.trim()) &&
    owner.ssn_encrypted
  );
}

/** The merchant facts the profile's conditional actions depend on (part 2 §6). */
export interface ActionableMerchant {
  status: number;
  processorId: number;
  processorCanRevert: boolean;
  hasFundingHold: boolean;
  businessType: string;
  contacts: { owners: BeneficialOwnerView[] };
}

/** Which account actions the merchant's state allows (the admin's keys decide the rest). */
export function actionsAllowedBy(merchant: ActionableMerchant) {
  return {
    changeStatus: true,
    placeFundingHold:
      merchant.processorId === FUNDING_HOLD_PROCESSOR_ID &&
      FUNDING_HOLD_PLACE_STATUSES.includes(merchant.status),
    releaseFundingHold:
      merchant.hasFundingHold && FUNDING_HOLD_RELEASE_STATUSES.includes(merchant.status),
    revertProcessor: merchant.processorCanRevert,
    acceptTos: merchant.processorId === TOS_PROCESSOR_ID,
    sendBeneficialData:
      merchant.processorId === BENEFICIAL_DATA_PROCESSOR_ID &&
      merchant.businessType !== 'NP' &&
      ownerIsComplete(merchant.contacts.owners[0]),
  };
}
