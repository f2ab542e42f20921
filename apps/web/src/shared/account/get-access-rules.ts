import type { getAccessRules as endpoint } from '@paydesk/domain/endpoints/settings';
import * as routes from '@paydesk/domain/routes/settings';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../api/call-endpoint';
import { accountKeys } from './account-keys';
import type { AccessRule } from './account-types';

/** `GET /merchants/{id}/access-rules`: the user's rules on one merchant account. */
export async function getAccessRules(
  accountId: number,
  signal?: AbortSignal,
): Promise<AccessRule[]> {
  return (
    await callEndpoint<typeof endpoint>(routes.getAccessRules, {
      params: { id: accountId },
      signal,
    })
  ).data;
}

export const accessRulesQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: accountKeys.accessRules(accountId),
    queryFn: ({ signal }) => getAccessRules(accountId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
