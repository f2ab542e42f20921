import type { AdminSubscriptionRow } from '@paydesk/domain/admin-partner-reports';
import type { getAdminSubscriptions as endpoint } from '@paydesk/domain/endpoints/admin-partner-reports';
import * as routes from '@paydesk/domain/routes/admin-partner-reports';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import type { ListPage } from '../../../shared/list-state/use-list-query';

/** `GET /admin/subscriptions`: every merchant's subscriptions (or one's, `merchantid`). */
export function getStaffSubscriptions(
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<ListPage<AdminSubscriptionRow>> {
  return callEndpoint<typeof endpoint>(routes.getAdminSubscriptions, {
    query: query as never,
    signal,
  });
}

/** What Export downloads: the same call as CSV. */
export const staffSubscriptionsExport = { route: routes.getAdminSubscriptions };
