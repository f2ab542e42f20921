/** Query keys of the signed-in user's own account data (one factory, no ad-hoc keys). */
export const accountKeys = {
  all: ['account'] as const,
  info: () => [...accountKeys.all, 'info'] as const,
  permissions: (userId: string) => [...accountKeys.all, 'permissions', userId] as const,
  accessRules: (accountId: number) => [...accountKeys.all, 'access-rules', accountId] as const,
  adminRoles: () => [...accountKeys.all, 'admin-roles'] as const,
  siteSettings: () => [...accountKeys.all, 'site-settings'] as const,
};
