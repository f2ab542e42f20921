import type { DisputeKind } from '@paydesk/domain/dispute-fields';
import type { EndpointResult } from '@paydesk/domain/endpoint';
import type { getDispute as endpoint } from '@paydesk/domain/endpoints/disputes';
import * as routes from '@paydesk/domain/routes/disputes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { disputeDetailKeys } from './dispute-detail-keys';

export type DisputeDetail = EndpointResult<typeof endpoint>;
export type DisputeRecord = DisputeDetail['dispute'];
export type DisputeEvidence = DisputeDetail['evidence'][number];

/** `GET /disputes/{disputeId}/{type}?merchantId=`: one dispute, its transaction, evidence and history. */
export function getDispute(
  merchantId: number,
  kind: DisputeKind,
  disputeId: number,
  signal?: AbortSignal,
): Promise<DisputeDetail> {
  return callEndpoint<typeof endpoint>(routes.getDispute, {
    params: { disputeId, type: kind },
    query: { merchantId: String(merchantId) },
    signal,
  });
}

export const disputeQueryOptions = (merchantId: number, kind: DisputeKind, disputeId: number) =>
  queryOptions({
    queryKey: disputeDetailKeys.detail(merchantId, kind, disputeId),
    queryFn: ({ signal }) => getDispute(merchantId, kind, disputeId, signal),
  });

/** The dispute, when the path names one (undefined kind or id: nothing is asked). */
export function useDispute(
  merchantId: number,
  kind: DisputeKind | undefined,
  disputeId: number | undefined,
) {
  return useQuery({
    ...disputeQueryOptions(merchantId, kind ?? 'chargeback', disputeId ?? 0),
    enabled: kind !== undefined && disputeId !== undefined,
  });
}
