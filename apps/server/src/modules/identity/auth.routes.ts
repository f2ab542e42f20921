import {
  forgotPasswordRequestSchema,
  logoutRequestSchema,
  messageResponseSchema,
  migrateRequestSchema,
  newPasswordRequestSchema,
  refreshRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signInResponseSchema,
  ssoAuthorizeResponseSchema,
  tokensSchema,
} from '@paydesk/domain/auth';
import { errorResponseSchema } from '@paydesk/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf, policies } from '../../platform/access-policy';
import { recordAudit } from '../../platform/audit';
import { Forbidden } from '../../platform/errors';
import type { IdentityContext } from './identity-context';
import { originOf } from './identity-provider';
import { migrateLegacyUserWithoutPassword, migrateWithPassword } from './migration.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { endSession, refreshSession } from './sessions.service';
import { completeNewPassword, signIn } from './sign-in.service';
import { authorizeSsoKey } from './sso.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

/** Sign-in, sessions and password recovery: every route here is rate limited per IP. */
export const authRoutes: FastifyPluginAsyncZod<{
  ctx: IdentityContext;
  rateLimit: number;
}> = async (app, { ctx, rateLimit }) => {
  const limited = { policy: policies.public, rateLimit: { max: rateLimit, timeWindow: 60_000 } };
  const tags = ['auth'];

  app.post(
    '/api/auth/sign-in',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          'Answers tokens, or `{ challenge: "NEW_PASSWORD_REQUIRED", session, userAttributes }` when the user must set a password first. ' +
          'After 10 failed attempts the account is locked for 30 minutes.',
        body: signInRequestSchema,
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    async (request) => signIn(ctx, request.body, originOf(request)),
  );

  app.post(
    '/api/auth/new-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Answer the first sign-in challenge with a new password',
        body: newPasswordRequestSchema,
        response: { 200: tokensSchema, ...errors },
      },
    },
    async (request) => completeNewPassword(ctx, request.body, originOf(request)),
  );

  for (const url of ['/api/auth/forgot-password', '/api/forgot-password']) {
    app.post(
      url,
      {
        config: limited,
        schema: {
          tags,
          summary: 'E-mail a 6-digit password reset code (valid 15 minutes)',
          description:
            'A user of the older system is moved into the pool first. 400 for an unknown e-mail.',
          body: forgotPasswordRequestSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await requestPasswordReset(ctx, request.body.email, originOf(request));
        return { message: 'A reset code was sent to your e-mail.' };
      },
    );
  }

  app.post(
    '/api/auth/reset-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed code',
        description:
          'The code dies after 15 minutes or 5 wrong tries. Every session of the user ends.',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body, originOf(request));
      return { message: 'Your password was reset. Please sign in.' };
    },
  );

  app.post(
    '/api/users/refresh',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Rotate the refresh token and get new tokens',
        description:
          'A refresh token works once; presenting a used one again ends its whole session.',
        body: refreshRequestSchema,
        response: { 200: tokensSchema, ...errors },
      },
    },
    async (request) => refreshSession(ctx, request.body, originOf(request)),
  );

  app.post(
    '/api/users/logout',
    {
      config: { policy: policies.signedIn },
      schema: {
        tags,
        summary: 'End this session',
        security: [{ bearer: [] }],
        body: logoutRequestSchema,
        response: { 200: messageResponseSchema, ...errors, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      if (request.body.email !== identity.email) throw new Forbidden('This is not your session.');
      await endSession(ctx, identity.sessionId, 'logout');
      await recordAudit(ctx.db, {
        action: 'logout',
        outcome: 'success',
        userId: identity.userId,
        email: identity.email,
        ip: request.ip,
      });
      return { message: 'Signed out.' };
    },
  );

  app.post(
    '/api/users/migrate',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Move a user of the older system into the pool (legacy password checked)',
        body: migrateRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await migrateWithPassword(ctx, request.body, originOf(request));
      return { message: 'Migrated. Sign in again.' };
    },
  );

  app.post(
    '/api/migrations/user',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Forgot-password migration: move a user of the older system into the pool',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await migrateLegacyUserWithoutPassword(
        ctx,
        request.body.email,
        originOf(request),
      );
      return { message: user ? 'Migrated. Reset your password.' : 'Nothing to migrate.' };
    },
  );

  app.post(
    '/api/users/:key/authorize',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Exchange a single sign-on key (60 s, single use) for tokens',
        params: z.object({ key: z.string().min(10).max(200) }),
        response: { 200: ssoAuthorizeResponseSchema, ...errors },
      },
    },
    async (request) => authorizeSsoKey(ctx, request.params.key, originOf(request)),
  );
};
