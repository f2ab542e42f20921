/** A fake API of customers for the page tests (imported by *.test.tsx only). */
import type { CustomerDetail } from '@paydesk/domain/customers';
import { vi } from 'vitest';
import type { CustomerRow } from '../api/get-customers';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function testCustomer(overrides: Partial<CustomerRow> = {}): CustomerRow {
  const firstName = overrides.firstName ?? 'Jane';
  const lastName = overrides.lastName ?? 'Doe';
  return {
    id: 501,
    merchantId: 100001,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    email: 'jane.doe@example.com',
    phone: '+1 503 555 0100',
    address1: '1 Main St',
    address2: '',
    city: 'Portland',
    state: 'OR',
    zip: '97204',
    country: 'USA',
    createdAt: '2026-10-02T17:00:00.000Z',
    paymentsCount: 3,
    lifetimeVolume: 12550,
    activeSubscriptions: 1,
    currency: 'USD',
    ...overrides,
  };
}

export const CUSTOMERS = [
  testCustomer(),
  testCustomer({ id: 502, firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com' }),
];

export function testDetail(customer: CustomerRow = testCustomer()): CustomerDetail {
  return {
    customer,
    totals: { payments: 3, volume: 15050, refunds: 2500, netVolume: 12550 },
    paymentMethods: [
      {
        method: 'card',
        brand: 'Visa',
        lastFour: '4242',
        count: 2,
        lastUsedAt: '2026-11-20T18:00:00Z',
      },
      {
        method: 'ach',
        brand: 'ACH',
        lastFour: '6789',
        count: 1,
        lastUsedAt: '2026-11-01T18:00:00Z',
      },
    ],
    payments: [
      {
        id: 9001,
        transNumber: 'T-9001',
        transDate: '2026-11-20T18:00:00Z',
        type: '+CC',
        grossAmount: 5000,
        refundedAmount: 2500,
        status: 'approved',
      },
    ],
    subscriptions: [
      {
        id: 77,
        status: 'cancellation-requested',
        amount: 1999,
        currency: 'USD',
        interval: 'month',
        intervalCount: 1,
        nextRunDate: '2026-12-01',
        cancelAtDate: '2027-01-01',
      },
    ],
  };
}

const page = <T>(data: T[], query: URLSearchParams) => {
  const perPage = Number(query.get('perPage') ?? 10);
  return {
    meta: {
      perPage,
      page: 1,
      totalRecords: data.length,
      totalPages: Math.ceil(data.length / perPage),
      asOf: '42',
    },
    data,
  };
};

export interface CustomersApiOptions {
  /** The account's customers (CUSTOMERS unless told). */
  customers?: CustomerRow[];
}

/** Answers the calls of the customers screens; every call's URL, method and body is kept. */
export function customersApi(options: CustomersApiOptions = {}) {
  const customers = options.customers ?? CUSTOMERS;
  const calls: { url: URL; method: string; body: unknown; headers: Headers }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), 'http://paydesk.test');
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const rawBody = init?.body ?? (request ? await request.clone().text() : undefined);
    const body = typeof rawBody === 'string' && rawBody ? JSON.parse(rawBody) : undefined;
    const headers = new Headers(init?.headers ?? request?.headers);
    calls.push({ url, method, body, headers });
    const path = url.pathname;
    if (path === '/api/merchants/100001') {
      return json(200, {
        id: 100001,
        businessCommonName: 'Blue Harbor Bistro',
        currency: 'USD',
        timezone: 'America/Los_Angeles',
      });
    }
    if (path === '/api/merchants/100001/customers' && method === 'GET') {
      const search = url.searchParams.get('search')?.toLowerCase();
      const rows = customers.filter(
        (c) => !search || c.name.toLowerCase().includes(search) || c.email?.includes(search),
      );
      return json(200, page(rows, url.searchParams));
    }
    if (path === '/api/merchants/100001/customers' && method === 'POST') {
      if (body?.email === 'taken@example.com') {
        return json(400, {
          error_message: 'Input validation error: please check the fields.',
          errors: { email: ['This e-mail is refused by the server.'] },
        });
      }
      return json(
        201,
        testCustomer({ id: 600, firstName: body.firstName, lastName: body.lastName }),
      );
    }
    if (path === '/api/merchants/100001/customers/501' && method === 'GET') {
      return json(200, testDetail());
    }
    if (path === '/api/merchants/100001/customers/501' && method === 'PATCH') {
      return json(200, { ...testCustomer(), ...body });
    }
    if (path.startsWith('/api/merchants/100001/customers/')) {
      return json(404, { error_message: 'Customer not found.' });
    }
    return json(404, { error_message: 'Not found' });
  });
  const callsTo = (path: string, method = 'GET') =>
    calls.filter((call) => call.url.pathname === path && call.method === method);
  return { fetchMock, calls, callsTo };
}
