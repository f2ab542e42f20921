import type { DisputeKind } from '@paydesk/domain/dispute-fields';
import type { getAdminDispute as endpoint } from '@paydesk/domain/endpoints/admin-dispute-reports';
import * as routes from '@paydesk/domain/routes/admin-dispute-reports';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { retryUnless } from '../../../shared/api/retry-unless';

/** Query keys of the dispute as the back office's report reads it (any merchant's). */
export const adminDisputeKeys = {
  all: ['admin-dispute-detail'] as const,
  detail: (kind: DisputeKind, disputeId: number) =>
    [...adminDisputeKeys.all, kind, disputeId] as const,
};

/** `GET /admin/disputes/{disputeId}/{type}`: what the merchant's detail answers, read-only. */
export function getAdminDispute(kind: DisputeKind, disputeId: number, signal?: AbortSignal) {
  return callEndpoint<typeof endpoint>(routes.getAdminDispute, {
    params: { disputeId, type: kind },
    signal,
  });
}

/** The dispute, when the path names one (undefined kind or id: nothing is asked). */
export function useAdminDispute(kind: DisputeKind | undefined, disputeId: number | undefined) {
  return useQuery({
    queryKey: adminDisputeKeys.detail(kind ?? 'chargeback', disputeId ?? 0),
    queryFn: ({ signal }) => getAdminDispute(kind ?? 'chargeback', disputeId ?? 0, signal),
    enabled: kind !== undefined && disputeId !== undefined,
    retry: retryUnless(403, 404),
  });
}
