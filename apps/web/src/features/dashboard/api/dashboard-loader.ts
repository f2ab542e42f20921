import { OVERVIEW_METRICS } from '@paydesk/domain/overview-metrics';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { accountInfoQueryOptions } from '../../../shared/account/get-account-info';
import { isAdminProfile } from '../../../shared/account/landing-path';
import { merchantAccountQueryOptions } from '../../../shared/merchant-account/get-merchant-account';
import { dashboardOverviewRange } from '../utils/dashboard-range';
import { contactTypeQueryOptions } from './get-contact-type';
import { merchantRatesQueryOptions } from './get-merchant-rates';
import { overviewQueryOptions } from './get-overview';

/**
 * The calls the dashboard page makes, in the order it needs them, under the same query keys:
 * once the account list confirms the merchant is the user's (or the user is an admin; the
 * page calls nothing for another account), its account, then the seven tiles, rates and
 * contact type side by side.
 */
async function prefetchDashboard(queryClient: QueryClient, merchantId: number, url: URL) {
  const info = await queryClient.ensureQueryData(accountInfoQueryOptions());
  const owned = info.data.merchants.some((merchant) => merchant.id === merchantId);
  if (!owned && !isAdminProfile(info.data.profile)) return;
  const account = await queryClient.ensureQueryData(merchantAccountQueryOptions(merchantId));
  const range = dashboardOverviewRange(url.searchParams, account);
  for (const metric of OVERVIEW_METRICS) {
    void queryClient.prefetchQuery(overviewQueryOptions(merchantId, metric, range));
  }
  void queryClient.prefetchQuery(merchantRatesQueryOptions(merchantId));
  void queryClient.prefetchQuery(contactTypeQueryOptions(merchantId));
}

/**
 * The loader of /dashboard/:accountId: starts the page's fetches as soon as the route
 * matches, alongside the session loader's account fetch and the page's code, without holding
 * up the page (its skeletons show while the answers arrive). Failures are the page's to show.
 */
export function createDashboardLoader(queryClient: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const merchantId = Number(params.accountId);
    if (Number.isSafeInteger(merchantId) && merchantId > 0) {
      prefetchDashboard(queryClient, merchantId, new URL(request.url)).catch(() => undefined);
    }
    return null;
  };
}
