import * as endpoints from '@paydesk/domain/endpoints/report-schedules';
import type { MatchedReport } from '@paydesk/domain/report-schedule-catalogue';
import type { FastifyInstance } from 'fastify';
import { actorOf, identityOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import {
  changeSchedule,
  createSchedule,
  listSchedules,
  removeSchedule,
  sendScheduleNow,
} from './report-schedules.service';

/**
 * Scheduled reports (beyond the spec): an admin's own subscriptions to report views, e-mailed
 * as CSV by the `report-schedule-run` job (report-schedule-jobs.service.ts).
 */
export async function reportScheduleRoutes(app: FastifyInstance): Promise<void> {
  /** The declaration of a report's API list route, as the app registered it. */
  const endpointOf = (match: MatchedReport) =>
    app.routeInventory.find(
      (route) =>
        route.method === match.report.route.method &&
        route.url === `/api${match.report.route.path}`,
    )?.endpoint;

  serveEndpoint(app, endpoints.getReportSchedules, {
    handler: async (request, _reply, db) => listSchedules(db, identityOf(request)),
  });

  serveEndpoint(app, endpoints.createReportSchedule, {
    handler: async (request, _reply, tx) =>
      createSchedule(
        tx,
        identityOf(request),
        actorOf(request),
        request.body,
        app.clock.now(),
        endpointOf,
      ),
  });

  serveEndpoint(app, endpoints.updateReportSchedule, {
    handler: async (request, _reply, tx) =>
      changeSchedule(
        tx,
        request.params.id,
        identityOf(request),
        actorOf(request),
        request.body,
        app.clock.now(),
      ),
  });

  serveEndpoint(app, endpoints.deleteReportSchedule, {
    handler: async (request, _reply, tx) => {
      await removeSchedule(tx, request.params.id, identityOf(request), actorOf(request));
      return undefined;
    },
  });

  serveEndpoint(app, endpoints.sendReportScheduleNow, {
    handler: async (request, _reply, tx) =>
      sendScheduleNow(
        tx,
        request.params.id,
        identityOf(request),
        actorOf(request),
        app.clock.now(),
      ),
  });
}
