import type { EndpointResult } from '@paydesk/domain/endpoint';
import type { getDeposit as endpoint } from '@paydesk/domain/endpoints/deposits';
import * as routes from '@paydesk/domain/routes/deposits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { payoutKeys } from './payout-keys';

export type DepositDetail = EndpointResult<typeof endpoint>;
export type PayoutLine = DepositDetail['explain'][number];

/** `GET /merchants/{id}/deposits/{depositId}`: one payout, its batch's totals and gross to net. */
export function getDeposit(
  merchantId: number,
  depositId: number,
  signal?: AbortSignal,
): Promise<DepositDetail> {
  return callEndpoint<typeof endpoint>(routes.getDeposit, {
    params: { id: merchantId, depositId },
    signal,
  });
}

export const depositQueryOptions = (merchantId: number, depositId: number) =>
  queryOptions({
    queryKey: payoutKeys.detail(merchantId, depositId),
    queryFn: ({ signal }) => getDeposit(merchantId, depositId, signal),
  });

export function useDeposit(merchantId: number, depositId: number | undefined) {
  return useQuery({
    ...depositQueryOptions(merchantId, depositId ?? 0),
    enabled: depositId !== undefined,
  });
}
