import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  acceptedFiles,
  FILE_TOO_LARGE_MESSAGE,
  type FileKind,
  type FilePurpose,
  MAX_FILE_BYTES,
} from '@paydesk/domain/file-purposes';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { FileStorage } from '../../platform/file-storage/file-storage';
import { contentTypeOf, SNIFF_BYTES, sniffKind } from './content-sniffing';
import { hasThumbnail, makeThumbnail, type Thumbnail } from './thumbnails';

/**
 * The first half of an upload (docs/files.md): the bytes streamed to storage before the call's
 * transaction, the kind decided from the first bytes and the size counted as they arrive; the
 * row is written by `recordUpload` (files.service.ts) in the transaction.
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

/**
 * An upload whose bytes are stored and whose row is not written yet. `merchantId` is null for
 * an applicant's upload (a merchant application's documents: no account yet; docs/applications.md).
 */
export interface StagedUpload<M extends number | null = number> {
  id: string;
  merchantId: M;
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

export const storageKeyOf = (merchantId: number | null, fileId: string) =>
  merchantId === null ? `applicants/${fileId}` : `merchants/${merchantId}/${fileId}`;
export const thumbnailKeyOf = (storageKey: string) => `${storageKey}.thumb`;

export const auditDetails = (f: {
  merchantId: number | null;
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
export async function stageUpload<M extends number | null = number>(
  deps: FileDeps,
  input: { merchantId: M; purpose: FilePurpose; name: string; file: Readable },
  actor: FileActor,
  log: FastifyBaseLogger,
): Promise<StagedUpload<M>> {
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
