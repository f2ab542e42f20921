import type { DisputeKind } from '@paydesk/domain/dispute-fields';
import type { getDisputeAccount as endpoint } from '@paydesk/domain/endpoints/disputes';
import * as routes from '@paydesk/domain/routes/disputes';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/**
 * `GET /disputes/{disputeId}/{type}/account`: which of the caller's accounts a dispute
 * belongs to, for a link that names none (the dispute e-mails, single sign-on). 404 when it
 * is none of theirs.
 */
export function useDisputeAccountOf(kind: DisputeKind, disputeId: number) {
  return useQuery({
    queryKey: ['dispute-account', kind, disputeId] as const,
    queryFn: ({ signal }) =>
      callEndpoint<typeof endpoint>(routes.getDisputeAccount, {
        params: { disputeId, type: kind },
        signal,
      }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
