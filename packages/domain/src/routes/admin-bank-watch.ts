import { policies } from '../access';
import { defineRoute } from '../endpoint';

/**
 * Routes of the bank watch list (the declarations: endpoints/admin-bank-watch.ts): every admin,
 * no permission key (part 2 §6: the Risk Watch List is shown to all admins).
 */
const access = policies.admin();
const base = '/admin/reports/bank-watch';

export const getBankWatchEntries = defineRoute({ method: 'GET', path: base, access });
export const createBankWatchEntry = defineRoute({
  method: 'POST',
  path: base,
  access,
  idempotent: true,
});
export const getBankWatchEntry = defineRoute({ method: 'GET', path: `${base}/:id`, access });
export const updateBankWatchEntry = defineRoute({
  method: 'PUT',
  path: `${base}/:id`,
  access,
  idempotent: true,
});
export const deleteBankWatchEntry = defineRoute({
  method: 'DELETE',
  path: `${base}/:id`,
  access,
  idempotent: true,
});
