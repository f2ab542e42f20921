import { describe, expect, it } from 'vitest';
import { typesChip } from './payout-transactions-spec';

describe('typesChip', () => {
  it("names an explain line's types as the line does, in any order", () => {
    expect(typesChip('+CC,+CK,+ACH Payment')).toBe('Sales and payments');
    expect(typesChip('-CK,-CC Refund')).toBe('Refunds');
    expect(typesChip('ACH Payment Return')).toBe('ACH returns');
  });

  it('lists other choices by their names', () => {
    expect(typesChip('+CC,-CK')).toBe('Card sale, ACH refund');
    expect(typesChip('SP - Pending')).toBe('Pending');
  });
});
