import { z } from 'zod';
import { PAYOUT_FREQUENCIES, payoutAnchorFor } from './admin-merchant-actions';
import { merchantLimitsSchema } from './admin-merchant-profile';
import { COUNTRY_CODES } from './field-checks';
import { rules, textField } from './field-schemas';
import { MAX_ID, merchantIdParam } from './ids';
import { businessAddressRefinement, businessDetailsShape } from './merchant-details';

/**
 * The profile's General and Services edits (part 2 §2 "edit dialogs", §3 "Limits", §4 admin
 * toggles, §7 the calls): the editable profile, the advanced (processor) data, rates,
 * descriptors, POS data, payment settings, payout schedule, card brands, the five limits and
 * the per-merchant toggles. Rules and messages live here for the server and the dialogs alike.
 */

export const adminMerchantSettingsParams = z.object({ id: merchantIdParam() });

/** The card brands of part 2 §3 "Reference lists", as stored and as the path names them. */
export const SETTINGS_CARD_BRANDS = ['Visa', 'MasterCard', 'AmEx', 'Discover', 'ACH'] as const;
export type SettingsCardBrand = (typeof SETTINGS_CARD_BRANDS)[number];
/** The brands of cards (ACH is the bank-transfer entry of the same list). */
export const CARD_ONLY_BRANDS: readonly SettingsCardBrand[] = [
  'Visa',
  'MasterCard',
  'AmEx',
  'Discover',
];

export const cardBrandParams = z.object({
  id: merchantIdParam(),
  brand: z
    .enum(SETTINGS_CARD_BRANDS, { error: `Use a brand from: ${SETTINGS_CARD_BRANDS.join(', ')}` })
    .meta({ description: 'Visa, MasterCard, AmEx, Discover or ACH' }),
});

/** Business types of part 2 §3 with their labels (I reads Sole-Trader in AUS and NZL). */
export const BUSINESS_TYPE_LABELS = {
  NP: 'Non-Profit',
  I: 'Sole-Proprietorship',
  O: 'Company',
} as const;
export const BUSINESS_TYPES = ['NP', 'I', 'O'] as const;

/** A business type's label in the merchant's country: I is a Sole-Trader in AUS and NZL. */
export function businessTypeLabel(type: (typeof BUSINESS_TYPES)[number], country: string): string {
  if (type === 'I' && (country === 'AUS' || country === 'NZL')) return 'Sole-Trader';
  return BUSINESS_TYPE_LABELS[type];
}

/** Limits' bounds (part 2 §5 "Numeric inputs": min 0, max 100000, step 0.01). */
export const LIMIT_MIN = 0;
export const LIMIT_MAX = 100_000;
export const LIMIT_STEP = 0.01;

export const LIMIT_FIELDS = [
  'cc_per_transaction_limit',
  'cc_per_month_limit',
  'ach_per_transaction_limit',
  'ach_per_month_limit',
  'cc_refund_line_of_credit',
] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];

export const LIMIT_LABELS: Record<LimitField, string> = {
  cc_per_transaction_limit: 'Card limit per transaction',
  cc_per_month_limit: 'Card limit per month',
  ach_per_transaction_limit: 'ACH limit per transaction',
  ach_per_month_limit: 'ACH limit per month',
  cc_refund_line_of_credit: 'Card refund line of credit',
};

/**
 * The per-merchant toggles of part 2 §4 on the Services tab, keyed by their path, with the
 * label the tab shows and a line of what each does on the merchant's side.
 */
export const MERCHANT_TOGGLES = {
  useDestinationPayments: {
    label: 'Destination payments',
    description: "Payments settle through the platform's destination account.",
  },
  'refunds-and-voids': {
    label: 'Refunds and voids',
    description: 'The merchant may refund and void its payments.',
  },
  'dual-refunds': {
    label: 'Dual processor refunds',
    description: "Refunds of payments taken on the account's previous processor.",
  },
  'stack-works-disputes': {
    label: 'Stack works disputes',
    description: 'The provider handles the merchant’s disputes.',
  },
  'allow-subscriptions': {
    label: 'Subscriptions',
    description: 'The Subscriptions menu and the subscription calls.',
  },
  'allow-customers': {
    label: 'Customers',
    description: 'The Customers menu and the customer calls.',
  },
  checkout: {
    label: 'Checkout',
    description: 'Products, pricing lists, payment links and the pay page.',
  },
  'stack-owned': {
    label: 'Stack owned',
    description: 'The account is owned by the provider (a banner on the profile).',
  },
} as const;
export type MerchantToggle = keyof typeof MERCHANT_TOGGLES;
export const MERCHANT_TOGGLE_KEYS = Object.keys(MERCHANT_TOGGLES) as MerchantToggle[];

/** User-visible messages (Paydesk's, where the spec names none; the payout day one is §5's). */
export const SETTINGS_MESSAGES = {
  limitRange: 'Enter an amount from $0.00 to $100,000.00',
  limitStep: 'Use at most two decimals',
  payoutDay: 'Please select a valid day for the payout.',
  payoutFrequency: 'Please select a payout frequency.',
  payoutHeld:
    'This merchant has a funding hold: the payout schedule is chosen when the hold is released.',
  rateRequired: 'Please select a rate.',
  rateUnknown: "Choose a rate of the merchant's processor.",
  partnerUnknown: 'Choose a partner from the list.',
  clientUnknown: 'Choose a client from the list.',
  lastCardBrand:
    'A merchant must accept at least one card brand; turn card payments off in Settings instead.',
  enabledRequired: 'Send enabled: true or false.',
  posDataObject: 'POS data must be a JSON object.',
  posDataTooLarge: 'POS data must be at most 4,000 characters as JSON.',
  descriptorRule: 'Use letters, numbers, spaces and . , * - & only',
  /** Success notices. */
  saved: 'Merchant updated successfully',
} as const;

/** What a descriptor allows (card networks show 22 characters of letters, digits, . , * - &). */
const isDescriptor = (value: string) => /^[A-Za-z0-9 .,*&-]+$/.test(value);
const descriptorField = (max: number, example: string) =>
  z
    .string()
    .meta({ examples: [example], maxLength: max })
    .pipe(
      textField({
        max,
        rules: [{ test: isDescriptor, message: SETTINGS_MESSAGES.descriptorRule }],
      }),
    );

/**
 * POST /admin/merchants/{id}: the profile's editable set, the full set each time (the legal
 * and country dialogs send the values they do not show as read): My Account's business details
 * (part 1 §5 checks: names, EIN, address with the country's state and postal code) in any of
 * the five countries of part 2 §3, plus the business type and the business phone (empty: none).
 */
export const updateAdminMerchantProfileSchema = z
  .object({
    ...businessDetailsShape,
    // Staff may place a merchant in any country of part 2 §3's reference list (My Account
    // offers the merchant part 1's three); the address checks follow the country.
    businessCountry: z.enum(COUNTRY_CODES, { error: 'Choose a country' }),
    businessType: z.enum(BUSINESS_TYPES, { error: 'Choose a business type' }),
    businessPhone: textField({ max: 30, rules: [rules.phone] }).default(''),
  })
  .superRefine(businessAddressRefinement)
  .meta({
    id: 'UpdateAdminMerchantProfile',
    examples: [
      {
        businessCommonName: 'Blue Harbor Bistro',
        businessLegalName: 'Blue Harbor Hospitality LLC',
        businessEin: '84-1234567',
        businessAddress1: '12 Harbor Way',
        businessAddress2: '',
        businessCity: 'Portland',
        businessState: 'OR',
        businessZip: '97204',
        businessCountry: 'USA',
        businessType: 'O',
        businessPhone: '(503) 555-0100',
      },
    ],
  });
export type UpdateAdminMerchantProfileInput = z.input<typeof updateAdminMerchantProfileSchema>;
export type UpdateAdminMerchantProfile = z.output<typeof updateAdminMerchantProfileSchema>;

const ID_MESSAGE = `Must be a whole number from 1 to ${MAX_ID}`;
/**
 * A back-office id in a body (a partner or client: not a merchant's object, so not one of
 * ids.ts's kinds; `x-object` still names it for the security harness). Null: none.
 */
const backOfficeIdField = (kind: 'partner' | 'client', description: string) =>
  z
    .number({ error: ID_MESSAGE })
    .int(ID_MESSAGE)
    .min(1, ID_MESSAGE)
    .max(MAX_ID, ID_MESSAGE)
    .meta({ description, 'x-object': kind })
    .nullable();

/** POST /admin/merchants/{id}/advanced: partner, client and the processor's gateway id. */
export const updateAdminMerchantAdvancedSchema = z
  .object({
    partnerId: backOfficeIdField('partner', 'The partner (affiliate); null for none'),
    clientId: backOfficeIdField('client', 'The client segment; null for none'),
    processorGatewayId: textField({ max: 64, rules: [rules.alphanumeric] }).meta({
      description: "The merchant's account id at its processor; empty for none",
    }),
  })
  .meta({
    id: 'UpdateAdminMerchantAdvanced',
    examples: [{ partnerId: null, clientId: null, processorGatewayId: 'GW-100001' }],
  });
export type UpdateAdminMerchantAdvanced = z.output<typeof updateAdminMerchantAdvancedSchema>;

const rateName = z
  .string({ error: SETTINGS_MESSAGES.rateRequired })
  .trim()
  .min(1, SETTINGS_MESSAGES.rateRequired)
  .max(120, SETTINGS_MESSAGES.rateUnknown);

/** POST /admin/merchants/{id}/tier: the web and mobile rate names (rates of the merchant's processor). */
export const updateMerchantTierSchema = z
  .object({
    rate_name: rateName.meta({
      description: 'The web rate: a rate name of the merchant’s processor',
    }),
    mobile_rate_name: rateName.nullable().meta({ description: 'The mobile rate; null for none' }),
  })
  .meta({
    id: 'UpdateMerchantTier',
    examples: [{ rate_name: 'US Corporate Standard', mobile_rate_name: null }],
  });
export type UpdateMerchantTier = z.output<typeof updateMerchantTierSchema>;

/** POST soft-descriptor: what card statements show (at most 22 characters; empty for none). */
export const updateSoftDescriptorSchema = z
  .object({ soft_descriptor: descriptorField(22, 'BLUE HARBOR BISTRO') })
  .meta({ id: 'UpdateSoftDescriptor', examples: [{ soft_descriptor: 'BLUE HARBOR BISTRO' }] });

/** POST payout-descriptor: what bank statements show for payouts (at most 22; empty for none). */
export const updatePayoutDescriptorSchema = z
  .object({ payout_descriptor: descriptorField(22, 'PAYDESK BLUEHARBOR') })
  .meta({ id: 'UpdatePayoutDescriptor', examples: [{ payout_descriptor: 'PAYDESK BLUEHARBOR' }] });

/** POST pos {data}: the merchant's point-of-sale data, a JSON object (null clears it). */
export const updatePosDataSchema = z
  .object({
    data: z
      .record(z.string().max(64), z.unknown(), { error: SETTINGS_MESSAGES.posDataObject })
      .nullable()
      .refine(
        (data) => data === null || JSON.stringify(data).length <= 4000,
        SETTINGS_MESSAGES.posDataTooLarge,
      ),
  })
  .meta({ id: 'UpdatePosData', examples: [{ data: { terminalCount: 2, model: 'A920' } }] });

/** POST settings: which payment methods the merchant takes. */
export const updatePaymentSettingsSchema = z
  .object({
    allow_card_payment: z.boolean({ error: 'Send allow_card_payment: true or false.' }),
    allow_ach_payment: z.boolean({ error: 'Send allow_ach_payment: true or false.' }),
  })
  .meta({
    id: 'UpdatePaymentSettings',
    examples: [{ allow_card_payment: true, allow_ach_payment: false }],
  });

/**
 * POST payout: the payout schedule outside a funding hold (part 2 §5's release rules: weekly
 * monday..friday, monthly 1–31, daily an empty anchor).
 */
export const updatePayoutScheduleSchema = z
  .object({
    payout_frequency: z.enum(PAYOUT_FREQUENCIES, { error: SETTINGS_MESSAGES.payoutFrequency }),
    payout_frequency_anchor: z
      .string({ error: SETTINGS_MESSAGES.payoutDay })
      .max(20, SETTINGS_MESSAGES.payoutDay)
      .nullish(),
  })
  .superRefine((body, context) => {
    if (payoutAnchorFor(body.payout_frequency, body.payout_frequency_anchor) === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['payout_frequency_anchor'],
        message: SETTINGS_MESSAGES.payoutDay,
      });
    }
  })
  .transform((body) => ({
    frequency: body.payout_frequency,
    anchor: payoutAnchorFor(body.payout_frequency, body.payout_frequency_anchor) ?? null,
  }))
  .meta({
    id: 'UpdatePayoutSchedule',
    examples: [
      { payout_frequency: 'weekly', payout_frequency_anchor: 'friday' },
      { payout_frequency: 'daily', payout_frequency_anchor: '' },
    ],
  });
export type UpdatePayoutScheduleInput = z.input<typeof updatePayoutScheduleSchema>;

/** A limit in dollars: 0 to 100000 in steps of 0.01; null = no limit. */
export const isLimitAmount = (value: number) =>
  Number.isFinite(value) &&
  value >= LIMIT_MIN &&
  value <= LIMIT_MAX &&
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const limitField = (description: string) =>
  z
    .number({ error: SETTINGS_MESSAGES.limitRange })
    .superRefine((value, context) => {
      // Only the first failure (part 1 §5: one message a field).
      if (!Number.isFinite(value) || value < LIMIT_MIN || value > LIMIT_MAX) {
        context.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.limitRange });
      } else if (!isLimitAmount(value)) {
        context.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.limitStep });
      }
    })
    .nullable()
    .meta({
      description: `${description}, in dollars (0–100000, step 0.01); null for no limit`,
      minimum: LIMIT_MIN,
      maximum: LIMIT_MAX,
    });

/** POST limits-settings: the five limits of part 2 §3 (dollars; cents in the database). */
export const updateMerchantLimitsSchema = z
  .object(
    Object.fromEntries(LIMIT_FIELDS.map((field) => [field, limitField(LIMIT_LABELS[field])])) as {
      [K in LimitField]: ReturnType<typeof limitField>;
    },
  )
  .meta({
    id: 'UpdateMerchantLimits',
    examples: [
      {
        cc_per_transaction_limit: 5000,
        cc_per_month_limit: 50000,
        ach_per_transaction_limit: 2500,
        ach_per_month_limit: 25000,
        cc_refund_line_of_credit: 1000,
      },
    ],
  });
export type UpdateMerchantLimits = z.output<typeof updateMerchantLimitsSchema>;

/** The one body of every POST toggle: turn it on or off. */
export const merchantToggleSchema = z
  .object({
    enabled: z.boolean({ error: SETTINGS_MESSAGES.enabledRequired }).meta({
      description: 'true turns the setting on, false off; the same value again changes nothing',
    }),
  })
  .meta({ id: 'MerchantToggle', examples: [{ enabled: true }, { enabled: false }] });
export type MerchantToggleBody = z.output<typeof merchantToggleSchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

/** GET /admin/merchants/{id}/settings, and what every edit of this area answers. */
export const adminMerchantSettingsSchema = z
  .object({
    id: z.number().int(),
    processorId: z.number().int(),
    currency: z.string(),
    profile: z.object({
      businessCommonName: z.string(),
      businessLegalName: z.string(),
      businessEin: z.string(),
      businessAddress1: z.string(),
      businessAddress2: z.string(),
      businessCity: z.string(),
      businessState: z.string(),
      businessZip: z.string(),
      businessCountry: z.string(),
      businessType: z.enum(BUSINESS_TYPES),
      businessPhone: z.string(),
    }),
    advanced: z.object({
      partnerId: z.number().int().nullable(),
      clientId: z.number().int().nullable(),
      processorGatewayId: z.string(),
    }),
    rates: z.object({
      web_rate_name: z.string().nullable(),
      mobile_rate_name: z.string().nullable(),
    }),
    softDescriptor: z.string().nullable(),
    payoutDescriptor: z.string().nullable(),
    posData: z.record(z.string(), z.unknown()).nullable(),
    settings: z.object({ allow_card_payment: z.boolean(), allow_ach_payment: z.boolean() }),
    payout: z.object({
      frequency: z.enum(PAYOUT_FREQUENCIES),
      anchor: z.string().nullable(),
      /** While true the schedule is the release's (part 2 §5): the payout edit is refused. */
      hasFundingHold: z.boolean(),
    }),
    /** The brands the merchant takes (none stored: every brand). */
    cardBrands: z.array(z.enum(SETTINGS_CARD_BRANDS)),
    limits: merchantLimitsSchema,
    toggles: z.object({
      useDestinationPayments: z.boolean(),
      'refunds-and-voids': z.boolean(),
      'dual-refunds': z.boolean(),
      'stack-works-disputes': z.boolean(),
      'allow-subscriptions': z.boolean(),
      'allow-customers': z.boolean(),
      checkout: z.boolean(),
      'stack-owned': z.boolean(),
    }),
    /** What the dialogs offer: the rates of the merchant's processor, partners and clients. */
    choices: z.object({
      rates: z.array(named),
      partners: z.array(named),
      clients: z.array(named),
    }),
  })
  .meta({ id: 'AdminMerchantSettings' });
export type AdminMerchantSettings = z.infer<typeof adminMerchantSettingsSchema>;

/** GET card-brands/{brand}: whether the merchant takes the brand. */
export const cardBrandStateSchema = z
  .object({
    brand: z.enum(SETTINGS_CARD_BRANDS),
    enabled: z.boolean(),
    cardBrands: z.array(z.enum(SETTINGS_CARD_BRANDS)),
  })
  .meta({ id: 'MerchantCardBrand' });
export type CardBrandState = z.infer<typeof cardBrandStateSchema>;

/** The stored card brands as the list shows them (none stored: every brand). */
export function effectiveCardBrands(stored: readonly string[] | null): SettingsCardBrand[] {
  const alias = (name: string): SettingsCardBrand | undefined => {
    const key = name.toLowerCase().replace(/[^a-z]/g, '');
    if (key === 'americanexpress' || key === 'amex') return 'AmEx';
    return SETTINGS_CARD_BRANDS.find((brand) => brand.toLowerCase() === key);
  };
  const named = (stored ?? []).map(alias).filter((b): b is SettingsCardBrand => b !== undefined);
  return named.length > 0
    ? SETTINGS_CARD_BRANDS.filter((brand) => named.includes(brand))
    : [...SETTINGS_CARD_BRANDS];
}
