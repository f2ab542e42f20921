import { randomBytes } from 'node:crypto';
import { formatMoney } from '@paydesk/domain/money';
import { PAYMENT_LINK_MESSAGES, payPagePath } from '@paydesk/domain/payment-link-fields';
import type {
  CreatePaymentLink,
  PaymentLink,
  SharePaymentLink,
  UpdatePaymentLink,
} from '@paydesk/domain/payment-links';
import { type Database, type RawQuery, sqlQuery } from '../../db/client';
import { type Actor, recordSuccess } from '../../platform/audit';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import type { Merchant } from '../../platform/route-merchant';
import { productsForSale } from '../products/products.service';
import {
  countShare,
  insertLink,
  itemsOf,
  linkByToken,
  pricingListOf,
  updateLink,
} from './checkout.repository';
import { requireCheckout } from './checkout.service';
import type { PaymentLinkScope } from './payment-link-list';
import { linkRow } from './payment-link-sql';

/** Payment links: the list's scope, one link, create, edit, activate, deactivate, share. */

const M = PAYMENT_LINK_MESSAGES;

export const paymentLinkScope = (merchant: Merchant, now: Date): PaymentLinkScope => ({
  merchantId: requireCheckout(merchant).id,
  now,
});

/** 16 random bytes as base64url: 22 characters, unguessable. */
export const newLinkToken = () => randomBytes(16).toString('base64url');

async function detailOf(
  run: RawQuery,
  merchant: Merchant,
  token: string,
  now: Date,
): Promise<PaymentLink> {
  const row = await linkByToken(run, merchant.id, token, now);
  if (!row) throw new NotFound(M.notFound);
  const base = linkRow(row);
  const pricingListId = row.pricing_list_id === null ? null : Number(row.pricing_list_id);
  const [items, list] = await Promise.all([
    itemsOf(run, base.id),
    pricingListId === null ? undefined : pricingListOf(run, merchant.id, pricingListId),
  ]);
  return {
    ...base,
    description: String(row.description),
    items: items.map((item) => ({
      position: item.position,
      productId: item.product_id,
      name: item.name,
      description: item.description,
      unitAmount: item.unit_amount,
      quantity: item.quantity,
      adjustableQuantity: item.adjustable_quantity,
      minQuantity: item.min_quantity,
      maxQuantity: item.max_quantity,
      imageFileId: item.image_file_id,
    })),
    pricingListId,
    pricingListName: list?.name ?? null,
    url: payPagePath(base.token),
    updatedAt: String(row.updated_at),
  };
}

/** One link by token (404 for another account's link or an unknown token). */
export async function paymentLinkDetail(
  run: RawQuery,
  merchant: Merchant,
  token: string,
  now: Date,
): Promise<PaymentLink> {
  requireCheckout(merchant);
  return detailOf(run, merchant, token, now);
}

const futureOrProblem = (
  expiresAt: string | null | undefined,
  now: Date,
): Record<string, string[]> =>
  expiresAt && Date.parse(expiresAt) <= now.getTime() ? { expiresAt: [M.expiresInPast] } : {};

/**
 * Creates a link (audited `payment-link-create`): its products must be this account's active
 * ones, priced by the pricing list when one is named.
 */
export async function createPaymentLink(
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  body: CreatePaymentLink,
  now: Date,
): Promise<PaymentLink> {
  requireCheckout(merchant);
  const run = sqlQuery(tx);
  const problems: Record<string, string[]> = { ...futureOrProblem(body.expiresAt, now) };
  if (body.amountType === 'items') {
    const pricingListId = body.pricingListId ?? null;
    if (pricingListId !== null) {
      const list = await pricingListOf(run, merchant.id, pricingListId);
      if (!list?.active) problems.pricingListId = [M.pricingListNotFound];
    }
    const items = body.items ?? [];
    // The products module answers the account's active products among these (at the
    // pricing list's prices); any other id is left out.
    const found = await productsForSale(
      run,
      merchant.id,
      items.map((item) => item.productId),
      problems.pricingListId ? null : pricingListId,
    );
    items.forEach((item, index) => {
      const product = found.find((p) => p.id === item.productId);
      // A product the pricing list does not name sells at its own price.
      if (!product) problems[`items.${index}.productId`] = [M.productNotFound];
    });
  }
  if (Object.keys(problems).length > 0) throw new ValidationFailed(problems);
  const token = newLinkToken();
  const id = await insertLink(run, merchant.id, token, merchant.currency, body);
  await recordSuccess(tx, actor, {
    action: 'payment-link-create',
    details: { merchantId: merchant.id, paymentLinkId: id, amountType: body.amountType },
  });
  return detailOf(run, merchant, token, now);
}

async function lockedLink(run: RawQuery, merchant: Merchant, token: string, now: Date) {
  const row = await linkByToken(run, merchant.id, token, now, true);
  if (!row) throw new NotFound(M.notFound);
  return row;
}

/** Edits title, description, expiry or limit (audited `payment-link-update` with field names). */
export async function updatePaymentLink(
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  token: string,
  body: UpdatePaymentLink,
  now: Date,
): Promise<PaymentLink> {
  requireCheckout(merchant);
  const run = sqlQuery(tx);
  const stored = await lockedLink(run, merchant, token, now);
  const problems = futureOrProblem(body.expiresAt, now);
  if (Object.keys(problems).length > 0) throw new ValidationFailed(problems);
  const current: Record<string, unknown> = {
    title: stored.title,
    description: stored.description,
    expiresAt: stored.expires_at,
    maxPayments: stored.max_payments === null ? null : Number(stored.max_payments),
  };
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    const same =
      key === 'expiresAt'
        ? (value === null ? null : Date.parse(String(value))) ===
          (current.expiresAt === null ? null : Date.parse(String(current.expiresAt)))
        : value === current[key];
    if (!same) changes[key] = value;
  }
  await updateLink(run, Number(stored.id), changes as UpdatePaymentLink);
  await recordSuccess(tx, actor, {
    action: 'payment-link-update',
    details: {
      merchantId: merchant.id,
      paymentLinkId: Number(stored.id),
      fields: Object.keys(changes),
    },
  });
  return detailOf(run, merchant, token, now);
}

/**
 * Turns a link on or off (part 2 §4 "payment links activated or deactivated"). Idempotent:
 * a link already so answers as it is, and only a change is audited.
 */
export async function setPaymentLinkActive(
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  token: string,
  active: boolean,
  now: Date,
): Promise<PaymentLink> {
  requireCheckout(merchant);
  const run = sqlQuery(tx);
  const stored = await lockedLink(run, merchant, token, now);
  if (Boolean(stored.active) !== active) {
    await updateLink(run, Number(stored.id), { active });
    await recordSuccess(tx, actor, {
      action: active ? 'payment-link-activate' : 'payment-link-deactivate',
      details: { merchantId: merchant.id, paymentLinkId: Number(stored.id) },
    });
  }
  return detailOf(run, merchant, token, now);
}

/** The e-mail a payer receives when the merchant shares a link. */
export function shareMail(
  merchant: Merchant,
  link: Pick<PaymentLink, 'title' | 'amount' | 'currency' | 'token' | 'description'>,
  publicUrl: string,
  to: string,
  message: string | undefined,
) {
  const url = `${publicUrl}${payPagePath(link.token)}`;
  const amount = link.amount === null ? '' : ` (${formatMoney(link.amount, link.currency)})`;
  const text = [
    'Hello,',
    '',
    ...(message ? [message, ''] : []),
    `${merchant.businessCommonName} sent you a payment link: ${link.title}${amount}.`,
    ...(link.description ? [link.description] : []),
    '',
    `Pay securely: ${url}`,
    '',
    'If you were not expecting this e-mail, you can ignore it.',
    '',
  ].join('\n');
  return { to, subject: `${merchant.businessCommonName}: ${link.title}`, text };
}

/** E-mails an active link to an address and counts the share (audited, no address kept). */
export async function sharePaymentLink(
  deps: { mailer: Mailer; publicUrl: string },
  tx: Database,
  merchant: Merchant,
  actor: Actor,
  token: string,
  body: SharePaymentLink,
  now: Date,
): Promise<{ email: string; shareCount: number }> {
  requireCheckout(merchant);
  const run = sqlQuery(tx);
  await lockedLink(run, merchant, token, now);
  const link = await detailOf(run, merchant, token, now);
  if (link.state !== 'active') throw new Conflict(M.shareInactive);
  const mail = shareMail(merchant, link, deps.publicUrl, body.email, body.message);
  await deps.mailer.send({ ...mail, merchantId: merchant.id }, tx);
  const shareCount = await countShare(run, link.id);
  await recordSuccess(tx, actor, {
    action: 'payment-link-share',
    details: { merchantId: merchant.id, paymentLinkId: link.id },
  });
  return { email: body.email, shareCount };
}
