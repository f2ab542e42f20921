import type { Database } from '../../db/client';
import type { Actor } from '../../platform/audit';
import { type HistoryRow, insertChangeHistory } from './merchant-details.repository';

/** A grouping of the change history (part 2 §3 "Change-history groupings"). */
export type HistoryGrouping = HistoryRow['grouping'];

/** One changed field: its name (the label dictionary's key) and its old and new values as text. */
export interface FieldChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/**
 * Writes one merchant_change_history row per changed field (who, when, grouping, field, old,
 * new) in the caller's transaction: the one writer of the history, shared by My Account's
 * edits and the back office's actions. Unchanged fields (old equals new) are skipped.
 */
export async function recordMerchantChanges(
  tx: Database,
  input: {
    merchantId: number;
    actor: Pick<Actor, 'userId' | 'email'>;
    at: Date;
    grouping: HistoryGrouping;
    changes: readonly FieldChange[];
  },
): Promise<void> {
  await insertChangeHistory(
    tx,
    input.changes
      .filter((change) => change.oldValue !== change.newValue)
      .map(
        (change): HistoryRow => ({
          merchantId: input.merchantId,
          changedAt: input.at,
          changedByUserId: input.actor.userId,
          changedByEmail: input.actor.email,
          grouping: input.grouping,
          field: change.field,
          oldValue: change.oldValue,
          newValue: change.newValue,
        }),
      ),
  );
}
