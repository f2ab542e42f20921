import { endpointUrl } from '@paydesk/domain/endpoint';
import * as routes from '@paydesk/domain/routes/files';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiRawClient } from '../../../shared/api/api-client';
import { checkoutKeys } from './checkout-keys';

/** `GET /merchants/{id}/files/{fileId}`: the logo's bytes (the call needs the session's bearer). */
export async function getLogo(merchantId: number, fileId: string, signal?: AbortSignal) {
  const response = await apiRawClient(
    endpointUrl(routes.getFile, { params: { id: merchantId, fileId } }),
    { signal },
  );
  return response.blob();
}

/** The logo as an object URL for an `<img>` (revoked when it changes or the screen goes). */
export function useLogoUrl(merchantId: number, fileId: string | null): string | undefined {
  const logo = useQuery({
    queryKey: checkoutKeys.logo(merchantId, fileId ?? ''),
    queryFn: ({ signal }) => getLogo(merchantId, fileId ?? '', signal),
    enabled: fileId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const blob = fileId === null ? undefined : logo.data;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
