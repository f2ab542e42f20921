import { PAGE_SIZES } from '@paydesk/domain/list-params';

interface SummaryRow {
  totalGross: number;
  totalFees: number;
  totalBatchDepositAmount: number;
}

export interface PayoutsSummary {
  /** Payouts matching the range and filters (every page). */
  count: number;
  /** Every matching payout is on this page: the sums below are the range's. */
  complete: boolean;
  gross: number;
  fees: number;
  deposited: number;
  /** The smallest page size that shows every payout on one page; none above the largest. */
  showAllPerPage: number | undefined;
}

/**
 * The strip above the payouts: how many match (the list's total) and, when they are all on the
 * page, what they add up to. Only the list's own page is used: no other call.
 */
export function summarizePayouts(
  rows: readonly SummaryRow[],
  meta: { totalRecords: number; totalPages: number },
): PayoutsSummary {
  const sum = (pick: (row: SummaryRow) => number) => rows.reduce((n, row) => n + pick(row), 0);
  const complete = meta.totalPages <= 1 && rows.length === meta.totalRecords;
  return {
    count: meta.totalRecords,
    complete,
    gross: sum((row) => row.totalGross),
    fees: sum((row) => row.totalFees),
    deposited: sum((row) => row.totalBatchDepositAmount),
    showAllPerPage: complete ? undefined : PAGE_SIZES.find((size) => size >= meta.totalRecords),
  };
}
