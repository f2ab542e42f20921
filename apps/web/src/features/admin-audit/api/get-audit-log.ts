import type { EndpointInput, EndpointResult } from '@paydesk/domain/endpoint';
import type { getAuditLog as endpoint } from '@paydesk/domain/endpoints/admin-audit';
import type { getMerchantPickList as picksEndpoint } from '@paydesk/domain/endpoints/admin-merchants';
import * as routes from '@paydesk/domain/routes/admin-audit';
import * as merchantRoutes from '@paydesk/domain/routes/admin-merchants';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';

export type AuditPage = EndpointResult<typeof endpoint>;
export type AuditRow = AuditPage['data'][number];

/** Query keys of the audit log viewer. */
export const auditKeys = {
  all: ['admin-audit'] as const,
  list: (query: ListApiQuery) => [...auditKeys.all, 'list', query] as const,
  merchants: () => [...auditKeys.all, 'merchants'] as const,
};

/** `GET /admin/audit`: a page of the audit log (the toolkit's query, as the URL holds it). */
export function getAuditLog(query: ListApiQuery, signal?: AbortSignal): Promise<AuditPage> {
  return callEndpoint<typeof endpoint>(routes.getAuditLog, {
    query: query as EndpointInput<typeof endpoint>['query'],
    signal,
  });
}

/**
 * Every merchant's id and DBA for the header's account selector; an admin without
 * can-view-merchant-info gets none (the selector then offers 'All merchants' only).
 */
export function useAuditMerchants(enabled: boolean) {
  return useQuery({
    queryKey: auditKeys.merchants(),
    queryFn: ({ signal }) =>
      callEndpoint<typeof picksEndpoint>(merchantRoutes.getMerchantPickList, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
