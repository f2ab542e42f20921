import * as endpoints from '@paydesk/domain/endpoints/admin-audit';
import type { FastifyInstance } from 'fastify';
import { serveList } from '../../platform/lists/list-route';
import { auditLogList } from './audit-log-list';

/**
 * The audit log viewer (/admin/audit, beyond the spec): every admin action and sensitive read
 * across merchants, filtered and exported through the list toolkit. Staff holding
 * can-view-audit-log.
 */
export async function adminAuditRoutes(app: FastifyInstance): Promise<void> {
  serveList(app, endpoints.getAuditLog, { list: auditLogList, scope: () => null });
}
