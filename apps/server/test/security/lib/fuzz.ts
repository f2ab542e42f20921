import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { multipartBody } from '../../support/multipart';
import { type Answer, errorFields } from './checks';
import { admittedCallers, caseArbitrary, catalog, dateLike, fieldsOf } from './fuzz-cases';
import { Deep, type FuzzCase, Huge, type Mutation } from './fuzz-values';
import { type Harness, send, validRequestFor } from './harness';
import type { Operation } from './operations';
import { nextLoopbackIp } from './principals';
import { type BuiltRequest, HarnessGap } from './requests';

/**
 * Part 3, input fuzz: bad inputs generated from each operation's OpenAPI entry and sent as a
 * caller that passes the route's guard, so they reach validation and the handler. Each case
 * starts from a valid request (lib/requests.ts) and applies one to three mutations: wrong
 * types, missing and extra fields, huge and empty strings, unicode and NUL, impossible dates
 * and times, out-of-range and fractional numbers, ids beyond 2147483647, malformed JSON,
 * wrong content types, bodies on GETs, bad path segments and Idempotency-Keys.
 *
 * Every answer must pass answerProblems (never a 5xx; a 4xx is exactly the one error shape
 * with the security headers). The fixed catalog of single mutations (run every time, before
 * the random cases) also states the answer the server owes: a NUL, an impossible date, an id
 * out of range, a missing required field are a 400 naming the field; malformed JSON a 400;
 * a non-JSON content type a 415; a body over the limit a 413.
 */

const materialise = (value: unknown): unknown => {
  if (value instanceof Huge || value instanceof Deep) return value.toString();
  if (Array.isArray(value)) return value.map(materialise);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, materialise(v)]));
  }
  return value;
};

/** Every byte of the UTF-8 form outside the unreserved set percent-encoded (lone surrogates too). */
export const encodeSegment = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

function setAt(root: unknown, path: string[], value: unknown, remove = false): unknown {
  const base =
    root && typeof root === 'object' && !Array.isArray(root)
      ? root
      : ({} as Record<string, unknown>);
  let node = base as Record<string, unknown>;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      if (remove) delete node[key];
      else
        Object.defineProperty(node, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return;
    }
    const next = node[key];
    if (!next || typeof next !== 'object')
      node[key] = /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  return base;
}

/** The inject options of a case: the valid request with the case's mutations. */
export function mutate(
  op: Operation,
  base: BuiltRequest,
  principalHeaders: Record<string, string>,
  mutations: Mutation[],
): { options: InjectOptions; body: unknown } {
  const pathParams: Record<string, string> = {};
  for (const [k, v] of Object.entries(base.pathParams)) pathParams[k] = encodeSegment(v);
  const query: Record<string, string | string[]> = { ...base.query };
  let body: unknown = base.body === undefined ? undefined : structuredClone(base.body);
  const headers: Record<string, string> = { ...principalHeaders, ...base.headers };
  let raw: string | undefined;
  let contentType: string | undefined;
  const dateFields = fieldsOf(op).filter(dateLike);
  for (const m of mutations) {
    switch (m.kind) {
      case 'path':
        pathParams[m.name] = encodeSegment(String(m.value));
        break;
      case 'raw-path':
        pathParams[m.name] = m.value;
        break;
      case 'query':
        query[m.name] = Array.isArray(m.value) ? m.value.map(String) : String(m.value);
        break;
      case 'query-remove':
        delete query[m.name];
        break;
      case 'range': {
        const [start, end] = [dateFields[0], dateFields[1]];
        for (const [f, value] of [
          [start, m.start],
          [end, m.end],
        ] as const) {
          if (!f) continue;
          if (f.at === 'query') query[f.name] = value;
          else if (f.at === 'body') body = setAt(body, f.path, value);
        }
        break;
      }
      case 'body-field':
        body = setAt(body, m.path, materialise(m.value));
        break;
      case 'body-remove':
        body = setAt(body, m.path, undefined, true);
        break;
      case 'body-whole':
        body = materialise(m.value);
        break;
      case 'raw-body':
        raw = String(m.text);
        contentType = m.contentType ?? 'application/json';
        break;
      case 'content-type':
        contentType = m.contentType;
        break;
      case 'header':
        headers[m.name] = m.value;
        break;
    }
  }
  let payload: string | Buffer | undefined =
    raw ?? (body === undefined ? undefined : JSON.stringify(body));
  if (payload !== undefined) {
    const type = contentType ?? 'application/json';
    if (type) headers['content-type'] = type;
  } else if (base.multipart) {
    // An upload keeps its file unless a mutation replaced the body.
    const form = multipartBody(base.multipart);
    payload = form.payload;
    headers['content-type'] = contentType ?? form.headers['content-type'];
  }
  const path = op.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => pathParams[name] ?? 'x');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  }
  const text = search.toString();
  return {
    options: {
      method: op.method as InjectOptions['method'],
      url: text ? `${path}?${text}` : path,
      headers,
      ...(payload !== undefined ? { payload } : {}),
      remoteAddress: nextLoopbackIp(),
    },
    body,
  };
}

/** What the catalog promised and the answer did not keep. */
export function broken(expect: FuzzCase['expect'], answer: Answer): string | undefined {
  if (!expect) return undefined;
  const status = answer.statusCode;
  if (status === 429) return undefined; // rate limited: the promise could not be checked
  const statusOk =
    expect.status === 'client-error' ? status >= 400 && status < 500 : status === expect.status;
  if (!statusOk) return `expected ${expect.status} for ${expect.why}, got ${status}`;
  if (expect.field && !errorFields(answer).includes(expect.field)) {
    return `expected errors.${expect.field} for ${expect.why}, got ${answer.body.slice(0, 200)}`;
  }
  return undefined;
}

export interface FuzzStats {
  cases: number;
  byStatus: Record<number, number>;
}

export interface FuzzSettings {
  seed: number;
  runs: number;
}

/** A problem without what varies between equal failures (request ids, line:column), to group them. */
const signature = (problem: string) =>
  problem
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(/(\.ts):\d+:\d+/g, '$1');

/**
 * Runs the catalog, then `settings.runs` random cases, against one operation. Every failing
 * case is kept (not only the first: one bug must not hide another), grouped by problem, each
 * with the first case that showed it; throws with them all and the command that replays the
 * run. Answers the statuses seen.
 */
export async function fuzzOperation(
  h: Harness,
  op: Operation,
  settings: FuzzSettings,
  /** Filled as the cases run (also when the operation fails). */
  stats: FuzzStats = { cases: 0, byStatus: {} },
): Promise<FuzzStats> {
  const callers = admittedCallers(h, op);
  const failures = new Map<
    string,
    { problem: string; call: string; fuzzCase: FuzzCase; count: number }
  >();
  const property = fc.asyncProperty(caseArbitrary(op, callers.length), async (c: FuzzCase) => {
    const caller = callers[c.caller] ?? callers[0];
    if (!caller) throw new Error(`${op.label}: no caller passes its guard`);
    let base: BuiltRequest;
    try {
      base = await validRequestFor(h, op, caller);
    } catch (error) {
      if (error instanceof HarnessGap) throw new Error(`${op.label}: ${error.message}`);
      throw error;
    }
    const headers: Record<string, string> =
      caller.role.kind === 'anonymous' ? {} : { authorization: `Bearer ${caller.idToken}` };
    const { options, body } = mutate(op, base, headers, c.mutations);
    const sent = await send(h, op, caller, options, body);
    stats.cases += 1;
    const status = sent.answer.statusCode;
    stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
    const problems = [...sent.problems];
    const promise = broken(c.expect, sent.answer);
    if (promise) problems.push(promise);
    for (const problem of problems) {
      const key = signature(problem);
      const seen = failures.get(key);
      if (seen) seen.count += 1;
      else {
        failures.set(key, {
          problem,
          call: `${options.method} ${String(options.url).slice(0, 200)} as ${caller.name}`,
          fuzzCase: c,
          count: 1,
        });
      }
    }
  });
  const examples = catalog(op, callers.length).map((c) => [c] as [FuzzCase]);
  const details = await fc.check(property, {
    seed: settings.seed,
    // fast-check counts the examples among numRuns: the random cases come on top.
    numRuns: examples.length + settings.runs,
    examples,
  });
  if (details.failed) {
    // The harness itself failed (a request it could not build): fast-check's report.
    throw new Error(
      `${op.label}: ${String((details.errorInstance as Error | undefined)?.message ?? '')}\n` +
        fc.defaultReportMessage(details),
    );
  }
  if (failures.size > 0) {
    const lines = [...failures.values()].map(
      (f) =>
        `- ${f.problem} (${f.count} case${f.count === 1 ? '' : 's'})\n` +
        `    first: ${f.call}\n    case: ${fc.stringify(f.fuzzCase).slice(0, 600)}`,
    );
    throw new Error(
      `${op.label}: ${failures.size} kind(s) of bad answer in ${stats.cases} cases\n` +
        `${lines.join('\n')}\n` +
        `Replay: FUZZ_SEED=${settings.seed} FUZZ_RUNS=${settings.runs} npm run fuzz`,
    );
  }
  return stats;
}
