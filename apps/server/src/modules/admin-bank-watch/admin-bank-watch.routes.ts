import * as endpoints from '@paydesk/domain/endpoints/admin-bank-watch';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { serveList } from '../../platform/lists/list-route';
import * as service from './admin-bank-watch.service';
import { bankWatchList } from './bank-watch-list';

/**
 * The bank watch list (part 2 §2 /admin/tools/risk-watch-list, §7 /admin/reports/bank-watch):
 * the list and its CSV, one entry with its matching merchants, and the writes (add, edit,
 * remove). Every admin (the guard's policy: no key). The list is read uncached: an entry's
 * fields and match count change in place, under the same id.
 */
export async function adminBankWatchRoutes(app: FastifyInstance): Promise<void> {
  const run = app.database.query;

  serveList(app, endpoints.getBankWatchEntries, {
    list: bankWatchList,
    scope: () => null,
    cached: false,
  });
  serveEndpoint(app, endpoints.getBankWatchEntry, {
    handler: async (request) => service.entryDetail(run, request.params.id),
  });
  serveEndpoint(app, endpoints.createBankWatchEntry, {
    handler: async (request, _reply, tx) =>
      service.addEntry(tx, app, actorOf(request), request.body),
  });
  serveEndpoint(app, endpoints.updateBankWatchEntry, {
    handler: async (request, _reply, tx) =>
      service.editEntry(tx, app, actorOf(request), request.params.id, request.body),
  });
  serveEndpoint(app, endpoints.deleteBankWatchEntry, {
    handler: async (request, _reply, tx) => {
      await service.removeEntry(tx, app, actorOf(request), request.params.id);
      return undefined;
    },
  });
}
