import type { MerchantLimits } from '@paydesk/domain/admin-merchant-profile';
import {
  type AdminMerchantSettings,
  CARD_ONLY_BRANDS,
  type CardBrandState,
  effectiveCardBrands,
  LIMIT_FIELDS,
  type LimitField,
  type MerchantToggle,
  SETTINGS_MESSAGES,
  type SettingsCardBrand,
  type UpdateAdminMerchantAdvanced,
  type UpdateAdminMerchantProfile,
  type UpdateMerchantLimits,
  type UpdateMerchantTier,
} from '@paydesk/domain/admin-merchant-settings';
import type { Database } from '../../db/client';
import type { Actor, AuditAction } from '../../platform/audit';
import { Conflict, ValidationFailed } from '../../platform/errors';
import { type Merchant, merchantForStaff } from '../../platform/route-merchant';
import {
  changeMerchantFields,
  type HistoryFieldFormat,
  lockMerchantRow,
  type MerchantFieldValues,
} from '../merchants/merchant-admin-changes.service';
import type { HistoryGrouping } from '../merchants/merchant-history.service';
import {
  clientChoices,
  clientExists,
  partnerChoices,
  partnerExists,
  rateByName,
  ratesOfProcessor,
} from './admin-merchant-settings.repository';

/**
 * The profile's General and Services edits (part 2 §2 edit dialogs, §3 Limits, §4 toggles,
 * §7 calls). Every write goes through changeMerchantFields (lock, changed columns, history,
 * audit, the merchant's cached read forgotten) and answers the settings after it.
 */

export interface SettingsDeps {
  clock: { now: () => Date };
}

export interface SettingsInput<B> {
  merchantId: number;
  actor: Actor;
  body: B;
}

const dollars = (cents: number | null): number | null => (cents === null ? null : cents / 100);
const cents = (amount: number | null): number | null =>
  amount === null ? null : Math.round(amount * 100);

const LIMIT_COLUMNS = {
  cc_per_transaction_limit: 'ccPerTransactionLimitCents',
  cc_per_month_limit: 'ccPerMonthLimitCents',
  ach_per_transaction_limit: 'achPerTransactionLimitCents',
  ach_per_month_limit: 'achPerMonthLimitCents',
  cc_refund_line_of_credit: 'ccRefundLineOfCreditCents',
} as const satisfies Record<LimitField, keyof Merchant>;

/** The column each toggle writes. */
export const TOGGLE_COLUMNS = {
  useDestinationPayments: 'useDestinationPayments',
  'refunds-and-voids': 'refundsAndVoids',
  'dual-refunds': 'dualProcessorRefunds',
  'stack-works-disputes': 'disputeHandling',
  'allow-subscriptions': 'allowSubscriptions',
  'allow-customers': 'allowCustomers',
  checkout: 'allowCheckout',
  'stack-owned': 'stackOwned',
} as const satisfies Record<MerchantToggle, keyof Merchant>;

function limitsOf(m: Merchant): MerchantLimits {
  return Object.fromEntries(
    LIMIT_FIELDS.map((field) => [field, dollars(m[LIMIT_COLUMNS[field]])]),
  ) as MerchantLimits;
}

/** GET /admin/merchants/{id}/settings (also every write's answer, read in the write's transaction). */
export async function merchantSettings(
  db: Database,
  merchantId: number,
): Promise<AdminMerchantSettings> {
  const m = await merchantForStaff(db, merchantId);
  const [rateRows, partnerRows, clientRows] = await Promise.all([
    ratesOfProcessor(db, m.processorId),
    partnerChoices(db),
    clientChoices(db),
  ]);
  return {
    id: m.id,
    processorId: m.processorId,
    currency: m.currency,
    profile: {
      businessCommonName: m.businessCommonName,
      businessLegalName: m.businessLegalName,
      businessEin: m.businessEin,
      businessAddress1: m.businessAddress1,
      businessAddress2: m.businessAddress2,
      businessCity: m.businessCity,
      businessState: m.businessState,
      businessZip: m.businessZip,
      businessCountry: m.businessCountry,
      businessType: m.businessType,
      businessPhone: m.businessPhone ?? '',
    },
    advanced: {
      partnerId: m.partnerId,
      clientId: m.clientId,
      processorGatewayId: m.processorGatewayId ?? '',
    },
    rates: { web_rate_name: m.webRateName, mobile_rate_name: m.mobileRateName },
    softDescriptor: m.softDescriptor,
    payoutDescriptor: m.payoutDescriptor,
    posData: m.posData ?? null,
    settings: { allow_card_payment: m.allowCardPayment, allow_ach_payment: m.allowAchPayment },
    payout: {
      frequency: m.payoutFrequency,
      anchor: m.payoutAnchor,
      hasFundingHold: m.hasFundingHold,
    },
    cardBrands: effectiveCardBrands(m.cardBrands),
    limits: limitsOf(m),
    toggles: Object.fromEntries(
      (Object.keys(TOGGLE_COLUMNS) as MerchantToggle[]).map((key) => [key, m[TOGGLE_COLUMNS[key]]]),
    ) as AdminMerchantSettings['toggles'],
    choices: { rates: rateRows, partners: partnerRows, clients: clientRows },
  };
}

interface Write {
  grouping: HistoryGrouping;
  auditAction: AuditAction;
  values: MerchantFieldValues;
  history?: Partial<Record<keyof MerchantFieldValues, HistoryFieldFormat>>;
  auditDetails?: Record<string, unknown>;
}

/** One change through the shared writer, answering the settings after it. */
async function write<B>(
  tx: Database,
  deps: SettingsDeps,
  input: SettingsInput<B>,
  change: Write,
): Promise<AdminMerchantSettings> {
  await changeMerchantFields(tx, {
    merchantId: input.merchantId,
    actor: input.actor,
    at: deps.clock.now(),
    ...change,
  });
  return merchantSettings(tx, input.merchantId);
}

/** An EIN in the history: its last four only. */
const einText = (value: unknown) =>
  typeof value === 'string' && value !== '' ? `*****${value.slice(-4)}` : null;

/** POST /admin/merchants/{id}: the legal and country dialogs' profile fields (grouping General). */
export function updateProfile(
  tx: Database,
  deps: SettingsDeps,
  input: SettingsInput<UpdateAdminMerchantProfile>,
) {
  const b = input.body;
  return write(tx, deps, input, {
    grouping: 'General',
    auditAction: 'merchant-profile-update',
    values: {
      businessCommonName: b.businessCommonName,
      businessLegalName: b.businessLegalName,
      businessEin: b.businessEin,
      businessAddress1: b.businessAddress1,
      businessAddress2: b.businessAddress2,
      businessCity: b.businessCity,
      businessState: b.businessState,
      businessZip: b.businessZip,
      businessCountry: b.businessCountry,
      businessType: b.businessType,
      businessPhone: b.businessPhone === '' ? null : b.businessPhone,
    },
    history: { businessEin: { text: einText } },
  });
}

/** POST /admin/merchants/{id}/advanced: partner and client (General), gateway id (Processor). */
export async function updateAdvanced(
  tx: Database,
  deps: SettingsDeps,
  input: SettingsInput<UpdateAdminMerchantAdvanced>,
) {
  const { partnerId, clientId, processorGatewayId } = input.body;
  const errors: Record<string, string[]> = {};
  if (partnerId !== null && !(await partnerExists(tx, partnerId))) {
    errors.partnerId = [SETTINGS_MESSAGES.partnerUnknown];
  }
  if (clientId !== null && !(await clientExists(tx, clientId))) {
    errors.clientId = [SETTINGS_MESSAGES.clientUnknown];
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return write(tx, deps, input, {
    grouping: 'General',
    auditAction: 'merchant-profile-update',
    values: {
      partnerId,
      clientId,
      processorGatewayId: processorGatewayId === '' ? null : processorGatewayId,
    },
    history: { processorGatewayId: { grouping: 'Processor' } },
  });
}

/** POST tier: rate names of the merchant's processor (grouping General). */
export async function updateTier(
  tx: Database,
  deps: SettingsDeps,
  input: SettingsInput<UpdateMerchantTier>,
) {
  const merchant = await lockMerchantRow(tx, input.merchantId);
  const web = await rateByName(tx, merchant.processorId, input.body.rate_name);
  const mobile =
    input.body.mobile_rate_name === null
      ? null
      : await rateByName(tx, merchant.processorId, input.body.mobile_rate_name);
  const errors: Record<string, string[]> = {};
  if (!web) errors.rate_name = [SETTINGS_MESSAGES.rateUnknown];
  if (mobile === undefined) errors.mobile_rate_name = [SETTINGS_MESSAGES.rateUnknown];
  if (!web || mobile === undefined) throw new ValidationFailed(errors);
  return write(tx, deps, input, {
    grouping: 'General',
    auditAction: 'merchant-settings-update',
    values: { webRateName: web.name, mobileRateName: mobile?.name ?? null, rateId: web.id },
  });
}

const emptyAsNull = (value: string) => (value === '' ? null : value);

export const updateSoftDescriptor = (
  tx: Database,
  deps: SettingsDeps,
  input: SettingsInput<{ soft_descriptor: string }>,
) =>
  write(tx, deps, input, {
    grouping: 'Miscellaneous',
    auditAction: 'merchant-settings-update',
    values: { softDescriptor: emptyAsNull(input.body.soft_descriptor) },
  });

export const updatePayoutDescriptor = (
  tx: Database,
  deps: SettingsDeps,
  input: SettingsInput<{ payout_descriptor: string }>,
) =>
  write(tx, deps, input, {
    grouping: 'Miscellaneous',
    auditAction: 'merchant-settings-update',
    values: { payoutDescriptor: emptyAsNull(input.body.payout_descriptor) },
  });

export const updatePosData = (
  tx: Database,
  deps: SettingsDeps,
  input: SettingsInput<{ data: Record<string, unknown> | null }>,
) =>
  write(tx, deps, input, {
    grouping: 'General',
    auditAction: 'merchant-settings-update',
    values: { posData: input.body.data },
  });

export const updatePaymentSettings = (
  tx: Database,
  deps: SettingsDeps,
  input: SettingsInput<{ allow_card_payment: boolean; allow_ach_payment: boolean }>,
) =>
  write(tx, deps, input, {
    grouping: 'General',
    auditAction: 'merchant-settings-update',
    values: {
      allowCardPayment: input.body.allow_card_payment,
      allowAchPayment: input.body.allow_ach_payment,
    },
  });

/** POST payout: the schedule, refused while a funding hold is on (the release sets it then). */
export async function updatePayoutSchedule(
  tx: Database,
  deps: SettingsDeps,
  input: SettingsInput<{ frequency: Merchant['payoutFrequency']; anchor: string | null }>,
) {
  const merchant = await lockMerchantRow(tx, input.merchantId);
  if (merchant.hasFundingHold) throw new Conflict(SETTINGS_MESSAGES.payoutHeld);
  return write(tx, deps, input, {
    grouping: 'General',
    auditAction: 'merchant-settings-update',
    values: { payoutFrequency: input.body.frequency, payoutAnchor: input.body.anchor },
  });
}

/** POST limits-settings: dollars in, cents stored (grouping Limits). */
export const updateLimits = (
  tx: Database,
  deps: SettingsDeps,
  input: SettingsInput<UpdateMerchantLimits>,
) =>
  write(tx, deps, input, {
    grouping: 'Limits',
    auditAction: 'merchant-limits-update',
    values: Object.fromEntries(
      LIMIT_FIELDS.map((field) => [LIMIT_COLUMNS[field], cents(input.body[field])]),
    ) as MerchantFieldValues,
  });

/** A toggle: one column, grouping Miscellaneous; the same value again writes nothing. */
export const setToggle = (
  tx: Database,
  deps: SettingsDeps,
  input: SettingsInput<{ enabled: boolean }>,
  toggle: MerchantToggle,
) =>
  write(tx, deps, input, {
    grouping: 'Miscellaneous',
    auditAction: 'merchant-settings-update',
    values: { [TOGGLE_COLUMNS[toggle]]: input.body.enabled },
    auditDetails: { toggle, enabled: input.body.enabled },
  });

/** GET card-brands/{brand}. */
export async function cardBrand(
  db: Database,
  merchantId: number,
  brand: SettingsCardBrand,
): Promise<CardBrandState> {
  const m = await merchantForStaff(db, merchantId);
  const cardBrands = effectiveCardBrands(m.cardBrands);
  return { brand, enabled: cardBrands.includes(brand), cardBrands };
}

const brandsText = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? value.join(', ') : 'All';

/** POST / DELETE card-brands/{brand}: the brand added to or taken from the list the merchant takes. */
export async function setCardBrand(
  tx: Database,
  deps: SettingsDeps,
  input: SettingsInput<{ brand: SettingsCardBrand; enabled: boolean }>,
) {
  const merchant = await lockMerchantRow(tx, input.merchantId);
  const { brand, enabled } = input.body;
  const current = effectiveCardBrands(merchant.cardBrands);
  if (current.includes(brand) === enabled) return merchantSettings(tx, input.merchantId);
  const next = enabled ? [...current, brand] : current.filter((b) => b !== brand);
  if (!next.some((b) => CARD_ONLY_BRANDS.includes(b))) {
    throw new Conflict(SETTINGS_MESSAGES.lastCardBrand);
  }
  return write(tx, deps, input, {
    grouping: 'General',
    auditAction: 'merchant-card-brands-update',
    values: { cardBrands: effectiveCardBrands(next) },
    history: { cardBrands: { text: brandsText } },
    auditDetails: { brand, enabled },
  });
}
