import { describe, expect, it } from 'vitest';
import { ssoTarget } from './sso-target';

const none = { disputeId: null, disputeType: null, applicationToken: null };

describe('ssoTarget', () => {
  it('opens the dispute the sign-on carried', () => {
    const redirect = { ...none, disputeId: '42', disputeType: 'chargeback' };
    expect(ssoTarget(redirect, '/admin')).toBe('/dispute-detail/42/chargeback');
  });

  it('opens the application for an application token', () => {
    expect(ssoTarget({ ...none, applicationToken: 'app 1' }, '/x')).toBe('/apply?appToken=app+1');
  });

  it('lands normally otherwise, also with half a dispute', () => {
    expect(ssoTarget(none, '/dashboard/100001')).toBe('/dashboard/100001');
    expect(ssoTarget({ ...none, disputeId: '42' }, '/admin')).toBe('/admin');
  });
});
