import {
  acceptDisputeSchema,
  counterDisputeSchema,
  disputeAccountSchema,
  disputeDecisionParams,
  disputeDetailSchema,
  disputeListQuerySchema,
  disputeMerchantQuery,
  disputeParams,
  disputeSchema,
  disputeStatusUpdateSchema,
  evidenceCategoriesSchema,
} from '../disputes';
import { defineEndpoint } from '../endpoint';
import { merchantIdParams } from '../ids';
import { listPageEnvelope } from '../list-query';
import * as route from '../routes/disputes';

/** Disputes: one inbox of chargebacks, retrievals and ACH returns (part 1 §7 "Disputes"). */
const tags = ['disputes'];

export const getDisputes = defineEndpoint({
  ...route.getDisputes,
  tags,
  summary: "An account's disputes inbox: chargebacks, retrievals and ACH returns in one list",
  description:
    'Sorted by urgency by default (`respondBy`: what needs a response, nearest deadline first, then the rest, newest first). ' +
    'Filters: `kind`, `status`, `needs_response`, `card_brand`, `reason`, and the opened date (`start_date`, `end_date`, `timezone`). ' +
    'Search: last four, transaction number or cardholder name. 10 a page. `download=csv` (with `columns`) answers a CSV of every match.',
  params: merchantIdParams,
  query: disputeListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(disputeSchema) },
  errors: [404],
});

export const getDisputeEvidenceCategories = defineEndpoint({
  ...route.getDisputeEvidenceCategories,
  tags,
  summary: 'The kinds of evidence a counter may carry',
  response: { status: 200, schema: evidenceCategoriesSchema },
});

export const getDispute = defineEndpoint({
  ...route.getDispute,
  tags,
  summary: 'One dispute: its transaction, evidence, history and the actions still open',
  description:
    "The dispute is looked up in the account named by `merchantId`: another account's dispute answers 404, like an unknown one.",
  params: disputeParams,
  query: disputeMerchantQuery,
  response: { status: 200, schema: disputeDetailSchema },
  errors: [404],
});

export const getDisputeAccount = defineEndpoint({
  ...route.getDisputeAccount,
  tags,
  summary: 'Which of your accounts a dispute belongs to',
  description:
    'For a link that names no account (the dispute e-mails, single sign-on): the account, when the caller may open it. ' +
    "Another account's dispute answers 404, like an unknown one.",
  params: disputeParams,
  response: { status: 200, schema: disputeAccountSchema },
  errors: [404],
});

export const counterDispute = defineEndpoint({
  ...route.counterDispute,
  tags,
  summary: 'Counter a chargeback with evidence, or answer a retrieval with documents',
  description:
    'Until the response deadline and while the dispute awaits an answer; a chargeback needs at least one evidence file (uploaded with type dispute_evidence). ' +
    'The chargeback goes under review and the processor decides it later; a retrieval is answered.',
  params: disputeParams,
  body: counterDisputeSchema,
  response: { status: 200, schema: disputeDetailSchema },
  errors: [404, 409, 422],
});

export const acceptDispute = defineEndpoint({
  ...route.acceptDispute,
  tags,
  summary:
    'Accept a chargeback (the cardholder keeps the money) or close a retrieval without an answer',
  params: disputeParams,
  body: acceptDisputeSchema,
  response: { status: 200, schema: disputeDetailSchema },
  errors: [404, 409, 422],
});

export const updateDisputeStatus = defineEndpoint({
  ...route.updateDisputeStatus,
  tags,
  summary: "Record the processor's decision on a countered chargeback (staff)",
  description:
    'For Paydesk staff holding can-manage-disputes. Only a chargeback under review can be decided: ' +
    '`won` returns its amount to the merchant in the ledger (a reversal entry), `lost` leaves it debited. ' +
    'The dispute is looked up in the account named by `merchantId`.',
  params: disputeDecisionParams,
  body: disputeStatusUpdateSchema,
  response: { status: 200, schema: disputeDetailSchema },
  errors: [404, 409, 422],
});
