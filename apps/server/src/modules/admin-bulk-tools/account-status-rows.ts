import { BULK_MESSAGES, BULK_STATUS_VALUES } from '@paydesk/domain/admin-bulk-tools';
import {
  ADMIN_ACTION_MESSAGES,
  CLOSURE_REASONS,
  type ClosureReason,
  STATUS_CHANGE_KEYS,
  type StatusChangeKey,
} from '@paydesk/domain/admin-merchant-actions';
import { merchantStatusLabel } from '@paydesk/domain/merchant-status';
import type { Database } from '../../db/client';
import { changeMerchantStatus } from '../admin-merchant-actions/admin-merchant-actions.service';
import type { ToolRowContext, ToolRowOutcome } from '../tool-runs/tool-runs.service';
import { merchantsByIds } from './admin-bulk-tools.repository';
import { recordRowApplied } from './bulk-audit';
import type { CsvRow } from './bulk-csv';
import { type DraftRow, draftsOf, markDuplicates, merchantIdsOf } from './bulk-rows';

/**
 * Update account status (part 2 §4 "Change status", §5 "Status change"): each row is what the
 * Change Status dialog would send for one merchant: 'enabled' (1), 'incomplete' (66) or
 * 'closed' (33) with a closure reason, never the merchant's current status. Applied through
 * the dialog's own service (processor confirmation, history, audit).
 */

/** The status as the profile's pill reads it (the newer processor hides ' - Pending'). */
const transition = (from: number, to: number, processorId: number) =>
  `${merchantStatusLabel(from, processorId)} → ${merchantStatusLabel(to, processorId)}`;

/** The row's status key and closure reason, or its problems. */
function readStatus(cells: Record<string, string>, problems: string[]) {
  const key = BULK_STATUS_VALUES[(cells.status ?? '').toLowerCase()] as StatusChangeKey | undefined;
  const reasonCell = cells.closure_reason ?? '';
  const reason = CLOSURE_REASONS.find((r) => r.toLowerCase() === reasonCell.toLowerCase());
  if (!key) problems.push(BULK_MESSAGES.status);
  if (key === 'closed' && reasonCell === '') problems.push(BULK_MESSAGES.reasonRequired);
  else if (key === 'closed' && !reason) problems.push(BULK_MESSAGES.reasonUnknown(reasonCell));
  else if (key && key !== 'closed' && reasonCell !== '') {
    problems.push(BULK_MESSAGES.reasonNotClosing);
  }
  return { key, reason: key === 'closed' ? (reason ?? null) : null };
}

export interface StatusChange {
  key: StatusChangeKey;
  reason: ClosureReason | null;
  from: number;
  processorId: number;
}

/** Checks the rows against the database (one read of their merchants). */
export async function checkAccountStatusRows(
  db: Database,
  rows: readonly CsvRow[],
): Promise<{ drafts: DraftRow[]; changes: Map<DraftRow, StatusChange> }> {
  const drafts = draftsOf(rows);
  const merchants = await merchantsByIds(db, merchantIdsOf(drafts));
  const changes = new Map<DraftRow, StatusChange>();
  for (const draft of drafts) {
    const { key, reason } = readStatus(draft.cells, draft.problems);
    if (draft.merchantId === null) continue;
    const merchant = merchants.get(draft.merchantId);
    if (!merchant) {
      draft.problems.push(BULK_MESSAGES.merchantUnknown(draft.merchantId));
      continue;
    }
    if (!key) continue;
    const to = STATUS_CHANGE_KEYS[key];
    if (merchant.status === to) {
      draft.problems.push(ADMIN_ACTION_MESSAGES.statusUnchanged);
      continue;
    }
    changes.set(draft, { key, reason, from: merchant.status, processorId: merchant.processorId });
    draft.note = transition(merchant.status, to, merchant.processorId);
  }
  markDuplicates(
    drafts,
    (d) => (d.merchantId === null ? null : String(d.merchantId)),
    (d, others) => BULK_MESSAGES.duplicateMerchant(d.merchantId ?? 0, others),
  );
  return { drafts, changes };
}

/**
 * Applies one row: checked again (the merchant may have changed since the preview), then the
 * Change Status dialog's service in the row's savepoint, and the bulk audit row with the run.
 */
export async function applyAccountStatusRow(
  tx: Database,
  row: { rowNumber: number; merchantId: number | null; input: Record<string, string> },
  context: ToolRowContext,
): Promise<ToolRowOutcome> {
  const { drafts, changes } = await checkAccountStatusRows(tx, [
    { rowNumber: row.rowNumber, cells: row.input, problems: [] },
  ]);
  const draft = drafts[0];
  const change = draft ? changes.get(draft) : undefined;
  if (!draft || draft.merchantId === null || !change || draft.problems.length > 0) {
    return { ok: false, message: draft?.problems.join(' ') || BULK_MESSAGES.merchantId };
  }
  const { deps, run } = context;
  const after = await changeMerchantStatus(
    tx,
    { processors: deps.processors, clock: { now: () => context.now } },
    {
      merchantId: draft.merchantId,
      actor: run.actor,
      body: { status: change.key, reason: change.reason },
    },
  );
  await recordRowApplied(tx, context, row, {
    merchantId: draft.merchantId,
    from: change.from,
    to: after.status,
    closureReason: change.reason,
  });
  return {
    ok: true,
    message: transition(change.from, after.status, change.processorId),
    result: { new_status: after.status },
  };
}
