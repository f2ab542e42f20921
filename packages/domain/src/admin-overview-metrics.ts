/**
 * The admin dashboard's figures and the platform overviews (part 2 §7 "Reports and
 * overviews"), zod-free: which metrics each call answers, how each reads, the comparison
 * rules. The schemas are in admin-overview.ts; the definitions in docs/api.md "Back office:
 * dashboard and overviews".
 */

export const ADMIN_OVERVIEW_METRICS = [
  /** Approved sales, before refunds (the merchant dashboard's gross volume). */
  'gross-volume',
  /** Approved sales, counted. */
  'transactions',
  /** Gross volume / transactions, in cents (0 without sales). */
  'average',
  /** Approved refunds, by the refund's date. */
  'refund-volume',
  'refunds',
  /** Chargebacks opened (their amounts), by the chargeback's date. */
  'chargeback-volume',
  'chargebacks',
  'ach-return-volume',
  'ach-returns',
  /** Retrieval requests, by the request's date. */
  'retrievals',
  /** Processing fees of every ledger row. */
  'fees',
  /** Gross volume less refunds, chargebacks, ACH returns and fees. */
  'net-volume',
  /** Every ledger row of any kind or status (sales, refunds, voids, declines). */
  'ledger-entries',
  /** Approved, unvoided card sales: volume and count. */
  'card-volume',
  'card-sales',
  /** Approved, unvoided ACH payments: volume and count. */
  'ach-volume',
  'ach-sales',
] as const;
export type AdminOverviewMetric = (typeof ADMIN_OVERVIEW_METRICS)[number];

/** Metrics counted, not in cents. */
export const ADMIN_COUNT_METRICS: readonly AdminOverviewMetric[] = [
  'transactions',
  'refunds',
  'chargebacks',
  'ach-returns',
  'retrievals',
  'ledger-entries',
  'card-sales',
  'ach-sales',
];

/** Metrics that are better when lower (the change's colour). */
export const ADMIN_LOWER_IS_BETTER: readonly AdminOverviewMetric[] = [
  'refund-volume',
  'refunds',
  'chargeback-volume',
  'chargebacks',
  'ach-return-volume',
  'ach-returns',
  'retrievals',
];

export const ADMIN_METRIC_LABELS: Record<AdminOverviewMetric, string> = {
  'gross-volume': 'Gross volume',
  transactions: 'Transactions',
  average: 'Average transaction',
  'refund-volume': 'Refunded',
  refunds: 'Refunds',
  'chargeback-volume': 'Disputed',
  chargebacks: 'Disputes',
  'ach-return-volume': 'ACH returned',
  'ach-returns': 'ACH returns',
  retrievals: 'Retrievals',
  fees: 'Fees',
  'net-volume': 'Net volume',
  'ledger-entries': 'Ledger entries',
  'card-volume': 'Card volume',
  'card-sales': 'Card sales',
  'ach-volume': 'ACH volume',
  'ach-sales': 'ACH payments',
};

/**
 * The calls answering figures over a range (AdminOverview) and the metrics each answers, in
 * order. `checkout-*` read payments taken through payment links only.
 */
export const ADMIN_OVERVIEW_CALLS = {
  'gross-volume-v2': ['gross-volume', 'transactions'],
  'transaction-metrics': [
    'transactions',
    'average',
    'refund-volume',
    'refunds',
    'chargeback-volume',
    'chargebacks',
    'ach-return-volume',
    'ach-returns',
  ],
  'historical-volume': ['gross-volume', 'transactions'],
  'checkout-gross-volume-v2': ['gross-volume', 'transactions'],
  'checkout-transaction-metrics': [
    'transactions',
    'average',
    'refund-volume',
    'chargeback-volume',
    'chargebacks',
  ],
  'gross-sales': ['gross-volume', 'transactions'],
  'transactions-overview': ['transactions', 'refunds', 'ledger-entries'],
  'average-amount': ['average'],
  'ach-returns-overview': ['ach-return-volume', 'ach-returns'],
  'disputes-overview': ['chargeback-volume', 'chargebacks'],
  'retrievals-overview': ['retrievals'],
  'monthly-volumes': ['gross-volume', 'transactions'],
  'volume-analysis': [
    'gross-volume',
    'refund-volume',
    'chargeback-volume',
    'ach-return-volume',
    'fees',
    'net-volume',
  ],
  'type-volumes': [
    'card-volume',
    'card-sales',
    'ach-volume',
    'ach-sales',
    'refund-volume',
    'refunds',
    'chargeback-volume',
    'chargebacks',
    'ach-return-volume',
    'ach-returns',
  ],
} as const satisfies Record<string, readonly AdminOverviewMetric[]>;
export type AdminOverviewCall = keyof typeof ADMIN_OVERVIEW_CALLS;

/** The overviews that also have a per-client variant under /admin/clients/{id}/... */
export const CLIENT_OVERVIEW_CALLS = [
  'gross-sales',
  'transactions-overview',
  'average-amount',
  'ach-returns-overview',
  'disputes-overview',
  'retrievals-overview',
  'type-volumes',
] as const satisfies readonly AdminOverviewCall[];
export type ClientOverviewCall = (typeof CLIENT_OVERVIEW_CALLS)[number];

/**
 * type-volumes: the transaction types a payments analyst reads side by side, each a volume
 * and a count metric of the call's answer, in order.
 */
export const TRANSACTION_TYPES = [
  { type: 'Card sales', volume: 'card-volume', count: 'card-sales' },
  { type: 'ACH payments', volume: 'ach-volume', count: 'ach-sales' },
  { type: 'Refunds', volume: 'refund-volume', count: 'refunds' },
  { type: 'Chargebacks', volume: 'chargeback-volume', count: 'chargebacks' },
  { type: 'ACH returns', volume: 'ach-return-volume', count: 'ach-returns' },
] as const satisfies readonly {
  type: string;
  volume: AdminOverviewMetric;
  count: AdminOverviewMetric;
}[];

/** card-volumes: the brand of sales without a card (ACH payments). */
export const ACH_BRAND = 'ACH';

/** The ranking calls (AdminTopList): by merchant, by client, checkout by merchant. */
export const ADMIN_TOP_CALLS = [
  'merchant-transaction-metrics',
  'client-transaction-metrics',
  'checkout-merchant-transaction-metrics',
] as const;
export type AdminTopCall = (typeof ADMIN_TOP_CALLS)[number];

/** Ranges up to this many days have a point a day; longer ones a point a month. */
export const DAY_BUCKET_MAX_DAYS = 92;
/** historical-volume: this many calendar months, up to the month of the range's end. */
export const HISTORY_MONTHS = 12;
/** Rows of a ranking: the default and the most. */
export const TOP_DEFAULT_LIMIT = 10;
export const TOP_MAX_LIMIT = 100;

export type ComparisonBasis = 'prior-period' | 'prior-year';
export const COMPARISON_LABELS: Record<ComparisonBasis, string> = {
  'prior-period': 'Prior period',
  'prior-year': 'Prior year',
};

export const ADMIN_OVERVIEW_MESSAGES = {
  bothDates: 'Give both start_date and end_date, or neither (the preset then decides)',
  limit: `From 1 to ${TOP_MAX_LIMIT} rows`,
  usePriorPeriod: 'Use usePriorPeriod=true or usePriorPeriod=false',
  preset: 'Use a date preset such as month-to-date',
  clientNotFound: 'Client not found.',
} as const;

export const isAdminCountMetric = (metric: AdminOverviewMetric) =>
  ADMIN_COUNT_METRICS.includes(metric);
