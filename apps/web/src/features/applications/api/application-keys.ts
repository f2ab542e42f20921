/** Query keys of merchant applications (one factory; every mutation invalidates from here). */
export const applicationKeys = {
  all: ['merchant-applications'] as const,
  list: () => [...applicationKeys.all, 'list'] as const,
  detail: (token: string) => [...applicationKeys.all, 'detail', token] as const,
};
