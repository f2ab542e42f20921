import type { ResidualQuery, VolumeOverviewQuery } from '@paydesk/domain/admin-partner-reports';
import { type Database, sqlQuery } from '../../db/client';
import { filteredRowsSql } from '../../platform/lists/aggregate-list';
import { SqlParams } from '../../platform/lists/sql-params';
import { volumeOverviewList } from './partner-volume-lists';
import type { DayRange } from './report-scope';
import { residualList } from './residual-fees';

/**
 * The partner reports' totals: the sums of every row of a filter (search included), beside the
 * page of rows (aggregate-list.ts reads the pages and the CSV files).
 */

export async function volumeOverviewTotals(
  db: Database,
  query: VolumeOverviewQuery,
  days: DayRange,
) {
  const params = new SqlParams();
  const [row] = await sqlQuery(db)<Record<string, number>>(
    `select coalesce(sum(merchants), 0)::int as merchants,
            coalesce(sum(active_merchants), 0)::int as active_merchants,
            coalesce(sum(transactions), 0)::float8 as transactions,
            coalesce(sum(volume), 0)::float8 as volume,
            coalesce(sum(refunds), 0)::float8 as refunds, coalesce(sum(fees), 0)::float8 as fees
       from (${filteredRowsSql(volumeOverviewList(days), query, params)}) y`,
    params.values,
  );
  return {
    merchants: Number(row?.merchants ?? 0),
    activeMerchants: Number(row?.active_merchants ?? 0),
    transactions: Number(row?.transactions ?? 0),
    volume: Number(row?.volume ?? 0),
    refunds: Number(row?.refunds ?? 0),
    fees: Number(row?.fees ?? 0),
  };
}

export async function residualTotals(db: Database, query: ResidualQuery, days: DayRange) {
  const params = new SqlParams();
  const [row] = await sqlQuery(db)<Record<string, number>>(
    `select coalesce(sum(transactions), 0)::float8 as transactions,
            coalesce(sum(volume), 0)::float8 as volume, coalesce(sum(fees), 0)::float8 as fees,
            coalesce(sum(cost), 0)::float8 as cost, coalesce(sum(residual), 0)::float8 as residual
       from (${filteredRowsSql(residualList(days), query, params)}) y`,
    params.values,
  );
  return {
    transactions: Number(row?.transactions ?? 0),
    volume: Number(row?.volume ?? 0),
    fees: Number(row?.fees ?? 0),
    cost: Number(row?.cost ?? 0),
    residual: Number(row?.residual ?? 0),
  };
}
