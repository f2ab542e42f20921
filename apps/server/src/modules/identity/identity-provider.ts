import type { AdminPermissionKey } from '@paydesk/domain/permissions';
import type { FastifyRequest } from 'fastify';
import type { Identity, IdentityProvider } from '../../platform/access-policy';
import type { SharedDependencies } from '../../platform/shared-dependencies';
import { verifySessionToken } from '../../platform/tokens';
import { identityContextFor, sessionIdentity } from './sessions.service';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The guard's questions, answered from the user pool; every request checks its session is live. */
export function createIdentityProvider(
  deps: Pick<SharedDependencies, 'database' | 'mailer' | 'clock' | 'config' | 'tokenKey'>,
): IdentityProvider {
  const ctx = identityContextFor(deps);
  return {
    async identify(request: FastifyRequest): Promise<Identity | undefined> {
      const match = BEARER.exec(request.headers.authorization ?? '');
      if (!match?.[1]) return undefined;
      const token = await verifySessionToken(ctx.tokenKey, match[1]);
      if (!token) return undefined;
      return sessionIdentity(ctx, token);
    },
    // Memberships and permissions came with the session, in the same query.
    async canAccessMerchant(identity, merchantId) {
      if (identity.isAdmin) return identity.permissions.includes('can-view-merchant-info');
      return identity.merchantIds.includes(merchantId);
    },
    hasPermission: async (identity, key: AdminPermissionKey) => identity.permissions.includes(key),
  };
}
