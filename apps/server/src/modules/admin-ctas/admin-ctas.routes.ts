import multipart from '@fastify/multipart';
import { CTA_ADMIN_MESSAGES, CTA_CSV_MAX_BYTES } from '@paydesk/domain/admin-cta-fields';
import * as endpoints from '@paydesk/domain/endpoints/admin-ctas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf, identityOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { AppError, ValidationFailed } from '../../platform/errors';
import * as campaigns from './admin-ctas.service';
import * as assignments from './cta-assignment.service';
import { merchantIdsOfCsv } from './cta-csv';

/**
 * The Call to Action Manager (part 2 §7 "Tools"): campaigns, assignment, resend and the
 * reports, for staff holding can-manage-ctas (the guard's policy). Thin: the rules are in the
 * services.
 */

/** The CSV's ids, read before the call's transaction (no connection held while bytes arrive). */
const csvIds = new WeakMap<FastifyRequest, number[]>();

async function readCsvUpload(request: FastifyRequest): Promise<number[]> {
  if (!request.isMultipart()) throw new AppError(415, CTA_ADMIN_MESSAGES.csvNoFile);
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch {
    throw new AppError(
      400,
      'The upload could not be read. Send multipart/form-data with one `file` part.',
    );
  }
  if (!part) throw new ValidationFailed({ file: [CTA_ADMIN_MESSAGES.csvNoFile] });
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  if (part.file.truncated || Buffer.concat(chunks).length > CTA_CSV_MAX_BYTES)
    throw new AppError(413, CTA_ADMIN_MESSAGES.csvTooLarge);
  return merchantIdsOfCsv(Buffer.concat(chunks).toString('utf8'));
}

export async function adminCtaRoutes(app: FastifyInstance): Promise<void> {
  // In this plugin's scope only: the CSV of POST /{id}/assign-csv.
  await app.register(multipart, {
    limits: { fileSize: CTA_CSV_MAX_BYTES + 1, files: 1, fields: 5, parts: 10 },
  });
  const run = app.database.query;
  const now = () => app.clock.now();
  const mail = { publicUrl: app.config.publicUrl };

  serveEndpoint(app, endpoints.getCtas, {
    handler: async (request) => campaigns.campaigns(run, request.query),
  });
  serveEndpoint(app, endpoints.getCtaCategories, { handler: async () => campaigns.categories() });
  serveEndpoint(app, endpoints.getCtaEmailTemplates, {
    handler: async () => campaigns.emailTemplates(),
  });
  serveEndpoint(app, endpoints.getCtaReport, {
    handler: async () => campaigns.campaignReport(run),
  });
  serveEndpoint(app, endpoints.getCtaAssignedReport, {
    handler: async (request) => assignments.assignedReport(run, request.query),
  });
  serveEndpoint(app, endpoints.getCtaCompletedReport, {
    handler: async (request) =>
      assignments.completedReport(
        run,
        request.query,
        identityOf(request).permissions.includes('can-view-documents'),
      ),
  });
  serveEndpoint(app, endpoints.getCtaMerchantCount, {
    handler: async (request) => assignments.merchantCount(run, request.query),
  });
  serveEndpoint(app, endpoints.getCta, {
    handler: async (request) => campaigns.campaign(run, request.params.id),
  });

  serveEndpoint(app, endpoints.createCta, {
    handler: async (request, _reply, tx) =>
      campaigns.createCampaign(tx, actorOf(request), request.body, now()),
  });
  serveEndpoint(app, endpoints.updateCta, {
    handler: async (request, _reply, tx) =>
      campaigns.updateCampaignFields(tx, actorOf(request), request.params.id, request.body, now()),
  });
  serveEndpoint(app, endpoints.deleteCta, {
    handler: async (request, _reply, tx) =>
      campaigns.deleteCampaign(tx, app, actorOf(request), request.params.id, now()),
  });
  serveEndpoint(app, endpoints.assignCta, {
    handler: async (request, _reply, tx) =>
      assignments.assignByBody(tx, mail, actorOf(request), request.params.id, request.body, now()),
  });
  serveEndpoint(app, endpoints.assignCtaCsv, {
    beforeTransaction: async (request) => {
      const ids = await readCsvUpload(request);
      csvIds.set(request, ids);
      // What identifies the call under its Idempotency-Key: the ids the file lists.
      (request as FastifyRequest).body = { merchantIds: ids };
      return undefined;
    },
    handler: async (request, _reply, tx) =>
      assignments.assignCampaign(
        tx,
        mail,
        actorOf(request),
        request.params.id,
        { ids: csvIds.get(request) ?? [] },
        'csv',
        now(),
      ),
  });
  serveEndpoint(app, endpoints.resendCta, {
    handler: async (request, _reply, tx) =>
      assignments.resend(tx, mail, actorOf(request), request.params.id, now()),
  });
  serveEndpoint(app, endpoints.assignCtaMerchant, {
    handler: async (request, _reply, tx) =>
      assignments.assignOne(
        tx,
        mail,
        actorOf(request),
        request.params.ctaId,
        request.params.mid,
        now(),
      ),
  });
  serveEndpoint(app, endpoints.unassignCtaMerchant, {
    handler: async (request, _reply, tx) =>
      assignments.unassignOne(
        tx,
        app,
        actorOf(request),
        request.params.ctaId,
        request.params.mid,
        now(),
      ),
  });
}
