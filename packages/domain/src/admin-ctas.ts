import { z } from 'zod';
import {
  CTA_ADMIN_MESSAGES,
  CTA_ASSIGN_IDS_MAX,
  CTA_ASSIGNMENT_STATES,
  CTA_EMAIL_TEMPLATE_IDS,
  CTA_FILTER_COUNTRIES,
  CTA_MESSAGE_MAX,
  CTA_REMINDER_DAY_MAX,
  CTA_REMINDERS_MAX,
  CTA_TITLE_MAX,
} from './admin-cta-fields';
import { merchantStatusParam } from './admin-merchants';
import { CTA_CATEGORIES, CTA_CONTACT_TYPES, CTA_VIEWERS } from './cta-rules';
import { textField } from './field-schemas';
import { DOCUMENT_TYPE_NAMES } from './file-purposes';
import { idField, idParam } from './ids';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from './list-params';
import { MERCHANT_STATUS_NUMBERS } from './merchant-status';

/**
 * The Call to Action Manager (part 2 §3 "Call to action (admin)", §7 "Tools"): campaigns,
 * their assignment to merchants (one by one, by filter, from a CSV of ids), the reports, and
 * beyond the spec a deadline with reminder days and an optional funding hold at the deadline.
 * Field names follow the CTA info of part 1 §3 (snake case).
 */

export const ctaIdParams = z.object({ id: idParam('cta', 'A call-to-action campaign id') });
export const ctaMerchantParams = z.object({
  ctaId: idParam('cta', 'A call-to-action campaign id'),
  mid: idParam('merchant', 'A merchant account id'),
});

const M = CTA_ADMIN_MESSAGES;

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

const deadlineField = z
  .string({ error: M.deadlineFormat })
  .refine((text) => !Number.isNaN(Date.parse(text)) && /^\d{4}-\d{2}-\d{2}T/.test(text), {
    message: M.deadlineFormat,
  })
  .nullable()
  .meta({ description: 'ISO 8601 date and time (UTC unless an offset is given); null for none.' });

/** Every field of a campaign, as create takes them (PATCH takes any of them). */
const campaignShape = {
  title: textField({ required: true, requiredMessage: M.titleRequired, max: CTA_TITLE_MAX }),
  message: textField({ required: true, requiredMessage: M.messageRequired, max: CTA_MESSAGE_MAX }),
  can_be_dismissed: z.boolean({ error: 'Say whether merchants may dismiss it' }),
  terms_of_service: z.boolean({ error: 'Say whether the terms of service must be accepted' }),
  settings: z.object({
    viewable_by: z
      .array(z.enum(CTA_VIEWERS, { error: 'Choose viewers from the list' }))
      .min(1, M.viewersRequired)
      .refine(unique, M.viewersRequired)
      .meta({ description: 'Who sees it (part 1 §4); contact types follow from it.' }),
  }),
  categories: z
    .array(z.enum(CTA_CATEGORIES, { error: 'Categories are business and identity' }))
    .refine(unique, 'Choose each category once'),
  documents_requested: z
    .array(z.enum(DOCUMENT_TYPE_NAMES, { error: 'Choose document types from the list' }))
    .max(DOCUMENT_TYPE_NAMES.length)
    .refine(unique, M.documentDuplicate)
    .meta({ description: 'Document type names of part 1 §3 "Document types".' }),
  email_template: z.enum(CTA_EMAIL_TEMPLATE_IDS, { error: M.templateUnknown }),
  deadline_at: deadlineField,
  reminder_days: z
    .array(
      z
        .number({ error: M.reminderDay })
        .int(M.reminderDay)
        .min(1, M.reminderDay)
        .max(CTA_REMINDER_DAY_MAX, M.reminderDay),
    )
    .max(CTA_REMINDERS_MAX, M.remindersMax)
    .refine(unique, M.reminderDuplicate)
    .meta({ description: 'Days before the deadline a reminder e-mail goes out, e.g. [7, 3, 1].' }),
  hold_at_deadline: z.boolean({ error: 'Say whether a funding hold is placed at the deadline' }),
};

type DeadlineParts = {
  deadline_at?: string | null | undefined;
  reminder_days?: number[] | undefined;
  hold_at_deadline?: boolean | undefined;
};

/** Reminders and the hold need a deadline (when the body says all three). */
function deadlineRules(body: DeadlineParts, ctx: z.RefinementCtx) {
  if (body.deadline_at !== null) return;
  if (body.reminder_days && body.reminder_days.length > 0)
    ctx.addIssue({ code: 'custom', path: ['reminder_days'], message: M.remindersNeedDeadline });
  if (body.hold_at_deadline)
    ctx.addIssue({ code: 'custom', path: ['hold_at_deadline'], message: M.holdNeedsDeadline });
}

/** POST /admin/cta. */
export const createCtaSchema = z
  .object({
    ...campaignShape,
    can_be_dismissed: campaignShape.can_be_dismissed.default(false),
    terms_of_service: campaignShape.terms_of_service.default(false),
    categories: campaignShape.categories.default([]),
    documents_requested: campaignShape.documents_requested.default([]),
    email_template: campaignShape.email_template.default('cta-assigned-default'),
    deadline_at: deadlineField.default(null),
    reminder_days: campaignShape.reminder_days.default([]),
    hold_at_deadline: campaignShape.hold_at_deadline.default(false),
  })
  .superRefine(deadlineRules)
  .meta({ id: 'CreateCta' });
export type CreateCta = z.output<typeof createCtaSchema>;
export type CreateCtaInput = z.input<typeof createCtaSchema>;

/** PATCH /admin/cta/{id}: any of the fields; the result must keep the deadline rules. */
export const updateCtaSchema = z
  .object({
    title: campaignShape.title.optional(),
    message: campaignShape.message.optional(),
    can_be_dismissed: campaignShape.can_be_dismissed.optional(),
    terms_of_service: campaignShape.terms_of_service.optional(),
    settings: campaignShape.settings.optional(),
    categories: campaignShape.categories.optional(),
    documents_requested: campaignShape.documents_requested.optional(),
    email_template: campaignShape.email_template.optional(),
    deadline_at: deadlineField.optional(),
    reminder_days: campaignShape.reminder_days.optional(),
    hold_at_deadline: campaignShape.hold_at_deadline.optional(),
  })
  .superRefine((body, ctx) => {
    if (Object.values(body).every((v) => v === undefined))
      ctx.addIssue({ code: 'custom', path: [], message: M.nothingToChange });
    deadlineRules(body, ctx);
  })
  .meta({ id: 'UpdateCta' });
export type UpdateCta = z.output<typeof updateCtaSchema>;

/** The counts of a campaign's assignments. */
const countsShape = {
  assigned: z.number().int(),
  completed: z.number().int(),
  outstanding: z.number().int(),
  dismissed: z.number().int(),
};

/** One campaign as every call answers it. */
export const ctaCampaignSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    message: z.string(),
    can_be_dismissed: z.boolean(),
    terms_of_service: z.boolean(),
    settings: z.object({
      viewable_by: z.array(z.enum(CTA_VIEWERS)),
      contact_types: z.array(z.enum(CTA_CONTACT_TYPES)),
    }),
    categories: z.array(z.enum(CTA_CATEGORIES)),
    documents_requested: z.array(
      z.object({
        document_type_name: z.enum(DOCUMENT_TYPE_NAMES),
        document_type_id: z.number().int(),
      }),
    ),
    email_template: z.string(),
    deadline_at: z.string().nullable(),
    reminder_days: z.array(z.number().int()),
    hold_at_deadline: z.boolean(),
    created_by: z.string().nullable(),
    created_at: z.string(),
    deleted_at: z.string().nullable(),
    counts: z.object({ ...countsShape, holds_placed: z.number().int() }),
  })
  .meta({ id: 'CtaCampaign' });
export type CtaCampaign = z.infer<typeof ctaCampaignSchema>;

const pageParam = z
  .string()
  .regex(/^[1-9]\d{0,7}$/, `A page from 1 to ${MAX_PAGE}`)
  .transform(Number)
  .optional()
  .transform((page) => page ?? 1);
const perPageParam = z
  .string()
  .regex(/^[1-9]\d{0,2}$/, `From 1 to ${MAX_PAGE_SIZE} rows a page`)
  .transform(Number)
  .refine((n) => n <= MAX_PAGE_SIZE, `From 1 to ${MAX_PAGE_SIZE} rows a page`)
  .optional()
  .transform((n) => n ?? DEFAULT_PAGE_SIZE);

const pageMeta = z.object({
  perPage: z.number().int(),
  page: z.number().int(),
  totalRecords: z.number().int(),
  totalPages: z.number().int(),
});
const pageOf = <T extends z.ZodType>(item: T) => z.object({ meta: pageMeta, data: z.array(item) });

/** GET /admin/cta: newest first, searched by title, deleted campaigns left out. */
export const ctaListQuerySchema = z.object({
  page: pageParam,
  perPage: perPageParam,
  search: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
});
export type CtaListQuery = z.output<typeof ctaListQuerySchema>;
export const ctaListSchema = pageOf(ctaCampaignSchema);

export const ctaCategoriesSchema = z.object({
  data: z.array(z.object({ category_name: z.enum(CTA_CATEGORIES), label: z.string() })),
});
export const ctaEmailTemplatesSchema = z.object({
  data: z.array(
    z.object({ id: z.string(), name: z.string(), subject: z.string(), body: z.string() }),
  ),
});

/** The merchant filter of an assignment (all given conditions apply). */
export const ctaMerchantFilterSchema = z
  .object({
    status: z
      .number()
      .int()
      .refine((n) => (MERCHANT_STATUS_NUMBERS as readonly number[]).includes(n), {
        message: `A merchant status: one of ${MERCHANT_STATUS_NUMBERS.join(', ')}`,
      })
      .optional()
      .meta({ description: 'A merchant status number (part 2 §4)' }),
    processorId: z.union([z.literal(2), z.literal(3)], { error: 'Processor 2 or 3' }).optional(),
    partnerId: idField('partner', 'Merchants of this partner').optional(),
    country: z
      .enum(CTA_FILTER_COUNTRIES.map((c) => c.code) as [string, ...string[]], {
        error: 'Choose a country from the list',
      })
      .optional(),
  })
  .refine((f) => Object.values(f).some((v) => v !== undefined), { message: M.filterEmpty });
export type CtaMerchantFilter = z.output<typeof ctaMerchantFilterSchema>;

/** POST /admin/cta/{id}/assign: ids, or a filter. */
export const assignCtaSchema = z
  .object({
    merchantIds: z
      .array(idField('merchant', 'A merchant to assign'))
      .min(1, M.merchantIdsRequired)
      .max(CTA_ASSIGN_IDS_MAX)
      .optional(),
    filter: ctaMerchantFilterSchema.optional(),
  })
  .refine((b) => (b.merchantIds === undefined) !== (b.filter === undefined), {
    message: M.assignShape,
  })
  .meta({ id: 'AssignCta' });
export type AssignCta = z.output<typeof assignCtaSchema>;

export const ctaAssignResultSchema = z
  .object({
    /** Merchants the ids, filter or file named that exist. */
    matched: z.number().int(),
    assigned: z.number().int(),
    alreadyAssigned: z.number().int(),
    /** Ids that name no merchant (ids and CSV only). */
    unknownIds: z.array(z.number().int()),
    emailsQueued: z.number().int(),
  })
  .meta({ id: 'CtaAssignResult' });
export type CtaAssignResult = z.infer<typeof ctaAssignResultSchema>;

/** GET /admin/cta/merchant-count: the filter's live count (query spellings). */
export const ctaMerchantCountQuerySchema = z.object({
  status: merchantStatusParam.optional(),
  processor_id: idParam('processor', 'Merchants of this processor: 2 (older) or 3 (newer)')
    .refine((id) => id === 2 || id === 3, 'Processor 2 or 3')
    .optional(),
  partner_id: idParam('partner', 'Merchants of this partner').optional(),
  country: z
    .enum(CTA_FILTER_COUNTRIES.map((c) => c.code) as [string, ...string[]], {
      error: 'Choose a country from the list',
    })
    .optional(),
  cta_id: idParam('cta', 'Also count how many of them already have this campaign').optional(),
});
export const ctaMerchantCountSchema = z.object({
  count: z.number().int(),
  alreadyAssigned: z.number().int(),
});

export const ctaResendResultSchema = z.object({
  resent: z.number().int(),
  /** Outstanding assignments e-mailed within the last hour, left alone. */
  throttled: z.number().int(),
  emailsQueued: z.number().int(),
});

export const ctaUnassignResultSchema = z.object({
  unassigned: z.literal(true),
  holdLifted: z.boolean(),
});

/** GET /admin/cta/report: every campaign (deleted ones too) with its counts. */
export const ctaReportSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      deadline_at: z.string().nullable(),
      deleted_at: z.string().nullable(),
      created_at: z.string(),
      ...countsShape,
      holds_placed: z.number().int(),
    }),
  ),
});

const stateParam = z.enum(CTA_ASSIGNMENT_STATES, {
  error: `State: ${CTA_ASSIGNMENT_STATES.join(', ')}`,
});

/** GET /admin/cta/assigned-report. */
export const ctaAssignedQuerySchema = z.object({
  page: pageParam,
  perPage: perPageParam,
  cta_id: idParam('cta', 'One campaign').optional(),
  state: stateParam.optional(),
  search: z.string().trim().max(MAX_SEARCH_LENGTH).optional().meta({
    description: 'The merchant id or a part of its DBA',
  }),
});
export type CtaAssignedQuery = z.output<typeof ctaAssignedQuerySchema>;

export const ctaAssignmentRowSchema = z
  .object({
    ctaId: z.number().int(),
    ctaTitle: z.string(),
    merchantId: z.number().int(),
    businessCommonName: z.string(),
    state: stateParam,
    assignedAt: z.string(),
    assignedBy: z.string().nullable(),
    completedAt: z.string().nullable(),
    dismissedAt: z.string().nullable(),
    lastResentAt: z.string().nullable(),
    remindersSent: z.array(z.number().int()),
    holdPlacedAt: z.string().nullable(),
    holdReleasedAt: z.string().nullable(),
  })
  .meta({ id: 'CtaAssignmentRow' });
export type CtaAssignmentRow = z.infer<typeof ctaAssignmentRowSchema>;
export const ctaAssignedReportSchema = pageOf(ctaAssignmentRowSchema);

/** GET /admin/cta/completed-report. */
export const ctaCompletedQuerySchema = z.object({
  page: pageParam,
  perPage: perPageParam,
  cta_id: idParam('cta', 'One campaign').optional(),
  merchant_id: idParam('merchant', 'One merchant').optional(),
});
export type CtaCompletedQuery = z.output<typeof ctaCompletedQuerySchema>;

export const ctaSubmittedDocumentSchema = z.object({
  documentTypeId: z.number().int(),
  documentTypeName: z.string(),
  label: z.string(),
  documentId: z.number().int().nullable(),
  fileName: z.string().nullable(),
  /** The admin download of the Documents tab (can-view-documents). */
  downloadPath: z.string().nullable(),
});

export const ctaCompletedRowSchema = z
  .object({
    submissionId: z.number().int(),
    ctaId: z.number().int(),
    ctaTitle: z.string(),
    merchantId: z.number().int(),
    businessCommonName: z.string(),
    submittedAt: z.string(),
    submittedBy: z.string().nullable(),
    business: z.record(z.string(), z.string()).nullable(),
    /** The identity block as sent, the SSN only as its last four (contactSsnLast4). */
    identity: z.record(z.string(), z.string()).nullable(),
    /** Null when the caller lacks can-view-documents (the documents are hidden). */
    documents: z.array(ctaSubmittedDocumentSchema).nullable(),
    documentCount: z.number().int(),
  })
  .meta({ id: 'CtaCompletedRow' });
export type CtaCompletedRow = z.infer<typeof ctaCompletedRowSchema>;
export const ctaCompletedReportSchema = pageOf(ctaCompletedRowSchema).extend({
  documentsVisible: z.boolean(),
});
