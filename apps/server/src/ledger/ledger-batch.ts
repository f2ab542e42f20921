import type { CopyRows, RawQuery } from '../db/client';
import { ROLLUP_COLUMNS, ROLLUP_METRICS } from '../db/schema/rollups';
import { bulkInsert } from './bulk-insert';
import {
  type AchReturnRow,
  achReturnTable,
  type BatchRow,
  batchTable,
  type ChargebackEntryRow,
  type ChargebackRow,
  chargebackEntryTable,
  chargebackTable,
  type DepositRow,
  depositTable,
  type RetrievalRow,
  retrievalTable,
  type TransactionRow,
  transactionTable,
} from './ledger-rows';
import {
  achReturnRollup,
  chargebackRollup,
  dayOf,
  depositRollup,
  hourOf,
  monthOf,
  type RollupChange,
  type RollupDelta,
  transactionRollup,
} from './rollup-deltas';

/**
 * Ledger rows and their rollup deltas, gathered and then written together in one database
 * transaction: rows and aggregates can never disagree. Bulk generation fills a batch with
 * thousands of rows; a live action with one.
 */
export class LedgerBatch {
  transactions: TransactionRow[] = [];
  batches: BatchRow[] = [];
  deposits: DepositRow[] = [];
  chargebacks: ChargebackRow[] = [];
  /** The chargebacks' money: a debit each, a reversal for each one won. */
  chargebackEntries: ChargebackEntryRow[] = [];
  retrievals: RetrievalRow[] = [];
  achReturns: AchReturnRow[] = [];
  /** Customer and subscription of transactions whose writer knows them (billing), by id. */
  private links = new Map<number, TransactionLinks>();
  /** Deltas per merchant and UTC hour, per merchant and UTC day, per merchant and UTC month. */
  private rollups = new Map<string, RollupEntry>();
  private dailyRollups = new Map<string, RollupEntry>();
  private monthlyRollups = new Map<string, RollupEntry>();

  get size(): number {
    return (
      this.transactions.length +
      this.batches.length +
      this.deposits.length +
      this.chargebacks.length +
      this.chargebackEntries.length +
      this.retrievals.length +
      this.achReturns.length
    );
  }

  /** Hands everything gathered so far to a new batch (to be written) and starts empty. */
  drain(): LedgerBatch {
    const full = new LedgerBatch();
    [full.transactions, this.transactions] = [this.transactions, []];
    [full.batches, this.batches] = [this.batches, []];
    [full.deposits, this.deposits] = [this.deposits, []];
    [full.chargebacks, this.chargebacks] = [this.chargebacks, []];
    [full.chargebackEntries, this.chargebackEntries] = [this.chargebackEntries, []];
    [full.retrievals, this.retrievals] = [this.retrievals, []];
    [full.achReturns, this.achReturns] = [this.achReturns, []];
    [full.links, this.links] = [this.links, new Map()];
    [full.rollups, this.rollups] = [this.rollups, new Map()];
    [full.dailyRollups, this.dailyRollups] = [this.dailyRollups, new Map()];
    [full.monthlyRollups, this.monthlyRollups] = [this.monthlyRollups, new Map()];
    return full;
  }

  /**
   * A transaction row; `links` writes its customer and subscription with it (rather than an
   * UPDATE of the new row after the flush, which rewrites the row and all its index entries).
   */
  addTransaction(row: TransactionRow, links?: TransactionLinks): void {
    this.transactions.push(row);
    if (links) this.links.set(row.id, links);
    this.addRollup(transactionRollup(row));
  }

  addBatch(batch: BatchRow, deposit: DepositRow): void {
    this.batches.push(batch);
    this.deposits.push(deposit);
    this.addRollup(depositRollup(deposit));
  }

  /** A chargeback, with the debit of its amount (and its reversal when it was won). */
  addChargeback(row: ChargebackRow): void {
    this.chargebacks.push(row);
    this.addRollup(chargebackRollup(row));
    this.chargebackEntries.push(chargebackDebit(row));
    if (row.disputeStatus === 'won') this.addChargebackReversal(row, row.resolvedAt ?? row.cbDate);
  }

  /** A chargeback won: its amount goes back to the merchant. */
  addChargebackReversal(
    row: Pick<ChargebackRow, 'id' | 'merchantId' | 'cbAmountCents'>,
    at: Date,
  ): void {
    this.chargebackEntries.push({
      merchantId: row.merchantId,
      chargebackId: row.id,
      kind: 'reversal',
      amountCents: row.cbAmountCents,
      enteredAt: at,
    });
  }

  addRetrieval(row: RetrievalRow): void {
    this.retrievals.push(row);
  }

  addAchReturn(row: AchReturnRow): void {
    this.achReturns.push(row);
    this.addRollup(achReturnRollup(row));
  }

  addRollup(change: RollupChange): void {
    addDelta(this.rollups, change.merchantId, hourOf(change.at), change.delta);
    addDelta(this.dailyRollups, change.merchantId, dayOf(change.at), change.delta);
    addDelta(this.monthlyRollups, change.merchantId, monthOf(change.at), change.delta);
  }

  /**
   * Writes everything through `query`, which must run inside one database transaction; with
   * `copy` (PostgreSQL) large row sets go in by COPY, the fast path of bulk generation.
   */
  async flush(query: RawQuery, copy?: CopyRows): Promise<void> {
    const write = <Row>(
      table: string,
      spec: { columns: readonly string[]; values: (row: Row) => unknown[] },
      rows: Row[],
    ) => {
      const values = rows.map((row) => spec.values(row));
      return copy && rows.length > 50
        ? copy(table, spec.columns, values)
        : bulkInsert(query, table, spec.columns, values);
    };
    await write('batches', batchTable, this.batches);
    await write(
      'transactions',
      this.links.size === 0 ? transactionTable : linkedTransactionTable(this.links),
      this.transactions,
    );
    await write('deposits', depositTable, this.deposits);
    await write('chargebacks', chargebackTable, this.chargebacks);
    await write('chargeback_entries', chargebackEntryTable, this.chargebackEntries);
    await write('retrievals', retrievalTable, this.retrievals);
    await write('ach_returns', achReturnTable, this.achReturns);
    await writeRollups(query, copy, {
      hour: this.rollups,
      day: this.dailyRollups,
      month: this.monthlyRollups,
    });
  }
}

/** Links the ledger row of a transaction carries when its writer knows them. */
export interface TransactionLinks {
  customerId: number | null;
  subscriptionId: number | null;
}

/** The transactions' columns and their links' (null for a row without). */
const linkedTransactionTable = (links: Map<number, TransactionLinks>) => ({
  columns: [...transactionTable.columns, 'customer_id', 'subscription_id'],
  values: (row: TransactionRow) => {
    const link = links.get(row.id);
    return [
      ...transactionTable.values(row),
      link?.customerId ?? null,
      link?.subscriptionId ?? null,
    ];
  },
});

const chargebackDebit = (row: ChargebackRow): ChargebackEntryRow => ({
  merchantId: row.merchantId,
  chargebackId: row.id,
  kind: 'debit',
  amountCents: -row.cbAmountCents,
  enteredAt: row.cbDate,
});

interface RollupEntry {
  merchantId: number;
  at: Date;
  delta: RollupDelta;
}

function addDelta(
  entries: Map<string, RollupEntry>,
  merchantId: number,
  at: Date,
  delta: RollupDelta,
): void {
  const key = `${merchantId}|${at.getTime()}`;
  const entry = entries.get(key) ?? { merchantId, at, delta: {} };
  for (const [metric, value] of Object.entries(delta) as [keyof RollupDelta, number][]) {
    entry.delta[metric] = (entry.delta[metric] ?? 0) + value;
  }
  entries.set(key, entry);
}

/** The rollup tables by the time their rows are keyed by: hours, UTC days, UTC months. */
const ROLLUP_TABLES = {
  hour: 'merchant_hourly_rollups',
  day: 'merchant_daily_rollups',
  month: 'merchant_monthly_rollups',
} as const;
type RollupGrain = keyof typeof ROLLUP_TABLES;

/** The rows of `entries` in (merchant, time) order, as the rollup tables' columns take them. */
function rollupRows(entries: Map<string, RollupEntry>): unknown[][] {
  // In (merchant, time) order: two writers that touch the same rollup rows lock them in the
  // same order and cannot deadlock.
  return [...entries.values()]
    .sort((a, b) => a.merchantId - b.merchantId || a.at.getTime() - b.at.getTime())
    .map(({ merchantId, at, delta }) => [
      merchantId,
      at,
      ...ROLLUP_METRICS.map((metric) => delta[metric] ?? 0),
    ]);
}

const upsertOf = (grain: RollupGrain) =>
  `on conflict (merchant_id, ${grain}) do update set ${ROLLUP_COLUMNS.map((c) => `${c} = ${ROLLUP_TABLES[grain]}.${c} + excluded.${c}`).join(', ')}`;
const columnsOf = (grain: RollupGrain) => ['merchant_id', grain, ...ROLLUP_COLUMNS];

/** One multi-row VALUES list, its parameters appended to `params`. */
function valuesOf(rows: unknown[][], params: unknown[]): string {
  return rows.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(',')})`).join(',');
}

/** Rows up to this many go in one statement for the three tables (a live action's three). */
const ONE_STATEMENT_ROWS = 200;

/**
 * Adds the deltas to the stored hourly, daily and monthly rollup rows. A live action's few rows
 * go in one statement for the three tables (its hours first, then its days, then its months:
 * the order of every writer, so none deadlocks); bulk generation's many go by table, through
 * COPY when it can.
 */
async function writeRollups(
  query: RawQuery,
  copy: CopyRows | undefined,
  deltas: Record<RollupGrain, Map<string, RollupEntry>>,
): Promise<void> {
  const { hour, day, month } = deltas;
  if (hour.size === 0 && day.size === 0 && month.size === 0) return;
  if (
    hour.size + day.size + month.size <= ONE_STATEMENT_ROWS &&
    hour.size > 0 &&
    day.size > 0 &&
    month.size > 0
  ) {
    // The main statement runs first, then the data-modifying WITHs, the LAST one first
    // (PostgreSQL finishes them in reverse order of initialisation): the hours, then the days,
    // then the months.
    const params: unknown[] = [];
    const hours = valuesOf(rollupRows(hour), params);
    const days = valuesOf(rollupRows(day), params);
    const months = valuesOf(rollupRows(month), params);
    await query(
      `with months as (insert into merchant_monthly_rollups (${columnsOf('month').join(',')}) values ${months}
         ${upsertOf('month')}),
       days as (insert into merchant_daily_rollups (${columnsOf('day').join(',')}) values ${days}
         ${upsertOf('day')})
       insert into merchant_hourly_rollups (${columnsOf('hour').join(',')}) values ${hours}
         ${upsertOf('hour')}`,
      params,
    );
    return;
  }
  for (const grain of ['hour', 'day', 'month'] as const) {
    await writeRollupTable(query, copy, grain, deltas[grain]);
  }
}

/** Adds the deltas to the stored rollup rows of one table (keyed by merchant and `grain`). */
async function writeRollupTable(
  query: RawQuery,
  copy: CopyRows | undefined,
  grain: RollupGrain,
  entries: Map<string, RollupEntry>,
): Promise<void> {
  if (entries.size === 0) return;
  const table = ROLLUP_TABLES[grain];
  const rows = rollupRows(entries);
  const upsert = upsertOf(grain);
  const columns = columnsOf(grain);
  if (copy && rows.length > 50) {
    // COPY cannot upsert: stage the deltas, then add them in one statement.
    await query(
      `create temporary table if not exists ${table}_stage (like ${table}) on commit delete rows`,
    );
    await copy(`${table}_stage`, columns, rows);
    await query(
      `insert into ${table} select * from ${table}_stage order by merchant_id, ${grain} ${upsert}`,
    );
  } else {
    await bulkInsert(query, table, columns, rows, upsert);
  }
}
