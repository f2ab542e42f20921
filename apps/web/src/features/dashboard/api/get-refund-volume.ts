import type { getVolume } from '@paydesk/domain/endpoints/overview';
import type { VolumeResponse } from '@paydesk/domain/overview';
import * as routes from '@paydesk/domain/routes/overview';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { dashboardKeys, type OverviewRangeKey } from './dashboard-keys';

type Endpoint = (typeof getVolume)['refund-volume'];
const route = routes.volumeRoute('refund-volume');

/** `GET /merchants/{id}/refund-volume`: card and ACH refunds over the tiles' range, in cents. */
export function getRefundVolume(
  merchantId: number,
  range: OverviewRangeKey,
  signal?: AbortSignal,
): Promise<VolumeResponse> {
  return callEndpoint<Endpoint>(route, {
    params: { id: merchantId },
    query: { start_date: range.startDate, end_date: range.endDate, timezone: range.timeZone },
    signal,
  });
}

/** The refunds beside the gross volume tile; read again when a refund is made elsewhere. */
export function useRefundVolume(merchantId: number, range: OverviewRangeKey | undefined) {
  const key = range ?? { startDate: '', endDate: '', timeZone: '' };
  return useQuery({
    ...queryOptions({
      queryKey: dashboardKeys.refundVolume(merchantId, key),
      queryFn: ({ signal }) => getRefundVolume(merchantId, key, signal),
      placeholderData: keepPreviousData,
    }),
    enabled: range !== undefined,
  });
}
