import type {
  ToolRun,
  ToolRunKind,
  ToolRunRow,
  ToolRunRowStatus,
  ToolRunStatus,
} from '@paydesk/domain/tool-runs';
import { type Database, sqlQuery } from '../../db/client';

/** A run's row as stored, with the counts of its rows by state. */
export interface StoredRun {
  id: number;
  kind: ToolRunKind;
  status: ToolRunStatus;
  params: Record<string, unknown>;
  fileName: string | null;
  createdByUserId: number | null;
  createdByEmail: string | null;
  approvedByUserId: number | null;
  approvedByEmail: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
  approvedAt: Date | null;
  cancelRequestedAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  counts: Record<ToolRunRowStatus, number>;
}

interface RunRecord {
  id: number;
  kind: ToolRunKind;
  status: ToolRunStatus;
  params: Record<string, unknown>;
  file_name: string | null;
  created_by_user_id: number | null;
  created_by_email: string | null;
  approved_by_user_id: number | null;
  approved_by_email: string | null;
  created_at: string | Date;
  confirmed_at: string | Date | null;
  approved_at: string | Date | null;
  cancel_requested_at: string | Date | null;
  started_at: string | Date | null;
  finished_at: string | Date | null;
  counts: Record<string, number> | null;
}

const date = (value: string | Date | null) => (value === null ? null : new Date(value));

const RUN_SELECT = `
  select r.id, r.kind, r.status, r.params, r.file_name, r.created_by_user_id,
         cu.email as created_by_email, r.approved_by_user_id, au.email as approved_by_email,
         r.created_at, r.confirmed_at, r.approved_at, r.cancel_requested_at, r.started_at,
         r.finished_at, c.counts
    from tool_runs r
    left join users cu on cu.id = r.created_by_user_id
    left join users au on au.id = r.approved_by_user_id
    left join lateral (
      select jsonb_object_agg(status, n) as counts
        from (select status, count(*)::int as n from tool_run_rows
               where run_id = r.id group by status) s
    ) c on true`;

function storedRun(row: RunRecord): StoredRun {
  const counts = { invalid: 0, pending: 0, applied: 0, failed: 0, cancelled: 0 };
  for (const [status, n] of Object.entries(row.counts ?? {})) {
    counts[status as ToolRunRowStatus] = Number(n);
  }
  return {
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    params: row.params ?? {},
    fileName: row.file_name,
    createdByUserId: row.created_by_user_id === null ? null : Number(row.created_by_user_id),
    createdByEmail: row.created_by_email,
    approvedByUserId: row.approved_by_user_id === null ? null : Number(row.approved_by_user_id),
    approvedByEmail: row.approved_by_email,
    createdAt: new Date(row.created_at),
    confirmedAt: date(row.confirmed_at),
    approvedAt: date(row.approved_at),
    cancelRequestedAt: date(row.cancel_requested_at),
    startedAt: date(row.started_at),
    finishedAt: date(row.finished_at),
    counts,
  };
}

export async function readRun(
  db: Database,
  id: number,
  kinds: readonly ToolRunKind[],
  options: { lock?: boolean } = {},
): Promise<StoredRun | undefined> {
  if (options.lock) {
    const locked = await sqlQuery(db)(
      'select id from tool_runs where id = $1 and kind = any($2::text[]) for update',
      [id, kinds],
    );
    if (locked.length === 0) return undefined;
  }
  const [row] = await sqlQuery(db)<RunRecord>(
    `${RUN_SELECT} where r.id = $1 and r.kind = any($2::text[])`,
    [id, kinds],
  );
  return row ? storedRun(row) : undefined;
}

export async function listRuns(
  db: Database,
  kinds: readonly ToolRunKind[],
  page: { offset: number; limit: number },
): Promise<{ runs: StoredRun[]; total: number }> {
  const run = sqlQuery(db);
  const [rows, [total]] = await Promise.all([
    run<RunRecord>(
      `${RUN_SELECT} where r.kind = any($1::text[]) order by r.created_at desc, r.id desc
        limit $2 offset $3`,
      [kinds, page.limit, page.offset],
    ),
    run<{ n: number }>('select count(*)::int as n from tool_runs where kind = any($1::text[])', [
      kinds,
    ]),
  ]);
  return { runs: rows.map(storedRun), total: Number(total?.n ?? 0) };
}

export interface NewRunRecord {
  kind: ToolRunKind;
  status: 'preview' | 'queued';
  params: Record<string, unknown>;
  fileName: string | null;
  createdByUserId: number;
  now: Date;
  totalRows: number;
  invalidRows: number;
}

export async function insertRun(db: Database, run: NewRunRecord): Promise<number> {
  const [row] = await sqlQuery(db)<{ id: number }>(
    `insert into tool_runs (kind, status, params, file_name, total_rows, invalid_rows,
                            created_by_user_id, created_at, confirmed_at)
     values ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, case when $2 = 'queued' then $8::timestamptz end)
     returning id`,
    [
      run.kind,
      run.status,
      JSON.stringify(run.params),
      run.fileName,
      run.totalRows,
      run.invalidRows,
      run.createdByUserId,
      run.now,
    ],
  );
  return Number(row?.id);
}

export interface RowRecord {
  row_number: number;
  merchant_id: number | null;
  input: Record<string, string>;
  status: 'pending' | 'invalid';
  message: string | null;
}

/** Every row in one statement (a 10,000-row file is one round trip). */
export async function insertRows(db: Database, runId: number, rows: RowRecord[]): Promise<void> {
  if (rows.length === 0) return;
  await sqlQuery(db)(
    `insert into tool_run_rows (run_id, row_number, merchant_id, input, status, message)
     select $1, r.row_number, r.merchant_id, r.input, r.status, r.message
       from jsonb_to_recordset($2::jsonb)
         as r(row_number int, merchant_id int, input jsonb, status text, message text)`,
    [runId, JSON.stringify(rows)],
  );
}

export async function updateRun(
  db: Database,
  id: number,
  changes: Partial<{
    status: ToolRunStatus;
    confirmedAt: Date;
    approvedByUserId: number;
    approvedAt: Date;
    cancelRequestedAt: Date;
    startedAt: Date;
    finishedAt: Date;
    params: Record<string, unknown>;
  }>,
): Promise<void> {
  const columns: Record<string, string> = {
    status: 'status',
    confirmedAt: 'confirmed_at',
    approvedByUserId: 'approved_by_user_id',
    approvedAt: 'approved_at',
    cancelRequestedAt: 'cancel_requested_at',
    startedAt: 'started_at',
    finishedAt: 'finished_at',
    params: 'params',
  };
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  const sets = entries.map(
    ([key, _], index) => `${columns[key]} = $${index + 2}${key === 'params' ? '::jsonb' : ''}`,
  );
  await sqlQuery(db)(`update tool_runs set ${sets.join(', ')} where id = $1`, [
    id,
    ...entries.map(([key, value]) => (key === 'params' ? JSON.stringify(value) : value)),
  ]);
}

/** The run's counters kept on its row (for reports that read runs without their rows). */
export async function refreshCounters(db: Database, id: number): Promise<void> {
  await sqlQuery(db)(
    `update tool_runs r set
        applied_rows = (select count(*) from tool_run_rows where run_id = r.id and status = 'applied'),
        failed_rows = (select count(*) from tool_run_rows where run_id = r.id and status = 'failed')
      where r.id = $1`,
    [id],
  );
}

export interface PendingRow {
  rowNumber: number;
  merchantId: number | null;
  input: Record<string, string>;
}

export async function nextPendingRows(
  db: Database,
  runId: number,
  limit: number,
): Promise<PendingRow[]> {
  const rows = await sqlQuery(db)<{
    row_number: number;
    merchant_id: number | null;
    input: Record<string, string>;
  }>(
    `select row_number, merchant_id, input from tool_run_rows
      where run_id = $1 and status = 'pending' order by row_number limit $2`,
    [runId, limit],
  );
  return rows.map((row) => ({
    rowNumber: Number(row.row_number),
    merchantId: row.merchant_id === null ? null : Number(row.merchant_id),
    input: row.input,
  }));
}

export async function markRow(
  db: Database,
  runId: number,
  rowNumber: number,
  outcome: { status: 'applied' | 'failed'; message: string | null; result: unknown; at: Date },
): Promise<void> {
  await sqlQuery(db)(
    `update tool_run_rows set status = $3, message = $4, result = $5::jsonb, done_at = $6
      where run_id = $1 and row_number = $2`,
    [
      runId,
      rowNumber,
      outcome.status,
      outcome.message,
      outcome.result === undefined || outcome.result === null
        ? null
        : JSON.stringify(outcome.result),
      outcome.at,
    ],
  );
}

export async function cancelPendingRows(db: Database, runId: number, at: Date): Promise<void> {
  await sqlQuery(db)(
    `update tool_run_rows set status = 'cancelled', done_at = $2
      where run_id = $1 and status = 'pending'`,
    [runId, at],
  );
}

export async function readRows(
  db: Database,
  runId: number,
  query: { status?: ToolRunRowStatus; offset: number; limit: number },
): Promise<{ rows: ToolRunRow[]; total: number }> {
  const run = sqlQuery(db);
  const filter = query.status ? 'and status = $2' : 'and $2::text is null';
  const [rows, [total]] = await Promise.all([
    run<{
      row_number: number;
      merchant_id: number | null;
      input: Record<string, string>;
      status: ToolRunRowStatus;
      message: string | null;
      result: Record<string, unknown> | null;
    }>(
      `select row_number, merchant_id, input, status, message, result from tool_run_rows
        where run_id = $1 ${filter} order by row_number limit $3 offset $4`,
      [runId, query.status ?? null, query.limit, query.offset],
    ),
    run<{ n: number }>(`select count(*)::int as n from tool_run_rows where run_id = $1 ${filter}`, [
      runId,
      query.status ?? null,
    ]),
  ]);
  return {
    rows: rows.map((row) => ({
      rowNumber: Number(row.row_number),
      merchantId: row.merchant_id === null ? null : Number(row.merchant_id),
      input: row.input,
      status: row.status,
      message: row.message,
      result: row.result,
    })),
    total: Number(total?.n ?? 0),
  };
}

/** Every row in file order, for the result CSV. */
export async function allRows(db: Database, runId: number): Promise<ToolRunRow[]> {
  return (await readRows(db, runId, { offset: 0, limit: 2_147_483_647 })).rows;
}

export type { ToolRun };
