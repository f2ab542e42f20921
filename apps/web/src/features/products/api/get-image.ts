import { endpointUrl } from '@paydesk/domain/endpoint';
import * as routes from '@paydesk/domain/routes/files';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiRawClient } from '../../../shared/api/api-client';
import { productKeys } from './product-keys';

/** `GET /merchants/{id}/files/{fileId}`: an image's bytes (the call needs the session's bearer). */
async function getImage(merchantId: number, fileId: string, signal?: AbortSignal) {
  const response = await apiRawClient(
    endpointUrl(routes.getFile, { params: { id: merchantId, fileId } }),
    { signal },
  );
  return response.blob();
}

/** A product image as an object URL for an `<img>` (revoked when it changes or goes). */
export function useImageUrl(
  merchantId: number,
  fileId: string | null,
): { url: string | undefined; failed: boolean } {
  const image = useQuery({
    queryKey: productKeys.image(merchantId, fileId ?? ''),
    queryFn: ({ signal }) => getImage(merchantId, fileId ?? '', signal),
    enabled: fileId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const blob = fileId === null ? undefined : image.data;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, failed: image.isError };
}
