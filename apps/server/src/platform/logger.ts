import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { LogLevel } from '../config';

/** Keys whose values never reach a log line, at any of the depths below. */
const SECRET_KEYS = [
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
  'ssn',
  'contactSsn',
  'ssn_encrypted',
  'accountNumber',
  'bankAccountNumber',
  'routingNumber',
  'bankRoutingNumber',
  'account_number',
  'routing_number',
];

function redactPaths(): string[] {
  const paths = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];
  for (const key of SECRET_KEYS) {
    const k = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
    const dot = k.startsWith('[') ? '' : '.';
    paths.push(`${k}`, `*${dot}${k}`, `*.*${dot}${k}`);
  }
  return paths;
}

/** JSON logs (pino) with secrets redacted; the request id is on every line. */
export function loggerOptions(
  level: LogLevel,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactPaths(), censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
