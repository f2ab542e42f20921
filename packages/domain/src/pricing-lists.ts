import { z } from 'zod';
import { idField, idParam, merchantIdParam } from './ids';
import { DEFAULT_PAGE_SIZE } from './list-params';
import { listQuerySchema } from './list-query';
import {
  PRICING_LIST_COLUMNS,
  PRICING_LIST_DEFAULT_SORT,
  PRICING_LIST_MESSAGES,
  PRODUCT_LIMITS,
} from './product-fields';
import { priceCentsField, productDescriptionField } from './products';
import { listRangeQuerySchema } from './wall-clock';

/** Pricing lists: named sets of product prices, CRUD and analytics (part 2 §3, §7). */

export const pricingListIdParam = () => idParam('pricingList', 'A pricing list id');
export const pricingListParams = z.object({
  id: merchantIdParam(),
  pricingListId: pricingListIdParam(),
});

export const pricingListSchema = z
  .object({
    id: z.number().int(),
    merchantId: z.number().int(),
    name: z.string(),
    description: z.string(),
    currency: z.string(),
    active: z.boolean(),
    /** Products the list prices. */
    itemsCount: z.number().int(),
    /** ISO 8601, UTC. */
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Units sold at the list's prices in the query's range (all time without one). */
    unitsSold: z.number().int(),
    /** Cents. */
    revenue: z.number().int(),
  })
  .meta({ id: 'PricingList' });
export type PricingList = z.infer<typeof pricingListSchema>;

/** The list: `search` matches the name; `active`; the range bounds the figures (as products). */
export const pricingListListQuerySchema = listRangeQuerySchema.safeExtend({
  ...listQuerySchema({
    columns: PRICING_LIST_COLUMNS,
    defaultSort: PRICING_LIST_DEFAULT_SORT,
    defaultPerPage: DEFAULT_PAGE_SIZE,
  }).shape,
  active: z
    .enum(['true', 'false'], { error: 'Use active=true or active=false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type PricingListListQuery = z.output<typeof pricingListListQuerySchema>;

const M = PRICING_LIST_MESSAGES;

const nameField = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(PRODUCT_LIMITS.name, M.tooLong(PRODUCT_LIMITS.name))
  .meta({ examples: ['Wholesale'] });

/** One product of a list at its list price. */
export const pricingListItemInputSchema = z.object({
  productId: idField('product', "A product of the account (another account's: refused)"),
  price: priceCentsField,
});

/** Products once each, at most 500. */
const itemsField = z
  .array(pricingListItemInputSchema)
  .max(PRODUCT_LIMITS.pricingListItems, M.tooManyItems)
  .superRefine((items, context) => {
    const seen = new Set<number>();
    items.forEach((item, index) => {
      if (seen.has(item.productId)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'productId'],
          message: M.duplicateProduct,
        });
      }
      seen.add(item.productId);
    });
  });

/** Create: a name; optionally its products and their prices. */
export const createPricingListSchema = z
  .object({
    name: nameField,
    description: productDescriptionField.default(''),
    active: z.boolean().default(true),
    items: itemsField.default([]),
  })
  .meta({ id: 'CreatePricingList' });
export type CreatePricingList = z.output<typeof createPricingListSchema>;
export type CreatePricingListInput = z.input<typeof createPricingListSchema>;

/** Edit the name, description or active switch (at least one). */
export const updatePricingListSchema = z
  .object({
    name: nameField.optional(),
    description: productDescriptionField.optional(),
    active: z.boolean().optional(),
  })
  .superRefine((body, context) => {
    if (Object.values(body).every((value) => value === undefined)) {
      context.addIssue({ code: 'custom', path: [], message: M.nothingToChange });
    }
  })
  .meta({ id: 'UpdatePricingList' });
export type UpdatePricingList = z.output<typeof updatePricingListSchema>;
export type UpdatePricingListInput = z.input<typeof updatePricingListSchema>;

/** Replace the list's products and prices with these (an empty array empties it). */
export const replacePricingListItemsSchema = z
  .object({ items: itemsField })
  .meta({ id: 'ReplacePricingListItems' });
export type ReplacePricingListItems = z.output<typeof replacePricingListItemsSchema>;

export const pricingListItemSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  /** Cents: the list's price. */
  price: z.number().int(),
  /** Cents: the product's own price. */
  productPrice: z.number().int(),
  productActive: z.boolean(),
  imageFileId: z.string().nullable(),
});
export type PricingListItem = z.infer<typeof pricingListItemSchema>;

/** One list's page: the list (figures of all time) and its items by product name. */
export const pricingListDetailSchema = z
  .object({
    pricingList: pricingListSchema,
    items: z.array(pricingListItemSchema),
  })
  .meta({ id: 'PricingListDetail' });
export type PricingListDetail = z.infer<typeof pricingListDetailSchema>;
