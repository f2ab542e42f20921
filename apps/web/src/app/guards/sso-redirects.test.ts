import { describe, expect, it } from 'vitest';
import { disputeDetailsDecision, disputeRedirectDecision, signupDecision } from './sso-redirects';

describe('disputeRedirectDecision', () => {
  it('opens the dispute when signed in', () => {
    expect(
      disputeRedirectDecision({ signedIn: true, disputeId: '42', type: 'chargeback' }),
    ).toEqual({ navigate: '/dispute-detail/42/chargeback' });
  });

  it('leaves for single sign-on with the dispute otherwise', () => {
    const decision = disputeRedirectDecision({
      signedIn: false,
      disputeId: '42',
      type: 'retrieval',
      email: 'owner@paydesk.test',
    });
    expect(decision).toEqual({
      leaveFor: '/sso/login?disputeId=42&disputeType=retrieval&email=owner%40paydesk.test',
    });
  });
});

describe('disputeDetailsDecision', () => {
  it('opens the dispute when signed in', () => {
    expect(disputeDetailsDecision({ signedIn: true, disputeId: '42', type: 'chargeback' })).toEqual(
      { navigate: '/dispute-detail/42/chargeback' },
    );
  });

  it('goes to sign-in otherwise, remembering the dispute to land on after it', () => {
    expect(disputeDetailsDecision({ signedIn: false, disputeId: '42', type: 'retrieval' })).toEqual(
      { navigate: '/login', remember: '/dispute-detail/42/retrieval' },
    );
  });
});

describe('signupDecision', () => {
  const search = (text: string) => new URLSearchParams(text);

  it('goes to /apply when signed in with a query, home without one', () => {
    expect(signupDecision({ signedIn: true, search: search('appToken=abc') })).toEqual({
      navigate: '/apply?appToken=abc',
    });
    expect(signupDecision({ signedIn: true, search: search('') })).toEqual({ navigate: '/' });
  });

  it('verifies the application as the signed-in user when no account answers to the sign-in', () => {
    expect(
      signupDecision({
        signedIn: true,
        accountNotFound: true,
        search: search('key=k-1&appToken=t-1'),
      }),
    ).toEqual({ navigate: '/verify-merchant-application/k-1/t-1' });
    // Without the key there is nothing to verify: the application as before.
    expect(
      signupDecision({ signedIn: true, accountNotFound: true, search: search('appToken=t-1') }),
    ).toEqual({ navigate: '/apply?appToken=t-1' });
  });

  it('leaves for single sign-on with the application token otherwise', () => {
    expect(signupDecision({ signedIn: false, search: search('token=t-1') })).toEqual({
      leaveFor: '/sso/login?appToken=t-1',
    });
    expect(signupDecision({ signedIn: false, search: search('') })).toEqual({
      leaveFor: '/sso/login',
    });
  });
});
