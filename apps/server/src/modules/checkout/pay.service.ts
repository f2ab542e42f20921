import type { Readable } from 'node:stream';
import { type CardBrand, cardBrandOf } from '@paydesk/domain/card-number';
import { formatMoney } from '@paydesk/domain/money';
import type { PayPage, PayRequest, PayResult } from '@paydesk/domain/pay';
import {
  PAY_MESSAGES,
  PAYMENT_LINK_LIMITS,
  PAYMENT_LINK_MESSAGES,
  type PaymentLinkState,
  payStateMessage,
} from '@paydesk/domain/payment-link-fields';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, type RawQuery, sqlQuery } from '../../db/client';
import { merchants } from '../../db/schema';
import { LedgerRefused, recordSale } from '../../ledger/ledger-operations';
import { lockMerchantMoney } from '../../ledger/merchant-money-lock';
import { recordAudit } from '../../platform/audit';
import type { FieldCipher } from '../../platform/encryption';
import { Conflict, NotFound, Refused, ValidationFailed } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import type { Merchant } from '../../platform/route-merchant';
import type { Clock } from '../../platform/shared-dependencies';
import type { Processors } from '../../processors/processor-registry';
import { type FileDeps, openFile } from '../files/files.service';
import { merchantFeeSchedule } from '../merchants/merchants.service';
import { paymentInfo } from '../transactions/terminal.service';
import {
  customerForEmail,
  insertLineItems,
  itemsOf,
  type LineItemInput,
  linkByToken,
  linkShowsFile,
  markLinkSale,
  productOf,
  settingsOf,
  storeSealedAch,
} from './checkout.repository';
import { effectiveSettings } from './checkout.service';
import { amountTypeOf, linkRow } from './payment-link-sql';

/**
 * The hosted pay page's public side: a link as its payer sees it, the images it shows, and
 * the payment. The card or account number goes to the processor for the authorisation only;
 * the ledger keeps the brand and last four (bank numbers sealed, as the virtual terminal does).
 */
export interface PayDependencies {
  processors: Processors;
  clock: Clock;
  cipher: FieldCipher;
  mailer: Mailer;
}

const imageUrl = (token: string, fileId: string | null) =>
  fileId === null ? null : `/api/pay/${token}/images/${fileId}`;

async function merchantOf(db: Database, merchantId: number): Promise<Merchant> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId)).limit(1);
  if (!row) throw new NotFound(PAY_MESSAGES.notFound);
  return row;
}

interface LoadedLink {
  row: Record<string, unknown>;
  merchant: Merchant;
  state: PaymentLinkState;
  message: string | null;
}

async function loadLink(
  db: Database,
  token: string,
  now: Date,
  lock: boolean,
): Promise<LoadedLink> {
  const row = await linkByToken(sqlQuery(db), null, token, now, lock);
  if (!row) throw new NotFound(PAY_MESSAGES.notFound);
  const merchant = await merchantOf(db, Number(row.merchant_id));
  const stored = row.state as PaymentLinkState;
  // An account whose checkout was turned off takes no payment through any link.
  if (!merchant.allowCheckout) {
    return { row, merchant, state: 'deactivated', message: PAY_MESSAGES.checkoutOff };
  }
  return { row, merchant, state: stored, message: payStateMessage(stored) };
}

interface PayLine {
  productId: number | null;
  name: string;
  description: string;
  unitAmount: number;
  quantity: number;
  adjustableQuantity: boolean;
  minQuantity: number;
  maxQuantity: number;
  imageFileId: string | null;
}

/** The lines the payer sees: the items, a fixed link's product, or none (open amount). */
async function linesOf(run: RawQuery, row: Record<string, unknown>): Promise<PayLine[]> {
  const type = amountTypeOf(row);
  if (type === 'items') {
    return (await itemsOf(run, Number(row.id))).map((item) => ({
      productId: item.product_id,
      name: item.name,
      description: item.description,
      unitAmount: item.unit_amount,
      quantity: item.quantity,
      adjustableQuantity: item.adjustable_quantity,
      minQuantity: item.min_quantity,
      maxQuantity: item.max_quantity,
      imageFileId: item.image_file_id,
    }));
  }
  if (type === 'fixed') {
    const product =
      row.product_id === null ? undefined : await productOf(run, Number(row.product_id));
    return [
      {
        productId: product ? Number(row.product_id) : null,
        name: product?.name ?? String(row.title),
        description: product?.description ?? '',
        unitAmount: Number(row.amount_cents),
        quantity: 1,
        adjustableQuantity: false,
        minQuantity: 1,
        maxQuantity: 1,
        imageFileId: product?.image_file_id ?? null,
      },
    ];
  }
  return [];
}

/** GET /pay/{token}: what the pay page shows, whatever the link's state. */
export async function payPage(
  deps: PayDependencies,
  db: Database,
  token: string,
): Promise<PayPage> {
  const run = sqlQuery(db);
  const { row, merchant, state, message } = await loadLink(db, token, deps.clock.now(), false);
  const settings = effectiveSettings(merchant, await settingsOf(run, merchant.id));
  const lines = await linesOf(run, row);
  const base = linkRow(row);
  return {
    token,
    state,
    message,
    merchant: {
      name: merchant.businessCommonName,
      brandColor: settings.brandColor,
      logoUrl: imageUrl(token, settings.logoFileId),
    },
    title: base.title,
    description: String(row.description),
    amountType: base.amountType,
    currency: base.currency,
    items: lines.map((line) => ({
      productId: line.productId ?? 0,
      name: line.name,
      description: line.description,
      unitAmount: line.unitAmount,
      quantity: line.quantity,
      adjustableQuantity: line.adjustableQuantity,
      minQuantity: line.minQuantity,
      maxQuantity: line.maxQuantity,
      imageUrl: imageUrl(token, line.imageFileId),
    })),
    amount: base.amount,
    openAmount:
      base.amountType === 'open'
        ? { min: PAYMENT_LINK_LIMITS.minAmount, max: PAYMENT_LINK_LIMITS.maxAmount }
        : null,
    methods: {
      card: settings.acceptCard && merchant.allowCardPayment,
      ach: settings.acceptAch && merchant.allowAchPayment,
    },
    successMessage: settings.successMessage,
    successUrl: settings.successUrl,
  };
}

/** GET /pay/{token}/images/{fileId}: the logo or a product image this link shows; else 404. */
export async function payImage(
  deps: FileDeps,
  db: Database,
  token: string,
  fileId: string,
  log: FastifyBaseLogger,
): Promise<{ contentType: string; body: Readable }> {
  const run = sqlQuery(db);
  const row = await linkByToken(run, null, token, new Date());
  const notFound = new NotFound('Image not found.');
  if (!row) throw notFound;
  const link = {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    productId: row.product_id === null ? null : Number(row.product_id),
  };
  if (!(await linkShowsFile(run, link, fileId))) throw notFound;
  try {
    const { file, body } = await openFile(deps, db, link.merchantId, fileId, log);
    if (!file.contentType.startsWith('image/')) throw notFound;
    return { contentType: file.contentType, body };
  } catch (error) {
    if (error instanceof NotFound) throw notFound;
    throw error;
  }
}

/** The lines charged and their total, from the payer's quantities or amount. */
function chargedLines(
  row: Record<string, unknown>,
  lines: PayLine[],
  body: PayRequest,
): { lines: PayLine[]; total: number } {
  const type = amountTypeOf(row);
  if (type === 'open') {
    const amount = body.amount;
    if (
      amount === undefined ||
      amount < PAYMENT_LINK_LIMITS.minAmount ||
      amount > PAYMENT_LINK_LIMITS.maxAmount
    ) {
      throw new ValidationFailed({ amount: [PAYMENT_LINK_MESSAGES.amount] });
    }
    const line: PayLine = {
      productId: null,
      name: String(row.title),
      description: '',
      unitAmount: amount,
      quantity: 1,
      adjustableQuantity: false,
      minQuantity: 1,
      maxQuantity: 1,
      imageFileId: null,
    };
    return { lines: [line], total: amount };
  }
  if (body.amount !== undefined) {
    throw new ValidationFailed({ amount: [PAYMENT_LINK_MESSAGES.amountNotForType] });
  }
  const quantities = body.quantities ?? lines.map((line) => line.quantity);
  if (quantities.length !== lines.length) {
    throw new ValidationFailed({ quantities: [PAY_MESSAGES.quantities] });
  }
  const charged = lines.map((line, index) => {
    const quantity = quantities[index] ?? line.quantity;
    const allowed = line.adjustableQuantity
      ? quantity >= line.minQuantity && quantity <= line.maxQuantity
      : quantity === line.quantity;
    if (!allowed) {
      throw new ValidationFailed({
        [`quantities.${index}`]: [
          line.adjustableQuantity
            ? `Choose from ${line.minQuantity} to ${line.maxQuantity}.`
            : `The quantity of ${line.name} is ${line.quantity}.`,
        ],
      });
    }
    return { ...line, quantity };
  });
  const total = charged.reduce((sum, line) => sum + line.quantity * line.unitAmount, 0);
  if (total > PAYMENT_LINK_LIMITS.maxAmount) {
    throw new ValidationFailed({ quantities: [PAYMENT_LINK_MESSAGES.amount] });
  }
  return { lines: charged, total };
}

/** Why the account cannot take this payment now (its methods, brands, limits), else null. */
async function accountProblem(
  tx: Database,
  merchant: Merchant,
  method: 'card' | 'ach',
  brand: CardBrand | null,
  amount: number,
  now: Date,
): Promise<string | null> {
  const info = await paymentInfo(tx, merchant, now);
  if (!info.open) return PAY_MESSAGES.checkoutOff;
  const limits = method === 'card' ? info.card : info.ach;
  if (!limits.accepted) return PAY_MESSAGES.methodNotAccepted;
  if (brand && !info.card.brands.includes(brand)) return PAY_MESSAGES.methodNotAccepted;
  if (limits.perTransaction !== null && amount > limits.perTransaction)
    return PAY_MESSAGES.limitExceeded;
  if (limits.remainingThisMonth !== null && amount > limits.remainingThisMonth)
    return PAY_MESSAGES.limitExceeded;
  return null;
}

function declineMessage(method: 'card' | 'ach', code: string): string {
  if (code === '78')
    return method === 'card' ? PAY_MESSAGES.notRecognisedCard : PAY_MESSAGES.notRecognisedAch;
  return method === 'card' ? PAY_MESSAGES.declinedCard : PAY_MESSAGES.declinedAch;
}

export interface PayContext {
  ip: string;
  publicUrl: string;
}

/**
 * POST /pay/{token}: charges the payer in the call's transaction. The link is locked first
 * (its limit of payments holds under concurrent payers), then the merchant's money lock and
 * limits, the sale (ledger and rollups, recordSale), the link and customer on the sale, the
 * line items and the receipt e-mail of an approved payment, and an audit row.
 */
export async function payLink(
  deps: PayDependencies,
  tx: Database,
  token: string,
  body: PayRequest,
  context: PayContext,
): Promise<PayResult> {
  const run = sqlQuery(tx);
  const now = deps.clock.now();
  const { row, merchant, state, message } = await loadLink(tx, token, now, true);
  if (state !== 'active') throw new Conflict(message ?? PAY_MESSAGES.deactivated);
  const settings = effectiveSettings(merchant, await settingsOf(run, merchant.id));
  const accepted = body.method === 'card' ? settings.acceptCard : settings.acceptAch;
  if (!accepted) throw new Refused(PAY_MESSAGES.methodNotAccepted);
  const { lines, total } = chargedLines(row, await linesOf(run, row), body);

  const card = body.method === 'card' ? body.card : undefined;
  const ach = body.method === 'ach' ? body.ach : undefined;
  const brand: CardBrand | null = card ? cardBrandOf(card.number) : null;
  await lockMerchantMoney(run, merchant.id);
  const problem = await accountProblem(tx, merchant, body.method, brand, total, now);
  if (problem) throw new Refused(problem);

  const number = card ? card.number : (ach?.accountNumber ?? '');
  const fees = await merchantFeeSchedule(tx, merchant);
  let sale: Awaited<ReturnType<typeof recordSale>>;
  try {
    sale = await recordSale(tx, deps.processors.processorFor(merchant), {
      fees,
      merchantId: merchant.id,
      method: body.method,
      amountCents: total,
      brand,
      at: now,
      accountholderName: body.name,
      accountholderEmail: body.email,
      ...(ach ? { accountType: ach.accountType } : {}),
      lastFour: number.slice(-4),
      // For the authorisation only: the ledger row gets the last four.
      accountNumber: number,
    });
  } catch (error) {
    if (error instanceof LedgerRefused) throw new Refused(PAY_MESSAGES.limitExceeded);
    throw error;
  }
  if (ach) {
    await storeSealedAch(run, sale.id, {
      accountNumber: deps.cipher.encrypt(ach.accountNumber),
      routingNumber: deps.cipher.encrypt(ach.routingNumber),
      routingLastFour: ach.routingNumber.slice(-4),
    });
  }
  const approved = sale.status === 'approved';
  const linkId = Number(row.id);
  const customerId =
    approved && merchant.allowCustomers
      ? await customerForEmail(run, merchant.id, body.email, body.name)
      : null;
  await markLinkSale(run, sale.id, linkId, customerId);

  const methodLabel = `${card ? (brand ?? 'Card') : 'ACH'} ending ${number.slice(-4)}`;
  let receipt: PayResult['receipt'] = null;
  if (approved) {
    const pricingListId = row.pricing_list_id === null ? null : Number(row.pricing_list_id);
    const items: LineItemInput[] = lines.map((line) => ({
      productId: line.productId,
      pricingListId: line.productId === null ? null : pricingListId,
      description: line.name,
      quantity: line.quantity,
      unitAmount: line.unitAmount,
    }));
    await insertLineItems(
      run,
      {
        merchantId: merchant.id,
        transactionId: sale.id,
        linkId,
        currency: String(row.currency),
        at: now,
      },
      items,
    );
    receipt = {
      reference: sale.transNumber,
      paidAt: now.toISOString(),
      merchantName: merchant.businessCommonName,
      title: String(row.title),
      lines: lines.map((line) => ({
        description: line.name,
        quantity: line.quantity,
        unitAmount: line.unitAmount,
      })),
      amount: total,
      currency: String(row.currency),
      paymentMethod: methodLabel,
      email: body.email,
      emailed: settings.sendReceipts,
    };
    if (settings.sendReceipts) {
      const mail = receiptMail(receipt, settings.receiptReplyTo, context.publicUrl);
      await deps.mailer.send({ ...mail, merchantId: merchant.id }, tx);
    }
  }
  await recordAudit(tx, {
    action: 'payment-link-payment',
    outcome: 'success',
    userId: null,
    email: null,
    ip: context.ip,
    details: {
      merchantId: merchant.id,
      paymentLinkId: linkId,
      transactionId: sale.id,
      amount: total,
      method: body.method,
      ...(brand ? { brand } : {}),
      approved,
      responseCode: sale.responseCode,
    },
  });
  return {
    outcome: approved ? 'approved' : 'declined',
    responseCode: String(sale.responseCode),
    message: approved
      ? PAY_MESSAGES.approved
      : declineMessage(body.method, String(sale.responseCode)),
    receipt,
    successMessage: approved ? settings.successMessage : null,
    successUrl: approved ? settings.successUrl : null,
  };
}

/** The payer's receipt e-mail (no card number: brand and last four). */
export function receiptMail(
  receipt: NonNullable<PayResult['receipt']>,
  replyTo: string | null,
  _publicUrl: string,
) {
  const money = (cents: number) => formatMoney(cents, receipt.currency);
  const lines = receipt.lines.map(
    (line) =>
      `  ${line.description}  ${line.quantity} × ${money(line.unitAmount)} = ${money(line.quantity * line.unitAmount)}`,
  );
  const text = [
    `Thank you for your payment to ${receipt.merchantName}.`,
    '',
    receipt.title,
    ...lines,
    `Total paid: ${money(receipt.amount)}`,
    `Paid with: ${receipt.paymentMethod}`,
    `Reference: ${receipt.reference}`,
    `Date: ${receipt.paidAt.slice(0, 16).replace('T', ' ')} UTC`,
    '',
    ...(replyTo ? [`Questions? Write to ${replyTo}.`, ''] : []),
  ].join('\n');
  return {
    to: receipt.email,
    subject: `Your receipt from ${receipt.merchantName}: ${money(receipt.amount)}`,
    text,
  };
}
