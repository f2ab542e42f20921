import { describe, expect, it } from 'vitest';
import { validateSignIn } from './validate-sign-in';

describe('validateSignIn', () => {
  it('requires both fields', () => {
    expect(validateSignIn({ email: ' ', password: '' })).toEqual({
      email: 'Please enter your email',
      password: 'This field is required',
    });
  });

  it('rejects a malformed e-mail and accepts a good one', () => {
    expect(validateSignIn({ email: 'owner@paydesk', password: 'x' })).toEqual({
      email: 'The email is invalid',
    });
    expect(validateSignIn({ email: ' Owner@Paydesk.test ', password: 'x' })).toEqual({});
  });
});
