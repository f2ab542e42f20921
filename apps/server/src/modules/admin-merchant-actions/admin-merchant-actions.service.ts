import {
  ADMIN_ACTION_MESSAGES,
  type AdminMerchantState,
  type ChangeMerchantStatus,
  FUNDING_HOLD_FLAGS,
  FUNDING_HOLD_PLACE_STATUSES,
  FUNDING_HOLD_PROCESSOR_ID,
  FUNDING_HOLD_RELEASE_STATUSES,
  type FundingHoldAction,
  type FundingHoldFlags,
  STATUS_CHANGE_KEYS,
} from '@paydesk/domain/admin-merchant-actions';
import type { Database } from '../../db/client';
import { type Actor, type Attempt, recordRefusal, recordSuccess } from '../../platform/audit';
import { Conflict, NotFound } from '../../platform/errors';
import { forgetRouteMerchant, MERCHANT_NOT_FOUND_MESSAGE } from '../../platform/route-merchant';
import { whenTransactionEnds } from '../../platform/write-transaction';
import type { Processors } from '../../processors/processor-registry';
import { markDeadlineHoldsReleased } from '../admin-ctas/cta-holds.service';
import { type FieldChange, recordMerchantChanges } from '../merchants/merchant-history.service';
import {
  lockMerchantState,
  type MerchantState,
  type MerchantStateUpdate,
  updateMerchantState,
} from './admin-merchant-actions.repository';

/** What an action needs besides its transaction (the app satisfies it). */
export interface AdminActionDeps {
  processors: Processors;
  clock: { now: () => Date };
}

interface ActionInput<B> {
  merchantId: number;
  actor: Actor;
  body: B;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toState(row: MerchantState): AdminMerchantState {
  return {
    id: row.id,
    status: row.status,
    statusSince: row.statusSince.toISOString(),
    processorId: row.processorId,
    hasFundingHold: row.hasFundingHold,
    fundingHolds: row.fundingHolds ?? null,
    fundingHoldDesc: row.fundingHoldDesc,
    holdFirstReportedDate: iso(row.holdFirstReportedDate),
    fundingHoldSetBy: row.fundingHoldSetBy,
    payoutFrequency: row.payoutFrequency,
    payoutAnchor: row.payoutAnchor,
  };
}

async function lockOrNotFound(tx: Database, merchantId: number): Promise<MerchantState> {
  const row = await lockMerchantState(tx, merchantId);
  if (!row) throw new NotFound(MERCHANT_NOT_FOUND_MESSAGE);
  return row;
}

/** A refused condition: its audit row is kept after the rollback, and the call answers 409. */
export async function refuse(
  tx: Database,
  actor: Actor,
  attempt: Attempt,
  message: string,
): Promise<never> {
  await recordRefusal(tx, {
    action: attempt.action,
    outcome: 'failure',
    userId: actor.userId,
    email: actor.email,
    ip: actor.ip,
    details: { ...attempt.details, reason: message },
  });
  throw new Conflict(message);
}

/** Asks the merchant's processor; a refusal is a 409 with its message. */
function confirmWithProcessor(answer: { ok: boolean; message: string }): void {
  if (!answer.ok) throw new Conflict(`The processor refused the change: ${answer.message}`);
}

/** After the commit, the merchant's own routes read the row again (route-merchant's shared read). */
async function forgetCachedMerchant(tx: Database, merchantId: number): Promise<void> {
  await whenTransactionEnds(tx, async (outer) => forgetRouteMerchant(outer, merchantId));
}

/**
 * POST /admin/merchants/{id}/status: in the call's transaction, the merchant row locked, the
 * new status (different from the current one) confirmed by the merchant's processor, status
 * and status_since written, history rows (General: `status` old and new as numbers;
 * `closure_reason` for a close) and the audit row.
 */
export async function changeMerchantStatus(
  tx: Database,
  deps: AdminActionDeps,
  input: ActionInput<ChangeMerchantStatus>,
): Promise<AdminMerchantState> {
  const { actor, body } = input;
  const before = await lockOrNotFound(tx, input.merchantId);
  const status = STATUS_CHANGE_KEYS[body.status];
  const reason = body.status === 'closed' ? (body.reason ?? null) : null;
  const attempt: Attempt = {
    action: 'merchant-status-change',
    details: { merchantId: before.id, from: before.status, to: status, closureReason: reason },
  };
  if (before.status === status) {
    return refuse(tx, actor, attempt, ADMIN_ACTION_MESSAGES.statusUnchanged);
  }
  confirmWithProcessor(deps.processors.processorFor(before).confirmStatus(before.id, status));
  const now = deps.clock.now();
  const after = await updateMerchantState(tx, before.id, { status, statusSince: now }, now);
  const changes: FieldChange[] = [
    { field: 'status', oldValue: String(before.status), newValue: String(status) },
  ];
  if (reason) changes.push({ field: 'closure_reason', oldValue: null, newValue: reason });
  await recordMerchantChanges(tx, {
    merchantId: before.id,
    actor,
    at: now,
    grouping: 'General',
    changes,
  });
  await recordSuccess(tx, actor, attempt);
  await forgetCachedMerchant(tx, before.id);
  return toState(after);
}

const NO_FLAGS: FundingHoldFlags = {
  suspiciousActivity: false,
  confirmedFraud: false,
  limitsIssue: false,
  invalidBankAccount: false,
};

/** The flags as the history shows them: the set ones, comma-joined (null when none). */
const flagsText = (flags: FundingHoldFlags | null) => {
  const set = FUNDING_HOLD_FLAGS.filter((flag) => flags?.[flag]);
  return set.length > 0 ? set.join(',') : null;
};

/**
 * POST /admin/merchants/{id}/funding-hold (the guard checked the body's permission key): with
 * the merchant row locked, the action's conditions (409),
 * the processor asked, the hold fields written, history rows (grouping Funding Hold) and the
 * audit row.
 */
export async function changeFundingHold(
  tx: Database,
  deps: AdminActionDeps,
  input: ActionInput<FundingHoldAction>,
): Promise<AdminMerchantState> {
  const { body } = input;
  const before = await lockOrNotFound(tx, input.merchantId);
  return body.action === 'place'
    ? placeFundingHold(tx, deps, input.actor, before, body)
    : releaseFundingHold(tx, deps, input.actor, before, body);
}

async function placeFundingHold(
  tx: Database,
  deps: AdminActionDeps,
  actor: Actor,
  before: MerchantState,
  body: Extract<FundingHoldAction, { action: 'place' }>,
): Promise<AdminMerchantState> {
  const attempt: Attempt = {
    action: 'merchant-funding-hold-place',
    details: { merchantId: before.id, reason: body.reason },
  };
  if (before.processorId !== FUNDING_HOLD_PROCESSOR_ID) {
    return refuse(tx, actor, attempt, ADMIN_ACTION_MESSAGES.holdProcessor);
  }
  if (!FUNDING_HOLD_PLACE_STATUSES.includes(before.status)) {
    return refuse(tx, actor, attempt, ADMIN_ACTION_MESSAGES.holdStatus);
  }
  confirmWithProcessor(deps.processors.processorFor(before).setFundingHold(before.id, true));
  const now = deps.clock.now();
  // A second reason on a held account adds to its flags; 'other' replaces the description.
  const current = before.hasFundingHold ? (before.fundingHolds ?? NO_FLAGS) : NO_FLAGS;
  const fundingHolds: FundingHoldFlags =
    body.reason === 'other' ? { ...current } : { ...current, [body.reason]: true };
  const fundingHoldDesc =
    body.reason === 'other' ? body.other : before.hasFundingHold ? before.fundingHoldDesc : null;
  const values: MerchantStateUpdate = {
    hasFundingHold: true,
    fundingHolds,
    fundingHoldDesc,
    holdFirstReportedDate: before.holdFirstReportedDate ?? now,
    fundingHoldSetBy: actor.email,
    fundingHoldSetByUserId: actor.userId,
  };
  const after = await updateMerchantState(tx, before.id, values, now);
  await recordMerchantChanges(tx, {
    merchantId: before.id,
    actor,
    at: now,
    grouping: 'Funding Hold',
    changes: [
      { field: 'has_funding_hold', oldValue: String(before.hasFundingHold), newValue: 'true' },
      {
        field: 'funding_holds',
        oldValue: flagsText(before.fundingHolds),
        newValue: flagsText(fundingHolds),
      },
      { field: 'funding_hold_desc', oldValue: before.fundingHoldDesc, newValue: fundingHoldDesc },
    ],
  });
  await recordSuccess(tx, actor, attempt);
  await forgetCachedMerchant(tx, before.id);
  return toState(after);
}

async function releaseFundingHold(
  tx: Database,
  deps: AdminActionDeps,
  actor: Actor,
  before: MerchantState,
  body: Extract<FundingHoldAction, { action: 'release' }>,
): Promise<AdminMerchantState> {
  const attempt: Attempt = {
    action: 'merchant-funding-hold-release',
    details: {
      merchantId: before.id,
      payoutFrequency: body.frequency,
      payoutAnchor: body.anchor,
    },
  };
  if (!before.hasFundingHold) {
    return refuse(tx, actor, attempt, ADMIN_ACTION_MESSAGES.releaseNoHold);
  }
  if (!FUNDING_HOLD_RELEASE_STATUSES.includes(before.status)) {
    return refuse(tx, actor, attempt, ADMIN_ACTION_MESSAGES.releaseStatus);
  }
  confirmWithProcessor(deps.processors.processorFor(before).setFundingHold(before.id, false));
  const now = deps.clock.now();
  const after = await updateMerchantState(
    tx,
    before.id,
    {
      hasFundingHold: false,
      fundingHolds: null,
      fundingHoldDesc: null,
      holdFirstReportedDate: null,
      fundingHoldSetBy: null,
      fundingHoldSetByUserId: null,
      payoutFrequency: body.frequency,
      payoutAnchor: body.anchor,
    },
    now,
  );
  await recordMerchantChanges(tx, {
    merchantId: before.id,
    actor,
    at: now,
    grouping: 'Funding Hold',
    changes: [
      { field: 'has_funding_hold', oldValue: 'true', newValue: 'false' },
      { field: 'funding_holds', oldValue: flagsText(before.fundingHolds), newValue: null },
      { field: 'funding_hold_desc', oldValue: before.fundingHoldDesc, newValue: null },
      { field: 'payout_frequency', oldValue: before.payoutFrequency, newValue: body.frequency },
      { field: 'payout_anchor', oldValue: before.payoutAnchor, newValue: body.anchor },
    ],
  });
  // A call to action's deadline hold ends here too: the deadline job does not place it again.
  await markDeadlineHoldsReleased(tx, before.id, now);
  await recordSuccess(tx, actor, attempt);
  await forgetCachedMerchant(tx, before.id);
  return toState(after);
}
