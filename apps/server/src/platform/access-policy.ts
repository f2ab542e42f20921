import type { AdminPermissionKey } from '@paydesk/domain/permissions';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { Unauthorized } from './errors';

/**
 * Who may call a route (ARCHITECTURE rule 2). Every route declares one in
 * `config.policy`; a test lists every registered route and fails on one without it.
 */
export type AccessPolicy =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  /** The caller must hold the merchant named by this path parameter or query field. */
  | { kind: 'merchant-scoped'; merchantIdFrom: { param: string } | { query: string } }
  | { kind: 'admin'; permission: AdminPermissionKey | null };

export const policies = {
  public: { kind: 'public' },
  signedIn: { kind: 'signed-in' },
  merchant: (merchantIdFrom: { param: string } | { query: string }) =>
    ({ kind: 'merchant-scoped', merchantIdFrom }) as const,
  admin: (permission: AdminPermissionKey | null = null) => ({ kind: 'admin', permission }) as const,
} satisfies Record<string, AccessPolicy | ((...args: never[]) => AccessPolicy)>;

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: AccessPolicy;
  }
  interface FastifyInstance {
    /** Every route registered on this app with its declared policy (undefined = missing). */
    routeInventory: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  policy: AccessPolicy | undefined;
}

/** "METHOD url" of every route that declares no policy; the inventory test expects none. */
export function routesWithoutPolicy(inventory: readonly RouteEntry[]): string[] {
  return inventory.filter((route) => !route.policy).map((route) => `${route.method} ${route.url}`);
}

/** Routes registered by third-party plugins (API docs, static files) inside this scope are public. */
export function markRoutesPublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route: RouteOptions) => {
    const config = (route.config ?? {}) as { policy?: AccessPolicy };
    route.config = { ...config, policy: config.policy ?? policies.public };
  });
}

/** Records every route with its policy, and refuses requests the policy does not admit. */
export function registerAccessPolicies(app: FastifyInstance): void {
  app.decorate('routeInventory', []);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Read lazily: hooks of inner scopes (markRoutesPublic) run after this one.
    const policyOf = () => (route.config as { policy?: AccessPolicy } | undefined)?.policy;
    for (const method of methods) {
      app.routeInventory.push({
        method,
        url: route.url,
        get policy() {
          return policyOf();
        },
      });
    }
  });
  app.addHook('onRequest', async (request) => enforcePolicy(request));
}

/**
 * The guard. Sign-in does not exist yet (the identity issue adds it, with the merchant
 * and permission checks), so every policy but public refuses: nothing is open by mistake.
 */
async function enforcePolicy(request: FastifyRequest): Promise<void> {
  const policy = request.routeOptions.config.policy;
  if (!request.routeOptions.url) return; // no route matched: the not-found handler answers
  if (!policy) throw new Error(`Route ${request.routeOptions.url} declares no access policy`);
  if (policy.kind === 'public') return;
  throw new Unauthorized();
}
