import type { EndpointInput } from '@paydesk/domain/endpoint';
import type { getCustomers as endpoint } from '@paydesk/domain/endpoints/customers';
import * as routes from '@paydesk/domain/routes/customers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { subscriptionKeys } from './subscription-keys';

/**
 * The customers the New subscription form offers: the customers API's first 25 matching what
 * is typed (name, e-mail or phone), by name.
 */
export function useCustomerOptions(merchantId: number, search: string) {
  return useQuery({
    queryKey: subscriptionKeys.customers(merchantId, search),
    queryFn: ({ signal }) =>
      callEndpoint<typeof endpoint>(routes.getCustomers, {
        params: { id: merchantId },
        query: {
          perPage: '25',
          ...(search ? { search } : {}),
        } as unknown as EndpointInput<typeof endpoint>['query'],
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
