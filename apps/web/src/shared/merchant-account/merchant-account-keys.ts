/**
 * Query keys of merchant accounts (`GET /merchants/{id}`), shared by every screen that shows
 * an account or changes it: a mutation that changes an account invalidates `detail(id)`.
 * Screen-only data (a dashboard's tiles, a list's pages) keeps its keys in its feature.
 */
export const merchantAccountKeys = {
  all: ['merchant-account'] as const,
  details: () => [...merchantAccountKeys.all, 'detail'] as const,
  detail: (merchantId: number) => [...merchantAccountKeys.details(), merchantId] as const,
};
