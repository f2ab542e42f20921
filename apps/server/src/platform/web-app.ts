import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { markRoutesPublic } from './access-policy';
import { NotFound } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * Serves the built web app: hashed assets cached for a year, index.html revalidated on
 * every load, pay.html for /pay/* (the hosted pay page) and index.html for any other non-API
 * path (history fallback).
 */
export async function registerWebApp(app: FastifyInstance, distFolder: string): Promise<void> {
  const indexFile = join(distFolder, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  // The hosted pay page is a page of its own (apps/web/pay.html), answered for /pay/*.
  const payFile = join(distFolder, 'pay.html');
  const payHtml = existsSync(payFile) ? readFileSync(payFile, 'utf8') : undefined;
  const assetsFolder = join(distFolder, 'assets');
  if (indexHtml !== undefined) {
    await app.register(async (scope) => {
      markRoutesPublic(scope);
      await scope.register(fastifyStatic, {
        root: distFolder,
        wildcard: false, // one route per built file; every other path falls back to index.html
        index: false,
        // The build writes a .br and a .gz beside each text asset; the client's choice is sent.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, path) => {
          reply.header('Cache-Control', path.startsWith(assetsFolder) ? IMMUTABLE : NO_CACHE);
        },
      });
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (path === '/api' || path.startsWith('/api/') || !wantsPage || path.startsWith('/assets/')) {
      throw new NotFound(`No such resource: ${request.method} ${path}`);
    }
    if (indexHtml === undefined) {
      return reply
        .code(503)
        .send({ error_message: 'The web app is not built. Run `npm run build` (or `npm start`).' });
    }
    const page = path.startsWith('/pay/') && payHtml !== undefined ? payHtml : indexHtml;
    return reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(page);
  });
}
