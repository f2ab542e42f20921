import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { type Answer, errorFields } from './checks';
import { type Harness, send, validRequestFor } from './harness';
import type { JsonSchema, Operation } from './operations';
import { nextLoopbackIp, type Principal } from './principals';
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

/** A string of `length` × `unit`, built when the case is sent (keeps reports short). */
export class Huge {
  constructor(
    readonly length: number,
    readonly unit = 'x',
  ) {}
  toString() {
    return this.unit.repeat(this.length);
  }
  [fc.toStringMethod]() {
    return `Huge(${this.length}, ${JSON.stringify(this.unit)})`;
  }
}

/** Nested arrays or objects `depth` deep, as raw JSON text. */
export class Deep {
  constructor(
    readonly depth: number,
    readonly kind: 'array' | 'object',
  ) {}
  toString() {
    return this.kind === 'array'
      ? `${'['.repeat(this.depth)}${']'.repeat(this.depth)}`
      : `${'{"a":'.repeat(this.depth)}1${'}'.repeat(this.depth)}`;
  }
  [fc.toStringMethod]() {
    return `Deep(${this.depth}, ${this.kind})`;
  }
}

type Text = string | Huge | Deep;

export type Mutation =
  | { kind: 'path'; name: string; value: Text }
  /** Inserted into the url as is: bad percent-encodings, dot segments. */
  | { kind: 'raw-path'; name: string; value: string }
  | { kind: 'query'; name: string; value: Text | Text[] }
  | { kind: 'query-remove'; name: string }
  | { kind: 'range'; start: string; end: string }
  | { kind: 'body-field'; path: string[]; value: unknown }
  | { kind: 'body-remove'; path: string[] }
  | { kind: 'body-whole'; value: unknown }
  | { kind: 'raw-body'; text: Text; contentType?: string }
  | { kind: 'content-type'; contentType: string }
  | { kind: 'header'; name: string; value: string };

export interface FuzzCase {
  /** Index into the operation's admitted callers. */
  caller: number;
  mutations: Mutation[];
  /** The catalog's promise about the answer (random cases promise only answerProblems). */
  expect?: { status: number | 'client-error'; field?: string; why: string };
}

export const BAD_DATES = [
  '2026-02-30',
  '2025-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-01-32',
  '2026-01-01 23:59:60',
  '2026-01-01 99:99:99',
  '2026-01-01 24:00:00',
  '0000-01-01',
  '9999-12-31',
  '1899-12-31',
  '2100-01-01',
  '2026-1-1',
  '20260101',
  '2026-01-01T00:00:00Z',
  '2026/01/01',
  '01/15/2026',
  ' 2026-01-01',
  '-2026-01-01',
  '+002026-01-01',
  '2026-01-01 00:00',
  '2026-01-01 00:00:00.000',
  '2026-01-01 00:00:00+05:00',
];

export const BAD_IDS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  ' 1',
  '01',
  '2147483648',
  '9999999999',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '١٢٣',
  '1 OR 1=1',
];

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'harness\u0000nul',
  '\uFEFF',
  '\u202Egnp.exe',
  '😀👍🏽',
  'ǅİß',
  '\uD800',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  // A template-injection probe: "${7*7}{{7*7}}".
  `$${'{'}7*7}{{7*7}}`,
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%',
  'Mars/Olympus',
  'UTC+5',
  'Etc/GMT+14',
  ...BAD_DATES,
  ...BAD_IDS,
];

const NASTY_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  -2147483649,
  2147483648,
  9999999999,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const pollution = () => [
  JSON.parse('{"__proto__":{"isAdmin":true}}'),
  JSON.parse('{"constructor":{"prototype":{"isAdmin":true}}}'),
];

const WRONG_TYPES: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [1, 'a'],
  { a: 1 },
  [[[]]],
  ...pollution(),
];

const RAW_BODIES: Text[] = [
  '',
  '{',
  '}',
  '{"a":',
  '[',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":-}',
  '{"a":1e309}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '\uFEFF{}',
  '{"a":1}{"b":2}',
  '"text"',
  '42',
  'null',
  '[]',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  new Deep(7_000, 'array'),
  new Deep(10_000, 'array'),
  new Deep(10_000, 'object'),
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=harness',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonp',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/json, text/plain',
  '*/*',
  '',
];

const RAW_SEGMENTS = ['%E0%A4%A', '%', '%zz', '%00', '..', '%2e%2e', '%2F', '%C0%AF', '%FF'];
const RANGES: [string, string][] = [
  ['2024-01-01', '2026-01-01'],
  ['2026-02-01', '2026-01-01'],
  ['1900-01-01', '2099-12-31'],
  ['2025-01-01', '2026-01-01'],
  ['2026-01-01 23:59:59', '2026-01-01 00:00:00'],
  ['2026-02-28', '2025-02-28'],
];
const IDEMPOTENCY_KEYS = ['', ' ', 'a b', 'x'.repeat(256), '\t', 'é'];

/** The fields of an operation the fuzz aims at. */
interface Field {
  at: 'path' | 'query' | 'body';
  /** Parameter name, or the body field's path. */
  path: string[];
  name: string;
  schema: JsonSchema;
  required: boolean;
}

const typeOf = (schema: JsonSchema): string | undefined => {
  const options = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  return type ?? options.map(typeOf).find((t) => t !== undefined && t !== 'null');
};

export function fieldsOf(op: Operation): Field[] {
  const fields: Field[] = op.parameters.map((p) => ({
    at: p.in,
    path: [p.name],
    name: p.name,
    schema: { ...p.schema, description: p.schema.description ?? p.description },
    required: p.required,
  }));
  const walk = (schema: JsonSchema | undefined, path: string[], required: boolean) => {
    if (!schema || path.length > 5) return;
    if (path.length > 0) {
      fields.push({ at: 'body', path, name: path.join('.'), schema, required });
    }
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      walk(child, [...path, key], required && (schema.required ?? []).includes(key));
    }
    if (schema.items) walk(schema.items, [...path, '0'], false);
  };
  walk(op.body, [], true);
  return fields;
}

const dateLike = (f: Field) =>
  /YYYY-MM-DD/.test(f.schema.description ?? '') ||
  f.schema.format === 'date' ||
  /date$/i.test(f.name.replace(/[^a-z]/gi, ''));

/** The callers that pass the route's guard, each case picks one. */
export function admittedCallers(h: Harness, op: Operation): Principal[] {
  const c = h.cast;
  switch (op.policy?.kind) {
    case 'public':
      return [c.anonymous];
    case 'signed-in':
    case 'merchant-scoped':
      return [c.sameMerchant[1] ?? c.adminAll, c.adminAll];
    default:
      return [c.adminAll];
  }
}

/** Random cases: one to three mutations aimed at the operation's fields. */
export function caseArbitrary(op: Operation, callers: number): fc.Arbitrary<FuzzCase> {
  const fields = fieldsOf(op);
  const text = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(new Huge(100_000), new Huge(20_000, 'é'), new Huge(600)),
    },
  );
  const json: fc.Arbitrary<unknown> = fc.oneof(
    { weight: 5, arbitrary: text },
    { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true })) },
    { weight: 3, arbitrary: fc.constantFrom(...WRONG_TYPES) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
  const options: fc.Arbitrary<Mutation>[] = [];
  const named = (at: Field['at']) => fields.filter((f) => f.at === at);
  const pathFields = named('path');
  const queryFields = named('query');
  const bodyFields = named('body');
  if (pathFields.length > 0) {
    const name = fc.constantFrom(...pathFields.map((f) => f.name));
    options.push(fc.record({ kind: fc.constant('path' as const), name, value: text }));
    options.push(
      fc.record({
        kind: fc.constant('path' as const),
        name,
        value: fc.constantFrom(...BAD_IDS),
      }),
    );
    options.push(
      fc.record({
        kind: fc.constant('raw-path' as const),
        name,
        value: fc.constantFrom(...RAW_SEGMENTS),
      }),
    );
  }
  const queryName = fc.oneof(
    ...(queryFields.length > 0 ? [fc.constantFrom(...queryFields.map((f) => f.name))] : []),
    fc.constantFrom('harness', '__proto__', 'constructor', 'start_date[]', 'a'.repeat(1000)),
  );
  options.push(
    fc.record({
      kind: fc.constant('query' as const),
      name: queryName,
      value: fc.oneof(text, fc.array(text, { minLength: 2, maxLength: 3 })),
    }),
  );
  if (queryFields.length > 0) {
    options.push(
      fc.record({
        kind: fc.constant('query-remove' as const),
        name: fc.constantFrom(...queryFields.map((f) => f.name)),
      }),
    );
  }
  if (fields.filter(dateLike).length >= 2) {
    options.push(
      fc.constantFrom(...RANGES).map(([start, end]) => ({ kind: 'range' as const, start, end })),
    );
  }
  if (op.body) {
    const paths = bodyFields.map((f) => f.path);
    const extraPaths: string[][] = [['harness'], ['__proto__'], ['constructor'], ['a'.repeat(300)]];
    const anyPath: fc.Arbitrary<string[]> = fc.oneof(
      ...(paths.length > 0 ? [fc.constantFrom(...paths)] : []),
      fc.constantFrom(...extraPaths),
    );
    options.push(
      fc.record({ kind: fc.constant('body-field' as const), path: anyPath, value: json }),
      fc.record({ kind: fc.constant('body-field' as const), path: anyPath, value: json }),
      fc.record({ kind: fc.constant('body-whole' as const), value: json }),
      fc.record({
        kind: fc.constant('raw-body' as const),
        text: fc.oneof(fc.constantFrom(...RAW_BODIES), text),
        contentType: fc.constantFrom('application/json', ...CONTENT_TYPES),
      }),
      fc.record({
        kind: fc.constant('content-type' as const),
        contentType: fc.constantFrom(...CONTENT_TYPES),
      }),
    );
    if (paths.length > 0) {
      options.push(
        fc.record({ kind: fc.constant('body-remove' as const), path: fc.constantFrom(...paths) }),
      );
    }
  } else {
    // A body where none belongs (GET, or a POST that takes none).
    options.push(fc.record({ kind: fc.constant('body-whole' as const), value: json }));
    options.push(
      fc.record({
        kind: fc.constant('raw-body' as const),
        text: fc.constantFrom(...RAW_BODIES),
        contentType: fc.constantFrom(...CONTENT_TYPES),
      }),
    );
  }
  if (op.idempotent) {
    options.push(
      fc.record({
        kind: fc.constant('header' as const),
        name: fc.constant('idempotency-key'),
        value: fc.constantFrom(...IDEMPOTENCY_KEYS),
      }),
    );
  }
  return fc.record({
    caller: fc.nat(Math.max(0, callers - 1)),
    mutations: fc.array(fc.oneof(...options), { minLength: 1, maxLength: 3 }),
  });
}

/** The fixed cases of every run: each bad input at each field it applies to, with its answer. */
export function catalog(op: Operation, callers: number): FuzzCase[] {
  const cases: FuzzCase[] = [];
  let turn = 0;
  const add = (mutation: Mutation, expect?: FuzzCase['expect']) => {
    cases.push({
      caller: turn++ % Math.max(1, callers),
      mutations: [mutation],
      ...(expect ? { expect } : {}),
    });
  };
  const set = (f: Field, value: unknown): Mutation =>
    f.at === 'body'
      ? { kind: 'body-field', path: f.path, value }
      : f.at === 'query'
        ? { kind: 'query', name: f.name, value: value as Text }
        : { kind: 'path', name: f.name, value: value as Text };
  for (const f of fieldsOf(op)) {
    const type = typeOf(f.schema);
    const stringy = type === 'string' || (f.at !== 'body' && type === undefined);
    const id = f.schema['x-object'] !== undefined;
    if (stringy || f.at !== 'body') {
      add(set(f, 'harness\u0000nul'), { status: 400, field: f.name, why: 'a NUL character' });
      add(set(f, new Huge(100_000)), { status: 'client-error', why: 'a 100 KB string' });
      add(set(f, ''));
      add(set(f, '😀\u202Eǅ'));
      add(set(f, '\uD800'));
    }
    if (dateLike(f)) {
      for (const bad of BAD_DATES) {
        add(set(f, bad), { status: 400, field: f.name, why: `the impossible date "${bad}"` });
      }
    }
    if (id && f.at !== 'body') {
      for (const bad of BAD_IDS) {
        add(set(f, bad), { status: 400, field: f.name, why: `the id "${bad}"` });
      }
    }
    if (f.schema.enum && f.at !== 'body') {
      add(set(f, 'not-one-of-them'), {
        status: 400,
        field: f.name,
        why: 'a value outside the enum',
      });
    }
    if (f.at === 'body') {
      if (type === 'integer' || type === 'number' || id) {
        add(set(f, '12'), { status: 400, field: f.name, why: 'a number as a string' });
        if (type === 'integer' || id) {
          add(set(f, 1.5), { status: 400, field: f.name, why: 'a fraction' });
        }
        for (const n of [-1, 2147483648, 1e308, -1e308]) {
          const max = f.schema.maximum;
          const min = f.schema.minimum;
          const out = (max !== undefined && n > max) || (min !== undefined && n < min);
          add(
            set(f, n),
            out ? { status: 400, field: f.name, why: `${n} out of range` } : undefined,
          );
        }
      }
      if (type === 'string') {
        add(set(f, 12), { status: 400, field: f.name, why: 'a number where a string belongs' });
        add(set(f, null));
        add(set(f, ['a']), { status: 400, field: f.name, why: 'an array where a string belongs' });
      }
      if (f.required && f.path.length === 1) {
        add(
          { kind: 'body-remove', path: f.path },
          {
            status: 400,
            field: f.name,
            why: 'a missing required field',
          },
        );
      }
    }
    if (f.at === 'query' && f.required) {
      add(
        { kind: 'query-remove', name: f.name },
        {
          status: 400,
          field: f.name,
          why: 'a missing required parameter',
        },
      );
    }
  }
  if (fieldsOf(op).filter(dateLike).length >= 2) {
    for (const [start, end] of RANGES.slice(0, 2)) {
      add({ kind: 'range', start, end }, { status: 400, why: `the range ${start} … ${end}` });
    }
  }
  add({ kind: 'query', name: 'harness', value: 'extra' });
  add({ kind: 'query', name: 'a', value: new Huge(100_000) });
  if (op.body) {
    add({ kind: 'body-field', path: ['harness'], value: 'an extra field' });
    add({ kind: 'body-whole', value: [] }, { status: 400, why: 'an array as the body' });
    add({ kind: 'body-whole', value: 'text' }, { status: 400, why: 'a string as the body' });
    add({ kind: 'body-whole', value: null }, { status: 'client-error', why: 'null as the body' });
    add({ kind: 'raw-body', text: '{' }, { status: 400, why: 'malformed JSON' });
    add({ kind: 'raw-body', text: '{"a":NaN}' }, { status: 400, why: 'NaN in JSON' });
    add({ kind: 'raw-body', text: '' }, { status: 400, why: 'an empty JSON body' });
    add(
      { kind: 'raw-body', text: '{"__proto__":{"isAdmin":true}}' },
      {
        status: 400,
        why: 'a __proto__ key',
      },
    );
    // 7,000 deep is 14 KB: under the error log's 16 KiB limit too. A recursion's limit moves
    // with the JIT (optimised frames are smaller), so 100,000 deep (200 KB) is the sure one.
    for (const depth of [7_000, 10_000, 100_000]) {
      add(
        { kind: 'raw-body', text: new Deep(depth, 'array') },
        { status: 'client-error', why: `JSON nested ${depth.toLocaleString('en')} deep` },
      );
    }
    add({ kind: 'raw-body', text: new Huge(1_100_000) }, { status: 413, why: 'a body over 1 MiB' });
    // Fastify parses text/plain itself (a string body, refused by validation): 400 or 415.
    add(
      { kind: 'content-type', contentType: 'text/plain' },
      {
        status: 'client-error',
        why: 'a text/plain body',
      },
    );
    add(
      { kind: 'content-type', contentType: 'application/x-www-form-urlencoded' },
      {
        status: 415,
        why: 'a form body',
      },
    );
  } else {
    add({ kind: 'body-whole', value: { harness: 'a body where none belongs' } });
    add({ kind: 'raw-body', text: '{', contentType: 'application/json' });
  }
  if (op.idempotent) {
    add(
      { kind: 'header', name: 'idempotency-key', value: 'x'.repeat(256) },
      {
        status: 400,
        why: 'an Idempotency-Key over 255 characters',
      },
    );
  }
  return cases;
}

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
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  if (payload !== undefined) {
    const type = contentType ?? 'application/json';
    if (type) headers['content-type'] = type;
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
