import { PAY_MESSAGES } from '@paydesk/domain/payment-link-fields';
import { describe, expect, it } from 'vitest';
import {
  achProblems,
  cardProblems,
  emailProblem,
  nameProblem,
  parseDollars,
  textOn,
} from './pay-rules';

describe('the pay form’s checks', () => {
  it('refuses a mistyped card: Luhn, expiry, security code length', () => {
    const valid = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
    expect(cardProblems(valid)).toEqual({});
    expect(cardProblems({ ...valid, number: '4242 4242 4242 4241' })['card.number']).toBeDefined();
    expect(cardProblems({ ...valid, expiry: '13/39' })['card.expiry']).toBe(PAY_MESSAGES.expiry);
    expect(cardProblems({ ...valid, expiry: '01/20' })['card.expiry']).toBe(
      PAY_MESSAGES.cardExpired,
    );
    expect(cardProblems({ ...valid, number: '378282246310005', cvc: '123' })['card.cvc']).toBe(
      PAY_MESSAGES.cvc,
    );
  });

  it('checks bank numbers, name, e-mail and amounts', () => {
    expect(
      achProblems({
        routingNumber: '110000000',
        accountNumber: '000123456789',
        accountType: 'checking',
      }),
    ).toEqual({});
    expect(
      Object.keys(
        achProblems({ routingNumber: '123456789', accountNumber: '12', accountType: 'savings' }),
      ),
    ).toEqual(['ach.routingNumber', 'ach.accountNumber']);
    expect(nameProblem(' ')).toBe(PAY_MESSAGES.nameRequired);
    expect(emailProblem('pat@example.com')).toBeNull();
    expect(emailProblem('pat@')).toBe(PAY_MESSAGES.emailRequired);
    expect(parseDollars('$1,234.5')).toBe(123_450);
    expect(parseDollars('12.345')).toBeNull();
  });

  it('writes dark text on a light brand colour and white on a dark one', () => {
    expect(textOn('#1a56db')).toBe('#ffffff');
    expect(textOn('#fde68a')).toBe('#111827');
  });
});
