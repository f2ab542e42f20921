import type { RawQuery } from '../db/client';

/** Rows per statement: a bound on one JSON parameter's size, not a parameter limit. */
const ROWS_PER_STATEMENT = 5_000;

/** A column's key in the JSON rows: its name without the quotes of a reserved word (`"to"`). */
const keyOf = (column: string) => column.replace(/^"(.*)"$/, '$1');

/**
 * Rows (arrays in column order) as a JSON array of objects keyed by column name, the one
 * parameter of `json_populate_recordset(null::table, $n::json)`, which gives each value its
 * column's type. Dates become ISO strings and nested objects stay JSON (for jsonb columns).
 */
export function jsonRows(
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): string {
  const keys = columns.map(keyOf);
  return JSON.stringify(
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i += 1) record[keys[i] as string] = row[i];
      return record;
    }),
  );
}

/**
 * Multi-row INSERTs: the rows travel as one JSON parameter, typed by the table's own row type
 * (`json_populate_recordset`), so a statement's text and its parameter count do not depend on
 * the number of rows: a few hundred rows cost one parameter to bind instead of thousands
 * (each of which the driver and drizzle handle one by one), and PGlite keeps the statement
 * prepared. `suffix` follows the SELECT (an ON CONFLICT clause).
 */
export async function bulkInsert(
  query: RawQuery,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  suffix = '',
): Promise<void> {
  const list = columns.join(',');
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await query(
      `insert into ${table} (${list}) select ${list}
         from json_populate_recordset(null::${table}, $1::json) ${suffix}`,
      [jsonRows(columns, rows.slice(start, start + ROWS_PER_STATEMENT))],
    );
  }
}
