import type {
  inviteTeamUser as inviteEndpoint,
  removeTeamUser as removeEndpoint,
  updateTeamUser as updateEndpoint,
} from '@paydesk/domain/endpoints/team';
import * as routes from '@paydesk/domain/routes/team';
import type { InviteTeamUserInput, UpdateTeamUser } from '@paydesk/domain/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountInfoQueryOptions } from '../../../shared/account/get-account-info';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { useAccountStore } from '../../../shared/stores/account-store';
import type { TeamUserRow } from './get-team-users';
import { teamKeys } from './team-keys';

interface Keyed {
  idempotencyKey: string;
}

/**
 * After a change to the team: the account's lists, and the caller's own account (their own
 * role or permissions may have changed).
 */
function useTeamChanged(merchantId: number) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: teamKeys.merchant(merchantId) });
    const info = await queryClient
      .fetchQuery({ ...accountInfoQueryOptions(), staleTime: 0 })
      .catch(() => undefined);
    if (info) useAccountStore.getState().setData(info.data);
  };
}

/** `POST /merchants/{id}/users`: invites a user by e-mail. */
export function useInviteTeamUser(merchantId: number) {
  const changed = useTeamChanged(merchantId);
  return useMutation<TeamUserRow, ApiError, InviteTeamUserInput & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof inviteEndpoint>(routes.inviteTeamUser, {
        params: { id: merchantId },
        body,
        idempotencyKey,
      }),
    onSuccess: changed,
  });
}

/** `PATCH /merchants/{id}/users/{userId}`: access, the admin role or the permissions. */
export function useUpdateTeamUser(merchantId: number, userId: number) {
  const changed = useTeamChanged(merchantId);
  return useMutation<TeamUserRow, ApiError, { body: UpdateTeamUser } & Keyed>({
    mutationFn: ({ body, idempotencyKey }) =>
      callEndpoint<typeof updateEndpoint>(routes.updateTeamUser, {
        params: { id: merchantId, userId },
        body,
        idempotencyKey,
      }),
    onSuccess: changed,
  });
}

/** `DELETE /merchants/{id}/users/{userId}`: removes the user from the account. */
export function useRemoveTeamUser(merchantId: number, userId: number) {
  const changed = useTeamChanged(merchantId);
  return useMutation<undefined, ApiError, void>({
    mutationFn: () =>
      callEndpoint<typeof removeEndpoint>(routes.removeTeamUser, {
        params: { id: merchantId, userId },
      }),
    onSuccess: changed,
  });
}
