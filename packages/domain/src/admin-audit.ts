import { z } from 'zod';
import { AUDIT_ACTIONS } from './audit-actions';
import { merchantIdParam } from './ids';
import { type ColumnSpec, DEFAULT_PAGE_SIZE } from './list-params';
import { listQuerySchema } from './list-query';
import { listRangeQuerySchema } from './wall-clock';

/**
 * The audit log viewer (/admin/audit, beyond the spec): every admin action and every sensitive
 * read (a full SSN, a bank account number), across merchants, from the append-only audit log.
 * Staff holding can-view-audit-log.
 */

export const AUDIT_COLUMNS = [
  { key: 'at', label: 'When', sortable: true, defaultVisible: true },
  { key: 'email', label: 'Who', defaultVisible: true },
  { key: 'action', label: 'Action', defaultVisible: true },
  { key: 'outcome', label: 'Outcome', defaultVisible: true },
  { key: 'merchantId', label: 'Merchant', numeric: true, defaultVisible: true },
  { key: 'details', label: 'Details', defaultVisible: true },
  { key: 'ip', label: 'IP address' },
  { key: 'userId', label: 'User ID', numeric: true },
] as const satisfies readonly ColumnSpec[];
export type AuditColumn = (typeof AUDIT_COLUMNS)[number]['key'];
export const AUDIT_DEFAULT_SORT = '-at';

export const AUDIT_OUTCOMES = ['success', 'failure'] as const;

export const AUDIT_MESSAGES = {
  action: 'Use one of the audit log’s action names, such as merchant-status-change',
  outcome: `Use an outcome: ${AUDIT_OUTCOMES.join(' or ')}`,
} as const;

/**
 * The viewer's query: the toolkit's paging, sort (when), CSV; `search` finds the admin's
 * e-mail; `merchant_id`, `action`, `outcome` and the date range (`start_date`, `end_date`,
 * `timezone`) narrow it.
 */
export const auditListQuerySchema = listRangeQuerySchema.safeExtend({
  ...listQuerySchema({
    columns: AUDIT_COLUMNS,
    defaultSort: AUDIT_DEFAULT_SORT,
    defaultPerPage: DEFAULT_PAGE_SIZE,
  }).shape,
  merchant_id: merchantIdParam()
    .optional()
    .meta({ description: 'Only the rows about this merchant account.' }),
  action: z.enum(AUDIT_ACTIONS, { error: AUDIT_MESSAGES.action }).optional(),
  outcome: z.enum(AUDIT_OUTCOMES, { error: AUDIT_MESSAGES.outcome }).optional(),
});
export type AuditListQuery = z.output<typeof auditListQuerySchema>;

/** One row of the audit log. */
export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    /** ISO 8601, UTC. */
    at: z.string(),
    userId: z.number().int().nullable(),
    /** Who acted (the signed-in user's e-mail), or null for a call without one. */
    email: z.string().nullable(),
    /** An action of AUDIT_ACTIONS (text: rows keep the name they were written with). */
    action: z.string(),
    outcome: z.enum(AUDIT_OUTCOMES),
    ip: z.string().nullable(),
    /** The merchant the row is about, when it names one. */
    merchantId: z.number().int().nullable(),
    /** The row's facts (ids, amounts, field names; never card or bank numbers or SSNs). */
    details: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
