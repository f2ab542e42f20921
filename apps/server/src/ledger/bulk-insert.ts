import type { RawQuery } from '../db/client';

const MAX_PARAMETERS = 60_000;

/** Multi-row INSERTs, chunked under PostgreSQL's parameter limit. Rows are arrays in column order. */
export async function bulkInsert(
  query: RawQuery,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  suffix = '',
): Promise<void> {
  const perChunk = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const slots = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${slots.join(',')})`;
    });
    await query(
      `insert into ${table} (${columns.join(',')}) values ${tuples.join(',')} ${suffix}`,
      params,
    );
  }
}
