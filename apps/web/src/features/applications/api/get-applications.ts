import type { MerchantApplication } from '@paydesk/domain/applications';
import type {
  getApplication as getApplicationEndpoint,
  getApplications as getApplicationsEndpoint,
} from '@paydesk/domain/endpoints/applications';
import * as routes from '@paydesk/domain/routes/applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { retryUnless } from '../../../shared/api/retry-unless';
import { applicationKeys } from './application-keys';

/** `GET /merchant-applications`: the caller's applications, newest first. */
export const getApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: applicationKeys.list(),
    queryFn: async ({ signal }): Promise<MerchantApplication[]> =>
      (await callEndpoint<typeof getApplicationsEndpoint>(routes.getApplications, { signal })).data,
  });

export const useApplications = () => useQuery(getApplicationsQueryOptions());

/** `GET /merchant-applications/{token}`: one of the caller's applications (404 is final). */
export const getApplicationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: applicationKeys.detail(token),
    queryFn: ({ signal }) =>
      callEndpoint<typeof getApplicationEndpoint>(routes.getApplication, {
        params: { token },
        signal,
      }),
    retry: retryUnless(404),
  });

export const useApplication = (token: string | undefined) =>
  useQuery({ ...getApplicationQueryOptions(token ?? ''), enabled: Boolean(token) });
