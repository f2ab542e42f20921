import type { EndpointInput, EndpointResult } from '@paydesk/domain/endpoint';
import type { getCustomers as endpoint } from '@paydesk/domain/endpoints/customers';
import * as routes from '@paydesk/domain/routes/customers';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';

export type CustomerPage = EndpointResult<typeof endpoint>;
export type CustomerRow = CustomerPage['data'][number];

/**
 * `GET /merchants/{id}/customers`: a page of the account's customers (search, sort, paging).
 * The toolkit's query travels as strings, as the URL holds it; the server validates it.
 */
export function getCustomers(
  merchantId: number,
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<CustomerPage> {
  return callEndpoint<typeof endpoint>(routes.getCustomers, {
    params: { id: merchantId },
    query: query as EndpointInput<typeof endpoint>['query'],
    signal,
  });
}
