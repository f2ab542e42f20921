/** Test data of payouts (imported by *.test.ts(x) only): one payout explained, its rows. */
import type { DepositDetail } from '../api/get-deposit';
import type { BatchTransaction } from '../api/get-deposit-transactions';
import type { Deposit } from '../api/get-deposits';

export const testDeposit = (over: Partial<Deposit> = {}): Deposit => ({
  id: 728,
  merchantId: 100001,
  batchId: 728,
  batchNumber: 'B3-100001-20261122',
  batchDate: '2026-11-22',
  numberOfTransactions: 15,
  totalGross: 150000,
  totalFees: 4350,
  totalBatchDepositAmount: 145650,
  depositDate: '2026-11-23',
  status: 'paid',
  currency: 'USD',
  traceNumber: 'TR100001261122',
  ...over,
});

/**
 * 12 sales of $1,750.00, 2 refunds of −$150.00 and 1 ACH return of −$100.00: gross $1,500.00,
 * fees $43.50 (with $15.00 of rejected-return fees), deposit $1,456.50.
 */
export const testDetail = (over: Partial<DepositDetail> = {}): DepositDetail => ({
  deposit: testDeposit(),
  totals: { count: 15, grossAmount: 150000, fee: 4350, netAmount: 145650 },
  explain: [
    {
      kind: 'sales',
      label: 'Sales and payments',
      amount: 175000,
      count: 12,
      types: ['+CC', '+CK', '+ACH Payment'],
      note: null,
    },
    {
      kind: 'refunds',
      label: 'Refunds',
      amount: -15000,
      count: 2,
      types: ['-CC Refund', '-CK'],
      note: null,
    },
    {
      kind: 'returns',
      label: 'ACH returns',
      amount: -10000,
      count: 1,
      types: ['ACH Payment Return'],
      note: 'Payments the bank sent back',
    },
    {
      kind: 'fees',
      label: 'Fees',
      amount: -4350,
      count: 15,
      types: [],
      note: 'Processing fees, with $15.00 of rejected-return fees',
    },
    {
      kind: 'chargebacks',
      label: 'Chargebacks',
      amount: 0,
      count: 0,
      types: [],
      note: 'Chargebacks are debited from the account on their own, not from payouts.',
    },
    {
      kind: 'holds',
      label: 'Held',
      amount: 0,
      count: 0,
      types: [],
      note: 'Nothing was held from this payout.',
    },
  ],
  ...over,
});

export const testTransaction = (
  id: number,
  over: Partial<BatchTransaction> = {},
): BatchTransaction => ({
  id,
  batchId: 728,
  transNumber: `T3-100001-${String(id).padStart(6, '0')}`,
  transDate: '2026-11-22T18:30:00.000Z',
  settledDate: '2026-11-22',
  fundDate: '2026-11-23',
  type: '+CC',
  typeDescription: 'Card sale',
  currency: 'USD',
  currencyAuthorized: 'USD',
  grossAmount: 10000,
  fee: 290,
  netAmount: 9710,
  ...over,
});
