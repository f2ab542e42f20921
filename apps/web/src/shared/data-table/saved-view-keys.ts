/**
 * Query keys of saved views (one factory, no ad-hoc keys): a mutation invalidates the list
 * of its account and screen.
 */
export const savedViewKeys = {
  all: ['saved-views'] as const,
  lists: () => [...savedViewKeys.all, 'list'] as const,
  list: (merchantId: number, screen: string) =>
    [...savedViewKeys.lists(), merchantId, screen] as const,
};
