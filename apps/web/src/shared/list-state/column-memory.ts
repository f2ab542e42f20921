import type { ColumnSpec } from '@paydesk/domain/list-params';
import { readColumnList } from './list-url';

/**
 * The visible columns a person chose, remembered per user and screen in localStorage
 * (`paydesk.columns.<userId>.<screen>`): the URL's `columns` wins, then this, then the
 * columns the screen shows by default.
 */
export function columnStorageKey(userId: string, screen: string): string {
  return `paydesk.columns.${userId}.${screen}`;
}

/** The columns shown until a person chooses (`defaultVisible`), in their order. */
export function defaultColumns<Key extends string>(columns: readonly ColumnSpec<Key>[]): Key[] {
  const shown = columns.filter((column) => column.defaultVisible).map((column) => column.key);
  return shown.length > 0 ? shown : columns.map((column) => column.key);
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // storage refused (privacy settings)
  }
}

/** The remembered columns, known ones only; undefined when none are. */
export function readRememberedColumns<Key extends string>(
  key: string | undefined,
  columns: readonly ColumnSpec<Key>[],
): Key[] | undefined {
  if (!key) return undefined;
  try {
    return readColumnList(storage()?.getItem(key), columns);
  } catch {
    return undefined;
  }
}

/** Remembers a choice; null (or the defaults) forgets it. */
export function rememberColumns(key: string | undefined, chosen: readonly string[] | null): void {
  if (!key) return;
  try {
    if (chosen === null || chosen.length === 0) storage()?.removeItem(key);
    else storage()?.setItem(key, chosen.join(','));
  } catch {
    // A full or refused storage only loses the memory of the choice.
  }
}

/** The URL's columns, else the remembered ones, else the defaults. */
export function resolveVisibleColumns<Key extends string>(
  urlColumns: Key[] | undefined,
  remembered: Key[] | undefined,
  columns: readonly ColumnSpec<Key>[],
): Key[] {
  return urlColumns ?? remembered ?? defaultColumns(columns);
}

/** The same keys in the same order. */
export function sameColumns(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, index) => key === b[index]);
}
