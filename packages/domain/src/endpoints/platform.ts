import { z } from 'zod';
import { clientErrorReceiptSchema, clientErrorReportSchema } from '../client-errors';
import { defineEndpoint } from '../endpoint';
import { healthResponseSchema } from '../health';
import * as route from '../routes/platform';

/** Health, the client error log and the development outbox. */

export const getHealth = defineEndpoint({
  ...route.getHealth,
  tags: ['health'],
  summary: 'Liveness and database reachability',
  response: { status: 200, schema: healthResponseSchema },
  errors: [503],
});

export const reportClientError = defineEndpoint({
  ...route.reportClientError,
  tags: ['errors'],
  summary: 'Record an error the web app met, with its reference code',
  description:
    'Public (failures happen on the sign-in page too): 16 KiB at most, 30 a minute per IP.',
  body: clientErrorReportSchema,
  response: { status: 201, schema: clientErrorReceiptSchema },
  errors: [413, 429],
});

export const outboxMessageSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The files the message carries (a scheduled report's CSV): names, types and sizes. */
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() }),
  ),
});

export const getDevOutbox = defineEndpoint({
  ...route.getDevOutbox,
  tags: ['development'],
  summary: 'Recent e-mails in the outbox (never in production)',
  description:
    'Only outside production, and only to callers on this machine (loopback) or a signed-in admin: it holds password reset codes.',
  response: { status: 200, schema: z.object({ data: z.array(outboxMessageSchema) }) },
});
