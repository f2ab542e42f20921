import { z } from 'zod';
import { idParam, merchantIdParam } from './ids';
import { DEFAULT_PAGE_SIZE } from './list-params';
import { listQuerySchema } from './list-query';
import {
  PRODUCT_COLUMNS,
  PRODUCT_DEFAULT_SORT,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES,
} from './product-fields';
import { listRangeQuerySchema, rangeQuerySchema } from './wall-clock';

/** Products: the catalogue, one product, create, edit and analytics (part 2 §3, §7). */

export const productIdParam = () => idParam('product', 'A product id');
export const productParams = z.object({ id: merchantIdParam(), productId: productIdParam() });

/** A product; money in cents of the account's currency (a product's currency is the account's). */
export const productSchema = z
  .object({
    id: z.number().int(),
    merchantId: z.number().int(),
    name: z.string(),
    description: z.string(),
    /** Cents. */
    price: z.number().int(),
    currency: z.string(),
    active: z.boolean(),
    /** A checkout-images file of the account (GET /merchants/{id}/files/{fileId}), or null. */
    imageFileId: z.string().nullable(),
    /** ISO 8601, UTC. */
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Units sold (payment line items) in the query's range; all time without one. */
    unitsSold: z.number().int(),
    /** Cents: the sum of quantity x unit price of those line items. */
    revenue: z.number().int(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

/**
 * The list: `search` matches the name; `active=true|false` filters on the switch;
 * `start_date` / `end_date` (days of `timezone`) bound the units sold and revenue shown (all
 * time without them), not which products are listed.
 */
export const productListQuerySchema = listRangeQuerySchema.safeExtend({
  ...listQuerySchema({
    columns: PRODUCT_COLUMNS,
    defaultSort: PRODUCT_DEFAULT_SORT,
    defaultPerPage: DEFAULT_PAGE_SIZE,
  }).shape,
  active: z
    .enum(['true', 'false'], { error: 'Use active=true or active=false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

const M = PRODUCT_MESSAGES;
const L = PRODUCT_LIMITS;

export const productNameField = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(L.name, M.tooLong(L.name))
  .meta({ examples: ['House blend, 1 lb'] });

export const productDescriptionField = z
  .string()
  .trim()
  .max(L.description, M.tooLong(L.description));

/** Cents from 0 to 99,999,999 ($999,999.99). */
export const priceCentsField = z
  .number({ error: M.priceRequired })
  .int(M.price)
  .min(0, M.price)
  .max(L.maxPriceCents, M.price)
  .meta({ description: 'Cents', examples: [1850] });

const imageFileIdField = z
  .uuid(M.imageNotFound)
  .meta({ 'x-object': 'checkoutImage', description: 'A file uploaded with type checkout-images' })
  .nullable();

/** Create: a name and a price; the currency is the account's. */
export const createProductSchema = z
  .object({
    name: productNameField,
    description: productDescriptionField.default(''),
    price: priceCentsField,
    active: z.boolean().default(true),
    imageFileId: imageFileIdField.optional().transform((value) => value ?? null),
  })
  .meta({ id: 'CreateProduct' });
export type CreateProduct = z.output<typeof createProductSchema>;
export type CreateProductInput = z.input<typeof createProductSchema>;

/** Edit: the fields to change (at least one); `active` alone activates or deactivates. */
export const updateProductSchema = z
  .object({
    name: productNameField.optional(),
    description: productDescriptionField.optional(),
    price: priceCentsField.optional(),
    active: z.boolean().optional(),
    /** null removes the image. */
    imageFileId: imageFileIdField.optional(),
  })
  .superRefine((body, context) => {
    if (Object.values(body).every((value) => value === undefined)) {
      context.addIssue({ code: 'custom', path: [], message: M.nothingToChange });
    }
  })
  .meta({ id: 'UpdateProduct' });
export type UpdateProduct = z.output<typeof updateProductSchema>;
export type UpdateProductInput = z.input<typeof updateProductSchema>;

/** One product's page: the product (figures of all time) and the pricing lists naming it. */
export const productDetailSchema = z
  .object({
    product: productSchema,
    pricingLists: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        active: z.boolean(),
        /** Cents: the product's price in that list. */
        price: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** Analytics over a range (days of `timezone`, a year at most). */
export const catalogAnalyticsQuerySchema = rangeQuerySchema;
export type CatalogAnalyticsQuery = z.output<typeof catalogAnalyticsQuerySchema>;

/**
 * Units and revenue of payment line items in a range: a product's (any pricing list) or a
 * pricing list's (line items sold at its prices), with one point a day, zeros included.
 */
export const catalogAnalyticsSchema = z
  .object({
    start_date: z.string(),
    end_date: z.string(),
    timezone: z.string(),
    currency: z.string(),
    unitsSold: z.number().int(),
    /** Cents: sum of quantity x unit price. */
    revenue: z.number().int(),
    /** Payments (sales) that sold it. */
    paymentsCount: z.number().int(),
    daily: z.array(
      z.object({
        /** YYYY-MM-DD, a day of `timezone`. */
        date: z.string(),
        unitsSold: z.number().int(),
        revenue: z.number().int(),
      }),
    ),
    /** A pricing list's sales by product, most revenue first (empty for a product). */
    byProduct: z.array(
      z.object({
        productId: z.number().int().nullable(),
        name: z.string(),
        unitsSold: z.number().int(),
        revenue: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'CatalogAnalytics' });
export type CatalogAnalytics = z.infer<typeof catalogAnalyticsSchema>;

/** What the products service answers a sale: an active product at the price to charge. */
export interface ProductForSale {
  id: number;
  name: string;
  description: string;
  /** Cents: the pricing list's price when one was named and lists it, else the product's. */
  price: number;
  currency: string;
  imageFileId: string | null;
  /** Whether the named pricing list has a price for it (true when none was named). */
  pricedByList: boolean;
}
