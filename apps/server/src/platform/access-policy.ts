import {
  type AccessPolicy,
  MERCHANT_REQUIREMENT_MESSAGES,
  type MerchantIdSource,
  type MerchantRequirement,
  permissionForBody,
  policies,
} from '@paydesk/domain/access';
import type { EndpointDefinition } from '@paydesk/domain/endpoint';
import { MAX_ID } from '@paydesk/domain/ids';
import type { AdminPermissionKey } from '@paydesk/domain/permissions';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Actor } from './audit';
import { sendRefusal } from './error-handler';
import { AppError, Forbidden, Unauthorized, ValidationFailed } from './errors';

/**
 * Who may call a route (ARCHITECTURE rule 2): every endpoint declares its AccessPolicy
 * (packages/domain/src/access.ts) and the route carries it in `config.policy`; a test lists
 * every registered route and fails on one without it.
 */

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
  /** The endpoint declaration of routes registered with serveEndpoint. */
  endpoint: EndpointDefinition | undefined;
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

/** Who is calling: set on the request by the guard for every non-public route. */
export interface Identity {
  userId: number;
  sessionId: string;
  email: string;
  groups: string[];
  /** The first group is mp_admin (part 2 §6). */
  isAdmin: boolean;
  isMerchantAdmin: boolean;
  /** Merchant accounts the user holds with access 1, read with the session. */
  merchantIds: readonly number[];
  /** Enabled permission keys, read with the session. */
  permissions: readonly string[];
  /** Merchant accounts (with access 1) the user is a merchant admin of, read with the session. */
  adminMerchantIds: readonly number[];
  /**
   * The merchant permissions the user holds on each account with access 1 (every key on an
   * account they admin), read with the session.
   */
  merchantPermissions: ReadonlyMap<number, readonly string[]>;
}

/**
 * Whether the caller meets a merchant-scoped route's requirement on this account (the guard
 * has already admitted them to it). Staff never do: their changes are the back office's.
 */
export function meetsMerchantRequirement(
  identity: Identity,
  merchantId: number,
  requirement: MerchantRequirement,
): boolean {
  if (identity.isAdmin) return false;
  if ('merchantAdmin' in requirement) return identity.adminMerchantIds.includes(merchantId);
  return identity.merchantPermissions.get(merchantId)?.includes(requirement.permission) === true;
}

/** What the guard asks of the identity module (kept behind an interface: platform knows no tables). */
export interface IdentityProvider {
  /** The identity behind the request's bearer token, if the token is good and its session live. */
  identify(request: FastifyRequest): Promise<Identity | undefined>;
  /** The caller holds the merchant account (access 1), or is an admin who may view merchants. */
  canAccessMerchant(identity: Identity, merchantId: number): Promise<boolean>;
  /** An admin holding this enabled permission key. */
  hasPermission(identity: Identity, key: AdminPermissionKey): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | undefined;
    /** The merchant id a merchant-scoped route's policy read (checked by the guard). */
    merchantId: number | undefined;
  }
  interface FastifyInstance {
    /** Who is calling, for the rare public route that answers more to some callers. */
    identify(request: FastifyRequest): Promise<Identity | undefined>;
    /**
     * Whether the signed-in caller may open this merchant account (the merchant policy's
     * question), for a route that finds its merchant from another object (a dispute's link).
     */
    mayAccessMerchant(request: FastifyRequest, merchantId: number): Promise<boolean>;
  }
}

/** Records every route with its policy, and refuses requests the policy does not admit. */
export function registerAccessPolicies(app: FastifyInstance, provider?: IdentityProvider): void {
  app.decorate('routeInventory', []);
  app.decorate('identify', async (request: FastifyRequest) => provider?.identify(request));
  app.decorate(
    'mayAccessMerchant',
    async (request: FastifyRequest, merchantId: number) =>
      (await provider?.canAccessMerchant(identityOf(request), merchantId)) === true,
  );
  app.decorateRequest('identity', undefined);
  app.decorateRequest('merchantId', undefined);
  app.decorateRequest('merchant', undefined);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Read lazily: hooks of inner scopes (markRoutesPublic) run after this one.
    const config = () =>
      route.config as { policy?: AccessPolicy; endpoint?: EndpointDefinition } | undefined;
    for (const method of methods) {
      app.routeInventory.push({
        method,
        url: route.url,
        get policy() {
          return config()?.policy;
        },
        get endpoint() {
          return config()?.endpoint;
        },
      });
    }
  });
  // A callback hook: public routes and calls without credentials are decided without a
  // promise; refusals are answered here rather than through the error handler.
  app.addHook('onRequest', (request, reply, done) => {
    const policy = request.routeOptions.config.policy;
    if (!request.routeOptions.url || policy?.kind === 'public') return done();
    if (policy && request.headers.authorization === undefined) {
      sendRefusal(request, reply, new Unauthorized());
      return;
    }
    enforcePolicy(request, provider).then(
      () => done(),
      (error: unknown) => {
        if (error instanceof AppError && error.statusCode < 500) sendRefusal(request, reply, error);
        else done(error as Error);
      },
    );
  });
  // A body-keyed admin route's key is checked once the body is read, before it is validated
  // (its schema may transform it): a caller without the key learns nothing of the body's faults.
  app.addHook('preValidation', async (request) => {
    const policy = request.routeOptions.config.policy;
    if (policy?.kind !== 'admin' || !policy.byBody) return;
    const key = permissionForBody(policy.byBody, request.body);
    if (!(await provider?.hasPermission(identityOf(request), key))) {
      throw new Forbidden('You do not have the permission this needs.');
    }
  });
  // A merchant named in the body is checked once the body is read and valid (before the
  // route's own preHandlers, which load that merchant).
  app.addHook('preHandler', async (request) => {
    const policy = request.routeOptions.config.policy;
    if (policy?.kind !== 'merchant-scoped' || !('body' in policy.merchantIdFrom)) return;
    const merchantId = merchantIdOf(request, policy.merchantIdFrom);
    await admitToMerchant(request, provider, merchantId, policy.requires);
  });
}

function merchantIdOf(request: FastifyRequest, from: MerchantIdSource): number {
  const [name, source] =
    'param' in from
      ? [from.param, (request.params as Record<string, unknown> | undefined)?.[from.param]]
      : 'query' in from
        ? [from.query, (request.query as Record<string, unknown> | undefined)?.[from.query]]
        : [from.body, (request.body as Record<string, unknown> | undefined)?.[from.body]];
  const text = typeof source === 'number' ? String(source) : source;
  const id = typeof text === 'string' && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : 0;
  if (id < 1 || id > MAX_ID)
    throw new ValidationFailed({ [name]: ['Must be a merchant account id'] });
  return id;
}

async function admitToMerchant(
  request: FastifyRequest,
  provider: IdentityProvider | undefined,
  merchantId: number,
  requirement: MerchantRequirement | undefined,
): Promise<void> {
  const identity = identityOf(request);
  if (!(await provider?.canAccessMerchant(identity, merchantId))) {
    throw new Forbidden('You do not have access to this merchant account.');
  }
  if (requirement && !meetsMerchantRequirement(identity, merchantId, requirement)) {
    throw new Forbidden(
      'merchantAdmin' in requirement
        ? MERCHANT_REQUIREMENT_MESSAGES.merchantAdmin
        : MERCHANT_REQUIREMENT_MESSAGES.permission,
    );
  }
  request.merchantId = merchantId;
}

/** The guard: runs before the body is read, so a refused caller costs nothing. */
async function enforcePolicy(request: FastifyRequest, provider?: IdentityProvider): Promise<void> {
  if (!request.routeOptions.url) return; // no route matched: the not-found handler answers
  const policy = request.routeOptions.config.policy;
  if (!policy) throw new Error(`Route ${request.routeOptions.url} declares no access policy`);
  if (policy.kind === 'public') return;
  const identity = provider ? await provider.identify(request) : undefined;
  if (!identity) throw new Unauthorized();
  request.identity = identity;
  if (policy.kind === 'signed-in') return;
  if (policy.kind === 'merchant-scoped') {
    // A merchant named in the body waits for the body (the preHandler hook above).
    if ('body' in policy.merchantIdFrom) return;
    await admitToMerchant(
      request,
      provider,
      merchantIdOf(request, policy.merchantIdFrom),
      policy.requires,
    );
    return;
  }
  if (!identity.isAdmin) throw new Forbidden('This is for Paydesk staff only.');
  if (policy.permission && !(await provider?.hasPermission(identity, policy.permission))) {
    throw new Forbidden('You do not have the permission this needs.');
  }
}

/** Who acts, for the audit rows of a state-changing call: the signed-in user and the address. */
export function actorOf(request: FastifyRequest): Actor {
  const identity = identityOf(request);
  return { userId: identity.userId, email: identity.email, ip: request.ip };
}

/** The identity of a request whose policy is not public (set by the guard). */
export function identityOf(request: FastifyRequest): Identity {
  if (!request.identity) throw new Unauthorized();
  return request.identity;
}
