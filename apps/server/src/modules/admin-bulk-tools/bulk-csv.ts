import {
  BULK_COLUMNS,
  BULK_LIMITS,
  BULK_MESSAGES,
  type BulkTab,
  isFormulaCell,
} from '@paydesk/domain/admin-bulk-tools';
import { CsvError, parse } from 'csv-parse/sync';
import { ValidationFailed } from '../../platform/errors';

/**
 * Reads a bulk tab's CSV (RFC 4180, with csv-parse): UTF-8 (a BOM is skipped), quoted fields,
 * CRLF, LF or CR line ends (mixed too), empty lines skipped. The first record must be the tab's
 * exact header (letter case and spaces around a name ignored); otherwise, or when the file is
 * not a CSV at all, a 400 under `file`. Each later record becomes a row with its cells by
 * column (trimmed), or with what makes it unreadable: a wrong number of cells, or a cell a
 * spreadsheet would read as a formula (such a cell is kept in the row's input, and the result
 * CSV neutralises it).
 */

export interface CsvRow {
  /** The line of the file the row starts on (the header is line 1). */
  rowNumber: number;
  /** The cells by column, trimmed ('' for a missing cell). */
  cells: Record<string, string>;
  /** Problems found while reading (a row with any never applies). */
  problems: string[];
}

const refuse = (message: string): never => {
  throw new ValidationFailed({ file: [message] });
};

const FATAL = new TextDecoder('utf-8', { fatal: true });

/** The bytes as text: UTF-8 only (a Windows-1252 file would misread names silently). */
function decode(bytes: Buffer): string {
  try {
    return FATAL.decode(bytes);
  } catch {
    return refuse(BULK_MESSAGES.notUtf8);
  }
}

interface Parsed {
  record: string[];
  info: { lines: number; empty_lines: number };
}

function parseRecords(text: string): Parsed[] {
  try {
    return parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      // A quote inside an unquoted cell (=HYPERLINK("x")) is read as it is.
      relax_quotes: true,
      skip_empty_lines: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      // One more than the limit tells a file that is too long; the rest is not read.
      to: BULK_LIMITS.maxRows + 2,
    }) as unknown as Parsed[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      return refuse(BULK_MESSAGES.unreadable(line, error.message.replace(/ at line \d+.*$/s, '')));
    }
    throw error;
  }
}

const headerName = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/** The file's rows for `tab` (at least one), or a 400 naming what is wrong with the file. */
export function readBulkCsv(tab: BulkTab, bytes: Buffer): CsvRow[] {
  const text = decode(bytes);
  if (text.trim() === '') refuse(BULK_MESSAGES.empty);
  const records = parseRecords(text);
  const [header, ...rest] = records;
  const columns: readonly string[] = BULK_COLUMNS[tab];
  if (!header) return refuse(BULK_MESSAGES.empty);
  const names = header.record.map(headerName);
  if (names.length !== columns.length || names.some((name, i) => name !== columns[i])) {
    refuse(BULK_MESSAGES.header(tab));
  }
  if (rest.length > BULK_LIMITS.maxRows) refuse(BULK_MESSAGES.tooManyRows);

  const rows: CsvRow[] = [];
  let previous = header.info;
  for (const { record, info } of rest) {
    // The line the record starts on: after the previous record and the empty lines between.
    const rowNumber = previous.lines + (info.empty_lines - previous.empty_lines) + 1;
    previous = info;
    // A line of empty cells (",,,", as spreadsheets save blank rows) is an empty line too.
    if (record.every((cell) => cell.trim() === '')) continue;
    const problems: string[] = [];
    if (record.length !== columns.length) {
      problems.push(BULK_MESSAGES.cellCount(record.length, tab));
    }
    const cells: Record<string, string> = {};
    columns.forEach((column, i) => {
      const raw = record[i] ?? '';
      const value = raw.trim();
      if (isFormulaCell(raw) || isFormulaCell(value)) problems.push(BULK_MESSAGES.formula(column));
      cells[column] = value;
    });
    rows.push({ rowNumber, cells, problems });
  }
  if (rows.length === 0) refuse(BULK_MESSAGES.noRows);
  return rows;
}
