import { accessRuleSchema } from '@paydesk/domain/profile';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import { parseDataList } from '../api/parse-list';
import { accountKeys } from './account-keys';
import type { AccessRule } from './account-types';

/** `GET /merchants/{accountId}/access-rules`: the user's rules on one merchant account. */
export function getAccessRules(accountId: number, signal?: AbortSignal): Promise<AccessRule[]> {
  return apiClient(`/merchants/${accountId}/access-rules`, {
    signal,
    parse: parseDataList(accessRuleSchema),
  });
}

export const accessRulesQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: accountKeys.accessRules(accountId),
    queryFn: ({ signal }) => getAccessRules(accountId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
