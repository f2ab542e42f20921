/**
 * CSV as RFC 4180 writes it (CRLF line ends; a field holding a comma, a quote, CR or LF is
 * quoted, its quotes doubled), with spreadsheet formulas neutralised: a text cell starting
 * with = + - @, a tab or a CR is prefixed with ' so a spreadsheet shows it rather than runs it
 * (OWASP "CSV injection"). Amounts and counts the server formats itself are numbers
 * (`CsvNumber`), written as they are, so a refund's -12.50 stays a number.
 */
export class CsvNumber {
  constructor(readonly text: string) {}
}

export type CsvValue = string | number | CsvNumber | null | undefined;

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof CsvNumber) return value.text;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return csvText(value);
}

/** One record, CRLF-terminated. */
export function csvRow(cells: readonly CsvValue[]): string {
  let line = '';
  for (let index = 0; index < cells.length; index += 1) {
    if (index > 0) line += ',';
    line += cell(cells[index]);
  }
  return `${line}\r\n`;
}

/** Cents as dollars with two decimals, a number in the file: -1250 → -12.50. */
export function centsCell(cents: number | null | undefined): CsvNumber | null {
  if (cents === null || cents === undefined) return null;
  const abs = Math.abs(cents);
  const fraction = abs % 100;
  return new CsvNumber(
    `${cents < 0 ? '-' : ''}${(abs - fraction) / 100}.${fraction < 10 ? '0' : ''}${fraction}`,
  );
}

/** A whole number written as a number (ids, counts). */
export const integerCell = (value: number | null | undefined): CsvNumber | null =>
  value === null || value === undefined ? null : new CsvNumber(String(value));

/** A Content-Disposition for a download, with a file name safe in the header. */
export function attachment(name: string): string {
  return `attachment; filename="${name.replace(/[^A-Za-z0-9._-]+/g, '-')}"`;
}
