import { BULK_MESSAGES } from '@paydesk/domain/admin-bulk-tools';
import { MAX_ID } from '@paydesk/domain/ids';
import type { NewToolRunRow } from '../tool-runs/tool-runs.service';
import type { CsvRow } from './bulk-csv';

/**
 * A row while it is checked: the file's cells, the merchant id when it reads as one, what is
 * wrong with it (a row with any problem never applies) and a note for a row that will apply.
 */
export interface DraftRow {
  rowNumber: number;
  cells: Record<string, string>;
  merchantId: number | null;
  problems: string[];
  note: string | null;
}

/** The merchant_id cell as an id (a whole number from 1), else a problem on the row. */
export function draftsOf(rows: readonly CsvRow[]): DraftRow[] {
  return rows.map((row) => {
    const cell = row.cells.merchant_id ?? '';
    const id = /^\d{1,10}$/.test(cell) ? Number(cell) : Number.NaN;
    const valid = Number.isInteger(id) && id >= 1 && id <= MAX_ID;
    const problems = [...row.problems];
    // (Unless the cell was refused already, as a formula.)
    if (!valid && !problems.some((p) => p.startsWith('merchant_id'))) {
      problems.push(BULK_MESSAGES.merchantId);
    }
    return {
      rowNumber: row.rowNumber,
      cells: row.cells,
      merchantId: valid ? id : null,
      problems,
      note: null,
    };
  });
}

/**
 * Rows sharing a key (the same merchant; the same user and merchant): each is invalid, naming
 * the other rows, since which one the file meant cannot be told.
 */
export function markDuplicates(
  drafts: readonly DraftRow[],
  keyOf: (draft: DraftRow) => string | null,
  message: (draft: DraftRow, others: readonly number[]) => string,
): void {
  const groups = new Map<string, DraftRow[]>();
  for (const draft of drafts) {
    const key = keyOf(draft);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(draft);
    else groups.set(key, [draft]);
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    for (const draft of group) {
      const others = group.filter((o) => o !== draft).map((o) => o.rowNumber);
      draft.problems.push(message(draft, others));
    }
  }
}

/** The ids of the merchants the rows name. */
export const merchantIdsOf = (drafts: readonly DraftRow[]) => [
  ...new Set(drafts.flatMap((d) => (d.merchantId === null ? [] : [d.merchantId]))),
];

/** A row as the run stores it: invalid with its problems, or pending with its note. */
export function storedRow(draft: DraftRow): NewToolRunRow {
  const invalid = draft.problems.length > 0;
  return {
    rowNumber: draft.rowNumber,
    merchantId: draft.merchantId,
    input: draft.cells,
    status: invalid ? 'invalid' : 'pending',
    message: invalid ? draft.problems.join(' ') : draft.note,
  };
}

/** A zod issue's message under the file's column name: "email: The email is invalid". */
export const columnProblem = (column: string, message: string) => `${column}: ${message}`;
