import { policies } from '../access';
import { defineRoute } from '../endpoint';

/**
 * Routes of the bulk operations (the declarations: endpoints/admin-bulk-tools.ts):
 * can-bulk-operations (part 2 §6). The runs a preview creates (confirm, approve, progress,
 * result) are served under /admin/bulk-tools/runs (routes/tool-runs.ts).
 */
const access = policies.admin('can-bulk-operations');

export const getBulkTemplate = defineRoute({
  method: 'GET',
  path: '/admin/bulk-tools/:tab/template',
  access,
});
export const previewBulkFile = defineRoute({
  method: 'POST',
  path: '/admin/bulk-tools/:tab/preview',
  access,
  idempotent: true,
});
