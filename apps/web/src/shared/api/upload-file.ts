import { endpointUrl } from '@paydesk/domain/endpoint';
import type { FilePurpose } from '@paydesk/domain/file-purposes';
import type { UploadedFile } from '@paydesk/domain/files';
import * as routes from '@paydesk/domain/routes/files';
import { type ApiClientDeps, REQUEST_TIMEOUT_MS } from './api-client';
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from './api-error';
import { endsSession } from './auth-failure';
import { authHooks } from './auth-hooks';
import { apiErrorFromResponse } from './parse-error-response';

export interface UploadFileInput {
  merchantId: number | string;
  /** What the file is for: the multipart `type` field, sent before the file. */
  purpose: FilePurpose;
  file: Blob;
  /** The part's file name; a File's own name by default. */
  fileName?: string;
  /** The same key for a retry of the same file, so the server stores it once. */
  idempotencyKey: string;
  /** Cancels the upload: the promise rejects with the abort's reason. */
  signal?: AbortSignal;
  /** Bytes sent so far out of the total, as the browser reports them. */
  onProgress?: (loaded: number, total: number) => void;
}

export type UploadFile = (input: UploadFileInput) => Promise<UploadedFile>;

/** What an upload needs of the session (the API client's deps) and of the browser. */
export type UploadFileDeps = Pick<ApiClientDeps, 'getIdToken' | 'onSessionRejected' | 'baseUrl'> & {
  createRequest?: () => XMLHttpRequest;
};

function readBody(request: XMLHttpRequest): unknown {
  const text = request.responseText;
  if (!text) return undefined;
  const type = request.getResponseHeader('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Uploads one file as `multipart/form-data` (`type`, then `file`) with progress, which fetch
 * cannot report: an XMLHttpRequest with the API client's session (the bearer from the same
 * `getIdToken`, refreshed first when due; a 401/403 ends the session as for any call), the
 * route's Idempotency-Key, the caller's signal, and an ApiError carrying the server's
 * `error_message` on failure. The timeout is REQUEST_TIMEOUT_MS without progress rather than
 * for the whole upload, so a 10 MB file on a slow line is not cut off while it moves.
 */
export function createFileUploader(deps: UploadFileDeps): UploadFile {
  const baseUrl = deps.baseUrl ?? '/api';
  const createRequest = deps.createRequest ?? (() => new XMLHttpRequest());
  return async (input) => {
    const { signal } = input;
    const path = endpointUrl(routes.uploadFile, { params: { id: input.merchantId } });
    const idToken = await deps.getIdToken();
    signal?.throwIfAborted();

    const form = new FormData();
    form.append('type', input.purpose);
    const name = input.fileName ?? (input.file instanceof File ? input.file.name : 'file');
    form.append('file', input.file, name);

    const request = createRequest();
    const answer = await new Promise<{ status: number; body: unknown } | 'timeout'>(
      (resolve, reject) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const armTimer = () => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            finish();
            request.abort();
            resolve('timeout');
          }, REQUEST_TIMEOUT_MS);
        };
        const onAbort = () => {
          finish();
          request.abort();
          reject(signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
        };
        const finish = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
        };
        request.open(routes.uploadFile.method, `${baseUrl}${path}`);
        request.setRequestHeader('Accept', 'application/json');
        request.setRequestHeader('Idempotency-Key', input.idempotencyKey);
        if (idToken) request.setRequestHeader('Authorization', `Bearer ${idToken}`);
        request.upload.addEventListener('progress', (event) => {
          armTimer();
          if (event.lengthComputable) input.onProgress?.(event.loaded, event.total);
        });
        request.addEventListener('load', () => {
          finish();
          resolve({ status: request.status, body: readBody(request) });
        });
        request.addEventListener('error', () => {
          finish();
          reject(new ApiError({ status: 0, kind: 'network', message: NETWORK_ERROR_MESSAGE }));
        });
        signal?.addEventListener('abort', onAbort, { once: true });
        armTimer();
        request.send(form);
      },
    );

    if (answer === 'timeout') {
      throw new ApiError({ status: 0, kind: 'timeout', message: TIMEOUT_ERROR_MESSAGE });
    }
    if (answer.status < 200 || answer.status >= 300) {
      if (idToken && endsSession(answer.status, path)) {
        deps.onSessionRejected?.(answer.status, path);
      }
      throw await apiErrorFromResponse(answer.status, answer.body);
    }
    return answer.body as UploadedFile;
  };
}

/** The app's upload, over the session the API client uses (base /api). */
export const uploadFile: UploadFile = createFileUploader({
  getIdToken: () => authHooks.getIdToken(),
  onSessionRejected: (status, path) => authHooks.onSessionRejected(status, path),
});
