/**
 * The Content-Disposition of a document's download, as the files module writes it for its own
 * reads (modules/files/file-names.ts, private to that module): always an attachment, an ASCII
 * fallback name and the exact name in `filename*` (RFC 6266, RFC 5987).
 */

/** Control characters, and the bidirectional overrides that make `exe.pdf` read `fdp.exe`. */
const UNSAFE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

function safeName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(last.normalize('NFC').replace(UNSAFE, '').trim())
    .slice(0, 200)
    .join('')
    .trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
}

const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export function attachmentDisposition(name: string): string {
  const safe = safeName(name);
  const ascii = safe.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(safe)}`;
}
