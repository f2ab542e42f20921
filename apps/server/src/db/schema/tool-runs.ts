import {
  TOOL_RUN_KINDS,
  TOOL_RUN_ROW_STATUSES,
  TOOL_RUN_STATUSES,
} from '@paydesk/domain/tool-runs';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants';
import { rates } from './rates';
import { users } from './users';

/**
 * Long work of the back-office tools (processor migration, bulk operations), run as background
 * jobs over its rows with progress the browser polls and a per-row result as CSV
 * (docs/architecture.md "Tool runs").
 */
export const toolRuns = pgTable(
  'tool_runs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind', { enum: TOOL_RUN_KINDS }).notNull(),
    status: text('status', { enum: TOOL_RUN_STATUSES }).notNull(),
    /** What applies to every row (the migration's rate and payout schedule, ...). */
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    fileName: text('file_name'),
    totalRows: integer('total_rows').notNull().default(0),
    /** Rows refused by the validation: they never apply. */
    invalidRows: integer('invalid_rows').notNull().default(0),
    appliedRows: integer('applied_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    approvedByUserId: integer('approved_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('tool_runs_kind_created_idx').on(t.kind, t.createdAt.desc()),
    index('tool_runs_status_idx').on(t.status, t.id),
  ],
);

/** The rows of a run, each with its input and what became of it. */
export const toolRunRows = pgTable(
  'tool_run_rows',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => toolRuns.id, { onDelete: 'cascade' }),
    /** The CSV line (from 2, after the header), or the position in the chosen set. */
    rowNumber: integer('row_number').notNull(),
    merchantId: integer('merchant_id'),
    input: jsonb('input').$type<Record<string, string>>().notNull(),
    /** `invalid` (refused by the preview), `pending`, `applied`, `failed` or `cancelled`. */
    status: text('status', { enum: TOOL_RUN_ROW_STATUSES }).notNull(),
    message: text('message'),
    /** What the row produced (a new gateway id, a user id, ...). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.rowNumber] }),
    index('tool_run_rows_pending_idx').on(t.runId, t.rowNumber).where(sql`status = 'pending'`),
    index('tool_run_rows_merchant_idx').on(t.merchantId),
  ],
);

/**
 * Processor migrations (part 2 §7 POST /admin/merchants/migrate, /complete-migrations): the
 * new processor's account opened for a merchant (`opened`, or `failed` with the processor's
 * reason), then `completed` when the merchant moves onto it, or `reverted`.
 */
export const processorMigrations = pgTable(
  'processor_migrations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    runId: integer('run_id').references(() => toolRuns.id, { onDelete: 'set null' }),
    fromProcessorId: smallint('from_processor_id').notNull(),
    toProcessorId: smallint('to_processor_id').notNull(),
    rateId: integer('rate_id').references(() => rates.id, { onDelete: 'set null' }),
    payoutFrequency: text('payout_frequency', { enum: ['daily', 'weekly', 'monthly'] }).notNull(),
    payoutAnchor: text('payout_anchor'),
    newGatewayId: text('new_gateway_id'),
    status: text('status', { enum: ['opened', 'failed', 'completed', 'reverted'] }).notNull(),
    failureMessage: text('failure_message'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('processor_migrations_merchant_idx').on(t.merchantId, t.createdAt.desc()),
    uniqueIndex('processor_migrations_open_idx').on(t.merchantId).where(sql`status = 'opened'`),
    index('processor_migrations_status_idx').on(t.status, t.id),
  ],
);
