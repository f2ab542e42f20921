import type { EndpointDefinition } from '@paydesk/domain/endpoint';
import {
  MAX_SCHEDULES_PER_USER,
  type MatchedReport,
  matchSchedulableReport,
  nextRunAt,
  REPORT_SCHEDULE_MESSAGES,
  reportPermission,
  type ScheduleTiming,
  scheduledRunQuery,
  scheduleViewQuery,
} from '@paydesk/domain/report-schedule-catalogue';
import {
  type CreateReportScheduleBody,
  type ReportSchedule,
  SEND_NOW_MESSAGE,
  type UpdateReportSchedule,
} from '@paydesk/domain/report-schedules';
import type { Database } from '../../db/client';
import type { Identity } from '../../platform/access-policy';
import { type Actor, recordSuccess } from '../../platform/audit';
import { Forbidden, NotFound, Refused, ValidationFailed } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import {
  countSchedulesOf,
  deleteSchedule,
  insertSchedule,
  ownSchedule,
  type ScheduleChanges,
  type ScheduleRow,
  schedulesOf,
  updateSchedule,
} from './report-schedules.repository';

/**
 * Scheduled reports (beyond the spec): an admin's subscriptions to report views, e-mailed as
 * CSV daily or weekly (the runs: report-schedule-jobs.service.ts). Only a schedule's owner
 * sees or changes it; another admin's schedule is "not found".
 */

export const REPORT_SCHEDULE_RUN_JOB = 'report-schedule-run';

const FORBIDDEN_MESSAGE = 'You do not have the permission this needs.';

export function toSchedule(row: ScheduleRow): ReportSchedule {
  return {
    id: row.id,
    name: row.name,
    path: row.reportPath,
    query: row.query,
    reportTitle: matchSchedulableReport(row.reportPath)?.report.title ?? row.reportPath,
    frequency: row.frequency,
    weekday: row.weekday,
    hour: row.hour,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    nextRunAt: row.nextRunAt.toISOString(),
    lastError: row.lastError,
  };
}

export async function listSchedules(
  db: Database,
  identity: Identity,
): Promise<{ data: ReportSchedule[] }> {
  return { data: (await schedulesOf(db, identity.userId)).map(toSchedule) };
}

/** The API list endpoint of a report (its declaration: the query schema the view must meet). */
export type ReportEndpointOf = (match: MatchedReport) => EndpointDefinition | undefined;

/**
 * The view must be one the report's API takes today: its query at this moment meets the list
 * endpoint's schema (a sort or a filter value the list does not know is refused now rather
 * than at every run).
 */
function assertViewIsValid(
  match: MatchedReport,
  viewQuery: string,
  now: Date,
  endpointOf: ReportEndpointOf,
): void {
  const schema = endpointOf(match)?.query;
  if (!schema) throw new ValidationFailed({ path: [REPORT_SCHEDULE_MESSAGES.unknownReport] });
  const parsed = schema.safeParse(scheduledRunQuery(match, viewQuery, now).query);
  if (parsed.success) return;
  throw new ValidationFailed({
    query: parsed.error.issues.map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    ),
  });
}

function timingOf(input: {
  frequency: ScheduleTiming['frequency'];
  weekday?: number | null;
  hour: number;
}): ScheduleTiming {
  return {
    frequency: input.frequency,
    weekday: input.frequency === 'weekly' ? (input.weekday ?? null) : null,
    hour: input.hour,
  };
}

export async function createSchedule(
  tx: Database,
  identity: Identity,
  actor: Actor,
  input: CreateReportScheduleBody,
  now: Date,
  endpointOf: ReportEndpointOf,
): Promise<ReportSchedule> {
  const match = matchSchedulableReport(input.path);
  if (!match) throw new ValidationFailed({ path: [REPORT_SCHEDULE_MESSAGES.unknownReport] });
  const key = reportPermission(match.report);
  if (key && !identity.permissions.includes(key)) throw new Forbidden(FORBIDDEN_MESSAGE);
  const query = scheduleViewQuery(input.query);
  assertViewIsValid(match, query, now, endpointOf);
  if ((await countSchedulesOf(tx, identity.userId)) >= MAX_SCHEDULES_PER_USER) {
    throw new Refused(REPORT_SCHEDULE_MESSAGES.tooMany);
  }
  const timing = timingOf(input);
  const row = await insertSchedule(tx, {
    userId: identity.userId,
    name: input.name,
    reportPath: input.path.replace(/\/+$/, '') || '/',
    query,
    ...timing,
    active: true,
    createdAt: now,
    nextRunAt: nextRunAt(timing, now),
  });
  await recordSuccess(tx, actor, {
    action: 'report-schedule-create',
    details: { scheduleId: row.id, path: row.reportPath, frequency: row.frequency },
  });
  return toSchedule(row);
}

async function ownOrNotFound(tx: Database, id: number, identity: Identity): Promise<ScheduleRow> {
  const row = await ownSchedule(tx, id, identity.userId);
  if (!row) throw new NotFound(REPORT_SCHEDULE_MESSAGES.notFound);
  return row;
}

/**
 * Renames, pauses or resumes, or retimes one of the caller's schedules. Resuming or a new
 * timing sets the next run from now and clears the last error.
 */
export async function changeSchedule(
  tx: Database,
  id: number,
  identity: Identity,
  actor: Actor,
  changes: UpdateReportSchedule,
  now: Date,
): Promise<ReportSchedule> {
  const row = await ownOrNotFound(tx, id, identity);
  const frequency = changes.frequency ?? row.frequency;
  const weekday = changes.weekday === undefined ? row.weekday : changes.weekday;
  if (frequency === 'weekly' && (weekday === null || weekday === undefined)) {
    throw new ValidationFailed({ weekday: [REPORT_SCHEDULE_MESSAGES.weekdayRequired] });
  }
  const timing = timingOf({ frequency, weekday, hour: changes.hour ?? row.hour });
  const retimed =
    timing.frequency !== row.frequency ||
    timing.weekday !== row.weekday ||
    timing.hour !== row.hour;
  const resumed = changes.active === true && !row.active;
  const update: ScheduleChanges = { ...timing };
  if (changes.name !== undefined) update.name = changes.name;
  if (changes.active !== undefined) update.active = changes.active;
  if (retimed || resumed) {
    update.nextRunAt = nextRunAt(timing, now);
    update.lastError = null;
  }
  const saved = await updateSchedule(tx, row.id, update);
  if (!saved) throw new NotFound(REPORT_SCHEDULE_MESSAGES.notFound);
  await recordSuccess(tx, actor, {
    action: 'report-schedule-update',
    details: {
      scheduleId: row.id,
      path: row.reportPath,
      fields: Object.keys(changes).filter(
        (key) => changes[key as keyof UpdateReportSchedule] !== undefined,
      ),
    },
  });
  return toSchedule(saved);
}

export async function removeSchedule(
  tx: Database,
  id: number,
  identity: Identity,
  actor: Actor,
): Promise<void> {
  const row = await ownOrNotFound(tx, id, identity);
  await deleteSchedule(tx, row.id);
  await recordSuccess(tx, actor, {
    action: 'report-schedule-delete',
    details: { scheduleId: row.id, path: row.reportPath },
  });
}

/**
 * Queues one run of the schedule now, paused or not (the run checks the caller's permission
 * as it renders); its next scheduled run stays as it is.
 */
export async function sendScheduleNow(
  tx: Database,
  id: number,
  identity: Identity,
  actor: Actor,
  now: Date,
): Promise<{ message: string }> {
  const row = await ownOrNotFound(tx, id, identity);
  await enqueueJob(tx, {
    kind: REPORT_SCHEDULE_RUN_JOB,
    payload: { scheduleId: row.id, manual: true },
    runAt: now,
  });
  await recordSuccess(tx, actor, {
    action: 'report-schedule-send-now',
    details: { scheduleId: row.id, path: row.reportPath },
  });
  return { message: SEND_NOW_MESSAGE };
}
