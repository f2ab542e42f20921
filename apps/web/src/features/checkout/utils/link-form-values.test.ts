import { describe, expect, it } from 'vitest';
import {
  centsOf,
  EMPTY_LINK,
  expiryDay,
  expiryInstant,
  toCreateInput,
  toUpdateInput,
} from './link-form-values';

const zone = 'America/Los_Angeles';

describe('the New payment link form', () => {
  it('turns dollars into cents', () => {
    expect(centsOf('25.5')).toBe(2550);
    expect(centsOf(19.99)).toBe(1999);
    expect(centsOf('')).toBeUndefined();
  });

  it('ends the expiry day at 23:59:59 of the account’s zone', () => {
    expect(expiryInstant('2026-12-31', zone)).toBe('2027-01-01T07:59:59.000Z');
    expect(expiryInstant('', zone)).toBeNull();
    expect(expiryInstant('31/12/2026', zone)).toBe('31/12/2026');
    expect(expiryDay('2027-01-01T07:59:59.000Z', zone)).toBe('2026-12-31');
    expect(expiryDay(null, zone)).toBe('');
  });

  it('sends products with their quantity rules, and no amount', () => {
    const body = toCreateInput(
      {
        ...EMPTY_LINK,
        title: 'Workshop',
        items: [
          { productId: 7, quantity: 2, adjustableQuantity: true, minQuantity: 1, maxQuantity: 5 },
          {
            productId: 8,
            quantity: '1',
            adjustableQuantity: false,
            minQuantity: '',
            maxQuantity: '',
          },
        ],
        pricingListId: '3',
        maxPayments: '50',
      },
      zone,
    );
    expect(body).toEqual({
      title: 'Workshop',
      description: '',
      amountType: 'items',
      expiresAt: null,
      maxPayments: 50,
      items: [
        { productId: 7, quantity: 2, adjustableQuantity: true, minQuantity: 1, maxQuantity: 5 },
        { productId: 8, quantity: 1, adjustableQuantity: false },
      ],
      pricingListId: 3,
    });
  });

  it('sends a fixed amount in cents, and an open amount with none', () => {
    expect(toCreateInput({ ...EMPTY_LINK, amountType: 'fixed', amount: '40' }, zone)).toMatchObject(
      { amountType: 'fixed', amount: 4000 },
    );
    const open = toCreateInput({ ...EMPTY_LINK, amountType: 'open', amount: '40' }, zone);
    expect(open).not.toHaveProperty('amount');
    expect(open).not.toHaveProperty('items');
  });

  it('edits only what changed', () => {
    const initial = { title: 'A', description: '', expiresAt: '', maxPayments: '' };
    expect(toUpdateInput(initial, { ...initial, title: 'B' }, zone)).toEqual({ title: 'B' });
    expect(toUpdateInput(initial, { ...initial, maxPayments: 3 }, zone)).toEqual({
      maxPayments: 3,
    });
    expect(
      toUpdateInput({ ...initial, expiresAt: '2026-12-31' }, { ...initial, expiresAt: '' }, zone),
    ).toEqual({ expiresAt: null });
  });
});
