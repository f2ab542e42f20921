import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The security headers of every page, asset and other non-API answer (helmet's, with a
 * Content-Security-Policy the built app satisfies: no inline scripts; Mantine sets inline
 * styles, so styles allow 'unsafe-inline'). Computed once; set first thing on every request,
 * so refusals by the guard, the router or the HTTP parser carry them too.
 */
export const DOCUMENT_SECURITY_HEADERS: Readonly<Record<string, string>> = headersOf(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  }),
);

/** Runs helmet's middleware once against a stand-in response and keeps what it set. */
function headersOf(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The headers of JSON answers (the API's, and every refusal written as JSON): the ones that
 * matter for a response no browser renders as a page, after OWASP's REST security list: a
 * CSP that allows nothing and no framing, HSTS, nosniff, no cross-origin reads, no referrer,
 * and `Cache-Control: no-store` (tokens, merchant data). The page-only ones (XSS filter, DNS
 * prefetch, download options, cross-domain policies, origin-agent cluster, opener policy)
 * are left off: every header costs every answer its validation and bytes (fourteen headers
 * were a sixth of a 401's time).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  ...pick(DOCUMENT_SECURITY_HEADERS, [
    'strict-transport-security',
    'x-content-type-options',
    'x-frame-options',
    'cross-origin-resource-policy',
    'referrer-policy',
  ]),
  'cache-control': 'no-store',
};

function pick(headers: Record<string, string>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = headers[name];
      if (value === undefined) throw new Error(`helmet no longer sets ${name}`);
      return [name, value];
    }),
  );
}

/** The API reference (swagger-ui): pages (with swagger-ui's own CSP), under /api, not cached. */
const API_REFERENCE_HEADERS = { ...DOCUMENT_SECURITY_HEADERS, 'cache-control': 'no-store' };

/** The security headers an answer to this URL carries. */
export function securityHeadersFor(url: string): Readonly<Record<string, string>> {
  if (!url.startsWith('/api/')) return DOCUMENT_SECURITY_HEADERS;
  return url.startsWith('/api/docs') ? API_REFERENCE_HEADERS : API_SECURITY_HEADERS;
}

/**
 * Registered before any other hook: every answer, refused or not, carries its security
 * headers and the request id. A callback hook, not an async one: it runs on every request.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeadersFor(request.url));
    reply.header('x-request-id', request.id);
    done();
  });
}
