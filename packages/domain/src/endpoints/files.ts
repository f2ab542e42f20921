import { defineEndpoint } from '../endpoint';
import {
  fileParams,
  uploadedFileSchema,
  uploadFileBodySchema,
  uploadFileQuerySchema,
} from '../files';
import { merchantIdParams } from '../ids';
import * as route from '../routes/files';

/** Uploaded files (part 1 §3 "Uploaded-file store", part 2 §7 "Files"; docs/files.md). */
const tags = ['files'];

export const uploadFile = defineEndpoint({
  ...route.uploadFile,
  tags,
  summary: 'Upload a file (multipart/form-data: `type`, then `file`)',
  description:
    'The purpose `type` (query or a multipart field before the file; default dispute_evidence) decides ' +
    'the accepted kinds, which are read from the bytes, never the name. 10 MB at most (413). ' +
    'PNG and JPEG uploads answer a 128 px thumbnail.',
  params: merchantIdParams,
  query: uploadFileQuerySchema,
  /** Documented only: the server streams the multipart body itself (`contentType` below). */
  body: uploadFileBodySchema,
  contentType: 'multipart/form-data',
  response: { status: 200, schema: uploadedFileSchema },
  errors: [404, 413, 415, 422],
});

export const getFile = defineEndpoint({
  ...route.getFile,
  tags,
  summary: "A file's bytes, with its content type (as an attachment)",
  params: fileParams,
  response: { status: 200, schema: null, contentType: 'application/octet-stream' },
  errors: [404],
});

export const deleteFile = defineEndpoint({
  ...route.deleteFile,
  tags,
  summary: 'Remove a file (marks it deleted; its bytes are removed)',
  params: fileParams,
  response: { status: 204, schema: null },
  errors: [404],
});
