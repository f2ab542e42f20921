import { FILE_CONTENT_TYPES, type FileKind } from '@paydesk/domain/file-purposes';
import { fileTypeFromBuffer } from 'file-type';

/** How many leading bytes decide a file's kind (file-type reads no further for these kinds). */
export const SNIFF_BYTES = 4100;

/** What file-type names, for the kinds uploads may be (an APNG is a PNG to every reader). */
const KIND_OF_MIME: Readonly<Record<string, FileKind>> = {
  'image/png': 'png',
  'image/apng': 'png',
  'image/jpeg': 'jpeg',
  'application/pdf': 'pdf',
  'image/tiff': 'tiff',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export interface Sniffed {
  /** One of the kinds uploads may be, or undefined (an executable, a zip, text …). */
  kind: FileKind | undefined;
  /** What the bytes are, as file-type names it (for the log), or undefined when unknown. */
  detected: string | undefined;
}

/**
 * The kind of a file from its first bytes (magic numbers, with the `file-type` package),
 * never from its name or the content type the client sent: a renamed executable is still
 * an executable. A few microseconds on 4 KiB, so it runs on the request's thread.
 */
export async function sniffKind(head: Uint8Array): Promise<Sniffed> {
  const found = await fileTypeFromBuffer(head.subarray(0, SNIFF_BYTES));
  return { kind: found ? KIND_OF_MIME[found.mime] : undefined, detected: found?.mime };
}

export const contentTypeOf = (kind: FileKind) => FILE_CONTENT_TYPES[kind];
