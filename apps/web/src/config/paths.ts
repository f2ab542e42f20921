import { adminPaths } from './paths/admin-paths';
import { merchantPaths } from './paths/merchant-paths';
import { publicPaths } from './paths/public-paths';

/**
 * Every route of the spec, each as `{ pattern, href(...) }`:
 * `paths.transactions.detail.href(accountId, transactionId)`,
 * `paths.admin.merchants.profile.href(id, 'banking')`. Components never write URLs by hand.
 */
export const paths = {
  ...merchantPaths,
  public: publicPaths,
  admin: adminPaths,
} as const;
