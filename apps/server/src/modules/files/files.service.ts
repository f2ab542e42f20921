import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  acceptedFiles,
  FILE_NOT_FOUND_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  type FileKind,
  type FilePurpose,
  fileTypeOf,
  MAX_FILE_BYTES,
} from '@paydesk/domain/file-purposes';
import type { UploadedFile } from '@paydesk/domain/files';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError, NotFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/file-storage/file-storage';
import { whenTransactionEnds } from '../../platform/write-transaction';
import { contentTypeOf, SNIFF_BYTES, sniffKind } from './content-sniffing';
import { type FileRow, insertFile, isDeleted, liveFile, markDeleted } from './files.repository';
import { hasThumbnail, makeThumbnail, type Thumbnail, thumbnailDataUrl } from './thumbnails';

/**
 * Uploaded files (part 1 §3 "Uploaded-file store", part 2 §5 and §7; docs/files.md). An
 * upload is streamed to storage before its call's transaction (its kind decided from the
 * first bytes, its size counted as it arrives), then its row and audit row are written in
 * the transaction. The other modules (dispute evidence, CTA documents, checkout images)
 * read files through `describeFile`.
 */

export const EMPTY_FILE_MESSAGE = 'The file is empty.';
export const IMAGE_UNREADABLE_MESSAGE =
  'The image could not be read. Upload a PNG or JPG that opens on your computer.';

export interface FileDeps {
  fileStorage: FileStorage;
  database: { db: Database };
}

/** Who acts, for the audit log. */
export interface FileActor {
  userId: number;
  email: string;
  ip: string;
}

export class FileTooLarge extends AppError {
  constructor() {
    super(413, FILE_TOO_LARGE_MESSAGE);
  }
}

/** An upload whose bytes are stored and whose row is not written yet. */
export interface StagedUpload {
  id: string;
  merchantId: number;
  purpose: FilePurpose;
  name: string;
  size: number;
  /** SHA-256 of the bytes (hex): part of what identifies the request for its Idempotency-Key. */
  sha256: string;
  kind: FileKind;
  contentType: string;
  storageKey: string;
  thumbnail: Thumbnail | undefined;
}

const storageKeyOf = (merchantId: number, fileId: string) => `merchants/${merchantId}/${fileId}`;
const thumbnailKeyOf = (storageKey: string) => `${storageKey}.thumb`;

const auditDetails = (f: {
  merchantId: number;
  id: string;
  name: string;
  size: number;
  purpose: FilePurpose;
}) => ({ merchantId: f.merchantId, fileId: f.id, name: f.name, size: f.size, type: f.purpose });

/** Counts and hashes the bytes as they pass; over the limit it fails the stream. */
async function* metered(
  head: Buffer,
  rest: AsyncIterator<Buffer> | undefined,
  meter: { size: number; hash: ReturnType<typeof createHash> },
): AsyncGenerator<Buffer> {
  const pass = (chunk: Buffer) => {
    meter.size += chunk.length;
    if (meter.size > MAX_FILE_BYTES) throw new FileTooLarge();
    meter.hash.update(chunk);
    return chunk;
  };
  try {
    yield pass(head);
    if (!rest) return;
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield pass(next.value);
  } finally {
    await rest?.return?.();
  }
}

/** The first SNIFF_BYTES (or all, for a smaller file), and the iterator of the rest. */
async function readHead(
  file: Readable,
): Promise<{ head: Buffer; rest: AsyncIterator<Buffer> | undefined }> {
  const iterator = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let bytes = 0;
  while (bytes < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) return { head: Buffer.concat(chunks), rest: undefined };
    chunks.push(next.value);
    bytes += next.value.length;
  }
  return { head: Buffer.concat(chunks), rest: iterator };
}

/**
 * Streams one file to storage, outside any transaction: refuses it (422, naming what the
 * purpose takes) when its first bytes are not an accepted kind, and stops it at 10 MB (413),
 * storing nothing in either case; a PNG or JPEG gets its thumbnail stored beside it. Never
 * holds more than one chunk of the file (plus its first 4 KiB) in memory.
 */
export async function stageUpload(
  deps: FileDeps,
  input: { merchantId: number; purpose: FilePurpose; name: string; file: Readable },
  actor: FileActor,
  log: FastifyBaseLogger,
): Promise<StagedUpload> {
  const id = randomUUID();
  const attempt = { merchantId: input.merchantId, id, name: input.name, purpose: input.purpose };
  const refuse = async (error: AppError, size: number, reason: string) => {
    await recordAudit(deps.database.db, {
      action: 'file-upload',
      outcome: 'failure',
      userId: actor.userId,
      email: actor.email,
      ip: actor.ip,
      details: { ...auditDetails({ ...attempt, size }), reason },
    });
    return error;
  };

  const { head, rest } = await readHead(input.file);
  if (head.length === 0) throw await refuse(new AppError(422, EMPTY_FILE_MESSAGE), 0, 'empty');
  const accepted = acceptedFiles(input.purpose);
  const { kind, detected } = await sniffKind(head);
  if (!kind || !accepted.kinds.includes(kind)) {
    await rest?.return?.();
    log.info({ detected: detected ?? 'unknown', purpose: input.purpose }, 'upload refused: kind');
    throw await refuse(
      new AppError(422, accepted.message),
      head.length,
      `kind ${detected ?? 'unknown'}`,
    );
  }

  const contentType = contentTypeOf(kind);
  const storageKey = storageKeyOf(input.merchantId, id);
  const meter = { size: 0, hash: createHash('sha256') };
  try {
    await deps.fileStorage.put(storageKey, Readable.from(metered(head, rest, meter)), {
      contentType,
    });
  } catch (error) {
    if (error instanceof FileTooLarge) throw await refuse(error, meter.size, 'too large');
    throw error;
  }

  let thumbnail: Thumbnail | undefined;
  if (hasThumbnail(kind)) {
    try {
      const source = await deps.fileStorage.get(storageKey);
      if (!source) throw new Error(`${storageKey} vanished before its thumbnail was made`);
      thumbnail = await makeThumbnail(source, kind);
      await deps.fileStorage.put(thumbnailKeyOf(storageKey), Readable.from([thumbnail.bytes]), {
        contentType: thumbnail.contentType,
      });
    } catch (error) {
      log.info({ err: error }, 'upload refused: the image could not be decoded');
      await discardUpload(deps, { storageKey });
      throw await refuse(
        new AppError(422, IMAGE_UNREADABLE_MESSAGE),
        meter.size,
        'undecodable image',
      );
    }
  }
  return {
    id,
    merchantId: input.merchantId,
    purpose: input.purpose,
    name: input.name,
    size: meter.size,
    sha256: meter.hash.digest('hex'),
    kind,
    contentType,
    storageKey,
    thumbnail,
  };
}

/** Removes a staged upload's bytes (its call failed or replayed an earlier answer). */
export async function discardUpload(
  deps: Pick<FileDeps, 'fileStorage'>,
  staged: Pick<StagedUpload, 'storageKey'>,
): Promise<void> {
  await deps.fileStorage.delete(staged.storageKey);
  await deps.fileStorage.delete(thumbnailKeyOf(staged.storageKey));
}

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

/** Writes a staged upload's row and audit row in the call's transaction. */
export async function recordUpload(
  tx: Database,
  staged: StagedUpload,
  actor: FileActor,
  now: Date,
): Promise<UploadedFile> {
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
  return toUploadedFile(
    row,
    staged.merchantId,
    staged.thumbnail ? thumbnailDataUrl(staged.thumbnail) : null,
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
