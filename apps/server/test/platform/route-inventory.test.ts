import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAccessPolicies, routesWithoutPolicy } from '../../src/platform/access-policy';
import { createTestApp } from '../support/test-app';

describe('access policies', () => {
  it('every registered route declares who may call it', async () => {
    const { app } = await createTestApp();
    expect(app.routeInventory.length).toBeGreaterThan(3);
    expect(routesWithoutPolicy(app.routeInventory)).toEqual([]);
  });

  it('the inventory check catches a route without a policy', async () => {
    const app = Fastify();
    registerAccessPolicies(app);
    app.get('/api/forgotten', async () => ({}));
    app.get('/api/declared', { config: { policy: { kind: 'public' } } }, async () => ({}));
    await app.ready();
    expect(routesWithoutPolicy(app.routeInventory)).toEqual([
      'GET /api/forgotten',
      'HEAD /api/forgotten',
    ]);
  });

  it('a route without a policy is refused at request time, never open by mistake', async () => {
    const app = Fastify({ logger: false });
    registerAccessPolicies(app);
    app.get('/api/forgotten', async () => ({ secret: true }));
    const res = await app.inject('/api/forgotten');
    expect(res.statusCode).toBe(500);
  });

  it('a non-public route refuses a caller who is not signed in', async () => {
    const app = Fastify({ logger: false });
    registerAccessPolicies(app);
    app.get(
      '/api/admin/x',
      { config: { policy: { kind: 'admin', permission: null } } },
      () => ({}),
    );
    const res = await app.inject('/api/admin/x');
    expect(res.statusCode).toBe(401);
  });
});
