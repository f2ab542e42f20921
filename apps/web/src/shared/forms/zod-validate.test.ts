import { resetPasswordRequestSchema, signInRequestSchema } from '@paydesk/domain/auth';
import { limitIncreaseRequestSchema } from '@paydesk/domain/merchant-account';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuePath, zodValidate } from './zod-validate';

describe('zodValidate', () => {
  it('answers nothing for valid values', () => {
    const validate = zodValidate(signInRequestSchema);
    expect(validate({ email: ' Owner@Paydesk.test ', password: 'x' })).toEqual({});
  });

  it('gives the sign-in messages of part 1 §5, keyed by field', () => {
    const validate = zodValidate(signInRequestSchema);
    expect(validate({ email: ' ', password: '' })).toEqual({
      email: ['Please enter your email'],
      password: ['This field is required'],
    });
    expect(validate({ email: 'owner@paydesk', password: 'x' })).toEqual({
      email: ['The email is invalid'],
    });
  });

  it('keeps every message of a field, in order (a checkbox group lists them all)', () => {
    const errors = zodValidate(resetPasswordRequestSchema)({
      email: 'owner@paydesk.test',
      code: '12',
      newPassword: 'abc',
    });
    expect(errors).toEqual({
      code: ['Enter the 6-digit code from the e-mail'],
      newPassword: [
        'Must contain at least 12 characters.',
        'Must contain at least one uppercase character.',
        'Must contain at least one number.',
        'Must contain at least one special character.',
      ],
    });
  });

  it('validates what toInput makes of the values (dollars typed -> cents)', () => {
    const toInput = (values: { dollars: string; kind: string; reason: string }) => ({
      kind: values.kind,
      requestedMonthlyLimit: Math.round(Number(values.dollars || 0) * 100),
      reason: values.reason,
    });
    const validate = zodValidate(limitIncreaseRequestSchema, toInput);
    expect(validate({ dollars: '', kind: 'card', reason: 'x' })).toEqual({
      requestedMonthlyLimit: ['Enter the monthly limit you need'],
    });
    expect(validate({ dollars: '12.5', kind: 'card', reason: 'x' })).toEqual({});
  });

  it('keys nested fields by their dotted path', () => {
    const schema = z.object({
      business: z.object({ ein: z.string().length(9, 'Tax ID/EIN must be 9 digits') }),
      owners: z.array(z.object({ ssn: z.string().min(1, 'You must enter 9 digits') })),
    });
    expect(zodValidate(schema)({ business: { ein: '12' }, owners: [{ ssn: '' }] })).toEqual({
      'business.ein': ['Tax ID/EIN must be 9 digits'],
      'owners.0.ssn': ['You must enter 9 digits'],
    });
    expect(issuePath(['owners', 0, 'ssn'])).toBe('owners.0.ssn');
  });
});
