import {
  CHARGEBACK_ENTRY_LABELS,
  DISPUTE_KIND_LABELS,
  DISPUTE_NOT_FOUND_MESSAGE,
  DISPUTE_RULE_MESSAGES,
  DISPUTE_STATUS_LABELS,
  type DisputeKind,
  type DisputeStatus,
  EVIDENCE_CATEGORIES,
} from '@paydesk/domain/dispute-fields';
import type {
  ChargebackEntry,
  CounterDisputeRequest,
  Dispute,
  DisputeDetail,
  DisputeStatusUpdate,
} from '@paydesk/domain/disputes';
import type { UploadedFile } from '@paydesk/domain/files';
import { type Database, sqlQuery } from '../../db/client';
import { setChargebackStatus } from '../../ledger/ledger-operations';
import { type Actor, type Attempt, recordSuccess, refuseAttempt } from '../../platform/audit';
import { AppError, NotFound } from '../../platform/errors';
import { type Merchant, merchantForStaff } from '../../platform/route-merchant';
import type { Clock } from '../../platform/shared-dependencies';
import { describeFile } from '../files/files.service';
import {
  type BuiltPackage,
  buildCounterPackage,
  PACKAGE_EVIDENCE_ROW,
  type PackageDependencies,
  storeCounterPackage,
} from './counter-package';
import { enqueueDisputeDecision, recordChargebackDecision } from './dispute-jobs.service';
import { asDate, type DisputeScope, disputeRow } from './dispute-list';
import { counterProblem, decisionAbility, disputeAbility } from './dispute-rules';
import {
  addEvidence,
  answerRetrieval,
  chargebackEntriesOf,
  disputedTransactionOf,
  disputeMerchantOf,
  disputeRowOf,
  type EvidenceRow,
  evidenceOf,
  lockDispute,
  markChargebackDisputed,
  setChargebackResult,
} from './disputes.repository';

/** Disputes of one merchant account (part 1 §7 "Disputes"): the inbox's scope, one dispute, answers. */

/** The inbox's declaration, for the back office's report over every merchant. */
export {
  DISPUTE_CSV,
  type DisputeFilters,
  type DisputeScope,
  disputeConditions,
  disputeList,
  disputeRow,
} from './dispute-list';

/** What the disputes module takes from the app: files, the clock, processors and the log. */
export type DisputeDependencies = PackageDependencies;

/** Whose inbox, and now (for the days left). */
export const disputeScope = (merchant: Merchant, clock: Clock): DisputeScope => ({
  merchantId: merchant.id,
  merchantName: merchant.businessCommonName,
  now: clock.now(),
});

export const evidenceCategories = () =>
  EVIDENCE_CATEGORIES.map(({ key, label }) => ({ key, label }));

const at = (text: string | null) => (text ? new Date(text) : null);

/** What happened to the dispute, oldest first: from its own dates and the evidence sent. */
function historyOf(dispute: Dispute, evidence: EvidenceRow[]): DisputeDetail['history'] {
  const events: DisputeDetail['history'] = [
    {
      at: dispute.date,
      label: `${DISPUTE_KIND_LABELS[dispute.kind]} opened`,
      detail: [dispute.reasonCode, dispute.reasonDesc].filter(Boolean).join(' ') || null,
    },
  ];
  const sent = evidence.filter((row) => row.file_id !== null).length;
  if (dispute.disputeDate) {
    events.push({
      at: dispute.disputeDate,
      label: 'Evidence sent',
      detail: sent > 0 ? `${sent} file${sent === 1 ? '' : 's'}` : null,
    });
  }
  if (dispute.responseDate) {
    events.push({
      at: dispute.responseDate,
      label: dispute.status === 'Closed' ? 'Closed without an answer' : 'Answered',
      detail: sent > 0 ? `${sent} document${sent === 1 ? '' : 's'}` : null,
    });
  }
  const decided = ['won', 'lost', 'accepted'].includes(dispute.status);
  if (decided && dispute.kind === 'chargeback') {
    events.push({
      at: dispute.resolvedAt ?? dispute.date,
      label: DISPUTE_STATUS_LABELS[dispute.status as DisputeStatus],
      detail: dispute.responseCode ? `Response code ${dispute.responseCode}` : null,
    });
  }
  if (dispute.kind === 'ach-return') {
    events.push({
      at: dispute.date,
      label: 'Returned by the bank',
      detail: `${dispute.returnCode} ${dispute.returnCodeDesc}`,
    });
  }
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

/** One dispute with its transaction, evidence, history and actions; 404 when not the merchant's. */
export async function disputeDetail(
  deps: DisputeDependencies,
  db: Database,
  merchant: Merchant,
  kind: DisputeKind,
  id: number,
): Promise<DisputeDetail> {
  const run = sqlQuery(db);
  const now = deps.clock.now();
  const row = await disputeRowOf(run, merchant.id, kind, id);
  if (!row) throw new NotFound(DISPUTE_NOT_FOUND_MESSAGE);
  const dispute = disputeRow(row, {
    merchantId: merchant.id,
    merchantName: merchant.businessCommonName,
    now,
  });
  const [transaction, evidence, entries] = await Promise.all([
    disputedTransactionOf(run, dispute.transactionId),
    evidenceOf(run, kind, id),
    kind === 'chargeback' ? chargebackEntriesOf(run, id) : [],
  ]);
  if (!transaction) throw new NotFound(DISPUTE_NOT_FOUND_MESSAGE);
  const files = await Promise.all(
    evidence.map((e) =>
      e.file_id ? describeFile(deps, db, merchant.id, e.file_id).catch(() => null) : null,
    ),
  );
  const facts = { kind, status: dispute.status, respondBy: at(dispute.respondBy) };
  const ability = disputeAbility(facts, now);
  const money: ChargebackEntry[] = entries.map((entry) => ({
    kind: entry.kind,
    label: CHARGEBACK_ENTRY_LABELS[entry.kind],
    amount: Number(entry.amount_cents),
    at: asDate(entry.entered_at)?.toISOString() ?? '',
  }));
  return {
    dispute,
    transaction: {
      id: Number(transaction.id),
      transNumber: transaction.trans_number,
      transDate: asDate(transaction.trans_date)?.toISOString() ?? '',
      status: transaction.status,
      grossAmount: Number(transaction.gross_amount_cents),
      refundedAmount: Number(transaction.refunded_amount_cents),
      currency: transaction.currency,
      cardBrand: transaction.card_brand,
      accountNumber: transaction.account_number_masked,
      accountholderName: transaction.accountholder_name,
      authCode: transaction.auth_code,
      avsCode: transaction.avs_code,
      responseCode: transaction.response_code,
    },
    evidence: evidence.map((e, index) => ({
      id: e.id,
      category: e.category,
      note: e.note,
      file: files[index] ?? null,
      createdAt: asDate(e.created_at)?.toISOString() ?? '',
    })),
    history: historyOf(dispute, evidence),
    money,
    actions: { counter: ability, accept: ability, status: decisionAbility(facts) },
  };
}

/** Why the back office's report answers no dispute: it is read-only (docs/reports.md). */
export const STAFF_READ_ONLY_REASON =
  "Read-only here: the merchant answers from its Disputes page, and staff record the processor's decision from the merchant's account.";

/**
 * One dispute of any merchant for staff reading the back office's disputes report: what its
 * merchant's detail answers, with every action refused (the report is read-only); 404 for an
 * unknown dispute.
 */
export async function disputeDetailForStaff(
  deps: DisputeDependencies,
  db: Database,
  kind: DisputeKind,
  id: number,
): Promise<DisputeDetail> {
  const merchantId = await disputeMerchantOf(sqlQuery(db), kind, id);
  if (merchantId === undefined) throw new NotFound(DISPUTE_NOT_FOUND_MESSAGE);
  const detail = await disputeDetail(deps, db, await merchantForStaff(db, merchantId), kind, id);
  const refused = { allowed: false, reason: STAFF_READ_ONLY_REASON };
  return { ...detail, actions: { counter: refused, accept: refused, status: refused } };
}

/**
 * The account of a dispute a link names without one, when `mayOpen` it (the merchant policy's
 * question); 404 otherwise, as for an unknown dispute, so ids of other accounts say nothing.
 */
export async function disputeAccount(
  db: Database,
  kind: DisputeKind,
  id: number,
  mayOpen: (merchantId: number) => Promise<boolean>,
): Promise<{ merchantId: number }> {
  const merchantId = await disputeMerchantOf(sqlQuery(db), kind, id);
  if (merchantId === undefined || !(await mayOpen(merchantId))) {
    throw new NotFound(DISPUTE_NOT_FOUND_MESSAGE);
  }
  return { merchantId };
}

/** The dispute locked for an answer, and the rule's verdict (refused with its audit row). */
async function answerable(
  deps: DisputeDependencies,
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  attempt: Attempt,
  kind: DisputeKind,
  id: number,
): Promise<DisputeDetail> {
  if (!(await lockDispute(sqlQuery(tx), merchant.id, kind, id))) {
    throw new NotFound(DISPUTE_NOT_FOUND_MESSAGE);
  }
  const detail = await disputeDetail(deps, tx, merchant, kind, id);
  const ability = disputeAbility(
    { kind, status: detail.dispute.status, respondBy: at(detail.dispute.respondBy) },
    deps.clock.now(),
  );
  if (!ability.allowed) return refuseAttempt(tx, actor, attempt, ability.reason);
  return detail;
}

/** The counter's files: each a live dispute-evidence upload of this merchant. */
async function evidenceFiles(
  deps: DisputeDependencies,
  tx: Database,
  merchant: Merchant,
  evidence: CounterDisputeRequest['evidence'],
): Promise<UploadedFile[] | undefined> {
  const files: UploadedFile[] = [];
  for (const item of evidence) {
    try {
      const file = await describeFile(deps, tx, merchant.id, item.fileId);
      if (file.type !== 'dispute_evidence') return undefined;
      files.push(file);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return undefined;
      throw error;
    }
  }
  return files;
}

/** A chargeback counter's package, made before the call's transaction opens. */
export type PreparedCounter = BuiltPackage | { problem: string } | undefined;

/**
 * Builds a chargeback counter's package before the transaction (`beforeTransaction`): the PDF
 * takes up to seconds, which a transaction (and PGlite's one connection) should not wait on.
 * Nothing when the counter will be refused anyway (the transaction checks again, locked, and
 * refuses with its audit row) or for a retrieval, which sends its documents as they are.
 */
export async function prepareCounter(
  deps: DisputeDependencies,
  db: Database,
  merchant: Merchant,
  kind: DisputeKind,
  id: number,
  input: CounterDisputeRequest,
): Promise<PreparedCounter> {
  if (kind !== 'chargeback' || counterProblem(kind, input.evidence.length)) return undefined;
  const detail = await disputeDetail(deps, db, merchant, kind, id).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 404) return undefined;
    throw error;
  });
  if (!detail?.actions.counter.allowed) return undefined;
  if (!(await evidenceFiles(deps, db, merchant, input.evidence))) return undefined;
  return buildCounterPackage(deps, db, merchant, detail, input);
}

/**
 * Counters a chargeback with evidence (it goes under review; the processor decides later) or
 * answers a retrieval with documents, in the call's transaction, with its audit row. A
 * chargeback's package comes `prepared` (built before the transaction), or is built here.
 */
export async function counterDispute(
  deps: DisputeDependencies,
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  kind: DisputeKind,
  id: number,
  input: CounterDisputeRequest,
  prepared?: PreparedCounter,
): Promise<DisputeDetail> {
  const attempt: Attempt = {
    action: 'dispute-counter',
    details: {
      merchantId: merchant.id,
      kind,
      disputeId: id,
      files: input.evidence.map((e) => e.fileId),
    },
  };
  const detail = await answerable(deps, tx, merchant, actor, attempt, kind, id);
  const problem = counterProblem(kind, input.evidence.length);
  if (problem) return refuseAttempt(tx, actor, attempt, problem);
  const files = await evidenceFiles(deps, tx, merchant, input.evidence);
  if (!files) return refuseAttempt(tx, actor, attempt, DISPUTE_RULE_MESSAGES.fileNotEvidence);
  // A chargeback's evidence goes to the processor as one PDF within its limits.
  const built =
    kind === 'chargeback'
      ? (prepared ?? (await buildCounterPackage(deps, tx, merchant, detail, input)))
      : undefined;
  if (built && 'problem' in built) return refuseAttempt(tx, actor, attempt, built.problem);
  const packaged = built
    ? { file: await storeCounterPackage(deps, tx, merchant, actor, detail, built) }
    : undefined;

  const run = sqlQuery(tx);
  const now = deps.clock.now();
  const answered = kind as Exclude<DisputeKind, 'ach-return'>;
  await addEvidence(
    run,
    answered,
    id,
    [
      ...input.evidence.map((e) => ({ category: e.category, fileId: e.fileId, note: null })),
      ...(input.note ? [{ category: 'note', fileId: null, note: input.note }] : []),
      ...(packaged ? [PACKAGE_EVIDENCE_ROW(packaged.file)] : []),
    ],
    now,
  );
  if (kind === 'chargeback') {
    await setChargebackStatus(tx, { chargebackId: id, status: 'under-review', at: now });
    await markChargebackDisputed(run, id, now);
    await enqueueDisputeDecision(deps, tx, merchant, id);
  } else {
    await answerRetrieval(run, id, 'Answered', now);
  }
  await recordSuccess(tx, actor, attempt);
  return disputeDetail(deps, tx, merchant, kind, id);
}

/** Accepts a chargeback (final: the cardholder keeps the money) or closes a retrieval unanswered. */
export async function acceptDispute(
  deps: DisputeDependencies,
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  kind: DisputeKind,
  id: number,
): Promise<DisputeDetail> {
  const attempt: Attempt = {
    action: 'dispute-accept',
    details: { merchantId: merchant.id, kind, disputeId: id },
  };
  await answerable(deps, tx, merchant, actor, attempt, kind, id);
  const run = sqlQuery(tx);
  const now = deps.clock.now();
  if (kind === 'chargeback') {
    await setChargebackStatus(tx, { chargebackId: id, status: 'accepted', at: now });
    await setChargebackResult(run, id, 'accepted');
  } else {
    await answerRetrieval(run, id, 'Closed', now);
  }
  await recordSuccess(tx, actor, attempt);
  return disputeDetail(deps, tx, merchant, kind, id);
}

/**
 * Staff record the processor's decision on a countered chargeback (part 2 §4 "Disputes: status
 * updated"): won returns its amount to the merchant, lost leaves it debited. One transaction
 * with its audit row; a refusal is audited too.
 */
export async function updateDisputeStatus(
  deps: DisputeDependencies,
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  kind: DisputeKind,
  id: number,
  input: DisputeStatusUpdate,
): Promise<DisputeDetail> {
  const attempt: Attempt = {
    action: 'dispute-status',
    details: {
      merchantId: merchant.id,
      kind,
      disputeId: id,
      status: input.status,
      note: input.note,
    },
  };
  if (!(await lockDispute(sqlQuery(tx), merchant.id, kind, id))) {
    throw new NotFound(DISPUTE_NOT_FOUND_MESSAGE);
  }
  const detail = await disputeDetail(deps, tx, merchant, kind, id);
  const ability = decisionAbility({ kind, status: detail.dispute.status, respondBy: null });
  if (!ability.allowed) return refuseAttempt(tx, actor, attempt, ability.reason);
  await recordChargebackDecision(tx, id, input.status, deps.clock.now());
  await recordSuccess(tx, actor, attempt);
  return disputeDetail(deps, tx, merchant, kind, id);
}
