import { vi } from 'vitest';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const MERCHANTS = [
  { id: 100001, businessCommonName: 'Blue Harbor Bistro' },
  { id: 100002, businessCommonName: 'Cascade Outfitters' },
];

/** A page of rows in the list envelope. */
export const page = (data: unknown[], extra: Record<string, unknown> = {}) => ({
  meta: { perPage: 10, page: 1, totalRecords: data.length, totalPages: 1, asOf: '1763650800000' },
  data,
  ...extra,
});

/**
 * A fake API for the report pages: the admin's keys, the report merchants, and `answer` for
 * every other path (its body, or a status with an error). Answers the calls made, by path.
 */
export function reportApi(
  answer: (url: URL) => { status?: number; body: unknown } | undefined,
  permissions: readonly string[],
) {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const request = input instanceof Request ? input : undefined;
      const url = new URL(request?.url ?? String(input), 'http://paydesk.test');
      calls.push(url);
      if (url.pathname === '/api/admin/roles') {
        return json(200, {
          roles: [{ label: 'Admin', name: 'mp_admin' }],
          permissions: Object.fromEntries(permissions.map((key) => [key, true])),
        });
      }
      if (url.pathname === '/api/admin/reports/merchants') return json(200, { data: MERCHANTS });
      const found = answer(url);
      if (!found) return json(404, { error_message: 'Not found' });
      return json(found.status ?? 200, found.body);
    }),
  );
  return { callsTo: (path: string) => calls.filter((url) => url.pathname === path) };
}
