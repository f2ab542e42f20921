import { auditEntrySchema, auditListQuerySchema } from '../admin-audit';
import { defineEndpoint } from '../endpoint';
import { listPageEnvelope } from '../list-query';
import * as route from '../routes/admin-audit';

/** The audit log viewer (beyond the spec): staff holding can-view-audit-log. */
const tags = ['admin audit'];

export const getAuditLog = defineEndpoint({
  ...route.getAuditLog,
  tags,
  summary: 'The audit log: every admin action and sensitive read, newest first',
  description:
    'Rows of the append-only audit log. `search` matches the acting user’s e-mail; `merchant_id` ' +
    'the rows about one merchant (their `details.merchantId`); `action` one action name; `outcome` ' +
    'success or failure; `start_date` / `end_date` the day (of `timezone`) the row was written. ' +
    'Sorted by `at` (default `-at`). 10 a page; `download=csv` (with `columns`) answers every matching ' +
    'row as a CSV file. Details hold ids, amounts and field names, never card or bank numbers or SSNs.',
  query: auditListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(auditEntrySchema) },
});
