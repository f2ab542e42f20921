import { describe, expect, it } from 'vitest';
import { pastMonthsKeyOf, viewOf } from './partner-volume-view';

describe('viewOf', () => {
  it('reads a known view and falls back to volume by partner', () => {
    expect(viewOf('months')).toBe('months');
    expect(viewOf('nonsense')).toBe('partners');
    expect(viewOf(null)).toBe('partners');
  });
});

describe('pastMonthsKeyOf', () => {
  it('reads the country, type, client, processor and merchant of the URL', () => {
    const params = new URLSearchParams('country=CAN&type=card&client=3&processorId=2');
    expect(pastMonthsKeyOf(params, 100001, true)).toEqual({
      country: 'CAN',
      type: 'card',
      client: 3,
      processorId: '2',
      merchantid: '100001',
    });
  });

  it('falls back to the USA and all volume, and drops values the API would refuse', () => {
    const params = new URLSearchParams('country=FRA&type=cash&client=0&processorId=9');
    expect(pastMonthsKeyOf(params, undefined, true)).toEqual({ country: 'USA', type: 'all' });
    expect(pastMonthsKeyOf(params, undefined, false)).toEqual({ country: 'USA' });
  });
});
