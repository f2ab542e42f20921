/**
 * File names as uploaded: kept for people to read, never used as a path (the bytes live
 * under a key the server makes) and never put raw into a header.
 */

const MAX_NAME_CHARACTERS = 200;
/** Control characters, and the bidirectional overrides that make `exe.pdf` read `fdp.exe`. */
const UNSAFE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** The name's last path segment (browsers once sent `C:\fakepath\…`), cleaned; `file` when empty. */
export function safeFileName(name: string | undefined): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(last.normalize('NFC').replace(UNSAFE, '').trim())
    .slice(0, MAX_NAME_CHARACTERS)
    .join('')
    .trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
}

/** RFC 5987 `attr-char`s stay, every other UTF-8 byte is percent-encoded. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `attachment; filename="report_2026.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`: always a
 * download (never shown inline by the browser), an ASCII fallback without quotes,
 * backslashes or separators, and the exact name in `filename*` (RFC 6266, RFC 5987).
 */
export function contentDisposition(name: string): string {
  const ascii = safeFileName(name).replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(safeFileName(name))}`;
}
