import type { EndpointResult } from '@paydesk/domain/endpoint';
import type { getCardVolumes } from '@paydesk/domain/endpoints/admin-overview';
import { cardVolumesRoute } from '@paydesk/domain/routes/admin-overview';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { adminDashboardKeys } from './admin-dashboard-keys';
import type { DashboardQuery } from './get-admin-overview';

export type CardVolumesAnswer = EndpointResult<typeof getCardVolumes>;
type CardVolumesQuery = Parameters<typeof callEndpoint<typeof getCardVolumes>>[1]['query'];

/** `GET /admin/transactions/card-volumes`: sales per card brand over the dashboard's range. */
export function useCardVolumes(query: DashboardQuery) {
  return useQuery({
    queryKey: adminDashboardKeys.call('card-volumes', query),
    queryFn: ({ signal }) =>
      callEndpoint<typeof getCardVolumes>(cardVolumesRoute, {
        query: query as unknown as CardVolumesQuery,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
