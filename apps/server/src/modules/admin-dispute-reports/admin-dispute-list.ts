import {
  ADMIN_DISPUTE_COLUMNS,
  type AdminDisputeColumn,
} from '@paydesk/domain/admin-dispute-report-fields';
import type { AdminDisputeListQuery } from '@paydesk/domain/admin-dispute-reports';
import type { Dispute } from '@paydesk/domain/disputes';
import { csvPlainSql, csvTextSql } from '../../platform/lists/csv';
import {
  columnLabels,
  defaultColumnKeys,
  type ListDefinition,
} from '../../platform/lists/list-definition';
import { merchantLabel, rangeLabel } from '../../platform/lists/report-scope';
import type { SqlParams } from '../../platform/lists/sql-params';
import {
  DISPUTE_CSV,
  type DisputeScope,
  disputeConditions,
  disputeList,
  disputeRow,
} from '../disputes/disputes.service';

/**
 * The disputes report (part 2 §2 /admin/reports/disputes): the merchant disputes inbox's
 * declaration (its union of chargebacks, retrievals and ACH returns, filters, sorts and CSV
 * cells) over every merchant, or one, with each row's merchant. Chargebacks and retrievals
 * only: ACH returns have their own report. Sorted by date it walks the chargebacks'
 * and retrievals' `(date desc, id desc)` indexes across merchants.
 */

const LABELS = columnLabels<AdminDisputeColumn>(ADMIN_DISPUTE_COLUMNS);
const ZONED = new Set<AdminDisputeColumn>(['date', 'respondBy', 'transDate']);
type Cell = (params: SqlParams, query: AdminDisputeListQuery) => string;

/** The inbox's cells of the columns the report shares with it, and the report's own. */
const CSV: Record<AdminDisputeColumn, Cell> = {
  merchantName: () =>
    csvTextSql('(select m.business_common_name from merchants m where m.id = d.merchant_id)'),
  merchantId: () => csvPlainSql('d.merchant_id'),
  kind: DISPUTE_CSV.kind,
  caseNumber: DISPUTE_CSV.caseNumber,
  date: DISPUTE_CSV.date,
  respondBy: DISPUTE_CSV.respondBy,
  daysLeft: DISPUTE_CSV.daysLeft,
  status: DISPUTE_CSV.status,
  reasonCode: DISPUTE_CSV.reasonCode,
  reasonDesc: DISPUTE_CSV.reasonDesc,
  amount: DISPUTE_CSV.amount,
  currency: DISPUTE_CSV.currency,
  cardBrand: DISPUTE_CSV.cardBrand,
  cardLastFour: DISPUTE_CSV.cardLastFour,
  transNumber: DISPUTE_CSV.transNumber,
  transactionId: () => csvPlainSql('d.transaction_id'),
  transDate: DISPUTE_CSV.transDate,
  transAmount: DISPUTE_CSV.transAmount,
  accountholderName: DISPUTE_CSV.accountholderName,
  id: DISPUTE_CSV.id,
};

export const adminDisputeList: ListDefinition<
  AdminDisputeListQuery,
  Dispute,
  AdminDisputeColumn,
  DisputeScope
> = {
  name: 'admin-disputes',
  table: disputeList.table,
  rowJoins: 'join merchants m on m.id = d.merchant_id',
  id: disputeList.id,
  anchor: disputeList.anchor,
  preparedStatements: true,
  select: () => 'd.*, m.business_common_name as merchant_name',
  sortColumns: {
    date: disputeList.sortColumns.date,
    respondBy: disputeList.sortColumns.respondBy,
    amount: disputeList.sortColumns.amount,
  },
  where: async (query, scope, params) => {
    const conditions = disputeConditions(query, scope, params);
    // A literal, so the planner drops the ACH returns' branch of the union.
    if (!query.kind?.length) conditions.push(`d.kind in ('chargeback', 'retrieval')`);
    return conditions;
  },
  toRow: disputeRow,
  csv: CSV,
  csvHeader: (column, query) =>
    ZONED.has(column) ? `${LABELS[column]} (${query.timezone})` : LABELS[column],
  fileName: (query, scope) => `disputes-${merchantLabel(scope.merchantId)}${rangeLabel(query)}.csv`,
  defaultColumns: defaultColumnKeys(ADMIN_DISPUTE_COLUMNS),
};
