import * as auth from '@paydesk/domain/endpoints/auth';
import type { FastifyInstance } from 'fastify';
import { identityOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { originOf } from '../../platform/request-origin';
import { migrateLegacyUserWithoutPassword, migrateWithPassword } from './migration.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { logout, refreshSession } from './sessions.service';
import { completeNewPassword, signIn } from './sign-in.service';
import { ssoRoutes } from './sso.routes';
import { authorizeSsoKey } from './sso.service';
import { twoFactorRoutes } from './two-factor.routes';
import { twoFactorContextFor } from './two-factor-context';

/**
 * Sign-in and sessions (part 1 §7 "Authentication and account"): every route but logout is
 * public and rate limited per IP (AUTH_RATE_LIMIT a minute); the hosted sign-on page too.
 */
export async function identityRoutes(app: FastifyInstance): Promise<void> {
  const ctx = twoFactorContextFor(app);
  const rateLimit = { max: app.config.authRateLimit, timeWindow: 60_000 };

  serveEndpoint(app, auth.signIn, {
    rateLimit,
    handler: async (request) => signIn(ctx, request.body, originOf(request)),
  });

  serveEndpoint(app, auth.completeNewPassword, {
    rateLimit,
    handler: async (request) => completeNewPassword(ctx, request.body, originOf(request)),
  });

  for (const endpoint of [auth.forgotPassword, auth.forgotPasswordLegacyPath]) {
    serveEndpoint(app, endpoint, {
      rateLimit,
      handler: async (request) => {
        await requestPasswordReset(ctx, request.body.email, originOf(request));
        return { message: 'A reset code was sent to your e-mail.' };
      },
    });
  }

  serveEndpoint(app, auth.resetPassword, {
    rateLimit,
    handler: async (request) => {
      await resetPassword(ctx, request.body, originOf(request));
      return { message: 'Your password was reset. Please sign in.' };
    },
  });

  serveEndpoint(app, auth.refreshSession, {
    rateLimit,
    handler: async (request) => refreshSession(ctx, request.body, originOf(request)),
  });

  serveEndpoint(app, auth.logout, {
    handler: async (request) => {
      await logout(ctx, identityOf(request), request.body.email, originOf(request));
      return { message: 'Signed out.' };
    },
  });

  serveEndpoint(app, auth.migrateUser, {
    rateLimit,
    handler: async (request) => {
      await migrateWithPassword(ctx, request.body, originOf(request));
      return { message: 'Migrated. Sign in again.' };
    },
  });

  serveEndpoint(app, auth.migrateForForgotPassword, {
    rateLimit,
    handler: async (request) => {
      const user = await migrateLegacyUserWithoutPassword(
        ctx,
        request.body.email,
        originOf(request),
      );
      return { message: user ? 'Migrated. Reset your password.' : 'Nothing to migrate.' };
    },
  });

  serveEndpoint(app, auth.authorizeSsoKey, {
    rateLimit,
    handler: async (request) => authorizeSsoKey(ctx, request.params.key, originOf(request)),
  });

  await app.register(ssoRoutes, { ctx, rateLimit: app.config.authRateLimit });
  // Staff two-factor sign-in: its sign-in steps share these rate limits.
  await app.register(twoFactorRoutes, { ctx, rateLimit });
}
