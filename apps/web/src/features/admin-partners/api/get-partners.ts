import type { EndpointInput, EndpointResult } from '@paydesk/domain/endpoint';
import type { getPartners as endpoint } from '@paydesk/domain/endpoints/admin-partners';
import * as routes from '@paydesk/domain/routes/admin-partners';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';

export type PartnerPage = EndpointResult<typeof endpoint>;
export type PartnerListRow = PartnerPage['data'][number];

/** `GET /admin/partners`: a page of partners (search, status, sort, paging). */
export function getPartners(query: ListApiQuery, signal?: AbortSignal): Promise<PartnerPage> {
  return callEndpoint<typeof endpoint>(routes.getPartners, {
    query: query as EndpointInput<typeof endpoint>['query'],
    signal,
  });
}
