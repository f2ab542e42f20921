import * as account from '@paydesk/domain/endpoints/account';
import type { FastifyInstance } from 'fastify';
import { identityOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { originOf } from '../../platform/request-origin';
import { changePassword } from '../identity/credentials.service';
import {
  confirmEmailChange,
  requestEmailChange,
  verifyEmailChangeLink,
} from '../identity/email-change.service';
import { identityContextFor } from '../identity/sessions.service';
import {
  accountInfo,
  adminRoles,
  recordLastLogin,
  updateAccountInfo,
  userPermissions,
} from './account.service';

/** The signed-in user's own account: profile, merchants, password, e-mail, permissions. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  serveEndpoint(app, account.getAccountInfo, {
    handler: async (request, _reply, db) => accountInfo(db, identityOf(request)),
  });

  serveEndpoint(app, account.updateAccountInfo, {
    handler: async (request, _reply, tx) =>
      updateAccountInfo(tx, identityOf(request), request.body),
  });

  serveEndpoint(app, account.recordLastLogin, {
    handler: async (request, _reply, tx) => ({
      lastLogin: await recordLastLogin(tx, identityOf(request), app.clock.now()),
    }),
  });

  serveEndpoint(app, account.changePassword, {
    rateLimit: { max: 10, timeWindow: 60_000 },
    handler: async (request, _reply, db) =>
      changePassword(
        identityContextFor(app, db),
        identityOf(request),
        request.body,
        originOf(request),
      ),
  });

  serveEndpoint(app, account.changeEmail, {
    rateLimit: { max: 10, timeWindow: 60_000 },
    handler: async (request, _reply, tx) =>
      requestEmailChange(
        identityContextFor(app, tx),
        identityOf(request),
        request.body,
        originOf(request),
      ),
  });

  serveEndpoint(app, account.confirmEmailChange, {
    // Each code also dies after 5 wrong tries.
    rateLimit: { max: 20, timeWindow: 60_000 },
    handler: async (request, _reply, tx) => {
      const identity = identityOf(request);
      await confirmEmailChange(
        identityContextFor(app, tx),
        identity,
        request.body,
        originOf(request),
      );
      return accountInfo(tx, identity, { fresh: true });
    },
  });

  serveEndpoint(app, account.verifyEmailChange, {
    rateLimit: { max: 10, timeWindow: 60_000 },
    handler: async (request, _reply, tx) =>
      verifyEmailChangeLink(identityContextFor(app, tx), request.params.key, originOf(request)),
  });

  serveEndpoint(app, account.getUserPermissions, {
    handler: async (request, _reply, db) =>
      userPermissions(db, identityOf(request), request.params.userId),
  });

  serveEndpoint(app, account.getAdminRoles, {
    handler: async (request, _reply, db) => adminRoles(db, identityOf(request)),
  });
}
