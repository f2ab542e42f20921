import { describe, expect, it } from 'vitest';
import { contentDisposition, safeFileName } from './file-names';

describe('file names', () => {
  it('keeps the last path segment, without control characters or direction overrides', () => {
    expect(safeFileName('C:\\fakepath\\report.pdf')).toBe('report.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('inv\u202Eoice\u0000\r\n.pdf')).toBe('invoice.pdf');
    expect(safeFileName('  ')).toBe('file');
    expect(safeFileName('..')).toBe('file');
    expect(safeFileName(undefined)).toBe('file');
    expect(Array.from(safeFileName('😀'.repeat(300)))).toHaveLength(200);
  });

  it('writes a download header with an ASCII fallback and the exact name in filename*', () => {
    expect(contentDisposition('Q3 "final"; v2.pdf')).toBe(
      `attachment; filename="Q3 _final__ v2.pdf"; filename*=UTF-8''Q3%20%22final%22%3B%20v2.pdf`,
    );
    expect(contentDisposition('reçu 100%.pdf')).toBe(
      `attachment; filename="re_u 100_.pdf"; filename*=UTF-8''re%C3%A7u%20100%25.pdf`,
    );
    expect(contentDisposition("it's (1).png")).toBe(
      `attachment; filename="it's (1).png"; filename*=UTF-8''it%27s%20%281%29.png`,
    );
  });
});
