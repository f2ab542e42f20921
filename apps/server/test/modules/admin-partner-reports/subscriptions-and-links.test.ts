import { addDays, todayIn } from '@paydesk/domain/date-presets';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvLines, dollars, qs, type ReportApp } from '../../support/report-kit';
import { partnerReportApp } from './fixtures';

let w: ReportApp;

beforeAll(async () => {
  w = await partnerReportApp('subscriptions-and-links', 12);
  // Links in every state: one deactivated, one expired, whatever the generator drew.
  await w.sql(
    `update payment_links set active = false where id = (select min(id) from payment_links)`,
  );
  await w.sql(
    `update payment_links set active = true, expires_at = now() - interval '1 day'
      where id = (select max(id) from payment_links)`,
  );
}, 300_000);

describe('GET /api/admin/subscriptions', () => {
  type Row = {
    id: number;
    merchantId: number;
    merchantName: string;
    status: string;
    amount: number;
    customerName: string;
    createdAt: string;
  };
  const list = async (query: Record<string, string | number | undefined> = {}) => {
    const res = await w.get(`/api/admin/subscriptions?${qs(query)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Row[]; meta: { totalRecords: number; totalPages: number } };
  };

  it('lists every merchant’s subscriptions, newest first, with the merchant’s name', async () => {
    const [count] = await w.sql<{ n: number; merchants: number }>(
      'select count(*)::int as n, count(distinct merchant_id)::int as merchants from subscriptions',
    );
    expect(count?.merchants).toBeGreaterThan(1);
    const body = await list({ perPage: 100 });
    expect(body.meta.totalRecords).toBe(count?.n);
    const created = body.data.map((r) => r.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const names = await w.sql<{ id: number; business_common_name: string }>(
      'select id, business_common_name from merchants',
    );
    for (const row of body.data) {
      expect(row.merchantName).toBe(
        names.find((m) => m.id === row.merchantId)?.business_common_name,
      );
    }
    expect((await list({ perPage: 10 })).meta.totalPages).toBe(Math.ceil((count?.n ?? 0) / 10));
  });

  it('filters by merchant, status and search; sorts by amount; 404 for an unknown merchant', async () => {
    const [top] = await w.sql<{ merchant_id: number; n: number }>(
      'select merchant_id, count(*)::int as n from subscriptions group by 1 order by 2 desc limit 1',
    );
    const one = await list({ merchantid: top?.merchant_id, perPage: 100 });
    expect(one.meta.totalRecords).toBe(top?.n);
    expect(one.data.every((r) => r.merchantId === top?.merchant_id)).toBe(true);
    const [active] = await w.sql<{ n: number }>(
      `select count(*)::int as n from subscriptions where status = 'active'`,
    );
    expect((await list({ status: 'active' })).meta.totalRecords).toBe(active?.n);
    const byAmount = await list({ sort: '-amount', perPage: 100 });
    const amounts = byAmount.data.map((r) => r.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const sample = byAmount.data[0];
    const byId = await list({ search: sample?.id });
    expect(byId.data.map((r) => r.id)).toContain(sample?.id);
    const byCustomer = await list({ search: sample?.customerName.split(' ')[1]?.toUpperCase() });
    expect(byCustomer.data.map((r) => r.id)).toContain(sample?.id);
    const missing = await w.get('/api/admin/subscriptions?merchantid=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error_message).toBe('Merchant account not found.');
  });

  it('exports the same rows as CSV with the merchant columns', async () => {
    const body = await list({ perPage: 100, sort: '-amount' });
    const res = await w.get(
      '/api/admin/subscriptions?download=csv&sort=-amount&columns=merchantName,merchantId,id,amount',
    );
    expect(res.statusCode).toBe(200);
    expect(csvLines(res.body)).toEqual([
      'Merchant,Merchant ID,Subscription ID,Amount',
      ...body.data.map((r) => `${r.merchantName},${r.merchantId},${r.id},${dollars(r.amount)}`),
    ]);
  });

  it('is for any admin, even without keys; not for merchant users', async () => {
    expect((await w.get('/api/admin/subscriptions', w.keyless)).statusCode).toBe(200);
    expect((await w.get('/api/admin/subscriptions', w.owner.headers)).statusCode).toBe(403);
    expect((await w.t.app.inject({ url: '/api/admin/subscriptions' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/subscriptions/{merchantId}/{subscriptionId}', () => {
  it('answers what the merchant’s page reads, with no action for staff', async () => {
    const [sub] = await w.sql<{ id: number; merchant_id: number }>(
      `select s.id, s.merchant_id from subscriptions s join merchants m on m.id = s.merchant_id
        where s.status = 'active' and m.allow_subscriptions order by s.id limit 1`,
    );
    const staff = await w.get(`/api/admin/subscriptions/${sub?.merchant_id}/${sub?.id}`, w.keyless);
    expect(staff.statusCode, staff.body).toBe(200);
    const merchantSide = await w.get(`/api/merchants/${sub?.merchant_id}/subscriptions/${sub?.id}`);
    expect(merchantSide.statusCode, merchantSide.body).toBe(200);
    const { actions, ...rest } = staff.json();
    const { actions: merchantActions, ...merchantRest } = merchantSide.json();
    expect(rest).toEqual(merchantRest);
    expect(Object.values(merchantActions)).toContain(true);
    expect(actions).toEqual({
      requestCancellation: false,
      stop: false,
      reschedule: false,
      updatePaymentMethod: false,
    });
  });

  it('reads a subscription even once the account’s subscriptions are off', async () => {
    const [sub] = await w.sql<{ id: number; merchant_id: number }>(
      'select id, merchant_id from subscriptions order by id desc limit 1',
    );
    await w.sql('update merchants set allow_subscriptions = false where id = $1', [
      sub?.merchant_id,
    ]);
    const res = await w.get(`/api/admin/subscriptions/${sub?.merchant_id}/${sub?.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subscription.id).toBe(sub?.id);
  });

  it('answers 404 for another merchant’s subscription or an unknown one', async () => {
    const [sub] = await w.sql<{ id: number; merchant_id: number }>(
      'select id, merchant_id from subscriptions order by id limit 1',
    );
    const [other] = await w.sql<{ id: number }>(
      'select id from merchants where id <> $1 order by id limit 1',
      [sub?.merchant_id],
    );
    expect((await w.get(`/api/admin/subscriptions/${other?.id}/${sub?.id}`)).statusCode).toBe(404);
    expect((await w.get(`/api/admin/subscriptions/${sub?.merchant_id}/99999999`)).statusCode).toBe(
      404,
    );
    const unknown = await w.get(`/api/admin/subscriptions/999999/${sub?.id}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_message).toBe('Merchant account not found.');
    expect(
      (await w.get(`/api/admin/subscriptions/${sub?.merchant_id}/${sub?.id}`, w.owner.headers))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/admin/merchants/checkout and /download (payment links overview)', () => {
  type Row = {
    merchantId: number;
    merchantName: string;
    links: number;
    activeLinks: number;
    expiredLinks: number;
    deactivatedLinks: number;
    limitReachedLinks: number;
    payments: number;
    volume: number;
    linksPaid: number;
    conversion: number;
  };
  const today = todayIn('UTC');
  const RANGE = { start_date: addDays(today, -400), end_date: today };
  const list = async (query: Record<string, string | number | undefined> = {}) => {
    const res = await w.get(
      `/api/admin/merchants/checkout?${qs({ ...RANGE, perPage: 100, ...query })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Row[]; meta: { totalRecords: number } };
  };

  it('counts each merchant’s links by state and its link payments in the range as the raw rows do', async () => {
    const body = await list();
    const expected = await w.sql<{
      id: number;
      links: number;
      active: number;
      expired: number;
      deactivated: number;
      payments: number;
      volume: number;
      paid: number;
    }>(
      `with pay as (
         select l.id as link_id, l.merchant_id, l.active, l.expires_at, l.max_payments,
                (select count(*) from transactions t where t.payment_link_id = l.id
                   and t.kind = 'sale' and t.status = 'approved') as ever,
                (select count(*) from transactions t where t.payment_link_id = l.id
                   and t.kind = 'sale' and t.status = 'approved'
                   and t.trans_date >= ($1::date::timestamp at time zone 'UTC')
                   and t.trans_date < (($2::date + 1)::timestamp at time zone 'UTC')) as n,
                (select coalesce(sum(t.gross_amount_cents), 0) from transactions t where t.payment_link_id = l.id
                   and t.kind = 'sale' and t.status = 'approved'
                   and t.trans_date >= ($1::date::timestamp at time zone 'UTC')
                   and t.trans_date < (($2::date + 1)::timestamp at time zone 'UTC')) as v
           from payment_links l),
       st as (select *, case when not active then 'deactivated'
                             when expires_at is not null and expires_at <= now() then 'expired'
                             when max_payments is not null and ever >= max_payments then 'limit'
                             else 'active' end as state from pay)
       select m.id, count(st.link_id)::int as links,
              count(*) filter (where st.state = 'active')::int as active,
              count(*) filter (where st.state = 'expired')::int as expired,
              count(*) filter (where st.state = 'deactivated')::int as deactivated,
              coalesce(sum(st.n), 0)::int as payments, coalesce(sum(st.v), 0)::float8 as volume,
              count(*) filter (where st.state = 'active' and st.n > 0)::int as paid
         from merchants m left join st on st.merchant_id = m.id
        where m.allow_checkout or st.link_id is not null
        group by m.id`,
      [RANGE.start_date, RANGE.end_date],
    );
    expect(body.data).toHaveLength(expected.length);
    for (const e of expected) {
      expect(
        body.data.find((r) => r.merchantId === e.id),
        String(e.id),
      ).toMatchObject({
        links: e.links,
        activeLinks: e.active,
        expiredLinks: e.expired,
        deactivatedLinks: e.deactivated,
        payments: e.payments,
        volume: e.volume,
        linksPaid: e.paid,
        conversion: e.active === 0 ? 0 : Math.round((e.paid / e.active) * 10_000) / 10_000,
      });
    }
    const totals = body.data.reduce(
      (n, r) => ({
        payments: n.payments + r.payments,
        expired: n.expired + r.expiredLinks,
        deactivated: n.deactivated + r.deactivatedLinks,
      }),
      { payments: 0, expired: 0, deactivated: 0 },
    );
    expect(totals.payments).toBeGreaterThan(0);
    expect(totals.expired).toBeGreaterThan(0);
    expect(totals.deactivated).toBeGreaterThan(0);
  });

  it('narrows to merchant_ids or merchantid, sorts, searches, pages; refuses both selectors', async () => {
    const body = await list();
    const volumes = body.data.map((r) => r.volume);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    const ids = body.data.slice(0, 2).map((r) => r.merchantId);
    const chosen = await list({ merchant_ids: ids.join(',') });
    expect(chosen.data.map((r) => r.merchantId).sort()).toEqual([...ids].sort());
    expect((await list({ merchantid: ids[0] })).data.map((r) => r.merchantId)).toEqual([ids[0]]);
    const byName = await list({ search: body.data[0]?.merchantName.toUpperCase() });
    expect(byName.data.map((r) => r.merchantId)).toContain(body.data[0]?.merchantId);
    const paged = await list({ perPage: 2, page: 2 });
    expect(paged.data).toEqual(body.data.slice(2, 4));
    expect(paged.meta.totalRecords).toBe(body.data.length);
    const both = await w.get(
      '/api/admin/merchants/checkout?all_merchants=true&merchant_ids=100001',
    );
    expect(both.statusCode).toBe(400);
    expect((await w.get('/api/admin/merchants/checkout?merchant_ids=1,x')).statusCode).toBe(400);
    expect((await w.get('/api/admin/merchants/checkout?merchantid=999999')).statusCode).toBe(404);
  });

  it('downloads the same list as CSV, for all merchants or the chosen ones', async () => {
    const body = await list();
    const columns = 'merchantId,links,payments,volume,conversion';
    const res = await w.get(
      `/api/admin/merchants/checkout/download?${qs({ ...RANGE, all_merchants: 'true', columns })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('payment-links-overview.csv');
    expect(csvLines(res.body)).toEqual([
      'Merchant ID,Links,Payments,Volume,Conversion',
      ...body.data.map(
        (r) => `${r.merchantId},${r.links},${r.payments},${dollars(r.volume)},${r.conversion}`,
      ),
    ]);
    const viaList = await w.get(
      `/api/admin/merchants/checkout?${qs({ ...RANGE, download: 'csv', columns })}`,
    );
    expect(viaList.body).toBe(res.body);
    const one = await w.get(
      `/api/admin/merchants/checkout/download?${qs({ ...RANGE, merchant_ids: String(body.data[0]?.merchantId), columns })}`,
    );
    expect(csvLines(one.body)).toHaveLength(2);
  });

  it('is for any admin; not for merchant users', async () => {
    for (const url of ['/api/admin/merchants/checkout', '/api/admin/merchants/checkout/download']) {
      expect((await w.get(url, w.keyless)).statusCode, url).toBe(200);
      expect((await w.get(url, w.owner.headers)).statusCode, url).toBe(403);
    }
  });
});
