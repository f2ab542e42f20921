import type { LedgerBatch } from '../../ledger/ledger-batch';
import type { ChargebackRow, TransactionRow } from '../../ledger/ledger-rows';
import { achReturnRow, refundRow, saleRow, voided, voidRow } from '../../ledger/transaction-rows';
import type { Random } from '../../processors/prng';
import type { CardBrand, ProcessorPort } from '../../processors/processor-port';
import type { IdAllocator } from './id-allocator';
import type { MerchantPlan } from './merchant-factory';
import { person } from './people';

const DAY_MS = 86_400_000;
const BRANDS = [
  ['Visa', 50],
  ['MasterCard', 30],
  ['American Express', 12],
  ['Discover', 8],
] as const;
/** Share of sales per local hour (shops open 8:00-22:00). */
const HOURS = Array.from(
  { length: 24 },
  (_, h) => [h, h < 8 || h > 21 ? 0.3 : h >= 11 && h <= 19 ? 10 : 5] as const,
);
const UTC_OFFSET: Record<string, number> = { USA: -6, CAN: -5, GBR: 0, AUS: 10, NZL: 12 };
const RETURN_CODES = [
  ['R01', 40],
  ['R02', 15],
  ['R03', 10],
  ['R10', 15],
  ['R08', 10],
  ['R16', 10],
] as const;
const CB_REASONS = [
  ['10.4', 'Other fraud: card-absent environment'],
  ['13.1', 'Merchandise or services not received'],
  ['13.3', 'Not as described or defective merchandise'],
  ['4837', 'No cardholder authorization'],
  ['4853', 'Cardholder dispute'],
] as const;

/** A later event of a sale, with the moment it happens (never before the sale). */
type Scheduled =
  | { kind: 'refund'; sale: TransactionRow; amount: number; at: Date }
  | { kind: 'chargeback' | 'retrieval' | 'ach_return'; sale: TransactionRow; at: Date };

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const at = (dayMs: number, hour: number, random: Random) =>
  new Date(dayMs + hour * 3_600_000 + random.int(0, 3_599_999));

/**
 * Simulates one merchant's history day by day through its processor: sales (approved or
 * declined), voids, refunds, daily settlement into a batch and a deposit, chargebacks,
 * retrievals and ACH returns. Rows go into the ledger batch with their rollup deltas. Yields
 * at the end of each day: every row in the batch is then final, so the caller may write it
 * out (a high-volume merchant does not fit in memory at once).
 */
export function* simulateMerchant(options: {
  plan: MerchantPlan;
  processor: ProcessorPort;
  random: Random;
  ids: IdAllocator;
  ledger: LedgerBatch;
  end: Date;
  /** Nothing happens after this moment (a history that stops now, not at midnight). */
  until?: Date;
}): Generator<void, void, void> {
  const { plan, processor, random, ids, ledger, end } = options;
  const untilMs = options.until?.getTime() ?? Number.POSITIVE_INFINITY;
  if (!plan.activeFrom || !plan.activeUntil) return;
  const m = plan.merchant;
  const first = Date.parse(`${plan.activeFrom}T00:00:00Z`);
  const last = Date.parse(`${plan.activeUntil}T00:00:00Z`);
  const endMs = end.getTime();
  const offset = UTC_OFFSET[m.businessCountry ?? 'USA'] ?? 0;
  const schedule = new Map<number, Scheduled[]>();
  const later = (dayMs: number, event: Scheduled): boolean => {
    if (dayMs > last || event.at.getTime() > untilMs) return false;
    const list = schedule.get(dayMs) ?? [];
    list.push(event);
    schedule.set(dayMs, list);
    return true;
  };
  let seq = 0;
  const transNumber = () => {
    seq += 1;
    return `T${processor.id}-${m.id}-${String(seq).padStart(6, '0')}`;
  };
  const base = (
    dayMs: number,
    hour: number,
  ): Pick<TransactionRow, 'merchantId' | 'processorId' | 'currency' | 'transDate'> => ({
    merchantId: m.id,
    processorId: processor.id,
    currency: m.currency ?? 'USD',
    transDate: at(dayMs, (hour - offset + 24) % 24, random),
  });
  const span = Math.max(1, last - first);
  /** A moment of the day during business hours, at least ten minutes after the sale. */
  const eventAt = (dayMs: number, sale: TransactionRow) =>
    new Date(
      Math.max(
        base(dayMs, random.int(9, 18)).transDate.getTime(),
        sale.transDate.getTime() + 10 * 60_000,
      ),
    );

  for (let dayMs = first; dayMs <= last; dayMs += DAY_MS) {
    const date = new Date(dayMs);
    const weekday = date.getUTCDay();
    const growth = 0.7 + 0.6 * ((dayMs - first) / span);
    const season = date.getUTCMonth() === 10 || date.getUTCMonth() === 11 ? 1.25 : 1;
    const lambda =
      plan.meanDailySales * growth * season * (weekday === 0 ? 0.6 : weekday === 6 ? 1.2 : 1);
    const settled: TransactionRow[] = [];

    for (let n = random.poisson(lambda); n > 0; n -= 1) {
      const method = random.chance(plan.achShare) ? 'ach' : 'card';
      const amount = Math.min(
        500_000,
        Math.max(100, Math.round(random.logNormal(method === 'ach' ? 5 : 3.7, 0.85) * 100)),
      );
      const brand: CardBrand | null = method === 'card' ? random.weighted(BRANDS) : null;
      const auth = processor.sale({ method, amountCents: amount, brand });
      const buyer = person(random);
      const at = base(dayMs, random.weighted(HOURS));
      if (at.transDate.getTime() > untilMs) continue;
      let sale = saleRow(
        { id: ids.take('transactions'), transNumber: transNumber(), transDate: at.transDate },
        {
          merchantId: m.id,
          processorId: processor.id,
          currency: at.currency,
          method,
          brand,
          amountCents: amount,
          auth,
          accountNumberMasked: `•••• ${String(random.int(0, 9999)).padStart(4, '0')}`,
          accountType: method === 'card' ? brand : random.chance(0.85) ? 'checking' : 'savings',
          accountholderName: `${buyer.firstName} ${buyer.lastName}`,
          accountholderEmail: buyer.email,
        },
      );
      if (auth.approved && method === 'card' && random.chance(0.015)) {
        const voidedAt = new Date(
          Math.min(untilMs, sale.transDate.getTime() + random.int(5, 120) * 60_000),
        );
        const record = voidRow(sale, {
          id: ids.take('transactions'),
          transNumber: transNumber(),
          transDate: voidedAt,
        });
        sale = voided(sale, voidedAt);
        ledger.addTransaction(sale);
        ledger.addTransaction(record);
        continue;
      }
      ledger.addTransaction(sale);
      if (!auth.approved) continue;
      settled.push(sale);
      if (random.chance(0.04)) {
        const full = random.chance(0.6);
        const refundDay = dayMs + random.int(0, 20) * DAY_MS;
        const refund = {
          kind: 'refund',
          sale,
          amount: full ? amount : Math.max(1, Math.round((amount * random.int(10, 90)) / 100)),
          at: eventAt(refundDay, sale),
        } as const;
        // The sale's refunded total is final when the refund is planned, so a sale row is
        // complete at the end of its day and may be written while later days are simulated.
        if (later(refundDay, refund)) sale.refundedAmountCents += refund.amount;
      }
      const scheduleEvent = (kind: 'chargeback' | 'retrieval' | 'ach_return', days: number) => {
        const when = dayMs + days * DAY_MS;
        later(when, { kind, sale, at: eventAt(when, sale) });
      };
      if (method === 'card' && random.chance(0.005))
        scheduleEvent('chargeback', random.int(10, 60));
      if (method === 'card' && random.chance(0.002)) scheduleEvent('retrieval', random.int(5, 40));
      if (method === 'ach' && random.chance(0.012)) scheduleEvent('ach_return', random.int(2, 5));
    }

    for (const event of schedule.get(dayMs) ?? []) {
      const when = { transDate: event.at };
      const sale = event.sale;
      if (event.kind === 'refund') {
        const amount = event.amount;
        const refund = refundRow(
          sale,
          { id: ids.take('transactions'), transNumber: transNumber(), transDate: when.transDate },
          amount,
          processor.refundFee(amount),
        );
        ledger.addTransaction(refund);
        settled.push(refund);
      } else if (event.kind === 'chargeback') {
        const respondBy = new Date(
          when.transDate.getTime() + processor.chargebackResponseDays * DAY_MS,
        );
        // Decided once its deadline has passed; still open (awaiting evidence or a decision) before.
        const resolved = respondBy.getTime() < endMs;
        const [reasonCode, reasonDesc] = random.pick(CB_REASONS);
        const status: ChargebackRow['disputeStatus'] = resolved
          ? random.weighted([
              ['won', 40],
              ['lost', 40],
              ['accepted', 20],
            ] as const)
          : random.weighted([
              ['evidence-needed', 70],
              ['under-review', 30],
            ] as const);
        const chargebackId = ids.take('chargebacks');
        ledger.addChargeback({
          id: chargebackId,
          merchantId: m.id,
          transactionId: sale.id,
          caseNumber: `CB-${String(chargebackId).padStart(8, '0')}`,
          cbDate: when.transDate,
          cbAmountCents: sale.grossAmountCents,
          reasonCode,
          reasonDesc,
          disputeStatus: status,
          respondBy,
          result: resolved ? status : null,
          responseCode: resolved ? (status === 'won' ? 'W' : 'L') : null,
          disputedAt: status === 'accepted' || status === 'evidence-needed' ? null : when.transDate,
          resolvedAt: resolved ? new Date(respondBy.getTime() + random.int(1, 20) * DAY_MS) : null,
        });
      } else if (event.kind === 'retrieval') {
        const answered = when.transDate.getTime() + 10 * DAY_MS < endMs;
        ledger.addRetrieval({
          id: ids.take('retrievals'),
          merchantId: m.id,
          transactionId: sale.id,
          requestedDate: when.transDate,
          reasonDesc: 'Cardholder requests a copy of the receipt',
          daysToRespond: 10,
          status: answered
            ? random.weighted([
                ['Answered', 80],
                ['Closed', 20],
              ] as const)
            : 'Unanswered',
          responseDate: answered
            ? new Date(when.transDate.getTime() + random.int(1, 9) * DAY_MS)
            : null,
        });
      } else {
        const fee = processor.rejectedReturnFeeCents;
        const returned = achReturnRow(
          sale,
          { id: ids.take('transactions'), transNumber: transNumber(), transDate: when.transDate },
          fee,
        );
        ledger.addTransaction(returned);
        settled.push(returned);
        ledger.addAchReturn({
          id: ids.take('ach_returns'),
          merchantId: m.id,
          transactionId: sale.id,
          returnTransactionId: returned.id,
          returnDate: when.transDate,
          returnAmountCents: sale.grossAmountCents,
          returnCode: random.weighted(RETURN_CODES),
          feeCents: fee,
        });
      }
    }
    schedule.delete(dayMs);
    // A day that has not ended yet settles at its end: its rows stay unsettled for now.
    if (settled.length > 0 && dayMs + DAY_MS - 1000 <= untilMs) settle(settled, dayMs, options);
    yield;
  }
}

function settle(
  rows: TransactionRow[],
  dayMs: number,
  options: {
    plan: MerchantPlan;
    processor: ProcessorPort;
    ids: IdAllocator;
    ledger: LedgerBatch;
    end: Date;
  },
): void {
  const { plan, processor, ids, ledger, end } = options;
  const day = isoDay(dayMs);
  const fundDate = processor.fundDate(day);
  const batchId = ids.take('batches');
  let gross = 0;
  let fee = 0;
  let net = 0;
  for (const row of rows) {
    row.batchId = batchId;
    row.settledDate = day;
    row.fundDate = fundDate;
    gross += row.grossAmountCents;
    fee += row.feeCents;
    net += row.netAmountCents;
  }
  const depositedAt = new Date(`${fundDate}T14:00:00Z`);
  ledger.addBatch(
    {
      id: batchId,
      merchantId: plan.merchant.id,
      processorId: processor.id,
      batchNumber: `B${processor.id}-${plan.merchant.id}-${day.replaceAll('-', '')}`,
      batchDate: day,
      settledAt: new Date(dayMs + DAY_MS - 1000),
      numberOfTransactions: rows.length,
      totalGrossCents: gross,
      totalFeeCents: fee,
      totalNetCents: net,
    },
    {
      id: ids.take('deposits'),
      merchantId: plan.merchant.id,
      batchId,
      depositDate: fundDate,
      depositedAt,
      amountCents: net,
      status: depositedAt.getTime() <= end.getTime() ? 'paid' : 'pending',
      traceNumber: `TR${plan.merchant.id}${day.replaceAll('-', '').slice(2)}`,
    },
  );
}
