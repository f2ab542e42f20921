import { errorResponseSchema } from '@paydesk/domain/errors';
import {
  contactTypeSchema,
  limitIncreaseRequestSchema,
  limitIncreaseResponseSchema,
  merchantAccountSchema,
  merchantRatesSchema,
} from '@paydesk/domain/merchant-account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { identityOf, policies } from '../../platform/access-policy';
import type { Mailer } from '../../platform/mail';
import {
  contactType,
  merchantAccount,
  merchantRates,
  requestLimitIncrease,
} from './merchants.service';

const params = z.object({ id: z.coerce.number().int().positive() });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** A merchant account as its own users see it (part 1 §3 "Merchant account"). */
export const merchantRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  mailer: Mailer;
}> = async (app, { database, mailer }) => {
  const config = { policy: policies.merchant({ param: 'id' }) };
  const tags = ['merchants'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/merchants/:id',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'A merchant account',
        params,
        response: { 200: merchantAccountSchema, ...errors },
      },
    },
    async (request) => merchantAccount(database, request.params.id),
  );

  app.get(
    '/api/merchants/:id/rates',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'The rate plan of a merchant account',
        params,
        response: { 200: merchantRatesSchema, ...errors },
      },
    },
    async (request) => merchantRates(database, request.params.id),
  );

  app.get(
    '/api/merchants/:id/contact-type',
    {
      config,
      schema: {
        tags,
        security,
        summary: "The caller's contact type on the account (by e-mail)",
        params,
        response: { 200: contactTypeSchema, ...errors },
      },
    },
    async (request) => contactType(database, request.params.id, identityOf(request)),
  );

  app.post(
    '/api/merchants/:id/limit-increase',
    {
      config: { ...config, rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary: 'Ask for a higher monthly limit; e-mails the limits mailbox',
        params,
        body: limitIncreaseRequestSchema,
        response: { 201: limitIncreaseResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await requestLimitIncrease(database, mailer, {
          merchantId: request.params.id,
          identity: identityOf(request),
          request: request.body,
        }),
      ),
  );
};
