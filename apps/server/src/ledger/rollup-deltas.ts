import { INTERCHANGE_RATES, interchangeOfSale } from '@paydesk/domain/admin-dispute-report-fields';
import type { BrandRollupMetric, RollupMetric } from '../db/schema/rollups';
import type { AchReturnRow, ChargebackRow, DepositRow, TransactionRow } from './ledger-rows';

export type RollupDelta = Partial<Record<RollupMetric, number>>;

export interface RollupChange {
  merchantId: number;
  at: Date;
  delta: RollupDelta;
}

/**
 * What each ledger row adds to the hourly rollups: the one definition of every overview
 * metric, used by bulk generation and by live actions alike (and mirrored by the
 * recomputation SQL of `db:check`).
 */
export function transactionRollup(t: TransactionRow): RollupChange {
  const delta: RollupDelta = { feeCents: t.feeCents, transactionCount: 1 };
  if (t.kind === 'sale' && t.status === 'approved') {
    delta.grossVolumeCents = t.grossAmountCents;
    delta.successfulCount = 1;
    delta[t.method === 'card' ? 'cardVolumeCents' : 'achVolumeCents'] = t.grossAmountCents;
    if (t.method === 'card') delta.cardCount = 1;
  }
  if (t.kind === 'refund' && t.status === 'approved') {
    delta.refundVolumeCents = -t.grossAmountCents;
    delta.refundCount = 1;
  }
  return { merchantId: t.merchantId, at: t.transDate, delta };
}

/** A sale voided after it was written: its volume and fee leave its hour. */
export function voidRollup(sale: TransactionRow): RollupChange {
  return {
    merchantId: sale.merchantId,
    at: sale.transDate,
    delta: {
      grossVolumeCents: -sale.grossAmountCents,
      successfulCount: -1,
      [sale.method === 'card' ? 'cardVolumeCents' : 'achVolumeCents']: -sale.grossAmountCents,
      ...(sale.method === 'card' ? { cardCount: -1 } : {}),
      feeCents: -sale.feeCents,
    },
  };
}

export type BrandRollupDelta = Record<BrandRollupMetric, number>;

/** A change of the card-brand rollups: one sale in (+1) or out (-1, its void). */
export interface BrandRollupChange {
  merchantId: number;
  at: Date;
  processorId: number;
  /** 'ACH' for a sale without a card brand. */
  cardBrand: string;
  currency: string;
  delta: BrandRollupDelta;
}

const NO_INTERCHANGE = { percentBps: 0, fixedCents: 0 };

/**
 * What an approved sale adds to (sign 1) or, voided, takes from (sign -1) the card-brand
 * rollups: the interchange report's definition (its count, volume, fee and the interchange at
 * INTERCHANGE_RATES; a brand without a rate costs 0). Null for anything but an approved sale.
 */
export function saleBrandRollup(t: TransactionRow, sign: 1 | -1): BrandRollupChange | null {
  if (t.kind !== 'sale' || t.status !== 'approved') return null;
  const rate =
    (t.cardBrand !== null && Object.hasOwn(INTERCHANGE_RATES, t.cardBrand)
      ? INTERCHANGE_RATES[t.cardBrand]
      : undefined) ?? NO_INTERCHANGE;
  return {
    merchantId: t.merchantId,
    at: t.transDate,
    processorId: t.processorId,
    cardBrand: t.cardBrand ?? 'ACH',
    currency: t.currency,
    delta: {
      saleCount: sign,
      volumeCents: sign * t.grossAmountCents,
      feeCents: sign * t.feeCents,
      interchangeCents: sign * interchangeOfSale(t.grossAmountCents, rate),
    },
  };
}

export const depositRollup = (d: DepositRow): RollupChange => ({
  merchantId: d.merchantId,
  at: d.depositedAt,
  delta: { payoutVolumeCents: d.amountCents, payoutCount: 1 },
});

export const chargebackRollup = (c: ChargebackRow): RollupChange => ({
  merchantId: c.merchantId,
  at: c.cbDate,
  delta: {
    chargebackVolumeCents: c.cbAmountCents,
    chargebackCount: 1,
    evidenceNeededCount: c.disputeStatus === 'evidence-needed' ? 1 : 0,
  },
});

/** A chargeback leaving (or entering) the evidence-needed state. */
export function chargebackStatusRollup(
  c: Pick<ChargebackRow, 'merchantId' | 'cbDate'>,
  from: ChargebackRow['disputeStatus'],
  to: ChargebackRow['disputeStatus'],
): RollupChange {
  const change = (to === 'evidence-needed' ? 1 : 0) - (from === 'evidence-needed' ? 1 : 0);
  return { merchantId: c.merchantId, at: c.cbDate, delta: { evidenceNeededCount: change } };
}

export const achReturnRollup = (a: AchReturnRow): RollupChange => ({
  merchantId: a.merchantId,
  at: a.returnDate,
  delta: { achReturnVolumeCents: a.returnAmountCents, achReturnCount: 1 },
});

/** Midnight UTC of the day of `at`. */
export function dayOf(at: Date): Date {
  const day = new Date(at.getTime());
  day.setUTCHours(0, 0, 0, 0);
  return day;
}

/** Midnight UTC of the first day of the month of `at`. */
export function monthOf(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/** The UTC hour a moment falls in, as a Date. */
export function hourOf(at: Date): Date {
  const hour = new Date(at.getTime());
  hour.setUTCMinutes(0, 0, 0);
  return hour;
}
