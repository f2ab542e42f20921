import { describe, expect, it } from 'vitest';
import { emailSchema, isValidEmail } from './email';

describe('e-mail', () => {
  it.each(['owner@paydesk.test', 'a.b+c@mail.example.co', 'x_y@sub.domain.info'])(
    'accepts %s',
    (e) => expect(isValidEmail(e)).toBe(true),
  );
  it.each([
    'plain',
    'a..b@x.com',
    '.a@x.com',
    'a.@x.com',
    'a@x.c',
    'a@x.company',
    'a@-x.com',
    'a @x.com',
  ])('refuses %s', (e) => expect(isValidEmail(e)).toBe(false));

  it('lower-cases and trims before checking', () => {
    expect(emailSchema.parse('  Owner@Paydesk.TEST ')).toBe('owner@paydesk.test');
  });

  it('uses the recovery form messages', () => {
    expect(emailSchema.safeParse('').error?.issues[0]?.message).toBe('Please enter your email');
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe('The email is invalid');
  });
});
