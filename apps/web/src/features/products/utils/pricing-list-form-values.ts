import type { PricingListItem, UpdatePricingListInput } from '@paydesk/domain/pricing-lists';

/** What the pricing list form holds. */
export type PricingListFormValues = {
  name: string;
  description: string;
  active: boolean;
};

export const EMPTY_PRICING_LIST: PricingListFormValues = {
  name: '',
  description: '',
  active: true,
};

/** The edit body: only what differs from the stored list. */
export function changedPricingListFields(
  initial: PricingListFormValues,
  values: PricingListFormValues,
): UpdatePricingListInput {
  const changed: UpdatePricingListInput = {};
  if (values.name.trim() !== initial.name.trim()) changed.name = values.name;
  if (values.description.trim() !== initial.description.trim()) {
    changed.description = values.description;
  }
  if (values.active !== initial.active) changed.active = values.active;
  return changed;
}

/** The items to send when one product is added or its price changes (the rest as they are). */
export function withItem(
  items: readonly Pick<PricingListItem, 'productId' | 'price'>[],
  productId: number,
  price: number,
): { productId: number; price: number }[] {
  const rest = items
    .filter((item) => item.productId !== productId)
    .map((item) => ({ productId: item.productId, price: item.price }));
  return [...rest, { productId, price }];
}

/** The items to send when one product is removed. */
export function withoutItem(
  items: readonly Pick<PricingListItem, 'productId' | 'price'>[],
  productId: number,
): { productId: number; price: number }[] {
  return items
    .filter((item) => item.productId !== productId)
    .map((item) => ({ productId: item.productId, price: item.price }));
}
