/** A fake API of payouts for the page tests (imported by *.test.tsx only). */
import { vi } from 'vitest';
import { testDeposit, testDetail, testTransaction } from './payout-fixtures';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const page = <T>(data: T[], query: URLSearchParams, total = data.length) => {
  const perPage = Number(query.get('perPage') ?? 10);
  const pageNumber = Number(query.get('page') ?? 1);
  return {
    meta: {
      perPage,
      page: pageNumber,
      totalRecords: total,
      totalPages: Math.ceil(total / perPage),
      asOf: '42',
    },
    data: data.slice((pageNumber - 1) * perPage, pageNumber * perPage),
  };
};

export const DEPOSITS = [
  testDeposit({
    id: 730,
    depositDate: '2026-11-25',
    status: 'pending',
    totalBatchDepositAmount: 107602,
  }),
  testDeposit({ id: 728 }),
  testDeposit({ id: 727, depositDate: '2026-11-20', totalBatchDepositAmount: 100000 }),
];

export const TRANSACTIONS = [
  testTransaction(11),
  testTransaction(12, { type: '-CC Refund', typeDescription: 'Card refund', grossAmount: -7500 }),
  testTransaction(13, { type: '-CK', typeDescription: 'ACH refund', grossAmount: -7500 }),
];

/** Answers the calls of the payouts screens; every call's URL is kept. */
export function payoutsApi() {
  const calls: URL[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://paydesk.test');
    calls.push(url);
    const path = url.pathname;
    const query = url.searchParams;
    if (path === '/api/merchants/100001') {
      return json(200, {
        id: 100001,
        businessCommonName: 'Blue Harbor Bistro',
        currency: 'USD',
        timezone: 'America/Los_Angeles',
      });
    }
    if (path === '/api/merchants/100001/saved-views') return json(200, { data: [] });
    if (path === '/api/merchants/100001/deposits') {
      const statuses = query.get('status')?.split(',');
      const rows = DEPOSITS.filter((d) => !statuses || statuses.includes(d.status));
      return json(200, page(rows, query));
    }
    if (path === '/api/merchants/100001/deposits/728') return json(200, testDetail());
    if (path === '/api/merchants/100001/deposits/728/transactions') {
      const types = query.get('type')?.split(',');
      return json(
        200,
        page(
          TRANSACTIONS.filter((t) => !types || types.includes(t.type)),
          query,
        ),
      );
    }
    if (path.startsWith('/api/merchants/100001/deposits/')) {
      return json(404, { error_message: 'Unable to find a payout with the ID specified' });
    }
    return json(404, { error_message: 'Not found' });
  });
  const callsTo = (path: string) => calls.filter((url) => url.pathname === path);
  return { fetchMock, calls, callsTo };
}
