import type { CheckoutOverviewRow } from '@paydesk/domain/admin-partner-reports';
import type * as endpoints from '@paydesk/domain/endpoints/admin-partner-reports';
import * as routes from '@paydesk/domain/routes/admin-partner-reports';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import type { ListPage } from '../../../shared/list-state/use-list-query';

/** `GET /admin/merchants/checkout`: payment links per merchant with checkout. */
export function getPaymentLinksOverview(
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<ListPage<CheckoutOverviewRow>> {
  return callEndpoint<typeof endpoints.getCheckoutOverview>(routes.getCheckoutOverview, {
    query: query as never,
    signal,
  });
}

/** Export downloads the spec's `/admin/merchants/checkout/download` with the list's query. */
export const paymentLinksExport = { route: routes.downloadCheckoutOverview };
