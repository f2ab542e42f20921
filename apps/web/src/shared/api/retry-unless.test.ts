import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { retryUnless } from './retry-unless';

const answer = (status: number) =>
  new ApiError({ status, kind: 'http', message: `HTTP ${status}` });

describe('retryUnless', () => {
  it('never retries the final answers, and others twice at most', () => {
    const retry = retryUnless(400, 404);
    expect(retry(0, answer(404))).toBe(false);
    expect(retry(0, answer(400))).toBe(false);
    expect(retry(0, answer(500))).toBe(true);
    expect(retry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(2, answer(503))).toBe(false);
  });
});
