import type { FastifyInstance } from 'fastify';
import { ValidationFailed } from './errors';

export const NUL_MESSAGE = 'Must not contain the NUL character (\\u0000)';
export const UNICODE_MESSAGE = 'Must be valid Unicode text (a lone surrogate cannot be stored)';
/** A UTF-16 surrogate without its pair: not a character, and PostgreSQL text refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** No request of Paydesk nests deeper; deeper bodies are refused before anything walks them. */
export const MAX_INPUT_DEPTH = 32;
export const DEPTH_MESSAGE = `The body is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`;

type Finding = { kind: 'nul' | 'unicode'; path: string } | { kind: 'depth' };

/**
 * The first problem of an input: a string holding NUL or a lone surrogate (with its dotted
 * path), or nesting
 * deeper than MAX_INPUT_DEPTH. Walked with an explicit stack: a hostile body cannot overflow
 * the call stack.
 */
export function inputProblem(value: unknown): Finding | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return { kind: 'nul', path: item.path };
      if (LONE_SURROGATE.test(item.value)) return { kind: 'unicode', path: item.path };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_INPUT_DEPTH) return { kind: 'depth' };
    const entries = Object.entries(item.value);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i] as [string, unknown];
      stack.push({
        value: child,
        path: item.path ? `${item.path}.${key}` : key,
        depth: item.depth + 1,
      });
    }
  }
  return undefined;
}

/**
 * Checked once, for every route, before validation: PostgreSQL text cannot hold NUL or a lone
 * surrogate, so any input string carrying one (JSON body, query, path) is a 400 naming the
 * field; a body nested
 * deeper than any request needs is a 400 too.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const problem = inputProblem(value);
      if (problem?.kind === 'depth') throw new ValidationFailed({ [part]: [DEPTH_MESSAGE] });
      if (problem) {
        const message = problem.kind === 'nul' ? NUL_MESSAGE : UNICODE_MESSAGE;
        throw new ValidationFailed({ [problem.path || part]: [message] });
      }
    }
  });
}
