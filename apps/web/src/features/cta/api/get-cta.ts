import type { EndpointResult } from '@paydesk/domain/endpoint';
import type { getCta as endpoint } from '@paydesk/domain/endpoints/cta';
import * as routes from '@paydesk/domain/routes/cta';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { retryUnless } from '../../../shared/api/retry-unless';
import { ctaKeys } from './cta-keys';

export type CtaInfo = NonNullable<EndpointResult<typeof endpoint>['data']>;

/** `GET /merchants/{id}/cta`: the CTA the user is asked to answer on this account, or null. */
export function getCta(merchantId: number, signal?: AbortSignal) {
  return callEndpoint<typeof endpoint>(routes.getCta, { params: { id: merchantId }, signal });
}

/** The account's CTA for the signed-in user (a 403 or 404 is an answer, not retried). */
export function useCta(merchantId: number) {
  return useQuery({
    queryKey: ctaKeys.current(merchantId),
    queryFn: ({ signal }) => getCta(merchantId, signal),
    retry: retryUnless(403, 404),
    staleTime: 60_000,
  });
}
