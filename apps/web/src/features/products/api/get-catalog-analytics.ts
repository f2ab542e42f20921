import type { EndpointInput, EndpointResult } from '@paydesk/domain/endpoint';
import type { getPricingListAnalytics as listEndpoint } from '@paydesk/domain/endpoints/pricing-lists';
import type { getProductAnalytics as productEndpoint } from '@paydesk/domain/endpoints/products';
import * as pricingListRoutes from '@paydesk/domain/routes/pricing-lists';
import * as productRoutes from '@paydesk/domain/routes/products';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { productKeys } from './product-keys';

/** Units sold, revenue, payments and a point a day (the product's and the list's are alike). */
export type CatalogAnalytics = EndpointResult<typeof productEndpoint>;

/** The report header's range as the analytics calls take it: days of `timezone`. */
export interface AnalyticsRange {
  start_date: string;
  end_date: string;
  timezone: string;
}

/** Whose sales: a product's, or those at a pricing list's prices. */
export type CatalogSubject = { kind: 'product'; id: number } | { kind: 'pricingList'; id: number };

function getCatalogAnalytics(
  merchantId: number,
  subject: CatalogSubject,
  range: AnalyticsRange,
  signal: AbortSignal,
): Promise<CatalogAnalytics> {
  if (subject.kind === 'product') {
    return callEndpoint<typeof productEndpoint>(productRoutes.getProductAnalytics, {
      params: { id: merchantId, productId: subject.id },
      query: range as EndpointInput<typeof productEndpoint>['query'],
      signal,
    });
  }
  return callEndpoint<typeof listEndpoint>(pricingListRoutes.getPricingListAnalytics, {
    params: { id: merchantId, pricingListId: subject.id },
    query: range as EndpointInput<typeof listEndpoint>['query'],
    signal,
  });
}

/**
 * A product's or a pricing list's sales over the report range (asked once the range is
 * known); the last figures stay while another range loads.
 */
export function useCatalogAnalytics(
  merchantId: number,
  subject: CatalogSubject,
  range: AnalyticsRange | undefined,
) {
  return useQuery({
    queryKey: productKeys.analytics(merchantId, subject.kind, subject.id, range ?? {}),
    queryFn: ({ signal }) =>
      getCatalogAnalytics(merchantId, subject, range as AnalyticsRange, signal),
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
  });
}
