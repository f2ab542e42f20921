import { randomUUID } from 'node:crypto';
import type { BulkTab } from '@paydesk/domain/admin-bulk-tools';
import {
  bulkAddUsersHandler,
  bulkUpdateAccountStatusHandler,
  bulkUpdateRatesHandler,
} from '../../../src/modules/admin-bulk-tools/admin-bulk-tools.service';
import {
  registerToolRunJobs,
  type ToolRowHandler,
} from '../../../src/modules/tool-runs/tool-runs.service';
import { createJobRunner, type JobRunner } from '../../../src/platform/jobs/job-runner';
import { adminLacking, adminWithAll, bearer, Principals } from '../../security/lib/principals';
import { multipartBody } from '../../support/multipart';
import { type MoneyApp, moneyApp } from '../transactions/money-test-kit';

/**
 * What the bulk tests share: a seeded app, a second admin (four eyes), an admin without
 * can-bulk-operations, uploads, the runs' calls and a job runner whose clock runs ahead of the
 * app's (the jobs the API enqueues are due at once).
 */
export interface BulkKit {
  t: MoneyApp;
  runner: JobRunner;
  second: Record<string, string>;
  lacking: Record<string, string>;
  /** Merchant ids of the demo data, lowest first. */
  merchants: number[];
  /** Moves the runner's clock on (a crashed job's retry comes due). */
  advance: (ms: number) => void;
}

export async function bulkKit(
  seed: string,
  wrap: (handler: ToolRowHandler) => ToolRowHandler = (h) => h,
): Promise<BulkKit> {
  const t = await moneyApp({ seed });
  let ahead = 60_000;
  const runner = createJobRunner({
    db: t.database.db,
    clock: { now: () => new Date(Date.now() + ahead) },
  });
  registerToolRunJobs(
    runner,
    t.app,
    [bulkAddUsersHandler, bulkUpdateRatesHandler, bulkUpdateAccountStatusHandler].map(wrap),
  );
  const principals = new Principals(t.app, t.database);
  const second = bearer(await principals.create('second bulk admin', adminWithAll));
  const lacking = bearer(await principals.create('no bulk', adminLacking('can-bulk-operations')));
  const rows = await t.database.query<{ id: number }>('select id from merchants order by id');
  return {
    t,
    runner,
    second,
    lacking,
    merchants: rows.map((r) => Number(r.id)),
    advance: (ms) => {
      ahead += ms;
    },
  };
}

/** POST a CSV to a tab's preview, as the browser's FormData sends it. */
export function upload(
  t: MoneyApp,
  tab: BulkTab | string,
  csv: string | Buffer,
  options: { headers?: Record<string, string>; key?: string; fileName?: string } = {},
) {
  const body = multipartBody([
    {
      name: 'file',
      filename: options.fileName ?? `${tab}.csv`,
      contentType: 'text/csv',
      data: typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv,
    },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/bulk-tools/${tab}/preview`,
    headers: {
      ...(options.headers ?? t.admin.headers),
      ...body.headers,
      'idempotency-key': options.key ?? randomUUID(),
    },
    payload: body.payload,
  });
}

/** A bulk run's call: GET, or POST with a fresh Idempotency-Key. */
export function runCall(
  t: MoneyApp,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string> = t.admin.headers,
) {
  return t.app.inject({
    method,
    url: `/api/admin/bulk-tools/runs${url}`,
    headers: method === 'POST' ? { ...headers, 'idempotency-key': randomUUID() } : headers,
  });
}

/** Runs the due jobs until none is left (each chunk enqueues the next). */
export async function drain(runner: JobRunner): Promise<void> {
  for (let pass = 0; pass < 200; pass += 1) {
    if ((await runner.runDueJobs()) === 0) return;
  }
  throw new Error('the jobs did not settle');
}

/** Every row of a run (status, message, input), in row order. */
export async function runRows(t: MoneyApp, runId: number) {
  const res = await runCall(t, 'GET', `/${runId}/rows?per_page=100`);
  return res.json().data as {
    rowNumber: number;
    merchantId: number | null;
    status: string;
    message: string | null;
    input: Record<string, string>;
  }[];
}

export const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;
