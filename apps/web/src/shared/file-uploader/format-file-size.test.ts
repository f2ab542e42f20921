import { MAX_FILE_BYTES } from '@paydesk/domain/file-purposes';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 kb'],
    [1, '1 kb'],
    [512, '1 kb'],
    [2_048, '2 kb'],
    [850 * 1024, '850 kb'],
    [1023 * 1024, '1023 kb'],
    [1024 * 1024 - 100, '1 mb'],
    [1024 * 1024, '1 mb'],
    [2.4 * 1024 * 1024, '2.4 mb'],
    [2.44 * 1024 * 1024, '2.4 mb'],
    [MAX_FILE_BYTES, '10 mb'],
    [1536 * 1024 * 1024, '1,536 mb'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('reads nonsense as 0 kb', () => {
    expect(formatFileSize(-5)).toBe('0 kb');
    expect(formatFileSize(Number.NaN)).toBe('0 kb');
  });
});
