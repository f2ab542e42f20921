import { formatMoney } from '@paydesk/domain/money';
import { eq } from 'drizzle-orm';
import { type Database, type RawQuery, sqlQuery } from '../db/client';
import { transactions } from '../db/schema/payments';
import { Refused } from '../platform/errors';
import type {
  CardBrand,
  FeeSchedule,
  PaymentMethod,
  ProcessorPort,
} from '../processors/processor-port';
import { LedgerBatch } from './ledger-batch';
import type { ChargebackRow, TransactionRow } from './ledger-rows';
import { lockMerchantMoney } from './merchant-money-lock';
import { chargebackStatusRollup } from './rollup-deltas';
import { achReturnRow, refundRow, saleRow, voidRow } from './transaction-rows';

/**
 * A money rule refused the operation (over-refund, void of a settled sale, ...): nothing was
 * written. Answers 422 with a message a person understands.
 */
export class LedgerRefused extends Refused {}

const POSITIVE_AMOUNT_MESSAGE = 'The amount must be more than zero.';

/** The next ledger row id, as SQL (also in a RETURNING list, saving a round trip). */
const NEXT_TRANSACTION_ID = "nextval(pg_get_serial_sequence('transactions', 'id'))::text";

const nextId = async (query: RawQuery, table: string) =>
  Number(
    (
      await query<{ id: string }>(
        `select nextval(pg_get_serial_sequence('${table}', 'id'))::text as id`,
      )
    )[0]?.id,
  );

/** The row, locked for this transaction (concurrent refunds of one sale queue here). */
async function lockTransaction(db: Database, id: number): Promise<TransactionRow> {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id)).for('update');
  if (!row) throw new LedgerRefused(`Transaction ${id} does not exist.`);
  return row;
}

export interface SaleInput {
  merchantId: number;
  method: PaymentMethod;
  amountCents: number;
  brand: CardBrand | null;
  at: Date;
  accountholderName?: string;
  accountholderEmail?: string;
  /** 'checking' or 'savings' for a bank account; the brand for a card when absent. */
  accountType?: string;
  lastFour?: string;
  /**
   * The full card or bank account number (the virtual terminal): handed to the processor for
   * the authorisation and nothing else. Only `lastFour` reaches the ledger.
   */
  accountNumber?: string;
  /** A payment method on file (the processor's token): a recurring charge. */
  paymentToken?: string;
  /**
   * The merchant's fees now (its rate: `merchantFeeSchedule` of merchants.service): every live
   * sale passes them; absent, the processor's own schedule. The fee is stored on the row, so a
   * later change of rate leaves this sale's fee as it was.
   */
  fees?: FeeSchedule;
}

/** A sale through the processor: approved (with its fee) or declined. Call inside a transaction. */
export async function recordSale(
  db: Database,
  processor: ProcessorPort,
  input: SaleInput,
): Promise<TransactionRow> {
  const query = sqlQuery(db);
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
    throw new LedgerRefused(POSITIVE_AMOUNT_MESSAGE);
  const auth = processor.sale({
    method: input.method,
    amountCents: input.amountCents,
    brand: input.brand,
    ...(input.accountNumber ? { accountNumber: input.accountNumber } : {}),
    ...(input.paymentToken ? { paymentToken: input.paymentToken } : {}),
    ...(input.fees ? { fees: input.fees } : {}),
  });
  const id = await nextId(query, 'transactions');
  const row = saleRow(
    { id, transNumber: `L${processor.id}-${input.merchantId}-${id}`, transDate: input.at },
    {
      merchantId: input.merchantId,
      processorId: processor.id,
      currency: 'USD',
      method: input.method,
      brand: input.brand,
      amountCents: input.amountCents,
      auth,
      accountNumberMasked: `•••• ${input.lastFour ?? '0000'}`,
      accountType: input.accountType ?? input.brand ?? 'checking',
      accountholderName: input.accountholderName ?? null,
      accountholderEmail: input.accountholderEmail ?? null,
    },
  );
  const batch = new LedgerBatch();
  batch.addTransaction(row);
  await batch.flush(query);
  return row;
}

/**
 * A live action's ledger rows, written, and their rollup deltas, not yet: `addRollups()` adds
 * them in the same database transaction. The money calls add them last, just before they
 * commit: the merchant's rollup rows of the current hour and day are what concurrent actions
 * of one merchant queue for, so they are held for the shortest time.
 */
export interface StagedLedgerWrite {
  row: TransactionRow;
  addRollups(): Promise<void>;
}

/** Writes the batch's transaction rows now and answers the writer of the rest (its rollups). */
async function writeRowsFirst(query: RawQuery, batch: LedgerBatch): Promise<() => Promise<void>> {
  const rows = new LedgerBatch();
  [rows.transactions, batch.transactions] = [batch.transactions, []];
  await rows.flush(query);
  return () => batch.flush(query);
}

/** Refunds part or all of an approved sale; never more than is left to refund. */
export async function refundSale(
  db: Database,
  processor: ProcessorPort,
  input: { saleId: number; amountCents: number; at: Date },
): Promise<TransactionRow> {
  const staged = await stageRefund(db, processor, input);
  await staged.addRollups();
  return staged.row;
}

/** What follows a sale (a refund, void, return or chargeback) happens after it. */
function notBefore(sale: TransactionRow, at: Date, what: string): void {
  if (at.getTime() < sale.transDate.getTime()) {
    throw new LedgerRefused(`A ${what} cannot be dated before the sale it follows.`);
  }
}

/**
 * The sale to act on: its id, or its row when the caller has already locked it (`FOR UPDATE`)
 * in this transaction.
 */
type SaleRef = { saleId: number } | { sale: TransactionRow };

const lockedSale = (db: Database, ref: SaleRef) =>
  'sale' in ref ? Promise.resolve(ref.sale) : lockTransaction(db, ref.saleId);

/** refundSale, its rollups left to the caller (StagedLedgerWrite). */
export async function stageRefund(
  db: Database,
  processor: ProcessorPort,
  input: SaleRef & { amountCents: number; at: Date },
): Promise<StagedLedgerWrite> {
  const query = sqlQuery(db);
  const sale = await lockedSale(db, input);
  if (sale.kind !== 'sale' || sale.status !== 'approved')
    throw new LedgerRefused('Only an approved sale can be refunded.');
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
    throw new LedgerRefused(POSITIVE_AMOUNT_MESSAGE);
  notBefore(sale, input.at, 'refund');
  const left = sale.grossAmountCents - sale.refundedAmountCents;
  if (input.amountCents > left) {
    throw new LedgerRefused(
      left === 0
        ? 'This transaction has already been refunded in full.'
        : `The refund of ${formatMoney(input.amountCents, sale.currency)} is more than the ${formatMoney(left, sale.currency)} left to refund on this transaction.`,
    );
  }
  const fee = processor.refundFee(input.amountCents);
  // The sale's refunded amount, and the refund's id, in one round trip.
  const [next] = await query<{ id: string }>(
    `update transactions set refunded_amount_cents = refunded_amount_cents + $2 where id = $1
      returning ${NEXT_TRANSACTION_ID} as id`,
    [sale.id, input.amountCents],
  );
  const id = Number(next?.id);
  const refund = refundRow(
    sale,
    { id, transNumber: `L${processor.id}-${sale.merchantId}-${id}`, transDate: input.at },
    input.amountCents,
    fee,
  );
  const batch = new LedgerBatch();
  batch.addTransaction(refund);
  return { row: refund, addRollups: await writeRowsFirst(query, batch) };
}

/** Voids a whole approved card sale before it settles and before any refund. */
export async function voidSale(
  db: Database,
  input: { saleId: number; at: Date },
): Promise<TransactionRow> {
  const staged = await stageVoid(db, input);
  await staged.addRollups();
  return staged.row;
}

/** voidSale, its rollups left to the caller (StagedLedgerWrite). */
export async function stageVoid(
  db: Database,
  input: SaleRef & { at: Date },
): Promise<StagedLedgerWrite> {
  const query = sqlQuery(db);
  const sale = await lockedSale(db, input);
  if (sale.kind !== 'sale' || sale.status !== 'approved')
    throw new LedgerRefused('Only an approved sale can be voided.');
  if (sale.batchId !== null)
    throw new LedgerRefused('A settled sale cannot be voided; refund it instead.');
  if (sale.refundedAmountCents > 0) throw new LedgerRefused('A refunded sale cannot be voided.');
  notBefore(sale, input.at, 'void');
  const [open] = await query<{ n: number }>(
    'select (select count(*) from chargebacks where transaction_id = $1) + (select count(*) from ach_returns where transaction_id = $1) as n',
    [sale.id],
  );
  if (Number(open?.n ?? 0) > 0)
    throw new LedgerRefused('A disputed or returned sale cannot be voided.');
  // The sale voided, and the void's id, in one round trip.
  const [next] = await query<{ id: string }>(
    `update transactions set status = 'voided', voided_at = $2, fee_cents = 0, net_amount_cents = gross_amount_cents
      where id = $1 returning ${NEXT_TRANSACTION_ID} as id`,
    [sale.id, input.at],
  );
  const id = Number(next?.id);
  const record = voidRow(sale, {
    id,
    transNumber: `L${sale.processorId}-${sale.merchantId}-${id}`,
    transDate: input.at,
  });
  const batch = new LedgerBatch();
  batch.addSaleVoid(sale);
  batch.addTransaction(record);
  return { row: record, addRollups: await writeRowsFirst(query, batch) };
}

/** Settles a merchant's unsettled approved rows of one UTC day into a batch and its deposit. */
export async function settleDay(
  db: Database,
  processor: ProcessorPort,
  input: { merchantId: number; day: string; now: Date },
): Promise<{ batchId: number; netCents: number } | null> {
  const query = sqlQuery(db);
  const rows = await query<{ id: string; gross: string; fee: string; net: string }>(
    `select id::text, gross_amount_cents::text as gross, fee_cents::text as fee, net_amount_cents::text as net from transactions
     where merchant_id = $1 and batch_id is null and status = 'approved' and kind in ('sale', 'refund', 'ach_return')
       and trans_date >= $2::date and trans_date < $2::date + 1 for update`,
    [input.merchantId, input.day],
  );
  if (rows.length === 0) return null;
  // The day's net leaves the unsettled money a refund of the merchant may be counting on. Taken
  // after the rows, as a refund takes its sale before this lock: the same order, no deadlock.
  await lockMerchantMoney(query, input.merchantId);
  const [existing] = await query(
    'select 1 from batches where merchant_id = $1 and batch_date = $2',
    [input.merchantId, input.day],
  );
  if (existing) throw new LedgerRefused(`${input.day} is already settled.`);
  const sum = (key: 'gross' | 'fee' | 'net') =>
    rows.reduce((total, r) => total + Number(r[key]), 0);
  const batchId = await nextId(query, 'batches');
  const fundDate = processor.fundDate(input.day);
  await query(
    'update transactions set batch_id = $1, settled_date = $2, fund_date = $3 where id = any($4::bigint[])',
    [batchId, input.day, fundDate, rows.map((r) => r.id)],
  );
  const depositedAt = new Date(`${fundDate}T14:00:00Z`);
  const ledger = new LedgerBatch();
  ledger.addBatch(
    {
      id: batchId,
      merchantId: input.merchantId,
      processorId: processor.id,
      batchNumber: `B${processor.id}-${input.merchantId}-${input.day.replaceAll('-', '')}`,
      batchDate: input.day,
      settledAt: new Date(`${input.day}T23:59:59Z`),
      numberOfTransactions: rows.length,
      totalGrossCents: sum('gross'),
      totalFeeCents: sum('fee'),
      totalNetCents: sum('net'),
    },
    {
      id: await nextId(query, 'deposits'),
      merchantId: input.merchantId,
      batchId,
      depositDate: fundDate,
      depositedAt,
      amountCents: sum('net'),
      status: depositedAt <= input.now ? 'paid' : 'pending',
      traceNumber: `TR${input.merchantId}${input.day.replaceAll('-', '').slice(2)}`,
    },
  );
  await ledger.flush(query);
  return { batchId, netCents: sum('net') };
}

/** Opens a chargeback on an approved card sale, for at most its amount. */
export async function openChargeback(
  db: Database,
  processor: ProcessorPort,
  input: { saleId: number; amountCents: number; at: Date },
): Promise<ChargebackRow> {
  const query = sqlQuery(db);
  const sale = await lockTransaction(db, input.saleId);
  if (sale.kind !== 'sale' || sale.status !== 'approved' || sale.method !== 'card')
    throw new LedgerRefused('Only an approved card sale can be disputed.');
  if (input.amountCents <= 0 || input.amountCents > sale.grossAmountCents)
    throw new LedgerRefused('A chargeback cannot be more than the transaction.');
  notBefore(sale, input.at, 'chargeback');
  const id = await nextId(query, 'chargebacks');
  const row: ChargebackRow = {
    id,
    merchantId: sale.merchantId,
    transactionId: sale.id,
    caseNumber: `CB-${String(id).padStart(8, '0')}`,
    cbDate: input.at,
    cbAmountCents: input.amountCents,
    reasonCode: '13.1',
    reasonDesc: 'Merchandise or services not received',
    disputeStatus: 'evidence-needed',
    respondBy: new Date(input.at.getTime() + processor.chargebackResponseDays * 86_400_000),
    result: null,
    responseCode: null,
    disputedAt: null,
    resolvedAt: null,
  };
  const batch = new LedgerBatch();
  batch.addChargeback(row);
  await batch.flush(query);
  return row;
}

/**
 * Moves a chargeback through its lifecycle, keeping the evidence-needed rollup true; one won
 * returns its amount to the merchant (a reversal entry) in the same transaction.
 */
export async function setChargebackStatus(
  db: Database,
  input: { chargebackId: number; status: ChargebackRow['disputeStatus']; at: Date },
): Promise<void> {
  const query = sqlQuery(db);
  const [row] = await query<{
    merchant_id: number;
    cb_date: string;
    cb_amount_cents: string;
    dispute_status: ChargebackRow['disputeStatus'];
  }>(
    'select merchant_id, cb_date, cb_amount_cents, dispute_status from chargebacks where id = $1 for update',
    [input.chargebackId],
  );
  if (!row) throw new LedgerRefused(`Chargeback ${input.chargebackId} does not exist.`);
  const final = ['won', 'lost', 'accepted'];
  if (final.includes(row.dispute_status))
    throw new LedgerRefused(`This chargeback is already ${row.dispute_status}.`);
  // A decision (and a won chargeback's reversal) never comes before the chargeback itself.
  if (input.at.getTime() < new Date(row.cb_date).getTime())
    throw new LedgerRefused('A chargeback decision cannot be dated before the chargeback.');
  await query('update chargebacks set dispute_status = $2, resolved_at = $3 where id = $1', [
    input.chargebackId,
    input.status,
    final.includes(input.status) ? input.at : null,
  ]);
  const merchantId = Number(row.merchant_id);
  const batch = new LedgerBatch();
  batch.addRollup(
    chargebackStatusRollup(
      { merchantId, cbDate: new Date(row.cb_date) },
      row.dispute_status,
      input.status,
    ),
  );
  if (input.status === 'won') {
    batch.addChargebackReversal(
      { id: input.chargebackId, merchantId, cbAmountCents: Number(row.cb_amount_cents) },
      input.at,
    );
  }
  await batch.flush(query);
}

/** The bank returns an approved ACH payment: a negative ledger row with the rejected-return fee. */
export async function returnAchPayment(
  db: Database,
  processor: ProcessorPort,
  input: {
    saleId: number;
    returnCode: string;
    at: Date;
    /** The merchant's rate's rejected-return fee; absent, the processor's. */
    rejectedReturnFeeCents?: number;
  },
): Promise<void> {
  const query = sqlQuery(db);
  const sale = await lockTransaction(db, input.saleId);
  if (sale.kind !== 'sale' || sale.status !== 'approved' || sale.method !== 'ach')
    throw new LedgerRefused('Only an approved ACH payment can be returned.');
  const [already] = await query('select 1 from ach_returns where transaction_id = $1', [sale.id]);
  if (already) throw new LedgerRefused('This payment was already returned.');
  notBefore(sale, input.at, 'return');
  const fee = input.rejectedReturnFeeCents ?? processor.rejectedReturnFeeCents;
  const id = await nextId(query, 'transactions');
  const batch = new LedgerBatch();
  batch.addTransaction(
    achReturnRow(
      sale,
      { id, transNumber: `L${sale.processorId}-${sale.merchantId}-${id}`, transDate: input.at },
      fee,
    ),
  );
  batch.addAchReturn({
    id: await nextId(query, 'ach_returns'),
    merchantId: sale.merchantId,
    transactionId: sale.id,
    returnTransactionId: id,
    returnDate: input.at,
    returnAmountCents: sale.grossAmountCents,
    returnCode: input.returnCode,
    feeCents: fee,
  });
  await batch.flush(query);
}
