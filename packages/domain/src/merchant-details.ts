import { z } from 'zod';
import { CTA_MESSAGES } from './cta';
import {
  countryNeedsState,
  FIELD_MESSAGES,
  isInvalidSsn,
  isPostalCode,
  isUsDate,
  statesOf,
} from './field-checks';
import { addressLine2Field, rules, textField } from './field-schemas';
import {
  BANK_ACCOUNT_TYPES,
  BANK_OWNERSHIP_TYPES,
  MERCHANT_DETAIL_MESSAGES,
} from './merchant-detail-fields';

/**
 * My Account's merchant pages (part 1 §3 "Merchant detail (sample shape)" and "Merchant
 * account"): the detail read and one update per part, each validated with the shared field
 * checks of part 1 §5. Bank numbers are sent in full once and only their last four come back.
 */

const ownerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  /** MM/DD/YYYY. */
  dateOfBirth: z.string().nullable(),
  ssnLast4: z.string().nullable(),
});

/** GET /merchants/{id}/details. */
export const merchantDetailSchema = z
  .object({
    id: z.number().int(),
    status: z.number().int(),
    /** The caller is a merchant admin of this account: may edit it. */
    canEdit: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    contactAddress1: z.string(),
    contactAddress2: z.string(),
    contactCity: z.string(),
    /** The state's code (NY); contactState is its name. */
    contactStateId: z.string(),
    contactState: z.string(),
    contactZip: z.string(),
    contactCountry: z.string(),
    contactEmail: z.string(),
    contactPhoneMobile: z.string(),
    bankName: z.string(),
    bankAccountType: z.enum(BANK_ACCOUNT_TYPES).nullable(),
    bankAccountOwnershipType: z.enum(BANK_OWNERSHIP_TYPES).nullable(),
    bankAccountNumberLastFour: z.string().nullable(),
    bankRoutingNumberLastFour: z.string().nullable(),
    businessCommonName: z.string(),
    businessLegalName: z.string(),
    /** In full for merchant admins, else masked to its last four. */
    businessEin: z.string(),
    businessAddress1: z.string(),
    businessAddress2: z.string(),
    businessCity: z.string(),
    businessStateId: z.string(),
    businessState: z.string(),
    businessZip: z.string(),
    businessCountry: z.string(),
    businessPhone: z.string(),
    /** The first beneficial owner: for merchant admins (and staff who may view merchant info) only. */
    owner: ownerSchema.nullable(),
  })
  .meta({ id: 'MerchantDetail' });

export type MerchantDetail = z.infer<typeof merchantDetailSchema>;

/** An address's state (required unless GBR, one of the country's) and postal code per country. */
function addressRefinement(fields: { country: string; state: string; zip: string }) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const country = String(value[fields.country] ?? '');
    const state = String(value[fields.state] ?? '');
    if (countryNeedsState(country)) {
      if (!state)
        ctx.addIssue({ code: 'custom', path: [fields.state], message: CTA_MESSAGES.stateRequired });
      else if (!statesOf(country).some(([code]) => code === state))
        ctx.addIssue({
          code: 'custom',
          path: [fields.state],
          message: MERCHANT_DETAIL_MESSAGES.stateUnknown,
        });
    }
    const zip = String(value[fields.zip] ?? '');
    if (zip && !isPostalCode(zip, country))
      ctx.addIssue({ code: 'custom', path: [fields.zip], message: FIELD_MESSAGES.postalCode });
  };
}

/**
 * A text field with an example value in the request's JSON schema (the API docs and the
 * security harness read it; a refined text field alone shows only its type).
 */
const withExample = <Out>(example: string, schema: z.ZodType<Out, string>) =>
  z
    .string({ error: FIELD_MESSAGES.required })
    .meta({ examples: [example] })
    .pipe(schema);

const required = (max: number, ...checks: (typeof rules)[keyof typeof rules][]) =>
  textField({ required: true, max, rules: checks });
const country = z.enum(['USA', 'CAN', 'GBR'], { error: 'Choose a country' });
/** GBR has no states: the state is stored empty there. */
const state = textField({ max: 64 });
const postalCode = textField({ required: true, max: 10 });

/** The business details' fields (the country one of My Account's three, part 1 §3). */
export const businessDetailsShape = {
  businessCommonName: required(100, rules.freeText),
  businessLegalName: required(100, rules.freeText),
  businessEin: withExample(
    '84-1234567',
    textField({
      required: true,
      max: 11,
      rules: [rules.taxId, rules.notPlaceholderTaxId],
    }).transform((value) => value.replace(/-/g, '')),
  ),
  businessAddress1: required(100, rules.freeText),
  businessAddress2: addressLine2Field.default(''),
  businessCity: required(64, rules.freeText),
  businessState: state,
  businessZip: postalCode,
  businessCountry: country,
};

/** The business address's state and postal code, checked for its country. */
export const businessAddressRefinement = addressRefinement({
  country: 'businessCountry',
  state: 'businessState',
  zip: 'businessZip',
});

export const updateBusinessDetailsSchema = z
  .object(businessDetailsShape)
  .superRefine(businessAddressRefinement)
  .meta({
    id: 'UpdateBusinessDetails',
    // A valid body for the security harness and the API docs.
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
      },
    ],
  });

export const updateContactDetailsSchema = z
  .object({
    firstName: required(100, rules.name),
    lastName: required(100, rules.name),
    contactEmail: withExample(
      'olivia@example.com',
      required(254, rules.email).transform((value) => value.toLowerCase()),
    ),
    contactPhoneMobile: textField({ max: 30, rules: [rules.phone] }),
    contactAddress1: required(100, rules.freeText),
    contactAddress2: addressLine2Field.default(''),
    contactCity: required(64, rules.freeText),
    contactState: state,
    contactZip: postalCode,
    contactCountry: country,
  })
  .superRefine(
    addressRefinement({ country: 'contactCountry', state: 'contactState', zip: 'contactZip' }),
  )
  .meta({
    id: 'UpdateContactDetails',
    // A valid body for the security harness and the API docs.
    examples: [
      {
        firstName: 'Olivia',
        lastName: 'Owner',
        contactEmail: 'olivia@example.com',
        contactPhoneMobile: '(503) 555-0123',
        contactAddress1: '12 Harbor Way',
        contactAddress2: '',
        contactCity: 'Portland',
        contactState: 'OR',
        contactZip: '97204',
        contactCountry: 'USA',
      },
    ],
  });

export const updateBusinessPhoneSchema = z
  .object({ businessPhone: required(30, rules.phone) })
  .meta({
    id: 'UpdateBusinessPhone',
    // A valid body for the security harness and the API docs.
    examples: [{ businessPhone: '(503) 555-0100' }],
  });

export const updateBankingDetailsSchema = z
  .object({
    bankName: textField({ max: 100, rules: [rules.freeText] }),
    bankAccountType: z.enum(BANK_ACCOUNT_TYPES, { error: 'Choose checking or savings' }),
    bankAccountOwnershipType: z.enum(BANK_OWNERSHIP_TYPES, {
      error: 'Choose personal or business',
    }),
    bankAccountNumber: withExample('000123456789', required(17, rules.accountNumber)),
    bankRoutingNumber: withExample('021000021', required(9, rules.routingNumber)),
  })
  .meta({
    id: 'UpdateBankingDetails',
    // A valid body for the security harness and the API docs.
    examples: [
      {
        bankName: 'First Harbor Bank',
        bankAccountType: 'checking',
        bankAccountOwnershipType: 'business',
        bankAccountNumber: '000123456789',
        bankRoutingNumber: '021000021',
      },
    ],
  });

export const updateOwnerDetailsSchema = z
  .object({
    firstName: required(100, rules.name),
    lastName: required(100, rules.name),
    address1: required(100, rules.freeText),
    address2: addressLine2Field.default(''),
    city: required(64, rules.freeText),
    state,
    postalCode: withExample('97209', postalCode),
    country,
    /** MM/DD/YYYY as typed. */
    dateOfBirth: z
      .string({ error: CTA_MESSAGES.dobRequired })
      .meta({ examples: ['04/15/1980'] })
      .transform((value) => value.trim())
      .superRefine((value, ctx) => {
        if (!value) ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.dobRequired });
        else if (!isUsDate(value))
          ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.dobFormat });
      }),
    /** The full SSN, 3-2-4 with or without dashes; empty keeps the one on file. */
    ssn: z
      .string()
      .default('')
      .superRefine((value, ctx) => {
        if (!value.trim()) return;
        const digits = value.replace(/\D/g, '');
        if (digits.length !== 9 || /[^\d-\s]/.test(value))
          ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.ssnDigits });
        else if (isInvalidSsn(digits))
          ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.ssnInvalid });
      })
      .transform((value) => value.replace(/\D/g, '')),
  })
  .superRefine(addressRefinement({ country: 'country', state: 'state', zip: 'postalCode' }))
  .meta({
    id: 'UpdateOwnerDetails',
    // A valid body for the security harness and the API docs.
    examples: [
      {
        firstName: 'Olivia',
        lastName: 'Owner',
        address1: '77 NW Elm St',
        address2: '',
        city: 'Portland',
        state: 'OR',
        postalCode: '97209',
        country: 'USA',
        dateOfBirth: '04/15/1980',
        ssn: '',
      },
    ],
  });

export const MERCHANT_DETAIL_SCHEMAS = {
  business: updateBusinessDetailsSchema,
  contact: updateContactDetailsSchema,
  phone: updateBusinessPhoneSchema,
  banking: updateBankingDetailsSchema,
  owner: updateOwnerDetailsSchema,
} as const;

export type UpdateBusinessDetails = z.infer<typeof updateBusinessDetailsSchema>;
export type UpdateContactDetails = z.infer<typeof updateContactDetailsSchema>;
export type UpdateBusinessPhone = z.infer<typeof updateBusinessPhoneSchema>;
export type UpdateBankingDetails = z.infer<typeof updateBankingDetailsSchema>;
export type UpdateOwnerDetails = z.infer<typeof updateOwnerDetailsSchema>;
