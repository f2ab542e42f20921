import { policies } from '../access';
import { defineRoute } from '../endpoint';
import type { AdminPermissionKey } from '../permissions';

/**
 * Routes of the tool runs (the declarations: endpoints/tool-runs.ts): the processor migration's
 * runs under can-migrate-merchants, the bulk operations' under can-bulk-operations (part 2 §6).
 */
function runRoutes<const Base extends string, const Key extends AdminPermissionKey>(
  base: Base,
  key: Key,
) {
  const access = policies.admin(key);
  return {
    list: defineRoute({ method: 'GET', path: `/${base}`, access }),
    get: defineRoute({ method: 'GET', path: `/${base}/:id`, access }),
    rows: defineRoute({ method: 'GET', path: `/${base}/:id/rows`, access }),
    result: defineRoute({ method: 'GET', path: `/${base}/:id/result`, access }),
    cancel: defineRoute({
      method: 'POST',
      path: `/${base}/:id/cancel`,
      access,
      idempotent: true,
    }),
  };
}

function reviewRoutes<const Base extends string, const Key extends AdminPermissionKey>(
  base: Base,
  key: Key,
) {
  const access = policies.admin(key);
  const write = <const Action extends string>(action: Action) =>
    defineRoute({ method: 'POST', path: `/${base}/:id/${action}`, access, idempotent: true });
  return {
    confirm: write('confirm'),
    approve: write('approve'),
    reject: write('reject'),
    discard: write('discard'),
  };
}

export const migrationRuns = runRoutes('admin/merchants/migrate/runs', 'can-migrate-merchants');
export const bulkRuns = {
  ...runRoutes('admin/bulk-tools/runs', 'can-bulk-operations'),
  ...reviewRoutes('admin/bulk-tools/runs', 'can-bulk-operations'),
};
