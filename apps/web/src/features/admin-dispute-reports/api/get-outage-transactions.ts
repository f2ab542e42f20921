import type { OutagePeriod, OutageTransaction } from '@paydesk/domain/admin-dispute-reports';
import type { getOutageTransactions as endpoint } from '@paydesk/domain/endpoints/admin-dispute-reports';
import * as routes from '@paydesk/domain/routes/admin-dispute-reports';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import type { ListPage } from '../../../shared/list-state/use-list-query';

type Query = Parameters<typeof callEndpoint<typeof endpoint>>[1]['query'];

/** A row of either view: a period's sums, or an affected transaction (`detailed=true`). */
export type OutageRow = OutagePeriod | OutageTransaction;

/** `GET /admin/outage-transactions`: a page of either view, as the query (`detailed`) asks. */
export async function getOutages(
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<ListPage<OutageRow>> {
  const answer = await callEndpoint<typeof endpoint>(routes.getOutageTransactions, {
    query: query as unknown as Query,
    signal,
  });
  return { meta: answer.meta, data: answer.data };
}

export const outagesExport = { route: routes.getOutageTransactions };
