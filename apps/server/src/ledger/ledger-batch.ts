import type { CopyRows, RawQuery } from '../db/client';
import { ROLLUP_METRICS } from '../db/schema/rollups';
import { bulkInsert } from './bulk-insert';
import {
  ACH_RETURN_COLUMNS,
  type AchReturnRow,
  achReturnValues,
  BATCH_COLUMNS,
  type BatchRow,
  batchValues,
  CHARGEBACK_COLUMNS,
  type ChargebackRow,
  chargebackValues,
  DEPOSIT_COLUMNS,
  type DepositRow,
  depositValues,
  RETRIEVAL_COLUMNS,
  type RetrievalRow,
  retrievalValues,
  TRANSACTION_COLUMNS,
  type TransactionRow,
  transactionValues,
} from './ledger-rows';
import {
  achReturnRollup,
  chargebackRollup,
  depositRollup,
  hourOf,
  type RollupChange,
  type RollupDelta,
  transactionRollup,
} from './rollup-deltas';
import { ROLLUP_VALUE_COLUMNS } from './rollup-recompute';

/** The rollup columns, in the order of ROLLUP_METRICS (one list, shared with the recomputation). */
const ROLLUP_COLUMNS = ROLLUP_VALUE_COLUMNS;

/**
 * Ledger rows and their rollup deltas, gathered and then written together in one database
 * transaction: rows and aggregates can never disagree. Bulk generation fills a batch with
 * thousands of rows; a live action with one.
 */
export class LedgerBatch {
  readonly transactions: TransactionRow[] = [];
  readonly batches: BatchRow[] = [];
  readonly deposits: DepositRow[] = [];
  readonly chargebacks: ChargebackRow[] = [];
  readonly retrievals: RetrievalRow[] = [];
  readonly achReturns: AchReturnRow[] = [];
  private readonly rollups = new Map<
    string,
    { merchantId: number; hour: Date; delta: RollupDelta }
  >();

  get size(): number {
    return (
      this.transactions.length +
      this.batches.length +
      this.deposits.length +
      this.chargebacks.length +
      this.retrievals.length +
      this.achReturns.length
    );
  }

  addTransaction(row: TransactionRow): void {
    this.transactions.push(row);
    this.addRollup(transactionRollup(row));
  }

  addBatch(batch: BatchRow, deposit: DepositRow): void {
    this.batches.push(batch);
    this.deposits.push(deposit);
    this.addRollup(depositRollup(deposit));
  }

  addChargeback(row: ChargebackRow): void {
    this.chargebacks.push(row);
    this.addRollup(chargebackRollup(row));
  }

  addRetrieval(row: RetrievalRow): void {
    this.retrievals.push(row);
  }

  addAchReturn(row: AchReturnRow): void {
    this.achReturns.push(row);
    this.addRollup(achReturnRollup(row));
  }

  addRollup(change: RollupChange): void {
    const hour = hourOf(change.at);
    const key = `${change.merchantId}|${hour.getTime()}`;
    const entry = this.rollups.get(key) ?? { merchantId: change.merchantId, hour, delta: {} };
    for (const [metric, value] of Object.entries(change.delta) as [keyof RollupDelta, number][]) {
      entry.delta[metric] = (entry.delta[metric] ?? 0) + value;
    }
    this.rollups.set(key, entry);
  }

  /**
   * Writes everything through `query`, which must run inside one database transaction; with
   * `copy` (PostgreSQL) large row sets go in by COPY, the fast path of bulk generation.
   */
  async flush(query: RawQuery, copy?: CopyRows): Promise<void> {
    const write = (table: string, columns: readonly string[], rows: unknown[][]) =>
      copy && rows.length > 50
        ? copy(table, columns, rows)
        : bulkInsert(query, table, columns, rows);
    await write('batches', BATCH_COLUMNS, this.batches.map(batchValues));
    await write('transactions', TRANSACTION_COLUMNS, this.transactions.map(transactionValues));
    await write('deposits', DEPOSIT_COLUMNS, this.deposits.map(depositValues));
    await write('chargebacks', CHARGEBACK_COLUMNS, this.chargebacks.map(chargebackValues));
    await write('retrievals', RETRIEVAL_COLUMNS, this.retrievals.map(retrievalValues));
    await write('ach_returns', ACH_RETURN_COLUMNS, this.achReturns.map(achReturnValues));
    const rows = [...this.rollups.values()].map(({ merchantId, hour, delta }) => [
      merchantId,
      hour,
      ...ROLLUP_METRICS.map((metric) => delta[metric] ?? 0),
    ]);
    const update = ROLLUP_COLUMNS.map(
      (c) => `${c} = merchant_hourly_rollups.${c} + excluded.${c}`,
    ).join(', ');
    const upsert = `on conflict (merchant_id, hour) do update set ${update}`;
    const columns = ['merchant_id', 'hour', ...ROLLUP_COLUMNS];
    if (copy && rows.length > 50) {
      // COPY cannot upsert: stage the deltas, then add them in one statement.
      await query(
        'create temporary table if not exists rollup_stage (like merchant_hourly_rollups) on commit delete rows',
      );
      await copy('rollup_stage', columns, rows);
      await query(`insert into merchant_hourly_rollups select * from rollup_stage ${upsert}`);
    } else {
      await bulkInsert(query, 'merchant_hourly_rollups', columns, rows, upsert);
    }
  }
}
