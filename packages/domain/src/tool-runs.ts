import { z } from 'zod';
import { idParam } from './ids';
import { DEFAULT_PAGE_SIZE } from './list-params';

/**
 * Runs of the back-office tools (issue 18; docs/architecture.md "Tool runs"): long work (a
 * processor migration, a bulk operation) applied row by row by background jobs, with progress
 * the screen polls and a per-row result as CSV. A bulk run starts as a preview (validated,
 * nothing changed) and runs once confirmed, and, above a configured number of rows, once a
 * second admin has approved it. A run can be cancelled while it runs: every row is then either
 * applied or untouched.
 */

export const TOOL_RUN_KINDS = [
  'migrate-accounts',
  'bulk-add-users',
  'bulk-update-rates',
  'bulk-update-account-status',
] as const;
export type ToolRunKind = (typeof TOOL_RUN_KINDS)[number];

export const TOOL_RUN_STATUSES = [
  'preview',
  'awaiting-approval',
  'queued',
  'running',
  'done',
  'cancelled',
  'rejected',
  'discarded',
] as const;
export type ToolRunStatus = (typeof TOOL_RUN_STATUSES)[number];

export const TOOL_RUN_ROW_STATUSES = [
  'invalid',
  'pending',
  'applied',
  'failed',
  'cancelled',
] as const;
export type ToolRunRowStatus = (typeof TOOL_RUN_ROW_STATUSES)[number];

/** A run still changing: the screen polls it. */
export const isToolRunActive = (status: ToolRunStatus) =>
  status === 'queued' || status === 'running';

/** The two families of runs, each under its tool's permission key (part 2 §6). */
export const TOOL_RUN_FAMILIES = {
  migration: { kinds: ['migrate-accounts'], permission: 'can-migrate-merchants' },
  bulk: {
    kinds: ['bulk-add-users', 'bulk-update-rates', 'bulk-update-account-status'],
    permission: 'can-bulk-operations',
  },
} as const satisfies Record<string, { kinds: readonly ToolRunKind[]; permission: string }>;
export type ToolRunFamily = keyof typeof TOOL_RUN_FAMILIES;

export const TOOL_RUN_MESSAGES = {
  notFound: 'That run was not found.',
  notPreview: 'Only a preview that has not been confirmed can be confirmed or discarded.',
  nothingToApply: 'Every row of this file has an error: there is nothing to apply.',
  notAwaitingApproval: 'This run is not waiting for an approval.',
  ownApproval: 'A second admin must approve this run: you cannot approve or reject your own.',
  notCancellable: 'This run has already ended.',
  confirmed: 'The run has started.',
  awaitingApproval: 'The run waits for a second admin to approve it.',
  approved: 'The run is approved and has started.',
  rejected: 'The run was rejected: nothing was changed.',
  cancelRequested: 'The run stops after the rows under way; the others stay untouched.',
  discarded: 'The preview was discarded.',
} as const;

/** Row labels of the screens and of the result CSV. */
export const TOOL_RUN_ROW_STATUS_LABELS: Record<ToolRunRowStatus, string> = {
  invalid: 'Will not apply',
  pending: 'Pending',
  applied: 'Applied',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const TOOL_RUN_STATUS_LABELS: Record<ToolRunStatus, string> = {
  preview: 'Preview',
  'awaiting-approval': 'Awaiting approval',
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
  discarded: 'Discarded',
};

const person = z.object({ id: z.number().int(), email: z.string() }).nullable();
const at = z.string().nullable().meta({ description: 'ISO 8601 UTC, or null' });

export const toolRunSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(TOOL_RUN_KINDS),
    status: z.enum(TOOL_RUN_STATUSES),
    fileName: z.string().nullable(),
    totalRows: z.number().int(),
    invalidRows: z.number().int(),
    pendingRows: z.number().int(),
    appliedRows: z.number().int(),
    failedRows: z.number().int(),
    cancelledRows: z.number().int(),
    /** More valid rows than the approval threshold: a second admin approves before it runs. */
    needsApproval: z.boolean(),
    params: z.record(z.string(), z.unknown()),
    createdBy: person,
    approvedBy: person,
    createdAt: z.string(),
    confirmedAt: at,
    approvedAt: at,
    cancelRequestedAt: at,
    startedAt: at,
    finishedAt: at,
  })
  .meta({ id: 'ToolRun' });
export type ToolRun = z.infer<typeof toolRunSchema>;

export const toolRunRowSchema = z
  .object({
    rowNumber: z.number().int(),
    merchantId: z.number().int().nullable(),
    input: z.record(z.string(), z.string()),
    status: z.enum(TOOL_RUN_ROW_STATUSES),
    message: z.string().nullable(),
    result: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'ToolRunRow' });
export type ToolRunRow = z.infer<typeof toolRunRowSchema>;

export const migrationRunParams = z.object({
  id: idParam('migrationRun', 'A processor migration run id'),
});
export const bulkRunParams = z.object({ id: idParam('bulkRun', 'A bulk operation run id') });

const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1);
const perPage = z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE);

export const toolRunRowsQuerySchema = z.object({
  page: pageNumber,
  per_page: perPage,
  status: z.enum(TOOL_RUN_ROW_STATUSES).optional(),
});
export type ToolRunRowsQuery = z.infer<typeof toolRunRowsQuerySchema>;

export const toolRunListQuerySchema = z.object({
  page: pageNumber,
  per_page: perPage,
  kind: z.enum(TOOL_RUN_KINDS).optional(),
});
export type ToolRunListQuery = z.infer<typeof toolRunListQuerySchema>;

/** The answer of a run's state change: the run as it is now, and what happened. */
export const toolRunChangeSchema = z.object({ run: toolRunSchema, message: z.string() });
export type ToolRunChange = z.infer<typeof toolRunChangeSchema>;
