import { type EndpointInput, type EndpointResult, endpointUrl } from '@paydesk/domain/endpoint';
import type {
  getScheduledTransactions as downloadEndpoint,
  getSubscriptions as endpoint,
} from '@paydesk/domain/endpoints/subscriptions';
import * as routes from '@paydesk/domain/routes/subscriptions';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { downloadFile } from '../../../shared/api/download-file';
import type { ListApiQuery } from '../../../shared/list-state/list-url';

export type SubscriptionsPage = EndpointResult<typeof endpoint>;
export type SubscriptionListRow = SubscriptionsPage['data'][number];

/** `GET /merchants/{id}/subscriptions`: a page of the report (filters, search, sort, paging). */
export function getSubscriptions(
  merchantId: number,
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<SubscriptionsPage> {
  return callEndpoint<typeof endpoint>(routes.getSubscriptions, {
    params: { id: merchantId },
    query: query as EndpointInput<typeof endpoint>['query'],
    signal,
  });
}

export type ScheduledRunsQuery = NonNullable<EndpointInput<typeof downloadEndpoint>['query']>;

/**
 * `GET /merchants/{id}/subscriptions/scheduled-transactions/download`: every run (past and
 * scheduled) of the account's subscriptions as CSV, saved by the browser.
 */
export function downloadScheduledTransactions(
  merchantId: number,
  query: ScheduledRunsQuery,
  signal?: AbortSignal,
) {
  const path = endpointUrl(routes.getScheduledTransactions, {
    params: { id: merchantId },
    query: query as Record<string, string>,
  });
  return downloadFile(path, {
    signal,
    accept: 'text/csv',
    fallbackName: `scheduled-transactions-${merchantId}.csv`,
  });
}
