import type { EndpointResult } from '@paydesk/domain/endpoint';
import type {
  getPartner as detailEndpoint,
  getPartnerMerchants as merchantsEndpoint,
  getPartnerNotifications as notificationsEndpoint,
} from '@paydesk/domain/endpoints/admin-partners';
import * as routes from '@paydesk/domain/routes/admin-partners';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { partnerKeys } from './partner-keys';

export type Partner = EndpointResult<typeof detailEndpoint>;
export type PartnerNotifications = EndpointResult<typeof notificationsEndpoint>;
export type PartnerMerchantPage = EndpointResult<typeof merchantsEndpoint>;
export type PartnerMerchant = PartnerMerchantPage['data'][number];

/** `GET /admin/partners/{id}`. */
export function usePartner(id: number) {
  return useQuery({
    queryKey: partnerKeys.detail(id),
    queryFn: ({ signal }) =>
      callEndpoint<typeof detailEndpoint>(routes.getPartner, { params: { id }, signal }),
    retry: false,
  });
}

/** `GET /admin/partners/{id}/notifications`. */
export function usePartnerNotifications(id: number) {
  return useQuery({
    queryKey: partnerKeys.notifications(id),
    queryFn: ({ signal }) =>
      callEndpoint<typeof notificationsEndpoint>(routes.getPartnerNotifications, {
        params: { id },
        signal,
      }),
  });
}

export interface PartnerMerchantsQuery {
  start_date: string;
  end_date: string;
  page: number;
  sort: string;
}

/** `GET /admin/partners/{id}/merchants` over a range of UTC days. */
export function usePartnerMerchants(id: number, query: PartnerMerchantsQuery) {
  const asked = { ...query, page: String(query.page) };
  return useQuery({
    queryKey: partnerKeys.merchants(id, query as unknown as Record<string, string | number>),
    queryFn: ({ signal }) =>
      callEndpoint<typeof merchantsEndpoint>(routes.getPartnerMerchants, {
        params: { id },
        query: asked as never,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
