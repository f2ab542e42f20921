import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  FILE_CONTENT_TYPES,
  FILE_NOT_FOUND_MESSAGE,
  type FileKind,
  fileTypeOf,
} from '@paydesk/domain/file-purposes';
import type { UploadedFile } from '@paydesk/domain/files';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { NotFound } from '../../platform/errors';
import { whenTransactionEnds } from '../../platform/write-transaction';
import {
  type FileRow,
  fileExists,
  insertFile,
  isDeleted,
  liveFile,
  markDeleted,
} from './files.repository';
import { thumbnailDataUrl } from './thumbnails';
import {
  auditDetails,
  discardUpload,
  type FileActor,
  type FileDeps,
  type StagedUpload,
  storageKeyOf,
  thumbnailKeyOf,
} from './upload-staging';

/**
 * Uploaded files (part 1 §3 "Uploaded-file store", part 2 §5 and §7; docs/files.md). An
 * upload is streamed to storage before its call's transaction (upload-staging.ts), then its
 * row and audit row are written in the transaction (`recordUpload`). The other modules
 * (dispute evidence, CTA documents, checkout images) read files through `describeFile`.
 */

/** The Content-Disposition of a stored file's download, for every module that serves one. */
export { contentDisposition } from './file-names';
export {
  MULTIPART_PARAM_CHARSET,
  readUploadPart,
  UPLOAD_LIMITS,
  uploadFailure,
} from './upload-parts';
export type { FileActor, FileDeps, StagedUpload } from './upload-staging';
export { discardUpload, stageUpload } from './upload-staging';

function toUploadedFile(row: FileRow, merchantId: number, thumbnail: string | null): UploadedFile {
  return {
    id: row.id,
    uuid: row.id,
    merchantId,
    name: row.name,
    size: row.sizeBytes,
    type: row.type,
    contentType: row.contentType,
    fileType: fileTypeOf(row.contentType),
    thumbnail,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Writes a staged upload's row and its audit row in the call's transaction. */
async function insertStagedFile<M extends number | null>(
  tx: Database,
  staged: StagedUpload<M>,
  actor: FileActor,
  now: Date,
): Promise<FileRow> {
  const row = await insertFile(tx, {
    id: staged.id,
    merchantId: staged.merchantId,
    type: staged.purpose,
    name: staged.name,
    contentType: staged.contentType,
    sizeBytes: staged.size,
    storageKey: staged.storageKey,
    uploadedByUserId: actor.userId,
    createdAt: now,
  });
  await recordAudit(tx, {
    action: 'file-upload',
    outcome: 'success',
    userId: actor.userId,
    email: actor.email,
    ip: actor.ip,
    details: auditDetails(staged),
  });
  return row;
}

/** Records a merchant's staged upload in the call's transaction. */
export async function recordUpload(
  tx: Database,
  staged: StagedUpload,
  actor: FileActor,
  now: Date,
): Promise<UploadedFile> {
  const row = await insertStagedFile(tx, staged, actor, now);
  return toUploadedFile(
    row,
    staged.merchantId,
    staged.thumbnail ? thumbnailDataUrl(staged.thumbnail) : null,
  );
}

/**
 * Records an applicant's staged upload (no merchant yet: merchant_id null, owned by
 * uploaded_by_user_id) in the call's transaction. No merchant route reads it until the
 * application opens an account and the file moves to it.
 */
export async function recordApplicantUpload(
  tx: Database,
  staged: StagedUpload<null>,
  actor: FileActor,
  now: Date,
): Promise<{ id: string; name: string }> {
  const row = await insertStagedFile(tx, staged, actor, now);
  return { id: row.id, name: row.name };
}

/**
 * Stores a file the server made (the evidence package of a dispute's counter) as the
 * merchant's, in the call's transaction: the bytes go to storage at once, the row and its
 * audit row with the transaction; if the transaction rolls back, the bytes are deleted once it
 * has ended. The bytes are trusted (made here), so they are not sniffed again.
 */
export async function storeGeneratedFile(
  deps: FileDeps,
  tx: Database,
  file: {
    merchantId: number;
    purpose: StagedUpload['purpose'];
    name: string;
    kind: FileKind;
    bytes: Uint8Array;
  },
  actor: FileActor,
  now: Date,
  log: FastifyBaseLogger,
): Promise<UploadedFile> {
  const id = randomUUID();
  const storageKey = storageKeyOf(file.merchantId, id);
  await deps.fileStorage.put(storageKey, Readable.from([Buffer.from(file.bytes)]));
  await whenTransactionEnds(tx, async (outer) => {
    try {
      if (!(await fileExists(outer, id))) await discardUpload(deps, { storageKey });
    } catch (error) {
      log.error({ err: error, fileId: id }, 'deleting a rolled-back file from storage failed');
    }
  });
  return recordUpload(
    tx,
    {
      id,
      merchantId: file.merchantId,
      purpose: file.purpose,
      name: file.name,
      size: file.bytes.length,
      sha256: '',
      kind: file.kind,
      contentType: FILE_CONTENT_TYPES[file.kind],
      storageKey,
      thumbnail: undefined,
    },
    actor,
    now,
  );
}

const fileNotFound = () => new NotFound(FILE_NOT_FOUND_MESSAGE);

/** The merchant's live file and its bytes; 404 for an unknown, removed or other merchant's file. */
export async function openFile(
  deps: FileDeps,
  db: Database,
  merchantId: number,
  fileId: string,
  log: FastifyBaseLogger,
): Promise<{ file: UploadedFile; body: Readable }> {
  const row = await liveFile(db, merchantId, fileId);
  if (!row) throw fileNotFound();
  const body = await deps.fileStorage.get(row.storageKey);
  if (!body) {
    log.error({ fileId, storageKey: row.storageKey }, 'a live file has no bytes in storage');
    throw fileNotFound();
  }
  return { file: toUploadedFile(row, merchantId, null), body };
}

/**
 * The record of a merchant's live file without its thumbnail, or undefined for an unknown,
 * removed or other merchant's file (for modules that attach files by purpose).
 */
export async function findLiveFile(
  db: Database,
  merchantId: number,
  fileId: string,
): Promise<UploadedFile | undefined> {
  const row = await liveFile(db, merchantId, fileId);
  return row ? toUploadedFile(row, merchantId, null) : undefined;
}

/** The record of a merchant's live file, with its thumbnail (for the modules that list files). */
export async function describeFile(
  deps: FileDeps,
  db: Database,
  merchantId: number,
  fileId: string,
): Promise<UploadedFile> {
  const row = await liveFile(db, merchantId, fileId);
  if (!row) throw fileNotFound();
  let thumbnail: string | null = null;
  if (fileTypeOf(row.contentType) === 'image') {
    const stored = await deps.fileStorage.get(thumbnailKeyOf(row.storageKey));
    if (stored) {
      const chunks: Buffer[] = [];
      for await (const chunk of stored) chunks.push(chunk as Buffer);
      const contentType = row.contentType === 'image/png' ? 'image/png' : 'image/jpeg';
      thumbnail = thumbnailDataUrl({ contentType, bytes: Buffer.concat(chunks) });
    }
  }
  return toUploadedFile(row, merchantId, thumbnail);
}

/**
 * Removes a file (part 1 §4: marks it deleted) in the call's transaction, with its audit
 * row; once the transaction has committed, its bytes and thumbnail are deleted from storage
 * (a rolled-back removal leaves them). 404 for an unknown, removed or other merchant's file.
 */
export async function removeFile(
  deps: FileDeps,
  tx: Database,
  merchantId: number,
  fileId: string,
  actor: FileActor,
  now: Date,
  log: FastifyBaseLogger,
): Promise<void> {
  const row = await markDeleted(tx, merchantId, fileId, now);
  if (!row) throw fileNotFound();
  await recordAudit(tx, {
    action: 'file-remove',
    outcome: 'success',
    userId: actor.userId,
    email: actor.email,
    ip: actor.ip,
    details: auditDetails({
      merchantId,
      id: row.id,
      name: row.name,
      size: row.sizeBytes,
      purpose: row.type,
    }),
  });
  await whenTransactionEnds(tx, async (outer) => {
    try {
      if (await isDeleted(outer, row.id)) await discardUpload(deps, row);
    } catch (error) {
      // The row says removed; bytes left behind are only disk space (docs/files.md).
      log.error({ err: error, fileId: row.id }, 'deleting a removed file from storage failed');
    }
  });
}
