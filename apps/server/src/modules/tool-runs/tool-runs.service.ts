import type { ListEnvelope } from '@paydesk/domain/list-envelope';
import type { ToolRunRow } from '@paydesk/domain/tool-runs';
import {
  TOOL_RUN_MESSAGES,
  TOOL_RUN_ROW_STATUS_LABELS,
  type ToolRun,
  type ToolRunChange,
  type ToolRunKind,
  type ToolRunListQuery,
  type ToolRunRowsQuery,
} from '@paydesk/domain/tool-runs';
import type { Database } from '../../db/client';
import { type Actor, recordSuccess } from '../../platform/audit';
import { AppError, NotFound, Refused } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import type { JobRegistry } from '../../platform/jobs/job-runner';
import { csvCellText, csvHeaderRecord, csvRecord, text } from '../../platform/lists/csv';
import type { SharedDependencies } from '../../platform/shared-dependencies';
import { inSavepoint } from '../../platform/write-transaction';
import {
  allRows,
  cancelPendingRows,
  insertRows,
  insertRun,
  listRuns,
  markRow,
  nextPendingRows,
  readRows,
  readRun,
  refreshCounters,
  type StoredRun,
  updateRun,
} from './tool-runs.repository';

/**
 * Tool runs (docs/architecture.md "Tool runs"): long work of the back-office tools applied
 * row by row by background jobs. Each `tool-run` job locks its run, applies the next chunk of
 * pending rows (each in a savepoint: a refused row fails alone), updates the rows and queues
 * the next chunk's job, all in the job's one transaction: a process killed half-way rolls its
 * chunk back and the next runner resumes from the rows still pending, so no row applies twice.
 */

export const TOOL_RUN_JOB = 'tool-run';
const DEFAULT_CHUNK = 100;

/** What row handlers may use (the app satisfies it). */
export type ToolRunDeps = Pick<
  SharedDependencies,
  'processors' | 'clock' | 'cipher' | 'mailer' | 'config' | 'tokenKey' | 'database'
>;

export interface NewToolRunRow {
  rowNumber: number;
  merchantId?: number | null;
  input: Record<string, string>;
  status: 'pending' | 'invalid';
  message?: string | null;
}

export type ToolRowOutcome =
  | { ok: true; message?: string; result?: Record<string, unknown> }
  | { ok: false; message: string };

export interface ToolRowContext {
  now: Date;
  run: { id: number; kind: ToolRunKind; params: Record<string, unknown>; actor: Actor };
  deps: ToolRunDeps;
}

export interface ToolRowHandler {
  kind: ToolRunKind;
  /** Rows a job applies in one transaction (100 unless told). */
  chunkSize?: number;
  apply(
    tx: Database,
    row: { rowNumber: number; merchantId: number | null; input: Record<string, string> },
    context: ToolRowContext,
  ): Promise<ToolRowOutcome>;
  /** Runs once in the last chunk's transaction when the run ends (done or cancelled). */
  finish?(tx: Database, context: ToolRowContext): Promise<void>;
}

/** The actor kept with the run: its rows are applied, and audited, in that admin's name. */
const ACTOR_PARAM = 'actor';
/** The input's columns in the file's order (for the result CSV). */
const COLUMNS_PARAM = 'columns';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function publicParams(params: Record<string, unknown>): Record<string, unknown> {
  const { [ACTOR_PARAM]: _actor, ...rest } = params;
  return rest;
}

function runActor(run: StoredRun): Actor {
  const stored = run.params[ACTOR_PARAM] as Partial<Actor> | undefined;
  return {
    userId: Number(stored?.userId ?? run.createdByUserId ?? 0),
    email: String(stored?.email ?? run.createdByEmail ?? ''),
    ip: String(stored?.ip ?? ''),
  };
}

function answer(run: StoredRun, approvalRows: number): ToolRun {
  const { counts } = run;
  const total = counts.invalid + counts.pending + counts.applied + counts.failed + counts.cancelled;
  const valid = total - counts.invalid;
  return {
    id: run.id,
    kind: run.kind,
    status: run.status,
    fileName: run.fileName,
    totalRows: total,
    invalidRows: counts.invalid,
    pendingRows: counts.pending,
    appliedRows: counts.applied,
    failedRows: counts.failed,
    cancelledRows: counts.cancelled,
    needsApproval:
      run.status === 'awaiting-approval' ||
      (run.status === 'preview' && run.kind !== 'migrate-accounts' && valid > approvalRows) ||
      run.approvedAt !== null,
    params: publicParams(run.params),
    createdBy:
      run.createdByUserId === null
        ? null
        : { id: run.createdByUserId, email: run.createdByEmail ?? '' },
    approvedBy:
      run.approvedByUserId === null
        ? null
        : { id: run.approvedByUserId, email: run.approvedByEmail ?? '' },
    createdAt: run.createdAt.toISOString(),
    confirmedAt: iso(run.confirmedAt),
    approvedAt: iso(run.approvedAt),
    cancelRequestedAt: iso(run.cancelRequestedAt),
    startedAt: iso(run.startedAt),
    finishedAt: iso(run.finishedAt),
  };
}

async function readOrNotFound(
  db: Database,
  id: number,
  kinds: readonly ToolRunKind[],
  lock = false,
): Promise<StoredRun> {
  const run = await readRun(db, id, kinds, { lock });
  if (!run) throw new NotFound(TOOL_RUN_MESSAGES.notFound);
  return run;
}

async function enqueueChunk(tx: Database, runId: number, step: number, runAt: Date) {
  await enqueueJob(tx, {
    kind: TOOL_RUN_JOB,
    payload: { runId },
    runAt,
    dedupeKey: `${TOOL_RUN_JOB}:${runId}:${step}`,
  });
}

/**
 * A new run with its rows, in the caller's transaction: a preview (nothing applies until it is
 * confirmed) or queued at once (its first job enqueued in the same transaction).
 */
export async function createToolRun(
  tx: Database,
  input: {
    kind: ToolRunKind;
    actor: Actor;
    params?: Record<string, unknown>;
    fileName?: string | null;
    rows: NewToolRunRow[];
    status: 'preview' | 'queued';
    now: Date;
    approvalRows?: number;
  },
): Promise<ToolRun> {
  const invalid = input.rows.filter((row) => row.status === 'invalid').length;
  const id = await insertRun(tx, {
    kind: input.kind,
    status: input.status,
    params: {
      ...(input.params ?? {}),
      // jsonb keeps keys in its own order: the file's column order is kept here.
      [COLUMNS_PARAM]: Object.keys(input.rows[0]?.input ?? {}),
      [ACTOR_PARAM]: input.actor,
    },
    fileName: input.fileName ?? null,
    createdByUserId: input.actor.userId,
    now: input.now,
    totalRows: input.rows.length,
    invalidRows: invalid,
  });
  await insertRows(
    tx,
    id,
    input.rows.map((row) => ({
      row_number: row.rowNumber,
      merchant_id: row.merchantId ?? null,
      input: row.input,
      status: row.status,
      message: row.message ?? null,
    })),
  );
  if (input.status === 'queued') await enqueueChunk(tx, id, 0, input.now);
  return answer(await readOrNotFound(tx, id, [input.kind]), input.approvalRows ?? 0);
}

export async function toolRunById(
  db: Database,
  id: number,
  kinds: readonly ToolRunKind[],
  approvalRows = 0,
): Promise<ToolRun> {
  return answer(await readOrNotFound(db, id, kinds), approvalRows);
}

const pageOf = (query: { page: number; per_page: number }) => ({
  offset: (query.page - 1) * query.per_page,
  limit: query.per_page,
});

const meta = (query: { page: number; per_page: number }, total: number) => ({
  perPage: query.per_page,
  page: query.page,
  totalRecords: total,
  totalPages: Math.ceil(total / query.per_page),
});

export async function toolRunList(
  db: Database,
  kinds: readonly ToolRunKind[],
  query: ToolRunListQuery,
  approvalRows: number,
): Promise<ListEnvelope<ToolRun>> {
  const chosen = query.kind ? kinds.filter((kind) => kind === query.kind) : kinds;
  const { runs, total } = await listRuns(db, chosen, pageOf(query));
  return { meta: meta(query, total), data: runs.map((run) => answer(run, approvalRows)) };
}

export async function toolRunRows(
  db: Database,
  id: number,
  kinds: readonly ToolRunKind[],
  query: ToolRunRowsQuery,
): Promise<ListEnvelope<ToolRunRow>> {
  await readOrNotFound(db, id, kinds);
  const { rows, total } = await readRows(db, id, { status: query.status, ...pageOf(query) });
  return { meta: meta(query, total), data: rows };
}

/** The per-row result: row, merchant, the input's columns in file order, state, message, result. */
export async function toolRunResultCsv(
  db: Database,
  id: number,
  kinds: readonly ToolRunKind[],
): Promise<{ fileName: string; file: string }> {
  const run = await readOrNotFound(db, id, kinds);
  const rows = await allRows(db, id);
  const stored = run.params[COLUMNS_PARAM];
  const inputColumns: string[] = Array.isArray(stored) ? stored.map(String) : [];
  const resultColumns: string[] = [];
  for (const row of rows) {
    for (const key of Object.keys(row.input))
      if (!inputColumns.includes(key)) inputColumns.push(key);
    for (const key of Object.keys(row.result ?? {})) {
      if (!resultColumns.includes(key)) resultColumns.push(key);
    }
  }
  const cell = (value: unknown) =>
    csvCellText(text(value === null || value === undefined ? null : String(value)));
  // The merchant id is a column of its own unless the file had one.
  const merchantColumn = inputColumns.includes('merchant_id') ? [] : ['merchant_id'];
  const header = [
    'row',
    ...merchantColumn,
    ...inputColumns,
    'result',
    'message',
    ...resultColumns.map((key) => (inputColumns.includes(key) ? `result_${key}` : key)),
  ];
  const lines = [
    csvHeaderRecord(header),
    ...rows.map((row) =>
      csvRecord([
        row.rowNumber,
        ...(merchantColumn.length > 0 ? [row.merchantId] : []),
        ...inputColumns.map((key) => cell(row.input[key])),
        TOOL_RUN_ROW_STATUS_LABELS[row.status],
        cell(row.message),
        ...resultColumns.map((key) => cell(row.result?.[key])),
      ]),
    ),
  ];
  return { fileName: `${run.kind}-run-${run.id}-result.csv`, file: lines.join('') };
}

interface ChangeInput {
  id: number;
  kinds: readonly ToolRunKind[];
  actor: Actor;
  now: Date;
  approvalRows: number;
}

async function changed(
  tx: Database,
  input: ChangeInput,
  action:
    | 'tool-run-confirm'
    | 'tool-run-approve'
    | 'tool-run-reject'
    | 'tool-run-cancel'
    | 'tool-run-discard',
  message: string,
  createdByUserId: number | null,
): Promise<ToolRunChange> {
  const run = answer(await readOrNotFound(tx, input.id, input.kinds), input.approvalRows);
  await recordSuccess(tx, input.actor, {
    action,
    details: {
      runId: run.id,
      kind: run.kind,
      status: run.status,
      totalRows: run.totalRows,
      invalidRows: run.invalidRows,
      createdByUserId,
    },
  });
  return { run, message };
}

/** A preview confirmed: queued, or waiting for a second admin above the threshold. */
export async function confirmToolRun(tx: Database, input: ChangeInput): Promise<ToolRunChange> {
  const run = await readOrNotFound(tx, input.id, input.kinds, true);
  if (run.status !== 'preview') throw new Refused(TOOL_RUN_MESSAGES.notPreview);
  if (run.counts.pending === 0) throw new Refused(TOOL_RUN_MESSAGES.nothingToApply);
  const needsApproval = run.counts.pending > input.approvalRows;
  await updateRun(tx, run.id, {
    status: needsApproval ? 'awaiting-approval' : 'queued',
    confirmedAt: input.now,
    // The rows apply in the name of the admin who confirmed them.
    params: { ...run.params, [ACTOR_PARAM]: input.actor },
  });
  if (!needsApproval) await enqueueChunk(tx, run.id, 0, input.now);
  return changed(
    tx,
    input,
    'tool-run-confirm',
    needsApproval ? TOOL_RUN_MESSAGES.awaitingApproval : TOOL_RUN_MESSAGES.confirmed,
    run.createdByUserId,
  );
}

async function reviewable(tx: Database, input: ChangeInput): Promise<StoredRun> {
  const run = await readOrNotFound(tx, input.id, input.kinds, true);
  if (run.status !== 'awaiting-approval') throw new Refused(TOOL_RUN_MESSAGES.notAwaitingApproval);
  const confirmedBy = runActor(run).userId;
  if (confirmedBy === input.actor.userId || run.createdByUserId === input.actor.userId) {
    throw new Refused(TOOL_RUN_MESSAGES.ownApproval);
  }
  return run;
}

/** Four eyes: another admin approves, and the run starts. */
export async function approveToolRun(tx: Database, input: ChangeInput): Promise<ToolRunChange> {
  const run = await reviewable(tx, input);
  await updateRun(tx, run.id, {
    status: 'queued',
    approvedByUserId: input.actor.userId,
    approvedAt: input.now,
  });
  await enqueueChunk(tx, run.id, 0, input.now);
  return changed(tx, input, 'tool-run-approve', TOOL_RUN_MESSAGES.approved, run.createdByUserId);
}

export async function rejectToolRun(tx: Database, input: ChangeInput): Promise<ToolRunChange> {
  const run = await reviewable(tx, input);
  await cancelPendingRows(tx, run.id, input.now);
  await updateRun(tx, run.id, {
    status: 'rejected',
    approvedByUserId: input.actor.userId,
    approvedAt: input.now,
    finishedAt: input.now,
  });
  return changed(tx, input, 'tool-run-reject', TOOL_RUN_MESSAGES.rejected, run.createdByUserId);
}

export async function discardToolRun(tx: Database, input: ChangeInput): Promise<ToolRunChange> {
  const run = await readOrNotFound(tx, input.id, input.kinds, true);
  if (run.status !== 'preview') throw new Refused(TOOL_RUN_MESSAGES.notPreview);
  await cancelPendingRows(tx, run.id, input.now);
  await updateRun(tx, run.id, { status: 'discarded', finishedAt: input.now });
  return changed(tx, input, 'tool-run-discard', TOOL_RUN_MESSAGES.discarded, run.createdByUserId);
}

/**
 * Cancel: a run waiting (approval or its first job) ends at once; a running one is marked, and
 * its next chunk cancels the rows still pending instead of applying them.
 */
export async function cancelToolRun(tx: Database, input: ChangeInput): Promise<ToolRunChange> {
  const run = await readOrNotFound(tx, input.id, input.kinds, true);
  if (run.status === 'running') {
    await updateRun(tx, run.id, { cancelRequestedAt: input.now });
  } else if (run.status === 'queued' || run.status === 'awaiting-approval') {
    await cancelPendingRows(tx, run.id, input.now);
    await updateRun(tx, run.id, {
      status: 'cancelled',
      cancelRequestedAt: input.now,
      finishedAt: input.now,
    });
  } else {
    throw new Refused(TOOL_RUN_MESSAGES.notCancellable);
  }
  return changed(
    tx,
    input,
    'tool-run-cancel',
    TOOL_RUN_MESSAGES.cancelRequested,
    run.createdByUserId,
  );
}

/** A refusal a person reads (an AppError below 500) fails its row; anything else fails the chunk. */
function rowRefusal(error: unknown): string | undefined {
  return error instanceof AppError && error.statusCode < 500 ? error.message : undefined;
}

/** One chunk of a run, in the job's transaction. */
async function runChunk(
  tx: Database,
  runId: number,
  handlers: ReadonlyMap<ToolRunKind, ToolRowHandler>,
  deps: ToolRunDeps,
  now: Date,
): Promise<void> {
  const run = await readRun(tx, runId, [...handlers.keys()], { lock: true });
  if (!run || (run.status !== 'queued' && run.status !== 'running')) return;
  const handler = handlers.get(run.kind);
  if (!handler) return;
  const context: ToolRowContext = {
    now,
    run: { id: run.id, kind: run.kind, params: publicParams(run.params), actor: runActor(run) },
    deps,
  };
  const end = async (status: 'done' | 'cancelled') => {
    if (status === 'cancelled') await cancelPendingRows(tx, run.id, now);
    await handler.finish?.(tx, context);
    await updateRun(tx, run.id, { status, finishedAt: now, startedAt: run.startedAt ?? now });
    await refreshCounters(tx, run.id);
  };
  if (run.cancelRequestedAt) return end('cancelled');
  if (run.status === 'queued') await updateRun(tx, run.id, { status: 'running', startedAt: now });

  const rows = await nextPendingRows(tx, run.id, handler.chunkSize ?? DEFAULT_CHUNK);
  for (const row of rows) {
    let outcome: ToolRowOutcome;
    try {
      outcome = await inSavepoint(tx, async (sp) => {
        const result = await handler.apply(sp, row, context);
        // A row the handler refuses leaves nothing behind either.
        if (!result.ok) throw new Refused(result.message);
        return result;
      });
    } catch (error) {
      const message = rowRefusal(error);
      if (message === undefined) throw error;
      outcome = { ok: false, message };
    }
    await markRow(tx, run.id, row.rowNumber, {
      status: outcome.ok ? 'applied' : 'failed',
      message: outcome.message ?? null,
      result: outcome.ok ? outcome.result : null,
      at: now,
    });
  }
  const done = run.counts.applied + run.counts.failed + run.counts.cancelled + rows.length;
  if (rows.length === 0 || run.counts.pending === rows.length) return end('done');
  await refreshCounters(tx, run.id);
  await enqueueChunk(tx, run.id, done, now);
}

/** Gives the runner the `tool-run` job with each tool's row handler (main.ts; tests). */
export function registerToolRunJobs(
  registry: JobRegistry,
  deps: ToolRunDeps,
  handlers: readonly ToolRowHandler[],
): void {
  const byKind = new Map(handlers.map((handler) => [handler.kind, handler]));
  registry.register(TOOL_RUN_JOB, async (tx, job, { now }) => {
    const runId = Number(job.payload.runId);
    if (Number.isInteger(runId) && runId > 0) await runChunk(tx, runId, byKind, deps, now);
  });
}
