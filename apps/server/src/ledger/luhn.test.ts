import { describe, expect, it } from 'vitest';
import { findCardNumbers, isLuhnValid } from './luhn';

describe('Luhn', () => {
  it('knows card numbers from other digits', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
  });

  it('finds a card number inside text, with or without separators', () => {
    expect(findCardNumbers('paid with 4111 1111 1111 1111 today')).toEqual(['4111111111111111']);
    expect(findCardNumbers('ref 5555-5555-5555-4444')).toEqual(['5555555555554444']);
    expect(findCardNumbers('T3-100001-000042 and •••• 4242')).toEqual([]);
    expect(findCardNumbers('B3-100001-20250101 B2-100002-20241231')).toEqual([]);
    expect(findCardNumbers('amex 3782 822463 10005')).toEqual(['378282246310005']);
    expect(findCardNumbers('x4242424242424242y')).toEqual(['4242424242424242']);
    expect(findCardNumbers('pan=4242424242424242&exp=12/29')).toEqual(['4242424242424242']);
  });

  it('does not mistake a digit run inside a hash or token for a card number', () => {
    // A SHA-256 in hex from the generated device pins of the large profile: 6303395337655430
    // passes Luhn.
    const hash = 'cde29dbe6303395337655430fd2482a8f32fe2920b0ae66322ec8f09d04b7a24';
    expect(isLuhnValid('6303395337655430')).toBe(true);
    expect(findCardNumbers(`aa${'4242424242424242'}${'f'.repeat(30)}`)).toEqual([]);
    expect(findCardNumbers(hash)).toEqual([]);
    expect(findCardNumbers(`token ${'Ab9_'.repeat(5)}4242424242424242${'zZ+/'.repeat(3)}`)).toEqual(
      [],
    );
    expect(findCardNumbers(`${hash} 4242424242424242`)).toEqual(['4242424242424242']);
  });

  it('does not mistake the groups of a UUID (an Idempotency-Key) for a card number', () => {
    // The last four groups read as 4242-4242-4242-4242, a dashed card number that passes Luhn.
    const key = 'crash-3-7-3f2a9c1e-4242-4242-4242-4242abcdef01';
    expect(findCardNumbers('4242-4242-4242-4242 paid')).toEqual(['4242424242424242']);
    expect(findCardNumbers(key)).toEqual([]);
    expect(findCardNumbers(`${key} and 4242-4242-4242-4242`)).toEqual(['4242424242424242']);
  });
});
