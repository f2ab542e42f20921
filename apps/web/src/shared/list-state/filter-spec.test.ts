import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  dollarsToCents,
  type FilterSpec,
  filterChipLabel,
  isFilterActive,
  readFilterValues,
} from './filter-spec';

const brand: FilterSpec = {
  kind: 'multi',
  param: 'card_brand',
  label: 'Brand',
  options: [
    { value: 'Visa', label: 'Visa' },
    { value: 'American Express', label: 'Amex' },
    { value: 'ACH', label: 'ACH' },
  ],
};
const dateType: FilterSpec = {
  kind: 'select',
  param: 'date_type',
  label: 'Date',
  defaultValue: 'transaction',
  options: [
    { value: 'transaction', label: 'Transaction date' },
    { value: 'settled', label: 'Settled date' },
  ],
};
const amount: FilterSpec = {
  kind: 'amount',
  label: 'Amount',
  minParam: 'amount_min',
  maxParam: 'amount_max',
};
const batch: FilterSpec = { kind: 'text', param: 'batch_id', label: 'Batch', pattern: /^\d+$/ };
const range: FilterSpec = { kind: 'date', label: 'Dates', params: ['range', 'from', 'to'] };
const all = [brand, dateType, amount, batch, range];

describe('filter specs', () => {
  it('read the URL, keeping known options and usable values only', () => {
    const values = readFilterValues(
      new URLSearchParams(
        'card_brand=ACH,Nope,Visa,ACH&date_type=transaction&amount_min=1050&amount_max=-3&batch_id=x1&range=today',
      ),
      all,
    );
    expect(values).toEqual({ card_brand: 'ACH,Visa', amount_min: '1050', range: 'today' });
  });

  it('label their chips with the options\u2019 labels, money and values', () => {
    expect(filterChipLabel(brand, { card_brand: 'Visa,American Express' })).toBe(
      'Brand: Visa, Amex',
    );
    expect(filterChipLabel(dateType, { date_type: 'settled' })).toBe('Date: Settled date');
    expect(filterChipLabel(amount, { amount_min: '1000', amount_max: '250000' })).toBe(
      'Amount: $10.00 – $2,500.00',
    );
    expect(filterChipLabel(amount, { amount_min: '1000' })).toBe('Amount: at least $10.00');
    expect(filterChipLabel(amount, { amount_max: '99' })).toBe('Amount: at most $0.99');
    expect(filterChipLabel(batch, { batch_id: '42' })).toBe('Batch: 42');
    expect(filterChipLabel(brand, {})).toBeUndefined();
  });

  it('leave the date range out of the active filters (the header shows it)', () => {
    expect(isFilterActive(range, { range: 'today' })).toBe(false);
    expect(filterChipLabel(range, { range: 'today' })).toBeUndefined();
  });

  it('convert dollars typed to cents and back', () => {
    expect(dollarsToCents(10.5)).toBe('1050');
    expect(dollarsToCents(0.1 + 0.2)).toBe('30');
    expect(dollarsToCents('')).toBe('');
    expect(centsToDollars('1050')).toBe(10.5);
    expect(centsToDollars('abc')).toBeUndefined();
  });
});
