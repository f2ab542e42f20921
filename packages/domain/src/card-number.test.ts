import { describe, expect, it } from 'vitest';
import {
  CARD_BRAND_MESSAGE,
  CARD_NUMBER_MESSAGE,
  cardBrandOf,
  cardNumberProblem,
  luhnValid,
  routingNumberValid,
  TEST_CARDS,
  testNumberResponse,
} from './card-number';

describe('card numbers', () => {
  it('accepts every test card and names its brand', () => {
    for (const card of TEST_CARDS) {
      expect(cardNumberProblem(card.number), card.number).toBeNull();
      expect(cardBrandOf(card.number)).toBe(card.brand);
    }
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberProblem('4242-4242-4242-4242')).toBeNull();
  });

  it('refuses a wrong checksum, a wrong length, letters and brands we do not take', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardNumberProblem('4242424242424241')).toBe(CARD_NUMBER_MESSAGE);
    expect(cardNumberProblem('424242424242')).toBe(CARD_NUMBER_MESSAGE);
    expect(cardNumberProblem('4242a24242424242')).toBe(CARD_NUMBER_MESSAGE);
    // Diners Club and JCB pass Luhn but are not accepted.
    expect(cardNumberProblem('36227206271667')).toBe(CARD_BRAND_MESSAGE);
    expect(cardNumberProblem('3530111333300000')).toBe(CARD_BRAND_MESSAGE);
  });

  it('knows MasterCard 2-series and the Discover ranges', () => {
    expect(cardBrandOf('2223003122003222')).toBe('MasterCard');
    expect(cardBrandOf('6445644564456445')).toBe('Discover');
    expect(cardBrandOf('9999')).toBeNull();
  });

  it('answers the fixed outcome of the test numbers only', () => {
    expect(testNumberResponse('4242424242424242')).toBe('00');
    expect(testNumberResponse('4000000000000002')).toBe('05');
    expect(testNumberResponse('4000000000000127')).toBe('78');
    expect(testNumberResponse('000111111113')).toBe('78');
    expect(testNumberResponse('4111111111111111')).toBeUndefined();
  });
});

describe('routing numbers', () => {
  it('checks the ABA checksum of nine digits', () => {
    expect(routingNumberValid('110000000')).toBe(true);
    expect(routingNumberValid('021000021')).toBe(true);
    expect(routingNumberValid('021000022')).toBe(false);
    expect(routingNumberValid('12345678')).toBe(false);
  });
});
