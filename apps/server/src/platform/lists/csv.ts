import { Transform } from 'node:stream';
import type { ColumnSpec } from '@paydesk/domain/list-params';
import pg from 'pg';
import { columnLabels, defaultColumnKeys } from './list-definition';

/**
 * CSV downloads: RFC 4180 records (CRLF line ends; a field holding a comma, a quote, CR or LF
 * quoted, its quotes doubled) whose cells the database renders, once, in SQL: a list declares
 * each column as an expression answering the cell's text (or NULL for an empty cell).
 * PostgreSQL then streams the file itself (COPY … TO STDOUT (FORMAT csv)); on PGlite the same
 * expressions are read in keyset chunks and quoted here. Spreadsheet formulas are neutralised
 * (OWASP "CSV injection"): a text cell starting with = + - @, a tab or a CR gets a leading '.
 * Amounts are numbers with two decimals (-12.50), never neutralised: the server made them.
 */

/** A text cell, neutralised; an empty text is an empty cell. */
export const csvTextSql = (expr: string) =>
  `case when ${expr} ~ '^[=+\\-@\\t\\r]' then '''' || ${expr} else nullif(${expr}, '') end`;

/** Cents as dollars with two decimals: -1250 → -12.50. */
export const csvCentsSql = (expr: string) => `((${expr}) / 100.0)::numeric(20, 2)::text`;

/** A number, a day or any value whose text is safe as it is. */
export const csvPlainSql = (expr: string) => `(${expr})::text`;

/** A moment as 'YYYY-MM-DD HH:mm:ss' on the clocks of `zone` (a placeholder or literal). */
export const csvLocalTimeSql = (expr: string, zone: string) =>
  `to_char(${expr} at time zone ${zone}, 'YYYY-MM-DD HH24:MI:SS')`;

const NEEDS_QUOTES = /[",\r\n]/;

/** One field as RFC 4180 writes it (the text already rendered by SQL). */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRecord = (fields: readonly unknown[]) => `${fields.map(csvField).join(',')}\r\n`;

const FORMULA = /^[=+\-@\t\r]/;
const neutralised = (text: string) => (FORMULA.test(text) ? `'${text}` : text);

/** A header row of labels (neutralised like any text cell). */
export const csvHeaderRecord = (labels: readonly string[]) => csvRecord(labels.map(neutralised));

/**
 * A cell of a CSV written here rather than by SQL (rows the server summed): text
 * (neutralised), a number, cents (as dollars), or nothing; `csvCellText` gives the same text
 * as the SQL cells above.
 */
export type CsvCell =
  | { text: string | null }
  | { number: number | null }
  | { cents: number | null };
export const text = (value: string | null): CsvCell => ({ text: value });
export const num = (value: number | null): CsvCell => ({ number: value });
export const cents = (value: number | null): CsvCell => ({ cents: value });

export function csvCellText(cell: CsvCell): string | null {
  if ('text' in cell) return cell.text === null || cell.text === '' ? null : neutralised(cell.text);
  if ('number' in cell) return cell.number === null ? null : String(cell.number);
  if (cell.cents === null) return null;
  const abs = Math.abs(cell.cents);
  return `${cell.cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A whole CSV of rows written here: the header (the query's columns, or the default ones, by
 * label; `header` may name the zone of a column) and a record a row, in the rows' order.
 */
export function cellsCsv<Row, Key extends string>(
  table: {
    columns: readonly ColumnSpec<Key>[];
    csvCell: Record<Key, (row: Row) => CsvCell>;
    header?: (key: Key, label: string) => string;
  },
  chosen: readonly Key[] | undefined,
  rows: Iterable<Row>,
): string {
  const keys = chosen && chosen.length > 0 ? chosen : defaultColumnKeys(table.columns);
  const labels = columnLabels(table.columns);
  const header = (key: Key) => table.header?.(key, labels[key]) ?? labels[key] ?? key;
  const lines = [csvHeaderRecord(keys.map(header))];
  for (const row of rows)
    lines.push(csvRecord(keys.map((key) => csvCellText(table.csvCell[key](row)))));
  return lines.join('');
}

/**
 * Turns the LF record ends of PostgreSQL's CSV into CRLF, leaving line breaks inside quoted
 * fields as they are (a quote toggles "inside"; a doubled quote toggles twice).
 */
export function crlfRecords(): Transform {
  let quoted = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const ends: number[] = [];
      for (let i = 0; i < chunk.length; i += 1) {
        const byte = chunk[i];
        if (byte === 0x22) quoted = !quoted;
        else if (byte === 0x0a && !quoted) ends.push(i);
      }
      if (ends.length === 0) return done(null, chunk);
      const out = Buffer.allocUnsafe(chunk.length + ends.length);
      let from = 0;
      let at = 0;
      for (const end of ends) {
        at += chunk.copy(out, at, from, end);
        out[at] = 0x0d;
        out[at + 1] = 0x0a;
        at += 2;
        from = end + 1;
      }
      chunk.copy(out, at, from);
      done(null, out);
    },
  });
}

/** A value as a SQL literal, for statements that take no parameters (COPY). */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return `array[${value.map(sqlLiteral).join(', ')}]`;
  return pg.escapeLiteral(String(value));
}

/** `$n` placeholders replaced by their values as literals (each escaped). */
export function inlineParams(text: string, values: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (placeholder, n: string) => {
    const index = Number(n) - 1;
    if (index < 0 || index >= values.length) {
      throw new Error(`SQL placeholder ${placeholder} has no parameter`);
    }
    return sqlLiteral(values[index]);
  });
}

/** A Content-Disposition for a download, with a file name safe in the header. */
export function attachment(name: string): string {
  return `attachment; filename="${name.replace(/[^A-Za-z0-9._-]+/g, '-')}"`;
}
