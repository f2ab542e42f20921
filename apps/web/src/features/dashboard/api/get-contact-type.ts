import type { getContactType as endpoint } from '@paydesk/domain/endpoints/merchants';
import type { ContactType as ContactTypeAnswer } from '@paydesk/domain/merchant-account';
import * as routes from '@paydesk/domain/routes/merchants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { dashboardKeys } from './dashboard-keys';

export type ContactType = ContactTypeAnswer['contactType'];

/** `GET /merchants/{id}/contact-type`: how the signed-in user is listed on the account. */
export async function getContactType(
  merchantId: number,
  signal?: AbortSignal,
): Promise<ContactType> {
  return (
    await callEndpoint<typeof endpoint>(routes.getContactType, {
      params: { id: merchantId },
      signal,
    })
  ).contactType;
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
