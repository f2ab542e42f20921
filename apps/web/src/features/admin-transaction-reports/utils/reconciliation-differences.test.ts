import type { ReconciliationLine } from '@paydesk/domain/admin-transaction-reports';
import { describe, expect, it } from 'vitest';
import { differencesOf, reconciliationSummary } from './reconciliation-differences';

const line = (over: Partial<ReconciliationLine> = {}): ReconciliationLine => ({
  level: 'deposit',
  depositId: 7,
  merchantId: 100001,
  merchantName: 'Blue Harbor Bistro',
  batchId: 70,
  batchNumber: 'B3-100001-20261001',
  batchDate: '2026-10-01',
  depositDate: '2026-10-02',
  depositStatus: 'paid',
  processorId: 3,
  currency: 'USD',
  transactionId: null,
  transNumber: null,
  transDate: null,
  type: null,
  reportedCount: 10,
  reportedGross: 10_000,
  reportedFees: 400,
  reportedNet: 9_600,
  ledgerCount: 10,
  ledgerGross: 10_000,
  ledgerFees: 400,
  ledgerNet: 9_600,
  countDifference: 0,
  grossDifference: 0,
  feesDifference: 0,
  netDifference: 0,
  depositAmount: 9_600,
  depositDifference: 0,
  matched: true,
  ...over,
});

describe('differencesOf', () => {
  it('finds none on a line whose sides agree', () => {
    expect(differencesOf(line())).toEqual([]);
    expect(reconciliationSummary(line())).toBe('Matched');
  });

  it('says each difference with its sign, in the order of the columns', () => {
    const tampered = line({
      ledgerNet: 10_377,
      netDifference: 777,
      depositDifference: -777,
      countDifference: -1,
      matched: false,
    });
    expect(differencesOf(tampered).map((d) => d.key)).toEqual(['count', 'net', 'paid']);
    expect(reconciliationSummary(tampered)).toBe(
      '\u22121 row in the ledger; Net +$7.77; Paid out vs ledger \u2212$7.77',
    );
  });

  it('leaves out what a transaction line does not have (no payout amount)', () => {
    const row = line({
      level: 'transaction',
      depositAmount: null,
      depositDifference: null,
      netDifference: 5,
    });
    expect(differencesOf(row).map((d) => d.text)).toEqual(['Net +$0.05']);
  });
});
