import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, emailFromIdToken } from './jwt';
import { EXPIRY_MARGIN_MS, isTokenExpired, tokenExpiresAt } from './token-expiry';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: object) => `${b64url({ alg: 'HS256' })}.${b64url(payload)}.sig`;

describe('decodeJwtPayload', () => {
  it('reads the claims of a token, including non-ASCII text', () => {
    const token = jwt({ sub: '7', email: 'zoë@paydesk.test', exp: 1000, iat: 100 });
    expect(decodeJwtPayload(token)).toEqual({
      sub: '7',
      email: 'zoë@paydesk.test',
      exp: 1000,
      iat: 100,
    });
    expect(emailFromIdToken(token)).toBe('zoë@paydesk.test');
  });

  it('answers undefined for anything else', () => {
    expect(decodeJwtPayload('nope')).toBeUndefined();
    expect(decodeJwtPayload('a.%%%.c')).toBeUndefined();
    expect(decodeJwtPayload(`a.${b64url([1])}.c`)).toBeUndefined();
    expect(emailFromIdToken(undefined)).toBeUndefined();
  });
});

describe('tokenExpiresAt', () => {
  it('counts the token lifetime (exp - iat) from the moment it arrived', () => {
    const token = jwt({ iat: 1_000, exp: 1_900 });
    expect(tokenExpiresAt(token, 5_000_000)).toBe(5_000_000 + 900_000);
  });

  it('falls back to exp, then to expiresIn', () => {
    expect(tokenExpiresAt(jwt({ exp: 2_000 }), 0)).toBe(2_000_000);
    expect(tokenExpiresAt('opaque', 10, 60)).toBe(60_010);
  });
});

describe('isTokenExpired', () => {
  it('is expired once the expiry (minus the margin) has passed', () => {
    expect(isTokenExpired(100_000, 100_000 - EXPIRY_MARGIN_MS - 1)).toBe(false);
    expect(isTokenExpired(100_000, 100_000 - EXPIRY_MARGIN_MS)).toBe(true);
    expect(isTokenExpired(undefined, 0)).toBe(true);
  });
});
