import type { getAccountInfo as endpoint } from '@paydesk/domain/endpoints/account';
import type { AccountInfo } from '@paydesk/domain/profile';
import * as routes from '@paydesk/domain/routes/account';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../api/call-endpoint';
import { accountKeys } from './account-keys';

/** `GET /users/info`: the profile and merchant accounts of the signed-in user. */
export function getAccountInfo(signal?: AbortSignal): Promise<AccountInfo> {
  return callEndpoint<typeof endpoint>(routes.getAccountInfo, { signal });
}

/** Fetched once per session (the loader waits for it); logout clears the cache. */
export const accountInfoQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.info(),
    queryFn: ({ signal }) => getAccountInfo(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
