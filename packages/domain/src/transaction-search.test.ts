import { describe, expect, it } from 'vitest';
import {
  dollarsToCents,
  freeTextMatches,
  parseAmount,
  parseTransactionSearch,
  tokenize,
} from './transaction-search';

const parsed = (text: string) => {
  const result = parseTransactionSearch(text);
  if (!result.ok) throw new Error(result.message);
  return result.search;
};

describe('the transactions search syntax', () => {
  it('reads the example of the help: last four, amount, type and e-mail prefix', () => {
    expect(parsed('last4:4242 amount:>100 type:refund email:Ann@')).toEqual({
      text: '',
      last4: '4242',
      amount: { min: 10_001 },
      types: ['-CC Refund', '-CK'],
      email: 'ann@',
    });
  });

  it('keeps quoted values whole and plain words as the free text', () => {
    expect(tokenize('name:"Ann Lee" big "gift card" x')).toEqual([
      'name:"Ann Lee"',
      'big',
      '"gift card"',
      'x',
    ]);
    expect(parsed('name:"Ann Lee"  brand:AMEX  coffee   shop')).toEqual({
      text: 'coffee shop',
      name: 'ann lee',
      brands: ['American Express'],
    });
    // An unknown key is just words.
    expect(parsed('note:hello').text).toBe('note:hello');
  });

  it('merges repeated list terms and reads type codes and groups', () => {
    expect(parsed('type:sale type:+CC brand:visa brand:mc').types).toEqual([
      '+CC',
      '+CK',
      '+ACH Payment',
    ]);
    expect(parsed('brand:visa brand:mc').brands).toEqual(['Visa', 'MasterCard']);
    expect(parsed('status:Declined code:05').statuses).toEqual(['declined']);
    expect(parsed('auth:ab12cd txn:l3-100001-42')).toMatchObject({
      authCode: 'AB12CD',
      transNumber: 'L3-100001-42',
    });
  });

  it('names the term it cannot read', () => {
    for (const [text, fragment] of [
      ['last4:12', 'last4:12'],
      ['amount:lots', 'amount:lots'],
      ['type:gift', 'type:gift'],
      ['brand:diners', 'brand:diners'],
      ['code:99', 'code:99'],
      ['status:lost', 'status:lost'],
      ['email:', 'give a value'],
    ] as const) {
      const result = parseTransactionSearch(text);
      expect(result.ok, text).toBe(false);
      if (!result.ok) expect(result.message).toContain(fragment);
    }
  });
});

describe('amounts in dollars', () => {
  it('turns typed dollars into cents without floating point', () => {
    expect(dollarsToCents('42.5')).toBe(4_250);
    expect(dollarsToCents('$1,200.05')).toBe(120_005);
    expect(dollarsToCents('0.1')).toBe(10);
    expect(dollarsToCents('19.99')).toBe(1_999);
    expect(dollarsToCents('1.234')).toBeUndefined();
    expect(dollarsToCents('-3')).toBeUndefined();
  });

  it('reads comparisons and ranges as inclusive cent bounds', () => {
    expect(parseAmount('>100')).toEqual({ min: 10_001 });
    expect(parseAmount('>=100')).toEqual({ min: 10_000 });
    expect(parseAmount('<20')).toEqual({ max: 1_999 });
    expect(parseAmount('<=20')).toEqual({ max: 2_000 });
    expect(parseAmount('10..20.5')).toEqual({ min: 1_000, max: 2_050 });
    expect(parseAmount('42.50')).toEqual({ min: 4_250, max: 4_250 });
    expect(parseAmount('20..10')).toBeUndefined();
    expect(parseAmount('<0')).toBeUndefined();
  });
});

describe('plain words by their shape', () => {
  it('four digits are a last four or an auth code', () => {
    expect(freeTextMatches('4242')).toEqual([
      { field: 'last4', value: '4242' },
      { field: 'authCode', value: '4242' },
    ]);
  });

  it('a dollar amount, a transaction number, an e-mail, a name', () => {
    expect(freeTextMatches('$42.50')).toEqual([{ field: 'amount', value: 4_250 }]);
    expect(freeTextMatches('L3-100001-42')).toContainEqual({
      field: 'transNumber',
      value: 'L3-100001-42',
    });
    expect(freeTextMatches('Ann@Example')).toEqual([{ field: 'email', value: 'ann@example' }]);
    expect(freeTextMatches('Zoë')).toEqual([
      { field: 'name', value: 'zoë' },
      { field: 'email', value: 'zoë' },
    ]);
    expect(freeTextMatches('Ann Lee')).toEqual([{ field: 'name', value: 'ann lee' }]);
    expect(freeTextMatches('%%')).toEqual([]);
  });
});
