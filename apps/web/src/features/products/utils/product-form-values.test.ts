import { describe, expect, it } from 'vitest';
import type { Product } from '../api/products-api';
import {
  changedProductFields,
  EMPTY_PRODUCT,
  priceCents,
  productFormValues,
  toCreateInput,
} from './product-form-values';

const product: Product = {
  id: 7,
  merchantId: 1,
  name: 'Coffee beans',
  description: '1 lb',
  price: 1850,
  currency: 'USD',
  active: true,
  imageFileId: 'f1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  unitsSold: 0,
  revenue: 0,
};

describe('product form values', () => {
  it('turns dollars into whole cents', () => {
    expect(priceCents(18.5)).toBe(1850);
    expect(priceCents('18.50')).toBe(1850);
    expect(priceCents('$1,299.99')).toBe(129999);
    expect(priceCents(0.1 + 0.2)).toBe(30);
    expect(priceCents('')).toBeUndefined();
    expect(priceCents('abc')).toBeNaN();
  });

  it('sends a new product in cents, without an image unless one was uploaded', () => {
    expect(toCreateInput({ ...EMPTY_PRODUCT, name: 'Mug', price: 12 })).toEqual({
      name: 'Mug',
      description: '',
      price: 1200,
      active: true,
    });
    expect(
      toCreateInput({ ...EMPTY_PRODUCT, name: 'Mug', price: 12, imageFileId: 'abc' }).imageFileId,
    ).toBe('abc');
  });

  it('shows a stored product in dollars and sends only what changed', () => {
    const initial = productFormValues(product);
    expect(initial.price).toBe(18.5);
    expect(changedProductFields(initial, initial)).toEqual({});
    expect(
      changedProductFields(initial, { ...initial, price: 20, name: ' Coffee beans ' }),
    ).toEqual({ price: 2000 });
    expect(changedProductFields(initial, { ...initial, imageFileId: null })).toEqual({
      imageFileId: null,
    });
    expect(changedProductFields(initial, { ...initial, active: false })).toEqual({ active: false });
  });
});

describe('pricing list items', () => {
  it('adds, reprices and removes one product, keeping the others', async () => {
    const { withItem, withoutItem, changedPricingListFields } = await import(
      './pricing-list-form-values'
    );
    const items = [
      { productId: 1, price: 100, name: 'A' },
      { productId: 2, price: 200, name: 'B' },
    ];
    expect(withItem(items, 3, 300)).toEqual([
      { productId: 1, price: 100 },
      { productId: 2, price: 200 },
      { productId: 3, price: 300 },
    ]);
    expect(withItem(items, 1, 150)).toEqual([
      { productId: 2, price: 200 },
      { productId: 1, price: 150 },
    ]);
    expect(withoutItem(items, 2)).toEqual([{ productId: 1, price: 100 }]);
    const initial = { name: 'Staff', description: '', active: true };
    expect(changedPricingListFields(initial, { ...initial, active: false })).toEqual({
      active: false,
    });
  });
});
