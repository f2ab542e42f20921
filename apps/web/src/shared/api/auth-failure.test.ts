import { describe, expect, it } from 'vitest';
import { endsSession } from './auth-failure';

describe('endsSession', () => {
  it('ends the session on 401 and 403', () => {
    expect(endsSession(401, '/users/info')).toBe(true);
    expect(endsSession(403, '/merchants/7/access-rules')).toBe(true);
  });

  it('keeps it for other statuses', () => {
    for (const status of [400, 404, 409, 429, 500, 0])
      expect(endsSession(status, '/x')).toBe(false);
  });

  it('keeps it for the calls the spec names', () => {
    for (const path of [
      '/v2/users/change-email',
      '/v2/users/change-email/confirm',
      '/users/change-password',
      '/payment-plans/3',
      '/subscriptions/9?x=1',
      '/subscriptions-report/7',
    ]) {
      expect(endsSession(401, path)).toBe(false);
    }
  });
});
