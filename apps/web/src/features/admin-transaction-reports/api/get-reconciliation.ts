import type { ReconciliationLine } from '@paydesk/domain/admin-transaction-reports';
import type { getProcessorReconciliation as endpoint } from '@paydesk/domain/endpoints/admin-transaction-reports';
import * as routes from '@paydesk/domain/routes/admin-transaction-reports';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import type { ListPage } from '../../../shared/list-state/use-list-query';

type Query = Parameters<typeof callEndpoint<typeof endpoint>>[1]['query'];

/**
 * `GET /admin/merchants/processor-reconciliation`: a page of payouts set against the ledger,
 * or with `detail=true&deposit_id=` one payout's transactions.
 */
export function getReconciliation(
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<ListPage<ReconciliationLine>> {
  return callEndpoint<typeof endpoint>(routes.getProcessorReconciliation, {
    query: query as unknown as Query,
    signal,
  });
}

/** What Export downloads: the same call as CSV. */
export const reconciliationExport = { route: routes.getProcessorReconciliation };
