import type { ObjectKindEntry } from '../object-kind-types';

/**
 * The security harness's entries for the tool runs (module tool-runs): the processor
 * migration's and the bulk operations' runs, the provider's objects (no merchant's). Each
 * request gets a fresh run, so a state change of one request never meets the next one's run.
 * test/modules/tool-runs covers each step and its refusals.
 */

async function freshRun(
  database: Parameters<ObjectKindEntry['own']>[0]['database'],
  kind: string,
  status: string,
): Promise<number | undefined> {
  const [run] = await database.query<{ id: number }>(
    `insert into tool_runs (kind, status, total_rows) values ($1, $2, 1) returning id`,
    [kind, status],
  );
  if (!run) return undefined;
  await database.query(
    `insert into tool_run_rows (run_id, row_number, input, status)
     values ($1, 2, '{"merchant_id":"1"}'::jsonb, 'pending')`,
    [run.id],
  );
  return Number(run.id);
}

const entry = (kind: string, status: string): ObjectKindEntry => ({
  own: ({ database }) => freshRun(database, kind, status),
  async foreign({ database }) {
    const id = await freshRun(database, kind, status);
    return id === undefined ? undefined : { id, identifying: [] };
  },
});

export const kinds: Record<string, ObjectKindEntry> = {
  // Queued with no job: cancel ends it at once.
  migrationRun: entry('migrate-accounts', 'queued'),
  // A preview: confirm and discard apply to it.
  bulkRun: entry('bulk-update-account-status', 'preview'),
};

const WAITING =
  "the harness's run is a fresh preview: approve and reject need a run confirmed over BULK_APPROVAL_ROWS (test/modules/tool-runs)";

export const refusals: Record<string, { status: number; why: string }> = {
  'POST /api/admin/bulk-tools/runs/:id/approve': { status: 422, why: WAITING },
  'POST /api/admin/bulk-tools/runs/:id/reject': { status: 422, why: WAITING },
  'POST /api/admin/bulk-tools/runs/:id/cancel': {
    status: 422,
    why: "the harness's run is a preview, which is discarded rather than cancelled (test/modules/tool-runs cancels confirmed runs)",
  },
};
