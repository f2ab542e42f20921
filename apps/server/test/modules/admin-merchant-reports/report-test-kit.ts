import type { AdminPermissionKey } from '@paydesk/domain/permissions';
import { expect } from 'vitest';
import { adminLacking, Principals } from '../../security/lib/principals';
import { type SignedIn, signInAs } from '../../support/identity';
import type { TestApp } from '../../support/test-app';

/** What the merchant-report tests share: callers of every kind and page walkers. */

export interface Callers {
  admin: SignedIn;
  owner: SignedIn;
  principals: Principals;
}

export async function callers(t: TestApp): Promise<Callers> {
  return {
    admin: await signInAs(t.app, 'admin@paydesk.test'),
    owner: await signInAs(t.app, 'owner@paydesk.test'),
    principals: new Principals(t.app, t.database),
  };
}

/**
 * A report's key, checked four ways: 401 without a session, 403 for a merchant user, 403 for
 * an admin holding every key but this one, 200 for an admin holding only this one.
 */
export async function expectGuardedBy(
  t: TestApp,
  who: Callers,
  url: string,
  key: AdminPermissionKey,
): Promise<void> {
  expect((await t.app.inject({ url })).statusCode, 'no session').toBe(401);
  expect((await t.app.inject({ url, headers: who.owner.headers })).statusCode, 'merchant').toBe(
    403,
  );
  const lacking = await who.principals.create(`admin without ${key}`, adminLacking(key));
  const refused = await t.app.inject({
    url,
    headers: { authorization: `Bearer ${lacking.idToken}` },
  });
  expect(refused.statusCode, 'admin without the key').toBe(403);
  const only = await who.principals.create(`admin with only ${key}`, {
    kind: 'admin',
    permissions: [{ slug: key, enabled: true }],
  });
  const admitted = await t.app.inject({
    url,
    headers: { authorization: `Bearer ${only.idToken}` },
  });
  expect(admitted.statusCode, `admin with only the key: ${admitted.body}`).toBe(200);
}

export interface Page<Row> {
  meta: { perPage: number; page: number; totalRecords: number; totalPages: number; asOf: string };
  data: Row[];
}

/** GET as the admin, expecting 200. */
export async function getPage<Row>(t: TestApp, who: Callers, url: string): Promise<Page<Row>> {
  const res = await t.app.inject({ url, headers: who.admin.headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

/** Every row of a list, page by page (`perPage` rows a page, one snapshot). */
export async function everyRow<Row>(
  t: TestApp,
  who: Callers,
  url: string,
  perPage = 3,
): Promise<Row[]> {
  const join = url.includes('?') ? '&' : '?';
  const first = await getPage<Row>(t, who, `${url}${join}perPage=${perPage}`);
  const rows = [...first.data];
  for (let page = 2; page <= first.meta.totalPages; page += 1) {
    const next = await getPage<Row>(
      t,
      who,
      `${url}${join}perPage=${perPage}&page=${page}&asOf=${first.meta.asOf}`,
    );
    expect(next.meta.totalRecords).toBe(first.meta.totalRecords);
    rows.push(...next.data);
  }
  expect(rows).toHaveLength(first.meta.totalRecords);
  return rows;
}

/** The records of an RFC 4180 file (CRLF ends, quoted fields with "" for a quote). */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (field !== '' || record.length > 0) throw new Error('the file does not end with CRLF');
  return records;
}

/** A CSV download as the admin: its header and records. */
export async function csvOf(
  t: TestApp,
  who: Callers,
  url: string,
): Promise<{ header: string[]; rows: string[][]; disposition: string }> {
  const res = await t.app.inject({ url, headers: who.admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  const [header, ...rows] = csvRecords(res.body);
  return { header: header ?? [], rows, disposition: String(res.headers['content-disposition']) };
}
