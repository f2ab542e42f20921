import { paymentMethodInputSchema } from '@paydesk/domain/subscriptions';
import { describe, expect, it } from 'vitest';
import { EMPTY_METHOD, linkToken, subscriptionIdOf, toMethodInput } from './subscriber-values';

describe('subscriber values', () => {
  it('reads the link token and the id', () => {
    expect(linkToken(new URLSearchParams('token=abc.def'))).toBe('abc.def');
    expect(linkToken(new URLSearchParams(''))).toBe('');
    expect(subscriptionIdOf('17')).toBe(17);
    expect(subscriptionIdOf('0')).toBeUndefined();
    expect(subscriptionIdOf('abc')).toBeUndefined();
    expect(subscriptionIdOf('99999999999')).toBeUndefined();
  });

  it('sends only the chosen method', () => {
    const card = toMethodInput({
      ...EMPTY_METHOD,
      card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jane' },
    });
    expect(card).toEqual({
      method: 'card',
      card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Jane' },
    });
    expect(paymentMethodInputSchema.safeParse(card).success).toBe(true);
    const ach = toMethodInput({ ...EMPTY_METHOD, method: 'ach' });
    expect(ach.method).toBe('ach');
    expect('card' in ach).toBe(false);
  });
});
