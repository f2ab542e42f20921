import type { AdminAchReturn } from '@paydesk/domain/admin-dispute-reports';
import type { getAdminAchReturns as endpoint } from '@paydesk/domain/endpoints/admin-dispute-reports';
import * as routes from '@paydesk/domain/routes/admin-dispute-reports';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import type { ListPage } from '../../../shared/list-state/use-list-query';

type Query = Parameters<typeof callEndpoint<typeof endpoint>>[1]['query'];

/** `GET /admin/ach-returns`: a page of every merchant's ACH returns (or one's). */
export function getAchReturns(
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<ListPage<AdminAchReturn>> {
  return callEndpoint<typeof endpoint>(routes.getAdminAchReturns, {
    query: query as unknown as Query,
    signal,
  });
}

export const achReturnsExport = { route: routes.getAdminAchReturns };
