import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of the call-to-action form (the declarations: endpoints/cta.ts). */
const access = policies.merchant({ param: 'id' });

export const getCta = defineRoute({ method: 'GET', path: '/merchants/:id/cta', access });

export const submitCta = defineRoute({
  method: 'POST',
  path: '/merchants/:id/cta',
  access,
  idempotent: true,
});

export const dismissCta = defineRoute({
  method: 'POST',
  path: '/merchants/:id/cta/dismiss',
  access,
  idempotent: true,
});
