import type { LimitRow } from '@paydesk/domain/admin-merchant-reports';
import type { getLimitsReport as endpoint } from '@paydesk/domain/endpoints/admin-merchant-reports';
import * as routes from '@paydesk/domain/routes/admin-merchant-reports';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import type { ListPage } from '../../../shared/list-state/use-list-query';

type Query = Parameters<typeof callEndpoint<typeof endpoint>>[1]['query'];

/** `GET /admin/limits`: a page of the merchants' limits against this month's volume. */
export function getLimits(query: ListApiQuery, signal?: AbortSignal): Promise<ListPage<LimitRow>> {
  return callEndpoint<typeof endpoint>(routes.getLimitsReport, {
    query: query as unknown as Query,
    signal,
  });
}

/** What Export downloads: the same call as CSV. */
export const limitsExport = { route: routes.getLimitsReport };
