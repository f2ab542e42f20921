/** Query keys of the admin dashboard: one root, then the call and its query. */
export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  call: (call: string, query: Record<string, string>) =>
    [...adminDashboardKeys.all, call, query] as const,
};
