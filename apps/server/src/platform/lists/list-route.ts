import type { EndpointDefinition, EndpointQuery, EndpointResult } from '@paydesk/domain/endpoint';
import type { FastifyInstance, FastifyReply } from 'fastify';
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

/** A list's declaration; the route's query type is checked by the endpoint's declaration. */
// biome-ignore lint/suspicious/noExplicitAny: the endpoint's query type, checked by the declaration
type AnyList<Row, Scope> = ListDefinition<any, Row, string, Scope>;

export interface ListRouteOptions<E extends EndpointDefinition, Row, Scope> {
  /** The list, or the list a query asks for (one call answering two lists). */
  list: AnyList<Row, Scope> | ((query: EndpointQuery<E>) => AnyList<Row, Scope>);
  /** Whose rows: e.g. the route's merchant, or the caller's accounts. */
  scope(request: EndpointRequest<E>): Scope | Promise<Scope>;
  /**
   * Whether a query's counts and page positions may be kept for its snapshot (`asOf`); true
   * unless told. False for rows that change without a new id (a merchant's current state, a
   * line whose difference a later update settles): the snapshot does not pin them, so each
   * read counts and seeks afresh.
   */
  cached?: boolean | ((query: EndpointQuery<E>) => boolean);
}

/** The cache of the lists that keep nothing. */
const NO_CACHE = new PageCache(0);

/** Sends a CSV file (text or a stream) as a download named `name`. */
export const sendCsv = (reply: FastifyReply, name: string, body: unknown): never =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', attachment(name))
    .send(body) as never;

/**
 * Registers a list endpoint: the page of the query in the envelope, or with `download=csv`
 * the CSV file of every row it matches (text/csv, streamed; chosen columns with `columns`).
 */
export function serveList<const E extends EndpointDefinition, Row, Scope>(
  app: FastifyInstance,
  endpoint: E,
  options: ListRouteOptions<E, Row, Scope>,
): void {
  const { cached = true } = options;
  serveEndpoint(app, endpoint, {
    handler: async (request, reply) => {
      const query = request.query as ListQueryBase<string>;
      const asked = request.query as EndpointQuery<E>;
      const list = typeof options.list === 'function' ? options.list(asked) : options.list;
      const scope = await options.scope(request);
      if (query.download !== 'csv') {
        const run = list.preparedStatements ? app.database.queryPrepared : app.database.query;
        const keep = typeof cached === 'function' ? cached(asked) : cached;
        const cache = keep ? app.listCache : NO_CACHE;
        return (await readPage(run, cache, list, query, scope)) as EndpointResult<E>;
      }
      // The query is checked (and an id filter of another account refused) before the
      // answer starts; the file then streams.
      const file = await csvStream(app.database, list, query, scope);
      return sendCsv(reply, list.fileName(query, scope), file);
    },
  });
}
