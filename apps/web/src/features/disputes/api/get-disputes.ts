import type { EndpointInput, EndpointResult } from '@paydesk/domain/endpoint';
import type { getDisputes as endpoint } from '@paydesk/domain/endpoints/disputes';
import * as routes from '@paydesk/domain/routes/disputes';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';

export type DisputePage = EndpointResult<typeof endpoint>;
export type Dispute = DisputePage['data'][number];

/**
 * `GET /merchants/{id}/disputes`: a page of the account's disputes inbox (chargebacks,
 * retrievals and ACH returns), urgent first by default. The toolkit's query travels as
 * strings, as the URL holds it; the server validates it.
 */
export function getDisputes(
  merchantId: number,
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<DisputePage> {
  return callEndpoint<typeof endpoint>(routes.getDisputes, {
    params: { id: merchantId },
    query: query as EndpointInput<typeof endpoint>['query'],
    signal,
  });
}
