import type { EndpointInput, EndpointResult } from '@paydesk/domain/endpoint';
import type * as endpoints from '@paydesk/domain/endpoints/admin-ctas';
import type * as merchantEndpoints from '@paydesk/domain/endpoints/admin-merchants';
import type * as partnerEndpoints from '@paydesk/domain/endpoints/admin-partners';
import * as routes from '@paydesk/domain/routes/admin-ctas';
import * as merchantRoutes from '@paydesk/domain/routes/admin-merchants';
import * as partnerRoutes from '@paydesk/domain/routes/admin-partners';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { retryUnless } from '../../../shared/api/retry-unless';
import type { ListApiQuery } from '../../../shared/list-state/list-url';
import type { ListPage } from '../../../shared/list-state/use-list-query';
import { ctaKeys } from './cta-keys';

export type CtaCampaign = EndpointResult<typeof endpoints.getCta>;
export type CtaAssignmentRow = EndpointResult<
  typeof endpoints.getCtaAssignedReport
>['data'][number];
export type CtaCompletedReport = EndpointResult<typeof endpoints.getCtaCompletedReport>;
export type CtaCompletedRow = CtaCompletedReport['data'][number];
export type CtaEmailTemplate = EndpointResult<
  typeof endpoints.getCtaEmailTemplates
>['data'][number];

/**
 * The campaign list and the reports page by offset without a snapshot (docs/api.md): their
 * meta gets an empty `asOf`, which the list machinery reads as "no snapshot".
 */
function asListPage<Row>(page: {
  meta: Omit<ListPage<Row>['meta'], 'asOf'>;
  data: Row[];
}): ListPage<Row> {
  return { meta: { ...page.meta, asOf: '' }, data: page.data };
}

/** `GET /admin/cta`: a page of live campaigns (search in the title), with their counts. */
export async function getCtas(query: ListApiQuery, signal?: AbortSignal) {
  const page = await callEndpoint<typeof endpoints.getCtas>(routes.getCtas, {
    query: query as unknown as EndpointInput<typeof endpoints.getCtas>['query'],
    signal,
  });
  return asListPage(page);
}

/** `GET /admin/cta/assigned-report`: a page of assignments (cta_id, state, search). */
export async function getCtaAssignments(query: ListApiQuery, signal?: AbortSignal) {
  const page = await callEndpoint<typeof endpoints.getCtaAssignedReport>(
    routes.getCtaAssignedReport,
    {
      query: query as unknown as EndpointInput<typeof endpoints.getCtaAssignedReport>['query'],
      signal,
    },
  );
  return asListPage(page);
}

/** `GET /admin/cta/{id}`. */
export function useCta(id: number) {
  return useQuery({
    queryKey: ctaKeys.detail(id),
    queryFn: ({ signal }) =>
      callEndpoint<typeof endpoints.getCta>(routes.getCta, { params: { id }, signal }),
    retry: retryUnless(400, 403, 404),
  });
}

/** `GET /admin/cta/email-templates`: the fixed catalogue (subject and body to preview). */
export function useCtaEmailTemplates() {
  return useQuery({
    queryKey: ctaKeys.templates(),
    queryFn: ({ signal }) =>
      callEndpoint<typeof endpoints.getCtaEmailTemplates>(routes.getCtaEmailTemplates, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The filter of an assignment, as the count's query spells it (only the conditions set). */
export interface CtaFilterQuery {
  status?: string;
  processor_id?: string;
  partner_id?: string;
  country?: string;
}

/** `GET /admin/cta/merchant-count`: the live count of a filter, and how many already have it. */
export function useCtaMerchantCount(ctaId: number, filter: CtaFilterQuery, enabled: boolean) {
  const query = Object.fromEntries(
    Object.entries({ ...filter, cta_id: String(ctaId) }).filter(([, v]) => v),
  ) as Record<string, string>;
  return useQuery({
    queryKey: ctaKeys.count(query),
    queryFn: ({ signal }) =>
      callEndpoint<typeof endpoints.getCtaMerchantCount>(routes.getCtaMerchantCount, {
        query: query as unknown as EndpointInput<typeof endpoints.getCtaMerchantCount>['query'],
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** `GET /admin/cta/completed-report?cta_id=…`: the campaign's submissions, a page at a time. */
export function useCtaCompleted(ctaId: number, page: number) {
  return useQuery({
    queryKey: ctaKeys.completed(ctaId, page),
    queryFn: ({ signal }) =>
      callEndpoint<typeof endpoints.getCtaCompletedReport>(routes.getCtaCompletedReport, {
        query: { cta_id: String(ctaId), page: String(page) } as unknown as EndpointInput<
          typeof endpoints.getCtaCompletedReport
        >['query'],
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /admin/merchants/list-search`: the merchant picker of 'Assign one merchant'. */
export function useMerchantSearch(search: string) {
  return useQuery({
    queryKey: ctaKeys.merchantSearch(search),
    queryFn: ({ signal }) =>
      callEndpoint<typeof merchantEndpoints.searchMerchantPickList>(
        merchantRoutes.searchMerchantPickList,
        { query: { search }, signal },
      ),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** `GET /admin/partners?search=…`: the partner picker of the assignment filter. */
export function usePartnerSearch(search: string) {
  return useQuery({
    queryKey: ctaKeys.partnerSearch(search),
    queryFn: async ({ signal }) => {
      const page = await callEndpoint<typeof partnerEndpoints.getPartners>(
        partnerRoutes.getPartners,
        {
          query: {
            ...(search ? { search } : {}),
            per_page: '10',
          } as unknown as EndpointInput<typeof partnerEndpoints.getPartners>['query'],
          signal,
        },
      );
      return page.data.map((p) => ({ id: p.id, name: p.name }));
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
