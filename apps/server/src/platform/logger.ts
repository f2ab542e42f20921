import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type { LogLevel } from '../config';

/** Keys whose values never reach a log line, at any depth up to REDACT_DEPTH. */
const SECRET_KEY_NAMES = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'oldPassword',
  'newPassword',
  'token',
  'accessToken',
  'idToken',
  'refreshToken',
  'session',
  'code',
  // Staff two-factor sign-in: the TOTP secret (also inside its URL and QR code), recovery codes.
  'secret',
  'otpauthUrl',
  'qrSvg',
  'recoveryCode',
  'recoveryCodes',
  'ssn',
  'contactSsn',
  'ssn_encrypted',
  'accountNumber',
  'bankAccountNumber',
  'routingNumber',
  'bankRoutingNumber',
  'account_number',
  'routing_number',
  // The virtual terminal's card (POST /transactions): number, security code and expiry.
  'number',
  'cardNumber',
  'card_number',
  'pan',
  'cvc',
  'cvv',
  'expMonth',
  'expYear',
];
/** As written, and lower-cased: most keys are looked up without lower-casing them. */
const SECRET_KEYS: ReadonlySet<string> = new Set([
  ...SECRET_KEY_NAMES,
  ...SECRET_KEY_NAMES.map((key) => key.toLowerCase()),
]);
const isSecretKey = (key: string) =>
  SECRET_KEYS.has(key) || (/[A-Z]/.test(key) && SECRET_KEYS.has(key.toLowerCase()));
const REDACT_DEPTH = 4;
const CENSOR = '[redacted]';

/**
 * The object of a log line with every secret key's value replaced. Walks only plain objects
 * and arrays, copies only what it changes, and answers the same object when nothing is
 * secret: a line without secrets costs a look at each of its few keys, nothing more (pino's
 * wildcard redaction walked every line's tree once per path: 47 % of a 401's CPU).
 */
export function redactSecrets<T>(value: T, depth = 0): T {
  if (value === null || typeof value !== 'object' || depth > REDACT_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const redacted = redactSecrets(item, depth + 1);
      if (redacted !== item) {
        copy ??= [...value];
        copy[index] = redacted;
      }
    });
    return (copy ?? value) as T;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null && !(value instanceof Error)) {
    return value; // a Date, a Buffer, a request: their serializers decide what is written
  }
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    const redacted = isSecretKey(key) ? CENSOR : redactSecrets(item, depth + 1);
    if (redacted !== item) {
      copy ??= value instanceof Error ? errorFields(value) : { ...(value as object) };
      copy[key] = redacted;
    }
  }
  return (copy ?? value) as T;
}

/** An error as pino writes it, as a plain object that can be changed. */
function errorFields(error: Error): Record<string, unknown> {
  return { ...error, type: error.name, message: error.message, stack: error.stack };
}

const FLUSH_EVERY_MS = 500;
let stdoutLog: ReturnType<typeof pino.destination> | undefined;

/**
 * Standard output, written in batches: when 8 KiB are waiting, at the latest every half
 * second, and at exit. A write to stdout per line was a third of a small request's time.
 */
function bufferedStdout(): DestinationStream {
  if (!stdoutLog) {
    const destination = pino.destination({ dest: 1, sync: false, minLength: 8 * 1024 });
    setInterval(() => destination.flush(), FLUSH_EVERY_MS).unref();
    process.on('exit', () => {
      try {
        destination.flushSync();
      } catch {
        // stdout already closed: nothing left to write to
      }
    });
    stdoutLog = destination;
  }
  return stdoutLog;
}

/**
 * JSON logs (pino) with secrets redacted; the request id is on every line. Fastify's two
 * lines per request are off: `registerRequestLog` writes one.
 */
export function loggerOptions(
  level: LogLevel,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  const destination = stream ?? (level === 'silent' ? undefined : bufferedStdout());
  return {
    level,
    formatters: { log: (object) => redactSecrets(object) },
    ...(destination ? { stream: destination } : {}),
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Why the request was refused (4xx), for its log line: the error code and message. */
    refusal: { errorCode: string | undefined; message: string } | undefined;
  }
}

/**
 * One line per request, when its answer is sent: request id (the line's binding), method,
 * URL, status and time; for a refusal its code and message. A 5xx also has its own error
 * line with the stack (the error handler writes it). Fastify's own pair of lines (incoming,
 * completed) and its not-found line are not written.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(request.refusal ?? {}),
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request');
  }
}

/** Decorates the request with the refusal its log line reports. */
export function registerRequestLog(app: FastifyInstance): void {
  app.decorateRequest('refusal', undefined);
}
