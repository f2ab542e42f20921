import type { PendingMigrationRow } from '@paydesk/domain/admin-merchant-reports';
import type { getPendingMigrationsReport as endpoint } from '@paydesk/domain/endpoints/admin-merchant-reports';
import * as routes from '@paydesk/domain/routes/admin-merchant-reports';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import type { ListPage } from '../../../shared/list-state/use-list-query';

type Query = Parameters<typeof callEndpoint<typeof endpoint>>[1]['query'];

/** `GET /admin/merchants/pending-migrations`: a page of the merchants on the older processor. */
export function getPendingMigrations(
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<ListPage<PendingMigrationRow>> {
  return callEndpoint<typeof endpoint>(routes.getPendingMigrationsReport, {
    query: query as unknown as Query,
    signal,
  });
}

/** What Export downloads: the same call as CSV. */
export const pendingMigrationsExport = { route: routes.getPendingMigrationsReport };
