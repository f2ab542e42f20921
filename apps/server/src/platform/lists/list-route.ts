import type { EndpointDefinition, EndpointResult } from '@paydesk/domain/endpoint';
import type { FastifyInstance } from 'fastify';
import { type EndpointRequest, serveEndpoint } from '../endpoint-route';
import { attachment } from './csv';
import type { ListDefinition, ListQueryBase } from './list-definition';
import { csvStream, readPage } from './list-reader';
import { PageCache } from './page-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the lists learned about queries they answered (counts, page positions). */
    listCache: PageCache;
  }
}

/** Gives the app its list cache (LIST_CACHE_ENTRIES entries; 0 turns it off). */
export function registerListCache(app: FastifyInstance, maxEntries: number): void {
  app.decorate('listCache', new PageCache(maxEntries));
}

export interface ListRouteOptions<E extends EndpointDefinition, Row, Scope> {
  // biome-ignore lint/suspicious/noExplicitAny: the endpoint's query type, checked by the declaration
  list: ListDefinition<any, Row, string, Scope>;
  /** Whose rows: e.g. the route's merchant, or the caller's accounts. */
  scope(request: EndpointRequest<E>): Scope | Promise<Scope>;
}

/**
 * Registers a list endpoint: the page of the query in the envelope, or with `download=csv`
 * the CSV file of every row it matches (text/csv, streamed; chosen columns with `columns`).
 */
export function serveList<const E extends EndpointDefinition, Row, Scope>(
  app: FastifyInstance,
  endpoint: E,
  options: ListRouteOptions<E, Row, Scope>,
): void {
  serveEndpoint(app, endpoint, {
    handler: async (request, reply) => {
      const query = request.query as ListQueryBase<string>;
      const scope = await options.scope(request);
      const run = options.list.preparedStatements ? app.database.queryPrepared : app.database.query;
      if (query.download !== 'csv') {
        return (await readPage(
          run,
          app.listCache,
          options.list,
          query,
          scope,
        )) as EndpointResult<E>;
      }
      // The query is checked (and an id filter of another account refused) before the
      // answer starts; the file then streams.
      const file = await csvStream(app.database, options.list, query, scope);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(options.list.fileName(query, scope)));
      return reply.send(file) as never;
    },
  });
}
