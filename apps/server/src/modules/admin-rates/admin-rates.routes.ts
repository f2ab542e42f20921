import * as endpoints from '@paydesk/domain/endpoints/admin-rates';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { serveList } from '../../platform/lists/list-route';
import * as service from './admin-rates.service';
import { rateAccountList } from './rate-account-list';
import { rateList } from './rate-list';

/**
 * Rate plans (part 2 §7 "Partners, rates, clients"): the list and its CSV, the report, the
 * accounts list, the pickers, one rate, and the writes (create, update, link, convert). Staff
 * holding can-view-rates (the guard's policy). The lists are read uncached: a rate's fees,
 * partners and residual state change in place, under the same ids.
 */
export async function adminRateRoutes(app: FastifyInstance): Promise<void> {
  const run = app.database.query;

  serveList(app, endpoints.getRates, { list: rateList, scope: () => null, cached: false });
  serveList(app, endpoints.getRateAccounts, {
    list: rateAccountList,
    scope: () => null,
    cached: false,
  });

  serveEndpoint(app, endpoints.getRateReport, {
    handler: async () => service.rateReport(run, app.clock.now()),
  });
  serveEndpoint(app, endpoints.getResidualRates, {
    handler: async (request) => service.residualRateChoices(run, request.query.processor),
  });
  serveEndpoint(app, endpoints.getProcessorRates, {
    handler: async (request) =>
      service.processorRates(run, request.params.id, request.query.partner_id),
  });
  serveEndpoint(app, endpoints.getRate, {
    handler: async (request) => service.rateById(run, request.params.id),
  });
  serveEndpoint(app, endpoints.getRatePartners, {
    handler: async (request) => service.ratePartners(run, request.params.id),
  });

  serveEndpoint(app, endpoints.createRate, {
    handler: async (request, _reply, tx) => service.createRate(tx, actorOf(request), request.body),
  });
  serveEndpoint(app, endpoints.updateRate, {
    handler: async (request, _reply, tx) =>
      service.updateRate(tx, actorOf(request), request.params.id, request.body),
  });
  serveEndpoint(app, endpoints.linkRate, {
    handler: async (request, _reply, tx) =>
      service.linkRate(tx, actorOf(request), request.params.id, request.body),
  });
  serveEndpoint(app, endpoints.convertRate, {
    handler: async (request, _reply, tx) =>
      service.convertRate(tx, actorOf(request), request.params.id, request.body),
  });
}
