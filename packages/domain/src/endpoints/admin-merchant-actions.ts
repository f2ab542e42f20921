import {
  adminMerchantActionParams,
  adminMerchantStateSchema,
  changeMerchantStatusSchema,
  fundingHoldSchema,
} from '../admin-merchant-actions';
import { defineEndpoint } from '../endpoint';
import * as route from '../routes/admin-merchant-actions';

/** Merchant administration (part 2 §4, §5, §7): status change, funding hold and release. */
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
