import * as endpoints from '@paydesk/domain/endpoints/applications';
import type { FastifyInstance } from 'fastify';
import { actorOf, identityOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { originOf } from '../../platform/request-origin';
import { identityContextFor, startSession } from '../identity/sessions.service';
import { applicationDocumentRoutes } from './application-documents';
import {
  answerMoreInfo,
  createApplication,
  getApplication,
  listApplications,
  saveDraft,
  saveStep,
  startApplication,
  submitApplication,
  useVerifyKey,
} from './applications.service';

/**
 * Merchant applications (part 1 §7; docs/applications.md): the public start and e-mailed link
 * (rate limited like sign-in), then the signed-in applicant's own applications by token.
 */
export async function applicationRoutes(app: FastifyInstance): Promise<void> {
  const rateLimit = { max: app.config.authRateLimit, timeWindow: 60_000 };
  const db = app.database.db;

  serveEndpoint(app, endpoints.startApplication, {
    rateLimit,
    handler: async (request, _reply, tx) =>
      startApplication(tx, app, request.body, originOf(request)),
  });

  serveEndpoint(app, endpoints.validateApplicationKey, {
    rateLimit,
    handler: async (request) => {
      const origin = originOf(request);
      const { token } = request.params;
      // Not idempotent, like sign-in: the answer holds session tokens, which are never stored.
      const user = await useVerifyKey(db, app, token, request.body.key, origin);
      const tokens = await startSession(identityContextFor(app), user, { remember: false, origin });
      return { ...tokens, applicationToken: token };
    },
  });

  serveEndpoint(app, endpoints.getApplications, {
    handler: async (request) => listApplications(db, identityOf(request).userId),
  });

  serveEndpoint(app, endpoints.createApplication, {
    handler: async (request, _reply, tx) => createApplication(tx, app, actorOf(request)),
  });

  serveEndpoint(app, endpoints.getApplication, {
    handler: async (request) =>
      getApplication(db, identityOf(request).userId, request.params.token),
  });

  serveEndpoint(app, endpoints.saveApplicationStep, {
    handler: async (request, _reply, tx) =>
      saveStep(tx, app, actorOf(request), request.params.token, request.body),
  });

  serveEndpoint(app, endpoints.saveApplicationDraft, {
    handler: async (request, _reply, tx) =>
      saveDraft(tx, app, actorOf(request), request.params.token, request.body),
  });

  serveEndpoint(app, endpoints.submitApplication, {
    handler: async (request, _reply, tx) =>
      submitApplication(tx, app, actorOf(request), request.params.token),
  });

  serveEndpoint(app, endpoints.answerMoreInfo, {
    handler: async (request, _reply, tx) =>
      answerMoreInfo(tx, app, actorOf(request), request.params.token, request.body.answer),
  });

  await app.register(applicationDocumentRoutes);
}
