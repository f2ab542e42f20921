import { describe, expect, it } from 'vitest';
import {
  caretAfterDigits,
  dollarsToCents,
  EXPIRED_MESSAGE,
  EXPIRY_FORMAT_MESSAGE,
  EXPIRY_MONTH_MESSAGE,
  editCardNumber,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  typedCardBrand,
} from './card-entry';

describe('card number as typed', () => {
  it('groups Visa, MasterCard and Discover by four, American Express 4-6-5', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('5555555555554444')).toBe('5555 5555 5555 4444');
    expect(formatCardNumber('6011111111111117')).toBe('6011 1111 1111 1117');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4242424242424242424')).toBe('4242 4242 4242 4242 424');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('')).toBe('');
  });

  it('takes what is typed with spaces, dashes or letters, and stops at the brand’s length', () => {
    expect(formatCardNumber('4242-42ab')).toBe('4242 42');
    expect(formatCardNumber('4242 4242 4242 4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('37828224631000599')).toBe('3782 822463 10005');
    expect(formatCardNumber('55555555555544449')).toBe('5555 5555 5555 4444');
    expect(typedCardBrand('4242 42')).toBe('Visa');
    expect(typedCardBrand('37')).toBe('American Express');
    expect(typedCardBrand('9')).toBeNull();
  });

  it('names the brand from the first digits and stops at its length', () => {
    expect(editCardNumber('4', 1).brand).toBe('Visa');
    expect(editCardNumber('37', 2).brand).toBe('American Express');
    expect(editCardNumber('51', 2).brand).toBe('MasterCard');
    expect(editCardNumber('6011', 4).brand).toBe('Discover');
    expect(editCardNumber('9', 1).brand).toBeNull();
    // Amex takes 15 digits, MasterCard 16: what is typed beyond is dropped.
    expect(editCardNumber('3782822463100059999', null).value).toBe('3782 822463 10005');
    expect(editCardNumber('55555555555544449', null).value).toBe('5555 5555 5555 4444');
  });

  it('takes pasted numbers with spaces or dashes and keeps the caret after the same digit', () => {
    expect(editCardNumber('4242-4242-4242-4242', null).value).toBe('4242 4242 4242 4242');
    // A digit typed after the fourth: the caret moves past the new space.
    const typed = editCardNumber('42424', 5);
    expect(typed).toMatchObject({ value: '4242 4', caret: 6 });
    // A digit inserted in the middle keeps its place.
    const inserted = editCardNumber('42142 4242', 3);
    expect(inserted.value).toBe('4214 2424 2');
    expect(inserted.caret).toBe(3);
    expect(caretAfterDigits('4242 4242', 4)).toBe(4);
    expect(caretAfterDigits('4242 4242', 5)).toBe(6);
  });
});

describe('expiry as typed', () => {
  it('adds the slash and a leading zero by itself', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/289')).toBe('12/28');
    // Backspace over the slash takes the month's last digit with it.
    expect(formatExpiry('12', '12/')).toBe('1');
  });

  it('reads MM/YY and says what is wrong', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(parseExpiry('12/28')).toEqual({ month: 12, year: 2028 });
    expect(parseExpiry('1228')).toBeNull();
    expect(expiryProblem('12/28', now)).toBeNull();
    expect(expiryProblem('11/26', now)).toBeNull();
    expect(expiryProblem('10/26', now)).toBe(EXPIRED_MESSAGE);
    expect(expiryProblem('13/28', now)).toBe(EXPIRY_MONTH_MESSAGE);
    expect(expiryProblem('1', now)).toBe(EXPIRY_FORMAT_MESSAGE);
  });
});

describe('dollars as typed', () => {
  it('turns an amount field’s number or text into whole cents', () => {
    expect(dollarsToCents(46.08)).toBe(4608);
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('12.')).toBe(1200);
    expect(dollarsToCents('')).toBeUndefined();
    expect(dollarsToCents('12a')).toBeUndefined();
    expect(dollarsToCents(-1)).toBeUndefined();
  });
});
