import { z } from 'zod';
import {
  assignCtaSchema,
  createCtaSchema,
  ctaAssignedQuerySchema,
  ctaAssignedReportSchema,
  ctaAssignResultSchema,
  ctaCampaignSchema,
  ctaCategoriesSchema,
  ctaCompletedQuerySchema,
  ctaCompletedReportSchema,
  ctaEmailTemplatesSchema,
  ctaIdParams,
  ctaListQuerySchema,
  ctaListSchema,
  ctaMerchantCountQuerySchema,
  ctaMerchantCountSchema,
  ctaMerchantParams,
  ctaReportSchema,
  ctaResendResultSchema,
  ctaUnassignResultSchema,
  updateCtaSchema,
} from '../admin-ctas';
import { defineEndpoint } from '../endpoint';
import * as route from '../routes/admin-ctas';

/**
 * The Call to Action Manager (part 2 §3 "Call to action (admin)", §7 "Tools"; docs/api.md
 * "Back office: call to action manager"): staff holding can-manage-ctas.
 */
const tags = ['admin-ctas'];
const params = ctaIdParams;
const WRITE = 'Runs in one transaction under the Idempotency-Key; audited.';
const DELETED = 'A deleted campaign: 422.';

export const getCtas = defineEndpoint({
  ...route.getCtas,
  tags,
  summary: 'The campaigns, newest first, with their counts',
  description:
    '`search` matches a part of the title (any case). Deleted campaigns are left out (the report keeps ' +
    'them). Counts: assigned, completed, outstanding (neither completed nor dismissed), dismissed. 10 a page.',
  query: ctaListQuerySchema,
  response: { status: 200, schema: ctaListSchema },
});

export const createCta = defineEndpoint({
  ...route.createCta,
  tags,
  summary: 'Create a campaign',
  description: `Title and message required; viewable_by at least one viewer; documents by type name (part 1 §3); email_template from GET /email-templates. deadline_at optional and in the future (400 on deadline_at otherwise); reminder_days and hold_at_deadline need a deadline. ${WRITE} Audited cta-create.`,
  body: createCtaSchema,
  response: { status: 201, schema: ctaCampaignSchema },
});

export const getCtaCategories = defineEndpoint({
  ...route.getCtaCategories,
  tags,
  summary: 'The categories a campaign may ask for: business and identity',
  response: { status: 200, schema: ctaCategoriesSchema },
});

export const getCtaEmailTemplates = defineEndpoint({
  ...route.getCtaEmailTemplates,
  tags,
  summary: 'The e-mail templates of the assignment mail, with subject and body',
  description:
    'Placeholders: {business}, {merchantId}, {title}, {message}, {link}, {deadline}. The catalogue is fixed in ' +
    'packages/domain/src/admin-cta-fields.ts.',
  response: { status: 200, schema: ctaEmailTemplatesSchema },
});

export const getCtaReport = defineEndpoint({
  ...route.getCtaReport,
  tags,
  summary: 'Every campaign (deleted ones too) with assigned, completed, outstanding, dismissed',
  response: { status: 200, schema: ctaReportSchema },
});

export const getCtaCompletedReport = defineEndpoint({
  ...route.getCtaCompletedReport,
  tags,
  summary: 'Completed assignments with what the merchant sent',
  description:
    'Newest first; `cta_id` and `merchant_id` narrow it. The business block and the identity block as sent, ' +
    'the SSN only as its last four. The documents (type, file name, the Documents tab download) only for ' +
    'callers holding can-view-documents; without it `documents` is null and `documentsVisible` false.',
  query: ctaCompletedQuerySchema,
  response: { status: 200, schema: ctaCompletedReportSchema },
});

export const getCtaAssignedReport = defineEndpoint({
  ...route.getCtaAssignedReport,
  tags,
  summary: 'Every assignment with its state',
  description:
    'Newest assignment first; `cta_id`, `state` (outstanding, completed, dismissed) and `search` (merchant id or ' +
    'DBA) narrow it. Deleted campaigns’ assignments stay listed.',
  query: ctaAssignedQuerySchema,
  response: { status: 200, schema: ctaAssignedReportSchema },
});

export const getCtaMerchantCount = defineEndpoint({
  ...route.getCtaMerchantCount,
  tags,
  summary: 'How many merchants a filter matches (the live count of assign by filter)',
  description:
    'status, processor_id, partner_id, country as POST /{id}/assign takes them; with cta_id, how many of them ' +
    'already have that campaign. No filter: every merchant.',
  query: ctaMerchantCountQuerySchema,
  response: { status: 200, schema: ctaMerchantCountSchema },
});

export const getCta = defineEndpoint({
  ...route.getCta,
  tags,
  summary: 'One campaign (a deleted one too, with deleted_at)',
  params,
  response: { status: 200, schema: ctaCampaignSchema },
  errors: [404],
});

export const updateCta = defineEndpoint({
  ...route.updateCta,
  tags,
  summary: 'Change a campaign',
  description: `Any of the create fields. Outstanding merchants see the new wording and requests at once. A deadline moved clears the reminders already sent of outstanding assignments (they follow the new deadline); holds already placed stay. ${DELETED} ${WRITE} Audited cta-update with the changed field names.`,
  params,
  body: updateCtaSchema,
  response: { status: 200, schema: ctaCampaignSchema },
  errors: [404, 422],
});

export const deleteCta = defineEndpoint({
  ...route.deleteCta,
  tags,
  summary: 'Delete a campaign (soft)',
  description: `Sets deleted_at: its outstanding assignments stop showing to merchants and on the profile; reports keep it; holds it placed are lifted. Deleting a deleted campaign changes nothing. ${WRITE} Audited cta-delete.`,
  params,
  response: { status: 200, schema: ctaCampaignSchema },
  errors: [404],
});

export const assignCta = defineEndpoint({
  ...route.assignCta,
  tags,
  summary: 'Assign a campaign to merchants: by ids or by filter',
  description: `Body { merchantIds } (unknown ids are reported, not refused) or { filter: { status?, processorId?, partnerId?, country? } } (at least one condition). Merchants that already have the campaign (in any state) are skipped. One SQL statement assigns and writes the merchants' History rows (Miscellaneous, call_to_action); the merchants' users with access are e-mailed from the template through the outbox in the same transaction. ${DELETED} ${WRITE} One cta-assign audit row with the counts.`,
  params,
  body: assignCtaSchema,
  response: { status: 200, schema: ctaAssignResultSchema },
  errors: [404, 422],
});

export const assignCtaCsv = defineEndpoint({
  ...route.assignCtaCsv,
  tags,
  summary: 'Assign a campaign to the merchants of an uploaded CSV',
  description: `multipart/form-data with one \`file\` part: a CSV whose header is merchant_id and one id a line (2 MB at most). Cells starting with =, +, -, @ are refused (400, naming the line); ids naming no merchant are reported in unknownIds. Then as POST /{id}/assign. ${DELETED} ${WRITE}`,
  params,
  body: z
    .object({ file: z.string().meta({ format: 'binary', description: 'The CSV file' }) })
    .meta({ description: 'multipart/form-data: one `file` part' }),
  contentType: 'multipart/form-data',
  response: { status: 200, schema: ctaAssignResultSchema },
  errors: [404, 413, 415, 422],
});

export const resendCta = defineEndpoint({
  ...route.resendCta,
  tags,
  summary: 'E-mail the outstanding merchants again',
  description: `Each outstanding assignment not e-mailed (assigned or resent) within the last hour gets the template's mail again and its last_resent_at; the others are counted as throttled. ${DELETED} ${WRITE} Audited cta-resend.`,
  params,
  response: { status: 200, schema: ctaResendResultSchema },
  errors: [404, 422],
});

export const assignCtaMerchant = defineEndpoint({
  ...route.assignCtaMerchant,
  tags,
  summary: 'Assign a campaign to one merchant',
  description: `As POST /{id}/assign with one id; an unknown merchant: 404; already assigned: nothing changes (assigned 0). ${DELETED} ${WRITE}`,
  params: ctaMerchantParams,
  response: { status: 200, schema: ctaAssignResultSchema },
  errors: [404, 422],
});

export const unassignCtaMerchant = defineEndpoint({
  ...route.unassignCtaMerchant,
  tags,
  summary: 'Take a campaign back from one merchant',
  description: `Only while it is not completed (422: the answer is kept). The assignment is removed (it can be assigned again), a History row written, and a funding hold the campaign placed on the merchant is lifted. ${WRITE} Audited cta-unassign.`,
  params: ctaMerchantParams,
  response: { status: 200, schema: ctaUnassignResultSchema },
  errors: [404, 422],
});
