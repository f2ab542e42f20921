import type { Invalid1099kRow } from '@paydesk/domain/admin-merchant-reports';
import type { getInvalid1099kReport as endpoint } from '@paydesk/domain/endpoints/admin-merchant-reports';
import * as routes from '@paydesk/domain/routes/admin-merchant-reports';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import type { ListPage } from '../../../shared/list-state/use-list-query';

type Query = Parameters<typeof callEndpoint<typeof endpoint>>[1]['query'];

/** `GET /admin/merchants/invalid-1099k`: a page of the US merchants whose tax data fails. */
export function getInvalid1099k(
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<ListPage<Invalid1099kRow>> {
  return callEndpoint<typeof endpoint>(routes.getInvalid1099kReport, {
    query: query as unknown as Query,
    signal,
  });
}

/** What Export downloads: the same call as CSV. */
export const invalid1099kExport = { route: routes.getInvalid1099kReport };
