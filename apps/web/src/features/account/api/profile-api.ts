import type { EndpointBody } from '@paydesk/domain/endpoint';
import type {
  changePassword as changePasswordEndpoint,
  updateAccountInfo as updateEndpoint,
} from '@paydesk/domain/endpoints/account';
import type { AccountInfo } from '@paydesk/domain/profile';
import * as routes from '@paydesk/domain/routes/account';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../shared/account/account-keys';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { saveTokens } from '../../../shared/session/session-tokens';
import { useAccountStore } from '../../../shared/stores/account-store';
import { useAuthStore } from '../../../shared/stores/auth-store';

type ProfileUpdate = EndpointBody<typeof updateEndpoint>;
type PasswordChange = Omit<EndpointBody<typeof changePasswordEndpoint>, 'accessToken'>;

/** A fresh account answer: the session's account query and the account store take it. */
export function storeAccountInfo(queryClient: QueryClient, info: AccountInfo): void {
  queryClient.setQueryData(accountKeys.info(), info);
  useAccountStore.getState().setData(info.data);
}

/** `POST /users/info`: name and phones; the answer is the account read again. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation<AccountInfo, ApiError, { body: ProfileUpdate; idempotencyKey: string }>({
    mutationFn: ({ body, idempotencyKey }) =>
      callEndpoint<typeof updateEndpoint>(routes.updateAccountInfo, { body, idempotencyKey }),
    onSuccess: (info) => storeAccountInfo(queryClient, info),
  });
}

/**
 * `POST /users/change-password` with this session's access token: every other session ends and
 * this device keeps going with the new tokens it answers. A 401/403 here is the form's error,
 * not a logout (the API client exempts users/change-password).
 */
export function useChangePassword() {
  return useMutation<void, ApiError, PasswordChange>({
    mutationFn: async (body) => {
      const accessToken = useAuthStore.getState().token?.accessToken;
      const tokens = await callEndpoint<typeof changePasswordEndpoint>(routes.changePassword, {
        body: { ...body, accessToken: accessToken ?? '' },
      });
      saveTokens(tokens);
    },
  });
}
