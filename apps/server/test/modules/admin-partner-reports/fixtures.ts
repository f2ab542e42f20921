import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { generate } from '../../../src/demo/generator/generate';
import { createFieldCipher } from '../../../src/platform/encryption';
import { adminLacking, adminWithNone, Principals, type Role } from '../../security/lib/principals';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

/**
 * The partner reports' test world: generated merchants with 16 months and more of payments
 * (partners, clients and rates come with the generator), the demo sign-ins, and admins
 * holding chosen keys.
 */
export interface ReportWorld {
  t: TestApp;
  admin: SignedIn;
  owner: SignedIn;
  /** Headers of an admin holding no permission key at all. */
  noKeys: Record<string, string>;
  headersOf(label: string, role: Role): Promise<Record<string, string>>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** The rows of a raw statement. */
  sql<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
}

export async function reportWorld(seed: string, merchants = 9): Promise<ReportWorld> {
  const t = await createTestApp();
  await seedIdentity(t.database);
  await generate(t.database, {
    profile: { name: 'demo', merchants, days: 520, meanDailySales: 1.5 },
    seed,
    end: new Date(),
    cipher: createFieldCipher(randomBytes(32)),
  });
  const admin = await signInAs(t.app, 'admin@paydesk.test');
  const owner = await signInAs(t.app, 'owner@paydesk.test');
  const principals = new Principals(t.app, t.database);
  const headersOf = async (label: string, role: Role) => ({
    authorization: `Bearer ${(await principals.create(label, role)).idToken}`,
  });
  const noKeys = await headersOf('admin with no keys', adminWithNone);
  return {
    t,
    admin,
    owner,
    noKeys,
    headersOf,
    get: (url, headers = admin.headers) => t.app.inject({ url, headers }),
    sql: (text, params = []) => t.database.query(text, params),
  };
}

export { adminLacking };

/** The query string of a record, encoded. */
export const qs = (query: Record<string, string | number | undefined>) =>
  Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');

/** A CSV body's records (CRLF ends; no quoted line breaks in these reports). */
export const csvLines = (body: string) => body.trim().split('\r\n');

/** Cents as the CSV writes them: 1250 → 12.50, -5 → -0.05. */
export const dollars = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
