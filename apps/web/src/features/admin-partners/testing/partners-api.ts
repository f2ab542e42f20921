/** A fake API of the partner screens for the page tests (imported by *.test.tsx only). */
import { vi } from 'vitest';
import type { PartnerListRow } from '../api/get-partners';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function testPartner(overrides: Partial<PartnerListRow> = {}): PartnerListRow {
  return {
    id: 1,
    status: 1,
    name: 'Northstar Payments Partners',
    createdAt: '2026-03-02T17:00:00.000Z',
    firstName: 'Alex',
    lastName: 'Reed',
    taxId: '•••••4321',
    email: 'partners1@example.com',
    ...overrides,
  };
}

export const PARTNERS = [
  testPartner(),
  testPartner({
    id: 5,
    status: 0,
    name: 'Prairie Software',
    firstName: 'Sam',
    lastName: 'Park',
    taxId: '•••••9876',
    email: 'partners5@example.com',
  }),
];

export interface PartnersApiOptions {
  partners?: PartnerListRow[];
  permissions?: string[];
  listStatus?: number;
  /** The create call's answer status and body other than 201 with the partner. */
  createAnswer?: { status: number; body: unknown };
  /** The profile's partner (GET /admin/partners/{id}); other ids answer 404. */
  detail?: PartnerDetail;
  /** Its notification addresses at first. */
  notifications?: string[];
  /** Its merchants (the same rows for any range). */
  merchants?: PartnerMerchant[];
  /** An answer status other than 200 for the merchants call. */
  merchantsStatus?: number;
}

export type PartnerDetail = PartnerListRow & {
  website: string | null;
  phone: string | null;
  merchants: number;
  activeMerchants: number;
};

export interface PartnerMerchant {
  id: number;
  businessCommonName: string;
  status: number;
  processor: number;
  country: string | null;
  currency: string;
  transactions: number;
  volume: number;
  fees: number;
  residual: number;
}

export function testPartnerDetail(overrides: Partial<PartnerDetail> = {}): PartnerDetail {
  return {
    ...testPartner(),
    website: 'https://northstar.test',
    phone: '(503) 555-0100',
    merchants: 2,
    activeMerchants: 1,
    ...overrides,
  };
}

export const PARTNER_MERCHANTS: PartnerMerchant[] = [
  {
    id: 12,
    businessCommonName: 'Blue Door Bakery',
    status: 1,
    processor: 3,
    country: 'US',
    currency: 'USD',
    transactions: 1204,
    volume: 8_450_000,
    fees: 245_050,
    residual: 61_262,
  },
  {
    id: 31,
    businessCommonName: 'Harbor Books',
    status: 0,
    processor: 2,
    country: 'US',
    currency: 'USD',
    transactions: 0,
    volume: 0,
    fees: 0,
    residual: 0,
  },
];

/** Answers the calls of the partner screens; every call (URL, method, body) is kept. */
export function partnersApi(options: PartnersApiOptions = {}) {
  const partners = options.partners ?? PARTNERS;
  const permissions = options.permissions ?? ['can-view-partners'];
  const calls: { url: URL; method: string; body: unknown }[] = [];
  let detail = options.detail;
  let notifications = [...(options.notifications ?? [])];
  const notificationList = () =>
    json(200, {
      data: [...notifications]
        .sort()
        .map((email) => ({ email, createdAt: '2026-03-02T17:00:00.000Z' })),
    });
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), 'http://paydesk.test');
    const method = request?.method ?? init?.method ?? 'GET';
    const text = request ? await request.clone().text() : (init?.body as string | undefined);
    calls.push({ url, method, body: text ? JSON.parse(text) : undefined });
    if (url.pathname === '/api/admin/roles') {
      return json(200, {
        roles: [{ label: 'Admin', name: 'mp_admin' }],
        permissions: Object.fromEntries(permissions.map((key) => [key, true])),
      });
    }
    if (url.pathname === '/api/admin/partners' && method === 'POST') {
      if (options.createAnswer) return json(options.createAnswer.status, options.createAnswer.body);
      return json(201, {
        ...testPartner({ id: 77, name: 'Cedar Referral Co' }),
        website: null,
        phone: null,
        merchants: 0,
        activeMerchants: 0,
      });
    }
    if (url.pathname === '/api/admin/partners') {
      if (options.listStatus) {
        return json(options.listStatus, { error_message: 'The partners could not be read.' });
      }
      const search = url.searchParams.get('search')?.toLowerCase();
      const status = url.searchParams.get('status');
      const rows = partners.filter(
        (p) =>
          (!search || `${p.name} ${p.email}`.toLowerCase().includes(search)) &&
          (status === null || String(p.status) === status),
      );
      const perPage = Number(url.searchParams.get('perPage') ?? 10);
      return json(200, {
        meta: {
          perPage,
          page: 1,
          totalRecords: rows.length,
          totalPages: Math.ceil(rows.length / perPage),
          asOf: '42',
        },
        data: rows,
      });
    }
    const profile = /^\/api\/admin\/partners\/(\d+)(\/[a-z]+)?$/.exec(url.pathname);
    if (profile) {
      if (!detail || Number(profile[1]) !== detail.id) {
        return json(404, { error_message: 'Partner not found.' });
      }
      const part = profile[2] ?? '';
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      if (part === '' && method === 'GET') return json(200, detail);
      if (part === '' && method === 'PATCH') {
        detail = { ...detail, ...body };
        return json(200, detail);
      }
      if (part === '/status' && method === 'PATCH') {
        detail = { ...detail, status: Number(body.status) };
        return json(200, detail);
      }
      if (part === '/notifications') {
        if (method === 'POST') notifications.push(String(body.email));
        if (method === 'DELETE') {
          notifications = notifications.filter((e) => e !== url.searchParams.get('email'));
        }
        return notificationList();
      }
      if (part === '/merchants') {
        if (options.merchantsStatus) {
          return json(options.merchantsStatus, { error_message: 'Could not be read.' });
        }
        const rows = options.merchants ?? PARTNER_MERCHANTS;
        return json(200, {
          meta: {
            perPage: 10,
            page: Number(url.searchParams.get('page') ?? 1),
            totalRecords: rows.length,
            totalPages: Math.ceil(rows.length / 10),
            asOf: '42',
          },
          data: rows,
        });
      }
    }
    return json(404, { error_message: 'Not found' });
  });
  const callsTo = (path: string, method = 'GET') =>
    calls.filter((call) => call.url.pathname === path && call.method === method);
  return { fetchMock, calls, callsTo };
}
