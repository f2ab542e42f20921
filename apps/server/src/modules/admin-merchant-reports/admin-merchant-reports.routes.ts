import * as endpoints from '@paydesk/domain/endpoints/admin-merchant-reports';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route';
import { attachment } from '../../platform/lists/csv';
import { csvStream } from '../../platform/lists/list-reader';
import { serveList } from '../../platform/lists/list-route';
import { emailHistoryList } from './email-history-list';
import { fundingHoldList } from './funding-hold-list';
import { invalid1099kCsv, invalid1099kPage } from './invalid-1099k.service';
import { limitList } from './limit-list';
import { pendingAccountsList } from './pending-accounts-list';
import { reportScope, serveCurrentStateList } from './report-scope';

/**
 * The back office's merchant reports (part 2 §2, §7): funding hold, invalid 1099k, pending
 * accounts, limits and the e-mail history. Each answers a page or, with `download=csv`, the
 * CSV of the whole filter; each is guarded by its report's key (the routes' policies).
 */
export async function adminMerchantReportRoutes(app: FastifyInstance): Promise<void> {
  serveCurrentStateList(app, endpoints.getFundingHoldReport, fundingHoldList(app.clock));
  serveCurrentStateList(app, endpoints.getPendingAccountsReport, pendingAccountsList(app.clock));
  serveCurrentStateList(app, endpoints.getLimitsReport, limitList);

  serveEndpoint(app, endpoints.getInvalid1099kReport, {
    handler: async (request, reply) => {
      const scope = await reportScope(app, request.query);
      const run = app.database.query;
      if (request.query.download !== 'csv') {
        return invalid1099kPage(run, app.cipher, request.query, scope);
      }
      const file = await invalid1099kCsv(run, app.cipher, request.query, scope);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment('invalid-1099k.csv'));
      return reply.send(file) as never;
    },
  });

  serveList(app, endpoints.getEmailHistory, {
    list: emailHistoryList,
    scope: (request) => reportScope(app, request.query),
  });

  serveEndpoint(app, endpoints.downloadEmailHistory, {
    handler: async (request, reply) => {
      const scope = await reportScope(app, request.query);
      const query = { ...request.query, download: 'csv' as const };
      const file = await csvStream(app.database, emailHistoryList, query, scope);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(emailHistoryList.fileName(query, scope)));
      return reply.send(file) as never;
    },
  });
}
