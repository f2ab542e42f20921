/** A fake API of the dispute detail for the page tests (imported by *.test.tsx only). */
import { DISPUTE_NOT_FOUND_MESSAGE } from '@paydesk/domain/dispute-fields';
import { vi } from 'vitest';
import { testAchReturn, testRetrieval } from '../../../shared/disputes/testing/dispute-fixtures';
import type { DisputeDetail } from '../api/get-dispute';
import { testDisputeDetail } from './dispute-detail-fixtures';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface RecordedCall {
  url: URL;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = (body: unknown) => Response;

type Action = 'counter' | 'accept' | 'status';

/**
 * Answers the calls of the dispute page: the account, the disputes 501 (chargeback), 601
 * (retrieval) and 701 (ACH return) of 100001, their account (for links that name none), and
 * their counter, accept and status (set
 * `answers` to change what a POST answers). Every call is kept.
 */
export function disputeDetailApi() {
  const calls: RecordedCall[] = [];
  const details = new Map<string, DisputeDetail>([
    ['501/chargeback', testDisputeDetail()],
    ['601/retrieval', testDisputeDetail(testRetrieval())],
    ['701/ach-return', testDisputeDetail(testAchReturn())],
  ]);
  const answers: Partial<Record<Action, Answer>> = {};
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://paydesk.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url, method, body, headers: { ...(init?.headers as Record<string, string>) } });
    const path = url.pathname;
    if (path === '/api/merchants/100001') {
      return json(200, {
        id: 100001,
        businessCommonName: 'Blue Harbor Bistro',
        currency: 'USD',
        timezone: 'America/Los_Angeles',
      });
    }
    if (method === 'DELETE' && path.startsWith('/api/merchants/100001/files/')) {
      return new Response(null, { status: 204 });
    }
    const owner = /^\/api\/disputes\/(\d+)\/([a-z-]+)\/account$/.exec(path);
    if (owner) {
      return details.has(`${owner[1]}/${owner[2]}`)
        ? json(200, { merchantId: 100001 })
        : json(404, { error_message: DISPUTE_NOT_FOUND_MESSAGE });
    }
    const match = /^\/api\/disputes\/(\d+)\/([a-z-]+)(?:\/(counter|accept|status))?$/.exec(path);
    const key = match ? `${match[1]}/${match[2]}` : '';
    const detail = details.get(key);
    const merchantId = method === 'GET' ? url.searchParams.get('merchantId') : undefined;
    if (!detail || (method === 'GET' && merchantId !== '100001')) {
      return json(404, { error_message: DISPUTE_NOT_FOUND_MESSAGE });
    }
    const action = match?.[3] as Action | undefined;
    if (!action) return json(200, detail);
    const answer = answers[action];
    if (answer) return answer(body);
    return json(500, { error_message: 'No answer set' });
  });
  const posts = (action: Action) =>
    calls.filter((call) => call.method === 'POST' && call.url.pathname.endsWith(`/${action}`));
  return { fetchMock, calls, details, answers, posts };
}
