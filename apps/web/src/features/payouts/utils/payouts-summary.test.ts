import { describe, expect, it } from 'vitest';
import { summarizePayouts } from './payouts-summary';

const row = (deposit: number, fees: number) => ({
  totalGross: deposit + fees,
  totalFees: fees,
  totalBatchDepositAmount: deposit,
});

describe('summarizePayouts', () => {
  it('adds up the payouts when they are all on the page', () => {
    const summary = summarizePayouts([row(1000, 30), row(2500, 70)], {
      totalRecords: 2,
      totalPages: 1,
    });
    expect(summary).toEqual({
      count: 2,
      complete: true,
      gross: 3600,
      fees: 100,
      deposited: 3500,
      showAllPerPage: undefined,
    });
  });

  it('offers the page size that shows them all when they span pages', () => {
    const rows = Array.from({ length: 10 }, () => row(100, 1));
    expect(summarizePayouts(rows, { totalRecords: 23, totalPages: 3 })).toMatchObject({
      count: 23,
      complete: false,
      showAllPerPage: 25,
    });
    expect(summarizePayouts(rows, { totalRecords: 51, totalPages: 6 }).showAllPerPage).toBe(100);
    expect(
      summarizePayouts(rows, { totalRecords: 101, totalPages: 11 }).showAllPerPage,
    ).toBeUndefined();
  });

  it('reads an empty range as complete and zero', () => {
    expect(summarizePayouts([], { totalRecords: 0, totalPages: 0 })).toMatchObject({
      count: 0,
      complete: true,
      deposited: 0,
    });
  });
});
