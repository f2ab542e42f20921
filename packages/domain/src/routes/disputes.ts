import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of disputes (the declarations: endpoints/disputes.ts). */
const access = policies.merchant({ param: 'id' });
/** The merchant's responses: an account admin, or a user holding can-manage-disputes on it. */
const responder = policies.merchant({ body: 'merchantId' }, { permission: 'can-manage-disputes' });

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
  access: responder,
  idempotent: true,
});

export const acceptDispute = defineRoute({
  method: 'POST',
  path: '/disputes/:disputeId/:type/accept',
  access: responder,
  idempotent: true,
});

/** Staff only: records the processor's decision on a countered chargeback. */
export const updateDisputeStatus = defineRoute({
  method: 'POST',
  path: '/disputes/:disputeId/:type/status',
  access: policies.admin('can-manage-disputes'),
  idempotent: true,
});
