import type { EndpointInput, EndpointResult } from '@paydesk/domain/endpoint';
import type { getPaymentLinks as endpoint } from '@paydesk/domain/endpoints/payment-links';
import * as routes from '@paydesk/domain/routes/payment-links';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';

export type PaymentLinkPage = EndpointResult<typeof endpoint>;
export type PaymentLinkRow = PaymentLinkPage['data'][number];

/**
 * `GET /merchants/{id}/payment-links`: a page of the account's links (search, `active`, sort,
 * paging). The toolkit's query travels as strings, as the URL holds it; the server validates it.
 */
export function getPaymentLinks(
  merchantId: number,
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<PaymentLinkPage> {
  return callEndpoint<typeof endpoint>(routes.getPaymentLinks, {
    params: { id: merchantId },
    query: query as EndpointInput<typeof endpoint>['query'],
    signal,
  });
}
