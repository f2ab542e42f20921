import { randomBytes } from 'node:crypto';
import type { AdminPermissionKey } from '@paydesk/domain/permissions';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { generate } from '../../src/demo/generator/generate';
import { createFieldCipher, type FieldCipher } from '../../src/platform/encryption';
import {
  adminLacking,
  adminWithNone,
  bearer,
  Principals,
  type Role,
} from '../security/lib/principals';
import { csvRecords } from './csv-records';
import { type SignedIn, seedIdentity, signInAs } from './identity';
import { createTestApp, type TestApp } from './test-app';

/**
 * The one kit of the back-office report tests: an app on the demo sign-ins (and, if asked, a
 * generated history), the callers a report is checked against, and readers of its pages and
 * CSV files. URLs are whole (`/api/admin/...`); a query record's undefined values are left out.
 */

export type Headers = Record<string, string>;
export type Query = Record<string, string | number | boolean | undefined>;

/** A generated history: `merchants` merchants, `days` days up to `end`. */
export interface History {
  seed: string;
  merchants: number;
  days: number;
  meanDailySales: number;
  end: Date;
  /** The cipher of the generated secrets (a random key unless given). */
  cipher?: FieldCipher;
}

export interface ReportApp {
  t: TestApp;
  admin: SignedIn;
  owner: SignedIn;
  principals: Principals;
  /** An admin holding no key at all. */
  keyless: Headers;
  /** An admin holding every key but `key` (one per key, made on first use). */
  lacking(key: AdminPermissionKey): Promise<Headers>;
  /** An admin holding `key` and no other (one per key, made on first use). */
  only(key: AdminPermissionKey): Promise<Headers>;
  /** A new user of `role`, signed in. */
  headersOf(label: string, role: Role): Promise<Headers>;
  /** GET `url` as `headers` (the admin by default), as it came. */
  get(url: string, headers?: Headers): Promise<LightMyRequestResponse>;
  /** The rows of a raw statement. */
  sql<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
}

export async function reportApp(
  options: { history?: History; now?: () => Date } = {},
): Promise<ReportApp> {
  const t = await createTestApp(options.now ? { now: options.now } : {});
  await seedIdentity(t.database);
  const { history } = options;
  if (history) {
    await generate(t.database, {
      profile: {
        name: 'demo',
        merchants: history.merchants,
        days: history.days,
        meanDailySales: history.meanDailySales,
      },
      seed: history.seed,
      end: history.end,
      cipher: history.cipher ?? createFieldCipher(randomBytes(32)),
    });
  }
  const principals = new Principals(t.app, t.database);
  const headersOf = async (label: string, role: Role) =>
    bearer(await principals.create(label, role));
  const made = new Map<string, Promise<Headers>>();
  const once = (name: string, role: Role) => {
    const headers = made.get(name) ?? headersOf(name, role);
    made.set(name, headers);
    return headers;
  };
  const admin = await signInAs(t.app, 'admin@paydesk.test');
  return {
    t,
    admin,
    owner: await signInAs(t.app, 'owner@paydesk.test'),
    principals,
    keyless: await headersOf('admin without keys', adminWithNone),
    lacking: (key) => once(`admin without ${key}`, adminLacking(key)),
    only: (key) =>
      once(`admin with only ${key}`, {
        kind: 'admin',
        permissions: [{ slug: key, enabled: true }],
      }),
    headersOf,
    get: (url, headers = admin.headers) => t.app.inject({ url, headers }),
    sql: (text, params = []) => t.database.query(text, params),
  };
}

/** The query string of a record, encoded (undefined values left out). */
export const qs = (query: Query) =>
  new URLSearchParams(
    Object.entries(query)
      .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
      .map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();

/** `url` with the query's parameters added (after its own, if it has any). */
export function withQuery(url: string, query: Query = {}): string {
  const search = qs(query);
  if (search === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

export interface Page<Row> {
  meta: { perPage: number; page: number; totalRecords: number; totalPages: number; asOf: string };
  data: Row[];
}

/** A GET answered 200, as JSON. */
export async function getJson<T = Page<never>>(
  app: ReportApp,
  url: string,
  query: Query = {},
  headers: Headers = app.admin.headers,
): Promise<T> {
  const res = await app.get(withQuery(url, query), headers);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

/** The status of a GET as these headers. */
export async function statusOf(app: ReportApp, url: string, headers: Headers): Promise<number> {
  return (await app.get(url, headers)).statusCode;
}

/**
 * Every row of a list, page by page (`perPage` rows a page) through the first page's snapshot;
 * every page counts the same total, and the rows add up to it.
 */
export async function allRows<Row>(
  app: ReportApp,
  url: string,
  query: Query = {},
  perPage = 100,
): Promise<Row[]> {
  return (await allPages<Row>(app, url, query, perPage)).rows;
}

/** `allRows` with the first page's meta. */
export async function allPages<Row>(
  app: ReportApp,
  url: string,
  query: Query = {},
  perPage = 100,
): Promise<{ rows: Row[]; meta: Page<Row>['meta'] }> {
  const first = await getJson<Page<Row>>(app, url, { ...query, perPage });
  const rows = [...first.data];
  for (let page = 2; page <= first.meta.totalPages; page += 1) {
    const next = await getJson<Page<Row>>(app, url, {
      ...query,
      perPage,
      page,
      asOf: first.meta.asOf,
    });
    expect(next.meta.totalRecords, `${url} page ${page}`).toBe(first.meta.totalRecords);
    rows.push(...next.data);
  }
  expect(rows, url).toHaveLength(first.meta.totalRecords);
  return { rows, meta: first.meta };
}

/** A CSV body's lines, as text (CRLF ends; for files without quoted line breaks). */
export const csvLines = (body: string) => body.trim().split('\r\n');

/**
 * A CSV download as the admin (`download=csv` added unless the URL already asks for a
 * download): its header, its rows, every record (the header first) and its disposition.
 */
export async function csvOf(
  app: ReportApp,
  url: string,
  query: Query = {},
): Promise<{ header: string[]; rows: string[][]; records: string[][]; disposition: string }> {
  const asked = url.includes('download') ? query : { ...query, download: 'csv' };
  const res = await app.get(withQuery(url, asked));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  const records = csvRecords(res.body);
  const [header = [], ...rows] = records;
  return { header, rows, records, disposition: String(res.headers['content-disposition']) };
}

/** Cents as the CSV writes them: 1250 → '12.50', -5 → '-0.05'. */
export const dollars = (cents: number) => {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * A report's key, checked four ways: 401 without a session, 403 for a merchant user, 403 for
 * an admin holding every key but this one, 200 for an admin holding only this one.
 */
export async function expectKeyGuards(
  app: ReportApp,
  url: string,
  key: AdminPermissionKey,
): Promise<void> {
  expect(await statusOf(app, url, {}), `${url} signed out`).toBe(401);
  expect(await statusOf(app, url, app.owner.headers), `${url} merchant user`).toBe(403);
  expect(await statusOf(app, url, await app.lacking(key)), `${url} admin without the key`).toBe(
    403,
  );
  const admitted = await app.get(url, await app.only(key));
  expect(admitted.statusCode, `${url} admin with only the key: ${admitted.body}`).toBe(200);
}

/** Whether values are ordered (ascending unless `desc`), comparing strings or numbers. */
export function isOrdered(values: readonly (string | number)[], desc: boolean): boolean {
  return values.every((value, i) => {
    if (i === 0) return true;
    const before = values[i - 1] as string | number;
    return desc ? before >= value : before <= value;
  });
}

/** Every row of the list sorted by each key, both ways, comes in that order. */
export async function expectSortedBothWays<Row>(
  app: ReportApp,
  url: string,
  query: Query,
  sorts: Record<string, (row: Row) => string | number>,
): Promise<void> {
  for (const [key, value] of Object.entries(sorts)) {
    for (const desc of [true, false]) {
      const rows = await allRows<Row>(app, url, { ...query, sort: `${desc ? '-' : ''}${key}` });
      expect(rows.length, `${url} ${key}`).toBeGreaterThan(1);
      expect(isOrdered(rows.map(value), desc), `${key} ${desc ? 'descending' : 'ascending'}`).toBe(
        true,
      );
    }
  }
}
