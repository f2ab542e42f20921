import {
  type AcceptedFiles,
  FILE_TOO_LARGE_MESSAGE,
  MAX_FILE_BYTES,
} from '@paydesk/domain/file-purposes';

/** The extension of a file name, lower case with its dot ('.pdf'), or ''. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** Whether the browser's content type or the name's extension is one the purpose takes. */
export function isAcceptedFile(file: Pick<File, 'name' | 'type'>, accept: AcceptedFiles): boolean {
  const type = file.type.toLowerCase();
  if (type && (accept.contentTypes as readonly string[]).includes(type)) return true;
  return accept.extensions.includes(extensionOf(file.name));
}

/**
 * What the server would refuse, checked before sending (part 1 §5): over 10 MB, or of a kind
 * the purpose does not take, with the server's own messages. The server still decides from
 * the bytes; this spares sending a file it would refuse by its name or size.
 */
export function checkFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  accept: AcceptedFiles,
): string[] {
  const errors: string[] = [];
  if (file.size > MAX_FILE_BYTES) errors.push(FILE_TOO_LARGE_MESSAGE);
  if (!isAcceptedFile(file, accept)) errors.push(accept.message);
  return errors;
}

/** The picker's `accept`: the content types and the extensions ('image/png,.png,...'). */
export function acceptAttribute(accept: AcceptedFiles): string {
  return [...accept.contentTypes, ...accept.extensions].join(',');
}

/** Adds messages to a list, each once, in order. */
export function withErrors(list: readonly string[], more: readonly string[]): readonly string[] {
  const next = [...list];
  for (const message of more) if (message && !next.includes(message)) next.push(message);
  return next.length === list.length ? list : next;
}
