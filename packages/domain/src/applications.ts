import { z } from 'zod';
import { tokensSchema } from './auth';
import { CTA_MESSAGES } from './cta';
import { emailSchema } from './email';
import {
  COUNTRY_CODES,
  countryNeedsState,
  FIELD_MESSAGES,
  isAccountNumber,
  isInvalidSsn,
  isPoBox,
  isPostalCode,
  isRoutingNumber,
  isUsDate,
} from './field-checks';
import { addressLine2Field, rules, textField } from './field-schemas';
import { newPasswordSchema } from './password';

/**
 * Merchant applications (part 1 §1 applicants, §2 /start, /apply, /pending-applications,
 * /apply-confirmation, §3 "Application record", §7 merchant applications; part 2 §3 "Reference
 * lists"). One form per step; the server validates each step with the same schema the /apply
 * form uses. Fields are flat (`businessLegalName`, `ownerFirstName`, `bankName`...), unique
 * across steps, so a saved application answers one map of values.
 */

/** Part 2 §3 "Reference lists": business types. */
export const BUSINESS_TYPES = [
  { code: 'NP', label: 'Non-Profit' },
  { code: 'I', label: 'Sole-Proprietorship' },
  { code: 'O', label: 'Company' },
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number]['code'];

/** Part 2 §3 "Reference lists": bank account types. */
export const BANK_ACCOUNT_TYPES = [
  { code: 'checking', label: 'Checking' },
  { code: 'savings', label: 'Savings' },
] as const;

/** The documents the bank step's proof may be (part 1 §3 "Document types"). */
export const APPLICATION_DOCUMENT_TYPES = [
  { code: 'voidedCheck', label: 'Voided check' },
  { code: 'bankStatements', label: 'Bank statement' },
] as const;
export type ApplicationDocumentType = (typeof APPLICATION_DOCUMENT_TYPES)[number]['code'];

export const APPLICATION_STEPS = ['business', 'owner', 'bank', 'documents', 'review'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];
/** The step's number, from 1 (the application's currentStep). */
export const stepNumber = (step: ApplicationStep) => APPLICATION_STEPS.indexOf(step) + 1;

export const APPLICATION_STATUSES = [
  'draft',
  'submitted',
  'more-info-needed',
  'approved',
  'declined',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** Statuses of an application still in progress (the profile keeps its token). */
export const IN_PROGRESS_STATUSES: readonly ApplicationStatus[] = [
  'draft',
  'submitted',
  'more-info-needed',
];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  draft: 'In progress',
  submitted: 'Submitted',
  'more-info-needed': 'More information needed',
  approved: 'Approved',
  declined: 'Declined',
};

export const APPLICATION_MESSAGES = {
  started:
    'Thank you. We sent you an e-mail with a link to continue your application. The link works for 24 hours.',
  notFound: 'Application not found.',
  keyUnknown: 'This link is not valid. Check that you used the whole link from the e-mail.',
  keyUsed: 'This link was already used. Sign in to continue your application.',
  keyExpired: 'This link has expired. Start again to receive a new one.',
  notEditable: 'This application was submitted and can no longer be changed.',
  notReady: 'Complete every step before submitting the application.',
  noMoreInfoAsked: 'This application is not waiting for more information.',
  ssnRequired: CTA_MESSAGES.ssnDigits,
  accountNumberRequired: FIELD_MESSAGES.accountNumber,
  routingNumberRequired: FIELD_MESSAGES.routingNumber,
  documentRequired: 'Upload a voided check or a bank statement.',
  documentUnknown: 'The document was not found. Upload it again.',
} as const;

const required = (message: string = FIELD_MESSAGES.required) => ({
  required: true,
  requiredMessage: message,
});

/** The SSN as typed (3-2-4 with dashes), checked with the CTA form's rules; answers digits. */
const ssnField = z
  .string()
  .superRefine((value, ctx) => {
    if (value.trim() === '') return;
    const digits = value.replace(/\D/g, '');
    if (digits.length !== 9 || /[^\d-\s]/.test(value))
      ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.ssnDigits });
    else if (isInvalidSsn(digits))
      ctx.addIssue({ code: 'custom', message: CTA_MESSAGES.ssnInvalid });
  })
  .transform((value) => value.replace(/\D/g, ''));

/** A secret number: '' keeps the one on file; otherwise it must pass its rule. */
const secretDigits = (test: (value: string) => boolean, message: string) =>
  z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => value === '' || test(value), message);

const addressFields = <P extends 'business' | 'owner'>(prefix: P) =>
  ({
    [`${prefix}Address1`]: textField({
      ...required(CTA_MESSAGES.addressRequired),
      rules:
        prefix === 'business'
          ? [{ test: (v: string) => !isPoBox(v), message: CTA_MESSAGES.poBox }]
          : [],
    }),
    [`${prefix}City`]: textField({ ...required(CTA_MESSAGES.cityRequired), max: 100 }),
    [`${prefix}State`]: textField({ max: 64 }).default(''),
    [`${prefix}Country`]: z.enum(COUNTRY_CODES, { error: 'Choose a country' }),
    [`${prefix}Zip`]: textField({ ...required(CTA_MESSAGES.postalCodeRequired), max: 10 }),
  }) as Record<
    `${P}Address1` | `${P}City` | `${P}State` | `${P}Zip`,
    ReturnType<typeof textField>
  > &
    Record<`${P}Country`, z.ZodEnum<{ [K in (typeof COUNTRY_CODES)[number]]: K }>>;

/** State required unless GBR; the postal code valid for the country. */
const addressRefinement =
  (prefix: 'business' | 'owner') => (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
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

/** Step 1: the business. */
export const businessStepSchema = z
  .object({
    businessLegalName: textField(required(CTA_MESSAGES.legalNameRequired)),
    dba: textField(required('You must enter a DBA (trade name)')),
    businessType: z.enum(['NP', 'I', 'O'], { error: 'Choose a business type' }),
    businessEin: textField({
      ...required(CTA_MESSAGES.taxIdRequired),
      max: 10,
      rules: [rules.taxId, rules.notPlaceholderTaxId],
    }).transform((value) => value.replace(/-/g, '')),
    businessPhone: textField({ ...required(), max: 20, rules: [rules.phone] }),
    websiteUrl: textField({ max: 2048, rules: [rules.url] }).default(''),
    ...addressFields('business'),
    suite: addressLine2Field.default(''),
    partnerName: textField({ max: 100, rules: [rules.freeText] }).default(''),
    partnerContactName: textField({ max: 100, rules: [rules.name] }).default(''),
  })
  .superRefine(addressRefinement('business'));

/** Step 2: the owner (the applicant person fields). SSN '' keeps the one on file. */
export const ownerStepSchema = z
  .object({
    ownerFirstName: textField({
      ...required(CTA_MESSAGES.firstNameRequired),
      max: 100,
      rules: [rules.name],
    }),
    ownerLastName: textField({
      ...required(CTA_MESSAGES.lastNameRequired),
      max: 100,
      rules: [rules.name],
    }),
    ownerEmail: textField({ ...required(), rules: [rules.email] }),
    ownerPhone: textField({ ...required(), max: 20, rules: [rules.phone] }),
    ownerDob: textField(required(CTA_MESSAGES.dobRequired)).refine(
      (value) => value === '' || isUsDate(value),
      CTA_MESSAGES.dobFormat,
    ),
    ownerSsn: ssnField.default(''),
    ...addressFields('owner'),
    ownerAddress2: addressLine2Field.default(''),
  })
  .superRefine(addressRefinement('owner'));

/** Step 3: the bank account. Account and routing numbers '' keep the ones on file. */
export const bankStepSchema = z.object({
  bankName: textField({ ...required('You must enter the bank name'), max: 100 }),
  bankAccountType: z.enum(['checking', 'savings'], { error: 'Choose an account type' }),
  accountNumber: secretDigits(isAccountNumber, FIELD_MESSAGES.accountNumber).default(''),
  routingNumber: secretDigits(isRoutingNumber, FIELD_MESSAGES.routingNumber).default(''),
});

/** Step 4: the bank proof, an uploaded voided check or bank statement. */
export const documentsStepSchema = z.object({
  documents: z
    .array(
      z.object({
        fileId: z.uuid(),
        type: z.enum(['voidedCheck', 'bankStatements']),
      }),
    )
    .min(1, APPLICATION_MESSAGES.documentRequired)
    .max(5),
});

export const saveApplicationStepSchema = z
  .discriminatedUnion('step', [
    // The bank step first: the OpenAPI document's first choice is one a generic client can
    // fill (the security harness builds its request from it).
    z.object({ step: z.literal('bank'), data: bankStepSchema }),
    z.object({ step: z.literal('business'), data: businessStepSchema }),
    z.object({ step: z.literal('owner'), data: ownerStepSchema }),
    z.object({ step: z.literal('documents'), data: documentsStepSchema }),
  ])
  .meta({
    id: 'SaveApplicationStep',
    examples: [
      {
        step: 'bank',
        data: {
          bankName: 'First Bank',
          bankAccountType: 'checking',
          accountNumber: '000123456789',
          routingNumber: '021000021',
        },
      },
    ],
  });
export type SaveApplicationStep = z.infer<typeof saveApplicationStepSchema>;

/** The non-secret text fields of each step (what a draft may hold). */
export const STEP_FIELDS = {
  business: [
    'businessLegalName',
    'dba',
    'businessType',
    'businessEin',
    'businessPhone',
    'websiteUrl',
    'businessAddress1',
    'suite',
    'businessCity',
    'businessState',
    'businessZip',
    'businessCountry',
    'partnerName',
    'partnerContactName',
  ],
  owner: [
    'ownerFirstName',
    'ownerLastName',
    'ownerEmail',
    'ownerPhone',
    'ownerDob',
    'ownerAddress1',
    'ownerAddress2',
    'ownerCity',
    'ownerState',
    'ownerZip',
    'ownerCountry',
  ],
  bank: ['bankName', 'bankAccountType'],
} as const;
/** Secret fields: encrypted at rest, answered as their last four only. */
export const SECRET_FIELDS = ['ownerSsn', 'accountNumber', 'routingNumber'] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];

/**
 * A draft of a step as typed so far (saved while typing, debounced): unvalidated text, kept so
 * a reload loses nothing. A secret is kept only once complete and valid (then encrypted).
 */
export const saveApplicationDraftSchema = z
  .object({
    step: z.enum(['business', 'owner', 'bank']),
    values: z
      .record(z.string().max(64), z.string().max(2048))
      .refine((values) => Object.keys(values).length <= 20, 'Too many fields'),
  })
  .meta({ id: 'SaveApplicationDraft' });

export const applicationStartSchema = z
  .object({
    firstName: textField({
      ...required(CTA_MESSAGES.firstNameRequired),
      max: 100,
      rules: [rules.name],
    }),
    lastName: textField({
      ...required(CTA_MESSAGES.lastNameRequired),
      max: 100,
      rules: [rules.name],
    }),
    email: emailSchema,
    password: newPasswordSchema,
  })
  .meta({
    id: 'ApplicationStart',
    examples: [
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada.lovelace@example.com',
        password: 'Apply!Paydesk2026',
      },
    ],
  });
export type ApplicationStart = z.infer<typeof applicationStartSchema>;

export const applicationTokenParams = z.object({
  token: z
    .string()
    .min(16)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not an application token'),
});

export const validateApplicationKeySchema = z
  .object({ key: z.string().min(1).max(128) })
  .meta({ id: 'ValidateApplicationKey' });

export const validateApplicationResponseSchema = tokensSchema
  .extend({ applicationToken: z.string() })
  .meta({ id: 'ApplicationSession' });

export const moreInfoSchema = z
  .object({
    answer: textField({
      ...required('Tell us what was asked'),
      max: 2000,
      rules: [rules.freeText],
    }),
  })
  .meta({
    id: 'ApplicationMoreInfo',
    examples: [{ answer: 'We sell hand-made furniture online; customers pay by card.' }],
  });

export const applicationDocumentSchema = z.object({
  fileId: z.uuid(),
  type: z.enum(['voidedCheck', 'bankStatements']),
  name: z.string(),
});

export const applicationSchema = z
  .object({
    token: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    /** The step reached, 1 to 5 (review). */
    currentStep: z.number().int().min(1).max(5),
    /** Every non-secret field as saved (flat, by field name). */
    values: z.record(z.string(), z.string()),
    documents: z.array(applicationDocumentSchema),
    /** Last fours of the secrets on file (null: none yet). */
    ssnLast4: z.string().nullable(),
    accountNumberLastFour: z.string().nullable(),
    routingNumberLastFour: z.string().nullable(),
    /** The processor's words: what more it needs, or why it declined. */
    decisionMessage: z.string().nullable(),
    /** The merchant account opened on approval. */
    merchantId: z.number().int().nullable(),
    businessName: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    submittedAt: z.string().nullable(),
  })
  .meta({ id: 'MerchantApplication' });
export type MerchantApplication = z.infer<typeof applicationSchema>;

export const applicationListSchema = z
  .object({ data: z.array(applicationSchema) })
  .meta({ id: 'MerchantApplicationList' });

export const applicationStartResponseSchema = z
  .object({ message: z.string() })
  .meta({ id: 'ApplicationStarted' });
