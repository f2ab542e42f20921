import * as endpoints from '@paydesk/domain/endpoints/admin-merchant-reports';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route';
import { csvStream } from '../../platform/lists/list-reader';
import { sendCsv, serveList } from '../../platform/lists/list-route';
import { reportScope } from '../../platform/lists/report-scope';
import { emailHistoryList } from './email-history-list';
import { fundingHoldList } from './funding-hold-list';
import { invalid1099kCsv, invalid1099kPage } from './invalid-1099k.service';
import { limitList } from './limit-list';
import { pendingAccountsList } from './pending-accounts-list';
import { pendingMigrationsList } from './pending-migrations-list';

/**
 * The back office's merchant reports (part 2 §2, §7): funding hold, invalid 1099k, pending
 * accounts, limits, the e-mail history and pending migrations. Each answers a page or, with
 * `download=csv`, the CSV of the whole filter; each is guarded by its report's key (the routes'
 * policies).
 */
export async function adminMerchantReportRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const scope = (request: { query: { merchantid?: number | undefined } }) =>
    reportScope(db, request.query.merchantid);

  // Rows of the merchants' current state (a hold placed, a status changed, a payment counted
  // against a limit) change without a new id: nothing is kept for a snapshot. The lists are a
  // few thousand merchants at most; each read counts and seeks afresh.
  serveList(app, endpoints.getFundingHoldReport, {
    list: fundingHoldList(app.clock),
    scope,
    cached: false,
  });
  serveList(app, endpoints.getPendingAccountsReport, {
    list: pendingAccountsList(app.clock),
    scope,
    cached: false,
  });
  serveList(app, endpoints.getLimitsReport, { list: limitList, scope, cached: false });
  // Declared per request: its months are the clock's (pending-migrations-list.ts).
  serveList(app, endpoints.getPendingMigrationsReport, {
    list: pendingMigrationsList(app.clock),
    scope,
    cached: false,
  });

  serveEndpoint(app, endpoints.getInvalid1099kReport, {
    handler: async (request, reply) => {
      const run = app.database.query;
      const within = await scope(request);
      if (request.query.download !== 'csv') {
        return invalid1099kPage(run, app.cipher, request.query, within);
      }
      const file = await invalid1099kCsv(run, app.cipher, request.query, within);
      return sendCsv(reply, 'invalid-1099k.csv', file);
    },
  });

  serveList(app, endpoints.getEmailHistory, { list: emailHistoryList, scope });

  serveEndpoint(app, endpoints.downloadEmailHistory, {
    handler: async (request, reply) => {
      const query = { ...request.query, download: 'csv' as const };
      const within = await scope(request);
      const file = await csvStream(app.database, emailHistoryList, query, within);
      return sendCsv(reply, emailHistoryList.fileName(query, within), file);
    },
  });
}
