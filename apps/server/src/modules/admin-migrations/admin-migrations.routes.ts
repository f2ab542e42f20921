import * as endpoints from '@paydesk/domain/endpoints/admin-migrations';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { serveList } from '../../platform/lists/list-route';
import * as service from './admin-migrations.service';
import { migrationList } from './migration-list';

/**
 * The processor migration (part 2 §7 "Tools"): start a migration run, complete the opened
 * migrations, and the list of migrations. Staff holding can-migrate-merchants (the guard's
 * policy). The runs themselves (progress, rows, result CSV, cancel) are served by tool-runs.
 * The list is read uncached: a migration's state changes in place.
 */
export async function adminMigrationRoutes(app: FastifyInstance): Promise<void> {
  serveList(app, endpoints.getMigrations, {
    list: migrationList,
    scope: () => null,
    cached: false,
  });
  serveEndpoint(app, endpoints.getMigrationRates, {
    handler: async () => service.migrationRates(app.database.query),
  });
  serveEndpoint(app, endpoints.migrateMerchants, {
    handler: async (request, _reply, tx) =>
      service.migrateMerchants(tx, app, actorOf(request), request.body),
  });
  serveEndpoint(app, endpoints.completeMigrations, {
    handler: async (request, _reply, tx) =>
      service.completeMigrations(tx, app, actorOf(request), request.body),
  });
}
