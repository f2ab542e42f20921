import type { SqlParams } from './sql-params';

/**
 * Keyset ("seek") paging: a page starts after the sort key of the row before it, so the
 * database walks the index from there instead of counting past every earlier row. Sort
 * expressions must never be NULL (wrap nullable columns in coalesce, as the indexes do); the
 * id breaks ties, in the direction of the first term.
 */
export type SqlType = 'timestamptz' | 'date' | 'int8' | 'int4' | 'text';

export interface SortColumn {
  /** An indexed, non-null expression: `t.trans_date`, `coalesce(t.settled_date, 'infinity'::date)`. */
  sql: string;
  type: SqlType;
}

export interface KeysetSort {
  terms: { column: SortColumn; desc: boolean }[];
  id: SortColumn;
}

/** The row's position: each sort term's value and the id, as text. */
export type SortKey = string[];

const KEY_ALIAS = '__k';

/**
 * The list indexes are DESC NULLS LAST on every column (db/schema/payments.ts): `desc nulls
 * last` reads one forwards and `asc nulls first` backwards, so the planner walks the index
 * in order instead of sorting (sort expressions are never NULL, so the clause changes no
 * result, only which index orders match).
 */
const direction = (desc: boolean) => (desc ? 'desc nulls last' : 'asc nulls first');

function columnsOf(sort: KeysetSort) {
  const first = sort.terms[0]?.desc ?? true;
  return [...sort.terms, { column: sort.id, desc: first }];
}

export function orderBy(sort: KeysetSort): string {
  return columnsOf(sort)
    .map((term) => `${term.column.sql} ${direction(term.desc)}`)
    .join(', ');
}

/** Select-list items that read a row's key: `(expr)::text as __k0, …`. */
export function keySelect(sort: KeysetSort): string {
  return columnsOf(sort)
    .map((term, index) => `(${term.column.sql})::text as ${KEY_ALIAS}${index}`)
    .join(', ');
}

/** The key's expressions as they are (`(expr) as __k0, …`), for an inner query to skip over. */
export function rawKeySelect(sort: KeysetSort): string {
  return columnsOf(sort)
    .map((term, index) => `(${term.column.sql}) as ${KEY_ALIAS}${index}`)
    .join(', ');
}

/** The text of keys selected raw by an inner query `s`. */
export function keyText(sort: KeysetSort): string {
  return columnsOf(sort)
    .map((_, index) => `s.${KEY_ALIAS}${index}::text as ${KEY_ALIAS}${index}`)
    .join(', ');
}

/** The key of a row selected with keySelect. */
export function keyOf(row: Record<string, unknown>, sort: KeysetSort): SortKey {
  return columnsOf(sort).map((_, index) => String(row[`${KEY_ALIAS}${index}`]));
}

/**
 * The rows after `key` in the sort's order. When every term goes the same way this is one row
 * comparison, which the index answers by seeking; otherwise the first term bounds the scan
 * and the rest is the lexicographic rule.
 */
export function after(sort: KeysetSort, key: SortKey, params: SqlParams): string {
  const columns = columnsOf(sort);
  const values = columns.map((term, index) => params.add(key[index], term.column.type));
  const uniform = columns.every((term) => term.desc === columns[0]?.desc);
  if (uniform) {
    const op = columns[0]?.desc ? '<' : '>';
    return `(${columns.map((term) => term.column.sql).join(', ')}) ${op} (${values.join(', ')})`;
  }
  const strictly = (index: number) => {
    const term = columns[index];
    return `${term?.column.sql} ${term?.desc ? '<' : '>'} ${values[index]}`;
  };
  let rule = strictly(columns.length - 1);
  for (let index = columns.length - 2; index >= 0; index -= 1) {
    rule = `(${strictly(index)} or (${columns[index]?.column.sql} = ${values[index]} and ${rule}))`;
  }
  const first = columns[0];
  const bound = `${first?.column.sql} ${first?.desc ? '<=' : '>='} ${values[0]}`;
  return `(${bound} and ${rule})`;
}
