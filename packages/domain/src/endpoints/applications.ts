import {
  applicationDocumentSchema,
  applicationListSchema,
  applicationSchema,
  applicationStartResponseSchema,
  applicationStartSchema,
  applicationTokenParams,
  moreInfoSchema,
  saveApplicationDraftSchema,
  saveApplicationStepSchema,
  validateApplicationKeySchema,
  validateApplicationResponseSchema,
} from '../applications';
import { defineEndpoint } from '../endpoint';
import { uploadFileBodySchema } from '../files';
import * as route from '../routes/applications';

/**
 * Merchant applications (part 1 §1 applicants, §2 /start, /apply, /pending-applications, §7
 * "Merchant applications GET/POST and a more-info call", "POST /merchant-applications/{token}/
 * validate"; docs/applications.md). Every call on a token answers 404 'Application not found.'
 * for a token that is not the caller's.
 */
const tags = ['merchant-applications'];
const ok = { status: 200, schema: applicationSchema } as const;

export const startApplication = defineEndpoint({
  ...route.startApplication,
  tags,
  summary: 'Apply for a merchant account: create the applicant and e-mail the link',
  description:
    'Creates the applicant (a pool user without merchants) and a draft application, and e-mails a link ' +
    '`/verify-merchant-application/{key}/{token}` valid for 24 hours. An e-mail already in the pool answers the ' +
    'same message (no account enumeration) and is sent a note to sign in to apply. Rate limited per IP.',
  body: applicationStartSchema,
  response: { status: 200, schema: applicationStartResponseSchema },
  errors: [429],
});

export const validateApplicationKey = defineEndpoint({
  ...route.validateApplicationKey,
  tags,
  summary: "Validate an application's e-mailed key and sign the applicant in",
  description:
    'The key works once, for 24 hours, with its own token. Answers session tokens. A bad, used or expired key ' +
    'answers 400 with an error_message the page shows. Rate limited per IP.',
  params: applicationTokenParams,
  body: validateApplicationKeySchema,
  response: { status: 200, schema: validateApplicationResponseSchema },
  errors: [400, 429],
});

export const getApplications = defineEndpoint({
  ...route.getApplications,
  tags,
  summary: "The caller's applications, newest first",
  response: { status: 200, schema: applicationListSchema },
});

export const createApplication = defineEndpoint({
  ...route.createApplication,
  tags,
  summary: 'Start another application as the signed-in user',
  description: "The new token joins the profile's applicationTokens.",
  response: { status: 201, schema: applicationSchema },
});

export const getApplication = defineEndpoint({
  ...route.getApplication,
  tags,
  summary: 'One application: saved values, step reached, last fours of the secrets',
  params: applicationTokenParams,
  response: ok,
  errors: [404],
});

export const saveApplicationStep = defineEndpoint({
  ...route.saveApplicationStep,
  tags,
  summary: 'Save one step (validated) and move on',
  description:
    'The SSN and the bank account and routing numbers are encrypted; only their last fours are answered. ' +
    'An empty secret keeps the one on file (400 when none is). A submitted application answers 422.',
  params: applicationTokenParams,
  body: saveApplicationStepSchema,
  response: ok,
  errors: [404, 422],
});

export const saveApplicationDraft = defineEndpoint({
  ...route.saveApplicationDraft,
  tags,
  summary: 'Keep what is typed in a step so far (not validated)',
  description:
    "Unknown field names are ignored. A secret is kept only once complete and valid. Doesn't move the step.",
  params: applicationTokenParams,
  body: saveApplicationDraftSchema,
  response: ok,
  errors: [404, 422],
});

export const uploadApplicationDocument = defineEndpoint({
  ...route.uploadApplicationDocument,
  tags,
  summary:
    'Upload the bank proof (multipart/form-data: `type` voidedCheck or bankStatements, then `file`)',
  description:
    'PDF, PNG or JPEG, 10 MB at most. The file belongs to the applicant until the application opens an account.',
  params: applicationTokenParams,
  body: uploadFileBodySchema,
  contentType: 'multipart/form-data',
  response: { status: 200, schema: applicationDocumentSchema },
  errors: [404, 413, 415, 422],
});

export const submitApplication = defineEndpoint({
  ...route.submitApplication,
  tags,
  summary: 'Submit the application to the processor for review',
  description:
    'Approved opens the merchant account (the applicant its merchant admin); more information needed sets ' +
    "the profile's additionalInfoStatus to pending; declined keeps the processor's reason.",
  params: applicationTokenParams,
  response: ok,
  errors: [404, 422],
});

export const answerMoreInfo = defineEndpoint({
  ...route.answerMoreInfo,
  tags,
  summary: 'Answer what the processor asked, and have it reviewed again',
  params: applicationTokenParams,
  body: moreInfoSchema,
  response: ok,
  errors: [404, 422],
});
