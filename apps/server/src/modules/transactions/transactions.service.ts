import { formatMoney } from '@paydesk/domain/money';
import { avsMeaning, RESPONSE_CODES } from '@paydesk/domain/transaction-fields';
import type {
  AllTransactionsQuery,
  Transaction,
  TransactionDetail,
  TransactionListQuery,
} from '@paydesk/domain/transactions';
import type { RawQuery } from '../../db/client';
import type { Identity } from '../../platform/access-policy';
import { Forbidden, NotFound } from '../../platform/errors';
import { SqlParams } from '../../platform/lists/sql-params';
import type { Merchant } from '../../platform/route-merchant';
import { transactionConditions } from './transaction-filters';
import type { TransactionScope } from './transaction-list';
import { refundAbility, refundableOf, type SaleFacts, voidAbility } from './transaction-rules';
import { rollupSnapshotOf } from './transaction-totals';
import {
  batchAndDepositOf,
  type DisputeFacts,
  disputesOf,
  followingRows,
  merchantNames,
  type StoredTransaction,
  snapshotTotals,
  transactionOf,
} from './transactions.repository';

/** Reads of transactions: the scopes of the lists, the snapshot and one transaction's detail. */

// What the back office's transaction report reuses (modules import each other's services only).
export { transactionConditions } from './transaction-filters';
export {
  type TransactionScope,
  transactionList,
  transactionRow,
  transactionSelect,
} from './transaction-list';

/** Part 2 §8 merchantFetchTransDetailError's message, also the API's 404. */
export const TRANSACTION_NOT_FOUND_MESSAGE = 'Unable to find transaction with IDs specified';

export const merchantScope = (merchant: Merchant): TransactionScope => ({
  merchantIds: [merchant.id],
  names: new Map([[merchant.id, merchant.businessCommonName]]),
  label: String(merchant.id),
});

/** "All accounts": the caller's accounts, or those of `merchant_ids` (each must be one). */
export async function callerScope(
  run: RawQuery,
  identity: Identity,
  query: AllTransactionsQuery,
): Promise<TransactionScope> {
  const held = identity.merchantIds;
  const asked = query.merchant_ids;
  if (asked?.some((id) => !held.includes(id))) {
    throw new Forbidden('You do not have access to this merchant account.');
  }
  const merchantIds = asked ?? held;
  return { merchantIds, names: await merchantNames(run, merchantIds), label: 'all-accounts' };
}

/** Count, gross, refunds, fees and net of a filter: from the rollups for a plain date range. */
export async function transactionSnapshot(
  run: RawQuery,
  query: TransactionListQuery,
  scope: TransactionScope,
  currency: string,
) {
  const quick = query.asOf ? undefined : await rollupSnapshotOf(run, query, scope.merchantIds);
  if (quick) return { ...quick, currency };
  const params = new SqlParams();
  const conditions = await transactionConditions(query, scope.merchantIds, params, run);
  if (query.asOf) conditions.push(`t.id <= ${params.add(query.asOf, 'int8')}`);
  return { ...(await snapshotTotals(run, conditions, params)), currency };
}

const publicRow = ({ kind: _k, processorId: _p, transDateLocal: _l, ...row }: StoredTransaction) =>
  row satisfies Transaction;

type Event = TransactionDetail['timeline'][number];

function saleEvents(row: StoredTransaction): Event[] {
  const money = (cents: number) => formatMoney(cents, row.currency);
  if (row.status === 'declined') {
    return [
      {
        kind: 'declined',
        at: row.transDate,
        title: 'Declined',
        detail: `${row.responseCode} ${row.responseCodeDesc}`,
        amount: row.grossAmount,
        link: null,
      },
    ];
  }
  const card = row.method === 'card';
  const checks = [
    row.authCode ? `Auth code ${row.authCode}` : null,
    row.avsCode ? `AVS ${row.avsCode}` : null,
  ].filter(Boolean);
  return [
    {
      kind: 'authorised',
      at: row.transDate,
      title: card
        ? `Authorised ${money(row.grossAmount)}`
        : `Payment of ${money(row.grossAmount)} accepted`,
      detail:
        checks.length > 0 ? checks.join(' · ') : `${row.responseCode} ${row.responseCodeDesc}`,
      amount: row.grossAmount,
      link: null,
    },
    {
      kind: 'captured',
      at: row.transDate,
      title: card ? 'Captured' : 'Submitted to the bank',
      detail: null,
      amount: null,
      link: null,
    },
  ];
}

function followingEvent(row: StoredTransaction): Event {
  const money = formatMoney(Math.abs(row.grossAmount), row.currency);
  const link = { to: 'transaction' as const, id: row.id };
  if (row.kind === 'void') {
    return {
      kind: 'void',
      at: row.transDate,
      title: 'Voided',
      detail: row.transNumber,
      amount: null,
      link,
    };
  }
  if (row.kind === 'ach_return') {
    return {
      kind: 'ach-return',
      at: row.transDate,
      title: `Returned by the bank: ${money}`,
      detail: row.fee ? `Return fee ${formatMoney(row.fee, row.currency)}` : null,
      amount: row.grossAmount,
      link,
    };
  }
  return {
    kind: 'refund',
    at: row.transDate,
    title: `Refunded ${money}`,
    detail: row.transNumber,
    amount: row.grossAmount,
    link,
  };
}

function disputeEvents(facts: DisputeFacts, currency: string): Event[] {
  return [
    ...facts.chargebacks.flatMap((cb): Event[] => [
      {
        kind: 'chargeback',
        at: cb.at,
        title: `Chargeback opened for ${formatMoney(cb.amount, currency)}`,
        detail: `${cb.caseNumber} · ${cb.reason}`,
        amount: -cb.amount,
        link: { to: 'dispute', id: cb.id, type: 'chargeback' },
      },
      ...(cb.resolvedAt
        ? [
            {
              kind: 'chargeback' as const,
              at: cb.resolvedAt,
              title: `Chargeback ${cb.status}`,
              detail: cb.caseNumber,
              amount: null,
              link: { to: 'dispute' as const, id: cb.id, type: 'chargeback' },
            },
          ]
        : []),
    ]),
    ...facts.retrievals.map(
      (r): Event => ({
        kind: 'retrieval',
        at: r.at,
        title: 'Retrieval request',
        detail: `${r.reason} · ${r.status}`,
        amount: null,
        link: { to: 'dispute', id: r.id, type: 'retrieval' },
      }),
    ),
    ...facts.returns.map(
      (r): Event => ({
        kind: 'ach-return',
        at: r.at,
        title: `ACH return ${r.code}`,
        detail: r.description,
        amount: -r.amount,
        link: { to: 'ach-return', id: r.id },
      }),
    ),
  ];
}

/** One transaction with its code meanings, what may be done with it, and its timeline. */
export async function transactionDetail(
  run: RawQuery,
  merchant: Merchant,
  transactionId: number,
): Promise<TransactionDetail> {
  const row = await transactionOf(run, merchant, transactionId);
  if (!row) throw new NotFound(TRANSACTION_NOT_FOUND_MESSAGE);
  const saleId = row.kind === 'sale' ? row.id : row.originalTransactionId;
  const [original, following, disputes, money] = await Promise.all([
    row.originalTransactionId ? transactionOf(run, merchant, row.originalTransactionId) : undefined,
    saleId ? followingRows(run, merchant, saleId) : [],
    row.kind === 'sale'
      ? disputesOf(run, row.id)
      : { chargebacks: [], retrievals: [], returns: [] },
    row.batchId ? batchAndDepositOf(run, row.batchId) : { batch: null, deposit: null },
  ]);
  const facts: SaleFacts = {
    sale: row,
    chargebacks: disputes.chargebacks.length,
    returned: disputes.returns.length > 0,
  };
  const events: Event[] =
    row.kind === 'sale'
      ? [
          ...saleEvents(row),
          ...following.map(followingEvent),
          ...disputeEvents(disputes, row.currency),
        ]
      : [
          {
            ...followingEvent(row),
            link: original ? { to: 'transaction', id: original.id } : null,
            detail: original ? `Of ${original.transNumber}` : null,
          },
        ];
  if (money.batch) {
    events.push({
      kind: 'batched',
      at: money.batch.batchDate,
      title: `Settled in batch ${money.batch.batchNumber}`,
      detail: null,
      amount: row.netAmount,
      link: money.deposit ? { to: 'deposit', id: money.deposit.id } : null,
    });
  }
  if (money.deposit) {
    events.push({
      kind: 'funded',
      at: money.deposit.depositDate,
      title:
        money.deposit.status === 'paid'
          ? `Funded in deposit ${money.deposit.id}`
          : `Funding expected in deposit ${money.deposit.id}`,
      detail: `${formatMoney(money.deposit.amount, row.currency)} deposit (${money.deposit.status})`,
      amount: null,
      link: { to: 'deposit', id: money.deposit.id },
    });
  }
  // A dated step (settled, funded) happens at the end of its day.
  const when = (event: Event) => (event.at.length === 10 ? `${event.at}T23:59:59.999Z` : event.at);
  events.sort((a, b) => (when(a) < when(b) ? -1 : when(a) > when(b) ? 1 : 0));
  return {
    transaction: publicRow(row),
    responseCodeMeaning:
      RESPONSE_CODES[row.responseCode as keyof typeof RESPONSE_CODES] ?? row.responseCodeDesc,
    avsCodeMeaning: avsMeaning(row.avsCode),
    refundable: row.kind === 'sale' && row.status === 'approved' ? refundableOf(row) : 0,
    refund: refundAbility(merchant, facts),
    void: voidAbility(merchant, facts),
    batch: money.batch,
    deposit: money.deposit,
    original: original ? publicRow(original) : null,
    related: row.kind === 'sale' ? following.map(publicRow) : [],
    timeline: events,
  };
}
