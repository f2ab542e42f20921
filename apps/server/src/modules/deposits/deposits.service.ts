import type { DepositDetail } from '@paydesk/domain/deposits';
import { formatMoney } from '@paydesk/domain/money';
import type { RawQuery } from '../../db/client';
import { NotFound } from '../../platform/errors';
import type { Merchant } from '../../platform/route-merchant';
import type { BatchScope, DepositScope } from './deposit-lists';
import { depositRow } from './deposit-lists';
import { batchSums, depositOf, type KindSums } from './deposits.repository';

/** Payouts: the scope of the lists, and one payout explained from gross to net. */

// What the back office's payouts report reuses (modules import each other's services only).
export { depositConditions } from './deposit-filters';
export {
  type BatchScope,
  batchTransactionList,
  DEPOSIT_CSV,
  DEPOSIT_SELECT,
  depositList,
  depositRow,
} from './deposit-lists';

export const DEPOSIT_NOT_FOUND_MESSAGE = 'Unable to find a payout with the ID specified';

export const depositScope = (merchant: Merchant): DepositScope => ({
  merchantId: merchant.id,
  currency: merchant.currency,
});

/** The batch behind a payout of the account (404 for another account's payout). */
export async function batchScope(
  run: RawQuery,
  merchant: Merchant,
  depositId: number,
): Promise<BatchScope> {
  const row = await depositOf(run, merchant.id, depositId);
  if (!row) throw new NotFound(DEPOSIT_NOT_FOUND_MESSAGE);
  return { merchantId: merchant.id, batchId: Number(row.batch_id), depositId };
}

function explain(sums: KindSums[], merchant: Merchant, currency: string): DepositDetail['explain'] {
  const of = (kind: string) => sums.find((s) => s.kind === kind);
  const sales = of('sale');
  const refunds = of('refund');
  const returns = of('ach_return');
  const count = sums.reduce((n, s) => n + s.count, 0);
  const fees = sums.reduce((n, s) => n + s.fee, 0);
  return [
    {
      kind: 'sales',
      label: 'Sales and payments',
      amount: sales?.gross ?? 0,
      count: sales?.count ?? 0,
      types: ['+CC', '+CK', '+ACH Payment'],
      note: null,
    },
    {
      kind: 'refunds',
      label: 'Refunds',
      amount: refunds?.gross ?? 0,
      count: refunds?.count ?? 0,
      types: ['-CC Refund', '-CK'],
      note: null,
    },
    {
      kind: 'returns',
      label: 'ACH returns',
      amount: returns?.gross ?? 0,
      count: returns?.count ?? 0,
      types: ['ACH Payment Return'],
      note: returns ? 'Payments the bank sent back' : null,
    },
    {
      kind: 'fees',
      label: 'Fees',
      amount: -fees,
      count,
      types: [],
      note:
        returns && returns.fee > 0
          ? `Processing fees, with ${formatMoney(returns.fee, currency)} of rejected-return fees`
          : 'Processing fees of the batch',
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
      note: merchant.hasFundingHold
        ? 'A funding hold is on this account: new payouts wait until it is released.'
        : 'Nothing was held from this payout.',
    },
  ];
}

/** One payout: the deposit, its batch's totals (they add up to it) and gross to net. */
export async function depositDetail(
  run: RawQuery,
  merchant: Merchant,
  depositId: number,
): Promise<DepositDetail> {
  const row = await depositOf(run, merchant.id, depositId);
  if (!row) throw new NotFound(DEPOSIT_NOT_FOUND_MESSAGE);
  const deposit = depositRow(row, merchant.currency);
  const sums = await batchSums(run, merchant.id, deposit.batchId);
  return {
    deposit,
    totals: {
      count: sums.reduce((n, s) => n + s.count, 0),
      grossAmount: sums.reduce((n, s) => n + s.gross, 0),
      fee: sums.reduce((n, s) => n + s.fee, 0),
      netAmount: sums.reduce((n, s) => n + s.net, 0),
    },
    explain: explain(sums, merchant, merchant.currency),
  };
}
