import type { Database } from '../../db/client';
import { type AuditAction, recordSuccess } from '../../platform/audit';
import type { ToolRowContext } from '../tool-runs/tool-runs.service';

/** The audit action of an applied row of each bulk kind (its details: docs/api.md). */
const ROW_ACTIONS: Partial<Record<ToolRowContext['run']['kind'], AuditAction>> = {
  'bulk-add-users': 'bulk-add-user',
  'bulk-update-rates': 'bulk-update-rates',
  'bulk-update-account-status': 'bulk-update-account-status',
};

/**
 * One audit row per applied row, in the row's savepoint, in the name of the admin who confirmed
 * the run, carrying the run and the row: the service the row went through writes its own audit
 * row (merchant-status-change, merchant-settings-update, team-invite) beside it.
 */
export async function recordRowApplied(
  tx: Database,
  context: ToolRowContext,
  row: { rowNumber: number },
  details: Record<string, unknown>,
): Promise<void> {
  const action = ROW_ACTIONS[context.run.kind];
  if (!action) throw new Error(`no bulk audit action for ${context.run.kind}`);
  await recordSuccess(tx, context.run.actor, {
    action,
    details: { runId: context.run.id, rowNumber: row.rowNumber, ...details },
  });
}
