import type { AccessPolicy } from '@paydesk/domain/access';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MERCHANT_IDS } from '../../../src/demo/demo-identity';
import { NOT_THE_CLERKS, type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let clerk: SignedIn;
let owner: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  // Feature-flagged routes (customers, subscriptions, checkout and products) answer 403 on an
  // account with the feature off: turn the flags on for the accounts walked, so a 403 here means
  // the access policy refused.
  await t.database.query(
    'update merchants set allow_customers = true, allow_subscriptions = true, allow_checkout = true where id = any($1)',
    [[DEMO_MERCHANT_IDS.outfitters, NOT_THE_CLERKS]],
  );
  clerk = await signInAs(t.app, 'clerk@paydesk.test');
  owner = await signInAs(t.app, 'owner@paydesk.test');
});

type Scoped = Extract<AccessPolicy, { kind: 'merchant-scoped' }>;

/** Builds a concrete URL for a route, putting the merchant id where the policy reads it. */
function urlFor(route: string, policy: Scoped, merchantId: number): string {
  let url = route.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    'param' in policy.merchantIdFrom && policy.merchantIdFrom.param === name
      ? String(merchantId)
      : '1',
  );
  if ('query' in policy.merchantIdFrom) url += `?${policy.merchantIdFrom.query}=${merchantId}`;
  return url;
}

describe('merchant isolation', () => {
  // A merchant named in the body is checked once the body is valid: the security harness
  // (test/security) sends those routes valid bodies with another merchant's id.
  const scopedRoutes = () =>
    t.app.routeInventory.filter(
      (r): r is typeof r & { policy: Scoped } =>
        r.policy?.kind === 'merchant-scoped' &&
        !('body' in r.policy.merchantIdFrom) &&
        r.method !== 'HEAD',
    );

  it('covers every merchant-scoped route of the inventory (later issues join automatically)', () => {
    expect(scopedRoutes().length).toBeGreaterThan(0);
  });

  it('a merchant user cannot reach another merchant’s data through any merchant-scoped route', async () => {
    const foreign = NOT_THE_CLERKS; // the owner's, not the clerk's
    for (const route of scopedRoutes()) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: urlFor(route.url, route.policy, foreign),
        headers: clerk.headers,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect([403, 404], `${route.method} ${route.url} answered ${res.statusCode}`).toContain(
        res.statusCode,
      );
    }
  });

  it('the same routes admit the merchant’s own user', async () => {
    // Device pins need processor 3 with POS devices: the outfitters are on processor 2.
    const accountFor = (url: string) =>
      url.includes('/device-pins') ? DEMO_MERCHANT_IDS.bistro : DEMO_MERCHANT_IDS.outfitters;
    for (const route of scopedRoutes().filter((r) => r.method === 'GET')) {
      const res = await t.app.inject({
        url: urlFor(route.url, route.policy, accountFor(route.url)),
        headers: owner.headers,
      });
      expect([403, 401], `${route.url} refused the owner`).not.toContain(res.statusCode);
    }
  });

  it('every route that is not public refuses a caller without a token', async () => {
    for (const route of t.app.routeInventory) {
      if (!route.policy || route.policy.kind === 'public' || route.method === 'HEAD') continue;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:[A-Za-z]+/g, '1'),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
