import type { Merchant } from '../../platform/route-merchant';
import type { Clock } from '../../platform/shared-dependencies';
import type { DisputeScope } from './dispute-list';

/** Disputes of one merchant account (part 1 §7 "Disputes"). */

/** Whose inbox, and now (for the days left). */
export const disputeScope = (merchant: Merchant, clock: Clock): DisputeScope => ({
  merchantId: merchant.id,
  merchantName: merchant.businessCommonName,
  now: clock.now(),
});
