import { apiRawClient, type RawApiClient } from './api-client';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';

export interface DownloadOptions {
  /** Cancels the download (a Cancel button): the promise rejects with the abort's reason. */
  signal?: AbortSignal;
  /** The Accept header: 'text/csv'. */
  accept?: string;
  /** false for a public endpoint: no bearer. Default true. */
  auth?: boolean;
  /** The file's name when the answer names none. */
  fallbackName: string;
  /** Each piece of the body as it arrives, and the bytes so far (progress, row counts). */
  onChunk?: (chunk: Uint8Array, bytes: number) => void;
  /** The client to call with (tests); the app's by default. */
  client?: RawApiClient;
}

export interface DownloadedFile {
  filename: string;
  bytes: number;
  type: string;
}

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` first), without folders. */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  let name: string | undefined;
  const encoded = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)?.[1]?.replace(/\\(.)/g, '$1');
  name ??= /filename\s*=\s*([^;\s]+)/i.exec(header)?.[1];
  const clean = name
    ?.split(/[\\/]/)
    .pop()
    ?.replace(/\p{Cc}/gu, '')
    .trim();
  return clean || undefined;
}

/** Hands a Blob to the browser's download through a temporary `<a download>`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers read the URL after the click returns.
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
}

/**
 * Downloads an API answer as a file: called with the session's bearer (the API client's
 * token and refresh logic), read as a stream so the caller can show progress, then saved
 * through a Blob under the server's file name. A failed answer rejects with its ApiError.
 */
export async function downloadFile(
  path: string,
  options: DownloadOptions,
): Promise<DownloadedFile> {
  const { signal } = options;
  const client = options.client ?? apiRawClient;
  const response = await client(path, {
    signal,
    auth: options.auth,
    headers: options.accept ? { Accept: options.accept } : undefined,
  });
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const filename =
    filenameFromDisposition(response.headers.get('content-disposition')) ?? options.fallbackName;
  const chunks: BlobPart[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  if (reader) {
    const stop = () => void reader.cancel(signal?.reason).catch(() => undefined);
    signal?.addEventListener('abort', stop, { once: true });
    try {
      for (;;) {
        signal?.throwIfAborted();
        const { done, value } = await reader.read();
        signal?.throwIfAborted();
        if (done) break;
        chunks.push(value);
        bytes += value.byteLength;
        options.onChunk?.(value, bytes);
      }
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error;
      throw new ApiError({
        status: 0,
        kind: 'network',
        message: NETWORK_ERROR_MESSAGE,
        cause: error,
      });
    } finally {
      signal?.removeEventListener('abort', stop);
    }
  }
  saveBlob(new Blob(chunks, { type }), filename);
  return { filename, bytes, type };
}
