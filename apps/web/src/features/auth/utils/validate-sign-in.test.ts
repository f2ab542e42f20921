import { describe, expect, it } from 'vitest';
import { emailError, newPasswordErrors, resetCodeError, validateSignIn } from './validate-sign-in';

describe('validateSignIn', () => {
  it('requires both fields', () => {
    expect(validateSignIn({ email: ' ', password: '' })).toEqual({
      email: 'Please enter your email',
      password: 'This field is required',
    });
  });

  it('uses the domain e-mail rule', () => {
    expect(emailError('owner@paydesk')).toBe('The email is invalid');
    expect(emailError('owner..x@paydesk.test')).toBe('The email is invalid');
    expect(validateSignIn({ email: ' Owner@Paydesk.test ', password: 'x' })).toEqual({});
  });
});

describe('new password and code', () => {
  it('lists every failing rule', () => {
    expect(newPasswordErrors('abc')).toEqual([
      'Must contain at least 12 characters.',
      'Must contain at least one uppercase character.',
      'Must contain at least one number.',
      'Must contain at least one special character.',
    ]);
    expect(newPasswordErrors('')).toEqual(['This field is required']);
    expect(newPasswordErrors('Fresh!Paydesk2027')).toEqual([]);
  });

  it('wants six digits', () => {
    expect(resetCodeError('12345')).toBe('Enter the 6-digit code from the e-mail');
    expect(resetCodeError(' 123456 ')).toBeUndefined();
  });
});
