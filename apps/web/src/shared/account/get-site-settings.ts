import { siteSettingsSchema } from '@paydesk/domain/profile';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import { accountKeys } from './account-keys';
import type { SiteSettings } from './account-types';

/** `GET /settings/site-settings`: a list of single-key objects. */
export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  const body = await apiClient('/settings/site-settings', {
    signal,
    parse: siteSettingsSchema.parse,
  });
  return body.data;
}

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.siteSettings(),
    queryFn: ({ signal }) => getSiteSettings(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
