import { vi } from 'vitest';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const page = (data: unknown[], extra: Record<string, unknown> = {}) => ({
  meta: { perPage: 10, page: 1, totalRecords: data.length, totalPages: 1, asOf: '1764000000000' },
  data,
  ...extra,
});

/**
 * A fake API for the partner report pages: the admin's keys, the report merchants, and the
 * answers of the given paths (a function receives the URL). Records every call.
 */
export function reportApi(
  answers: Record<string, unknown | ((url: URL) => unknown)>,
  options: { permissions?: string[] } = {},
) {
  const calls: URL[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), 'http://paydesk.test');
    calls.push(url);
    if (url.pathname === '/api/admin/roles') {
      return json(200, {
        roles: [{ label: 'Admin', name: 'mp_admin' }],
        permissions: Object.fromEntries((options.permissions ?? []).map((key) => [key, true])),
      });
    }
    if (url.pathname === '/api/admin/reports/merchants') {
      return json(200, { data: [{ id: 100001, businessCommonName: 'Blue Harbor Bistro' }] });
    }
    const answer = answers[url.pathname];
    if (answer === undefined) return json(404, { error_message: 'Not found' });
    return json(200, typeof answer === 'function' ? answer(url) : answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { callsTo: (path: string) => calls.filter((url) => url.pathname === path) };
}
