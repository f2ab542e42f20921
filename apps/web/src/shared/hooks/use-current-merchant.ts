import { useParams } from 'react-router';
import { useAccountStore } from '../stores/account-store';
import type { MerchantAccount, MerchantSummary } from '../stores/account-types';
import { chooseMerchantId } from '../utils/choose-merchant-id';

export interface CurrentMerchant {
  id: number | undefined;
  /** The merchants-list entry of the current account, when the profile is loaded. */
  summary: MerchantSummary | undefined;
  /** The fetched account, or just its id while its details are not loaded. */
  account: (Pick<MerchantAccount, 'id'> & Partial<MerchantAccount>) | null;
}

/** The current merchant account, chosen as part 1 §2 "Current merchant account choice" says. */
export function useCurrentMerchant(): CurrentMerchant {
  const data = useAccountStore((state) => state.data);
  const selected = useAccountStore((state) => state.selectedMerchant);
  const storedId = useAccountStore((state) => state.selectedMerchantAccountId);
  const params = useParams();
  const id = chooseMerchantId({
    routeId: params.id ?? params.mid,
    storedId,
    routeAccountId: params.accountId,
    merchantIds: data?.merchants.map((merchant) => merchant.id) ?? [],
  });
  const summary = data?.merchants.find((merchant) => merchant.id === id);
  const account = id === undefined ? null : selected?.id === id ? selected : { id };
  return { id, summary, account };
}
