import type { AdminDeposit } from '@paydesk/domain/admin-transaction-reports';
import type { getAdminDeposits as endpoint } from '@paydesk/domain/endpoints/admin-transaction-reports';
import * as routes from '@paydesk/domain/routes/admin-transaction-reports';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import type { ListPage } from '../../../shared/list-state/use-list-query';

type Query = Parameters<typeof callEndpoint<typeof endpoint>>[1]['query'];

/** `GET /admin/deposits`: a page of every merchant's payouts (or one's, `merchantid`). */
export function getAdminDeposits(
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<ListPage<AdminDeposit>> {
  return callEndpoint<typeof endpoint>(routes.getAdminDeposits, {
    query: query as unknown as Query,
    signal,
  });
}

/** What Export downloads: the same call as CSV. */
export const adminDepositsExport = { route: routes.getAdminDeposits };
