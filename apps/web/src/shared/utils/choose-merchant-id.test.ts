import { describe, expect, it } from 'vitest';
import { chooseMerchantId } from './choose-merchant-id';

describe('chooseMerchantId', () => {
  const merchantIds = [11, 12];

  it('follows explicit, route id, stored, route accountId, first merchant', () => {
    const all = { explicitId: 1, routeId: '2', storedId: 3, routeAccountId: '4', merchantIds };
    expect(chooseMerchantId(all)).toBe(1);
    expect(chooseMerchantId({ ...all, explicitId: undefined })).toBe(2);
    expect(chooseMerchantId({ ...all, explicitId: null, routeId: undefined })).toBe(3);
    expect(chooseMerchantId({ merchantIds, routeAccountId: '4' })).toBe(4);
    expect(chooseMerchantId({ merchantIds })).toBe(11);
    expect(chooseMerchantId({ merchantIds: [] })).toBeUndefined();
  });

  it('skips ids that are not positive integers', () => {
    expect(chooseMerchantId({ routeId: 'abc', routeAccountId: '-3', merchantIds })).toBe(11);
  });
});
