import { endpointUrl } from '@paydesk/domain/endpoint';
import * as routes from '@paydesk/domain/routes/files';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiRawClient } from '../api/api-client';

/** Query keys of an account's uploaded files' bytes (a file never changes under its id). */
export const fileKeys = {
  all: ['files'] as const,
  bytes: (merchantId: number, fileId: string) => [...fileKeys.all, merchantId, fileId] as const,
};

/** `GET /merchants/{id}/files/{fileId}`: a file's bytes (the call needs the session's bearer). */
async function getFileBytes(merchantId: number, fileId: string, signal?: AbortSignal) {
  const response = await apiRawClient(
    endpointUrl(routes.getFile, { params: { id: merchantId, fileId } }),
    { signal },
  );
  return response.blob();
}

/**
 * An uploaded image (a logo, a product's picture) as an object URL for an `<img>`, revoked when
 * it changes or the screen goes; `failed` once it could not be read.
 */
export function useFileUrl(
  merchantId: number,
  fileId: string | null,
): { url: string | undefined; failed: boolean } {
  const file = useQuery({
    queryKey: fileKeys.bytes(merchantId, fileId ?? ''),
    queryFn: ({ signal }) => getFileBytes(merchantId, fileId ?? '', signal),
    enabled: fileId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const blob = fileId === null ? undefined : file.data;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, failed: file.isError };
}
