import type { EndpointInput, EndpointResult } from '@paydesk/domain/endpoint';
import type * as endpoints from '@paydesk/domain/endpoints/admin-rates';
import * as routes from '@paydesk/domain/routes/admin-rates';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { retryUnless } from '../../../shared/api/retry-unless';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import { rateKeys } from './rate-keys';

export type RatePage = EndpointResult<typeof endpoints.getRates>;
export type RateRow = RatePage['data'][number];
export type RateAccountPage = EndpointResult<typeof endpoints.getRateAccounts>;
export type RateChoices = EndpointResult<typeof endpoints.getResidualRates>;

/** `GET /admin/rates`: a page of rate plans (search, processor, sort, paging). */
export function getRates(query: ListApiQuery, signal?: AbortSignal): Promise<RatePage> {
  return callEndpoint<typeof endpoints.getRates>(routes.getRates, {
    query: query as EndpointInput<typeof endpoints.getRates>['query'],
    signal,
  });
}

/** `GET /admin/rates/{id}`. */
export function useRate(id: number) {
  return useQuery({
    queryKey: rateKeys.detail(id),
    queryFn: ({ signal }) =>
      callEndpoint<typeof endpoints.getRate>(routes.getRate, { params: { id }, signal }),
    retry: retryUnless(400, 403, 404),
  });
}

export const RATE_ACCOUNTS_PER_PAGE = 10;

/** `GET /admin/rates/accounts?rate_id=`: the merchants on the rate, a page at a time. */
export function useRateAccounts(rateId: number, page: number) {
  return useQuery({
    queryKey: rateKeys.accounts(rateId, page),
    queryFn: ({ signal }) =>
      callEndpoint<typeof endpoints.getRateAccounts>(routes.getRateAccounts, {
        query: {
          rate_id: String(rateId),
          page: String(page),
          perPage: String(RATE_ACCOUNTS_PER_PAGE),
        } as unknown as EndpointInput<typeof endpoints.getRateAccounts>['query'],
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

/** `GET /admin/rates/residual-rates?processor=`: the convert dialog's choices. */
export function useResidualRates(processor: number, enabled: boolean) {
  return useQuery({
    queryKey: rateKeys.residual(processor),
    queryFn: ({ signal }) =>
      callEndpoint<typeof endpoints.getResidualRates>(routes.getResidualRates, {
        query: { processor: String(processor) } as unknown as EndpointInput<
          typeof endpoints.getResidualRates
        >['query'],
        signal,
      }),
    enabled,
  });
}
