import {
  type CreateMerchantAlert,
  MERCHANT_ALERT_MESSAGES,
  MERCHANT_ALERT_TYPE_LABELS,
  type MerchantAlert,
  type MerchantAlertBanner,
} from '@paydesk/domain/merchant-alerts';
import type { Database } from '../../db/client';
import { type Actor, type AuditAction, recordSuccess } from '../../platform/audit';
import { NotFound } from '../../platform/errors';
import { merchantForStaff } from '../../platform/route-merchant';
import { lockMerchantRow } from '../merchants/merchant-admin-changes.service';
import { recordMerchantChanges } from '../merchants/merchant-history.service';
import {
  activeAlertsOf,
  alertsOf,
  deleteAlert,
  insertAlert,
  lockAlert,
  type MerchantAlertRow,
  setAlertActive,
} from './merchant-alerts.repository';

/**
 * Merchant alerts (part 2 §3, §4 "Alerts", §7): the back office's management and the
 * merchant's own read. Every change runs in the call's transaction with the merchant row
 * locked (so concurrent changes of one merchant's alerts queue), writes a change-history row
 * (Miscellaneous, field `alert`) and an audit row; a change that changes nothing writes
 * neither.
 */

/** The history field of every alert change (the label dictionary's 'Alert'). */
const HISTORY_FIELD = 'alert';

interface ChangeInput {
  merchantId: number;
  actor: Actor;
  at: Date;
}

const toAlert = (row: MerchantAlertRow): MerchantAlert => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

/** How an alert reads in the history: 'Warning: Payouts paused (active)'. */
const historyText = (row: MerchantAlertRow) =>
  `${MERCHANT_ALERT_TYPE_LABELS[row.type]}: ${row.title} (${row.isActive ? 'active' : 'inactive'})`;

async function record(
  tx: Database,
  input: ChangeInput,
  action: AuditAction,
  row: MerchantAlertRow,
  change: { oldValue: string | null; newValue: string | null },
): Promise<void> {
  await recordMerchantChanges(tx, {
    merchantId: input.merchantId,
    actor: input.actor,
    at: input.at,
    grouping: 'Miscellaneous',
    changes: [{ field: HISTORY_FIELD, ...change }],
  });
  await recordSuccess(tx, input.actor, {
    action,
    details: { merchantId: input.merchantId, alertId: row.id, type: row.type, title: row.title },
  });
}

/** Every alert of the merchant, newest first; 404 for an unknown merchant. */
export async function merchantAlerts(
  db: Database,
  merchantId: number,
): Promise<{ data: MerchantAlert[] }> {
  const merchant = await merchantForStaff(db, merchantId);
  return { data: (await alertsOf(db, merchant.id)).map(toAlert) };
}

/** The account's active alerts (the merchant's dashboard banners). */
export async function activeMerchantAlerts(
  db: Database,
  merchantId: number,
): Promise<{ data: MerchantAlertBanner[] }> {
  return { data: await activeAlertsOf(db, merchantId) };
}

export async function createMerchantAlert(
  tx: Database,
  input: ChangeInput & { body: CreateMerchantAlert },
): Promise<MerchantAlert> {
  await lockMerchantRow(tx, input.merchantId);
  const row = await insertAlert(tx, {
    merchantId: input.merchantId,
    type: input.body.type,
    title: input.body.title,
    message: input.body.message,
    isActive: input.body.is_active ?? true,
    createdAt: input.at,
  });
  await record(tx, input, 'merchant-alert-create', row, {
    oldValue: null,
    newValue: historyText(row),
  });
  return toAlert(row);
}

async function lockOrNotFound(
  tx: Database,
  input: ChangeInput & { alertId: number },
): Promise<MerchantAlertRow> {
  await lockMerchantRow(tx, input.merchantId);
  const row = await lockAlert(tx, input.merchantId, input.alertId);
  if (!row) throw new NotFound(MERCHANT_ALERT_MESSAGES.notFound);
  return row;
}

/** Activates or deactivates an alert; the same state again writes nothing. */
export async function setMerchantAlertActive(
  tx: Database,
  input: ChangeInput & { alertId: number; active: boolean },
): Promise<MerchantAlert> {
  const before = await lockOrNotFound(tx, input);
  if (before.isActive === input.active) return toAlert(before);
  const after = await setAlertActive(tx, before.id, input.active);
  await record(
    tx,
    input,
    input.active ? 'merchant-alert-activate' : 'merchant-alert-deactivate',
    after,
    { oldValue: historyText(before), newValue: historyText(after) },
  );
  return toAlert(after);
}

export async function deleteMerchantAlert(
  tx: Database,
  input: ChangeInput & { alertId: number },
): Promise<void> {
  const row = await lockOrNotFound(tx, input);
  await deleteAlert(tx, row.id);
  await record(tx, input, 'merchant-alert-delete', row, {
    oldValue: historyText(row),
    newValue: null,
  });
}
