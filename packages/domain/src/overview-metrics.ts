/**
 * The dashboard's metrics and the rules read from a tile's answer, without zod: the web's
 * dashboard uses them before (and without) any schema. overview.ts re-exports them with the
 * answer's schema.
 */

/** The seven dashboard tiles of part 1 §2 (part 2 §7 "Merchant dashboard tiles"). */
export const OVERVIEW_METRICS = [
  'chargeback-count',
  'evidence-chargeback-count',
  'chargeback-volume',
  'gross-volume',
  'successful-transactions',
  'average-transaction',
  'payout-volume',
] as const;
export type OverviewMetric = (typeof OVERVIEW_METRICS)[number];

/** Money metrics answer cents; the others counts. */
export const MONEY_METRICS: readonly OverviewMetric[] = [
  'chargeback-volume',
  'gross-volume',
  'average-transaction',
  'payout-volume',
];

/** Dispute metrics are better when lower (part 1 §2). */
export const LOWER_IS_BETTER: readonly OverviewMetric[] = [
  'chargeback-count',
  'evidence-chargeback-count',
  'chargeback-volume',
];

/** Evidence-needed chargebacks are counted from this day, whatever the range (part 1 §9). */
export const EVIDENCE_COUNT_SINCE = '2017-01-01';

/** The number inside a tile's total (`{ amount }` in cents or `{ count }`), whichever it is. */
export const summedNumber = (value: { amount: number } | { count: number } | undefined): number =>
  value === undefined ? 0 : 'amount' in value ? value.amount : value.count;

/** The volume calls of part 2 §7 (gross, refund, chargeback-and-return, current day). */
export const VOLUME_KINDS = ['gross-volume', 'refund-volume', 'chargeback-return-volume'] as const;
export type VolumeKind = (typeof VOLUME_KINDS)[number];
