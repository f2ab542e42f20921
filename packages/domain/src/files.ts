import { z } from 'zod';
import { DEFAULT_FILE_PURPOSE, FILE_PURPOSES } from './file-purposes';
import { merchantIdParam } from './ids';

/**
 * Uploaded files (part 1 §3 "Uploaded-file store", part 2 §7 "Files"): the schemas. The
 * zod-free constants (purposes, limits, accepted kinds, messages) are in `file-purposes.ts`.
 */

export const filePurposeSchema = z
  .enum(FILE_PURPOSES)
  .meta({ description: 'What the file is for (part 2 §3: default dispute_evidence)' });

/** A file's UUID in a path; `x-object: file` lets the security tests swap in another merchant's. */
export const fileIdParam = () =>
  z
    .uuid('Must be a file UUID')
    .meta({ description: 'The UUID of an uploaded file', 'x-object': 'file' });

/** `{ id, fileId }`: the path of one file of a merchant. */
export const fileParams = z.object({ id: merchantIdParam(), fileId: fileIdParam() });

/** The upload's query: the purpose (a multipart field `type` before the file also counts). */
export const uploadFileQuerySchema = z.object({
  type: filePurposeSchema.default(DEFAULT_FILE_PURPOSE),
});

/** The multipart body of an upload, for the OpenAPI document (the server streams it). */
export const uploadFileBodySchema = z
  .object({
    type: filePurposeSchema.optional(),
    file: z.string().meta({ format: 'binary', description: 'The file (10 MB at most)' }),
  })
  .meta({ description: 'multipart/form-data: an optional `type` field, then the `file` part' });

/** One uploaded file as the API answers it. */
export const uploadedFileSchema = z.object({
  id: z.uuid(),
  /** The same value as `id` (part 2 §7 names it `uuid`). */
  uuid: z.uuid(),
  merchantId: z.number().int(),
  /** The file name as uploaded (sanitised). */
  name: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  type: filePurposeSchema,
  /** Decided from the bytes, never the name. */
  contentType: z.string(),
  fileType: z.enum(['image', 'document']),
  /** A data: URL of a 128 px (longest side) thumbnail of a PNG or JPEG upload; null otherwise. */
  thumbnail: z.string().nullable(),
  createdAt: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
