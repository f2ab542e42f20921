import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of disputes (the declarations: endpoints/disputes.ts). */
const access = policies.merchant({ param: 'id' });

export const getDisputes = defineRoute({ method: 'GET', path: '/merchants/:id/disputes', access });

export const getDisputeEvidenceCategories = defineRoute({
  method: 'GET',
  path: '/disputes/evidence-categories',
  access: policies.signedIn,
});

export const getDispute = defineRoute({
  method: 'GET',
  path: '/disputes/:disputeId/:type',
  access: policies.merchant({ query: 'merchantId' }),
});

/** Which of the caller's accounts a dispute belongs to (links that name no account). */
export const getDisputeAccount = defineRoute({
  method: 'GET',
  path: '/disputes/:disputeId/:type/account',
  access: policies.signedIn,
});

export const counterDispute = defineRoute({
  method: 'POST',
  path: '/disputes/:disputeId/:type/counter',
  access: policies.merchant({ body: 'merchantId' }),
  idempotent: true,
});

export const acceptDispute = defineRoute({
  method: 'POST',
  path: '/disputes/:disputeId/:type/accept',
  access: policies.merchant({ body: 'merchantId' }),
  idempotent: true,
});

/** Staff only: records the processor's decision on a countered chargeback. */
export const updateDisputeStatus = defineRoute({
  method: 'POST',
  path: '/disputes/:disputeId/:type/status',
  access: policies.admin('can-manage-disputes'),
  idempotent: true,
});
