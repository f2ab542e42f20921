import fc from 'fast-check';

/** The bad inputs the fuzz draws from, and the shape of a case (lib/fuzz.ts). */

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

export type Text = string | Huge | Deep;

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

export const NASTY_STRINGS = [
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

export const NASTY_NUMBERS = [
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

export const pollution = () => [
  JSON.parse('{"__proto__":{"isAdmin":true}}'),
  JSON.parse('{"constructor":{"prototype":{"isAdmin":true}}}'),
];

export const WRONG_TYPES: unknown[] = [
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

export const RAW_BODIES: Text[] = [
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

export const CONTENT_TYPES = [
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

export const RAW_SEGMENTS = ['%E0%A4%A', '%', '%zz', '%00', '..', '%2e%2e', '%2F', '%C0%AF', '%FF'];
export const RANGES: [string, string][] = [
  ['2024-01-01', '2026-01-01'],
  ['2026-02-01', '2026-01-01'],
  ['1900-01-01', '2099-12-31'],
  ['2025-01-01', '2026-01-01'],
  ['2026-01-01 23:59:59', '2026-01-01 00:00:00'],
  ['2026-02-28', '2025-02-28'],
];
export const IDEMPOTENCY_KEYS = ['', ' ', 'a b', 'x'.repeat(256), '\t', 'é'];
