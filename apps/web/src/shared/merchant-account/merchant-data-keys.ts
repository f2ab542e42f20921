import type { QueryClient } from '@tanstack/react-query';
import { merchantAccountKeys } from './merchant-account-keys';

/**
 * The root of every query key that holds one merchant account's money and records: the
 * dashboard's tiles, rates and contact type, the transaction lists, totals and details, what
 * the virtual terminal may take. Each feature builds its own keys under `merchant(id)`, so a
 * write that moves an account's money (a refund, a void, a payment) invalidates that one root
 * and every screen of the account reads again, without one feature knowing another's keys.
 * Lists across all of the user's accounts sit under `allAccounts()`.
 */
export const merchantDataKeys = {
  all: ['merchant-data'] as const,
  merchant: (merchantId: number) => [...merchantDataKeys.all, merchantId] as const,
  allAccounts: () => [...merchantDataKeys.all, 'all-accounts'] as const,
};

/**
 * After a write that changed an account's money: its data, the lists across accounts and the
 * account itself (its month-to-date volume and limits) are read again when next shown (at
 * once for what is on screen).
 */
export function invalidateMerchantData(queryClient: QueryClient, merchantId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: merchantDataKeys.merchant(merchantId) }),
    queryClient.invalidateQueries({ queryKey: merchantDataKeys.allAccounts() }),
    queryClient.invalidateQueries({ queryKey: merchantAccountKeys.detail(merchantId) }),
  ]);
}
