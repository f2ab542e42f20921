import { PRODUCT_IMAGE_TYPES, PRODUCT_MESSAGES } from '@paydesk/domain/product-fields';
import type {
  CatalogAnalytics,
  CatalogAnalyticsQuery,
  CreateProduct,
  Product,
  ProductDetail,
  ProductForSale,
  UpdateProduct,
} from '@paydesk/domain/products';
import { type Database, type RawQuery, sqlQuery } from '../../db/client';
import { type Actor, recordSuccess } from '../../platform/audit';
import { Forbidden, NotFound, ValidationFailed } from '../../platform/errors';
import type { Merchant } from '../../platform/route-merchant';
import type { ProductScope } from './product-list';
import { productRow } from './product-list';
import {
  activeProductsAt,
  catalogAnalytics,
  fileOf,
  insertProduct,
  pricingListsOfProduct,
  productOf,
  updateProductRow,
} from './products.repository';

/**
 * Products (part 2 §7): the feature flag, the list's scope, one product, create, edit,
 * activate/deactivate, analytics, and what other modules sell (productsForSale).
 */

/** Every products and pricing-lists call: 403 unless the account allows checkout. */
export function requireCheckoutCatalog(merchant: Merchant): Merchant {
  if (!merchant.allowCheckout) throw new Forbidden(PRODUCT_MESSAGES.disabled);
  return merchant;
}

export const productScope = (merchant: Merchant): ProductScope => ({
  merchantId: requireCheckoutCatalog(merchant).id,
});

/**
 * What a sale may charge (payment links, subscriptions): the merchant's ACTIVE products among
 * `productIds` (others — inactive, unknown, another merchant's — are left out), each at the
 * pricing list's price when `pricingListId` names a list of this merchant that prices it, else
 * at the product's own price (`pricedByList` tells which). Reads in the caller's transaction.
 */
export async function productsForSale(
  run: RawQuery,
  merchantId: number,
  productIds: readonly number[],
  pricingListId: number | null = null,
): Promise<ProductForSale[]> {
  if (productIds.length === 0) return [];
  const rows = await activeProductsAt(run, merchantId, productIds, pricingListId);
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    description: String(row.description),
    price: Number(row.price),
    currency: String(row.currency),
    imageFileId: row.image_file_id === null ? null : String(row.image_file_id),
    pricedByList: Boolean(row.priced_by_list),
  }));
}

async function productOrNotFound(
  run: RawQuery,
  merchantId: number,
  productId: number,
  lock = false,
): Promise<Product> {
  const row = await productOf(run, merchantId, productId, lock);
  if (!row) throw new NotFound(PRODUCT_MESSAGES.notFound);
  return productRow(row);
}

/** One product's page (404 for another account's product or an unknown id). */
export async function productDetail(
  run: RawQuery,
  merchant: Merchant,
  productId: number,
): Promise<ProductDetail> {
  requireCheckoutCatalog(merchant);
  const product = await productOrNotFound(run, merchant.id, productId);
  const lists = await pricingListsOfProduct(run, merchant.id, productId);
  return {
    product,
    pricingLists: lists.map((row) => ({
      id: Number(row.id),
      name: String(row.name),
      active: Boolean(row.active),
      price: Number(row.price),
    })),
  };
}

/** The image must be a checkout-images file of this merchant, and an image. */
async function imageProblems(
  run: RawQuery,
  merchantId: number,
  imageFileId: string | null | undefined,
): Promise<Record<string, string[]>> {
  if (!imageFileId) return {};
  const file = await fileOf(run, merchantId, imageFileId);
  if (file?.type !== 'checkout-images') return { imageFileId: [PRODUCT_MESSAGES.imageNotFound] };
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.content_type)) {
    return { imageFileId: [PRODUCT_MESSAGES.imageNotImage] };
  }
  return {};
}

/** Creates a product in the account's currency (audited `product-create`). */
export async function createProduct(
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  body: CreateProduct,
): Promise<Product> {
  requireCheckoutCatalog(merchant);
  const run = sqlQuery(tx);
  const problems = await imageProblems(run, merchant.id, body.imageFileId);
  if (Object.keys(problems).length > 0) throw new ValidationFailed(problems);
  const id = await insertProduct(run, merchant.id, merchant.currency, body);
  await recordSuccess(tx, actor, {
    action: 'product-create',
    details: { merchantId: merchant.id, productId: id, price: body.price, active: body.active },
  });
  return productOrNotFound(run, merchant.id, id);
}

const STORED_FIELD: Record<keyof UpdateProduct, keyof Product> = {
  name: 'name',
  description: 'description',
  price: 'price',
  active: 'active',
  imageFileId: 'imageFileId',
};

/**
 * Edits a product: the fields sent that differ from the stored ones. A change of `active`
 * alone is audited `product-activate` / `product-deactivate`; any other `product-update`
 * with the names of the fields changed.
 */
export async function updateProduct(
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  productId: number,
  body: UpdateProduct,
): Promise<Product> {
  requireCheckoutCatalog(merchant);
  const run = sqlQuery(tx);
  const stored = await productOrNotFound(run, merchant.id, productId, true);
  const problems =
    body.imageFileId !== stored.imageFileId
      ? await imageProblems(run, merchant.id, body.imageFileId)
      : {};
  if (Object.keys(problems).length > 0) throw new ValidationFailed(problems);
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== stored[STORED_FIELD[key as keyof UpdateProduct]]) {
      changes[key] = value;
    }
  }
  const fields = Object.keys(changes);
  if (fields.length > 0) await updateProductRow(run, merchant.id, productId, changes);
  const onlyActive = fields.length === 1 && fields[0] === 'active';
  await recordSuccess(tx, actor, {
    action: onlyActive
      ? changes.active
        ? 'product-activate'
        : 'product-deactivate'
      : 'product-update',
    details: { merchantId: merchant.id, productId, fields },
  });
  return productOrNotFound(run, merchant.id, productId);
}

/** A product's units and revenue over the range, one point a day. */
export async function productAnalytics(
  run: RawQuery,
  merchant: Merchant,
  productId: number,
  query: CatalogAnalyticsQuery,
): Promise<CatalogAnalytics> {
  requireCheckoutCatalog(merchant);
  await productOrNotFound(run, merchant.id, productId);
  return catalogAnalytics(run, merchant.id, 'product_id', productId, query, merchant.currency);
}
