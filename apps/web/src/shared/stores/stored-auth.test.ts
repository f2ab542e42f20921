import { describe, expect, it } from 'vitest';
import { storedAuthIsSignedIn } from './stored-auth';

describe('storedAuthIsSignedIn', () => {
  it('reads the persisted auth state of another tab', () => {
    const signedIn = { state: { isAuthenticated: true, token: { idToken: 'x' } }, version: 1 };
    expect(storedAuthIsSignedIn(JSON.stringify(signedIn))).toBe(true);
    const out = { state: { isAuthenticated: false, token: null }, version: 1 };
    expect(storedAuthIsSignedIn(JSON.stringify(out))).toBe(false);
    expect(storedAuthIsSignedIn(null)).toBe(false);
    expect(storedAuthIsSignedIn('{oops')).toBe(false);
  });
});
