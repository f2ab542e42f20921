import type { Readable } from 'node:stream';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { type FilePurpose, MAX_FILE_BYTES } from '@paydesk/domain/file-purposes';
import { filePurposeSchema } from '@paydesk/domain/files';
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationFailed } from '../../platform/errors';
import { safeFileName } from './file-names';
import { FileTooLarge } from './upload-staging';

/** Browsers send file names as raw UTF-8 (busboy reads latin1 unless told). */
export const MULTIPART_PARAM_CHARSET = 'utf8';

/** The parser's limits (@fastify/multipart, busboy): one file, a few small fields. */
export const UPLOAD_LIMITS = {
  /** One byte over the limit: the upload's own count then refuses it with the 413 message. */
  fileSize: MAX_FILE_BYTES + 1,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 20,
  headerPairs: 100,
};

export const NOT_MULTIPART_MESSAGE =
  'Send the file as multipart/form-data: a `type` field, then the `file` part.';
export const UNREADABLE_UPLOAD_MESSAGE =
  'The upload could not be read. Send multipart/form-data with one `file` part.';
export const NO_FILE_MESSAGE = 'Choose a file to upload.';

export interface UploadPart {
  purpose: FilePurpose;
  /** The sanitised file name (file-names.ts). */
  name: string;
  file: Readable;
}

/** The parser's failures as the one error shape: too large 413, anything malformed 400. */
export function uploadFailure(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | undefined)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new FileTooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError(415, NOT_MULTIPART_MESSAGE);
  if (typeof code === 'string' && code.startsWith('FST_')) {
    return new AppError(400, UNREADABLE_UPLOAD_MESSAGE);
  }
  // busboy's own (no boundary, a body cut off, a malformed part header).
  if (error instanceof Error && !(error as { statusCode?: number }).statusCode) {
    return new AppError(400, UNREADABLE_UPLOAD_MESSAGE);
  }
  return error;
}

/**
 * Reads the multipart body up to its file: the `type` field before it (else the query's,
 * which defaults to dispute_evidence), then the first file part, handed over unread so the
 * caller streams it. Fields after the file are not read.
 */
export async function readUploadPart(
  request: FastifyRequest,
  queryPurpose: FilePurpose,
): Promise<UploadPart> {
  if (!request.isMultipart()) throw new AppError(415, NOT_MULTIPART_MESSAGE);
  let purpose = queryPurpose;
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === 'field') {
        if (part.fieldname === 'type') purpose = purposeOf(part);
        continue;
      }
      const file = part as MultipartFile;
      return { purpose, name: safeFileName(file.filename), file: file.file };
    }
  } catch (error) {
    throw uploadFailure(error);
  }
  throw new ValidationFailed({ file: [NO_FILE_MESSAGE] });
}

function purposeOf(field: MultipartValue): FilePurpose {
  const parsed = filePurposeSchema.safeParse(field.value);
  if (!parsed.success) {
    throw new ValidationFailed({
      type: [parsed.error.issues[0]?.message ?? 'Not a file type this server knows'],
    });
  }
  return parsed.data;
}
