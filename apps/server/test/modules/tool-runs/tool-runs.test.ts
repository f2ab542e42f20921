import { randomUUID } from 'node:crypto';
import { TOOL_RUN_MESSAGES } from '@paydesk/domain/tool-runs';
import { beforeAll, describe, expect, it } from 'vitest';
import { sqlQuery } from '../../../src/db/client';
import {
  createToolRun,
  registerToolRunJobs,
  type ToolRowHandler,
} from '../../../src/modules/tool-runs/tool-runs.service';
import { Refused } from '../../../src/platform/errors';
import { createJobRunner, type JobRunner } from '../../../src/platform/jobs/job-runner';
import { inWriteTransaction } from '../../../src/platform/write-transaction';
import { adminLacking, adminWithAll, bearer, Principals } from '../../security/lib/principals';
import { csvRecords } from '../../support/csv-records';
import { type MoneyApp, moneyApp } from '../transactions/money-test-kit';

/**
 * The tool-run mechanism (modules/tool-runs): a run's rows applied in chunks by `tool-run`
 * jobs, each row in a savepoint, with cancel, four-eyes approval, a crash that resumes without
 * doing a row twice, and the per-row result CSV. A test handler stands in for a tool: it appends
 * the row's letter to the merchant's soft descriptor, so a row applied twice shows twice.
 */

let t: MoneyApp;
let runner: JobRunner;
let merchantId: number;
let adminUserId: number;
let second: { authorization: string };
let lacking: { authorization: string };
const crashAt = new Set<number>();
/** The runner's clock runs ahead of the app's, so the jobs the API enqueues are due. */
let ahead = 60_000;

const handler: ToolRowHandler = {
  kind: 'bulk-update-rates',
  chunkSize: 2,
  async apply(tx, row) {
    if (crashAt.delete(row.rowNumber)) throw new Error('the process died here');
    if (row.input.letter === '!') throw new Refused('This row is refused by the tool.');
    await sqlQuery(tx)(
      `update merchants set soft_descriptor = coalesce(soft_descriptor, '') || $2 where id = $1`,
      [row.merchantId, row.input.letter],
    );
    return { ok: true, result: { letter: row.input.letter } };
  },
};

const descriptor = async () =>
  (
    await t.database.query<{ d: string | null }>(
      'select soft_descriptor as d from merchants where id = $1',
      [merchantId],
    )
  )[0]?.d ?? '';

async function previewRun(letters: string[]) {
  await t.database.query('update merchants set soft_descriptor = null where id = $1', [merchantId]);
  return inWriteTransaction(t.database.db, (tx) =>
    createToolRun(tx, {
      kind: 'bulk-update-rates',
      actor: { userId: adminUserId, email: 'admin@paydesk.test', ip: '127.0.0.1' },
      fileName: 'rates.csv',
      status: 'preview',
      now: new Date(),
      rows: letters.map((letter, index) => ({
        rowNumber: index + 2,
        merchantId,
        input: { merchant_id: String(merchantId), letter },
        status: letter === '?' ? 'invalid' : 'pending',
        message: letter === '?' ? 'Unknown rate.' : null,
      })),
    }),
  );
}

const call = (method: 'GET' | 'POST', url: string, headers = t.admin.headers) =>
  t.app.inject({
    method,
    url: `/api/admin/bulk-tools/runs${url}`,
    headers: method === 'POST' ? { ...headers, 'idempotency-key': randomUUID() } : headers,
  });

async function drain() {
  for (let pass = 0; pass < 20; pass += 1) {
    if ((await runner.runDueJobs()) === 0) return;
  }
}

beforeAll(async () => {
  t = await moneyApp({ seed: 'tool-runs' });
  runner = createJobRunner({
    db: t.database.db,
    clock: { now: () => new Date(Date.now() + ahead) },
  });
  registerToolRunJobs(runner, t.app, [handler]);
  const [row] = await t.database.query<{ id: number }>('select min(id) as id from merchants');
  merchantId = Number(row?.id);
  const [admin] = await t.database.query<{ id: number }>(
    `select id from users where email = 'admin@paydesk.test'`,
  );
  adminUserId = Number(admin?.id);
  const principals = new Principals(t.app, t.database);
  second = bearer(await principals.create('second admin', adminWithAll)) as {
    authorization: string;
  };
  lacking = bearer(await principals.create('no bulk', adminLacking('can-bulk-operations'))) as {
    authorization: string;
  };
}, 180_000);

describe('tool runs', () => {
  it('shows a preview and changes nothing until it is confirmed', async () => {
    const run = await previewRun(['a', '?', 'b']);
    expect(run).toMatchObject({ status: 'preview', totalRows: 3, invalidRows: 1, pendingRows: 2 });
    await drain();
    expect(await descriptor()).toBe('');
    const rows = await call('GET', `/${run.id}/rows?status=invalid`);
    expect(rows.json().data).toEqual([
      expect.objectContaining({ rowNumber: 3, status: 'invalid', message: 'Unknown rate.' }),
    ]);
    expect((await call('GET', `/${run.id}`, lacking)).statusCode).toBe(403);
    expect((await call('POST', `/${run.id}/confirm`, lacking)).statusCode).toBe(403);
  });

  it('applies the valid rows in chunks once confirmed, a refused row failing alone', async () => {
    const run = await previewRun(['a', '?', '!', 'b', 'c']);
    const confirmed = await call('POST', `/${run.id}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      run: { status: 'queued' },
      message: TOOL_RUN_MESSAGES.confirmed,
    });
    expect((await call('POST', `/${run.id}/confirm`)).statusCode).toBe(422);
    await drain();
    expect(await descriptor()).toBe('abc');
    const done = (await call('GET', `/${run.id}`)).json();
    expect(done).toMatchObject({
      status: 'done',
      appliedRows: 3,
      failedRows: 1,
      invalidRows: 1,
      pendingRows: 0,
    });
    const csv = await call('GET', `/${run.id}/result`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const records = csvRecords(csv.body);
    expect(records[0]).toEqual([
      'row',
      'merchant_id',
      'letter',
      'result',
      'message',
      'result_letter',
    ]);
    expect(records.slice(1).map((r) => [r[0], r[3], r[4]])).toEqual([
      ['2', 'Applied', ''],
      ['3', 'Will not apply', 'Unknown rate.'],
      ['4', 'Failed', 'This row is refused by the tool.'],
      ['5', 'Applied', ''],
      ['6', 'Applied', ''],
    ]);
  });

  it('resumes after a crash half-way without applying a row twice', async () => {
    const run = await previewRun(['a', 'b', 'c', 'd', 'e']);
    crashAt.add(5);
    await call('POST', `/${run.id}/confirm`);
    await drain();
    // The first chunk (a, b) committed; the second died at c's neighbour d and rolled back.
    expect(await descriptor()).toBe('ab');
    ahead += 10 * 60_000;
    await drain();
    expect(await descriptor()).toBe('abcde');
    expect((await call('GET', `/${run.id}`)).json()).toMatchObject({
      status: 'done',
      appliedRows: 5,
    });
  });

  it('cancels a running run: every row applied or untouched', async () => {
    const run = await previewRun(['a', 'b', 'c', 'd', 'e']);
    await call('POST', `/${run.id}/confirm`);
    await runner.runDueJobs();
    expect(await descriptor()).toBe('ab');
    const cancelled = await call('POST', `/${run.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    await drain();
    expect(await descriptor()).toBe('ab');
    expect((await call('GET', `/${run.id}`)).json()).toMatchObject({
      status: 'cancelled',
      appliedRows: 2,
      cancelledRows: 3,
      pendingRows: 0,
    });
    expect((await call('POST', `/${run.id}/cancel`)).statusCode).toBe(422);
  });

  it('needs a second admin above the approval threshold', async () => {
    const previous = t.app.config.bulkApprovalRows;
    (t.app.config as { bulkApprovalRows: number }).bulkApprovalRows = 2;
    try {
      const run = await previewRun(['a', 'b', 'c']);
      expect((await call('GET', `/${run.id}`)).json().needsApproval).toBe(true);
      const confirmed = (await call('POST', `/${run.id}/confirm`)).json();
      expect(confirmed).toMatchObject({
        run: { status: 'awaiting-approval' },
        message: TOOL_RUN_MESSAGES.awaitingApproval,
      });
      await drain();
      expect(await descriptor()).toBe('');
      const own = await call('POST', `/${run.id}/approve`);
      expect(own.statusCode).toBe(422);
      expect(own.json().error_message).toBe(TOOL_RUN_MESSAGES.ownApproval);
      const approved = await call('POST', `/${run.id}/approve`, second);
      expect(approved.json()).toMatchObject({ run: { status: 'queued' } });
      await drain();
      expect(await descriptor()).toBe('abc');

      const rejected = await previewRun(['x']);
      (t.app.config as { bulkApprovalRows: number }).bulkApprovalRows = 0;
      await call('POST', `/${rejected.id}/confirm`);
      expect((await call('POST', `/${rejected.id}/reject`, second)).json()).toMatchObject({
        run: { status: 'rejected', cancelledRows: 1 },
      });
      await drain();
      expect(await descriptor()).toBe('');
      const audit = await t.database.query<{ action: string }>(
        `select action from audit_log where action like 'tool-run-%' and details->>'runId' = $1`,
        [String(rejected.id)],
      );
      expect(audit.map((a) => a.action).sort()).toEqual(['tool-run-confirm', 'tool-run-reject']);
    } finally {
      (t.app.config as { bulkApprovalRows: number }).bulkApprovalRows = previous;
    }
  });

  it('discards a preview and answers 404 for a run of another tool', async () => {
    const run = await previewRun(['a']);
    expect((await call('POST', `/${run.id}/discard`)).json()).toMatchObject({
      run: { status: 'discarded' },
    });
    const migration = await t.app.inject({
      method: 'GET',
      url: `/api/admin/merchants/migrate/runs/${run.id}`,
      headers: t.admin.headers,
    });
    expect(migration.statusCode).toBe(404);
  });
});
