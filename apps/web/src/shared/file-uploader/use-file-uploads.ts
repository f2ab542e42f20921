import type { deleteFile } from '@paydesk/domain/endpoints/files';
import {
  type AcceptedFiles,
  acceptedFiles,
  FILE_NOT_FOUND_MESSAGE,
  type FilePurpose,
} from '@paydesk/domain/file-purposes';
import type { UploadedFile } from '@paydesk/domain/files';
import * as routes from '@paydesk/domain/routes/files';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../api/api-error';
import { callEndpoint, newIdempotencyKey } from '../api/call-endpoint';
import { uploadFile } from '../api/upload-file';
import type { ErrorKey } from '../errors/error-message';
import { handleError } from '../errors/handle-error';
import { checkFile, withErrors } from './check-file';

/** One file of the uploaded-file store (part 1 §3), under its local id. */
export interface FileUpload {
  localId: string;
  /** The name, browser content type and size of the chosen file (the server's once it answers). */
  name: string;
  type: string;
  size: number;
  /** The server's answer, once uploaded. */
  info: UploadedFile | undefined;
  /** 0-100; 100 once uploaded. */
  progress: number;
  /** Why the upload failed, each message once (the client's checks or the server's). */
  errors: readonly string[];
  /** Removed (or abandoned): no longer shown or handed on. */
  deleted: boolean;
  uploading: boolean;
  removing: boolean;
  /** Why the last removal failed; the file stays uploaded and listed. */
  removeError: string | undefined;
  /** The upload failed on the way (network, time-out, server error): it may be sent again. */
  retryable: boolean;
}

export interface UseFileUploadsOptions {
  merchantId: number | string;
  purpose: FilePurpose;
  /** What the picker and the checks take; the purpose's kinds by default. */
  accept?: AcceptedFiles;
  /**
   * Keys under which the central error handler also reports what went wrong on the way (an
   * upload that failed for the network or the server, a failed removal), besides the message
   * under the file: part 2 §8's adminUploadDisputeFileError and adminRemoveDisputeFileError
   * for staff. A file the server refused (its size or kind) is only listed under the file.
   */
  errorKeys?: UploadErrorKeys;
}

export interface UploadErrorKeys {
  upload: ErrorKey;
  remove: ErrorKey;
}

export interface FileUploads {
  /** Every file of the store in the order chosen, deleted ones included (flagged). */
  files: readonly FileUpload[];
  /** The uploaded files that are neither deleted nor errored, in order. */
  liveFiles: readonly UploadedFile[];
  accept: AcceptedFiles;
  /** Checks each file and uploads those that pass; the others are listed with their errors. */
  add: (files: readonly File[]) => void;
  /** Sends a failed upload again with the same Idempotency-Key. */
  retry: (localId: string) => void;
  /** Removes a file: cancels its upload, forgets a failed one, or deletes it on the server. */
  remove: (localId: string) => Promise<void>;
  isUploadingFile: boolean;
  isRemovingFile: boolean;
}

/** What a file needs beyond the state: the bytes, the key and the upload's controller. */
interface Pending {
  file: File;
  idempotencyKey: string;
  controller: AbortController | undefined;
}

let lastLocalId = 0;

/**
 * Deletes an uploaded file; the server's 'The File specified by the UUID was not found'
 * counts as deleted (part 1 §4: it is gone either way).
 */
async function deleteOnServer(merchantId: number | string, fileId: string): Promise<void> {
  try {
    await callEndpoint<typeof deleteFile>(routes.deleteFile, {
      params: { id: merchantId, fileId },
    });
  } catch (error) {
    if (isApiError(error) && error.errorMessage === FILE_NOT_FOUND_MESSAGE) return;
    throw error;
  }
}

/** The messages of a failed call: the server's `error_message` and field messages, or the error's own. */
function messagesOf(error: unknown): string[] {
  if (isApiError(error)) {
    const fields = Object.values(error.fieldErrors ?? {}).flat();
    const messages = [error.errorMessage ?? '', ...fields].filter(Boolean);
    return messages.length > 0 ? messages : [error.message];
  }
  return [error instanceof Error ? error.message : String(error)];
}

function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind !== 'http' || error.status >= 500 || error.status === 409;
}

/**
 * The uploaded-file store of part 1 §3 for one uploader: files under a local id with their
 * info, progress, errors and deleted flag, and whether any is uploading or being removed.
 * A file over 10 MB or of a kind the purpose does not take is listed with the server's own
 * message and never sent. A removal the server answers with 'The File specified by the UUID
 * was not found' counts as done (part 1 §4). Uploads still running when the uploader goes
 * away are cancelled.
 */
export function useFileUploads({
  merchantId,
  purpose,
  accept,
  errorKeys,
}: UseFileUploadsOptions): FileUploads {
  const accepted = useMemo(() => accept ?? acceptedFiles(purpose), [accept, purpose]);
  const [files, setFiles] = useState<readonly FileUpload[]>([]);
  const pending = useRef(new Map<string, Pending>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const running = pending.current;
    return () => {
      mounted.current = false;
      for (const entry of running.values()) entry.controller?.abort();
    };
  }, []);

  const update = useCallback((localId: string, change: (file: FileUpload) => FileUpload) => {
    if (!mounted.current) return;
    setFiles((list) => list.map((file) => (file.localId === localId ? change(file) : file)));
  }, []);

  const send = useCallback(
    (localId: string) => {
      const entry = pending.current.get(localId);
      if (!entry) return;
      const controller = new AbortController();
      entry.controller = controller;
      update(localId, (file) => ({
        ...file,
        uploading: true,
        progress: 0,
        errors: [],
        retryable: false,
      }));
      uploadFile({
        merchantId,
        purpose,
        file: entry.file,
        idempotencyKey: entry.idempotencyKey,
        signal: controller.signal,
        onProgress: (loaded, total) => {
          const progress = total > 0 ? Math.min(99, Math.floor((loaded / total) * 100)) : 0;
          update(localId, (file) => (file.progress === progress ? file : { ...file, progress }));
        },
      }).then(
        (info) => {
          entry.controller = undefined;
          // Removed while its answer was on the way: the server keeps no file nobody sees.
          if (!pending.current.has(localId)) {
            void deleteOnServer(merchantId, info.id).catch(() => undefined);
            return;
          }
          update(localId, (file) => ({
            ...file,
            info,
            name: info.name,
            type: info.contentType,
            size: info.size,
            progress: 100,
            uploading: false,
          }));
        },
        (error: unknown) => {
          entry.controller = undefined;
          if (controller.signal.aborted) return;
          if (errorKeys && isRetryable(error)) handleError(error, { key: errorKeys.upload });
          update(localId, (file) => ({
            ...file,
            uploading: false,
            errors: withErrors(file.errors, messagesOf(error)),
            retryable: isRetryable(error),
          }));
        },
      );
    },
    [merchantId, purpose, update, errorKeys],
  );

  const add = useCallback(
    (chosen: readonly File[]) => {
      const added = chosen.map((file): FileUpload => {
        lastLocalId += 1;
        return {
          localId: `file-${lastLocalId}`,
          name: file.name,
          type: file.type,
          size: file.size,
          info: undefined,
          progress: 0,
          errors: withErrors([], checkFile(file, accepted)),
          deleted: false,
          uploading: false,
          removing: false,
          removeError: undefined,
          retryable: false,
        };
      });
      added.forEach((entry, index) => {
        const file = chosen[index];
        if (file && entry.errors.length === 0) {
          pending.current.set(entry.localId, {
            file,
            idempotencyKey: newIdempotencyKey(),
            controller: undefined,
          });
        }
      });
      setFiles((list) => [...list, ...added]);
      for (const entry of added) if (entry.errors.length === 0) send(entry.localId);
    },
    [accepted, send],
  );

  const retry = useCallback(
    (localId: string) => {
      const entry = files.find((file) => file.localId === localId);
      if (!entry || entry.info || entry.uploading || entry.deleted || !entry.retryable) return;
      send(localId);
    },
    [files, send],
  );

  const remove = useCallback(
    async (localId: string) => {
      const entry = files.find((file) => file.localId === localId);
      if (!entry || entry.deleted || entry.removing) return;
      const info = entry.info;
      if (!info) {
        pending.current.get(localId)?.controller?.abort();
        pending.current.delete(localId);
        update(localId, (file) => ({ ...file, uploading: false, deleted: true }));
        return;
      }
      update(localId, (file) => ({ ...file, removing: true, removeError: undefined }));
      try {
        await deleteOnServer(merchantId, info.id);
      } catch (error) {
        if (errorKeys) handleError(error, { key: errorKeys.remove });
        update(localId, (file) => ({
          ...file,
          removing: false,
          removeError: messagesOf(error).join(' '),
        }));
        return;
      }
      pending.current.delete(localId);
      update(localId, (file) => ({ ...file, removing: false, deleted: true }));
    },
    [files, merchantId, update, errorKeys],
  );

  const liveFiles = useMemo(
    () =>
      files.flatMap((file) =>
        file.info && !file.deleted && file.errors.length === 0 ? [file.info] : [],
      ),
    [files],
  );

  return {
    files,
    liveFiles,
    accept: accepted,
    add,
    retry,
    remove,
    isUploadingFile: files.some((file) => file.uploading && !file.deleted),
    isRemovingFile: files.some((file) => file.removing),
  };
}
