import { contactTypeSchema } from '@paydesk/domain/merchant-account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { dashboardKeys } from './dashboard-keys';

export type ContactType = ReturnType<(typeof contactTypeSchema)['parse']>['contactType'];

/** `GET /merchants/{id}/contact-type`: how the signed-in user is listed on the account. */
export async function getContactType(
  merchantId: number,
  signal?: AbortSignal,
): Promise<ContactType> {
  const body = await apiClient(`/merchants/${merchantId}/contact-type`, {
    signal,
    parse: contactTypeSchema.parse,
  });
  return body.contactType;
}

export const contactTypeQueryOptions = (merchantId: number) =>
  queryOptions({
    queryKey: dashboardKeys.contactType(merchantId),
    queryFn: ({ signal }) => getContactType(merchantId, signal),
    staleTime: 5 * 60_000,
  });

export function useContactType(merchantId: number | undefined) {
  return useQuery({
    ...contactTypeQueryOptions(merchantId ?? 0),
    enabled: merchantId !== undefined,
  });
}
