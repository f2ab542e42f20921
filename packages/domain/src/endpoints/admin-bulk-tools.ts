import { z } from 'zod';
import { BULK_COLUMNS, BULK_LIMITS, BULK_TABS } from '../admin-bulk-tools';
import { defineEndpoint } from '../endpoint';
import * as route from '../routes/admin-bulk-tools';
import { toolRunSchema } from '../tool-runs';

/**
 * Bulk operations (part 2 §2 "Admin tools", §4 "Change status", §6 can-bulk-operations;
 * docs/api.md "Back office: bulk operations"): a tab's CSV template, and its upload, which
 * parses and validates every row (nothing changes) and answers the preview as a tool run.
 * Confirming, approving, cancelling, the progress and the result CSV are the bulk runs'
 * calls (endpoints/tool-runs.ts).
 */
const tags = ['admin-bulk-tools'];

const columns = BULK_TABS.map((tab) => `${tab}: ${BULK_COLUMNS[tab].join(',')}`).join('; ');

export const bulkTabParams = z.object({
  tab: z
    .enum(BULK_TABS)
    .meta({ description: 'The tab: add-users, update-rates or update-account-status' }),
});

/** Documented only: the server streams the multipart body itself. */
export const bulkUploadBodySchema = z
  .object({
    file: z.string().meta({ format: 'binary', description: 'The CSV file (UTF-8, a BOM is fine)' }),
  })
  .meta({ id: 'BulkUpload' });

export const bulkPreviewSchema = z
  .object({
    run: toolRunSchema,
    counts: z.object({
      total: z.number().int().meta({ description: 'Rows read (empty lines skipped)' }),
      willApply: z.number().int(),
      willNotApply: z.number().int().meta({ description: 'Invalid rows, each with its reason' }),
    }),
  })
  .meta({ id: 'BulkPreview' });
export type BulkPreview = z.infer<typeof bulkPreviewSchema>;

export const getBulkTemplate = defineEndpoint({
  ...route.getBulkTemplate,
  tags,
  summary: "A tab's CSV template: the header and one example row",
  description: `The exact headers, in order (${columns}).`,
  params: bulkTabParams,
  response: { status: 200, schema: null, contentType: 'text/csv' },
});

export const previewBulkFile = defineEndpoint({
  ...route.previewBulkFile,
  tags,
  summary: "Upload a tab's CSV: every row parsed and validated, nothing changed (a preview)",
  description:
    `multipart/form-data with one \`file\` part, at most ${BULK_LIMITS.maxBytes / 1024 / 1024} MB (413 otherwise, ` +
    `read no further) and ${BULK_LIMITS.maxRows.toLocaleString('en-US')} rows. The first row must be the tab's exact header ` +
    `(${columns}; letter case and spaces ignored), else 400 naming the columns; a BOM, quoted fields and ` +
    'CRLF or LF line ends are read; empty lines are skipped. Each row is checked with the rules of the single ' +
    'action (the Team invitation, the profile rate edit, the Change Status dialog) against the database: an ' +
    'unknown merchant, a bad e-mail, a status the dialog would not offer, a missing or unknown closure reason, ' +
    'a rate of another processor, a duplicate row (one row per merchant; per user and merchant) or a cell a ' +
    'spreadsheet would read as a formula (= + - @ tab CR) makes the row invalid with the reason. The answer is ' +
    'a tool run in `preview` with its rows (GET /admin/bulk-tools/runs/{id}/rows); confirm it to apply the ' +
    'valid rows. Runs under the Idempotency-Key (the same file twice answers the same preview); audited bulk-preview.',
  params: bulkTabParams,
  body: bulkUploadBodySchema,
  contentType: 'multipart/form-data',
  response: { status: 201, schema: bulkPreviewSchema },
  errors: [413, 415],
});
