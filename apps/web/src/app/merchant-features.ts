import type { Profile, ProfileMerchant } from '../shared/account/account-types';

/** Devices need the newer processor, id 3 (part 1 §2 calls it "the second processor"). */
export const POS_PROCESSOR_ID = 3;

/** The flags of the current merchant account; flags not yet known count as off. */
export type MerchantFlags = Partial<
  Pick<
    ProfileMerchant,
    | 'processorId'
    | 'enablePosDevices'
    | 'allowSubscriptions'
    | 'allowCustomers'
    | 'allowCheckout'
    | 'isAdmin'
  >
>;

/**
 * Devices: a merchant administrator (the profile's isMerchantAdmin, and an admin of this very
 * account: the API refuses others), on processor 3, with POS devices enabled.
 */
export function canUseDevices(
  profile: Partial<Pick<Profile, 'isMerchantAdmin'>>,
  merchant: MerchantFlags,
): boolean {
  return (
    profile.isMerchantAdmin === true &&
    merchant.isAdmin === true &&
    merchant.processorId === POS_PROCESSOR_ID &&
    merchant.enablePosDevices === true
  );
}
