import type { ListApiQuery } from '../../../shared/list-state/list-url';

/** Query keys of the platform payout tool: a payout invalidates `all` (balances and history). */
export const payoutKeys = {
  all: ['admin-platform-payout'] as const,
  balance: (countryCode: string, date: string) =>
    [...payoutKeys.all, 'balance', countryCode, date] as const,
  history: (query: ListApiQuery) => [...payoutKeys.all, 'history', query] as const,
};
