import {
  ctaDismissResponseSchema,
  ctaInfoResponseSchema,
  ctaSubmitResponseSchema,
  ctaSubmitSchema,
} from '../cta';
import { defineEndpoint } from '../endpoint';
import { merchantIdParams } from '../ids';
import * as route from '../routes/cta';

/**
 * The call-to-action form of a merchant account (part 1 §3 "CTA info", "CTA submit payload",
 * §4 "CTA form"; part 2 §7 GET/POST /merchants/{id}/cta).
 */
const tags = ['cta'];

export const getCta = defineEndpoint({
  ...route.getCta,
  tags,
  summary: 'The call to action the caller is asked to answer on this account, if any',
  description:
    'The oldest CTA assigned to the account that is neither completed nor dismissed and whose `viewable_by` ' +
    'applies to the caller: `merchant-admin` (a merchant admin of the account), `merchant-user` (a member), ' +
    "`primary-contact` or `beneficial-owner` (the caller's e-mail is on a contact of that type). `data` is null otherwise.",
  params: merchantIdParams,
  response: { status: 200, schema: ctaInfoResponseSchema },
  errors: [404],
});

export const submitCta = defineEndpoint({
  ...route.submitCta,
  tags,
  summary: 'Answer the call to action: business and identity details, documents',
  description:
    '`merchantId` must be the account of the path. The blocks the CTA asks for are required, and each requested ' +
    'document type needs one `fileId`: a file of this account uploaded with that document type as its purpose, not removed. ' +
    'Updates the business fields and the beneficial owner (SSN encrypted, only its last four kept in clear), attaches the ' +
    'documents, completes the assignment and writes the change history, in one transaction. Refusals: 400 with `errors` ' +
    'by field path, 422 when no CTA applies to the caller.',
  params: merchantIdParams,
  body: ctaSubmitSchema,
  response: { status: 200, schema: ctaSubmitResponseSchema },
  errors: [404, 422],
});

export const dismissCta = defineEndpoint({
  ...route.dismissCta,
  tags,
  summary: 'Dismiss the call to action (only one whose can_be_dismissed is true)',
  description: '422 when no CTA applies to the caller or it cannot be dismissed.',
  params: merchantIdParams,
  response: { status: 200, schema: ctaDismissResponseSchema },
  errors: [404, 422],
});
