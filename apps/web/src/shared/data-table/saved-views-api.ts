import type {
  createSavedView as createEndpoint,
  deleteSavedView as deleteEndpoint,
  getSavedViews as listEndpoint,
  updateSavedView as updateEndpoint,
} from '@paydesk/domain/endpoints/saved-views';
import * as routes from '@paydesk/domain/routes/saved-views';
import type { CreateSavedView, SavedView, UpdateSavedView } from '@paydesk/domain/saved-views';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api/api-error';
import { callEndpoint } from '../api/call-endpoint';
import { savedViewKeys } from './saved-view-keys';

/** `GET /merchants/{id}/saved-views?screen=`: the caller's views and those shared with them. */
export async function getSavedViews(
  merchantId: number,
  screen: string,
  signal?: AbortSignal,
): Promise<SavedView[]> {
  const answer = await callEndpoint<typeof listEndpoint>(routes.getSavedViews, {
    params: { id: merchantId },
    query: { screen },
    signal,
  });
  return answer.data;
}

export const savedViewsQueryOptions = (merchantId: number, screen: string) =>
  queryOptions({
    queryKey: savedViewKeys.list(merchantId, screen),
    queryFn: ({ signal }) => getSavedViews(merchantId, screen, signal),
  });

export function useSavedViews(merchantId: number | undefined, screen: string) {
  return useQuery({
    ...savedViewsQueryOptions(merchantId ?? 0, screen),
    enabled: merchantId !== undefined,
  });
}

function useInvalidateViews(merchantId: number, screen: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      queryKey: savedViewKeys.list(merchantId, screen),
      exact: true,
    });
}

/** `POST /merchants/{id}/saved-views` with the form's Idempotency-Key. */
export function useCreateSavedView(merchantId: number, screen: string) {
  const invalidate = useInvalidateViews(merchantId, screen);
  return useMutation<SavedView, ApiError, CreateSavedView & { idempotencyKey?: string }>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      callEndpoint<typeof createEndpoint>(routes.createSavedView, {
        params: { id: merchantId },
        body,
        idempotencyKey,
      }),
    onSuccess: invalidate,
  });
}

/** `PATCH /merchants/{id}/saved-views/{viewId}`: rename, share, or take the current query. */
export function useUpdateSavedView(merchantId: number, screen: string) {
  const invalidate = useInvalidateViews(merchantId, screen);
  return useMutation<SavedView, ApiError, { viewId: number; changes: UpdateSavedView }>({
    mutationFn: ({ viewId, changes }) =>
      callEndpoint<typeof updateEndpoint>(routes.updateSavedView, {
        params: { id: merchantId, viewId },
        body: changes,
      }),
    onSuccess: invalidate,
  });
}

/** `DELETE /merchants/{id}/saved-views/{viewId}` (own views only). */
export function useDeleteSavedView(merchantId: number, screen: string) {
  const invalidate = useInvalidateViews(merchantId, screen);
  return useMutation<void, ApiError, number>({
    mutationFn: async (viewId) => {
      await callEndpoint<typeof deleteEndpoint>(routes.deleteSavedView, {
        params: { id: merchantId, viewId },
      });
    },
    onSuccess: invalidate,
  });
}
