import { policies } from '../access';
import { defineRoute } from '../endpoint';

/**
 * Routes of the processor migration (the declarations: endpoints/admin-migrations.ts):
 * can-migrate-merchants (part 2 §6). The static paths under /admin/merchants/ win over
 * `/admin/merchants/:id`. The runs' progress, rows, result CSV and cancel are the tool runs'
 * routes (routes/tool-runs.ts `migrationRuns`).
 */
const access = policies.admin('can-migrate-merchants');

export const migrateMerchants = defineRoute({
  method: 'POST',
  path: '/admin/merchants/migrate',
  access,
  idempotent: true,
});
export const completeMigrations = defineRoute({
  method: 'POST',
  path: '/admin/merchants/complete-migrations',
  access,
  idempotent: true,
});
export const getMigrations = defineRoute({
  method: 'GET',
  path: '/admin/merchants/migrations',
  access,
});
export const getMigrationRates = defineRoute({
  method: 'GET',
  path: '/admin/merchants/migrate/rates',
  access,
});
