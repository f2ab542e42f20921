/** A fake API of disputes for the page tests (imported by *.test.tsx only). */
import { vi } from 'vitest';
import {
  testAchReturn,
  testChargeback,
  testRetrieval,
} from '../../../shared/disputes/testing/dispute-fixtures';
import type { Dispute } from '../api/get-disputes';

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

/** The inbox in the server's urgency order: overdue, then nearest deadline, then the rest. */
export const DISPUTES: Dispute[] = [
  testChargeback({ id: 502, daysLeft: -1, respondBy: '2026-11-23T07:59:59.000Z', amount: 9900 }),
  testChargeback(),
  testRetrieval(),
  testChargeback({
    id: 503,
    status: 'won',
    respondBy: '2026-11-20T07:59:59.000Z',
    needsResponse: false,
    daysLeft: null,
    disputeDays: null,
    accountholderName: 'Omar Diaz',
  }),
  testAchReturn(),
];

/** Answers the calls of the disputes screen; every call's URL is kept. */
export function disputesApi(rows: Dispute[] = DISPUTES) {
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
    if (path === '/api/merchants/100001/disputes') {
      const kinds = query.get('kind')?.split(',');
      const needs = query.get('needs_response');
      const matches = rows.filter(
        (row) =>
          (!kinds || kinds.includes(row.kind)) &&
          (needs === null || String(row.needsResponse) === needs),
      );
      return json(200, page(matches, query));
    }
    return json(404, { error_message: 'Not found' });
  });
  const callsTo = (path: string) => calls.filter((url) => url.pathname === path);
  return { fetchMock, calls, callsTo };
}
