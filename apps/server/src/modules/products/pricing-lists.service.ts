import type {
  CreatePricingList,
  PricingList,
  PricingListDetail,
  ReplacePricingListItems,
  UpdatePricingList,
} from '@paydesk/domain/pricing-lists';
import { PRICING_LIST_MESSAGES } from '@paydesk/domain/product-fields';
import type { CatalogAnalytics, CatalogAnalyticsQuery } from '@paydesk/domain/products';
import { type Database, type RawQuery, sqlQuery } from '../../db/client';
import { type Actor, recordSuccess } from '../../platform/audit';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors';
import type { Merchant } from '../../platform/route-merchant';
import { type PricingListScope, pricingListRow } from './pricing-list-list';
import {
  catalogAnalytics,
  deletePricingListRow,
  insertPricingList,
  linksNaming,
  pricingListItemsOf,
  pricingListOf,
  productIdsOf,
  replaceItems,
  updatePricingListRow,
} from './products.repository';
import { requireCheckoutCatalog } from './products.service';

/** Pricing lists (part 2 §7 "pricing lists CRUD and analytics"). */

export const pricingListScope = (merchant: Merchant): PricingListScope => ({
  merchantId: requireCheckoutCatalog(merchant).id,
});

async function listOrNotFound(
  run: RawQuery,
  merchantId: number,
  pricingListId: number,
  lock = false,
): Promise<PricingList> {
  const row = await pricingListOf(run, merchantId, pricingListId, lock);
  if (!row) throw new NotFound(PRICING_LIST_MESSAGES.notFound);
  return pricingListRow(row);
}

async function detailOf(
  run: RawQuery,
  merchantId: number,
  pricingListId: number,
): Promise<PricingListDetail> {
  const pricingList = await listOrNotFound(run, merchantId, pricingListId);
  const items = await pricingListItemsOf(run, pricingListId);
  return {
    pricingList,
    items: items.map((row) => ({
      productId: Number(row.product_id),
      name: String(row.name),
      price: Number(row.price),
      productPrice: Number(row.product_price),
      productActive: Boolean(row.product_active),
      imageFileId: row.image_file_id === null ? null : String(row.image_file_id),
    })),
  };
}

export async function pricingListDetail(
  run: RawQuery,
  merchant: Merchant,
  pricingListId: number,
): Promise<PricingListDetail> {
  requireCheckoutCatalog(merchant);
  return detailOf(run, merchant.id, pricingListId);
}

/** Items must name this merchant's products: 422 on `items.N.productId` otherwise. */
async function itemProblems(
  run: RawQuery,
  merchantId: number,
  items: readonly { productId: number }[],
): Promise<void> {
  const known = await productIdsOf(
    run,
    merchantId,
    items.map((item) => item.productId),
  );
  const problems: Record<string, string[]> = {};
  items.forEach((item, index) => {
    if (!known.has(item.productId)) {
      problems[`items.${index}.productId`] = [PRICING_LIST_MESSAGES.productNotFound];
    }
  });
  if (Object.keys(problems).length > 0) throw new ValidationFailed(problems);
}

/** Creates a list with its items (audited `pricing-list-create` with the item count). */
export async function createPricingList(
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  body: CreatePricingList,
): Promise<PricingListDetail> {
  requireCheckoutCatalog(merchant);
  const run = sqlQuery(tx);
  await itemProblems(run, merchant.id, body.items);
  const id = await insertPricingList(run, merchant.id, merchant.currency, body);
  await replaceItems(run, id, body.items);
  await recordSuccess(tx, actor, {
    action: 'pricing-list-create',
    details: { merchantId: merchant.id, pricingListId: id, items: body.items.length },
  });
  return detailOf(run, merchant.id, id);
}

/** Edits the name, description or switch (audited with the fields changed). */
export async function updatePricingList(
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  pricingListId: number,
  body: UpdatePricingList,
): Promise<PricingList> {
  requireCheckoutCatalog(merchant);
  const run = sqlQuery(tx);
  const stored = await listOrNotFound(run, merchant.id, pricingListId, true);
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== stored[key as keyof PricingList]) changes[key] = value;
  }
  const fields = Object.keys(changes);
  if (fields.length > 0) await updatePricingListRow(run, pricingListId, changes);
  await recordSuccess(tx, actor, {
    action: 'pricing-list-update',
    details: { merchantId: merchant.id, pricingListId, fields },
  });
  return listOrNotFound(run, merchant.id, pricingListId);
}

/** The list prices exactly these products afterwards (audited with the counts). */
export async function replacePricingListItems(
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  pricingListId: number,
  body: ReplacePricingListItems,
): Promise<PricingListDetail> {
  requireCheckoutCatalog(merchant);
  const run = sqlQuery(tx);
  const stored = await listOrNotFound(run, merchant.id, pricingListId, true);
  await itemProblems(run, merchant.id, body.items);
  await replaceItems(run, pricingListId, body.items);
  await recordSuccess(tx, actor, {
    action: 'pricing-list-items-replace',
    details: {
      merchantId: merchant.id,
      pricingListId,
      itemsBefore: stored.itemsCount,
      items: body.items.length,
    },
  });
  return detailOf(run, merchant.id, pricingListId);
}

/** Deletes a list no payment link names (409 otherwise); its line items keep their figures. */
export async function deletePricingList(
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  pricingListId: number,
): Promise<void> {
  requireCheckoutCatalog(merchant);
  const run = sqlQuery(tx);
  const stored = await listOrNotFound(run, merchant.id, pricingListId, true);
  if ((await linksNaming(run, pricingListId)) > 0) {
    throw new Conflict(PRICING_LIST_MESSAGES.usedByLinks);
  }
  await deletePricingListRow(run, pricingListId);
  await recordSuccess(tx, actor, {
    action: 'pricing-list-delete',
    details: { merchantId: merchant.id, pricingListId, items: stored.itemsCount },
  });
}

export async function pricingListAnalytics(
  run: RawQuery,
  merchant: Merchant,
  pricingListId: number,
  query: CatalogAnalyticsQuery,
): Promise<CatalogAnalytics> {
  requireCheckoutCatalog(merchant);
  await listOrNotFound(run, merchant.id, pricingListId);
  return catalogAnalytics(
    run,
    merchant.id,
    'pricing_list_id',
    pricingListId,
    query,
    merchant.currency,
  );
}
