import { vi } from 'vitest';

/** A JSON response. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface ReportMerchant {
  id: number;
  businessCommonName: string;
}

/** The account selector's merchants unless a test names its own. */
export const MERCHANTS: readonly ReportMerchant[] = [
  { id: 100001, businessCommonName: 'Blue Harbor Bistro' },
  { id: 100002, businessCommonName: 'Cascade Outfitters' },
];

/** A page of rows in the list envelope. */
export const page = (data: unknown[], extra: Record<string, unknown> = {}) => ({
  meta: { perPage: 10, page: 1, totalRecords: data.length, totalPages: 1, asOf: '1763650800000' },
  data,
  ...extra,
});

/** The answer of a call: its body, with a status (200 unless told); undefined for a 404. */
export type ReportReply = { status?: number; body: unknown } | undefined;

/**
 * What the fake API answers beyond the roles and the merchants: a body (200) by path, or a
 * function of the URL (for a body that depends on the query) by path; or one function of
 * every call's URL answering a reply.
 */
export type ReportAnswers =
  | Record<string, unknown | ((url: URL) => unknown)>
  | ((url: URL) => ReportReply);

const replyOf = (answers: ReportAnswers, url: URL): ReportReply => {
  if (typeof answers === 'function') return answers(url);
  const answer = answers[url.pathname];
  if (answer === undefined) return undefined;
  return { body: typeof answer === 'function' ? answer(url) : answer };
};

/**
 * A fake API for the admin report pages: the admin's keys (`/api/admin/roles`), the report
 * merchants (`/api/admin/reports/merchants`) and the answers; any other path is a 404. Records
 * every call.
 */
export function reportApi(
  answers: ReportAnswers,
  options: { permissions?: readonly string[]; merchants?: readonly ReportMerchant[] } = {},
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
          permissions: Object.fromEntries((options.permissions ?? []).map((key) => [key, true])),
        });
      }
      if (url.pathname === '/api/admin/reports/merchants') {
        return json(200, { data: options.merchants ?? MERCHANTS });
      }
      const reply = replyOf(answers, url);
      if (!reply) return json(404, { error_message: 'Not found' });
      return json(reply.status ?? 200, reply.body);
    }),
  );
  return { calls, callsTo: (path: string) => calls.filter((url) => url.pathname === path) };
}
