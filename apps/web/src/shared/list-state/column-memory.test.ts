import type { ColumnSpec } from '@paydesk/domain/list-params';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../testing/memory-storage';
import {
  columnStorageKey,
  defaultColumns,
  readRememberedColumns,
  rememberColumns,
  resolveVisibleColumns,
} from './column-memory';

const columns = [
  { key: 'a', label: 'A', defaultVisible: true },
  { key: 'b', label: 'B' },
  { key: 'c', label: 'C', defaultVisible: true },
] as const satisfies readonly ColumnSpec[];

describe('column memory', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a choice per user and screen', () => {
    const mine = columnStorageKey('7', 'transactions');
    expect(mine).toBe('paydesk.columns.7.transactions');
    rememberColumns(mine, ['b', 'a']);
    expect(readRememberedColumns(mine, columns)).toEqual(['b', 'a']);
    expect(readRememberedColumns(columnStorageKey('8', 'transactions'), columns)).toBeUndefined();
    expect(readRememberedColumns(columnStorageKey('7', 'payouts'), columns)).toBeUndefined();
    rememberColumns(mine, null);
    expect(localStorage.getItem(mine)).toBeNull();
  });

  it('ignores columns the screen no longer has', () => {
    localStorage.setItem('k', 'gone,c');
    expect(readRememberedColumns('k', columns)).toEqual(['c']);
    localStorage.setItem('k', 'gone');
    expect(readRememberedColumns('k', columns)).toBeUndefined();
  });

  it("takes the URL's columns, else the remembered ones, else the defaults", () => {
    expect(resolveVisibleColumns(['b'], ['c'], columns)).toEqual(['b']);
    expect(resolveVisibleColumns(undefined, ['c'], columns)).toEqual(['c']);
    expect(resolveVisibleColumns(undefined, undefined, columns)).toEqual(['a', 'c']);
    expect(defaultColumns([{ key: 'x', label: 'X' }])).toEqual(['x']);
  });
});
