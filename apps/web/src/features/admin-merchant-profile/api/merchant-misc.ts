import { type EndpointResult, endpointUrl } from '@paydesk/domain/endpoint';
import type * as volume from '@paydesk/domain/endpoints/admin-merchant-volume';
import type * as alerts from '@paydesk/domain/endpoints/merchant-alerts';
import type { CreateMerchantAlert } from '@paydesk/domain/merchant-alerts';
import * as volumeRoutes from '@paydesk/domain/routes/admin-merchant-volume';
import * as alertRoutes from '@paydesk/domain/routes/merchant-alerts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { downloadFile } from '../../../shared/api/download-file';
import { merchantProfileKeys } from './merchant-profile-keys';

/**
 * The Misc. and Volume tabs' calls (part 2 §7): alerts, merchant hash, client, small-dollar
 * setting, scheduled-transactions download, volumes. Keys live under the merchant's profile
 * key, so a change refreshes the profile (its alert banners) and the history too.
 */
export const merchantMiscKeys = {
  alerts: (id: number) => [...merchantProfileKeys.merchant(id), 'alerts'] as const,
  misc: (id: number) => [...merchantProfileKeys.merchant(id), 'misc'] as const,
  clients: () => [...merchantProfileKeys.all, 'clients'] as const,
  volume: (id: number) => [...merchantProfileKeys.merchant(id), 'volume'] as const,
  volumeKind: (id: number, kind: string) => [...merchantMiscKeys.volume(id), kind] as const,
};

export type MerchantAlert = EndpointResult<typeof alerts.getMerchantAlerts>['data'][number];
export type MerchantMiscState = EndpointResult<typeof volume.getMerchantMisc>;
export type MerchantHash = EndpointResult<typeof volume.viewMerchantHash>;
export type ClientItem = EndpointResult<typeof volume.getClientPickList>['data'][number];
export type AdminVolume = EndpointResult<typeof volume.getAdminCurrentDayVolume>;
export type VolumeRank = EndpointResult<typeof volume.getVolumeRank>;
export type MonthlyVolumeReport = EndpointResult<typeof volume.getMonthlyVolume>;

interface Keyed {
  idempotencyKey?: string;
}

/** After a change: everything read under the merchant (profile banners, history, the tab). */
function useMerchantChanged(merchantId: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: merchantProfileKeys.merchant(merchantId) });
}

// Alerts ------------------------------------------------------------------------------------

export function useMerchantAlerts(merchantId: number) {
  return useQuery({
    queryKey: merchantMiscKeys.alerts(merchantId),
    queryFn: ({ signal }) =>
      callEndpoint<typeof alerts.getMerchantAlerts>(alertRoutes.getMerchantAlerts, {
        params: { id: merchantId },
        signal,
      }),
  });
}

/** `POST /admin/merchants/{id}/alert`. */
export function useCreateMerchantAlert(merchantId: number) {
  const changed = useMerchantChanged(merchantId);
  return useMutation<MerchantAlert, ApiError, CreateMerchantAlert & Keyed>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof alerts.createMerchantAlert>(alertRoutes.createMerchantAlert, {
        params: { id: merchantId },
        body,
        idempotencyKey,
      }),
    onSuccess: changed,
  });
}

/** `GET .../alert/{alertId}/activate` or `/deactivate` (GETs that change state, part 2 §7). */
export function useSetMerchantAlertActive(merchantId: number) {
  const changed = useMerchantChanged(merchantId);
  return useMutation<MerchantAlert, ApiError, { alertId: number; active: boolean }>({
    mutationFn: ({ alertId, active }) =>
      active
        ? callEndpoint<typeof alerts.activateMerchantAlert>(alertRoutes.activateMerchantAlert, {
            params: { id: merchantId, alertId },
          })
        : callEndpoint<typeof alerts.deactivateMerchantAlert>(alertRoutes.deactivateMerchantAlert, {
            params: { id: merchantId, alertId },
          }),
    onSuccess: changed,
  });
}

/** `DELETE /admin/merchants/{id}/alert/{alertId}`. */
export function useDeleteMerchantAlert(merchantId: number) {
  const changed = useMerchantChanged(merchantId);
  return useMutation<undefined, ApiError, { alertId: number }>({
    mutationFn: ({ alertId }) =>
      callEndpoint<typeof alerts.deleteMerchantAlert>(alertRoutes.deleteMerchantAlert, {
        params: { id: merchantId, alertId },
      }),
    onSuccess: changed,
  });
}

// Merchant hash -----------------------------------------------------------------------------

/** `GET /admin/merchants/{id}/merchant-hash`: one audited view a call (not cached). */
export function useViewMerchantHash(merchantId: number) {
  return useMutation<MerchantHash, ApiError, void>({
    mutationFn: () =>
      callEndpoint<typeof volume.viewMerchantHash>(volumeRoutes.viewMerchantHash, {
        params: { id: merchantId },
      }),
  });
}

/** `POST /admin/merchants/{id}/merchant-hash`: a new key. */
export function useRegenerateMerchantHash(merchantId: number) {
  const changed = useMerchantChanged(merchantId);
  return useMutation<MerchantHash, ApiError, Keyed>({
    mutationFn: ({ idempotencyKey }) =>
      callEndpoint<typeof volume.regenerateMerchantHash>(volumeRoutes.regenerateMerchantHash, {
        params: { id: merchantId },
        idempotencyKey,
      }),
    onSuccess: changed,
  });
}

// Client and small-dollar setting -----------------------------------------------------------

export function useMerchantMisc(merchantId: number) {
  return useQuery({
    queryKey: merchantMiscKeys.misc(merchantId),
    queryFn: ({ signal }) =>
      callEndpoint<typeof volume.getMerchantMisc>(volumeRoutes.getMerchantMisc, {
        params: { id: merchantId },
        signal,
      }),
  });
}

export function useClientPickList(enabled = true) {
  return useQuery({
    queryKey: merchantMiscKeys.clients(),
    queryFn: ({ signal }) =>
      callEndpoint<typeof volume.getClientPickList>(volumeRoutes.getClientPickList, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** `POST /admin/merchants/{id}/client`. */
export function useSetMerchantClient(merchantId: number) {
  const changed = useMerchantChanged(merchantId);
  return useMutation<MerchantMiscState, ApiError, { client: number | null } & Keyed>({
    mutationFn: ({ idempotencyKey, client }) =>
      callEndpoint<typeof volume.setMerchantClient>(volumeRoutes.setMerchantClient, {
        params: { id: merchantId },
        body: { client },
        idempotencyKey,
      }),
    onSuccess: changed,
  });
}

/** `POST /admin/merchants/{id}/small-dollar-transaction`. */
export function useSetSmallDollar(merchantId: number) {
  const changed = useMerchantChanged(merchantId);
  return useMutation<MerchantMiscState, ApiError, { enabled: boolean }>({
    mutationFn: ({ enabled }) =>
      callEndpoint<typeof volume.setSmallDollarTransaction>(
        volumeRoutes.setSmallDollarTransaction,
        { params: { id: merchantId }, body: { enabled } },
      ),
    onSuccess: changed,
  });
}

/** `GET /admin/merchants/{id}/scheduled-trans/download`: every run, saved by the browser. */
export function downloadMerchantScheduledTransactions(merchantId: number, signal?: AbortSignal) {
  const path = endpointUrl(volumeRoutes.downloadScheduledTransactions, {
    params: { id: merchantId },
  });
  return downloadFile(path, {
    signal,
    accept: 'text/csv',
    fallbackName: `scheduled-transactions-${merchantId}.csv`,
  });
}

// Volume ------------------------------------------------------------------------------------

/** Gross, refund or chargeback-return volume of the month to date, or today's ('current-day'). */
export function useAdminVolume(
  merchantId: number,
  kind: volumeRoutes.AdminVolumeKind | 'current-day',
) {
  return useQuery({
    queryKey: merchantMiscKeys.volumeKind(merchantId, kind),
    queryFn: ({ signal }): Promise<AdminVolume> =>
      kind === 'current-day'
        ? callEndpoint<typeof volume.getAdminCurrentDayVolume>(
            volumeRoutes.getAdminCurrentDayVolume,
            { params: { id: merchantId }, query: {}, signal },
          )
        : callEndpoint<(typeof volume.getAdminVolume)[typeof kind]>(
            volumeRoutes.adminVolumeRoute(kind),
            { params: { id: merchantId }, query: {}, signal },
          ),
  });
}

export function useVolumeRank(merchantId: number) {
  return useQuery({
    queryKey: merchantMiscKeys.volumeKind(merchantId, 'rank'),
    queryFn: ({ signal }) =>
      callEndpoint<typeof volume.getVolumeRank>(volumeRoutes.getVolumeRank, {
        params: { id: merchantId },
        signal,
      }),
  });
}

export function useMonthlyVolume(merchantId: number) {
  return useQuery({
    queryKey: merchantMiscKeys.volumeKind(merchantId, 'past-16-months'),
    queryFn: ({ signal }) =>
      callEndpoint<typeof volume.getMonthlyVolume>(volumeRoutes.getMonthlyVolume, {
        params: { id: merchantId },
        signal,
      }),
  });
}
