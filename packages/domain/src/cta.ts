import { z } from 'zod';
import {
  CTA_CATEGORIES,
  CTA_CONTACT_TYPES,
  CTA_MESSAGES,
  CTA_VIEWERS,
  DOCUMENT_TYPE_IDS,
} from './cta-rules';
import {
  countryNeedsState,
  isInvalidSsn,
  isPoBox,
  isPostalCode,
  isTaxId,
  isUsDate,
  statesOf,
  usDateToIso,
} from './field-checks';
import { addressLine2Field, rules, textField } from './field-schemas';
import { DOCUMENT_TYPE_NAMES } from './file-purposes';
import { idField } from './ids';

/**
 * The call-to-action form's schemas (part 1 §3 "CTA info", "CTA submit payload", §5 "CTA
 * form"): the rules once for the modal and the server. Messages, texts and the zod-free rules
 * are in cta-rules.ts.
 */
export {
  CTA_CATEGORIES,
  CTA_LOADING_TEXTS,
  CTA_MESSAGES,
  CTA_VIEWERS,
  type CtaViewer,
  DOCUMENT_TYPE_IDS,
} from './cta-rules';

/** The countries a merchant account has (part 1 §3 "Merchant account": USA, CAN, GBR). */
export const CTA_COUNTRIES = ['USA', 'CAN', 'GBR'] as const;

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
      contact_types: z.array(z.enum(CTA_CONTACT_TYPES)),
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

const digitsOf = (value: string) => value.replace(/\D/g, '');

type Prefix = 'business' | 'contact';

const addressFields = <P extends Prefix>(prefix: P) =>
  ({
    [`${prefix}Address1`]: textField({
      required: true,
      requiredMessage: CTA_MESSAGES.addressRequired,
      // P.O. boxes are refused for the business's physical address (part 1 §5).
      rules:
        prefix === 'business' ? [{ test: (v) => !isPoBox(v), message: CTA_MESSAGES.poBox }] : [],
    }),
    [`${prefix}Address2`]: addressLine2Field.default(''),
    [`${prefix}City`]: textField({ required: true, requiredMessage: CTA_MESSAGES.cityRequired }),
    [`${prefix}State`]: textField({ max: 64 }).default(''),
    [`${prefix}Country`]: z.enum(CTA_COUNTRIES, { error: CTA_MESSAGES.countryRequired }),
    [`${prefix}Zip`]: textField({
      required: true,
      requiredMessage: CTA_MESSAGES.postalCodeRequired,
      max: 10,
    }),
  }) as {
    [K in `${P}Address1` | `${P}Address2` | `${P}City` | `${P}State` | `${P}Zip`]: z.ZodType<
      string,
      string | undefined
    >;
  } & { [K in `${P}Country`]: z.ZodEnum<{ USA: 'USA'; CAN: 'CAN'; GBR: 'GBR' }> };

/**
 * State required unless GBR and one of the country's list (part 1 §5; sent as '' for GBR);
 * the postal code valid for the country.
 */
function addressRefinement(prefix: Prefix) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const country = String(value[`${prefix}Country`] ?? '');
    const state = String(value[`${prefix}State`] ?? '').trim();
    if (countryNeedsState(country)) {
      if (!state)
        ctx.addIssue({
          code: 'custom',
          path: [`${prefix}State`],
          message: CTA_MESSAGES.stateRequired,
        });
      else if (!statesOf(country).some(([code]) => code === state))
        ctx.addIssue({
          code: 'custom',
          path: [`${prefix}State`],
          message: CTA_MESSAGES.stateUnknown,
        });
    }
    const zip = String(value[`${prefix}Zip`] ?? '').trim();
    if (zip && !isPostalCode(zip, country))
      ctx.addIssue({
        code: 'custom',
        path: [`${prefix}Zip`],
        message: CTA_MESSAGES.postalCodeInvalid,
      });
  };
}

/** GBR addresses carry no state. */
const withoutGbrState =
  (prefix: Prefix) =>
  <T extends Record<string, unknown>>(value: T): T =>
    value[`${prefix}Country`] === 'GBR' ? { ...value, [`${prefix}State`]: '' } : value;

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
  .superRefine(addressRefinement('business'))
  .transform(withoutGbrState('business'));

/** A date of birth as typed (mm/dd/yyyy), not after today. */
const dateOfBirth = z
  .string({ error: CTA_MESSAGES.dobRequired })
  .transform((v) => v.trim())
  .superRefine((value, ctx) => {
    if (!value) ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.dobRequired });
    else if (!isUsDate(value)) ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.dobFormat });
    else if (usDateToIso(value) > new Date().toISOString().slice(0, 10))
      ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.dobFuture });
  });

/** The SSN as typed (3-2-4 with dashes, part 1 §5); answered as its 9 digits. */
const ssn = z
  .string({ error: CTA_MESSAGES.ssnDigits })
  .superRefine((value, ctx) => {
    const digits = digitsOf(value);
    if (digits.length !== 9 || /[^\d\s-]/.test(value))
      ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.ssnDigits });
    else if (isInvalidSsn(digits))
      ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.ssnInvalid });
  })
  .transform(digitsOf);

const ssnLast4 = z
  .string({ error: CTA_MESSAGES.ssnLast4Required })
  .transform((v) => v.trim())
  .superRefine((value, ctx) => {
    if (!value) ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.ssnLast4Required });
    else if (!/^\d{4}$/.test(value))
      ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.ssnLast4Digits });
    else if (value === '0000') ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.ssnLast4Zero });
  });

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
    contactDOB: dateOfBirth,
    contactSsn: ssn,
    contactSsnLast4: ssnLast4,
  })
  .superRefine(addressRefinement('contact'))
  .superRefine((value, ctx) => {
    const digits = digitsOf(String(value.contactSsn ?? ''));
    const last4 = String(value.contactSsnLast4 ?? '').trim();
    if (
      digits.length === 9 &&
      /^\d{4}$/.test(last4) &&
      last4 !== '0000' &&
      digits.slice(5) !== last4
    )
      ctx.addIssue({
        code: 'custom',
        path: ['contactSsnLast4'],
        message: CTA_MESSAGES.ssnLast4Mismatch,
      });
  })
  .transform(withoutGbrState('contact'));

const ctaDocumentsSchema = z
  .array(
    z.object({
      /** One of the document type ids (an enumeration, not an object's id). */
      documentTypeId: z.literal(Object.values(DOCUMENT_TYPE_IDS), {
        error: 'Unknown document type',
      }),
      fileId: z.uuid('Upload the document again'),
    }),
  )
  .max(DOCUMENT_TYPE_NAMES.length);

/** Part 1 §3 "CTA submit payload", exactly. */
export const ctaSubmitSchema = z
  .object({
    merchantId: idField('merchant', "The account answering: the path's account"),
    ctaDocumentsRequested: ctaDocumentsSchema.optional(),
    business: ctaBusinessSchema.optional(),
    identity: ctaIdentitySchema.optional(),
  })
  .meta({ id: 'CtaSubmit' });

/**
 * The form's schema for a CTA: the blocks it asks for are required, the others left out, so
 * the web checks exactly what the server will (which also requires them: CTA_MESSAGES).
 */
export function ctaFormSchema(requests: { business: boolean; identity: boolean }) {
  // A block not asked for is dropped, whatever the form holds for it.
  const dropped = z.undefined().catch(undefined);
  return z.object({
    merchantId: z.number().int().positive(),
    business: requests.business ? ctaBusinessSchema : dropped,
    identity: requests.identity ? ctaIdentitySchema : dropped,
  });
}

export const ctaSubmitResponseSchema = z
  .object({
    /** The call to action is done; it no longer shows. */
    completed: z.boolean(),
    /** Business, identity or documents were sent: the confirmation shows (part 1 §4). */
    documentsSubmitted: z.boolean(),
  })
  .meta({ id: 'CtaSubmitResult' });

export const ctaDismissResponseSchema = z
  .object({ dismissed: z.boolean() })
  .meta({ id: 'CtaDismissResult' });

export type CtaInfo = z.infer<typeof ctaInfoSchema>;
export type CtaSubmit = z.infer<typeof ctaSubmitSchema>;
export type CtaSubmitInput = z.input<typeof ctaSubmitSchema>;
export type CtaBusiness = z.output<typeof ctaBusinessSchema>;
export type CtaIdentity = z.output<typeof ctaIdentitySchema>;
export { usDateToIso };
// Kept for the document ids of the seed and tests.
export const VOIDED_CHECK_ID = DOCUMENT_TYPE_IDS.voidedCheck;
