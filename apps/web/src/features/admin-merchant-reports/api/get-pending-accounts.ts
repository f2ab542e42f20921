import type { PendingAccountRow } from '@paydesk/domain/admin-merchant-reports';
import type { getPendingAccountsReport as endpoint } from '@paydesk/domain/endpoints/admin-merchant-reports';
import * as routes from '@paydesk/domain/routes/admin-merchant-reports';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import type { ListPage } from '../../../shared/list-state/use-list-query';

type Query = Parameters<typeof callEndpoint<typeof endpoint>>[1]['query'];

/** `GET /admin/merchants/pending-accounts`: applications and merchants still waiting. */
export function getPendingAccounts(
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<ListPage<PendingAccountRow>> {
  return callEndpoint<typeof endpoint>(routes.getPendingAccountsReport, {
    query: query as unknown as Query,
    signal,
  });
}

/** What Export downloads: the same call as CSV. */
export const pendingAccountsExport = { route: routes.getPendingAccountsReport };
