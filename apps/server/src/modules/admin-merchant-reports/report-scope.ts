import type { EndpointDefinition, EndpointResult } from '@paydesk/domain/endpoint';
import type { FastifyInstance } from 'fastify';
import { type EndpointRequest, serveEndpoint } from '../../platform/endpoint-route';
import { attachment } from '../../platform/lists/csv';
import type { ListDefinition, ListQueryBase } from '../../platform/lists/list-definition';
import { csvStream, readPage } from '../../platform/lists/list-reader';
import { PageCache } from '../../platform/lists/page-cache';
import { merchantForStaff } from '../../platform/route-merchant';

/** Which merchants a report reads: one (`merchantid`, known to exist) or every one (null). */
export interface ReportScope {
  merchantId: number | null;
}

/** The scope of a report's query: 404 'Merchant account not found.' for an unknown `merchantid`. */
export async function reportScope(
  app: FastifyInstance,
  query: { merchantid?: number | undefined },
): Promise<ReportScope> {
  if (query.merchantid === undefined) return { merchantId: null };
  const merchant = await merchantForStaff(app.database.db, query.merchantid);
  return { merchantId: merchant.id };
}

/**
 * Nothing is remembered between reads of these reports: their rows are the merchants' current
 * state (a hold placed, a status changed, a payment counted against a limit), which changes
 * without a new id, so a count or a page position kept for a snapshot (`asOf`) would go stale.
 * The lists are a few thousand merchants at most; each read counts and seeks afresh.
 */
const NO_CACHE = new PageCache(0);

/**
 * Serves a list over the merchants' current state as `serveList` does (a page in the envelope,
 * or with `download=csv` the CSV of every row), without the app's page cache.
 */
export function serveCurrentStateList<const E extends EndpointDefinition, Row>(
  app: FastifyInstance,
  endpoint: E,
  // biome-ignore lint/suspicious/noExplicitAny: the endpoint's query type, checked by the declaration
  list: ListDefinition<any, Row, string, ReportScope>,
): void {
  serveEndpoint(app, endpoint, {
    handler: async (request: EndpointRequest<E>, reply) => {
      const query = request.query as ListQueryBase<string> & { merchantid?: number };
      const scope = await reportScope(app, query);
      if (query.download !== 'csv') {
        return (await readPage(
          app.database.query,
          NO_CACHE,
          list,
          query,
          scope,
        )) as EndpointResult<E>;
      }
      const file = await csvStream(app.database, list, query, scope);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(list.fileName(query, scope)));
      return reply.send(file) as never;
    },
  });
}
