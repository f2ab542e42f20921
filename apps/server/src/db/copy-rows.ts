import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Pool, PoolClient } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/** One value in COPY's text format: \N for null, ISO dates, escaped backslashes and separators. */
function field(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return escapeText(JSON.stringify(value));
  return escapeText(String(value));
}

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');

/** COPY … FROM STDIN: several times faster than multi-row INSERTs for bulk loads. */
export async function copyInto(
  connection: PoolClient,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  if (rows.length === 0) return;
  const stream = connection.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  async function* lines() {
    let chunk = '';
    for (const row of rows) {
      chunk += `${row.map(field).join('\t')}\n`;
      if (chunk.length > 1 << 16) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  await pipeline(Readable.from(lines()), stream);
}

/**
 * COPY (query) TO STDOUT as a byte stream on a connection of its own, released when the
 * stream ends (or discarded when it is destroyed early: the server stops the COPY when the
 * socket closes). Backpressure reaches PostgreSQL: memory stays a few chunks.
 */
export function copyOutOf(pool: Pool, sql: string): Readable {
  const out = new PassThrough();
  pool.connect().then(
    (connection) => {
      let released = false;
      const release = (error?: Error) => {
        if (released) return;
        released = true;
        connection.release(error);
      };
      const stream = connection.query(copyTo(sql));
      stream.on('error', (error) => {
        release(error);
        out.destroy(error);
      });
      stream.on('end', () => release());
      out.on('close', () => {
        if (!stream.readableEnded) {
          release(new Error('COPY stopped by its reader'));
          stream.destroy();
        }
      });
      stream.pipe(out);
    },
    (error: Error) => out.destroy(error),
  );
  return out;
}
