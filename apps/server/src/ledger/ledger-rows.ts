import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  achReturns,
  batches,
  chargebackEntries,
  chargebacks,
  deposits,
  retrievals,
  transactions,
} from '../db/schema/payments';

/**
 * Rows the ledger writes, typed and ordered by the drizzle schema: each table's columns,
 * less those the ledger leaves to later writers (links filled in by other modules). The
 * bulk inserts and COPY take `columns` (snake_case, schema order) and `values(row)`.
 */
function ledgerTable<T extends PgTable, Skip extends keyof T['$inferSelect'] = never>(
  table: T,
  skip: readonly Skip[] = [],
) {
  type Row = Omit<T['$inferSelect'], Skip>;
  const all = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(all).filter((key) => !(skip as readonly string[]).includes(key));
  // The generator calls this millions of times: an accessor compiled from the column list
  // reads the row as fast as a hand-written array literal (a loop over keys is 5x slower).
  // The keys are the schema's property names, identifiers by construction.
  const values = new Function('row', `return [${keys.map((key) => `row.${key}`).join(', ')}];`) as (
    row: Row,
  ) => unknown[];
  return {
    columns: keys.map((key) => all[key]?.name ?? key),
    /** The row's values in column order. */
    values,
    /** For the row type only. */
    row: undefined as unknown as Row,
  };
}

export const transactionTable = ledgerTable(transactions, [
  'customerId',
  'subscriptionId',
  'paymentLinkId',
  // The virtual terminal's encrypted bank numbers (modules/transactions).
  'achAccountNumberEncrypted',
  'achRoutingNumberEncrypted',
  'achRoutingNumberLastFour',
  // Kept by PostgreSQL from the other columns.
  'lastFour',
  'emailSearch',
  'nameSearch',
  'lastNameSearch',
]);
export const batchTable = ledgerTable(batches);
export const depositTable = ledgerTable(deposits);
// The disputes inbox's order of arrival comes from the database (db/schema/payments.ts); the
// e-mail marks are the dispute-notifications job's (modules/disputes).
export const chargebackTable = ledgerTable(chargebacks, ['inboxId', 'notifiedAt', 'remindedAt']);
export const retrievalTable = ledgerTable(retrievals, ['inboxId', 'notifiedAt', 'remindedAt']);
export const achReturnTable = ledgerTable(achReturns, ['inboxId']);
// Numbered by the database in the order written: nothing refers to an entry by its id.
export const chargebackEntryTable = ledgerTable(chargebackEntries, ['id']);

export type TransactionRow = typeof transactionTable.row;
export type BatchRow = typeof batchTable.row;
export type DepositRow = typeof depositTable.row;
export type ChargebackRow = typeof chargebackTable.row;
export type RetrievalRow = typeof retrievalTable.row;
export type AchReturnRow = typeof achReturnTable.row;
export type ChargebackEntryRow = typeof chargebackEntryTable.row;
