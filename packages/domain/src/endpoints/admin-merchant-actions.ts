import {
  adminMerchantActionParams,
  adminMerchantStateSchema,
  beneficialDataSchema,
  beneficialDataSentSchema,
  changeMerchantStatusSchema,
  fundingHoldSchema,
  oldProcessorAccountSchema,
  revertedMerchantSchema,
  revertProcessorSchema,
  revertRatesSchema,
  tosAcceptedSchema,
} from '../admin-merchant-actions';
import { defineEndpoint } from '../endpoint';
import * as route from '../routes/admin-merchant-actions';

/**
 * Merchant administration (part 2 §4, §5, §7): status change, funding hold and release, processor
 * revert, terms of service, beneficial data.
 */
const tags = ['admin merchants'];

export const changeMerchantStatus = defineEndpoint({
  ...route.changeMerchantStatus,
  tags,
  summary: "Change a merchant's status: Activate, Pending or Closed",
  description:
    "`status` 'enabled' sets 1, 'incomplete' 66, 'closed' 33 (with `reason`, one of the seven closure " +
    'reasons of part 2 §5). The new status must differ from the current one (else 409). The ' +
    "merchant's processor confirms the change. Sets status and statusSince; writes the change-history " +
    'rows (grouping General: field `status`, old and new as numbers; `closureReason` for a close) and ' +
    "an audit row. Answers the merchant's new state.",
  params: adminMerchantActionParams,
  body: changeMerchantStatusSchema,
  response: { status: 200, schema: adminMerchantStateSchema },
  errors: [404, 409],
});

export const changeFundingHold = defineEndpoint({
  ...route.changeFundingHold,
  tags,
  summary: 'Place or release a funding hold',
  description:
    'Place `{funding_hold_reason, funding_hold_reason_other}` needs can-place-merchant-funding-hold and ' +
    'a merchant of processor 3 in status Active (1); release `{payout_frequency, payout_frequency_anchor}` ' +
    'needs can-release-merchant-funding-hold and a merchant holding a funding hold in status Active (1) ' +
    'or Information Needed (4), and sets the payout frequency and day. A body with `payout_frequency` ' +
    "releases. An admin without the body's key answers 403; a merchant in the wrong state 409. " +
    'Writes change-history rows (grouping Funding Hold) and an audit row. Answers the new state.',
  params: adminMerchantActionParams,
  body: fundingHoldSchema,
  response: { status: 200, schema: adminMerchantStateSchema },
  errors: [404, 409],
});

export const getOldProcessorAccount = defineEndpoint({
  ...route.getOldProcessorAccount,
  tags,
  summary: "The old processor's account of a migrated merchant: active or inactive",
  description:
    'Asks the old processor (oldProcessorId) about the account of the old gateway id. The ' +
    'simulated processors answer deterministically from the gateway id: one ending in 0 is ' +
    'inactive, any other active. 409 when the merchant has no old processor account.',
  params: adminMerchantActionParams,
  response: { status: 200, schema: oldProcessorAccountSchema },
  errors: [404, 409],
});

export const getRevertRates = defineEndpoint({
  ...route.getRevertRates,
  tags,
  summary: 'The rates a revert may choose',
  description:
    "The old processor's rates (not residual rates) that the merchant's partner may use: a rate " +
    'linked to no partner is open to every partner, a linked one only to its partners. `baseTier` ' +
    "is the merchant's base tier (country, USA shown as US, plus Corporate for business types NP " +
    'or O, else Standard); each `label` is the tier, then the rate name. 409 when the merchant ' +
    'cannot be reverted.',
  params: adminMerchantActionParams,
  response: { status: 200, schema: revertRatesSchema },
  errors: [404, 409],
});

export const revertProcessor = defineEndpoint({
  ...route.revertProcessor,
  tags,
  summary: 'Revert a processor migration',
  description:
    'Only when processorCanRevert is nonzero, with the old processor details the page showed ' +
    "(else 409). The rate must be one of GET revert-rates (400 'Please select a rate.' when " +
    "missing, 409 when not offered); `selectedRateName` is stored as that rate's tiered label. " +
    'To old processor 3 a payout frequency is required and a day unless daily; to another, daily ' +
    'with no day. The old processor must accept (an inactive old account answers 409 with its ' +
    'message). Effect: processor_id = the old one, old_processor_id = the current one, ' +
    'processor_can_revert 0, gateway ids swapped (the current processor has no alternate id, so ' +
    'old_processor_gateway_alt_id becomes null), rate and payout set; history rows (grouping ' +
    'Processor) and an audit row.',
  params: adminMerchantActionParams,
  body: revertProcessorSchema,
  response: { status: 200, schema: revertedMerchantSchema },
  errors: [404, 409],
});

export const acceptTermsOfService = defineEndpoint({
  ...route.acceptTermsOfService,
  tags,
  summary: "Accept the newer processor's terms of service for the merchant",
  description:
    'Only for merchants of processor 3 (else 409). The processor accepts; tos_accepted_at is set, ' +
    'with a history row (grouping Processor, field tos_accepted) and an audit row. Permission ' +
    'key: can-edit-merchant-advanced-info (part 2 §6 names none for T.O.S Update).',
  params: adminMerchantActionParams,
  response: { status: 200, schema: tosAcceptedSchema },
  errors: [404, 409],
});

export const sendBeneficialData = defineEndpoint({
  ...route.sendBeneficialData,
  tags,
  summary: "Send the first beneficial owner's data to the older processor",
  description:
    'Only for merchants of processor 2 that are not business type NP (else 409); the first owner ' +
    "must be the body's owner_id and have first name, last name, date of birth, phone and an " +
    "encrypted SSN (409 'No Beneficial Owners listed on the account' when there is none). The " +
    'SSN never travels: the server sends the stored one. The processor accepts once: a second ' +
    "send answers 409 'Beneficiary Owner Count provided in Signup Request is invalid.' (kept " +
    'across restarts by beneficial_data_sent_at). Success sets beneficial_data_sent_at, with a ' +
    'history row (grouping Processor) and an audit row.',
  params: adminMerchantActionParams,
  body: beneficialDataSchema,
  response: { status: 200, schema: beneficialDataSentSchema },
  errors: [404, 409],
});
