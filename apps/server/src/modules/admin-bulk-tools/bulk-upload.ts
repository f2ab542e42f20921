import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { BULK_LIMITS, BULK_MESSAGES } from '@paydesk/domain/admin-bulk-tools';
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationFailed } from '../../platform/errors';

/**
 * Reads a bulk upload's CSV from its multipart body, before the call's transaction: at most
 * BULK_LIMITS.maxBytes (5 MB). A body whose declared length already passes that (with room
 * for the multipart framing) is refused with 413 before a byte is read; otherwise the parser
 * stops at the limit (busboy's fileSize) and the call answers 413 without reading the file
 * further.
 */

/** Room for the multipart boundary and part headers around the file. */
const FRAMING_BYTES = 64 * 1024;

export const BULK_UPLOAD_LIMITS = {
  fileSize: BULK_LIMITS.maxBytes,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 10,
  headerPairs: 100,
};

const tooLarge = () => new AppError(413, BULK_MESSAGES.tooLarge);

export interface BulkFile {
  name: string;
  size: number;
  sha256: string;
  bytes: Buffer;
}

/** A file name to keep and show: its last path segment, printable, at most 200 characters. */
function cleanName(name: string | undefined): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...last]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return clean === '' ? 'upload.csv' : clean;
}

/** The multipart parser's failures as the one error shape: too large 413, malformed 400. */
function uploadFailure(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | undefined)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError(415, BULK_MESSAGES.notCsv);
  if (typeof code === 'string' && code.startsWith('FST_')) {
    return new ValidationFailed({ file: [BULK_MESSAGES.notCsv] });
  }
  if (error instanceof Error && !(error as { statusCode?: number }).statusCode) {
    return new ValidationFailed({ file: [BULK_MESSAGES.notCsv] });
  }
  return error;
}

export async function readBulkUpload(request: FastifyRequest): Promise<BulkFile> {
  if (!request.isMultipart()) throw new AppError(415, BULK_MESSAGES.notCsv);
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > BULK_LIMITS.maxBytes + FRAMING_BYTES) throw tooLarge();
  try {
    for await (const part of request.parts({ limits: BULK_UPLOAD_LIMITS })) {
      if (part.type === 'field') continue;
      const file = part as MultipartFile;
      const bytes = await file.toBuffer();
      if (file.file.truncated) throw tooLarge();
      return {
        name: cleanName(file.filename),
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        bytes,
      };
    }
  } catch (error) {
    throw uploadFailure(error);
  }
  throw new ValidationFailed({ file: [BULK_MESSAGES.noFile] });
}
