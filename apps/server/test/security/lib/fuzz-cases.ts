import fc from 'fast-check';
import {
  BAD_DATES,
  BAD_IDS,
  CONTENT_TYPES,
  Deep,
  type FuzzCase,
  Huge,
  IDEMPOTENCY_KEYS,
  type Mutation,
  NASTY_NUMBERS,
  NASTY_STRINGS,
  RANGES,
  RAW_BODIES,
  RAW_SEGMENTS,
  type Text,
  WRONG_TYPES,
} from './fuzz-values';
import type { Harness } from './harness';
import type { JsonSchema, Operation } from './operations';
import type { Principal } from './principals';

/** The cases of the fuzz: the fixed catalog with its promised answers, and random ones. */

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

export const dateLike = (f: Field) =>
  /YYYY-MM-DD/.test(f.schema.description ?? '') ||
  f.schema.format === 'date' ||
  /date$/i.test(f.name.replace(/[^a-z]/gi, ''));

/** The callers that pass the route's guard, each case picks one. */
export function admittedCallers(h: Harness, op: Operation): Principal[] {
  const c = h.cast;
  switch (op.policy?.kind) {
    case 'public':
      return [c.anonymous];
    case 'merchant-scoped':
      // A requirement admits the account's merchant admin only (never staff).
      if (op.policy.requires) return [c.sameMerchantAdmin];
      return [c.sameMerchant[1] ?? c.adminAll, c.adminAll];
    case 'signed-in':
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
  const dates = fieldsOf(op).filter(dateLike);
  if (dates.length >= 2) {
    const [long, reversed] = RANGES;
    // A start after its end is refused everywhere. Two years are refused by the dated calls
    // (both ends required: rangeQuerySchema, a year at most); a list's date filter (both ends
    // optional: listRangeQuerySchema) takes any length.
    if (reversed) {
      add(
        { kind: 'range', start: reversed[0], end: reversed[1] },
        { status: 400, why: `the range ${reversed[0]} … ${reversed[1]}` },
      );
    }
    if (long) {
      const limited = dates.slice(0, 2).every((f) => f.required);
      add(
        { kind: 'range', start: long[0], end: long[1] },
        limited ? { status: 400, why: `the range ${long[0]} … ${long[1]}` } : undefined,
      );
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
