import { randomBytes } from 'node:crypto';
import type { AdminPermissionKey } from '@paydesk/domain/permissions';
import { expect } from 'vitest';
import { generate } from '../../../src/demo/generator/generate';
import { createFieldCipher } from '../../../src/platform/encryption';
import { adminLacking, adminWithNone, bearer, Principals } from '../../security/lib/principals';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

/** The day the generated history ends, and a range of whole UTC days within it. */
export const END = new Date('2026-11-20T00:00:00Z');
export const RANGE = { start_date: '2026-01-01', end_date: '2026-11-20' } as const;
/** The range as instants, for raw SQL: [from, to). */
export const FROM = '2026-01-01T00:00:00Z';
export const TO = '2026-11-21T00:00:00Z';

export interface Reports {
  t: TestApp;
  admin: SignedIn;
  owner: SignedIn;
  /** An admin holding every key but this one; an admin holding only it. */
  lacking: (key: AdminPermissionKey) => Promise<Record<string, string>>;
  only: (key: AdminPermissionKey) => Promise<Record<string, string>>;
  /** An admin holding no key at all. */
  keyless: Record<string, string>;
}

/** The app on a generated history of `merchants` merchants over 400 days. */
export async function reportsApp(seed: string, merchants = 6): Promise<Reports> {
  const t = await createTestApp({ now: () => new Date('2026-11-20T15:00:00Z') });
  await seedIdentity(t.database);
  await generate(t.database, {
    profile: { name: 'demo', merchants, days: 400, meanDailySales: 14 },
    seed,
    end: END,
    cipher: createFieldCipher(randomBytes(32)),
  });
  const principals = new Principals(t.app, t.database);
  const headers = async (name: string, role: Parameters<Principals['create']>[1]) =>
    bearer(await principals.create(name, role));
  return {
    t,
    admin: await signInAs(t.app, 'admin@paydesk.test'),
    owner: await signInAs(t.app, 'owner@paydesk.test'),
    lacking: (key) => headers(`admin without ${key}`, adminLacking(key)),
    only: (key) =>
      headers(`admin with only ${key}`, {
        kind: 'admin',
        permissions: [{ slug: key, enabled: true }],
      }),
    keyless: await headers('admin without keys', adminWithNone),
  };
}

export const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
      .map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();

/** A GET answered 200, as JSON. */
export async function getJson<T = { meta: { totalRecords: number; asOf: string }; data: never[] }>(
  r: Reports,
  path: string,
  params: Record<string, string | number | undefined> = {},
  headers: Record<string, string> = r.admin.headers,
): Promise<T> {
  const res = await r.t.app.inject({ url: `/api${path}?${query(params)}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

/** Every row of a list, page by page (100 a page) through one snapshot. */
export async function allRows<Row>(
  r: Reports,
  path: string,
  params: Record<string, string | number | undefined>,
): Promise<Row[]> {
  const rows: Row[] = [];
  let asOf: string | undefined;
  for (let page = 1; ; page += 1) {
    const body = await getJson<{ meta: { totalPages: number; asOf: string }; data: Row[] }>(
      r,
      path,
      { ...params, perPage: 100, page, asOf },
    );
    asOf = body.meta.asOf;
    rows.push(...body.data);
    if (page >= body.meta.totalPages) return rows;
  }
}

/** The CSV of a query: its header and records (RFC 4180, none of these cells is quoted). */
export async function csvRows(
  r: Reports,
  path: string,
  params: Record<string, string | number | undefined>,
): Promise<{ header: string[]; records: string[][]; disposition: string }> {
  const res = await r.t.app.inject({
    url: `/api${path}?${query({ ...params, download: 'csv' })}`,
    headers: r.admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  const lines = res.body.split('\r\n').filter((line) => line.length > 0);
  const [header = '', ...records] = lines;
  return {
    header: header.split(','),
    records: records.map((line) => line.split(',')),
    disposition: String(res.headers['content-disposition']),
  };
}

/** The status of a GET as these headers. */
export async function statusOf(
  r: Reports,
  url: string,
  headers: Record<string, string>,
): Promise<number> {
  return (await r.t.app.inject({ url: `/api${url}`, headers })).statusCode;
}

/** Whether values are ordered (ascending unless `desc`), comparing strings or numbers. */
export function isOrdered(values: readonly (string | number)[], desc: boolean): boolean {
  return values.every((value, i) => {
    if (i === 0) return true;
    const before = values[i - 1] as string | number;
    return desc ? before >= value : before <= value;
  });
}

/** `dollars` text of cents, as the CSV writes them. */
export const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** Every row of the list sorted by each key, both ways, comes in that order. */
export async function expectSortedBothWays<Row>(
  r: Reports,
  path: string,
  params: Record<string, string | number | undefined>,
  sorts: Record<string, (row: Row) => string | number>,
): Promise<void> {
  for (const [key, value] of Object.entries(sorts)) {
    for (const desc of [true, false]) {
      const rows = await allRows<Row>(r, path, { ...params, sort: `${desc ? '-' : ''}${key}` });
      expect(rows.length, `${path} ${key}`).toBeGreaterThan(1);
      expect(isOrdered(rows.map(value), desc), `${key} ${desc ? 'descending' : 'ascending'}`).toBe(
        true,
      );
    }
  }
}
