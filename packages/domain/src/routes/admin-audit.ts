import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** The audit log viewer (the declarations: endpoints/admin-audit.ts). */
const access = policies.admin('can-view-audit-log');

export const getAuditLog = defineRoute({ method: 'GET', path: '/admin/audit', access });
