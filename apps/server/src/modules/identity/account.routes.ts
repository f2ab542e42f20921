import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  tokensSchema,
} from '@paydesk/domain/auth';
import { errorResponseSchema } from '@paydesk/domain/errors';
import { ADMIN_PERMISSION_KEYS } from '@paydesk/domain/permissions';
import {
  accessRulesResponseSchema,
  accountInfoSchema,
  adminRolesSchema,
  permissionsResponseSchema,
  siteSettingsSchema,
  updateAccountInfoSchema,
} from '@paydesk/domain/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf, policies } from '../../platform/access-policy';
import { Forbidden } from '../../platform/errors';
import {
  accountInfo,
  changeEmail,
  changePassword,
  recordLastLogin,
  updateAccountInfo,
} from './account.service';
import { accessRulesOf, allSiteSettings, permissionsOfUser } from './identity.repository';
import type { IdentityContext } from './identity-context';
import { originOf } from './identity-provider';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const security = [{ bearer: [] }];

/** The signed-in user's own account: profile, merchants, password, e-mail, permissions. */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: IdentityContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['account'];
  const signedIn = { policy: policies.signedIn };

  app.get(
    '/api/users/info',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'Profile and merchant accounts of the signed-in user',
        response: { 200: accountInfoSchema, ...errors },
      },
    },
    async (request) => accountInfo(ctx, identityOf(request)),
  );

  app.post(
    '/api/users/info',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'Update name and phones',
        body: updateAccountInfoSchema,
        response: { 200: accountInfoSchema, ...errors },
      },
    },
    async (request) => updateAccountInfo(ctx, identityOf(request), request.body),
  );

  app.patch(
    '/api/users/last-login',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'Record the time of this sign-in',
        response: { 200: z.object({ lastLogin: z.string() }), ...errors },
      },
    },
    async (request) => ({ lastLogin: await recordLastLogin(ctx, identityOf(request)) }),
  );

  app.post(
    '/api/users/change-password',
    {
      config: { ...signedIn, rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary: 'Change the password; every session ends and a fresh one is returned',
        body: changePasswordRequestSchema,
        response: { 200: tokensSchema, ...errors },
      },
    },
    async (request) => changePassword(ctx, identityOf(request), request.body, originOf(request)),
  );

  app.post(
    '/api/v2/users/change-email',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'Change the sign-in e-mail',
        body: changeEmailRequestSchema,
        response: { 200: accountInfoSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => changeEmail(ctx, identityOf(request), request.body, originOf(request)),
  );

  app.get(
    '/api/users/:userId/permissions',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: "A user's permissions (your own, or any user's for an admin)",
        params: z.object({ userId: z.coerce.number().int().positive() }),
        response: { 200: permissionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      if (request.params.userId !== identity.userId && !identity.isAdmin) {
        throw new Forbidden('You may only read your own permissions.');
      }
      return { data: await permissionsOfUser(ctx.db, request.params.userId) };
    },
  );

  app.get(
    '/api/merchants/:accountId/access-rules',
    {
      config: { policy: policies.merchant({ param: 'accountId' }) },
      schema: {
        tags,
        security,
        summary: "The signed-in user's access rules on one merchant account",
        params: z.object({ accountId: z.coerce.number().int().positive() }),
        response: { 200: accessRulesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await accessRulesOf(ctx.db, identityOf(request).userId, request.params.accountId),
    }),
  );

  app.get(
    '/api/admin/roles',
    {
      config: { policy: policies.admin() },
      schema: {
        tags: ['admin'],
        security,
        summary: 'The admin permission keys the caller holds, as a map of key to true',
        response: { 200: adminRolesSchema, ...errors },
      },
    },
    async (request) => {
      const granted = await permissionsOfUser(ctx.db, identityOf(request).userId);
      const known = new Set<string>(ADMIN_PERMISSION_KEYS);
      return {
        roles: [
          { label: 'Admin', name: 'mp_admin' },
          { label: 'User', name: 'mp_user' },
        ],
        permissions: Object.fromEntries(
          granted.filter((p) => p.enabled && known.has(p.slug)).map((p) => [p.slug, true as const]),
        ),
      };
    },
  );

  app.get(
    '/api/settings/site-settings',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        summary: 'Site settings, as a list of single-key objects',
        response: { 200: siteSettingsSchema, ...errors },
      },
    },
    async () => ({
      data: (await allSiteSettings(ctx.db)).map((row) => ({ [row.key]: row.value })),
    }),
  );
};
