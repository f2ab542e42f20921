import type { ListApiQuery } from '../../../shared/list-state/list-url';

/** The dashboard's range as the service takes it: days of `timezone`. */
export interface CheckoutRangeKey {
  start_date: string;
  end_date: string;
  timezone: string;
}

/** Query keys of the checkout screens: settings, dashboard, payment links, one link. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  merchant: (merchantId: number) => [...checkoutKeys.all, merchantId] as const,
  settings: (merchantId: number) => [...checkoutKeys.merchant(merchantId), 'settings'] as const,
  dashboards: (merchantId: number) => [...checkoutKeys.merchant(merchantId), 'dashboard'] as const,
  dashboard: (merchantId: number, range: CheckoutRangeKey) =>
    [...checkoutKeys.dashboards(merchantId), range] as const,
  links: (merchantId: number) => [...checkoutKeys.merchant(merchantId), 'links'] as const,
  linkList: (merchantId: number, query: ListApiQuery) =>
    [...checkoutKeys.links(merchantId), 'list', query] as const,
  link: (merchantId: number, token: string) =>
    [...checkoutKeys.links(merchantId), 'detail', token] as const,
};
