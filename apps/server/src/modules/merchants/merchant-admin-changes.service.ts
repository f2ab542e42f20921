import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { merchants } from '../../db/schema';
import { type Actor, type AuditAction, recordSuccess } from '../../platform/audit';
import { NotFound } from '../../platform/errors';
import { forgetRouteMerchant, MERCHANT_NOT_FOUND_MESSAGE } from '../../platform/route-merchant';
import { whenTransactionEnds } from '../../platform/write-transaction';
import {
  type FieldChange,
  type HistoryGrouping,
  recordMerchantChanges,
} from './merchant-history.service';

/** A merchants row as drizzle reads it. */
export type MerchantRow = typeof merchants.$inferSelect;
/** The columns an admin change may write (never the id). */
export type MerchantFieldValues = Partial<Omit<typeof merchants.$inferInsert, 'id'>>;
type Column = keyof MerchantFieldValues;

/** How one column shows in the history: its field name (the label dictionary's key) and text. */
export interface HistoryFieldFormat {
  field?: string;
  text?: (value: unknown) => string | null;
  /** This column's grouping when it is not the change's (e.g. a gateway id among General fields). */
  grouping?: HistoryGrouping;
}

export interface MerchantFieldChange {
  merchantId: number;
  actor: Actor;
  at: Date;
  /** The change-history grouping (part 2 §3) of every field of this change. */
  grouping: HistoryGrouping;
  /** The audit row's action; its details get the merchant id and the changed field names. */
  auditAction: AuditAction;
  /** Extra audit details (never secrets: no SSNs, bank or card numbers). */
  auditDetails?: Record<string, unknown>;
  values: MerchantFieldValues;
  /**
   * Per column, its history field name and text when the default does not fit: the default is
   * the column's SQL name (`soft_descriptor`) and the value as text (JSON for objects, cents
   * as dollars for `*_cents` columns with the `_cents` dropped from the name).
   */
  history?: Partial<Record<Column, HistoryFieldFormat>>;
  /**
   * Columns whose values must never reach the history or the audit (encrypted numbers): the
   * history row says 'changed' without old or new.
   */
  secret?: readonly Column[];
  /**
   * Columns written with the change but kept out of its history and audit: values derived from
   * another column of the change (the keyed fingerprints of the bank numbers).
   */
  derived?: readonly Column[];
}

export interface MerchantFieldChangeResult {
  before: MerchantRow;
  after: MerchantRow;
  /** The columns whose value changed (none: nothing was written, no history, no audit). */
  changed: Column[];
}

const sqlName = (column: Column): string =>
  (merchants[column as keyof typeof merchants] as { name?: string }).name ?? String(column);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function defaultText(column: Column, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (String(column).endsWith('Cents') && typeof value === 'number')
    return (value / 100).toFixed(2);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function defaultField(column: Column): string {
  return sqlName(column).replace(/_cents$/, '');
}

/** Locks the merchant's row for the call's transaction; 404 when there is none. */
export async function lockMerchantRow(tx: Database, merchantId: number): Promise<MerchantRow> {
  const [row] = await tx
    .select()
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1)
    .for('update');
  if (!row) throw new NotFound(MERCHANT_NOT_FOUND_MESSAGE);
  return row;
}

/**
 * The one write path of the back office's edits of merchant columns (profile, settings,
 * toggles, limits, notifications, banking): in the call's transaction, the row locked, the
 * columns whose value differs written (with updated_at), one history row per changed column in
 * the change's grouping, one audit row (merchant id and the changed field names), and the
 * merchant's cached route read forgotten after the commit so the merchant portal sees the
 * change on its next request. A change that changes nothing writes nothing (idempotent).
 */
export async function changeMerchantFields(
  tx: Database,
  change: MerchantFieldChange,
): Promise<MerchantFieldChangeResult> {
  const before = await lockMerchantRow(tx, change.merchantId);
  const columns = (Object.keys(change.values) as Column[]).filter(
    (column) =>
      change.values[column] !== undefined &&
      !same(before[column as keyof MerchantRow], change.values[column]),
  );
  if (columns.length === 0) return { before, after: before, changed: [] };
  const values = Object.fromEntries(columns.map((c) => [c, change.values[c]]));
  const [after] = await tx
    .update(merchants)
    .set({ ...values, updatedAt: change.at })
    .where(eq(merchants.id, before.id))
    .returning();
  if (!after) throw new Error(`merchant ${before.id} vanished while locked`);
  const secret = new Set(change.secret ?? []);
  const derived = new Set(change.derived ?? []);
  const fields: string[] = [];
  const byGrouping = new Map<HistoryGrouping, FieldChange[]>();
  for (const column of columns) {
    if (derived.has(column)) continue;
    const format = change.history?.[column];
    const field = format?.field ?? defaultField(column);
    fields.push(field);
    const text = format?.text ?? ((value: unknown) => defaultText(column, value));
    const entry: FieldChange = secret.has(column)
      ? { field, oldValue: null, newValue: 'changed' }
      : {
          field,
          oldValue: text(before[column as keyof MerchantRow]),
          newValue: text(after[column as keyof MerchantRow]),
        };
    const grouping = format?.grouping ?? change.grouping;
    byGrouping.set(grouping, [...(byGrouping.get(grouping) ?? []), entry]);
  }
  for (const [grouping, changes] of byGrouping) {
    await recordMerchantChanges(tx, {
      merchantId: before.id,
      actor: change.actor,
      at: change.at,
      grouping,
      changes,
    });
  }
  await recordSuccess(tx, change.actor, {
    action: change.auditAction,
    details: { merchantId: before.id, fields, ...change.auditDetails },
  });
  await whenTransactionEnds(tx, async (outer) => forgetRouteMerchant(outer, before.id));
  return { before, after, changed: columns };
}
