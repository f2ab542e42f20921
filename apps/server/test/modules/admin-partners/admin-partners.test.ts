import { randomUUID } from 'node:crypto';
import { PARTNER_MESSAGES } from '@paydesk/domain/admin-partners';
import { addDays, startOfMonth, todayIn } from '@paydesk/domain/date-presets';
import { VALIDATION_ERROR_MESSAGE } from '@paydesk/domain/errors';
import { FIELD_MESSAGES } from '@paydesk/domain/field-checks';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerMerchantsCsv } from '../../../src/modules/admin-partners/admin-partners.service';
import {
  csvLines,
  csvOf,
  dollars,
  expectKeyGuards,
  type Headers,
  qs,
  type ReportApp,
  reportApp,
  statusOf,
} from '../../support/report-kit';

let w: ReportApp;
const KEY = 'can-view-partners';

beforeAll(async () => {
  w = await reportApp({
    history: {
      seed: 'admin-partners',
      merchants: 12,
      days: 70,
      meanDailySales: 2,
      end: new Date(),
    },
  });
}, 300_000);

const send = (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Headers = w.admin.headers,
  key: string = randomUUID(),
) =>
  w.t.app.inject({
    method,
    url,
    headers: { ...headers, 'idempotency-key': key },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const VALID = {
  name: 'Cedar Referral Co',
  firstName: 'Mara',
  lastName: 'Quill',
  taxId: '47-1234567',
  email: 'Mara.Quill@Cedar.test',
  website: 'https://cedar.test',
  phone: '(503) 555-0199',
};

type Row = {
  id: number;
  status: number;
  name: string;
  createdAt: string;
  firstName: string;
  lastName: string;
  taxId: string | null;
  email: string;
};

async function list(query: Record<string, string | number | undefined> = {}) {
  const res = await w.get(`/api/admin/partners?${qs(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    meta: { perPage: number; page: number; totalRecords: number; totalPages: number };
    data: Row[];
  };
}

async function createOne(overrides: Partial<typeof VALID> = {}) {
  const res = await send('POST', '/api/admin/partners', { ...VALID, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Row & { website: string | null; phone: string | null };
}

const auditRows = (action: string) =>
  w.sql<{ details: Record<string, unknown>; outcome: string }>(
    'select details, outcome from audit_log where action = $1 order by id',
    [action],
  );

describe('permissions', () => {
  it('guards every read with can-view-partners', async () => {
    const [first] = (await list()).data;
    expect(first).toBeDefined();
    for (const url of [
      '/api/admin/partners',
      `/api/admin/partners/${first?.id}`,
      `/api/admin/partners/${first?.id}/notifications`,
      `/api/admin/partners/${first?.id}/merchants`,
    ]) {
      await expectKeyGuards(w, url, KEY);
    }
  });

  it('guards every write with can-view-partners', async () => {
    const [first] = (await list()).data;
    const writes: ['POST' | 'PATCH' | 'DELETE', string, unknown][] = [
      ['POST', '/api/admin/partners', VALID],
      ['PATCH', `/api/admin/partners/${first?.id}`, { name: 'Changed' }],
      ['PATCH', `/api/admin/partners/${first?.id}/status`, { status: 0 }],
      ['POST', `/api/admin/partners/${first?.id}/notifications`, { email: 'x@y.test' }],
      ['DELETE', `/api/admin/partners/${first?.id}/notifications?email=x@y.test`, undefined],
    ];
    const lacking = await w.lacking(KEY);
    for (const [method, url, body] of writes) {
      expect((await send(method, url, body, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(method, url, body, w.owner.headers)).statusCode).toBe(403);
      expect((await send(method, url, body, lacking)).statusCode).toBe(403);
    }
    const unchanged = await w.get(`/api/admin/partners/${first?.id}`);
    expect(unchanged.json().name).toBe(first?.name);
  });

  it('answers 404 for an unknown partner', async () => {
    for (const url of ['/api/admin/partners/999999', '/api/admin/partners/999999/notifications']) {
      const res = await w.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error_message).toBe(PARTNER_MESSAGES.notFound);
    }
    expect((await send('PATCH', '/api/admin/partners/999999', { name: 'X' })).statusCode).toBe(404);
    expect(
      (await send('PATCH', '/api/admin/partners/999999/status', { status: 1 })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/admin/partners', () => {
  it('answers the envelope with the row keys and the tax id masked', async () => {
    const page = await list();
    expect(Object.keys(page.meta)).toEqual(
      expect.arrayContaining(['perPage', 'page', 'totalRecords', 'totalPages']),
    );
    expect(page.meta.perPage).toBe(10);
    const [row] = page.data;
    expect(Object.keys(row ?? {}).sort()).toEqual(
      ['createdAt', 'email', 'firstName', 'id', 'lastName', 'name', 'status', 'taxId'].sort(),
    );
    const [stored] = await w.sql<{ tax_id: string }>('select tax_id from partners where id = $1', [
      row?.id,
    ]);
    expect(row?.taxId).toBe(`•••••${stored?.tax_id.slice(-4)}`);
    expect(JSON.stringify(page)).not.toContain(stored?.tax_id);
  });

  it('sorts by name by default and by any sortable column both ways', async () => {
    const names = (await list({ perPage: 100 })).data.map((r) => r.name);
    const [expected] = await w.sql<{ names: string[] }>(
      'select array_agg(name order by name, id) as names from partners',
    );
    expect(names).toEqual(expected?.names);
    const desc = (await list({ perPage: 100, sort: '-name' })).data.map((r) => r.name);
    expect(desc).toEqual([...(expected?.names ?? [])].reverse());
    const ids = (await list({ perPage: 100, sort: '-id' })).data.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const bad = await w.get('/api/admin/partners?sort=taxId');
    expect(bad.statusCode).toBe(400);
  });

  it('searches by name, e-mail or id, filters by status and pages with per_page', async () => {
    const all = (await list({ perPage: 100 })).data;
    const some = all[1] ?? all[0];
    const byName = await list({ search: some?.name.slice(0, 6).toUpperCase() });
    expect(byName.data.map((r) => r.id)).toContain(some?.id);
    const byEmail = await list({ search: some?.email });
    expect(byEmail.data.map((r) => r.id)).toEqual([some?.id]);
    const byId = await list({ search: String(some?.id) });
    expect(byId.data.map((r) => r.id)).toContain(some?.id);
    const inactive = await list({ status: 0, perPage: 100 });
    const [count] = await w.sql<{ n: number }>(
      'select count(*)::int as n from partners where status = 0',
    );
    expect(inactive.meta.totalRecords).toBe(count?.n);
    expect(inactive.data.every((r) => r.status === 0)).toBe(true);
    expect((await w.get('/api/admin/partners?status=2')).statusCode).toBe(400);
    const small = await list({ per_page: 2 });
    expect(small.data).toHaveLength(2);
    expect(small.meta.perPage).toBe(2);
    expect(small.meta.totalPages).toBe(Math.ceil(small.meta.totalRecords / 2));
  });

  it('exports the same rows as CSV', async () => {
    const page = await list({ perPage: 100, sort: 'id' });
    const res = await w.get('/api/admin/partners?download=csv&sort=id');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = csvLines(res.body);
    expect(lines[0]).toBe('ID,Name,Status,First name,Last name,E-mail,Tax ID,Created (UTC)');
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(page.data.map((r) => r.id));
    const masks = lines.slice(1).map((l) => l.split(',')[6]);
    expect(masks).toEqual(page.data.map((r) => r.taxId));
  });
});

describe('POST /api/admin/partners', () => {
  const errorsOf = async (body: Record<string, unknown>) => {
    const res = await send('POST', '/api/admin/partners', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error_message).toBe(VALIDATION_ERROR_MESSAGE);
    return res.json().errors as Record<string, string[]>;
  };

  it('refuses bad fields with the spec messages', async () => {
    expect((await errorsOf({ ...VALID, taxId: '12-345' })).taxId).toEqual([FIELD_MESSAGES.taxId]);
    expect((await errorsOf({ ...VALID, taxId: '123-45-6789' })).taxId).toEqual([
      FIELD_MESSAGES.placeholderTaxId,
    ]);
    expect((await errorsOf({ ...VALID, taxId: '000000000' })).taxId).toEqual([
      FIELD_MESSAGES.placeholderTaxId,
    ]);
    expect((await errorsOf({ ...VALID, email: 'mara@@cedar' })).email).toEqual([
      'The email is invalid',
    ]);
    expect((await errorsOf({ ...VALID, website: 'not a url' })).website).toEqual([
      FIELD_MESSAGES.url,
    ]);
    expect((await errorsOf({ ...VALID, firstName: 'M4ra' })).firstName).toEqual([
      FIELD_MESSAGES.name,
    ]);
    expect((await errorsOf({ ...VALID, phone: '12' })).phone).toEqual([FIELD_MESSAGES.phone]);
    const missing = await errorsOf({});
    expect(missing.name).toEqual([FIELD_MESSAGES.required]);
    expect(missing.taxId).toEqual([FIELD_MESSAGES.required]);
  });

  it('creates an active partner, stores the tax id sealed and answers it masked', async () => {
    const made = await createOne();
    expect(made).toMatchObject({
      status: 1,
      name: VALID.name,
      email: 'mara.quill@cedar.test',
      taxId: '•••••4567',
      website: VALID.website,
      phone: VALID.phone,
      merchants: 0,
      activeMerchants: 0,
    });
    const [stored] = await w.sql<{ tax_id: string }>('select tax_id from partners where id = $1', [
      made.id,
    ]);
    expect(stored?.tax_id).not.toContain('471234567');
    expect(stored?.tax_id.startsWith('v1:')).toBe(true);
    expect(w.t.app.cipher.decrypt(stored?.tax_id ?? '')).toBe('471234567');
    const [audit] = (await auditRows('partner-create')).slice(-1);
    expect(audit?.details).toMatchObject({ partnerId: made.id, taxId: '•••••4567' });
    expect(JSON.stringify(audit?.details)).not.toContain('1234567');
    expect((await list({ search: 'cedar referral' })).data.map((r) => r.id)).toContain(made.id);
  });

  it('replays a retried create with the same Idempotency-Key', async () => {
    const key = randomUUID();
    const body = { ...VALID, name: 'Replay Partners', email: 'replay@partners.test' };
    const first = await send('POST', '/api/admin/partners', body, w.admin.headers, key);
    const again = await send('POST', '/api/admin/partners', body, w.admin.headers, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const [count] = await w.sql<{ n: number }>(
      "select count(*)::int as n from partners where name = 'Replay Partners'",
    );
    expect(count?.n).toBe(1);
  });
});

describe('PATCH /api/admin/partners/{id}', () => {
  it('edits only the fields sent, audits old and new values with the tax id masked', async () => {
    const made = await createOne({ name: 'Edit Me', email: 'edit@me.test' });
    const res = await send('PATCH', `/api/admin/partners/${made.id}`, {
      name: 'Edited Partner',
      taxId: '861234999',
      website: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Edited Partner',
      taxId: '•••••4999',
      website: null,
      firstName: VALID.firstName,
      email: 'edit@me.test',
    });
    const [audit] = (await auditRows('partner-update')).slice(-1);
    expect(audit?.details).toMatchObject({
      partnerId: made.id,
      old: { name: 'Edit Me', taxId: '•••••4567', website: VALID.website },
      new: { name: 'Edited Partner', taxId: '•••••4999', website: null },
    });
    expect(JSON.stringify(audit?.details)).not.toContain('861234999');
    const bad = await send('PATCH', `/api/admin/partners/${made.id}`, { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toEqual(['The email is invalid']);
    const placeholder = await send('PATCH', `/api/admin/partners/${made.id}`, {
      taxId: '123456789',
    });
    expect(placeholder.json().errors.taxId).toEqual([FIELD_MESSAGES.placeholderTaxId]);
  });

  it('writes and audits nothing when nothing changes', async () => {
    const made = await createOne({ name: 'Same Same', email: 'same@same.test' });
    const before = (await auditRows('partner-update')).length;
    const res = await send('PATCH', `/api/admin/partners/${made.id}`, {
      name: 'Same Same',
      taxId: VALID.taxId,
    });
    expect(res.statusCode).toBe(200);
    expect((await auditRows('partner-update')).length).toBe(before);
  });
});

describe('PATCH /api/admin/partners/{id}/status', () => {
  it('deactivates and activates; a retried call changes nothing', async () => {
    const made = await createOne({ name: 'Toggle Partner', email: 'toggle@partner.test' });
    const url = `/api/admin/partners/${made.id}/status`;
    const before = (await auditRows('partner-status')).length;
    const off = await send('PATCH', url, { status: 0 });
    expect(off.json().status).toBe(0);
    const again = await send('PATCH', url, { status: 0 });
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe(0);
    expect((await auditRows('partner-status')).length).toBe(before + 1);
    const on = await send('PATCH', url, { status: 1 });
    expect(on.json().status).toBe(1);
    const rows = await auditRows('partner-status');
    expect(rows.at(-1)?.details).toMatchObject({ partnerId: made.id, old: 0, new: 1 });
    const bad = await send('PATCH', url, { status: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.status).toEqual([PARTNER_MESSAGES.status]);
  });
});

describe('notifications', () => {
  it('adds (once), lists and removes notification addresses', async () => {
    const made = await createOne({ name: 'Notify Partner', email: 'notify@partner.test' });
    const url = `/api/admin/partners/${made.id}/notifications`;
    expect((await w.get(url)).json()).toEqual({ data: [] });
    const added = await send('POST', url, { email: 'Ops@Notify.test' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.map((n: { email: string }) => n.email)).toEqual(['ops@notify.test']);
    const twice = await send('POST', url, { email: 'ops@notify.test' });
    expect(twice.json().data).toHaveLength(1);
    expect(
      (await auditRows('partner-notification-add')).filter((r) => r.details.partnerId === made.id),
    ).toHaveLength(1);
    const bad = await send('POST', url, { email: 'ops@' });
    expect(bad.json().errors.email).toEqual(['The email is invalid']);
    await send('POST', url, { email: 'finance@notify.test' });
    const listed = (await w.get(url)).json().data.map((n: { email: string }) => n.email);
    expect(listed).toEqual(['finance@notify.test', 'ops@notify.test']);
    const removed = await send('DELETE', `${url}?email=OPS@notify.test`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.map((n: { email: string }) => n.email)).toEqual([
      'finance@notify.test',
    ]);
    const absent = await send('DELETE', `${url}?email=ops@notify.test`);
    expect(absent.statusCode).toBe(200);
    const removals = (await auditRows('partner-notification-remove')).filter(
      (r) => r.details.partnerId === made.id,
    );
    expect(removals).toHaveLength(1);
  });
});

describe('GET /api/admin/partners/{id}/merchants', () => {
  it("answers the partner's merchants with volume equal to the transactions and the report's residual", async () => {
    const [partner] = await w.sql<{ partner_id: number; n: number }>(
      `select partner_id, count(*)::int as n from merchants where partner_id is not null
        group by 1 order by 2 desc, 1 limit 1`,
    );
    const id = partner?.partner_id;
    const today = todayIn('UTC');
    const start = addDays(startOfMonth(today), -40);
    const res = await w.get(
      `/api/admin/partners/${id}/merchants?${qs({ start_date: start, end_date: today, perPage: 100 })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      meta: { totalRecords: number };
      data: {
        id: number;
        businessCommonName: string;
        status: number;
        processor: number;
        country: string;
        currency: string;
        transactions: number;
        volume: number;
        fees: number;
        residual: number;
      }[];
    };
    expect(body.meta.totalRecords).toBe(partner?.n);
    const raw = await w.sql<{ id: number; tx: number; vol: number; fees: number }>(
      `select m.id,
              (count(t.*) filter (where t.kind = 'sale' and t.status = 'approved'))::int as tx,
              coalesce(sum(t.gross_amount_cents) filter (where t.kind = 'sale' and t.status = 'approved'), 0)::float8 as vol,
              coalesce(sum(t.fee_cents), 0)::float8 as fees
         from merchants m
         left join transactions t on t.merchant_id = m.id
          and t.trans_date >= $2::timestamptz and t.trans_date < $3::timestamptz
        where m.partner_id = $1 group by m.id order by m.id`,
      [id, `${start}T00:00:00Z`, `${addDays(today, 1)}T00:00:00Z`],
    );
    const byId = new Map(body.data.map((r) => [r.id, r]));
    expect(raw.some((r) => r.tx > 0)).toBe(true);
    for (const r of raw) {
      expect(byId.get(r.id), `merchant ${r.id}`).toMatchObject({
        transactions: r.tx,
        volume: r.vol,
        fees: r.fees,
      });
    }
    const busiest = body.data.reduce((a, b) => (b.volume > a.volume ? b : a));
    const report = await w.get(
      `/api/admin/residual-fees?${qs({ start_date: start, end_date: today, merchantid: busiest.id, currency: busiest.currency, perPage: 100 })}`,
    );
    expect(report.statusCode, report.body).toBe(200);
    const residual = (report.json().data as { residual: number }[]).reduce(
      (sum, row) => sum + row.residual,
      0,
    );
    expect(busiest.residual).toBe(residual);
    const names = body.data.map((r) => r.businessCommonName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('pages and sorts, refuses a range over a year, 404 for an unknown partner', async () => {
    const [partner] = await w.sql<{ partner_id: number }>(
      `select partner_id from merchants where partner_id is not null
        group by 1 having count(*) > 1 order by 1 limit 1`,
    );
    const url = `/api/admin/partners/${partner?.partner_id}/merchants`;
    const page = (await w.get(`${url}?per_page=1&sort=-id`)).json();
    expect(page.data).toHaveLength(1);
    expect(page.meta.totalPages).toBeGreaterThan(1);
    const bad = await w.get(`${url}?start_date=2024-01-01&end_date=2025-06-01`);
    expect(bad.statusCode).toBe(400);
    expect((await w.get('/api/admin/partners/999999/merchants')).statusCode).toBe(404);
  });
});

describe('GET /api/admin/partners/{id}/merchants?download=csv', () => {
  it('exports the same rows and figures as the list, in its order, chosen columns too', async () => {
    const [partner] = await w.sql<{ partner_id: number }>(
      `select partner_id from merchants where partner_id is not null
        group by 1 order by count(*) desc, 1 limit 1`,
    );
    const id = partner?.partner_id;
    const today = todayIn('UTC');
    const range = { start_date: addDays(startOfMonth(today), -40), end_date: today, sort: '-id' };
    const url = `/api/admin/partners/${id}/merchants`;
    const page = (await w.get(`${url}?${qs({ ...range, perPage: 100 })}`)).json() as {
      data: {
        id: number;
        businessCommonName: string;
        processor: number;
        transactions: number;
        volume: number;
        fees: number;
        residual: number;
      }[];
    };
    expect(page.data.length).toBeGreaterThan(1);
    const file = await csvOf(w, url, range);
    expect(file.disposition).toContain(`partner-${id}-merchants-${range.start_date}-${today}.csv`);
    expect(file.header).toEqual([
      'ID',
      'DBA',
      'Status',
      'Processor',
      'Country',
      'Sales',
      'Volume',
      'Fees',
      'Residual',
    ]);
    expect(file.rows.map((r) => [r[0], r[1], r[3], r[5], r[6], r[7], r[8]])).toEqual(
      page.data.map((m) => [
        String(m.id),
        m.businessCommonName,
        String(m.processor),
        String(m.transactions),
        dollars(m.volume),
        dollars(m.fees),
        dollars(m.residual),
      ]),
    );
    expect(file.rows.every((r) => r[2] && !/^\d+$/.test(r[2]))).toBe(true);
    const some = await csvOf(w, url, { ...range, columns: 'id,residual' });
    expect(some.header).toEqual(['ID', 'Residual']);
    expect(some.rows).toEqual(page.data.map((m) => [String(m.id), dollars(m.residual)]));
    // Read in chunks (two rows here): the same records.
    const chunked = await partnerMerchantsCsv(
      w.t.app.database.db,
      id as number,
      {
        page: 1,
        perPage: 10,
        sort: [{ key: 'id', desc: true }],
        columns: undefined,
        start_date: range.start_date,
        end_date: range.end_date,
      },
      new Date(),
      2,
    );
    let text = '';
    for await (const part of chunked.body) text += String(part);
    expect(csvLines(text)).toEqual(file.records.map((r) => r.map(csvCell).join(',')));
    expect((await w.get('/api/admin/partners/999999/merchants?download=csv')).statusCode).toBe(404);
  });
});

/** A field as the CSV writes it (quoted when it holds a comma or a quote). */
const csvCell = (value: string) =>
  /[",]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

describe('GET /api/admin/clients', () => {
  it('answers every client as {id, name} by name to any admin', async () => {
    const res = await w.get('/api/admin/clients', w.keyless);
    expect(res.statusCode).toBe(200);
    const [expected] = await w.sql<{ rows: { id: number; name: string }[] }>(
      `select coalesce(json_agg(json_build_object('id', id, 'name', name) order by name, id), '[]') as rows
         from clients`,
    );
    expect(res.json()).toEqual(expected?.rows);
    expect(res.json().length).toBeGreaterThan(0);
    expect(await statusOf(w, '/api/admin/clients', {})).toBe(401);
    expect(await statusOf(w, '/api/admin/clients', w.owner.headers)).toBe(403);
  });
});
