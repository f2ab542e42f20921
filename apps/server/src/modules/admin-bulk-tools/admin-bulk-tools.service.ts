import {
  BULK_TAB_KINDS,
  type BulkTab,
  bulkTemplateCsv,
  bulkTemplateFileName,
} from '@paydesk/domain/admin-bulk-tools';
import type { BulkPreview } from '@paydesk/domain/endpoints/admin-bulk-tools';
import type { Database } from '../../db/client';
import { type Actor, recordSuccess } from '../../platform/audit';
import {
  createToolRun,
  type ToolRowContext,
  type ToolRowHandler,
  type ToolRowOutcome,
} from '../tool-runs/tool-runs.service';
import { applyAccountStatusRow, checkAccountStatusRows } from './account-status-rows';
import { applyAddUserRow, checkAddUserRows } from './add-user-rows';
import type { CsvRow } from './bulk-csv';
import { type DraftRow, storedRow } from './bulk-rows';
import { applyRateRow, checkRateRows } from './rate-rows';

/**
 * Bulk operations (part 2 §2 "Admin tools"; docs/api.md "Back office: bulk operations"): a
 * tab's template, its preview (every row parsed and checked against the database, stored as a
 * tool run in `preview`: nothing else changes), and the row handlers the tool-run jobs call
 * once the run is confirmed (and approved above BULK_APPROVAL_ROWS).
 */

export function bulkTemplate(tab: BulkTab): { fileName: string; csv: string } {
  return { fileName: bulkTemplateFileName(tab), csv: bulkTemplateCsv(tab) };
}

const CHECKS: Record<
  BulkTab,
  (db: Database, rows: readonly CsvRow[]) => Promise<{ drafts: DraftRow[] }>
> = {
  'add-users': checkAddUserRows,
  'update-rates': checkRateRows,
  'update-account-status': checkAccountStatusRows,
};

/** The upload as read before the call's transaction (admin-bulk-tools.routes.ts). */
export interface BulkUpload {
  tab: BulkTab;
  fileName: string;
  size: number;
  sha256: string;
  rows: readonly CsvRow[];
}

/**
 * The preview: every row checked (set-based reads), then a tool run in `preview` with every
 * row, valid ones pending (with what will happen) and the others invalid (with why), and the
 * audit row; all in the call's transaction.
 */
export async function previewBulkUpload(
  tx: Database,
  input: { upload: BulkUpload; actor: Actor; now: Date; approvalRows: number },
): Promise<BulkPreview> {
  const { upload } = input;
  const { drafts } = await CHECKS[upload.tab](tx, upload.rows);
  const rows = drafts.map(storedRow);
  const run = await createToolRun(tx, {
    kind: BULK_TAB_KINDS[upload.tab],
    actor: input.actor,
    params: { tab: upload.tab },
    fileName: upload.fileName,
    rows,
    status: 'preview',
    now: input.now,
    approvalRows: input.approvalRows,
  });
  await recordSuccess(tx, input.actor, {
    action: 'bulk-preview',
    details: {
      runId: run.id,
      kind: run.kind,
      fileName: upload.fileName,
      size: upload.size,
      sha256: upload.sha256,
      totalRows: run.totalRows,
      invalidRows: run.invalidRows,
    },
  });
  return {
    run,
    counts: {
      total: run.totalRows,
      willApply: run.totalRows - run.invalidRows,
      willNotApply: run.invalidRows,
    },
  };
}

type Apply = (
  tx: Database,
  row: { rowNumber: number; merchantId: number | null; input: Record<string, string> },
  context: ToolRowContext,
) => Promise<ToolRowOutcome>;

const handler = (
  kind: ToolRowHandler['kind'],
  apply: Apply,
  chunkSize: number,
): ToolRowHandler => ({
  kind,
  chunkSize,
  apply,
});

/**
 * The row handlers (main.ts registers them with the tool-run jobs). A chunk is one job's
 * transaction: 250 rows keep each commit short (a cancel or a crash waits for at most one
 * chunk) while the per-job overhead stays small next to the rows' work (docs/performance.md).
 * Inviting users hashes a temporary password per new user (scrypt, tens of ms), so its chunks
 * are smaller.
 */
export const bulkAddUsersHandler = handler('bulk-add-users', applyAddUserRow, 50);
export const bulkUpdateRatesHandler = handler('bulk-update-rates', applyRateRow, 250);
export const bulkUpdateAccountStatusHandler = handler(
  'bulk-update-account-status',
  applyAccountStatusRow,
  250,
);
