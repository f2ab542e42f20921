import { randomBytes } from 'node:crypto';
import { ADMIN_MERCHANT_MESSAGES } from '@paydesk/domain/admin-merchant-fields';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../src/demo/generator/generate';
import { createFieldCipher } from '../../../src/platform/encryption';
import { adminLacking, Principals } from '../../security/lib/principals';
import { type SignedIn, seedIdentity, signInAs } from '../../support/identity';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;
/** An mp_admin holding every key but can-view-merchant-info. */
let noKey: { authorization: string };

/** A merchant with known names, contact, EIN and partner, to search for. */
let known = 0;
let knownPartner = '';

beforeAll(async () => {
  t = await createTestApp();
  await seedIdentity(t.database);
  await generate(t.database, {
    profile: { name: 'demo', merchants: 24, days: 3, meanDailySales: 1 },
    seed: 'admin-merchants',
    end: new Date('2026-11-20T00:00:00Z'),
    cipher: createFieldCipher(randomBytes(32)),
  });
  // Give the demo merchants distinct statuses, days and partner gaps, so every sort and
  // filter has something to order and leave out.
  await t.database.query(
    `update merchants set status = (array[-1,0,1,2,3,4,5,11,33,66,99,133])[1 + (id % 12)],
        created_at = timestamptz '2026-01-01 12:00:00Z' + ((id % 17) || ' days')::interval,
        partner_id = case when id % 5 = 0 then null else partner_id end`,
  );
  const [row] = await t.database.query<{ id: number }>(
    `update merchants set business_common_name = 'Zebra Quill Cafe',
        business_legal_name = 'Quillworks Holdings LLC', business_ein = '12-3457788',
        business_phone = null
      where id = (select max(id) from merchants) returning id`,
  );
  known = Number(row?.id);
  await t.database.query(
    `update merchant_contacts set first_name = 'Ottoline', last_name = 'Vexworth',
        email = 'otto.vex@example.org', phone = '(415) 867-5309'
      where merchant_id = $1`,
    [known],
  );
  const [partner] = await t.database.query<{ name: string }>(
    `select p.name from partners p join merchants m on m.partner_id = p.id where m.id = $1`,
    [known],
  );
  knownPartner = partner?.name ?? '';
  admin = await signInAs(t.app, 'admin@paydesk.test');
  owner = await signInAs(t.app, 'owner@paydesk.test');
  const principals = new Principals(t.app, t.database);
  const lacking = await principals.create(
    'admin without can-view-merchant-info',
    adminLacking('can-view-merchant-info'),
  );
  noKey = { authorization: `Bearer ${lacking.idToken}` };
}, 180_000);

const get = (url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ url, headers });

const ids = (body: { data: { id: number }[] }) => body.data.map((m) => m.id);

/** The expected order of every merchant, computed apart from the list's SQL. */
const FIRST_CONTACT_LAST = `coalesce((select c.last_name from merchant_contacts c where c.merchant_id = m.id
   order by (c.type <> 'Beneficial Owner/Officer'), c.id limit 1), '')`;
const SORT_SQL: Record<string, string> = {
  id: 'm.id',
  businessCommonName: 'm.business_common_name',
  businessLegalName: 'm.business_legal_name',
  status: 'm.status',
  createdAt: 'm.created_at',
  affiliate: "coalesce(p.name, '')",
  lastName: FIRST_CONTACT_LAST,
};

async function rawIds(order: string, where = 'true', params: unknown[] = []): Promise<number[]> {
  const rows = await t.database.query<{ id: number }>(
    `select m.id from merchants m left join partners p on p.id = m.partner_id
      where ${where} order by ${order}`,
    params,
  );
  return rows.map((r) => Number(r.id));
}

async function everyId(url: string): Promise<number[]> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return ids(res.json());
}

describe('GET /api/admin/merchants', () => {
  it('answers the first 10 by DBA then legal name, in the envelope, with the row fields', async () => {
    const res = await get('/api/admin/merchants');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const raw = await rawIds('m.business_common_name, m.business_legal_name, m.id');
    expect(body.meta).toMatchObject({
      perPage: 10,
      page: 1,
      totalRecords: raw.length,
      totalPages: Math.ceil(raw.length / 10),
    });
    expect(ids(body)).toEqual(raw.slice(0, 10));
    const one = await get(`/api/admin/merchants?search=${known}`);
    const row = one.json().data.find((m: { id: number }) => m.id === known);
    expect(row).toMatchObject({
      id: known,
      businessCommonName: 'Zebra Quill Cafe',
      businessLegalName: 'Quillworks Holdings LLC',
      firstName: 'Ottoline',
      lastName: 'Vexworth',
      email: 'otto.vex@example.org',
      contactPhoneMobile: '(415) 867-5309',
      affiliate: knownPartner || null,
      hasFundingHold: expect.any(Boolean),
    });
    expect(row.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(typeof row.status).toBe('number');
    expect([2, 3]).toContain(row.processorId);
  });

  it('pages through every merchant once (perPage and the spec’s per_page)', async () => {
    const raw = await rawIds('m.business_common_name, m.business_legal_name, m.id');
    const first = (await get('/api/admin/merchants?perPage=7')).json();
    const seen: number[] = [];
    for (let page = 1; page <= first.meta.totalPages; page += 1) {
      const res = await get(`/api/admin/merchants?per_page=7&page=${page}&asOf=${first.meta.asOf}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().meta.perPage).toBe(7);
      seen.push(...ids(res.json()));
    }
    expect(seen).toEqual(raw);
    const past = await get(`/api/admin/merchants?page=${first.meta.totalPages + 5}`);
    expect(past.json().data).toEqual([]);
  });

  for (const key of Object.keys(SORT_SQL)) {
    for (const desc of [false, true]) {
      it(`sorts by ${desc ? '-' : ''}${key} (every page against raw SQL)`, async () => {
        const dir = desc ? 'desc' : 'asc';
        const raw = await rawIds(`${SORT_SQL[key]} ${dir}, m.id ${dir}`);
        const sort = `${desc ? '-' : ''}${key}`;
        const seen: number[] = [];
        for (let page = 1; page <= Math.ceil(raw.length / 10); page += 1) {
          seen.push(...(await everyId(`/api/admin/merchants?sort=${sort}&page=${page}`)));
        }
        expect(seen).toEqual(raw);
      });
    }
  }

  it('sorts by several terms in mixed directions', async () => {
    const raw = await rawIds('m.status desc, m.business_common_name asc, m.id desc');
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(raw.length / 10); page += 1) {
      seen.push(
        ...(await everyId(`/api/admin/merchants?sort=-status,businessCommonName&page=${page}`)),
      );
    }
    expect(seen).toEqual(raw);
  });

  it('refuses an unknown sort, status or page size with the field’s message', async () => {
    const bad = await get('/api/admin/merchants?sort=bankName');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_message).toBe(VALIDATION_ERROR_MESSAGE);
    expect(bad.json().errors.sort[0]).toMatch(/^Sort by id, businessCommonName/);
    const status = await get('/api/admin/merchants?status=7');
    expect(status.statusCode).toBe(400);
    expect(status.json().errors.status).toEqual([ADMIN_MERCHANT_MESSAGES.status]);
    const size = await get('/api/admin/merchants?per_page=500');
    expect(size.statusCode).toBe(400);
    expect(size.json().errors.per_page).toEqual(['From 1 to 100 rows a page']);
  });

  it('filters by status', async () => {
    for (const status of [1, 133, -1]) {
      const raw = await rawIds(
        'm.business_common_name, m.business_legal_name, m.id',
        'm.status = $1',
        [status],
      );
      expect(raw.length).toBeGreaterThan(0);
      const res = await get(`/api/admin/merchants?status=${status}&perPage=100`);
      expect(ids(res.json())).toEqual(raw);
      expect(res.json().data.every((m: { status: number }) => m.status === status)).toBe(true);
    }
  });

  it('filters by the created range (days of the time zone)', async () => {
    const raw = await rawIds(
      'm.business_common_name, m.business_legal_name, m.id',
      `m.created_at >= timestamptz '2026-01-05 00:00:00Z' and m.created_at < timestamptz '2026-01-10 00:00:00Z'`,
    );
    expect(raw.length).toBeGreaterThan(0);
    const res = await get(
      '/api/admin/merchants?start_date=2026-01-05&end_date=2026-01-09&timezone=UTC&perPage=100',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res.json())).toEqual(raw);
    const reversed = await get('/api/admin/merchants?start_date=2026-02-01&end_date=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(Object.keys(reversed.json().errors)).toContain('start_date');
  });

  describe('search', () => {
    const cases: [string, string][] = [
      ['the id', 'KNOWN'],
      ['the DBA, any case', 'zebra quill'],
      ['the legal name', 'QUILLWORKS'],
      ['the owner’s first name', 'Ottoline'],
      ['the owner’s last name', 'vexworth'],
      ['the owner’s “first last”', 'Ottoline Vexworth'],
      ['the e-mail', 'otto.vex@example'],
      ['the phone’s digits', '867-5309'],
      ['the EIN’s last four', '7788'],
    ];
    for (const [kind, term] of cases) {
      it(`finds a merchant by ${kind}`, async () => {
        const search = term === 'KNOWN' ? String(known) : term;
        for (const param of ['search', 'merchant_search']) {
          const res = await get(`/api/admin/merchants?${param}=${encodeURIComponent(search)}`);
          expect(res.statusCode, res.body).toBe(200);
          expect(ids(res.json())).toContain(known);
        }
      });
    }

    it('leaves out merchants that do not match, and counts the matches', async () => {
      const res = await get('/api/admin/merchants?search=Vexworth');
      expect(ids(res.json())).toEqual([known]);
      expect(res.json().meta.totalRecords).toBe(1);
      const none = await get('/api/admin/merchants?search=no-such-merchant-anywhere');
      expect(none.json()).toMatchObject({ data: [], meta: { totalRecords: 0 } });
    });

    it('matches an id exactly, not as a part of other numbers', async () => {
      const res = await get(`/api/admin/merchants?search=${known}&perPage=100`);
      const raw = await rawIds(
        'm.business_common_name, m.business_legal_name, m.id',
        `m.id = $1 or regexp_replace(coalesce(m.business_phone, ''), '[^0-9]', '', 'g') like '%' || $1::text || '%'
           or exists (select 1 from merchant_contacts c where c.merchant_id = m.id
                      and regexp_replace(coalesce(c.phone, ''), '[^0-9]', '', 'g') like '%' || $1::text || '%')`,
        [known],
      );
      expect(ids(res.json())).toEqual(raw);
    });
  });

  it('downloads the filter as CSV with download=csv', async () => {
    const res = await get('/api/admin/merchants?download=csv&search=Vexworth');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="merchants.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('ID,DBA,Legal name,Owner,Phone,Partner,Status,Created (UTC)');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `${known},Zebra Quill Cafe,Quillworks Holdings LLC,Ottoline Vexworth`,
    );
  });
});

describe('GET /api/admin/merchants/download', () => {
  it('answers every row of the same filter, in the same order, as CSV', async () => {
    const raw = await rawIds('m.status desc, m.id desc', 'm.status in (1, 4)');
    const a = await get(
      '/api/admin/merchants/download?status=1&sort=-status,-id&columns=id,status',
    );
    const b = await get(
      '/api/admin/merchants/download?status=4&sort=-status,-id&columns=id,status',
    );
    for (const res of [a, b]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
    }
    // -status: the 4s come before the 1s.
    const rows = [b, a].flatMap((res) => res.body.trimEnd().split('\r\n').slice(1));
    expect(rows.map((line) => Number(line.split(',')[0]))).toEqual(raw);
    expect(a.body.split('\r\n')[0]).toBe('ID,Status');
    // The status as the pill reads it, not its number.
    expect(
      new Set(
        a.body
          .trimEnd()
          .split('\r\n')
          .slice(1)
          .map((line) => line.split(',')[1]),
      ),
    ).toEqual(new Set(['Active']));
    expect(
      new Set(
        b.body
          .trimEnd()
          .split('\r\n')
          .slice(1)
          .map((line) => line.split(',')[1]),
      ),
    ).toEqual(new Set(['Information Needed']));
  });

  it('writes Closed - Pending as the older processor names it and Closed on the newer', async () => {
    const res = await get('/api/admin/merchants/download?status=33&columns=status,processorId');
    const rows = res.body.trimEnd().split('\r\n').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const line of rows) {
      expect(line).toBe(line.endsWith(',3') ? 'Closed,3' : 'Closed - Pending,2');
    }
  });

  it('writes every column when asked, the contact’s and the partner’s included', async () => {
    const res = await get(
      `/api/admin/merchants/download?search=${known}&columns=id,email,city,affiliate,hasFundingHold,processorId`,
    );
    const [header, line] = res.body.trimEnd().split('\r\n');
    expect(header).toBe('ID,E-mail,City,Partner,Funding hold,Processor');
    expect(line).toMatch(new RegExp(`^${known},otto\\.vex@example\\.org,`));
    expect(line).toMatch(/,(Yes|No),[23]$/);
  });

  it('refuses a bad query with 400 before the file starts', async () => {
    const res = await get('/api/admin/merchants/download?columns=ssn');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.columns[0]).toMatch(/^Columns from:/);
  });
});

describe('merchant pickers', () => {
  it('/list answers every merchant’s id and DBA by DBA then id', async () => {
    const res = await get('/api/admin/merchants/list');
    expect(res.statusCode, res.body).toBe(200);
    const raw = await t.database.query<{ id: number; business_common_name: string }>(
      'select id, business_common_name from merchants order by business_common_name, id',
    );
    expect(res.json().data).toEqual(
      raw.map((r) => ({ id: Number(r.id), businessCommonName: r.business_common_name })),
    );
  });

  it('/api/admin/reports/merchants answers the same list to any staff member, not to merchants', async () => {
    const list = (await get('/api/admin/merchants/list')).json().data;
    // The report pages' account selector: an admin without can-view-merchant-info needs it too.
    const res = await get('/api/admin/reports/merchants', noKey);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(list);
    expect((await get('/api/admin/merchants/list', noKey)).statusCode).toBe(403);
    expect((await get('/api/admin/reports/merchants', owner.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/reports/merchants' })).statusCode).toBe(401);
  });

  it('/list-search answers the first 20 matches in the same order and shape', async () => {
    const all = await get('/api/admin/merchants/list-search');
    expect(all.json().data).toHaveLength(20);
    const list = (await get('/api/admin/merchants/list')).json().data;
    expect(all.json().data).toEqual(list.slice(0, 20));
    const one = await get('/api/admin/merchants/list-search?search=vexworth');
    expect(one.json().data).toEqual([{ id: known, businessCommonName: 'Zebra Quill Cafe' }]);
    const none = await get('/api/admin/merchants/list-search?search=nothing-matches-this');
    expect(none.json().data).toEqual([]);
  });
});

describe('GET /api/admin/merchants/rate-list', () => {
  it('pages each merchant’s rate names by DBA', async () => {
    const raw = await t.database.query<Record<string, unknown>>(
      `select id, business_common_name, web_rate_name, mobile_rate_name, rate_id from merchants
        order by business_common_name, id`,
    );
    const res = await get('/api/admin/merchants/rate-list?perPage=5&page=2');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta).toMatchObject({ page: 2, perPage: 5, totalRecords: raw.length });
    expect(res.json().data).toEqual(
      raw.slice(5, 10).map((r) => ({
        id: Number(r.id),
        businessCommonName: r.business_common_name,
        web_rate_name: r.web_rate_name,
        mobile_rate_name: r.mobile_rate_name,
        rateId: r.rate_id === null ? null : Number(r.rate_id),
      })),
    );
    const searched = await get('/api/admin/merchants/rate-list?merchant_search=Zebra');
    expect(ids(searched.json())).toEqual([known]);
    const desc = await get('/api/admin/merchants/rate-list?sort=-id&perPage=3');
    expect(ids(desc.json())).toEqual(
      raw
        .map((r) => Number(r.id))
        .sort((x, y) => y - x)
        .slice(0, 3),
    );
  });
});

describe('permissions', () => {
  const routes = [
    '/api/admin/merchants',
    '/api/admin/merchants/download',
    '/api/admin/merchants/list',
    '/api/admin/merchants/list-search?search=a',
    '/api/admin/merchants/rate-list',
  ];
  for (const url of routes) {
    it(`${url}: 403 without can-view-merchant-info or for a merchant user, 401 signed out`, async () => {
      expect((await get(url)).statusCode).toBe(200);
      const lacking = await get(url, noKey);
      expect(lacking.statusCode, lacking.body).toBe(403);
      expect(lacking.json().error_message).toEqual(expect.any(String));
      expect((await get(url, owner.headers)).statusCode).toBe(403);
      expect((await get(url, {})).statusCode).toBe(401);
    });
  }
});

describe('the partner and owner sort keys', () => {
  // Last in the file: it renames a partner and changes contacts, and the sorts must follow.
  async function expectSortMatches(key: 'affiliate' | 'lastName'): Promise<void> {
    for (const desc of [false, true]) {
      const dir = desc ? 'desc' : 'asc';
      const raw = await rawIds(`${SORT_SQL[key]} ${dir}, m.id ${dir}`);
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(raw.length / 10); page += 1) {
        seen.push(
          ...(await everyId(`/api/admin/merchants?sort=${desc ? '-' : ''}${key}&page=${page}`)),
        );
      }
      expect(seen, `${desc ? '-' : ''}${key}`).toEqual(raw);
    }
  }

  it('follow a partner renamed, a merchant moved to another partner or none', async () => {
    const [partner] = await t.database.query<{ id: number }>(
      'select max(partner_id) as id from merchants',
    );
    await t.database.query(`update partners set name = 'Aaaa First Partner' where id = $1`, [
      partner?.id,
    ]);
    await t.database.query(
      `update merchants set partner_id = $1 where id = (select min(id) from merchants)`,
      [partner?.id],
    );
    await t.database.query(`update merchants set partner_id = null where id = $1`, [known]);
    await expectSortMatches('affiliate');
    const [first] = await t.database.query<{ partner_sort_name: string }>(
      'select partner_sort_name from merchants where id = (select min(id) from merchants)',
    );
    expect(first?.partner_sort_name).toBe('Aaaa First Partner');
  });

  it('follow an owner added, renamed or removed, and a contact whose type changes', async () => {
    const [a, b, c] = (
      await t.database.query<{ id: number }>('select id from merchants order by id limit 3')
    ).map((r) => Number(r.id));
    // a: its contacts become primary ones, then a new first (and only) owner.
    await t.database.query(
      `update merchant_contacts set type = 'Primary Contact' where merchant_id = $1`,
      [a],
    );
    await t.database.query(
      `insert into merchant_contacts (merchant_id, type, first_name, last_name)
       values ($1, 'Beneficial Owner/Officer', 'Abel', 'Aardvark')`,
      [a],
    );
    await t.database.query(
      `update merchant_contacts set last_name = 'Zzyzx' where merchant_id = $1`,
      [b],
    );
    await t.database.query('delete from merchant_contacts where merchant_id = $1', [c]);
    await t.database.query(
      `update merchant_contacts set type = 'Primary Contact' where merchant_id = $1`,
      [known],
    );
    await expectSortMatches('lastName');
    const rows = await t.database.query<{ id: number; owner_sort_name: string }>(
      'select id, owner_sort_name from merchants where id = any($1) order by id',
      [[a, b, c]],
    );
    expect(rows.map((r) => r.owner_sort_name)).toEqual(['Aardvark', 'Zzyzx', '']);
  });
});
