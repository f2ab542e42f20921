import { policies } from '../access';
import { defineRoute } from '../endpoint';

/**
 * Routes of the Call to Action Manager (the declarations: endpoints/admin-ctas.ts):
 * can-manage-ctas (part 2 §6, §7 "Tools").
 */
const access = policies.admin('can-manage-ctas');

export const getCtas = defineRoute({ method: 'GET', path: '/admin/cta', access });
export const createCta = defineRoute({
  method: 'POST',
  path: '/admin/cta',
  access,
  idempotent: true,
});
export const getCtaCategories = defineRoute({
  method: 'GET',
  path: '/admin/cta/categories',
  access,
});
export const getCtaEmailTemplates = defineRoute({
  method: 'GET',
  path: '/admin/cta/email-templates',
  access,
});
export const getCtaReport = defineRoute({ method: 'GET', path: '/admin/cta/report', access });
export const getCtaCompletedReport = defineRoute({
  method: 'GET',
  path: '/admin/cta/completed-report',
  access,
});
export const getCtaAssignedReport = defineRoute({
  method: 'GET',
  path: '/admin/cta/assigned-report',
  access,
});
export const getCtaMerchantCount = defineRoute({
  method: 'GET',
  path: '/admin/cta/merchant-count',
  access,
});
export const getCta = defineRoute({ method: 'GET', path: '/admin/cta/:id', access });
export const updateCta = defineRoute({
  method: 'PATCH',
  path: '/admin/cta/:id',
  access,
  idempotent: true,
});
export const deleteCta = defineRoute({
  method: 'DELETE',
  path: '/admin/cta/:id',
  access,
  idempotent: true,
});
export const assignCta = defineRoute({
  method: 'POST',
  path: '/admin/cta/:id/assign',
  access,
  idempotent: true,
});
export const assignCtaCsv = defineRoute({
  method: 'POST',
  path: '/admin/cta/:id/assign-csv',
  access,
  idempotent: true,
});
export const resendCta = defineRoute({
  method: 'POST',
  path: '/admin/cta/:id/resend',
  access,
  idempotent: true,
});
export const assignCtaMerchant = defineRoute({
  method: 'POST',
  path: '/admin/cta/:ctaId/merchant/:mid',
  access,
  idempotent: true,
});
export const unassignCtaMerchant = defineRoute({
  method: 'DELETE',
  path: '/admin/cta/:ctaId/merchant/:mid',
  access,
  idempotent: true,
});
