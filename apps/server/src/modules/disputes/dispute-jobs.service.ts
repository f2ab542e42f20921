import { type Database, sqlQuery } from '../../db/client';
import { setChargebackStatus } from '../../ledger/ledger-operations';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import type { JobHandler, JobRegistry } from '../../platform/jobs/job-runner';
import type { Mailer } from '../../platform/mail';
import type { Merchant } from '../../platform/route-merchant';
import type { Clock } from '../../platform/shared-dependencies';
import type { Processors } from '../../processors/processor-registry';
import {
  chargebackToDecide,
  disputeRecipients,
  evidenceCategoriesOf,
  markDueReminders,
  markNewDisputes,
  type NoticeRow,
  setChargebackDecision,
} from './dispute-jobs.repository';
import { disputeMail } from './dispute-mail';

/**
 * The disputes' background jobs (docs/disputes.md "Decisions" and "E-mails"): the simulated
 * processor's decision on a countered chargeback, and the e-mails about new disputes and near
 * deadlines. `registerDisputeJobs` gives their handlers to the runner (main.ts; tests).
 */

export const DISPUTE_DECISION_JOB = 'dispute-decision';
export const DISPUTE_NOTIFICATIONS_JOB = 'dispute-notifications';
/** The notifications job runs once per slot of this length. */
export const DISPUTE_NOTIFICATIONS_EVERY_MS = 15 * 60_000;
/** Only disputes opened this recently are announced (older ones were there before the job). */
export const ANNOUNCE_WITHIN_MS = 2 * 86_400_000;
/** A dispute still waiting for an answer is reminded of once, this close to its deadline. */
export const REMIND_WITHIN_MS = 3 * 86_400_000;
const DAY_MS = 86_400_000;

/** Evidence categories that win a countered chargeback on their own. */
export const WINNING_EVIDENCE = ['proof-of-delivery', 'authorization'] as const;
/** AVS results (full address match) that win a countered chargeback whatever the evidence. */
export const WINNING_AVS_CODES = ['Y', 'X'] as const;

/** The simulated processors' rule: won with winning evidence or a full AVS match, else lost. */
export function decideChargeback(facts: {
  evidenceCategories: readonly string[];
  avsCode: string | null;
}): 'won' | 'lost' {
  const evidence = facts.evidenceCategories.some((c) =>
    (WINNING_EVIDENCE as readonly string[]).includes(c),
  );
  const avs = (WINNING_AVS_CODES as readonly string[]).includes(facts.avsCode ?? '');
  return evidence || avs ? 'won' : 'lost';
}

/**
 * After a counter (in its transaction): the merchant's processor decides the chargeback
 * `disputeDecisionDays` later. Enqueued once per chargeback.
 */
export async function enqueueDisputeDecision(
  deps: { clock: Clock; processors: Processors },
  tx: Database,
  merchant: Pick<Merchant, 'processorId'>,
  chargebackId: number,
): Promise<void> {
  const days = deps.processors.processorFor(merchant).disputeDecisionDays;
  await enqueueJob(tx, {
    kind: DISPUTE_DECISION_JOB,
    payload: { chargebackId },
    runAt: new Date(deps.clock.now().getTime() + days * DAY_MS),
    dedupeKey: `${DISPUTE_DECISION_JOB}:chargeback:${chargebackId}`,
  });
}

/** Decides a chargeback still under review; one decided (or accepted) meanwhile is left alone. */
const decideDispute: JobHandler = async (tx, job, { now }) => {
  const chargebackId = Number(job.payload.chargebackId);
  const run = sqlQuery(tx);
  const chargeback = await chargebackToDecide(run, chargebackId);
  if (chargeback?.dispute_status !== 'under-review') return;
  const result = decideChargeback({
    evidenceCategories: await evidenceCategoriesOf(run, chargebackId),
    avsCode: chargeback.avs_code,
  });
  await recordChargebackDecision(tx, chargebackId, result, now);
};

/**
 * The processor's decision on a chargeback under review, in the caller's transaction: its
 * status and result, the evidence-needed rollup and, when won, the reversal of its debit.
 * Used by the simulated processor's job and by staff recording a decision.
 */
export async function recordChargebackDecision(
  tx: Database,
  chargebackId: number,
  result: 'won' | 'lost',
  at: Date,
): Promise<void> {
  await setChargebackStatus(tx, { chargebackId, status: result, at });
  await setChargebackDecision(sqlQuery(tx), chargebackId, result);
}

/** Announces new disputes and reminds of near deadlines, each once, to whoever manages them. */
function notifyDisputes(deps: { mailer: Mailer; config: { publicUrl: string } }): JobHandler {
  return async (tx, _job, { now }) => {
    const run = sqlQuery(tx);
    const opened = await markNewDisputes(run, now, new Date(now.getTime() - ANNOUNCE_WITHIN_MS));
    const due = await markDueReminders(run, now, new Date(now.getTime() + REMIND_WITHIN_MS));
    const notices: ['opened' | 'reminder', NoticeRow][] = [
      ...opened.map((n) => ['opened', n] as ['opened', NoticeRow]),
      ...due.map((n) => ['reminder', n] as ['reminder', NoticeRow]),
    ];
    const merchantIds = [...new Set(notices.map(([, n]) => Number(n.merchant_id)))];
    const recipients = await disputeRecipients(run, merchantIds);
    for (const [what, notice] of notices) {
      for (const to of recipients) {
        if (Number(to.merchant_id) !== Number(notice.merchant_id)) continue;
        const mail = disputeMail(what, notice, to, deps.config.publicUrl);
        await deps.mailer.send({ ...mail, merchantId: Number(notice.merchant_id) }, tx);
      }
    }
  };
}

/** Gives the runner the disputes' handlers; the notifications run every 15 minutes. */
export function registerDisputeJobs(
  jobs: JobRegistry,
  deps: { mailer: Mailer; config: { publicUrl: string } },
): void {
  jobs.register(DISPUTE_DECISION_JOB, decideDispute);
  jobs.register(DISPUTE_NOTIFICATIONS_JOB, notifyDisputes(deps), {
    everyMs: DISPUTE_NOTIFICATIONS_EVERY_MS,
  });
}
