import { and, eq, sql } from 'drizzle-orm';
import type { Database, RawQuery } from '../../db/client';
import { transactions } from '../../db/schema/payments';
import { SqlParams } from '../../platform/lists/sql-params';
import { type TransactionListRow, transactionRow, transactionSelect } from './transaction-list';
import type { SnapshotTotals } from './transaction-totals';

/** SQL of the transactions module (reads of one transaction and its neighbours, totals). */

export type StoredTransaction = TransactionListRow & { kind: string; processorId: number };

const stored = (row: Record<string, unknown>, name: string): StoredTransaction => ({
  ...transactionRow(row, new Map([[Number(row.merchant_id), name]])),
  kind: String(row.kind),
  processorId: Number(row.processor_id),
});

export interface MerchantRef {
  id: number;
  businessCommonName: string;
}

/** One transaction of the merchant (none for another merchant's id). */
export async function transactionOf(
  run: RawQuery,
  merchant: MerchantRef,
  id: number,
): Promise<StoredTransaction | undefined> {
  const params = new SqlParams();
  const select = transactionSelect(params, 'UTC');
  const [row] = await run(
    `select ${select}, t.kind, t.processor_id from transactions t
      where t.id = ${params.add(id, 'int8')} and t.merchant_id = ${params.add(merchant.id, 'int4')}`,
    params.values,
  );
  return row ? stored(row, merchant.businessCommonName) : undefined;
}

/** Refunds, voids and returns of a sale, oldest first. */
export async function followingRows(
  run: RawQuery,
  merchant: MerchantRef,
  saleId: number,
): Promise<StoredTransaction[]> {
  const params = new SqlParams();
  const select = transactionSelect(params, 'UTC');
  const rows = await run(
    `select ${select}, t.kind, t.processor_id from transactions t
      where t.original_transaction_id = ${params.add(saleId, 'int8')}
        and t.merchant_id = ${params.add(merchant.id, 'int4')}
      order by t.trans_date, t.id`,
    params.values,
  );
  return rows.map((row) => stored(row, merchant.businessCommonName));
}

/** The business names of merchant accounts. */
export async function merchantNames(
  run: RawQuery,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const rows = await run<{ id: number; business_common_name: string }>(
    'select id, business_common_name from merchants where id = any($1::int4[])',
    [ids],
  );
  return new Map(rows.map((row) => [Number(row.id), row.business_common_name]));
}

export interface BatchAndDeposit {
  batch: { id: number; batchNumber: string; batchDate: string } | null;
  deposit: { id: number; depositDate: string; status: string; amount: number } | null;
}

export async function batchAndDepositOf(run: RawQuery, batchId: number): Promise<BatchAndDeposit> {
  const [row] = await run<Record<string, unknown>>(
    `select b.id, b.batch_number, b.batch_date::text as batch_date, d.id as deposit_id,
            d.deposit_date::text as deposit_date, d.status as deposit_status, d.amount_cents
       from batches b left join deposits d on d.batch_id = b.id where b.id = $1`,
    [batchId],
  );
  if (!row) return { batch: null, deposit: null };
  return {
    batch: {
      id: Number(row.id),
      batchNumber: String(row.batch_number),
      batchDate: String(row.batch_date),
    },
    deposit:
      row.deposit_id === null || row.deposit_id === undefined
        ? null
        : {
            id: Number(row.deposit_id),
            depositDate: String(row.deposit_date),
            status: String(row.deposit_status),
            amount: Number(row.amount_cents),
          },
  };
}

export interface DisputeFacts {
  chargebacks: {
    id: number;
    caseNumber: string;
    at: string;
    amount: number;
    reason: string;
    status: string;
    resolvedAt: string | null;
  }[];
  retrievals: { id: number; at: string; reason: string; status: string }[];
  returns: {
    id: number;
    at: string;
    amount: number;
    code: string;
    description: string;
    fee: number;
  }[];
}

const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Chargebacks, retrieval requests and ACH returns of a sale. */
export async function disputesOf(run: RawQuery, saleId: number): Promise<DisputeFacts> {
  const [chargebacks, retrievals, returns] = await Promise.all([
    run<Record<string, unknown>>(
      `select id, case_number, ${iso('cb_date')} as at, cb_amount_cents, reason_code, reason_desc,
              dispute_status, ${iso('resolved_at')} as resolved_at
         from chargebacks where transaction_id = $1 order by cb_date, id`,
      [saleId],
    ),
    run<Record<string, unknown>>(
      `select id, ${iso('requested_date')} as at, reason_desc, status
         from retrievals where transaction_id = $1 order by requested_date, id`,
      [saleId],
    ),
    run<Record<string, unknown>>(
      `select r.id, ${iso('r.return_date')} as at, r.return_amount_cents, r.return_code, c.description, r.fee_cents
         from ach_returns r join ach_return_codes c on c.code = r.return_code
        where r.transaction_id = $1 order by r.return_date, r.id`,
      [saleId],
    ),
  ]);
  return {
    chargebacks: chargebacks.map((r) => ({
      id: Number(r.id),
      caseNumber: String(r.case_number),
      at: String(r.at),
      amount: Number(r.cb_amount_cents),
      reason: `${r.reason_code} ${r.reason_desc}`,
      status: String(r.dispute_status),
      resolvedAt: r.resolved_at === null ? null : String(r.resolved_at),
    })),
    retrievals: retrievals.map((r) => ({
      id: Number(r.id),
      at: String(r.at),
      reason: String(r.reason_desc),
      status: String(r.status),
    })),
    returns: returns.map((r) => ({
      id: Number(r.id),
      at: String(r.at),
      amount: Number(r.return_amount_cents),
      code: String(r.return_code),
      description: String(r.description),
      fee: Number(r.fee_cents),
    })),
  };
}

/**
 * Totals of the rows the conditions match: the count of every row, and the money of the
 * approved sales, refunds and returns (declines and voids move no money).
 */
export async function snapshotTotals(
  run: RawQuery,
  conditions: readonly string[],
  params: SqlParams,
): Promise<SnapshotTotals> {
  const [row] = await run<Record<string, unknown>>(
    `select count(*) as count,
        coalesce(sum(t.gross_amount_cents) filter (where t.kind = 'sale' and t.status = 'approved'), 0) as gross,
        coalesce(-sum(t.gross_amount_cents) filter (where t.kind in ('refund', 'ach_return') and t.status = 'approved'), 0) as refunds,
        coalesce(sum(t.fee_cents) filter (where t.kind in ('sale', 'refund', 'ach_return') and t.status = 'approved'), 0) as fees,
        coalesce(sum(t.net_amount_cents) filter (where t.kind in ('sale', 'refund', 'ach_return') and t.status = 'approved'), 0) as net
       from transactions t where ${conditions.join(' and ')}`,
    params.values,
  );
  return {
    count: Number(row?.count ?? 0),
    gross: Number(row?.gross ?? 0),
    refunds: Number(row?.refunds ?? 0),
    fees: Number(row?.fees ?? 0),
    net: Number(row?.net ?? 0),
  };
}

/* Money actions (refund, void, virtual terminal): reads and writes inside the call's transaction. */

/** A sale as the ledger stores it, locked, with what the rules ask of its disputes. */
export interface LockedSale {
  row: typeof transactions.$inferSelect;
  chargebacks: number;
  returned: boolean;
}

/**
 * One transaction of the merchant, locked for this database transaction (a refund or void of
 * the same sale waits here), with its chargeback count and whether it was returned; none for
 * another merchant's.
 */
export async function lockedTransactionOf(
  db: Database,
  merchantId: number,
  id: number,
): Promise<LockedSale | undefined> {
  const [found] = await db
    .select({
      row: transactions,
      // Qualified by hand: in a one-table select drizzle writes a column unqualified ("id"),
      // which inside the subquery would name the chargeback's (the return's) own id.
      chargebacks: sql<number>`(select count(*) from chargebacks c where c.transaction_id = "transactions"."id")::int`,
      returned: sql<boolean>`exists (select 1 from ach_returns r where r.transaction_id = "transactions"."id")`,
    })
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.merchantId, merchantId)))
    .for('update', { of: transactions });
  return found
    ? {
        row: found.row,
        chargebacks: Number(found.chargebacks),
        returned: found.returned === true || String(found.returned) === 't',
      }
    : undefined;
}

/**
 * The account's unsettled net: what its approved sales, refunds and returns not yet in a
 * batch add up to. Read as everything ever approved (the daily rollups: gross volume less
 * refunds, returns and fees) less everything settled (its batches), one statement and one
 * snapshot: O(days), where a scan of the unbatched rows would also read every void ever made.
 */
export async function unsettledNetOf(run: RawQuery, merchantId: number): Promise<number> {
  const [row] = await run<{ net: string | number }>(
    'select merchant_unsettled_net($1::int4) as net',
    [merchantId],
  );
  return Number(row?.net ?? 0);
}

/** The virtual terminal's bank numbers, sealed, beside the ledger row (which has no columns for them). */
export async function storeAchNumbers(
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
