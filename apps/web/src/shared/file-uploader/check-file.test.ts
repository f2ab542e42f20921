import {
  acceptedFiles,
  FILE_TOO_LARGE_MESSAGE,
  MAX_FILE_BYTES,
} from '@paydesk/domain/file-purposes';
import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkFile, isAcceptedFile, withErrors } from './check-file';

const evidence = acceptedFiles('dispute_evidence');
const owner = acceptedFiles('beneficialOwnerDocument');

describe('checkFile', () => {
  it('takes a kind the purpose accepts, by content type or by extension', () => {
    expect(isAcceptedFile({ name: 'a.pdf', type: 'application/pdf' }, evidence)).toBe(true);
    expect(isAcceptedFile({ name: 'scan.TIFF', type: '' }, evidence)).toBe(true);
    expect(isAcceptedFile({ name: 'photo', type: 'image/jpeg' }, evidence)).toBe(true);
    expect(isAcceptedFile({ name: 'tool.exe', type: 'application/x-msdownload' }, evidence)).toBe(
      false,
    );
    expect(isAcceptedFile({ name: 'id.png', type: 'image/png' }, owner)).toBe(false);
  });

  it("refuses with the server's messages: size, then kind", () => {
    expect(
      checkFile({ name: 'a.pdf', type: 'application/pdf', size: MAX_FILE_BYTES }, owner),
    ).toEqual([]);
    expect(
      checkFile({ name: 'a.png', type: 'image/png', size: MAX_FILE_BYTES + 1 }, owner),
    ).toEqual([FILE_TOO_LARGE_MESSAGE, 'This document must be a PDF.']);
  });

  it("builds the picker's accept from content types and extensions", () => {
    expect(acceptAttribute(owner)).toBe('application/pdf,.pdf');
  });
});

describe('withErrors', () => {
  it('adds each message once and keeps the list when nothing is new', () => {
    const list = withErrors([], ['A', 'A', 'B']);
    expect(list).toEqual(['A', 'B']);
    expect(withErrors(list, ['B', ''])).toBe(list);
  });
});
