import type { UpdateCheckoutSettings } from '@paydesk/domain/checkout';
import type { CreatePaymentLink, UpdatePaymentLink } from '@paydesk/domain/payment-links';
import type { RawQuery } from '../../db/client';
import { LINK_FIGURES_JOINS, linkSelect } from './payment-link-sql';

/** SQL of the checkout module: settings, links and their items, products, files, customers. */

const ts = (now: Date) => now.toISOString();

export interface SettingsRow {
  brand_color: string | null;
  logo_file_id: string | null;
  success_message: string | null;
  success_url: string | null;
  accept_card: boolean;
  accept_ach: boolean;
  send_receipts: boolean;
  receipt_reply_to: string | null;
  updated_at: string | null;
}

export async function settingsOf(
  run: RawQuery,
  merchantId: number,
): Promise<SettingsRow | undefined> {
  const [row] = await run<SettingsRow>(
    `select brand_color, logo_file_id::text as logo_file_id, success_message, success_url,
            accept_card, accept_ach, send_receipts, receipt_reply_to,
            to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at
       from checkout_settings where merchant_id = $1`,
    [merchantId],
  );
  return row;
}

export async function saveSettings(
  run: RawQuery,
  merchantId: number,
  body: UpdateCheckoutSettings,
): Promise<void> {
  await run(
    `insert into checkout_settings (merchant_id, brand_color, logo_file_id, success_message,
        success_url, accept_card, accept_ach, send_receipts, receipt_reply_to, updated_at)
     values ($1, $2, $3::uuid, $4, $5, $6, $7, $8, $9, now())
     on conflict (merchant_id) do update set brand_color = excluded.brand_color,
        logo_file_id = excluded.logo_file_id, success_message = excluded.success_message,
        success_url = excluded.success_url, accept_card = excluded.accept_card,
        accept_ach = excluded.accept_ach, send_receipts = excluded.send_receipts,
        receipt_reply_to = excluded.receipt_reply_to, updated_at = now()`,
    [
      merchantId,
      body.brandColor,
      body.logoFileId,
      body.successMessage,
      body.successUrl,
      body.acceptCard,
      body.acceptAch,
      body.sendReceipts,
      body.receiptReplyTo,
    ],
  );
}

/** A live file of the merchant: its purpose and content type. */
export async function fileOf(
  run: RawQuery,
  merchantId: number,
  fileId: string,
): Promise<{ type: string; content_type: string } | undefined> {
  const [row] = await run<{ type: string; content_type: string }>(
    `select type, content_type from files
      where id = $1::uuid and merchant_id = $2 and deleted_at is null`,
    [fileId, merchantId],
  );
  return row;
}

/** One link of the merchant by token, with its figures and state at `now`. */
export async function linkByToken(
  run: RawQuery,
  merchantId: number | null,
  token: string,
  now: Date,
  lock = false,
): Promise<Record<string, unknown> | undefined> {
  if (lock) {
    await run(
      `select id from payment_links where token = $1 ${merchantId === null ? '' : 'and merchant_id = $2'} for update`,
      merchantId === null ? [token] : [token, merchantId],
    );
  }
  const [row] = await run<Record<string, unknown>>(
    `select ${linkSelect('$2::timestamptz')} from payment_links l ${LINK_FIGURES_JOINS}
      where l.token = $1 ${merchantId === null ? '' : 'and l.merchant_id = $3'}`,
    merchantId === null ? [token, ts(now)] : [token, ts(now), merchantId],
  );
  return row;
}

export interface LinkItemRow {
  position: number;
  product_id: number;
  name: string;
  description: string;
  unit_amount: number;
  quantity: number;
  adjustable_quantity: boolean;
  min_quantity: number;
  max_quantity: number;
  image_file_id: string | null;
}

/** A link's items in order, priced by its pricing list (else the product's price). */
export async function itemsOf(run: RawQuery, linkId: number): Promise<LinkItemRow[]> {
  const rows = await run<LinkItemRow>(
    `select i.position, i.product_id, p.name, p.description,
            coalesce(pli.price_cents, p.price_cents)::float8 as unit_amount,
            i.quantity, i.adjustable_quantity, i.min_quantity, i.max_quantity,
            p.image_file_id::text as image_file_id
       from payment_link_items i
       join payment_links l on l.id = i.payment_link_id
       join products p on p.id = i.product_id
       left join pricing_list_items pli
         on pli.pricing_list_id = l.pricing_list_id and pli.product_id = i.product_id
      where i.payment_link_id = $1
      order by i.position`,
    [linkId],
  );
  return rows.map((row) => ({
    ...row,
    position: Number(row.position),
    product_id: Number(row.product_id),
    unit_amount: Number(row.unit_amount),
    quantity: Number(row.quantity),
    min_quantity: Number(row.min_quantity),
    max_quantity: Number(row.max_quantity),
  }));
}

/** A product of the merchant (any state): a fixed link's single product. */
export async function productOf(
  run: RawQuery,
  productId: number,
): Promise<{ name: string; description: string; image_file_id: string | null } | undefined> {
  const [row] = await run<{ name: string; description: string; image_file_id: string | null }>(
    'select name, description, image_file_id::text as image_file_id from products where id = $1',
    [productId],
  );
  return row;
}

export async function pricingListOf(
  run: RawQuery,
  merchantId: number,
  pricingListId: number,
): Promise<{ name: string; active: boolean } | undefined> {
  const [row] = await run<{ name: string; active: boolean }>(
    'select name, active from pricing_lists where id = $1 and merchant_id = $2',
    [pricingListId, merchantId],
  );
  return row;
}

export async function insertLink(
  run: RawQuery,
  merchantId: number,
  token: string,
  currency: string,
  body: CreatePaymentLink,
): Promise<number> {
  const firstProduct = body.items?.[0]?.productId ?? null;
  const [row] = await run<{ id: number }>(
    `insert into payment_links (merchant_id, token, title, description, amount_cents, currency,
        product_id, pricing_list_id, max_payments, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz) returning id`,
    [
      merchantId,
      token,
      body.title,
      body.description,
      body.amountType === 'fixed' ? body.amount : null,
      currency,
      firstProduct,
      body.amountType === 'items' ? (body.pricingListId ?? null) : null,
      body.maxPayments,
      body.expiresAt,
    ],
  );
  const id = Number(row?.id);
  const items = body.amountType === 'items' ? (body.items ?? []) : [];
  if (items.length > 0) {
    const params: unknown[] = [id];
    const values = items.map((item, position) => {
      const at = params.length;
      params.push(
        position,
        item.productId,
        item.quantity,
        item.adjustableQuantity,
        item.minQuantity,
        item.maxQuantity,
      );
      return `($1, $${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6})`;
    });
    await run(
      `insert into payment_link_items (payment_link_id, position, product_id, quantity,
          adjustable_quantity, min_quantity, max_quantity) values ${values.join(', ')}`,
      params,
    );
  }
  return id;
}

export async function updateLink(
  run: RawQuery,
  linkId: number,
  changes: UpdatePaymentLink & { active?: boolean },
): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [linkId];
  const set = (column: string, value: unknown, cast = '') => {
    params.push(value);
    sets.push(`${column} = $${params.length}${cast}`);
  };
  if (changes.title !== undefined) set('title', changes.title);
  if (changes.description !== undefined) set('description', changes.description);
  if (changes.expiresAt !== undefined) set('expires_at', changes.expiresAt, '::timestamptz');
  if (changes.maxPayments !== undefined) set('max_payments', changes.maxPayments);
  if (changes.active !== undefined) set('active', changes.active);
  if (sets.length === 0) return;
  await run(
    `update payment_links set ${sets.join(', ')}, updated_at = now() where id = $1`,
    params,
  );
}

export async function countShare(run: RawQuery, linkId: number): Promise<number> {
  const [row] = await run<{ share_count: number }>(
    'update payment_links set share_count = share_count + 1 where id = $1 returning share_count',
    [linkId],
  );
  return Number(row?.share_count ?? 0);
}

/** The merchant's customer with this e-mail, made when there is none (first and last name). */
export async function customerForEmail(
  run: RawQuery,
  merchantId: number,
  email: string,
  name: string,
): Promise<number> {
  const [found] = await run<{ id: number }>(
    'select id from customers where merchant_id = $1 and email = $2 order by id limit 1',
    [merchantId, email],
  );
  if (found) return Number(found.id);
  const parts = name.trim().split(/\s+/);
  const last = parts.length > 1 ? (parts.pop() ?? '') : '';
  const first = parts.join(' ') || name.trim();
  const [made] = await run<{ id: number }>(
    `insert into customers (merchant_id, first_name, last_name, email)
     values ($1, $2, $3, $4) returning id`,
    [merchantId, first.slice(0, 50), (last || '-').slice(0, 50), email],
  );
  return Number(made?.id);
}

/** Ties the sale to its link (and customer), in the sale's transaction. */
export async function markLinkSale(
  run: RawQuery,
  transactionId: number,
  linkId: number,
  customerId: number | null,
): Promise<void> {
  await run('update transactions set payment_link_id = $2, customer_id = $3 where id = $1', [
    transactionId,
    linkId,
    customerId,
  ]);
}

export async function storeSealedAch(
  run: RawQuery,
  transactionId: number,
  sealed: { accountNumber: string; routingNumber: string; routingLastFour: string },
): Promise<void> {
  await run(
    `update transactions set ach_account_number_encrypted = $2, ach_routing_number_encrypted = $3,
        ach_routing_number_last_four = $4 where id = $1`,
    [transactionId, sealed.accountNumber, sealed.routingNumber, sealed.routingLastFour],
  );
}

export interface LineItemInput {
  productId: number | null;
  pricingListId: number | null;
  description: string;
  quantity: number;
  unitAmount: number;
}

export async function insertLineItems(
  run: RawQuery,
  sale: { merchantId: number; transactionId: number; linkId: number; currency: string; at: Date },
  lines: LineItemInput[],
): Promise<void> {
  if (lines.length === 0) return;
  const params: unknown[] = [
    sale.merchantId,
    sale.transactionId,
    sale.linkId,
    sale.currency,
    ts(sale.at),
  ];
  const values = lines.map((line) => {
    const at = params.length;
    params.push(
      line.productId,
      line.pricingListId,
      line.description,
      line.quantity,
      line.unitAmount,
    );
    return `($1, $2, $${at + 1}::int4, $${at + 2}::int4, $3, $${at + 3}, $${at + 4}, $${at + 5}, $4, $5::timestamptz)`;
  });
  await run(
    `insert into payment_line_items (merchant_id, transaction_id, product_id, pricing_list_id,
        payment_link_id, description, quantity, unit_amount_cents, currency, sold_at)
     values ${values.join(', ')}`,
    params,
  );
}

/** Which of the link's files the pay page may show: the logo and its products' images. */
export async function linkShowsFile(
  run: RawQuery,
  link: { id: number; merchantId: number; productId: number | null },
  fileId: string,
): Promise<boolean> {
  const [row] = await run<{ shown: boolean }>(
    `select exists (select 1 from checkout_settings where merchant_id = $2 and logo_file_id = $3::uuid)
         or exists (select 1 from payment_link_items i join products p on p.id = i.product_id
                     where i.payment_link_id = $1 and p.image_file_id = $3::uuid)
         or exists (select 1 from products p where p.id = $4::int4 and p.image_file_id = $3::uuid)
         as shown`,
    [link.id, link.merchantId, fileId, link.productId],
  );
  return Boolean(row?.shown);
}
