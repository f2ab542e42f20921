/**
 * Uploaded files without zod (the web imports these on any screen): purposes, limits, the
 * content types each purpose accepts and the messages that name them (part 1 §3
 * "Uploaded-file store", §5 "Document uploads"; part 2 §5 "File uploader").
 */

/** The document type names a merchant can be asked for (part 1 §3 "Document types"). */
export const DOCUMENT_TYPE_NAMES = [
  'contactId',
  'contactSsn',
  'beneficialOwnerDocument',
  '_501c3IrsForm',
  'w9IrsForm',
  'i47cIrsLetter',
  'ss4ConfirmationLetter',
  'bodForm',
  'meetingMinutes',
  'voidedCheck',
  'bankStatements',
] as const;
export type DocumentTypeName = (typeof DOCUMENT_TYPE_NAMES)[number];

/** What a file is for: the `type` of an upload (part 2 §3: default dispute_evidence). */
export const FILE_PURPOSES = [
  'dispute_evidence',
  'checkout-images',
  ...DOCUMENT_TYPE_NAMES,
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];
export const DEFAULT_FILE_PURPOSE: FilePurpose = 'dispute_evidence';

/** The largest upload: 10 MB (part 1 §5, part 2 §5). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE_MESSAGE = 'The file is larger than the 10 MB limit.';

/** Read and delete of an unknown, deleted or another merchant's file (part 2 §8). */
export const FILE_NOT_FOUND_MESSAGE = 'The File specified by the UUID was not found';

/** The content types the server recognises from a file's bytes. */
export const FILE_CONTENT_TYPES = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  tiff: 'image/tiff',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;
export type FileKind = keyof typeof FILE_CONTENT_TYPES;
export type FileContentType = (typeof FILE_CONTENT_TYPES)[FileKind];

/** The extensions a picker offers for each kind, and how a message names them. */
const KIND_EXTENSIONS: Record<FileKind, readonly string[]> = {
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
  pdf: ['.pdf'],
  tiff: ['.tif', '.tiff'],
  webp: ['.webp'],
  gif: ['.gif'],
};
const KIND_WORDS: Record<FileKind, readonly string[]> = {
  png: ['PNG'],
  jpeg: ['JPG', 'JPEG'],
  pdf: ['PDF'],
  tiff: ['TIF', 'TIFF'],
  webp: ['WebP'],
  gif: ['GIF'],
};

/**
 * The kinds each purpose accepts: ID and SSN cards are photos (PNG/JPEG), the beneficial
 * owner document a PDF, the other documents any of the three (part 1 §5); dispute evidence
 * the uploader's defaults .tif .tiff .jpg .jpeg .pdf plus PNG (part 2 §5); checkout images
 * (the spec is silent, docs/files.md) PNG, JPEG, WebP and GIF.
 */
export function acceptedKinds(purpose: FilePurpose): readonly FileKind[] {
  switch (purpose) {
    case 'contactId':
    case 'contactSsn':
      return ['png', 'jpeg'];
    case 'beneficialOwnerDocument':
      return ['pdf'];
    case 'dispute_evidence':
      return ['pdf', 'jpeg', 'png', 'tiff'];
    case 'checkout-images':
      return ['png', 'jpeg', 'webp', 'gif'];
    default:
      return ['png', 'jpeg', 'pdf'];
  }
}

/** "PNG, JPG, JPEG or PDF". */
function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

export interface AcceptedFiles {
  readonly kinds: readonly FileKind[];
  /** `image/png`, ...: for a picker's `accept` and the server's check. */
  readonly contentTypes: readonly FileContentType[];
  /** `.png`, `.jpg`, ...: for a picker's `accept`. */
  readonly extensions: readonly string[];
  /** "PNG, JPG, JPEG or PDF". */
  readonly phrase: string;
  /** The refusal of a file of another kind: "This document must be a PDF." or "Only PNG, JPG, JPEG or PDF files can be uploaded here." */
  readonly message: string;
}

/** What a purpose accepts, for a picker and for messages. */
export function acceptedFiles(purpose: FilePurpose): AcceptedFiles {
  const kinds = acceptedKinds(purpose);
  const words = kinds.flatMap((kind) => KIND_WORDS[kind]);
  const phrase = listWords(words);
  const message =
    kinds.length === 1 && kinds[0] === 'pdf'
      ? 'This document must be a PDF.'
      : `Only ${phrase} files can be uploaded here.`;
  return {
    kinds,
    contentTypes: kinds.map((kind) => FILE_CONTENT_TYPES[kind]),
    extensions: kinds.flatMap((kind) => KIND_EXTENSIONS[kind]),
    phrase,
    message,
  };
}

/** Whether a file of this content type shows as an image (a thumbnail) or a document. */
export function fileTypeOf(contentType: string): 'image' | 'document' {
  return contentType.startsWith('image/') ? 'image' : 'document';
}
