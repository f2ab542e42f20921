import type { CreateProductInput, UpdateProductInput } from '@paydesk/domain/products';
import type { Product } from '../api/products-api';

/** What the product form holds: the price in dollars as typed, the image's file id or none. */
export type ProductFormValues = {
  name: string;
  description: string;
  /** Dollars: a number once typed, '' or text while it is not one. */
  price: number | string;
  active: boolean;
  imageFileId: string | null;
};

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  active: true,
  imageFileId: null,
};

/**
 * Dollars as typed -> whole cents; '' -> undefined (the schema asks for a price); text that is
 * not a number -> NaN (the schema's price message shows).
 */
export function priceCents(dollars: number | string): number | undefined {
  if (typeof dollars === 'number') {
    return Number.isFinite(dollars) ? Math.round(dollars * 100) : Number.NaN;
  }
  const text = dollars.trim().replaceAll(',', '').replace(/^\$/, '');
  if (text === '') return undefined;
  return /^\d+(\.\d*)?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
}

/** Cents as the dollar field shows them: 1850 -> 18.5 (the field pads to 18.50). */
export const centsToDollars = (cents: number) => cents / 100;

/** A stored product as the edit form shows it. */
export function productFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: centsToDollars(product.price),
    active: product.active,
    imageFileId: product.imageFileId,
  };
}

/** The create body: the price in cents, the image only when one was uploaded. */
export function toCreateInput(values: ProductFormValues): CreateProductInput {
  return {
    name: values.name,
    description: values.description,
    price: priceCents(values.price) as number,
    active: values.active,
    ...(values.imageFileId ? { imageFileId: values.imageFileId } : {}),
  };
}

/** The edit body: only what differs from the stored product (null removes the image). */
export function changedProductFields(
  initial: ProductFormValues,
  values: ProductFormValues,
): UpdateProductInput {
  const changed: UpdateProductInput = {};
  if (values.name.trim() !== initial.name.trim()) changed.name = values.name;
  if (values.description.trim() !== initial.description.trim()) {
    changed.description = values.description;
  }
  const cents = priceCents(values.price);
  if (cents !== priceCents(initial.price)) changed.price = cents as number;
  if (values.active !== initial.active) changed.active = values.active;
  if (values.imageFileId !== initial.imageFileId) changed.imageFileId = values.imageFileId;
  return changed;
}
