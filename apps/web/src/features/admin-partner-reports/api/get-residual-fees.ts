import type { ResidualOverview, ResidualRow } from '@paydesk/domain/admin-partner-reports';
import type * as endpoints from '@paydesk/domain/endpoints/admin-partner-reports';
import * as routes from '@paydesk/domain/routes/admin-partner-reports';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import type { ListPage } from '../../../shared/list-state/use-list-query';

export type ResidualFeesPage = ListPage<ResidualRow> & {
  totals: Pick<ResidualRow, 'transactions' | 'volume' | 'fees' | 'cost' | 'residual'>;
  range: { start_date: string; end_date: string; currency: string };
};

/** `GET /admin/residual-fees`: residuals per partner and month (can-residual-fee). */
export function getResidualFees(
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<ResidualFeesPage> {
  return callEndpoint<typeof endpoints.getResidualFees>(routes.getResidualFees, {
    query: query as never,
    signal,
  });
}

/** `GET /admin/residual-fees/overview`: each month's totals across partners. */
export function getResidualOverview(
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<ResidualOverview> {
  return callEndpoint<typeof endpoints.getResidualFeesOverview>(routes.getResidualFeesOverview, {
    query: query as never,
    signal,
  });
}

/** Export downloads the spec's `/admin/residual-fees/download` with the list's query. */
export const residualFeesExport = { route: routes.downloadResidualFees };
