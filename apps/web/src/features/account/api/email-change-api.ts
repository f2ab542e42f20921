import type { EndpointBody } from '@paydesk/domain/endpoint';
import type {
  changeEmail as changeEmailEndpoint,
  confirmEmailChange as confirmEndpoint,
  verifyEmailChange as verifyEndpoint,
} from '@paydesk/domain/endpoints/account';
import type { AccountInfo } from '@paydesk/domain/profile';
import * as routes from '@paydesk/domain/routes/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountInfoQueryOptions } from '../../../shared/account/get-account-info';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { refreshSessionAfterEmailChange } from '../../../shared/session/refresh-session';
import { useAuthStore } from '../../../shared/stores/auth-store';
import { storeAccountInfo } from './profile-api';

type Keyed<Body> = { body: Body; idempotencyKey: string };
type EmailChangePending = Awaited<ReturnType<typeof requestEmailChange>>;

/** `POST /v2/users/change-email`: a code and a link go to the new address; nothing changes yet. */
function requestEmailChange({
  body,
  idempotencyKey,
}: Keyed<EndpointBody<typeof changeEmailEndpoint>>) {
  return callEndpoint<typeof changeEmailEndpoint>(routes.changeEmail, { body, idempotencyKey });
}

export function useRequestEmailChange() {
  return useMutation<EmailChangePending, ApiError, Keyed<EndpointBody<typeof changeEmailEndpoint>>>(
    { mutationFn: requestEmailChange },
  );
}

/**
 * `POST /v2/users/change-email/confirm` with the code: the account takes the new e-mail, and
 * this device refreshes its session under it (the ID token named the old one).
 */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation<AccountInfo, ApiError, Keyed<EndpointBody<typeof confirmEndpoint>>>({
    mutationFn: ({ body, idempotencyKey }) =>
      callEndpoint<typeof confirmEndpoint>(routes.confirmEmailChange, { body, idempotencyKey }),
    onSuccess: async (info) => {
      storeAccountInfo(queryClient, info);
      await refreshSessionAfterEmailChange(info.data.profile.email);
    },
  });
}

/**
 * `POST /users/verify-email/{key}`: the mailed link. When this browser is signed in as the
 * same user (its account, read again, now has the new e-mail), the session is refreshed under
 * the new e-mail; another user's session is left alone.
 */
export function useVerifyEmailLink() {
  const queryClient = useQueryClient();
  return useMutation<{ email: string; message: string }, ApiError, string>({
    mutationFn: (key) =>
      callEndpoint<typeof verifyEndpoint>(routes.verifyEmailChange, {
        params: { key },
      }),
    onSuccess: async (answer) => {
      if (!useAuthStore.getState().token) return;
      const info = await queryClient.fetchQuery({ ...accountInfoQueryOptions(), staleTime: 0 });
      if (info.data.profile.email !== answer.email) return;
      storeAccountInfo(queryClient, info);
      await refreshSessionAfterEmailChange(answer.email);
    },
  });
}
