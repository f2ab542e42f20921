import * as endpoints from '@paydesk/domain/endpoints/admin-merchants';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route';
import { attachment } from '../../platform/lists/csv';
import { csvStream } from '../../platform/lists/list-reader';
import { serveList } from '../../platform/lists/list-route';
import { adminMerchantList } from './admin-merchant-list';
import { merchantPickList, merchantPickSearch } from './admin-merchants.service';
import { merchantRateList } from './merchant-rate-list';

/**
 * The back office's merchants list (part 2 §7 "Merchant administration"): the list and its
 * CSV (the same declaration answers both routes), the pickers and the rate list. Staff with
 * can-view-merchant-info only (the guard's policy).
 */
export async function adminMerchantRoutes(app: FastifyInstance): Promise<void> {
  const run = app.database.query;

  serveList(app, endpoints.getAdminMerchants, { list: adminMerchantList, scope: () => null });

  serveEndpoint(app, endpoints.downloadAdminMerchants, {
    handler: async (request, reply) => {
      const query = { ...request.query, download: 'csv' as const };
      const file = await csvStream(app.database, adminMerchantList, query, null);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(adminMerchantList.fileName(query, null)));
      return reply.send(file) as never;
    },
  });

  serveEndpoint(app, endpoints.getMerchantPickList, {
    handler: async () => merchantPickList(run),
  });

  serveEndpoint(app, endpoints.getReportMerchantPickList, {
    handler: async () => merchantPickList(run),
  });

  serveEndpoint(app, endpoints.searchMerchantPickList, {
    handler: async (request) => merchantPickSearch(run, request.query.search),
  });

  serveList(app, endpoints.getMerchantRateList, { list: merchantRateList, scope: () => null });
}
