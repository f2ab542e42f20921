import type { FastifyRequest } from 'fastify';

/** Where a request came from, for the audit log and sessions. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | undefined;
}

export const originOf = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});
