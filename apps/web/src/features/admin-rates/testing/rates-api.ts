/** A fake API of rate plans for the page tests (imported by *.test.tsx only). */
import { vi } from 'vitest';
import type { RateRow } from '../api/get-rates';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function testRate(overrides: Partial<RateRow> = {}): RateRow {
  return {
    id: 7,
    rateName: 'US Standard',
    processor: 3,
    processorName: 'Processor 3 (newer)',
    partners: [],
    isResidualRate: false,
    residualRateId: null,
    residualRateName: null,
    cardPercentBps: 290,
    cardFixedCents: 34,
    achPercentBps: 10,
    achFixedCents: 35,
    achCapCents: 45,
    rejectedReturnFeeCents: 1_000,
    merchantCount: 2,
    createdAt: '2026-10-02T17:00:00.000Z',
    ...overrides,
  };
}

export const RATES = [
  testRate(),
  testRate({
    id: 8,
    rateName: 'US Corporate',
    processor: 2,
    processorName: 'Processor 2 (older)',
    partners: [{ id: 31, name: 'Northwind Partners', status: 1 }],
    merchantCount: 0,
  }),
];

const PARTNERS = [
  { id: 31, status: 1, name: 'Northwind Partners' },
  { id: 32, status: 1, name: 'Harbor Referrals' },
];

export interface RatesApiOptions {
  rates?: RateRow[];
  permissions?: string[];
  listStatus?: number;
}

const page = (rows: unknown[], perPage = 10) => ({
  meta: { perPage, page: 1, totalRecords: rows.length, totalPages: 1, asOf: '42' },
  data: rows,
});

/** Answers the calls of the rate screens; every call's URL, method and body is kept. */
export function ratesApi(options: RatesApiOptions = {}) {
  const rates = (options.rates ?? RATES).map((r) => ({ ...r, partners: [...r.partners] }));
  const permissions = options.permissions ?? ['can-view-rates'];
  const calls: { url: URL; method: string; body: unknown; headers: Headers }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), 'http://paydesk.test');
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const rawBody = init?.body ?? (request ? await request.clone().text() : undefined);
    const body = typeof rawBody === 'string' && rawBody ? JSON.parse(rawBody) : undefined;
    calls.push({ url, method, body, headers: new Headers(init?.headers ?? request?.headers) });
    const path = url.pathname;
    if (path === '/api/admin/roles') {
      return json(200, {
        roles: [{ label: 'Admin', name: 'mp_admin' }],
        permissions: Object.fromEntries(permissions.map((key) => [key, true])),
      });
    }
    if (path === '/api/admin/rates' && method === 'GET') {
      if (options.listStatus) return json(options.listStatus, { error_message: 'No rates.' });
      const search = url.searchParams.get('search')?.toLowerCase();
      const processor = url.searchParams.get('processor');
      return json(
        200,
        page(
          rates.filter(
            (r) =>
              (!search || r.rateName.toLowerCase().includes(search)) &&
              (processor === null || String(r.processor) === processor),
          ),
        ),
      );
    }
    if (path === '/api/admin/rates' && method === 'POST') {
      if (body.rateName === 'US Standard') {
        return json(422, {
          error_message: 'A rate with this name already exists on this processor.',
        });
      }
      const made = testRate({ ...body, id: 99, processor: body.processorId, merchantCount: 0 });
      rates.push(made);
      return json(201, made);
    }
    if (path === '/api/admin/partners') {
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      return json(200, page(PARTNERS.filter((p) => p.name.toLowerCase().includes(search))));
    }
    if (path === '/api/admin/rates/accounts') {
      const rateId = Number(url.searchParams.get('rate_id'));
      const rows =
        rateId === 7
          ? [
              {
                id: 100001,
                businessCommonName: 'Blue Harbor Bistro',
                status: 1,
                processorId: 3,
                processorName: 'Processor 3 (newer)',
                partnerId: null,
                partnerName: null,
                rateId: 7,
                rateName: 'US Standard',
                webRateName: 'US Standard',
                mobileRateName: null,
              },
            ]
          : [];
      return json(200, page(rows));
    }
    if (path === '/api/admin/rates/residual-rates') {
      return json(200, {
        data: [
          {
            id: 12,
            rateName: 'Residual Tier',
            processor: 3,
            processorName: 'Processor 3 (newer)',
            isResidualRate: true,
          },
        ],
      });
    }
    const match = /^\/api\/admin\/rates\/(\d+)(\/.*)?$/.exec(path);
    const rate = match ? rates.find((r) => r.id === Number(match[1])) : undefined;
    if (match && !rate) return json(404, { error_message: 'Rate not found.' });
    if (rate && !match?.[2] && method === 'GET') return json(200, rate);
    if (rate && match?.[2] === '/update') {
      Object.assign(rate, body);
      return json(200, rate);
    }
    if (rate && match?.[2] === '/link') {
      const partner = PARTNERS.find((p) => p.id === body.partnerId);
      rate.partners = rate.partners.filter((p) => p.id !== body.partnerId);
      if (body.linked && partner) rate.partners.push(partner);
      return json(200, { data: rate.partners });
    }
    if (rate && match?.[2] === '/convert-to-residual') {
      if (body.isResidualRate && rate.merchantCount > 0) {
        return json(422, {
          error_message:
            'Merchants are on this rate: move them to another rate before making it residual.',
        });
      }
      Object.assign(rate, body);
      return json(200, rate);
    }
    return json(404, { error_message: 'Not found' });
  });
  const callsTo = (path: string, method = 'GET') =>
    calls.filter((call) => call.url.pathname === path && call.method === method);
  return { fetchMock, calls, callsTo };
}
