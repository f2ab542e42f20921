import { useParams } from 'react-router';
import type { ProfileMerchant } from '../account/account-types';
import { useAccountStore } from '../stores/account-store';
import { chooseMerchantId } from '../utils/choose-merchant-id';

export interface CurrentMerchant {
  id: number | undefined;
  /** The merchants-list entry of the current account (with its feature flags). */
  account: ProfileMerchant | undefined;
}

/**
 * The current merchant account, chosen as part 1 §2 "Current merchant account choice" says:
 * explicit argument, route id, stored selection, route accountId, first merchant.
 */
export function useCurrentMerchant(explicitId?: number): CurrentMerchant {
  const merchants = useAccountStore((state) => state.data?.merchants);
  const storedId = useAccountStore((state) => state.selectedMerchantAccountId);
  const params = useParams();
  const id = chooseMerchantId({
    explicitId,
    routeId: params.id ?? params.mid,
    storedId,
    routeAccountId: params.accountId,
    merchantIds: merchants?.map((merchant) => merchant.id) ?? [],
  });
  return { id, account: merchants?.find((merchant) => merchant.id === id) };
}
