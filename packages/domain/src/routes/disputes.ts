import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of disputes (the declarations: endpoints/disputes.ts). */
const access = policies.merchant({ param: 'id' });

export const getDisputes = defineRoute({ method: 'GET', path: '/merchants/:id/disputes', access });
