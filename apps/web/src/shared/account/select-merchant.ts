import { notifyNetworkError } from '../errors/network-errors';
import { useAccountStore } from '../stores/account-store';

/**
 * Makes an account of the signed-in user the current one, in state and in browser storage
 * (part 1 §2). An id the user does not hold, or storage that refuses the write, shows the
 * 'Network Error' notification 'An error occurred while setting the account ID...'.
 */
export function selectMerchantAccount(id: number): boolean {
  const store = useAccountStore.getState();
  const merchant = store.data?.merchants.find((entry) => entry.id === id);
  if (!merchant) {
    notifyNetworkError('accountId');
    return false;
  }
  if (store.selectedMerchant === merchant) return true;
  try {
    store.selectMerchant(merchant);
    return true;
  } catch {
    notifyNetworkError('accountId');
    return false;
  }
}
