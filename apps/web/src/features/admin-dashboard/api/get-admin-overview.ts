import type { AdminOverviewCall, AdminTopCall } from '@paydesk/domain/admin-overview-metrics';
import type { EndpointResult } from '@paydesk/domain/endpoint';
import type {
  getAdminOverview,
  getTopClients,
  getTopMerchants,
} from '@paydesk/domain/endpoints/admin-overview';
import { adminOverviewRoute, adminTopRoute } from '@paydesk/domain/routes/admin-overview';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { adminDashboardKeys } from './admin-dashboard-keys';

export type AdminOverviewAnswer = EndpointResult<(typeof getAdminOverview)['gross-volume-v2']>;
export type TopMerchantsAnswer = EndpointResult<typeof getTopMerchants>;
export type TopClientsAnswer = EndpointResult<typeof getTopClients>;

type OverviewQuery = Parameters<
  typeof callEndpoint<(typeof getAdminOverview)['gross-volume-v2']>
>[1]['query'];
type TopQuery = Parameters<typeof callEndpoint<typeof getTopMerchants>>[1]['query'];

/** The dashboard's query (range, zone, comparison) as the API takes it. */
export type DashboardQuery = Record<string, string>;

/** `GET` one of the figure calls (gross-volume-v2, transaction-metrics, …) over the query. */
export function useAdminOverview(call: AdminOverviewCall, query: DashboardQuery) {
  return useQuery({
    queryKey: adminDashboardKeys.call(call, query),
    queryFn: ({ signal }) =>
      callEndpoint<(typeof getAdminOverview)['gross-volume-v2']>(
        adminOverviewRoute(call) as never,
        { query: query as unknown as OverviewQuery, signal },
      ) as Promise<AdminOverviewAnswer>,
    // A new range keeps the previous figures on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });
}

/** `GET` a ranking: merchants, checkout merchants, or clients, highest volume first. */
export function useTopList<C extends AdminTopCall>(call: C, query: DashboardQuery, limit: number) {
  const withLimit = { ...query, limit: String(limit) };
  return useQuery({
    queryKey: adminDashboardKeys.call(call, withLimit),
    queryFn: ({ signal }) =>
      callEndpoint<typeof getTopMerchants>(adminTopRoute(call) as never, {
        query: withLimit as unknown as TopQuery,
        signal,
      }) as unknown as Promise<
        C extends 'client-transaction-metrics' ? TopClientsAnswer : TopMerchantsAnswer
      >,
    placeholderData: keepPreviousData,
  });
}
