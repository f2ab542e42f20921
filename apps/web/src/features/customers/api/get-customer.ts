import type { EndpointResult } from '@paydesk/domain/endpoint';
import type { getCustomer as endpoint } from '@paydesk/domain/endpoints/customers';
import * as routes from '@paydesk/domain/routes/customers';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { retryUnless } from '../../../shared/api/retry-unless';
import { customerKeys } from './customer-keys';

export type CustomerDetail = EndpointResult<typeof endpoint>;
export type Customer = CustomerDetail['customer'];

/** `GET /merchants/{id}/customers/{customerId}`: the customer, totals, methods, payments, subscriptions. */
export function getCustomer(
  merchantId: number,
  customerId: number,
  signal?: AbortSignal,
): Promise<CustomerDetail> {
  return callEndpoint<typeof endpoint>(routes.getCustomer, {
    params: { id: merchantId, customerId },
    signal,
  });
}

/** One customer's page; a 404 is an answer (not found), not retried. */
export function useCustomer(merchantId: number, customerId: number | undefined) {
  return useQuery({
    queryKey: customerKeys.detail(merchantId, customerId ?? 0),
    queryFn: ({ signal }) => getCustomer(merchantId, customerId ?? 0, signal),
    enabled: customerId !== undefined,
    retry: retryUnless(404),
  });
}
