import { defineEndpoint, type EndpointRoute } from '../endpoint';
import { listEnvelope } from '../list-envelope';
import * as route from '../routes/tool-runs';
import {
  bulkRunParams,
  migrationRunParams,
  toolRunChangeSchema,
  toolRunListQuerySchema,
  toolRunRowSchema,
  toolRunRowsQuerySchema,
  toolRunSchema,
} from '../tool-runs';

/**
 * Runs of the back-office tools (issue 18; docs/api.md "Back office: tool runs"): the
 * processor migration's (can-migrate-merchants) and the bulk operations' (can-bulk-operations).
 * A run's rows are applied by background jobs in chunks, each chunk with its job in one
 * transaction, so a crash resumes from the rows not yet applied and no row applies twice.
 */
type RunRoutes = Record<'list' | 'get' | 'rows' | 'result' | 'cancel', EndpointRoute>;

function runEndpoints<R extends RunRoutes, P extends typeof bulkRunParams>(
  routes: R,
  params: P,
  tag: string,
  what: string,
) {
  const tags = [tag];
  return {
    list: defineEndpoint({
      ...routes.list,
      tags,
      summary: `Recent ${what} runs, newest first`,
      description: 'Paged (`page`, `per_page`, 10 by default); `kind` narrows to one kind of run.',
      query: toolRunListQuerySchema,
      response: { status: 200, schema: listEnvelope(toolRunSchema) },
    }),
    get: defineEndpoint({
      ...routes.get,
      tags,
      summary: `One ${what} run with its progress`,
      description:
        'Counts of rows by state (invalid, pending, applied, failed, cancelled) and the times of each step. ' +
        'The screen polls it while the run is queued or running.',
      params,
      response: { status: 200, schema: toolRunSchema },
      errors: [404],
    }),
    rows: defineEndpoint({
      ...routes.rows,
      tags,
      summary: `The rows of a ${what} run, in file order`,
      description:
        'Paged; `status` narrows to one state (`invalid`: refused by the preview, with the reason in `message`).',
      params,
      query: toolRunRowsQuerySchema,
      response: { status: 200, schema: listEnvelope(toolRunRowSchema) },
      errors: [404],
    }),
    result: defineEndpoint({
      ...routes.result,
      tags,
      summary: `The per-row result of a ${what} run as CSV`,
      description:
        'Every row: its number, merchant id, the input columns, its state, the message and what it produced. ' +
        'Cells that a spreadsheet would read as a formula are prefixed with an apostrophe. Streamed (text/csv).',
      params,
      response: { status: 200, schema: null, contentType: 'text/csv' },
      errors: [404],
    }),
    cancel: defineEndpoint({
      ...routes.cancel,
      tags,
      summary: `Cancel a ${what} run`,
      description:
        'A run not yet started ends at once; a running one stops after the chunk under way: every row is then ' +
        'either applied or untouched (cancelled). 422 once the run has ended. Audited tool-run-cancel.',
      params,
      response: { status: 200, schema: toolRunChangeSchema },
      errors: [404, 422],
    }),
  };
}

export const migrationRunEndpoints = runEndpoints(
  route.migrationRuns,
  migrationRunParams,
  'admin-migrations',
  'processor migration',
);

const bulk = route.bulkRuns;
const bulkTags = ['admin-bulk-tools'];

export const bulkRunEndpoints = {
  ...runEndpoints(bulk, bulkRunParams, 'admin-bulk-tools', 'bulk operation'),
  confirm: defineEndpoint({
    ...bulk.confirm,
    tags: bulkTags,
    summary: 'Apply a previewed bulk operation',
    description:
      'A preview with at least one valid row starts (queued), or, with more valid rows than BULK_APPROVAL_ROWS, ' +
      'waits for a second admin (awaiting-approval). Invalid rows never apply. Audited tool-run-confirm.',
    params: bulkRunParams,
    response: { status: 200, schema: toolRunChangeSchema },
    errors: [404, 422],
  }),
  approve: defineEndpoint({
    ...bulk.approve,
    tags: bulkTags,
    summary: 'Approve a bulk operation waiting for a second admin (four eyes)',
    description:
      'An admin other than the one who confirmed it, holding can-bulk-operations; the run starts. Audited tool-run-approve.',
    params: bulkRunParams,
    response: { status: 200, schema: toolRunChangeSchema },
    errors: [404, 422],
  }),
  reject: defineEndpoint({
    ...bulk.reject,
    tags: bulkTags,
    summary: 'Reject a bulk operation waiting for a second admin',
    description: 'As approve; the run ends rejected and nothing changes. Audited tool-run-reject.',
    params: bulkRunParams,
    response: { status: 200, schema: toolRunChangeSchema },
    errors: [404, 422],
  }),
  discard: defineEndpoint({
    ...bulk.discard,
    tags: bulkTags,
    summary: 'Discard a preview that was not confirmed',
    params: bulkRunParams,
    response: { status: 200, schema: toolRunChangeSchema },
    errors: [404, 422],
  }),
};
