import {
  MAX_ATTACHMENT_BYTES,
  matchSchedulableReport,
  nextRunAt,
  REPORT_SCHEDULE_MESSAGES,
  type ScheduledRun,
  scheduledRunQuery,
} from '@paydesk/domain/report-schedule-catalogue';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import type { Job, JobHandler, JobRegistry } from '../../platform/jobs/job-runner';
import { pruneMailAttachments } from '../../platform/mail';
import { identityContextFor, openServiceSession } from '../identity/sessions.service';
import { type RenderOutcome, renderReportCsv } from './report-render';
import {
  pausedMail,
  reportMail,
  type ScheduledMailInput,
  tooLargeMail,
} from './report-schedule-mail';
import {
  claimDueSchedules,
  type ScheduleChanges,
  type ScheduleRow,
  scheduleForRun,
  setNextRun,
  updateSchedule,
} from './report-schedules.repository';
import { REPORT_SCHEDULE_RUN_JOB } from './report-schedules.service';

/**
 * The runs of scheduled reports (docs/architecture.md "Background jobs", "Scheduled reports").
 *
 * - `report-schedules-due`, every minute (one job a slot whatever the number of runners):
 *   claims the active schedules whose run has come (`for update skip locked`), queues one
 *   `report-schedule-run` job for each and sets its next run, in one transaction: a due
 *   schedule is queued once across replicas.
 * - `report-schedule-run`: renders the view's CSV before its transaction (`prepare`): through
 *   the report's own API route, as the schedule's owner with the permissions they hold now (a
 *   session opened for the call and revoked after). Then, in the job's transaction, it mails
 *   the CSV (or a note when it is over the cap) through the outbox and records the run, so the
 *   mail and the job's completion commit together. A refusal pauses the schedule with why.
 */

export const REPORT_SCHEDULES_DUE_JOB = 'report-schedules-due';
export const REPORT_SCHEDULES_DUE_EVERY_MS = 60_000;
/** Schedules queued per pass; more wait for the next minute. */
const CLAIM_BATCH = 200;
/** Files of mail older than this are dropped (the messages stay). */
const KEEP_ATTACHMENTS_MS = 7 * 86_400_000;

export interface ReportScheduleJobOptions {
  /** The largest CSV a mail carries (10 MB unless told; tests make it small). */
  maxAttachmentBytes?: number;
}

/** What a run's `prepare` found, for its handler. */
type Prepared =
  | { kind: 'skip' }
  | {
      kind: 'rendered';
      /** The view rendered: the handler checks the schedule still shows it. */
      view: string;
      run: ScheduledRun | undefined;
      outcome: RenderOutcome | { kind: 'failed' };
    };

const viewOf = (schedule: ScheduleRow) => `${schedule.reportPath}?${schedule.query}`;

/** Queues the due schedules' runs and moves each to its next run, in the job's transaction. */
const queueDueRuns: JobHandler = async (tx, _job, { now }) => {
  for (const due of await claimDueSchedules(tx, now, CLAIM_BATCH)) {
    const dueAt = due.next_run_at.toISOString();
    await enqueueJob(tx, {
      kind: REPORT_SCHEDULE_RUN_JOB,
      payload: { scheduleId: due.id, dueAt },
      runAt: now,
      dedupeKey: `${REPORT_SCHEDULE_RUN_JOB}:${due.id}:${dueAt}`,
    });
    await setNextRun(tx, due.id, nextRunAt(due, now));
  }
  if (now.getUTCMinutes() === 0) {
    await pruneMailAttachments(tx, new Date(now.getTime() - KEEP_ATTACHMENTS_MS));
  }
};

function renderRun(app: FastifyInstance, maxBytes: number) {
  return async (job: Job, { now }: { now: Date }): Promise<Prepared> => {
    const found = await scheduleForRun(app.database.db, Number(job.payload.scheduleId), {
      lock: false,
    });
    if (!found || (!found.schedule.active && job.payload.manual !== true)) return { kind: 'skip' };
    const { schedule } = found;
    const view = viewOf(schedule);
    const match = matchSchedulableReport(schedule.reportPath);
    if (!match) {
      const message = REPORT_SCHEDULE_MESSAGES.unknownReport;
      return {
        kind: 'rendered',
        view,
        run: undefined,
        outcome: { kind: 'refused', status: 400, message },
      };
    }
    const run = scheduledRunQuery(match, schedule.query, now);
    try {
      const session = await openServiceSession(
        identityContextFor(app),
        schedule.userId,
        'scheduled report',
      );
      if (!session) {
        const message = REPORT_SCHEDULE_MESSAGES.signedOut;
        return { kind: 'rendered', view, run, outcome: { kind: 'refused', status: 401, message } };
      }
      try {
        const outcome = await renderReportCsv(app, {
          match,
          query: run.query,
          authorization: session.authorization,
          maxBytes,
        });
        return { kind: 'rendered', view, run, outcome };
      } finally {
        await session.end();
      }
    } catch (error) {
      // Tried again with back-off; the last try records the failure on the schedule instead.
      if (job.attempt < job.maxAttempts) throw error;
      return { kind: 'rendered', view, run, outcome: { kind: 'failed' } };
    }
  };
}

/** Mails what the run rendered and records the run on the schedule, in the job's transaction. */
function recordRun(app: FastifyInstance, maxBytes: number): JobHandler {
  return async (tx: Database, job, { now, prepared }) => {
    const result = prepared as Prepared;
    if (result.kind === 'skip') return;
    const found = await scheduleForRun(tx, Number(job.payload.scheduleId), { lock: true });
    if (!found) return;
    const { schedule } = found;
    // Changed while it rendered: this try's file is of the old view, so try again.
    if (viewOf(schedule) !== result.view) throw new Error('The schedule changed during its run.');
    if (!schedule.active && job.payload.manual !== true) return;
    const mail: ScheduledMailInput = {
      to: found.email,
      firstName: found.firstName,
      schedule,
      reportTitle: matchSchedulableReport(schedule.reportPath)?.report.title ?? schedule.reportPath,
      range: result.run?.range,
      merchantId: result.run?.query.merchantid ?? result.run?.query.merchant_id,
      publicUrl: app.config.publicUrl,
    };
    const changes: ScheduleChanges = { lastRunAt: now };
    const { outcome } = result;
    if (outcome.kind === 'csv') {
      await app.mailer.send(
        reportMail(mail, {
          filename: outcome.filename,
          contentType: 'text/csv; charset=utf-8',
          content: outcome.content,
        }),
        tx,
      );
      changes.lastError = null;
    } else if (outcome.kind === 'too-large') {
      await app.mailer.send(tooLargeMail(mail, maxBytes), tx);
      changes.lastError = REPORT_SCHEDULE_MESSAGES.tooLarge;
    } else if (outcome.kind === 'failed') {
      changes.lastError = REPORT_SCHEDULE_MESSAGES.failed;
    } else {
      // Refused: a permission or the sign-in lost, or a view the report no longer takes.
      const reason =
        outcome.status === 401
          ? REPORT_SCHEDULE_MESSAGES.signedOut
          : outcome.status === 403
            ? REPORT_SCHEDULE_MESSAGES.lostPermission
            : outcome.message;
      // Someone who can no longer sign in gets no mail.
      if (outcome.status !== 401) await app.mailer.send(pausedMail(mail, reason), tx);
      changes.lastError = reason;
      changes.active = false;
    }
    await updateSchedule(tx, schedule.id, changes);
  };
}

/** Gives the runner the scheduled reports' handlers (main.ts; tests). */
export function registerReportScheduleJobs(
  jobs: JobRegistry,
  app: FastifyInstance,
  options: ReportScheduleJobOptions = {},
): void {
  const maxBytes = options.maxAttachmentBytes ?? MAX_ATTACHMENT_BYTES;
  jobs.register(REPORT_SCHEDULES_DUE_JOB, queueDueRuns, { everyMs: REPORT_SCHEDULES_DUE_EVERY_MS });
  jobs.register(REPORT_SCHEDULE_RUN_JOB, recordRun(app, maxBytes), {
    prepare: renderRun(app, maxBytes),
  });
}
