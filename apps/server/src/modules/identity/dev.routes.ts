import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policies } from '../../platform/access-policy';
import { recentOutbox } from '../../platform/mail';
import type { IdentityContext } from './identity-context';

/**
 * Development only (never registered in production): the latest e-mails, so a person can
 * finish the forgot-password flow on the demo without a mail server.
 */
export const devRoutes: FastifyPluginAsyncZod<{ ctx: IdentityContext }> = async (app, { ctx }) => {
  app.get(
    '/api/dev/outbox',
    {
      config: { policy: policies.public },
      schema: {
        tags: ['development'],
        summary: 'Recent e-mails in the outbox (not available in production)',
        response: {
          200: z.object({
            data: z.array(
              z.object({
                id: z.number(),
                to: z.string(),
                subject: z.string(),
                text: z.string(),
                createdAt: z.string(),
                sentAt: z.string().nullable(),
              }),
            ),
          }),
        },
      },
    },
    async () => ({
      data: (await recentOutbox(ctx.db)).map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
      })),
    }),
  );
};
