import type {
  ChangeAdminUserEmailInput,
  CreateAdminUserInput,
  UpdateAdminUserInfoInput,
} from '@paydesk/domain/admin-users';
import type { unassignMerchantUser as unassignEndpoint } from '@paydesk/domain/endpoints/admin-merchant-records';
import type * as endpoints from '@paydesk/domain/endpoints/admin-users';
import type { resetTwoFactor as resetTwoFactorEndpoint } from '@paydesk/domain/endpoints/two-factor';
import * as recordRoutes from '@paydesk/domain/routes/admin-merchant-records';
import * as routes from '@paydesk/domain/routes/admin-users';
import * as twoFactorRoutes from '@paydesk/domain/routes/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { adminUserKeys } from './admin-user-keys';
import type { AdminUser, AdminUserPermissions, UserMerchantAccess } from './admin-user-queries';

interface Keyed {
  idempotencyKey: string;
}

/** After a change to a user: the lists and everything read of that user. */
function useUserChanged(id?: number) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() });
    if (id !== undefined)
      await queryClient.invalidateQueries({ queryKey: adminUserKeys.detail(id) });
  };
}

/** `POST /v2/admin/users`: a staff or merchant user, invited by e-mail. */
export function useCreateAdminUser() {
  const changed = useUserChanged();
  return useMutation<AdminUser, ApiError, CreateAdminUserInput & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof endpoints.createAdminUser>(routes.createAdminUser, {
        body,
        idempotencyKey,
      }),
    onSuccess: changed,
  });
}

/** `POST /v2/admin/users/{id}/info`: names and phone. */
export function useUpdateAdminUser(id: number) {
  const changed = useUserChanged(id);
  return useMutation<AdminUser, ApiError, UpdateAdminUserInfoInput & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof endpoints.updateAdminUserInfo>(routes.updateAdminUserInfo, {
        params: { id },
        body,
        idempotencyKey,
      }),
    onSuccess: changed,
  });
}

/** `POST /v2/admin/users/{id}/email`. */
export function useChangeAdminUserEmail(id: number) {
  const changed = useUserChanged(id);
  return useMutation<AdminUser, ApiError, ChangeAdminUserEmailInput & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof endpoints.changeAdminUserEmail>(routes.changeAdminUserEmail, {
        params: { id },
        body,
        idempotencyKey,
      }),
    onSuccess: changed,
  });
}

export type UserAction = 'enable' | 'disable' | 'delete' | 'reset' | 'reset-two-factor';

/** Enable, disable, delete, reset password, reset two-factor: one user action. */
export function useUserAction(id: number) {
  const changed = useUserChanged(id);
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, UserAction>({
    mutationFn: (action) => {
      switch (action) {
        case 'enable':
          return callEndpoint<typeof endpoints.enableAdminUser>(routes.enableAdminUser, {
            body: { id },
          });
        case 'disable':
          return callEndpoint<typeof endpoints.disableAdminUser>(routes.disableAdminUser, {
            body: { id },
          });
        case 'delete':
          return callEndpoint<typeof endpoints.deleteAdminUser>(routes.deleteAdminUser, {
            body: { id },
          });
        case 'reset':
          return callEndpoint<typeof endpoints.resetAdminUserPassword>(
            routes.resetAdminUserPassword,
            { params: { id } },
          );
        case 'reset-two-factor':
          return callEndpoint<typeof resetTwoFactorEndpoint>(twoFactorRoutes.resetTwoFactor, {
            params: { id },
          });
      }
    },
    onSuccess: async (_answer, action) => {
      if (action === 'delete') {
        queryClient.removeQueries({ queryKey: adminUserKeys.detail(id) });
        await queryClient.invalidateQueries({ queryKey: adminUserKeys.lists() });
      } else {
        await changed();
      }
    },
  });
}

/**
 * Grants or revokes one admin key: the switch turns at once (optimistic) and turns back when the
 * server refuses.
 */
export function useSetUserPermission(id: number) {
  const queryClient = useQueryClient();
  const key = adminUserKeys.permissions(id);
  return useMutation<
    AdminUserPermissions,
    ApiError,
    { slug: string; enabled: boolean },
    { previous: AdminUserPermissions | undefined }
  >({
    mutationFn: ({ slug, enabled }) => {
      const params = { userId: id, permissionKey: slug as never };
      return enabled
        ? callEndpoint<typeof endpoints.grantUserPermission>(routes.grantUserPermission, { params })
        : callEndpoint<typeof endpoints.revokeUserPermission>(routes.revokeUserPermission, {
            params,
          });
    },
    onMutate: async ({ slug, enabled }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AdminUserPermissions>(key);
      if (previous) {
        queryClient.setQueryData<AdminUserPermissions>(key, {
          data: previous.data.map((p) => (p.slug === slug ? { ...p, enabled } : p)),
        });
      }
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
}

/** Grants or revokes a role (Admin makes the user staff). */
export function useSetUserRole(id: number) {
  const changed = useUserChanged(id);
  return useMutation<unknown, ApiError, { role: 'mp_admin' | 'mp_user'; grant: boolean }>({
    mutationFn: ({ role, grant }) => {
      const params = { userId: id, roleName: role };
      return grant
        ? callEndpoint<typeof endpoints.grantUserRole>(routes.grantUserRole, { params })
        : callEndpoint<typeof endpoints.revokeUserRole>(routes.revokeUserRole, { params });
    },
    onSettled: changed,
  });
}

export type MerchantChange =
  | { access: 0 | 1 }
  | { isAdmin: boolean }
  | { key: string; grant: boolean };

/** A change of the user's access on one merchant account: optimistic, rolled back on error. */
export function useChangeUserMerchant(id: number, merchantId: number) {
  const queryClient = useQueryClient();
  const key = adminUserKeys.merchant(id, merchantId);
  return useMutation<
    UserMerchantAccess,
    ApiError,
    MerchantChange,
    { previous: UserMerchantAccess | undefined }
  >({
    mutationFn: (change) => {
      const params = { id, mid: merchantId };
      if ('key' in change) {
        const keyParams = { ...params, key: change.key as never };
        return change.grant
          ? callEndpoint<typeof endpoints.grantUserMerchantPermission>(
              routes.grantUserMerchantPermission,
              { params: keyParams },
            )
          : callEndpoint<typeof endpoints.revokeUserMerchantPermission>(
              routes.revokeUserMerchantPermission,
              { params: keyParams },
            );
      }
      return callEndpoint<typeof endpoints.updateUserMerchantAccess>(
        routes.updateUserMerchantAccess,
        { params, body: change },
      );
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<UserMerchantAccess>(key);
      if (previous) {
        const next =
          'key' in change
            ? {
                ...previous,
                permissions: previous.permissions.map((p) =>
                  p.slug === change.key ? { ...p, enabled: change.grant } : p,
                ),
              }
            : { ...previous, ...change };
        queryClient.setQueryData<UserMerchantAccess>(key, next);
      }
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: async (answer) => {
      queryClient.setQueryData(key, answer);
      await queryClient.invalidateQueries({ queryKey: adminUserKeys.info(id) });
    },
  });
}

/** `DELETE /v2/admin/users/{id}/fromMerchant/{merchantId}` (the profile's unassign). */
export function useUnassignFromMerchant(id: number, merchantId: number) {
  const changed = useUserChanged(id);
  return useMutation<undefined, ApiError, void>({
    mutationFn: () =>
      callEndpoint<typeof unassignEndpoint>(recordRoutes.unassignMerchantUser, {
        params: { userId: id, merchantId },
      }),
    onSuccess: changed,
  });
}
