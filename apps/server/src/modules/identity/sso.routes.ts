import formbody from '@fastify/formbody';
import { policies } from '@paydesk/domain/access';
import { normalizeEmail } from '@paydesk/domain/email';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { originOf } from '../../platform/request-origin';
import type { IdentityContext } from './identity-context';
import { checkCredentials } from './sign-in.service';
import { issueSsoKey } from './sso.service';
import { renderSsoPage } from './sso-page';

const carried = z.object({
  disputeId: z.string().max(64).optional(),
  disputeType: z.string().max(64).optional(),
  type: z.string().max(64).optional(),
  appToken: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
});

const loginForm = carried.extend({
  password: z.string().max(256).optional(),
  remember: z.string().max(5).optional(),
});

/**
 * Where the hosted page sends a signed-in person with the one-time key: a dispute's own
 * callback, `/verify-dispute-redirect/{key}/{disputeId}/{type}` (part 1 §2), when it carries
 * one, else `/users/login?key=K`.
 */
function callbackUrl(
  publicUrl: string,
  key: string,
  carried: { disputeId?: string | undefined; disputeType?: string | undefined },
): string {
  const segment = (value: string) => encodeURIComponent(value);
  if (carried.disputeId && carried.disputeType) {
    return `${publicUrl}/verify-dispute-redirect/${segment(key)}/${segment(carried.disputeId)}/${segment(carried.disputeType)}`;
  }
  return `${publicUrl}/users/login?key=${segment(key)}`;
}

/**
 * The hosted single sign-on page (the spec's external login page). It checks the same pool,
 * then redirects to the app's callback (`callbackUrl`), carrying the dispute id and type and
 * the application token inside the one-time key.
 */
export const ssoRoutes: FastifyPluginAsyncZod<{ ctx: IdentityContext; rateLimit: number }> = async (
  app,
  { ctx, rateLimit },
) => {
  await app.register(formbody, { bodyLimit: 8 * 1024 });
  const schema = { hide: true } as const;

  app.get(
    '/sso/login',
    { config: { policy: policies.public }, schema: { ...schema, querystring: carried } },
    async (request, reply) => {
      const q = request.query;
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          renderSsoPage(
            {
              email: q.email ?? '',
              hidden: {
                disputeId: q.disputeId,
                disputeType: q.disputeType ?? q.type,
                appToken: q.appToken,
              },
            },
            ctx.publicUrl,
          ),
        );
    },
  );

  app.post(
    '/sso/login',
    {
      config: { policy: policies.public, rateLimit: { max: rateLimit, timeWindow: 60_000 } },
      schema: { ...schema, body: loginForm },
    },
    async (request, reply) => {
      const form = request.body;
      const email = normalizeEmail(form.email ?? '');
      const hidden = {
        disputeId: form.disputeId,
        disputeType: form.disputeType ?? form.type,
        appToken: form.appToken,
      };
      const page = (status: number, error: string) =>
        reply
          .code(status)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(renderSsoPage({ email, error, hidden }, ctx.publicUrl));
      if (!email || !form.password) return page(400, 'Please enter your email and password.');
      try {
        const user = await checkCredentials(
          ctx,
          { email, password: form.password },
          originOf(request),
        );
        if (user.mustSetPassword) {
          return page(
            400,
            'You need to set a new password first: sign in on the Paydesk sign-in page.',
          );
        }
        const key = await issueSsoKey(
          ctx,
          user,
          {
            remember: form.remember === '1' || form.remember === 'on',
            redirect: {
              disputeId: hidden.disputeId ?? null,
              disputeType: hidden.disputeType ?? null,
              applicationToken: hidden.appToken ?? null,
            },
          },
          originOf(request),
        );
        return reply.redirect(callbackUrl(ctx.publicUrl, key, hidden), 303);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) return page(401, error.message);
        throw error;
      }
    },
  );
};
