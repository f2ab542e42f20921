import { z } from 'zod';
import {
  COUNTRY_CODES,
  countryNeedsState,
  isInvalidSsn,
  isPoBox,
  isPostalCode,
  isTaxId,
  isUsDate,
  usDateToIso,
} from './field-checks';
import { addressLine2Field, rules, textField } from './field-schemas';
import { DOCUMENT_TYPE_NAMES } from './file-purposes';

/**
 * The call-to-action form (part 1 §3 "CTA info", "CTA submit payload", §4 "CTA form", §5 "CTA
 * form"): the messages verbatim, the rules once for the modal and the server.
 */
export const CTA_MESSAGES = {
  taxIdRequired: 'You must enter a Tax ID/EIN',
  taxIdDigits: 'Tax ID/EIN must be 9 digits',
  legalNameRequired: 'You must enter a Legal Name',
  addressRequired: 'You must enter an Address',
  poBox: 'This must be a physical address and P.O. Boxes or Paid Addresses are not allowed.',
  cityRequired: 'You must enter a City',
  stateRequired: 'You must enter a State',
  postalCodeRequired: 'You must enter a Postal Code',
  postalCodeInvalid: 'You must enter a valid ZIP/Postal code',
  firstNameRequired: 'You must enter a First Name',
  lastNameRequired: 'You must enter a Last Name',
  dobRequired: 'You must enter a Date of Birth',
  dobFormat: 'Value must be mm/dd/yyyy',
  ssnDigits: 'You must enter 9 digits',
  ssnInvalid: 'Invalid format, please enter a valid Social Security Number',
  ssnLast4Required: 'You must enter the last 4 digits of the SSN',
  ssnLast4Digits: 'The last 4 digits of the SSN must be 4 digits',
  ssnLast4Zero: 'The last 4 digits of the SSN cannot be 0000',
  serverError: (message: string) => `Server error: ${message}`,
} as const;

/** The loading texts of the form, by the seconds after which they show (part 1 §4). */
export const CTA_LOADING_TEXTS = [
  { afterMs: 3_000, text: 'Verifying processor account data' },
  { afterMs: 6_500, text: 'Processing account verification status' },
  { afterMs: 24_000, text: 'Our apologies, this is taking a while' },
] as const;

export const CTA_VIEWERS = [
  'merchant-admin',
  'merchant-user',
  'primary-contact',
  'beneficial-owner',
] as const;
export type CtaViewer = (typeof CTA_VIEWERS)[number];
export const CTA_CATEGORIES = ['business', 'identity'] as const;

/** Document type ids (part 1 §3 "Document types", in the spec's order, from 1). */
export const DOCUMENT_TYPE_IDS: Record<(typeof DOCUMENT_TYPE_NAMES)[number], number> =
  Object.fromEntries(DOCUMENT_TYPE_NAMES.map((name, index) => [name, index + 1])) as Record<
    (typeof DOCUMENT_TYPE_NAMES)[number],
    number
  >;

/** Part 1 §3 "CTA info". */
export const ctaInfoSchema = z
  .object({
    id: z.number().int(),
    merchant_id: z.number().int(),
    title: z.string(),
    message: z.string(),
    can_be_dismissed: z.boolean(),
    terms_of_service: z.boolean(),
    cta_settings: z.object({
      viewable_by: z.array(z.enum(CTA_VIEWERS)),
      contact_types: z.array(z.enum(['Primary Contact', 'Beneficial Owner/Officer'])),
    }),
    cta_cta_categories: z.array(z.object({ category_name: z.enum(CTA_CATEGORIES) })),
    cta_documents_requested: z.array(
      z.object({
        document_type_name: z.enum(DOCUMENT_TYPE_NAMES),
        document_type_id: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'CtaInfo' });

/** GET /merchants/{id}/cta: the CTA for this account and caller, or null when none applies. */
export const ctaInfoResponseSchema = z
  .object({ data: ctaInfoSchema.nullable() })
  .meta({ id: 'CtaInfoResponse' });

const ssnDigits = (value: string) => value.replace(/\D/g, '');

const addressFields = (prefix: 'business' | 'contact') => ({
  [`${prefix}Address1`]: textField({
    required: true,
    requiredMessage: CTA_MESSAGES.addressRequired,
    rules: prefix === 'business' ? [{ test: (v) => !isPoBox(v), message: CTA_MESSAGES.poBox }] : [],
  }),
  [`${prefix}Address2`]: addressLine2Field.default(''),
  [`${prefix}City`]: textField({ required: true, requiredMessage: CTA_MESSAGES.cityRequired }),
  [`${prefix}State`]: textField({ max: 64 }).default(''),
  [`${prefix}Country`]: z.enum(COUNTRY_CODES, { error: 'Choose a country' }),
  [`${prefix}Zip`]: textField({
    required: true,
    requiredMessage: CTA_MESSAGES.postalCodeRequired,
    max: 10,
  }),
});

/** State required unless GBR; postal code valid for the country. */
function addressRefinement(prefix: 'business' | 'contact') {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const country = String(value[`${prefix}Country`] ?? '');
    if (countryNeedsState(country) && !String(value[`${prefix}State`] ?? '').trim())
      ctx.addIssue({
        code: 'custom',
        path: [`${prefix}State`],
        message: CTA_MESSAGES.stateRequired,
      });
    const zip = String(value[`${prefix}Zip`] ?? '').trim();
    if (zip && !isPostalCode(zip, country))
      ctx.addIssue({
        code: 'custom',
        path: [`${prefix}Zip`],
        message: CTA_MESSAGES.postalCodeInvalid,
      });
  };
}

export const ctaBusinessSchema = z
  .object({
    businessEin: z
      .string({ error: CTA_MESSAGES.taxIdRequired })
      .transform((v) => v.trim())
      .superRefine((value, ctx) => {
        if (!value) ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.taxIdRequired });
        else if (!isTaxId(value))
          ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.taxIdDigits });
      })
      .transform((v) => v.replace(/-/g, '')),
    businessLegalName: textField({
      required: true,
      requiredMessage: CTA_MESSAGES.legalNameRequired,
    }),
    ...addressFields('business'),
  })
  .superRefine(addressRefinement('business'));

export const ctaIdentitySchema = z
  .object({
    firstName: textField({
      required: true,
      requiredMessage: CTA_MESSAGES.firstNameRequired,
      max: 100,
      rules: [rules.name],
    }),
    lastName: textField({
      required: true,
      requiredMessage: CTA_MESSAGES.lastNameRequired,
      max: 100,
      rules: [rules.name],
    }),
    ...addressFields('contact'),
    /** mm/dd/yyyy as typed; stored as YYYY-MM-DD. */
    contactDOB: z
      .string({ error: CTA_MESSAGES.dobRequired })
      .transform((v) => v.trim())
      .superRefine((value, ctx) => {
        if (!value) ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.dobRequired });
        else if (!isUsDate(value))
          ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.dobFormat });
      }),
    contactSsn: z
      .string({ error: CTA_MESSAGES.ssnDigits })
      .superRefine((value, ctx) => {
        const digits = ssnDigits(value);
        if (digits.length !== 9 || /[^\d-\s]/.test(value))
          ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.ssnDigits });
        else if (isInvalidSsn(digits))
          ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.ssnInvalid });
      })
      .transform(ssnDigits),
    contactSsnLast4: z
      .string({ error: CTA_MESSAGES.ssnLast4Required })
      .transform((v) => v.trim())
      .superRefine((value, ctx) => {
        if (!value) ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.ssnLast4Required });
        else if (!/^\d{4}$/.test(value))
          ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.ssnLast4Digits });
        else if (value === '0000')
          ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.ssnLast4Zero });
      }),
  })
  .superRefine(addressRefinement('contact'));

/** Part 1 §3 "CTA submit payload", exactly. */
export const ctaSubmitSchema = z
  .object({
    merchantId: z.number().int().positive(),
    ctaDocumentsRequested: z
      .array(z.object({ documentTypeId: z.number().int().positive(), fileId: z.uuid() }))
      .max(20)
      .optional(),
    business: ctaBusinessSchema.optional(),
    identity: ctaIdentitySchema.optional(),
  })
  .meta({ id: 'CtaSubmit' });

export const ctaSubmitResponseSchema = z
  .object({ completed: z.boolean(), documentsSubmitted: z.boolean() })
  .meta({ id: 'CtaSubmitResult' });

export type CtaInfo = z.infer<typeof ctaInfoSchema>;
export type CtaSubmit = z.infer<typeof ctaSubmitSchema>;
export type CtaSubmitInput = z.input<typeof ctaSubmitSchema>;
export { usDateToIso };
