import {
  RECONCILIATION_COLUMNS,
  type ReconciliationColumn,
  type ReconciliationLine,
  type ReconciliationQuery,
} from '@paydesk/domain/admin-transaction-reports';
import type { RawQuery } from '../../db/client';
import { NotFound } from '../../platform/errors';
import { csvCentsSql, csvLocalTimeSql, csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import { merchantLabel, type ReportScope, rangeLabel } from '../../platform/lists/report-scope';
import type { SqlParams } from '../../platform/lists/sql-params';
import { DEPOSIT_NOT_FOUND_MESSAGE, depositConditions } from '../deposits/deposits.service';

/**
 * Processor reconciliation (part 2 §7 GET /admin/merchants/processor-reconciliation): per
 * payout, what the processor reported of its batch against what the ledger holds in it now.
 *
 * The simulated processors keep no record of what they settled (src/processors/ keeps fee
 * schedules and answers, no state), so the processor's side is its settlement record as
 * Paydesk stored it when the batch settled: the batch row's count, gross, fees and net, frozen
 * then (ledger-operations.ts `settleDay`), and the deposit it funded. The ledger's side is the
 * sum of the transactions that name the batch now. A row changed after settlement (a net
 * edited, a row moved to another batch) shows as a difference. docs/reports.md.
 */

/** The ledger's sums of the batch of `d` (deposits): `[count, gross, fees, net]` as SQL. */
const ledgerSum = (expr: string) =>
  `(select coalesce(${expr}, 0) from transactions t where t.batch_id = d.batch_id)`;
const LEDGER = {
  count: ledgerSum('count(*)'),
  gross: ledgerSum('sum(t.gross_amount_cents)'),
  fees: ledgerSum('sum(t.fee_cents)'),
  net: ledgerSum('sum(t.net_amount_cents)'),
};
const batchValue = (column: string) =>
  `(select b.${column} from batches b where b.id = d.batch_id)`;
const REPORTED = {
  count: batchValue('number_of_transactions'),
  gross: batchValue('total_gross_cents'),
  fees: batchValue('total_fee_cents'),
  net: batchValue('total_net_cents'),
};

/** Lines whose sides differ: any sum, or the amount paid out against the ledger's net. */
const PAYOUT_MISMATCH = `exists (
  select 1 from batches b,
    lateral (select count(*) as n, coalesce(sum(t.gross_amount_cents), 0) as gross,
                    coalesce(sum(t.fee_cents), 0) as fees, coalesce(sum(t.net_amount_cents), 0) as net
               from transactions t where t.batch_id = b.id) l
   where b.id = d.batch_id
     and (l.n, l.gross, l.fees, l.net, l.net) is distinct from
         (b.number_of_transactions::int8, b.total_gross_cents, b.total_fee_cents, b.total_net_cents, d.amount_cents))`;

const LABELS = columnLabels<ReconciliationColumn>(RECONCILIATION_COLUMNS);
const DEFAULT_COLUMNS = defaultColumnKeys<ReconciliationColumn>(RECONCILIATION_COLUMNS);

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** The payout of a line (`d` deposits, `b` its batch, `m` its merchant). */
const PAYOUT_FIELDS = `d.id as deposit_id, d.merchant_id, m.business_common_name as merchant_name,
  m.currency, d.batch_id, b.batch_number, b.batch_date::text as batch_date,
  d.deposit_date::text as deposit_date, d.status as deposit_status, b.processor_id`;

/** A payout's line: its payout, the processor's record and the ledger's sums (`l`). */
const PAYOUT_SELECT = `${PAYOUT_FIELDS}, d.amount_cents, b.number_of_transactions as r_count, b.total_gross_cents as r_gross,
  b.total_fee_cents as r_fees, b.total_net_cents as r_net,
  l.n as l_count, l.gross as l_gross, l.fees as l_fees, l.net as l_net`;

const LEDGER_LATERAL = `cross join lateral (
  select count(*) as n, coalesce(sum(t.gross_amount_cents), 0) as gross,
         coalesce(sum(t.fee_cents), 0) as fees, coalesce(sum(t.net_amount_cents), 0) as net
    from transactions t where t.batch_id = d.batch_id) l`;

const n = (value: unknown) => Number(value ?? 0);

/** The line's differences (ledger less reported) and whether all are zero. */
function lineOf(
  row: Record<string, unknown>,
  sides: {
    reported: [number, number, number, number];
    ledger: [number, number, number, number];
    depositAmount: number | null;
  },
  transaction: Pick<ReconciliationLine, 'transactionId' | 'transNumber' | 'transDate' | 'type'>,
): ReconciliationLine {
  const [rc, rg, rf, rn] = sides.reported;
  const [lc, lg, lf, ln] = sides.ledger;
  const depositDifference = sides.depositAmount === null ? null : sides.depositAmount - ln;
  const differences = [lc - rc, lg - rg, lf - rf, ln - rn];
  return {
    level: transaction.transactionId === null ? 'deposit' : 'transaction',
    depositId: n(row.deposit_id),
    merchantId: n(row.merchant_id),
    merchantName: String(row.merchant_name ?? ''),
    batchId: n(row.batch_id),
    batchNumber: String(row.batch_number),
    batchDate: String(row.batch_date),
    depositDate: String(row.deposit_date),
    depositStatus: row.deposit_status as ReconciliationLine['depositStatus'],
    processorId: n(row.processor_id),
    currency: String(row.currency),
    ...transaction,
    reportedCount: rc,
    reportedGross: rg,
    reportedFees: rf,
    reportedNet: rn,
    ledgerCount: lc,
    ledgerGross: lg,
    ledgerFees: lf,
    ledgerNet: ln,
    countDifference: lc - rc,
    grossDifference: lg - rg,
    feesDifference: lf - rf,
    netDifference: ln - rn,
    depositAmount: sides.depositAmount,
    depositDifference,
    matched: differences.every((d) => d === 0) && (depositDifference ?? 0) === 0,
  };
}

type Cell = (params: SqlParams, query: ReconciliationQuery) => string;
const cents =
  (expr: string): Cell =>
  () =>
    csvCentsSql(expr);
const plain =
  (expr: string): Cell =>
  () =>
    csvPlainSql(expr);
const text =
  (expr: string): Cell =>
  () =>
    csvTextSql(expr);

/** The payout's own columns as CSV cells, read by the payout's id (an SQL expression). */
function payoutCells(depositOf: string): Partial<Record<ReconciliationColumn, Cell>> {
  const deposit = (column: string) =>
    `(select p.${column} from deposits p where p.id = ${depositOf})`;
  const batch = (column: string) =>
    `(select b.${column} from deposits p join batches b on b.id = p.batch_id where p.id = ${depositOf})`;
  const merchant = (column: string) =>
    `(select m.${column} from deposits p join merchants m on m.id = p.merchant_id where p.id = ${depositOf})`;
  return {
    depositDate: plain(deposit('deposit_date')),
    merchantName: text(merchant('business_common_name')),
    depositId: plain(depositOf),
    batchNumber: text(batch('batch_number')),
    batchDate: plain(batch('batch_date')),
    depositStatus: text(deposit('status')),
    currency: text(merchant('currency')),
    merchantId: plain(deposit('merchant_id')),
    batchId: plain(deposit('batch_id')),
    processorId: plain(batch('processor_id')),
  };
}

const payoutCsv: Record<ReconciliationColumn, Cell> = {
  ...(payoutCells('d.id') as Record<ReconciliationColumn, Cell>),
  transNumber: () => 'null',
  transDate: () => 'null',
  type: () => 'null',
  transactionId: () => 'null',
  reportedCount: plain(REPORTED.count),
  ledgerCount: plain(LEDGER.count),
  reportedGross: cents(REPORTED.gross),
  ledgerGross: cents(LEDGER.gross),
  reportedFees: cents(REPORTED.fees),
  ledgerFees: cents(LEDGER.fees),
  reportedNet: cents(REPORTED.net),
  ledgerNet: cents(LEDGER.net),
  depositAmount: cents('d.amount_cents'),
  countDifference: plain(`${LEDGER.count} - ${REPORTED.count}`),
  grossDifference: cents(`${LEDGER.gross} - ${REPORTED.gross}`),
  feesDifference: cents(`${LEDGER.fees} - ${REPORTED.fees}`),
  netDifference: cents(`${LEDGER.net} - ${REPORTED.net}`),
  depositDifference: cents(`d.amount_cents - ${LEDGER.net}`),
  matched: () => `case when ${PAYOUT_MISMATCH} then 'Difference' else 'Matched' end`,
};

/** The payout of `deposit_id` (of the merchant, when the scope names one), or a 404. */
async function payoutOf(
  run: RawQuery,
  depositId: number,
  scope: ReportScope,
): Promise<{ batchId: number }> {
  const [row] = await run<{ batch_id: string; merchant_id: number }>(
    'select batch_id::text, merchant_id from deposits where id = $1',
    [depositId],
  );
  if (!row || (scope.merchantId !== null && Number(row.merchant_id) !== scope.merchantId)) {
    throw new NotFound(DEPOSIT_NOT_FOUND_MESSAGE);
  }
  return { batchId: Number(row.batch_id) };
}

const fileName = (query: ReconciliationQuery, scope: ReportScope) =>
  query.detail
    ? `processor-reconciliation-payout-${query.deposit_id}.csv`
    : `processor-reconciliation-${merchantLabel(scope.merchantId)}${rangeLabel(query)}.csv`;

/** One line per payout, newest deposit first, on `deposits_deposit_date_idx`. */
export const reconciliationList: ListDefinition<
  ReconciliationQuery,
  ReconciliationLine,
  ReconciliationColumn,
  ReportScope
> = {
  name: 'processor-reconciliation',
  table: 'deposits d',
  rowJoins: `join batches b on b.id = d.batch_id join merchants m on m.id = d.merchant_id
    ${LEDGER_LATERAL}`,
  id: { sql: 'd.id', type: 'int8' },
  anchor: 'select max(id) from deposits',
  select: () => PAYOUT_SELECT,
  sortColumns: { depositDate: { sql: 'd.deposit_date', type: 'date' } },
  where: async (query, scope, params, run) => {
    const conditions: string[] = [];
    if (query.deposit_id !== undefined) {
      // One payout, whatever the range.
      await payoutOf(run, query.deposit_id, scope);
      conditions.push(`d.id = ${params.add(query.deposit_id, 'int8')}`);
    } else {
      conditions.push(...(await depositConditions(query, scope.merchantId, params, run)));
    }
    if (query.mismatched_only) conditions.push(PAYOUT_MISMATCH);
    return conditions;
  },
  toRow: (row) =>
    lineOf(
      row,
      {
        reported: [n(row.r_count), n(row.r_gross), n(row.r_fees), n(row.r_net)],
        ledger: [n(row.l_count), n(row.l_gross), n(row.l_fees), n(row.l_net)],
        depositAmount: n(row.amount_cents),
      },
      { transactionId: null, transNumber: null, transDate: null, type: null },
    ),
  csv: payoutCsv,
  csvHeader: (column) => LABELS[column],
  fileName,
  defaultColumns: DEFAULT_COLUMNS,
};

/** A transaction's line: the processor settles gross less its fee; the ledger keeps its net. */
const TRANSACTION_MISMATCH = 't.net_amount_cents <> t.gross_amount_cents - t.fee_cents';

const transactionCsv: Record<ReconciliationColumn, Cell> = {
  ...(payoutCells('(select p.id from deposits p where p.batch_id = t.batch_id)') as Record<
    ReconciliationColumn,
    Cell
  >),
  transNumber: text('t.trans_number'),
  transDate: (params, query) => csvLocalTimeSql('t.trans_date', params.add(query.timezone, 'text')),
  type: text('t.type_code'),
  transactionId: plain('t.id'),
  reportedCount: () => "'1'",
  ledgerCount: () => "'1'",
  reportedGross: cents('t.gross_amount_cents'),
  ledgerGross: cents('t.gross_amount_cents'),
  reportedFees: cents('t.fee_cents'),
  ledgerFees: cents('t.fee_cents'),
  reportedNet: cents('t.gross_amount_cents - t.fee_cents'),
  ledgerNet: cents('t.net_amount_cents'),
  depositAmount: () => 'null',
  countDifference: () => "'0'",
  grossDifference: cents('0'),
  feesDifference: cents('0'),
  netDifference: cents('t.net_amount_cents - (t.gross_amount_cents - t.fee_cents)'),
  depositDifference: () => 'null',
  matched: () => `case when ${TRANSACTION_MISMATCH} then 'Difference' else 'Matched' end`,
};

/**
 * `detail=true`: the transactions of one payout's batch, each with both sides. The processor
 * keeps no line of its own (see above), so a line's reported side is the processor's
 * settlement arithmetic on the row (its gross less its fee) and the ledger's side the net
 * stored; `sort=depositDate` orders them by their date (they share the payout's).
 */
export const reconciliationDetailList: ListDefinition<
  ReconciliationQuery,
  ReconciliationLine,
  ReconciliationColumn,
  ReportScope
> = {
  name: 'processor-reconciliation-detail',
  table: 'transactions t',
  rowJoins: `join deposits d on d.batch_id = t.batch_id join batches b on b.id = t.batch_id
    join merchants m on m.id = d.merchant_id`,
  id: { sql: 't.id', type: 'int8' },
  anchor: 'select max(id) from transactions',
  select: () => `${PAYOUT_FIELDS},
    t.id as transaction_id, t.trans_number, to_char(t.trans_date at time zone 'UTC', ${ISO}) as trans_date,
    t.type_code, t.gross_amount_cents, t.fee_cents, t.net_amount_cents`,
  sortColumns: { depositDate: { sql: 't.trans_date', type: 'timestamptz' } },
  where: async (query, scope, params, run) => {
    if (query.deposit_id === undefined) return ['false'];
    const payout = await payoutOf(run, query.deposit_id, scope);
    const conditions = [`t.batch_id = ${params.add(payout.batchId, 'int8')}`];
    if (query.mismatched_only) conditions.push(TRANSACTION_MISMATCH);
    return conditions;
  },
  toRow: (row) => {
    const gross = n(row.gross_amount_cents);
    const fee = n(row.fee_cents);
    return lineOf(
      row,
      {
        reported: [1, gross, fee, gross - fee],
        ledger: [1, gross, fee, n(row.net_amount_cents)],
        depositAmount: null,
      },
      {
        transactionId: n(row.transaction_id),
        transNumber: String(row.trans_number),
        transDate: String(row.trans_date),
        type: String(row.type_code),
      },
    );
  },
  csv: transactionCsv,
  csvHeader: (column, query) =>
    column === 'transDate' ? `${LABELS.transDate} (${query.timezone})` : LABELS[column],
  fileName,
  defaultColumns: DEFAULT_COLUMNS,
};
