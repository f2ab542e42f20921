import { randomBytes } from 'node:crypto';
import type { AdminPermissionKey } from '@paydesk/domain/permissions';
import { expect } from 'vitest';
import { generate } from '../../../src/demo/generator/generate';
import { createFieldCipher } from '../../../src/platform/encryption';
import { adminLacking, Principals } from '../../security/lib/principals';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

/**
 * What the back-office money report tests share: an app on generated data (a few merchants,
 * a few months), the callers each report is checked against, and page readers.
 */
export interface ReportKit {
  t: TestApp;
  admin: SignedIn;
  owner: SignedIn;
  /** An admin holding every key but the report's. */
  lacking: Record<string, string>;
  /** An admin holding the report's key and no other. */
  onlyKey: Record<string, string>;
}

export const END = new Date('2026-11-20T00:00:00Z');

export async function reportKit(key: AdminPermissionKey, seed: string): Promise<ReportKit> {
  const t = await createTestApp();
  await seedIdentity(t.database);
  await generate(t.database, {
    profile: { name: 'demo', merchants: 4, days: 75, meanDailySales: 10 },
    seed,
    end: END,
    cipher: createFieldCipher(randomBytes(32)),
  });
  const principals = new Principals(t.app, t.database);
  const lacking = await principals.create(`admin without ${key}`, adminLacking(key));
  const only = await principals.create(`admin with only ${key}`, {
    kind: 'admin',
    permissions: [{ slug: key, enabled: true }],
  });
  return {
    t,
    admin: await signInAs(t.app, 'admin@paydesk.test'),
    owner: await signInAs(t.app, 'owner@paydesk.test'),
    lacking: { authorization: `Bearer ${lacking.idToken}` },
    onlyKey: { authorization: `Bearer ${only.idToken}` },
  };
}

export interface Page<Row> {
  meta: { perPage: number; page: number; totalRecords: number; totalPages: number; asOf: string };
  data: Row[];
}

/** GET `path?query` as the headers' caller; the answer as it came. */
export const call = (
  kit: ReportKit,
  path: string,
  query: Record<string, string> = {},
  headers: Record<string, string> = kit.admin.headers,
) => kit.t.app.inject({ url: `${path}?${new URLSearchParams(query)}`, headers });

/** A page of a list (asserting a 200). */
export async function page<Row>(
  kit: ReportKit,
  path: string,
  query: Record<string, string> = {},
): Promise<Page<Row>> {
  const res = await call(kit, path, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page<Row>;
}

/** Every page of a query at the first page's snapshot, 100 a page. */
export async function allPages<Row>(
  kit: ReportKit,
  path: string,
  query: Record<string, string> = {},
): Promise<{ rows: Row[]; meta: Page<Row>['meta'] }> {
  const first = await page<Row>(kit, path, { ...query, perPage: '100' });
  const rows = [...first.data];
  for (let n = 2; n <= first.meta.totalPages; n += 1) {
    const next = await page<Row>(kit, path, {
      ...query,
      perPage: '100',
      page: String(n),
      asOf: first.meta.asOf,
    });
    rows.push(...next.data);
  }
  return { rows, meta: first.meta };
}

/** The CSV's records (header first), each split on its commas (no quoted commas expected). */
export async function csvRecords(
  kit: ReportKit,
  path: string,
  query: Record<string, string>,
): Promise<string[][]> {
  const res = await call(kit, path, { ...query, download: 'csv' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  return res.body
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

/** Cents as the CSV writes them: -1250 → '-12.50'. */
export const csvCents = (cents: number) => (cents / 100).toFixed(2);

/**
 * 401 signed out, 403 for a merchant user and for an admin without the key, 200 for an admin
 * holding only the key.
 */
export async function expectKeyGuards(kit: ReportKit, url: string): Promise<void> {
  const inject = (headers?: Record<string, string>) => kit.t.app.inject({ url, headers });
  expect((await inject()).statusCode, `${url} signed out`).toBe(401);
  expect((await inject(kit.owner.headers)).statusCode, `${url} merchant user`).toBe(403);
  expect((await inject(kit.lacking)).statusCode, `${url} admin without the key`).toBe(403);
  const only = await inject(kit.onlyKey);
  expect(only.statusCode, `${url} admin with only the key: ${only.body}`).toBe(200);
}
