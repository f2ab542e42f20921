import type {
  AddSubscription,
  NotificationSettingKey,
  NotificationType,
} from '@paydesk/domain/admin-merchant-records';
import { endpointUrl } from '@paydesk/domain/endpoint';
import type * as endpoints from '@paydesk/domain/endpoints/admin-merchant-records';
import type { UpdateBankingDetails } from '@paydesk/domain/merchant-details';
import * as routes from '@paydesk/domain/routes/admin-merchant-records';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { downloadFile } from '../../../shared/api/download-file';
import { retryUnless } from '../../../shared/api/retry-unless';
import { merchantProfileKeys } from './merchant-profile-keys';

/**
 * The profile's records (Contact, Banking, Users, Notifications, Documents): reads, the two
 * reveals and the edits. Keys live under merchantProfileKeys.merchant(id), so a change of the
 * merchant refreshes them with the profile.
 */

export const merchantRecordKeys = {
  records: (merchantId: number) =>
    [...merchantProfileKeys.merchant(merchantId), 'records'] as const,
  contacts: (merchantId: number) =>
    [...merchantRecordKeys.records(merchantId), 'contacts'] as const,
  banking: (merchantId: number) => [...merchantRecordKeys.records(merchantId), 'banking'] as const,
  users: (merchantId: number) => [...merchantRecordKeys.records(merchantId), 'users'] as const,
  userAssignments: (merchantId: number) =>
    [...merchantRecordKeys.records(merchantId), 'merchantusers'] as const,
  notifications: (merchantId: number) =>
    [...merchantRecordKeys.records(merchantId), 'notifications'] as const,
  documents: (merchantId: number, types: readonly number[]) =>
    [...merchantRecordKeys.records(merchantId), 'documents', types.join(',')] as const,
  allDocuments: (merchantId: number) =>
    [...merchantRecordKeys.records(merchantId), 'documents'] as const,
};

export type MerchantContacts = Awaited<ReturnType<typeof getMerchantContacts>>;
export type MerchantBanking = Awaited<ReturnType<typeof getMerchantBanking>>;
export type MerchantUsers = Awaited<ReturnType<typeof getMerchantUsers>>;
export type MerchantUserAssignments = Awaited<ReturnType<typeof getMerchantUserAssignments>>;
export type MerchantNotifications = Awaited<ReturnType<typeof getMerchantNotifications>>;
export type MerchantDocuments = Awaited<ReturnType<typeof getMerchantDocuments>>;

const params = (merchantId: number) => ({ params: { id: merchantId } });

export const getMerchantContacts = (merchantId: number, signal?: AbortSignal) =>
  callEndpoint<typeof endpoints.getMerchantContacts>(routes.getMerchantContacts, {
    ...params(merchantId),
    signal,
  });
export const getMerchantBanking = (merchantId: number, signal?: AbortSignal) =>
  callEndpoint<typeof endpoints.getMerchantBanking>(routes.getMerchantBanking, {
    ...params(merchantId),
    signal,
  });
export const getMerchantUsers = (merchantId: number, signal?: AbortSignal) =>
  callEndpoint<typeof endpoints.getMerchantUsers>(routes.getMerchantUsers, {
    ...params(merchantId),
    signal,
  });
export const getMerchantUserAssignments = (merchantId: number, signal?: AbortSignal) =>
  callEndpoint<typeof endpoints.getMerchantUserAssignments>(routes.getMerchantUserAssignments, {
    ...params(merchantId),
    signal,
  });
export const getMerchantNotifications = (merchantId: number, signal?: AbortSignal) =>
  callEndpoint<typeof endpoints.getMerchantNotifications>(routes.getMerchantNotifications, {
    ...params(merchantId),
    signal,
  });
export const getMerchantDocuments = (
  merchantId: number,
  types: readonly number[],
  signal?: AbortSignal,
) =>
  callEndpoint<typeof endpoints.getMerchantDocuments>(routes.getMerchantDocuments, {
    ...params(merchantId),
    query: { document_type: types.length > 0 ? types.join(',') : undefined },
    signal,
  });

const read = { retry: retryUnless(403, 404) };

export const useMerchantContacts = (merchantId: number) =>
  useQuery({
    queryKey: merchantRecordKeys.contacts(merchantId),
    queryFn: ({ signal }) => getMerchantContacts(merchantId, signal),
    ...read,
  });
export const useMerchantBanking = (merchantId: number) =>
  useQuery({
    queryKey: merchantRecordKeys.banking(merchantId),
    queryFn: ({ signal }) => getMerchantBanking(merchantId, signal),
    ...read,
  });
export const useMerchantUsers = (merchantId: number) =>
  useQuery({
    queryKey: merchantRecordKeys.users(merchantId),
    queryFn: ({ signal }) => getMerchantUsers(merchantId, signal),
    ...read,
  });
export const useMerchantUserAssignments = (merchantId: number) =>
  useQuery({
    queryKey: merchantRecordKeys.userAssignments(merchantId),
    queryFn: ({ signal }) => getMerchantUserAssignments(merchantId, signal),
    ...read,
  });
export const useMerchantNotifications = (merchantId: number) =>
  useQuery({
    queryKey: merchantRecordKeys.notifications(merchantId),
    queryFn: ({ signal }) => getMerchantNotifications(merchantId, signal),
    ...read,
  });
export const useMerchantDocuments = (merchantId: number, types: readonly number[]) =>
  useQuery({
    queryKey: merchantRecordKeys.documents(merchantId, types),
    queryFn: ({ signal }) => getMerchantDocuments(merchantId, types, signal),
    ...read,
  });

/**
 * The two reveals are mutations, not queries: their answers are never put in the query cache
 * (nothing to keep after the screen drops them), and each press is one audited read.
 * `gcTime: 0` drops the mutation's state (and its data) as soon as no component uses it.
 */
export function useRevealFullSsn(merchantId: number) {
  return useMutation<{ merchantContactId: number; ssn: string }, ApiError, number>({
    mutationFn: (merchantContactId) =>
      callEndpoint<typeof endpoints.getMerchantFullSsn>(routes.getMerchantFullSsn, {
        ...params(merchantId),
        query: { merchantContactId: String(merchantContactId) },
      }),
    gcTime: 0,
  });
}

export function useRevealBankAccount(merchantId: number) {
  return useMutation<{ bankAccountNumber: string }, ApiError, void>({
    mutationFn: () =>
      callEndpoint<typeof endpoints.getMerchantBankAccount>(
        routes.getMerchantBankAccount,
        params(merchantId),
      ),
    gcTime: 0,
  });
}

interface Keyed {
  idempotencyKey?: string;
}

/** After a change: the merchant's records, history and profile read again. */
function useRecordsChanged(merchantId: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: merchantProfileKeys.merchant(merchantId) });
}

export function useUpdateBankingInfo(merchantId: number) {
  const changed = useRecordsChanged(merchantId);
  return useMutation<MerchantBanking, ApiError, { body: UpdateBankingDetails } & Keyed>({
    mutationFn: ({ body, idempotencyKey }) =>
      callEndpoint<typeof endpoints.updateMerchantBankingInfo>(routes.updateMerchantBankingInfo, {
        ...params(merchantId),
        body,
        idempotencyKey,
      }),
    onSuccess: changed,
  });
}

export function useUnassignUser(merchantId: number) {
  const changed = useRecordsChanged(merchantId);
  return useMutation<undefined, ApiError, number>({
    mutationFn: (userId) =>
      callEndpoint<typeof endpoints.unassignMerchantUser>(routes.unassignMerchantUser, {
        params: { userId, merchantId },
      }),
    onSuccess: changed,
  });
}

/** One of the four toggles (each its own route). */
function setNotificationSetting(merchantId: number, key: NotificationSettingKey, enabled: boolean) {
  const input = { ...params(merchantId), body: { enabled } };
  switch (key) {
    case 'enableNotifications':
      return callEndpoint<typeof endpoints.setEnableNotifications>(
        routes.setEnableNotifications,
        input,
      );
    case 'disputeNotifications':
      return callEndpoint<typeof endpoints.setDisputeNotifications>(
        routes.setDisputeNotifications,
        input,
      );
    case 'failedPayoutNotifications':
      return callEndpoint<typeof endpoints.setFailedPayoutNotifications>(
        routes.setFailedPayoutNotifications,
        input,
      );
    case 'bankingUpdateNotifications':
      return callEndpoint<typeof endpoints.setBankingUpdateNotifications>(
        routes.setBankingUpdateNotifications,
        input,
      );
  }
}

export function useSetNotificationSetting(merchantId: number) {
  const queryClient = useQueryClient();
  const changed = useRecordsChanged(merchantId);
  return useMutation<
    MerchantNotifications,
    ApiError,
    { key: NotificationSettingKey; enabled: boolean }
  >({
    mutationFn: ({ key, enabled }) => setNotificationSetting(merchantId, key, enabled),
    onSuccess: (data) => {
      // The answer is the new state: shown at once; the history and the rest refresh behind.
      queryClient.setQueryData(merchantRecordKeys.notifications(merchantId), data);
      void changed();
    },
  });
}

export function useChangeSubscription(merchantId: number) {
  const queryClient = useQueryClient();
  const changed = useRecordsChanged(merchantId);
  return useMutation<
    MerchantNotifications,
    ApiError,
    { type: NotificationType; email: string; action: 'add' | 'remove' } & Keyed
  >({
    mutationFn: ({ type, email, action, idempotencyKey }) =>
      action === 'add'
        ? callEndpoint<typeof endpoints.addNotificationSubscription>(
            routes.addNotificationSubscription,
            {
              params: { id: merchantId, type },
              body: { email } satisfies AddSubscription,
              idempotencyKey,
            },
          )
        : callEndpoint<typeof endpoints.removeNotificationSubscription>(
            routes.removeNotificationSubscription,
            { params: { id: merchantId, type }, query: { email } },
          ),
    onSuccess: (data) => {
      // The answer is the new state: shown at once; the history and the rest refresh behind.
      queryClient.setQueryData(merchantRecordKeys.notifications(merchantId), data);
      void changed();
    },
  });
}

export function useSendDocument(merchantId: number) {
  return useMutation<{ documentId: number; sentTo: string }, ApiError, number>({
    mutationFn: (documentId) =>
      callEndpoint<typeof endpoints.sendMerchantDocument>(routes.sendMerchantDocument, {
        params: { id: merchantId, documentId },
      }),
  });
}

export function useDeleteDocument(merchantId: number) {
  const changed = useRecordsChanged(merchantId);
  return useMutation<undefined, ApiError, number>({
    mutationFn: (documentId) =>
      callEndpoint<typeof endpoints.deleteMerchantDocument>(routes.deleteMerchantDocument, {
        params: { id: merchantId, documentId },
      }),
    onSuccess: changed,
  });
}

/** Saves a document's file (the browser's download), under the server's file name. */
export function downloadDocument(merchantId: number, documentId: number, name: string) {
  return downloadFile(
    endpointUrl(routes.downloadMerchantDocument, { params: { id: merchantId, documentId } }),
    { fallbackName: name },
  );
}
