import type { FastifyInstance } from 'fastify';
import { ValidationFailed } from './errors';

export const NUL_MESSAGE = 'Must not contain the NUL character (\\u0000)';

/** The dotted path of the first string holding a NUL character, if any. */
export function pathOfNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = pathOfNul(child, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold NUL: any input string carrying one (JSON body, query, path) is
 * refused with a 400 naming the field, once, for every route, before validation.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      pathOfNul(request.params, '') ?? pathOfNul(request.query, '') ?? pathOfNul(request.body, '');
    if (field !== undefined) throw new ValidationFailed({ [field || 'body']: [NUL_MESSAGE] });
  });
}
