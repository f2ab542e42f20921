import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of health, the client error log and the outbox (the declarations: endpoints/platform.ts). */

export const getHealth = defineRoute({ method: 'GET', path: '/health', access: policies.public });

export const reportClientError = defineRoute({
  method: 'POST',
  path: '/errors',
  access: policies.public,
});

export const getDevOutbox = defineRoute({
  method: 'GET',
  path: '/dev/outbox',
  access: policies.public,
});
