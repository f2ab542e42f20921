import type { CopyRows, RawQuery } from '../db/client';
import {
  BRAND_ROLLUP_COLUMNS,
  BRAND_ROLLUP_KEYS,
  BRAND_ROLLUP_METRICS,
  ROLLUP_COLUMNS,
  ROLLUP_METRICS,
} from '../db/schema/rollups';
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
  type BrandRollupChange,
  chargebackRollup,
  dayOf,
  depositRollup,
  hourOf,
  monthOf,
  type RollupChange,
  type RollupDelta,
  saleBrandRollup,
  transactionRollup,
  voidRollup,
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
  /** Sale deltas per merchant, UTC day (month), processor, card brand and currency. */
  private brandDailyRollups = new Map<string, BrandRollupChange>();
  private brandMonthlyRollups = new Map<string, BrandRollupChange>();

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
    [full.brandDailyRollups, this.brandDailyRollups] = [this.brandDailyRollups, new Map()];
    [full.brandMonthlyRollups, this.brandMonthlyRollups] = [this.brandMonthlyRollups, new Map()];
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
    this.addBrandRollup(saleBrandRollup(row, 1));
  }

  /** A sale voided after it was written: it leaves the merchant and card-brand rollups. */
  addSaleVoid(sale: TransactionRow): void {
    this.addRollup(voidRollup(sale));
    this.addBrandRollup(saleBrandRollup(sale, -1));
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

  addBrandRollup(change: BrandRollupChange | null): void {
    if (!change) return;
    addBrandDelta(this.brandDailyRollups, dayOf(change.at), change);
    addBrandDelta(this.brandMonthlyRollups, monthOf(change.at), change);
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
    await writeRollups(query, copy, [
      merchantRollupWrite('hour', this.rollups),
      merchantRollupWrite('day', this.dailyRollups),
      merchantRollupWrite('month', this.monthlyRollups),
      brandRollupWrite('day', this.brandDailyRollups),
      brandRollupWrite('month', this.brandMonthlyRollups),
    ]);
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

function addBrandDelta(
  entries: Map<string, BrandRollupChange>,
  at: Date,
  change: BrandRollupChange,
): void {
  const key = `${change.merchantId}|${at.getTime()}|${change.processorId}|${change.cardBrand}|${change.currency}`;
  const entry = entries.get(key) ?? {
    ...change,
    at,
    delta: { saleCount: 0, volumeCents: 0, feeCents: 0, interchangeCents: 0 },
  };
  for (const metric of BRAND_ROLLUP_METRICS) entry.delta[metric] += change.delta[metric];
  entries.set(key, entry);
}

/** One rollup table's deltas, as rows in its columns' order, to be added to its stored rows. */
interface RollupWrite {
  table: string;
  /** The primary key's columns (merchant, time, ...): the conflict target, and the rows' order. */
  keys: readonly string[];
  /** The columns added up. */
  values: readonly string[];
  rows: unknown[][];
}

/** The merchant rollup tables by the time their rows are keyed by: hours, UTC days, UTC months. */
const ROLLUP_TABLES = {
  hour: 'merchant_hourly_rollups',
  day: 'merchant_daily_rollups',
  month: 'merchant_monthly_rollups',
} as const;
type RollupGrain = keyof typeof ROLLUP_TABLES;

/** In (merchant, time, ...) order: two writers lock shared rollup rows in the same order and cannot deadlock. */
const byKeys = (a: unknown[], b: unknown[]) => {
  for (let i = 0; i < a.length; i += 1) {
    const [x, y] = [a[i], b[i]];
    const order =
      x instanceof Date && y instanceof Date
        ? x.getTime() - y.getTime()
        : typeof x === 'number' && typeof y === 'number'
          ? x - y
          : String(x) < String(y)
            ? -1
            : String(x) > String(y)
              ? 1
              : 0;
    if (order !== 0) return order;
  }
  return 0;
};

function merchantRollupWrite(grain: RollupGrain, entries: Map<string, RollupEntry>): RollupWrite {
  return {
    table: ROLLUP_TABLES[grain],
    keys: ['merchant_id', grain],
    values: ROLLUP_COLUMNS,
    rows: [...entries.values()]
      .map(({ merchantId, at, delta }) => [
        merchantId,
        at,
        ...ROLLUP_METRICS.map((metric) => delta[metric] ?? 0),
      ])
      .sort(byKeys),
  };
}

function brandRollupWrite(
  grain: 'day' | 'month',
  entries: Map<string, BrandRollupChange>,
): RollupWrite {
  return {
    table: grain === 'day' ? 'card_brand_daily_rollups' : 'card_brand_monthly_rollups',
    keys: ['merchant_id', grain, ...BRAND_ROLLUP_KEYS],
    values: BRAND_ROLLUP_COLUMNS,
    rows: [...entries.values()]
      .map((c) => [
        c.merchantId,
        c.at,
        c.processorId,
        c.cardBrand,
        c.currency,
        ...BRAND_ROLLUP_METRICS.map((metric) => c.delta[metric]),
      ])
      .sort(byKeys),
  };
}

const upsertOf = (w: RollupWrite) =>
  `on conflict (${w.keys.join(', ')}) do update set ${w.values.map((c) => `${c} = ${w.table}.${c} + excluded.${c}`).join(', ')}`;
const columnsOf = (w: RollupWrite) => [...w.keys, ...w.values];

/** One multi-row VALUES list, its parameters appended to `params`. */
function valuesOf(rows: unknown[][], params: unknown[]): string {
  return rows.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(',')})`).join(',');
}

/** Rows up to this many go in one statement for every table (a live action's few). */
const ONE_STATEMENT_ROWS = 200;

/**
 * Adds the deltas to the stored rollup rows, table after table in the order given (hours, days,
 * months, then the card-brand days and months: the order of every writer, so none deadlocks). A
 * live action's few rows go in one statement; bulk generation's many go by table, through COPY
 * when it can.
 */
async function writeRollups(
  query: RawQuery,
  copy: CopyRows | undefined,
  writes: readonly RollupWrite[],
): Promise<void> {
  const pending = writes.filter((w) => w.rows.length > 0);
  const [main, ...rest] = pending;
  if (!main) return;
  if (pending.reduce((n, w) => n + w.rows.length, 0) <= ONE_STATEMENT_ROWS) {
    // The main statement runs first, then the data-modifying WITHs, the LAST one first
    // (PostgreSQL finishes them in reverse order of initialisation): so the WITHs are declared
    // in reverse, and the tables are written in the order given.
    const params: unknown[] = [];
    const mainValues = valuesOf(main.rows, params);
    const withs = rest.map(
      (w, i) =>
        `w${i} as (insert into ${w.table} (${columnsOf(w).join(',')}) values ${valuesOf(w.rows, params)}
         ${upsertOf(w)})`,
    );
    await query(
      `${withs.length > 0 ? `with ${withs.reverse().join(',\n')}\n` : ''}insert into ${main.table} (${columnsOf(main).join(',')}) values ${mainValues}
         ${upsertOf(main)}`,
      params,
    );
    return;
  }
  for (const write of pending) await writeRollupTable(query, copy, write);
}

/** Adds the deltas to the stored rollup rows of one table. */
async function writeRollupTable(
  query: RawQuery,
  copy: CopyRows | undefined,
  write: RollupWrite,
): Promise<void> {
  const { table, rows } = write;
  if (copy && rows.length > 50) {
    // COPY cannot upsert: stage the deltas, then add them in one statement.
    await query(
      `create temporary table if not exists ${table}_stage (like ${table}) on commit delete rows`,
    );
    await copy(`${table}_stage`, columnsOf(write), rows);
    await query(
      `insert into ${table} select * from ${table}_stage order by ${write.keys.join(', ')} ${upsertOf(write)}`,
    );
  } else {
    await bulkInsert(query, table, columnsOf(write), rows, upsertOf(write));
  }
}
