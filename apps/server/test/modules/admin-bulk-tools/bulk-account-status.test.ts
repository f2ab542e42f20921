import { BULK_LIMITS, BULK_MESSAGES } from '@paydesk/domain/admin-bulk-tools';
import { ADMIN_ACTION_MESSAGES } from '@paydesk/domain/admin-merchant-actions';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { TOOL_RUN_MESSAGES } from '@paydesk/domain/tool-runs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ToolRowHandler } from '../../../src/modules/tool-runs/tool-runs.service';
import { csvRecords } from '../../support/csv-records';
import { type BulkKit, bulkKit, csv, drain, runCall, runRows, upload } from './bulk-test-kit';

/**
 * Update account status (part 2 §4 "Change status", §5): the preview's precise row messages
 * (unknown merchant, a transition the dialog would not offer, closing without a listed reason,
 * duplicates, formula cells), the file's own refusals (header, size, not multipart), nothing
 * changed before the confirmation, the apply through the dialog's service (history, audit with
 * the run), the result CSV, four eyes, cancel and a crash half-way that resumes without
 * doubling.
 */

let k: BulkKit;
let m: number[];
/** Rows the next chunk should crash on once (a process dying between two rows). */
const crashOnce = new Set<string>();

const crashing = (handler: ToolRowHandler): ToolRowHandler => ({
  ...handler,
  chunkSize: 2,
  async apply(tx, row, context) {
    if (crashOnce.delete(`${context.run.id}:${row.rowNumber}`)) throw new Error('process died');
    return handler.apply(tx, row, context);
  },
});

const statuses = async () =>
  Object.fromEntries(
    (
      await k.t.database.query<{ id: number; status: number }>(
        'select id, status from merchants where id = any($1::int[]) order by id',
        [m],
      )
    ).map((r) => [Number(r.id), Number(r.status)]),
  );

const statusHistory = async (merchantId: number) =>
  k.t.database.query<{ old_value: string; new_value: string }>(
    `select old_value, new_value from merchant_change_history
      where merchant_id = $1 and field = 'status' order by id`,
    [merchantId],
  );

const setStatuses = async (values: Record<number, number>) => {
  for (const [id, status] of Object.entries(values)) {
    await k.t.database.query('update merchants set status = $2 where id = $1', [
      Number(id),
      status,
    ]);
  }
};

beforeAll(async () => {
  k = await bulkKit('bulk-status', crashing);
  m = k.merchants;
  expect(m.length).toBeGreaterThanOrEqual(4);
}, 180_000);

beforeEach(async () => {
  await setStatuses({ [m[0] ?? 0]: 1, [m[1] ?? 0]: 66, [m[2] ?? 0]: 1, [m[3] ?? 0]: 1 });
});

const HEADER = 'merchant_id,status,closure_reason';

describe('keys', () => {
  it('needs can-bulk-operations for the template and the preview', async () => {
    const file = csv(HEADER, `${m[0]},incomplete,`);
    for (const headers of [k.lacking, k.t.owner.headers]) {
      expect((await upload(k.t, 'update-account-status', file, { headers })).statusCode).toBe(403);
      const template = await k.t.app.inject({
        url: '/api/admin/bulk-tools/update-account-status/template',
        headers,
      });
      expect(template.statusCode).toBe(403);
    }
    const anonymous = await k.t.app.inject({
      url: '/api/admin/bulk-tools/add-users/template',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('template', () => {
  it('answers each tab’s header and one example row as CSV', async () => {
    for (const [tab, header] of [
      ['add-users', 'merchant_id,email,first_name,last_name,role'],
      ['update-rates', 'merchant_id,rate_name,mobile_rate_name'],
      ['update-account-status', HEADER],
    ] as const) {
      const res = await k.t.app.inject({
        url: `/api/admin/bulk-tools/${tab}/template`,
        headers: k.t.admin.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="paydesk-${tab}-template.csv"`,
      );
      const records = csvRecords(res.body);
      expect(records).toHaveLength(2);
      expect(records[0]?.join(',')).toBe(header);
    }
    const unknown = await k.t.app.inject({
      url: '/api/admin/bulk-tools/delete-everything/template',
      headers: k.t.admin.headers,
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('the file', () => {
  it('refuses a wrong header with 400 naming the expected columns', async () => {
    const res = await upload(k.t, 'update-account-status', csv('merchant,status', '1,enabled'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_message: VALIDATION_ERROR_MESSAGE,
      errors: { file: [BULK_MESSAGES.header('update-account-status')] },
    });
    expect(res.json().errors.file[0]).toContain(HEADER);
    // The header of another tab is a wrong header too.
    const other = await upload(
      k.t,
      'update-account-status',
      csv('merchant_id,rate_name,mobile_rate_name'),
    );
    expect(other.statusCode).toBe(400);
  });

  it('refuses an empty file, a header without rows, a broken quote and non-UTF-8 bytes', async () => {
    const cases: [string | Buffer, string][] = [
      ['', BULK_MESSAGES.empty],
      [csv(HEADER, '', ''), BULK_MESSAGES.noRows],
      [csv(HEADER, `${m[0]},"enabled,`), 'The file is not a valid CSV'],
      [Buffer.from(`${HEADER}\r\n${m[0]},closed,Caf\xe9\r\n`, 'latin1'), BULK_MESSAGES.notUtf8],
    ];
    for (const [file, message] of cases) {
      const res = await upload(k.t, 'update-account-status', file);
      expect(res.statusCode, String(file)).toBe(400);
      expect(res.json().errors.file[0]).toContain(message);
    }
  });

  it('refuses a 20 MB file with 413 and a clear message, reading no rows', async () => {
    const line = `${m[0]},enabled,\r\n`;
    const big = Buffer.from(
      `${HEADER}\r\n${line.repeat(Math.ceil((20 * 1024 * 1024) / line.length))}`,
    );
    const before = await k.t.database.query<{ n: number }>(
      'select count(*)::int as n from tool_runs',
    );
    const res = await upload(k.t, 'update-account-status', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error_message).toBe(BULK_MESSAGES.tooLarge);
    // Just over the limit, with a length the framing allowance would let through: the parser stops.
    const over = Buffer.alloc(BULK_LIMITS.maxBytes + 10, 'a');
    const cut = await upload(k.t, 'update-account-status', over);
    expect(cut.statusCode).toBe(413);
    const after = await k.t.database.query<{ n: number }>(
      'select count(*)::int as n from tool_runs',
    );
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const res = await k.t.app.inject({
      method: 'POST',
      url: '/api/admin/bulk-tools/update-account-status/preview',
      headers: { ...k.t.admin.headers, 'idempotency-key': crypto.randomUUID() },
      payload: { file: 'merchant_id,status' },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('preview', () => {
  it('gives a precise message for every bad row and changes nothing', async () => {
    const file =
      `\uFEFF${HEADER}\n` +
      `"${m[0]}","closed","No Longer Using"\r\n` + // 2: quoted cells, CRLF: applies
      '\n' + // 3: empty line, skipped
      `999999,enabled,\n` + // 4: unknown merchant
      `${m[1]},66,\n` + // 5: already Pending
      `${m[2]},closed,\n` + // 6: closing without a reason
      `${m[2]},closed,Bored\n` + // 7: duplicate of 6, and an unknown reason
      `${m[3]},enabled,Too Expensive\n` + // 8: a reason with enabled; and already Active
      `=HYPERLINK("http://x"),enabled,\n` + // 9: a formula cell
      `abc,pending,\n` + // 10: bad id, bad status
      ',,\n'; // a blank spreadsheet row, skipped
    const before = await statuses();
    const res = await upload(k.t, 'update-account-status', file, { fileName: 'statuses.csv' });
    expect(res.statusCode, res.body).toBe(201);
    const { run, counts } = res.json();
    expect(run).toMatchObject({
      kind: 'bulk-update-account-status',
      status: 'preview',
      fileName: 'statuses.csv',
      totalRows: 8,
      invalidRows: 7,
      pendingRows: 1,
    });
    expect(counts).toEqual({ total: 8, willApply: 1, willNotApply: 7 });
    const rows = await runRows(k.t, run.id);
    const byRow = Object.fromEntries(rows.map((r) => [r.rowNumber, r]));
    expect(Object.keys(byRow).map(Number)).toEqual([2, 4, 5, 6, 7, 8, 9, 10]);
    expect(byRow[2]).toMatchObject({ status: 'pending', message: 'Active → Closed' });
    expect(byRow[4]).toMatchObject({
      status: 'invalid',
      message: BULK_MESSAGES.merchantUnknown(999999),
    });
    expect(byRow[5]).toMatchObject({
      status: 'invalid',
      message: ADMIN_ACTION_MESSAGES.statusUnchanged,
    });
    expect(byRow[6]?.message).toBe(
      `${BULK_MESSAGES.reasonRequired} ${BULK_MESSAGES.duplicateMerchant(m[2] ?? 0, [7])}`,
    );
    expect(byRow[7]?.message).toBe(
      `${BULK_MESSAGES.reasonUnknown('Bored')} ${BULK_MESSAGES.duplicateMerchant(m[2] ?? 0, [6])}`,
    );
    expect(byRow[8]?.message).toBe(
      `${BULK_MESSAGES.reasonNotClosing} ${ADMIN_ACTION_MESSAGES.statusUnchanged}`,
    );
    expect(byRow[9]).toMatchObject({ status: 'invalid', merchantId: null });
    expect(byRow[9]?.message).toContain(BULK_MESSAGES.formula('merchant_id'));
    expect(byRow[9]?.input.merchant_id).toBe('=HYPERLINK("http://x")');
    expect(byRow[10]?.message).toBe(`${BULK_MESSAGES.merchantId} ${BULK_MESSAGES.status}`);

    expect(await statuses()).toEqual(before);
    expect(await statusHistory(m[0] ?? 0)).toHaveLength(0);
    const audit = await k.t.database.query<{ details: Record<string, unknown> }>(
      `select details from audit_log where action = 'bulk-preview' and (details->>'runId')::int = $1`,
      [run.id],
    );
    expect(audit[0]?.details).toMatchObject({
      kind: 'bulk-update-account-status',
      fileName: 'statuses.csv',
      totalRows: 8,
      invalidRows: 7,
    });

    // Nothing applies while it is a preview, whatever the jobs do; a discard ends it.
    await drain(k.runner);
    expect(await statuses()).toEqual(before);
    expect((await runCall(k.t, 'POST', `/${run.id}/discard`)).json().run.status).toBe('discarded');
    expect((await runCall(k.t, 'POST', `/${run.id}/confirm`)).statusCode).toBe(422);
  });

  it('answers the same preview for the same Idempotency-Key, once', async () => {
    const file = csv(HEADER, `${m[0]},incomplete,`);
    const key = crypto.randomUUID();
    const first = await upload(k.t, 'update-account-status', file, { key });
    const again = await upload(k.t, 'update-account-status', file, { key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().run.id).toBe(first.json().run.id);
    const runs = await k.t.database.query<{ n: number }>(
      `select count(*)::int as n from audit_log where action = 'bulk-preview'
        and (details->>'runId')::int = $1`,
      [first.json().run.id],
    );
    expect(runs[0]?.n).toBe(1);
    // Another file under the same key is a conflict.
    const other = await upload(k.t, 'update-account-status', csv(HEADER, `${m[1]},enabled,`), {
      key,
    });
    expect(other.statusCode).toBe(409);
  });
});

describe('apply', () => {
  it('applies the valid rows through the Change Status service once confirmed', async () => {
    const file = csv(
      HEADER,
      `${m[0]},closed,Fraud/Suspicious Activity`,
      `${m[1]},enabled,`,
      `${m[2]},1,`,
      `${m[3]},33,collections`,
    );
    const preview = (await upload(k.t, 'update-account-status', file)).json();
    expect(preview.counts).toMatchObject({ willApply: 3, willNotApply: 1 });
    const runId = preview.run.id as number;
    // The state changes after the preview: the handler checks each row again.
    await setStatuses({ [m[3] ?? 0]: 33 });
    const confirmed = await runCall(k.t, 'POST', `/${runId}/confirm`);
    expect(confirmed.json()).toMatchObject({ run: { status: 'queued' } });
    await drain(k.runner);

    expect(await statuses()).toMatchObject({
      [m[0] ?? 0]: 33,
      [m[1] ?? 0]: 1,
      [m[2] ?? 0]: 1,
      [m[3] ?? 0]: 33,
    });
    const run = (await runCall(k.t, 'GET', `/${runId}`)).json();
    expect(run).toMatchObject({ status: 'done', appliedRows: 2, failedRows: 1, invalidRows: 1 });
    const rows = await runRows(k.t, runId);
    expect(rows.map((r) => [r.rowNumber, r.status, r.message])).toEqual([
      [2, 'applied', 'Active → Closed'],
      [3, 'applied', 'Pending → Active'],
      [4, 'invalid', ADMIN_ACTION_MESSAGES.statusUnchanged],
      [5, 'failed', ADMIN_ACTION_MESSAGES.statusUnchanged],
    ]);

    // The merchant's History shows the change (and the reason); the audit names the run.
    const history = await k.t.database.query<{ field: string; new_value: string }>(
      `select field, new_value from merchant_change_history where merchant_id = $1 order by id`,
      [m[0]],
    );
    expect(history.map((h) => [h.field, h.new_value])).toEqual(
      expect.arrayContaining([
        ['status', '33'],
        ['closure_reason', 'Fraud/Suspicious Activity'],
      ]),
    );
    const audit = await k.t.database.query<{ action: string; details: Record<string, unknown> }>(
      `select action, details from audit_log
        where action in ('bulk-update-account-status', 'merchant-status-change')
          and (details->>'merchantId')::int = $1 and outcome = 'success' order by id`,
      [m[0]],
    );
    expect(audit.map((a) => a.action)).toEqual([
      'merchant-status-change',
      'bulk-update-account-status',
    ]);
    expect(audit[1]?.details).toMatchObject({
      runId,
      rowNumber: 2,
      from: 1,
      to: 33,
      closureReason: 'Fraud/Suspicious Activity',
    });

    const result = await runCall(k.t, 'GET', `/${runId}/result`);
    const records = csvRecords(result.body);
    expect(records[0]).toEqual(
      expect.arrayContaining([
        'row',
        'merchant_id',
        'status',
        'closure_reason',
        'result',
        'message',
      ]),
    );
    expect(records.slice(1).map((r) => r[0])).toEqual(['2', '3', '4', '5']);
    expect(records[1]).toEqual(expect.arrayContaining(['Applied', 'Active → Closed']));
    expect(records[4]).toEqual(expect.arrayContaining(['Failed']));
  });

  it('neutralises formula cells in the result CSV', async () => {
    const file = csv(HEADER, `${m[0]},incomplete,`, `${m[1]},enabled,"=cmd|' /C calc'!A0"`);
    const preview = (await upload(k.t, 'update-account-status', file)).json();
    const runId = preview.run.id as number;
    await runCall(k.t, 'POST', `/${runId}/confirm`);
    await drain(k.runner);
    const records = csvRecords((await runCall(k.t, 'GET', `/${runId}/result`)).body);
    const cells = records.flat();
    expect(cells).toContain("'=cmd|' /C calc'!A0");
    expect(cells.some((cell) => cell.startsWith('='))).toBe(false);
  });

  it('needs a second admin above BULK_APPROVAL_ROWS, who may approve or reject', async () => {
    const config = k.t.app.config as { bulkApprovalRows: number };
    const previous = config.bulkApprovalRows;
    config.bulkApprovalRows = 1;
    try {
      const file = csv(HEADER, `${m[0]},incomplete,`, `${m[2]},incomplete,`);
      const preview = (await upload(k.t, 'update-account-status', file)).json();
      expect(preview.run.needsApproval).toBe(true);
      const runId = preview.run.id as number;
      const confirmed = (await runCall(k.t, 'POST', `/${runId}/confirm`)).json();
      expect(confirmed.run.status).toBe('awaiting-approval');
      await drain(k.runner);
      expect((await statuses())[m[0] ?? 0]).toBe(1);
      const own = await runCall(k.t, 'POST', `/${runId}/approve`);
      expect(own.statusCode).toBe(422);
      expect(own.json().error_message).toBe(TOOL_RUN_MESSAGES.ownApproval);
      expect((await runCall(k.t, 'POST', `/${runId}/approve`, k.lacking)).statusCode).toBe(403);
      expect((await runCall(k.t, 'POST', `/${runId}/approve`, k.second)).statusCode).toBe(200);
      await drain(k.runner);
      const after = await statuses();
      expect([after[m[0] ?? 0], after[m[2] ?? 0]]).toEqual([66, 66]);

      const second = (
        await upload(
          k.t,
          'update-account-status',
          csv(HEADER, `${m[0]},enabled,`, `${m[2]},enabled,`),
        )
      ).json();
      await runCall(k.t, 'POST', `/${second.run.id}/confirm`);
      const rejected = await runCall(k.t, 'POST', `/${second.run.id}/reject`, k.second);
      expect(rejected.json().run).toMatchObject({ status: 'rejected', cancelledRows: 2 });
      await drain(k.runner);
      const untouched = await statuses();
      expect([untouched[m[0] ?? 0], untouched[m[2] ?? 0]]).toEqual([66, 66]);
    } finally {
      config.bulkApprovalRows = previous;
    }
  });

  it('cancels mid-run: every row applied or untouched', async () => {
    const file = csv(
      HEADER,
      `${m[0]},incomplete,`,
      `${m[2]},incomplete,`,
      `${m[3]},incomplete,`,
      `${m[1]},enabled,`,
    );
    const historyBefore = new Map<number, number>();
    for (const id of m) historyBefore.set(id, (await statusHistory(id)).length);
    const runId = (await upload(k.t, 'update-account-status', file)).json().run.id as number;
    await runCall(k.t, 'POST', `/${runId}/confirm`);
    await k.runner.runDueJobs(); // the first chunk of two rows
    const cancelled = await runCall(k.t, 'POST', `/${runId}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    await drain(k.runner);
    const run = (await runCall(k.t, 'GET', `/${runId}`)).json();
    expect(run).toMatchObject({ status: 'cancelled', pendingRows: 0 });
    expect(run.appliedRows + run.cancelledRows).toBe(4);
    expect(run.appliedRows).toBeGreaterThan(0);
    expect(run.cancelledRows).toBeGreaterThan(0);
    const now = await statuses();
    for (const row of await runRows(k.t, runId)) {
      const id = row.merchantId ?? 0;
      const applied = row.status === 'applied';
      expect(['applied', 'cancelled']).toContain(row.status);
      const wanted = row.input.status === 'incomplete' ? 66 : 1;
      const before = id === m[1] ? 66 : 1;
      // Applied rows hold the new status with its history row; cancelled ones are as they were.
      expect(now[id], `row ${row.rowNumber}`).toBe(applied ? wanted : before);
      expect((await statusHistory(id)).length).toBe(
        (historyBefore.get(id) ?? 0) + (applied ? 1 : 0),
      );
    }
  });

  it('resumes a run killed half-way without changing a status twice', async () => {
    const historyCount = async () =>
      (
        await k.t.database.query<{ n: number }>(
          `select count(*)::int as n from merchant_change_history
            where field = 'status' and merchant_id = any($1::int[])`,
          [m],
        )
      )[0]?.n ?? 0;
    const before = await historyCount();
    const file = csv(
      HEADER,
      `${m[0]},incomplete,`,
      `${m[2]},incomplete,`,
      `${m[3]},closed,Collections/Write-off`,
      `${m[1]},enabled,`,
    );
    const runId = (await upload(k.t, 'update-account-status', file)).json().run.id as number;
    crashOnce.add(`${runId}:5`); // the second chunk dies after its first row (4) was applied
    await runCall(k.t, 'POST', `/${runId}/confirm`);
    await drain(k.runner);
    expect((await runCall(k.t, 'GET', `/${runId}`)).json()).toMatchObject({
      status: 'running',
      appliedRows: 2,
    });
    expect(await historyCount()).toBe(before + 2);
    k.advance(10 * 60_000); // the failed job's retry comes due
    await drain(k.runner);
    expect((await runCall(k.t, 'GET', `/${runId}`)).json()).toMatchObject({
      status: 'done',
      appliedRows: 4,
      failedRows: 0,
    });
    expect(await historyCount()).toBe(before + 4);
    const audits = await k.t.database.query<{ n: number }>(
      `select count(*)::int as n from audit_log where action = 'bulk-update-account-status'
        and (details->>'runId')::int = $1`,
      [runId],
    );
    expect(audits[0]?.n).toBe(4);
    expect(await statuses()).toMatchObject({
      [m[0] ?? 0]: 66,
      [m[1] ?? 0]: 1,
      [m[2] ?? 0]: 66,
      [m[3] ?? 0]: 33,
    });
  });
});
