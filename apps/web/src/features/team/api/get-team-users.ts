import type { EndpointInput, EndpointResult } from '@paydesk/domain/endpoint';
import type { getTeamUsers as endpoint } from '@paydesk/domain/endpoints/team';
import * as routes from '@paydesk/domain/routes/team';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import type { ListApiQuery } from '../../../shared/list-state/list-url';

export type TeamPage = EndpointResult<typeof endpoint>;
export type TeamUserRow = TeamPage['data'][number];

/** `GET /merchants/{id}/users`: a page of the account's users (search, sort, paging). */
export function getTeamUsers(
  merchantId: number,
  query: ListApiQuery,
  signal?: AbortSignal,
): Promise<TeamPage> {
  return callEndpoint<typeof endpoint>(routes.getTeamUsers, {
    params: { id: merchantId },
    query: query as EndpointInput<typeof endpoint>['query'],
    signal,
  });
}
