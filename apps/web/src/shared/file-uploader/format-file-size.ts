const KB = 1024;
const MB = 1024 * KB;

/**
 * A file size in kb or mb (part 2 §5): '850 kb', '2.4 mb', '10 mb'. Under 1 mb it counts
 * whole kilobytes (at least 1 kb for a non-empty file); from 1 mb one decimal, without a
 * trailing '.0'. Binary units, as the 10 MB limit is (`MAX_FILE_BYTES`).
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 kb';
  const kb = Math.max(1, Math.round(bytes / KB));
  if (kb < 1024) return `${kb} kb`;
  const mb = Math.round((bytes / MB) * 10) / 10;
  return `${mb.toLocaleString('en-US', { maximumFractionDigits: 1 })} mb`;
}
