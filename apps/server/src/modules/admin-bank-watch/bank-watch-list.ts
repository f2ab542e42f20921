import type { BankWatchEntry, BankWatchListQuery } from '@paydesk/domain/admin-bank-watch';
import { BANK_WATCH_COLUMNS, type BankWatchColumn } from '@paydesk/domain/admin-bank-watch-fields';
import { csvLocalTimeSql, csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import type { SqlParams } from '../../platform/lists/sql-params';
import { CREATED_BY_EMAIL, ENTRY_SELECT, entryRow, MATCH_COUNT } from './bank-watch-sql';

/**
 * GET /admin/reports/bank-watch (part 2 §7): the entries, newest first, searched by routing
 * number, bank name, reason or last four, paged, and its CSV (the same declaration). The list is
 * small (entries are typed by hand): the search scans it.
 */

const LABELS = columnLabels<BankWatchColumn>(BANK_WATCH_COLUMNS);

function searchCondition(search: string, params: SqlParams): string {
  const term = params.add(search.toLowerCase(), 'text');
  const digits = search.replace(/[\s-]/g, '');
  const numbers = /^\d+$/.test(digits)
    ? ` or strpos(w.routing_number, ${params.add(digits, 'text')}) > 0 or w.account_number_last4 = ${params.add(digits, 'text')}`
    : '';
  return `(strpos(lower(w.bank_name), ${term}) > 0 or strpos(lower(w.reason), ${term}) > 0${numbers})`;
}

export const bankWatchList: ListDefinition<
  BankWatchListQuery,
  BankWatchEntry,
  BankWatchColumn,
  null
> = {
  name: 'admin-bank-watch',
  table: 'bank_watch_list w',
  id: { sql: 'w.id', type: 'int4' },
  anchor: 'select max(id) from bank_watch_list',
  select: () => ENTRY_SELECT,
  sortColumns: {
    id: { sql: 'w.id', type: 'int4' },
    createdAt: { sql: 'w.created_at', type: 'timestamptz' },
  },
  where: async (query, _scope, params) =>
    query.search?.trim() ? [searchCondition(query.search.trim(), params)] : [],
  toRow: (row) => entryRow(row),
  csv: {
    id: () => csvPlainSql('w.id'),
    bankName: () => csvTextSql('w.bank_name'),
    routingNumber: () => csvTextSql('w.routing_number'),
    accountNumberLast4: () => csvTextSql('w.account_number_last4'),
    reason: () => csvTextSql('w.reason'),
    matchCount: () => csvPlainSql(MATCH_COUNT),
    createdByEmail: () => csvTextSql(CREATED_BY_EMAIL),
    createdAt: () => csvLocalTimeSql('w.created_at', "'UTC'"),
  },
  csvHeader: (column) => (column === 'createdAt' ? `${LABELS[column]} (UTC)` : LABELS[column]),
  fileName: () => 'bank-watch-list.csv',
  defaultColumns: defaultColumnKeys(BANK_WATCH_COLUMNS),
};
