import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
} from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this are sent as they are: compressing them costs more than it saves. */
export const COMPRESS_ABOVE_BYTES = 1024;
/** Above this, a body is compressed on the thread pool rather than on the request's thread. */
const COMPRESS_ON_THREAD_POOL_ABOVE_BYTES = 256 * 1024;
/** Brotli at quality 4: about gzip's speed, smaller output (11 is for build-time assets). */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml)|image\/svg\+xml)/;

type Encoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** br when the client takes it, else gzip, else none (q=0 refuses an encoding). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  let gzipAccepted = false;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(param));
    if (refused) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzipAccepted = true;
  }
  return gzipAccepted ? 'gzip' : undefined;
}

/**
 * Streamed answers (CSV downloads of a whole filter, up to hundreds of megabytes) take the
 * fastest settings: a year of every merchant's transaction details (5.7 million rows) left
 * the server at 222,000 rows a second at brotli 1 and 261,000 uncompressed, where brotli 4
 * was measured at 39,000 (docs/performance.md "Admin reports"); quality 1 still shrinks CSV
 * several times.
 */
const STREAM_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
const STREAM_GZIP = { level: 1 };

function compressedStream(encoding: Encoding) {
  return encoding === 'br' ? createBrotliCompress(STREAM_BROTLI) : createGzip(STREAM_GZIP);
}

async function compressedBytes(encoding: Encoding, body: Buffer): Promise<Buffer> {
  if (body.length <= COMPRESS_ON_THREAD_POOL_ABOVE_BYTES) {
    return encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, GZIP);
  }
  return encoding === 'br' ? brotliAsync(body, BROTLI) : gzipAsync(body, GZIP);
}

function markCompressed(reply: FastifyReply, encoding: Encoding): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  reply.header('content-encoding', encoding);
}

/**
 * Brotli or gzip, as the client accepts, for every text answer of 1 KiB or more made at
 * request time (JSON, the index page, streamed downloads). Answers that already carry a
 * Content-Encoding (the built assets, compressed once at build time at brotli's highest
 * quality and sent as they are by the web app's static files) are left alone.
 *
 * A hook of our own rather than @fastify/compress: the plugin's hook looked up the MIME
 * database on every answer, a fifth of a 401's time; this one returns at the first check
 * for a small answer or a client that takes no compression.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    if (payload === null || payload === undefined) return done(null, payload);
    const isText = typeof payload === 'string';
    if ((isText || Buffer.isBuffer(payload)) && payload.length < COMPRESS_ABOVE_BYTES) {
      return done(null, payload);
    }
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding || reply.getHeader('content-encoding') || reply.statusCode === 206) {
      return done(null, payload);
    }
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) {
      return done(null, payload);
    }
    if (payload instanceof Readable) {
      markCompressed(reply, encoding);
      reply.removeHeader('content-length');
      return done(null, payload.pipe(compressedStream(encoding)));
    }
    const body = isText ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : undefined;
    if (!body) return done(null, payload);
    compressedBytes(encoding, body).then(
      (compressed) => {
        markCompressed(reply, encoding);
        reply.header('content-length', compressed.length);
        done(null, compressed);
      },
      (error: Error) => done(error),
    );
  });
}
