import type { getSiteSettings as endpoint } from '@paydesk/domain/endpoints/settings';
import * as routes from '@paydesk/domain/routes/settings';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../api/call-endpoint';
import { accountKeys } from './account-keys';
import type { SiteSettings } from './account-types';

/** `GET /settings/site-settings`: a list of single-key objects. */
export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return (await callEndpoint<typeof endpoint>(routes.getSiteSettings, { signal })).data;
}

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.siteSettings(),
    queryFn: ({ signal }) => getSiteSettings(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
