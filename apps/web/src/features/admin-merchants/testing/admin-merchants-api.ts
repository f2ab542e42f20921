/** A fake API of the back office's merchants list for the page tests (imported by *.test.tsx only). */
import { vi } from 'vitest';
import type { AdminMerchantListRow } from '../api/get-admin-merchants';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function testMerchant(overrides: Partial<AdminMerchantListRow> = {}): AdminMerchantListRow {
  return {
    id: 100001,
    status: 1,
    processorId: 3,
    businessLegalName: 'Blue Harbor Hospitality LLC',
    businessCommonName: 'Blue Harbor Bistro',
    affiliate: 'Northwind Partners',
    partnerId: 1,
    createdAt: '2026-03-02T17:00:00.000Z',
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane@blueharbor.test',
    contactPhoneMobile: '+1 503 555 0100',
    address1: '1 Main St',
    address2: '',
    city: 'Portland',
    state: 'OR',
    postalCode: '97204',
    countryId: 'USA',
    hasFundingHold: false,
    ...overrides,
  };
}

export const MERCHANTS = [
  testMerchant(),
  testMerchant({
    id: 100002,
    status: 33,
    processorId: 2,
    businessCommonName: 'Cascade Outfitters',
    businessLegalName: 'Cascade Outfitters Inc.',
    affiliate: null,
    partnerId: null,
    firstName: 'Sam',
    lastName: 'Lee',
  }),
];

export interface AdminMerchantsApiOptions {
  merchants?: AdminMerchantListRow[];
  /** The admin's permission keys (GET /admin/roles). */
  permissions?: string[];
  /** The list call's answer status other than 200 (an error state). */
  listStatus?: number;
}

/** Answers the calls of the merchants list screen; every call's URL is kept. */
export function adminMerchantsApi(options: AdminMerchantsApiOptions = {}) {
  const merchants = options.merchants ?? MERCHANTS;
  const permissions = options.permissions ?? ['can-view-merchant-info'];
  const calls: URL[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), 'http://paydesk.test');
    calls.push(url);
    if (url.pathname === '/api/admin/roles') {
      return json(200, {
        roles: [{ label: 'Admin', name: 'mp_admin' }],
        permissions: Object.fromEntries(permissions.map((key) => [key, true])),
      });
    }
    if (url.pathname === '/api/admin/merchants') {
      if (options.listStatus) {
        return json(options.listStatus, { error_message: 'The merchants could not be read.' });
      }
      const search = url.searchParams.get('search')?.toLowerCase();
      const status = url.searchParams.get('status');
      const rows = merchants.filter(
        (m) =>
          (!search ||
            `${m.businessCommonName} ${m.firstName} ${m.lastName}`
              .toLowerCase()
              .includes(search)) &&
          (status === null || String(m.status) === status),
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
    return json(404, { error_message: 'Not found' });
  });
  const callsTo = (path: string) => calls.filter((url) => url.pathname === path);
  return { fetchMock, calls, callsTo };
}
