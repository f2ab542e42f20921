import type {
  AdminMetric,
  AdminOverview,
  AdminOverviewQuery,
  AdminTopQuery,
  TopClient,
  TopClientList,
  TopMerchant,
  TopMerchantList,
} from '@paydesk/domain/admin-overview';
import {
  ADMIN_OVERVIEW_CALLS,
  ADMIN_OVERVIEW_MESSAGES,
  type AdminOverviewCall,
  type AdminOverviewMetric,
  isAdminCountMetric,
} from '@paydesk/domain/admin-overview-metrics';
import { percentChange } from '@paydesk/domain/percent-change';
import { secondAfter } from '@paydesk/domain/wall-clock';
import type { Database } from '../../db/client';
import type { SignedReads } from '../../ledger/rollup-pieces';
import { NotFound } from '../../platform/errors';
import { sharedRead } from '../../platform/shared-reads';
import {
  type BucketRow,
  CHECKOUT_COLUMNS,
  clientExists,
  clientNames,
  clientsOfMerchants,
  countRetrievalBuckets,
  type FigureColumn,
  type GroupBy,
  type MerchantScope,
  merchantNames,
  sumCheckoutBuckets,
  sumRollupBuckets,
  sumRollupsPerMerchant,
} from './admin-overview.repository';
import {
  boundInstant,
  bucketsOf,
  historyPeriods,
  type OverviewPeriods,
  overviewPeriods,
  type Period,
} from './admin-periods';

/**
 * The admin dashboard's figures and the platform overviews (part 2 §7): every merchant the
 * filters admit, over a range and its comparison period, from the rollups (checkout figures
 * and retrievals from their rows: see the repository).
 */

type Sums = Partial<Record<FigureColumn, number>>;

/** The columns each metric reads. */
const METRIC_COLUMNS: Record<AdminOverviewMetric, readonly FigureColumn[]> = {
  'gross-volume': ['gross_volume_cents'],
  transactions: ['successful_count'],
  average: ['gross_volume_cents', 'successful_count'],
  'refund-volume': ['refund_volume_cents'],
  refunds: ['refund_count'],
  'chargeback-volume': ['chargeback_volume_cents'],
  chargebacks: ['chargeback_count'],
  'ach-return-volume': ['ach_return_volume_cents'],
  'ach-returns': ['ach_return_count'],
  retrievals: ['retrieval_count'],
  fees: ['fee_cents'],
  'net-volume': [
    'gross_volume_cents',
    'refund_volume_cents',
    'chargeback_volume_cents',
    'ach_return_volume_cents',
    'fee_cents',
  ],
  'ledger-entries': ['transaction_count'],
  'card-volume': ['card_volume_cents'],
  'card-sales': ['card_count'],
  'ach-volume': ['ach_volume_cents'],
  'ach-sales': ['successful_count', 'card_count'],
};

function metricValue(metric: AdminOverviewMetric, s: Sums): number {
  const v = (c: FigureColumn) => s[c] ?? 0;
  switch (metric) {
    case 'average':
      return v('successful_count') === 0
        ? 0
        : Math.round(v('gross_volume_cents') / v('successful_count'));
    case 'ach-sales':
      return v('successful_count') - v('card_count');
    case 'net-volume':
      return (
        v('gross_volume_cents') -
        v('refund_volume_cents') -
        v('chargeback_volume_cents') -
        v('ach_return_volume_cents') -
        v('fee_cents')
      );
    default:
      return v(METRIC_COLUMNS[metric][0] as FigureColumn);
  }
}

function added(list: readonly (Sums | undefined)[]): Sums {
  const sum: Sums = {};
  for (const s of list) {
    if (!s) continue;
    for (const [c, value] of Object.entries(s) as [FigureColumn, number][]) {
      sum[c] = (sum[c] ?? 0) + value;
    }
  }
  return sum;
}

type Source = 'rollups' | 'checkout' | 'retrievals';

const sourceOf = (call: string): Source =>
  call.startsWith('checkout')
    ? 'checkout'
    : call === 'retrievals-overview'
      ? 'retrievals'
      : 'rollups';

/** Every rollup column an overview metric reads: the calls of one range share one read. */
const OVERVIEW_ROLLUP_COLUMNS = [...new Set(Object.values(METRIC_COLUMNS).flat())].filter(
  (c) => c !== 'retrieval_count',
) as Exclude<FigureColumn, 'retrieval_count'>[];

/**
 * One read of `source` for the periods (bounds as instants), grouped as asked. Requests that
 * need the same read while it is in flight share it (the dashboard's calls of one range: the
 * rollup reads take every overview column), and it is not kept once answered.
 */
function readBuckets(
  db: Database,
  source: Source,
  input: {
    scope: MerchantScope;
    periods: number[][];
    columns: readonly FigureColumn[];
    groupBy?: GroupBy;
    /** Per merchant (one bucket a period): read a month a period cuts through its monthly row. */
    signed?: SignedReads;
  },
): Promise<BucketRow<FigureColumn>[]> {
  const shared = source === 'rollups' && (input.groupBy ?? 'none') === 'none';
  const columns = shared ? OVERVIEW_ROLLUP_COLUMNS : input.columns;
  const key = JSON.stringify([source, input.scope, input.periods, input.groupBy, columns]);
  return sharedRead(db, key, 0, async (): Promise<BucketRow<FigureColumn>[]> => {
    // Each source answers its own columns; a column it does not have reads as 0.
    if (source === 'checkout') return sumCheckoutBuckets(db, input);
    if (source === 'retrievals') return countRetrievalBuckets(db, input);
    const rollupColumns = columns.filter((c) => c !== 'retrieval_count');
    // Per merchant, each period is one figure (the rankings): summed merchant by merchant.
    return input.groupBy === 'merchant'
      ? sumRollupsPerMerchant(db, { ...input, columns: rollupColumns })
      : sumRollupBuckets(db, { ...input, columns: rollupColumns });
  });
}

/** Which period (index) and which of its buckets a 1-based bucket number over all bounds is. */
function locate(periods: number[][], bucket: number): [number, number] | undefined {
  let first = 1;
  for (const [p, bounds] of periods.entries()) {
    const last = first + bounds.length - 1;
    // A bucket number equal to a period's last position starts the next period (or nothing).
    if (bucket >= first && bucket < last) return [p, bucket - first];
    first = last + 1;
  }
  return undefined;
}

const periodOut = (p: Period) => ({ start_date: p.start, end_date: p.end });

/** The answer's scope: the range, the comparison, the zone and the currency. */
export function scopeOut(periods: OverviewPeriods, query: ParsedQuery<AdminOverviewQuery>) {
  return {
    range: periodOut(periods.range),
    comparison: { ...periodOut(periods.comparison), basis: periods.comparison.basis },
    timezone: query.timezone,
    currency: query.filters.currency,
  };
}

export async function ensureClient(db: Database, clientId: number | undefined): Promise<void> {
  if (clientId !== undefined && !(await clientExists(db, clientId))) {
    throw new NotFound(ADMIN_OVERVIEW_MESSAGES.clientNotFound);
  }
}

export type ParsedQuery<Q> = Q & { filters: MerchantScope['filters'] };

/** The query with its merchant filters gathered (the repository's scope). */
export function withFilters<Q extends AdminOverviewQuery>(query: Q): ParsedQuery<Q> {
  const { currency, processor, partner_id, client_id, country } = query;
  return { ...query, filters: { currency, processor, partner_id, client_id, country } };
}

/**
 * The figures of one overview call over the query's range and its comparison period, each
 * with its total, change and series (a point a day, or a month beyond 92 days).
 */
export async function adminOverview(
  db: Database,
  input: { call: AdminOverviewCall; query: AdminOverviewQuery; clientId?: number; now: Date },
): Promise<AdminOverview> {
  await ensureClient(db, input.clientId);
  const query = withFilters(input.query);
  const call = input.call;
  const periods =
    call === 'historical-volume'
      ? historyPeriods(query, input.now)
      : overviewPeriods(query, input.now);
  const granularity = call === 'monthly-volumes' ? 'month' : periods.granularity;
  // Ascending: the comparison period ends before the range starts.
  const buckets = [
    bucketsOf(periods.comparison, granularity),
    bucketsOf(periods.range, granularity),
  ];
  const instants = buckets.map((b) => b.bounds.map((w) => boundInstant(w, query.timezone)));
  const metrics = ADMIN_OVERVIEW_CALLS[call] as readonly AdminOverviewMetric[];
  const columns = [...new Set(metrics.flatMap((metric) => METRIC_COLUMNS[metric]))];
  const rows = await readBuckets(db, sourceOf(call), {
    scope: { filters: query.filters, clientId: input.clientId },
    periods: instants,
    columns,
  });
  const sums: Sums[][] = buckets.map((b) => b.labels.map(() => ({})));
  for (const row of rows) {
    const at = locate(instants, row.bucket);
    if (!at) continue;
    const list = sums[at[0]];
    if (list && at[1] < list.length) {
      list[at[1]] = row.sums;
    }
  }
  const [before = [], now = []] = sums;
  const [beforeLabels, nowLabels] = [buckets[0]?.labels ?? [], buckets[1]?.labels ?? []];
  const metric = (name: AdminOverviewMetric): AdminMetric => {
    const total = metricValue(name, added(now));
    const comparisonTotal = metricValue(name, added(before));
    return {
      metric: name,
      unit: isAdminCountMetric(name) ? 'count' : 'cents',
      total,
      comparisonTotal,
      change: percentChange(total, comparisonTotal),
      series: nowLabels.map((date, i) => ({ date, value: metricValue(name, now[i] ?? {}) })),
      comparisonSeries: beforeLabels.map((date, i) => ({
        date,
        value: metricValue(name, before[i] ?? {}),
      })),
    };
  };
  return {
    ...scopeOut(periods, query),
    granularity,
    metrics: metrics.map(metric),
  };
}

const RANK_COLUMNS = [
  'gross_volume_cents',
  'successful_count',
  'refund_volume_cents',
  'refund_count',
  'chargeback_volume_cents',
  'chargeback_count',
] as const satisfies readonly FigureColumn[];

interface Ranked {
  /** A merchant's id, a client's id, or null (merchants without a client). */
  key: number | null;
  /** Merchants with sales in the range (of a client). */
  merchants: number;
  now: Sums;
  before: Sums;
}

/** Per merchant: its sums over the range and over the comparison period (one bucket each). */
async function rankedMerchants(
  db: Database,
  source: Source,
  query: ParsedQuery<AdminTopQuery>,
  periods: OverviewPeriods,
  now: Date,
): Promise<Ranked[]> {
  const whole = (p: Period) => [p.start, secondAfter(p.end)];
  const instants = [whole(periods.comparison), whole(periods.range)].map((bounds) =>
    bounds.map((w) => boundInstant(w, query.timezone)),
  );
  const rows = await readBuckets(db, source, {
    scope: { filters: query.filters },
    periods: instants,
    columns: source === 'checkout' ? CHECKOUT_COLUMNS : RANK_COLUMNS,
    groupBy: 'merchant',
    // Per merchant, a month a period cuts costs a row a day: its monthly row less the days
    // outside the period is fewer (a month to date: the monthly row and no day yet to come).
    signed: { liveUntil: now.getTime() },
  });
  const merchants = new Map<number | null, Ranked>();
  for (const row of rows) {
    const at = locate(instants, row.bucket);
    if (!at) continue;
    const entry = merchants.get(row.merchantId) ?? {
      key: row.merchantId,
      merchants: 1,
      now: {},
      before: {},
    };
    if (at[0] === 1) entry.now = row.sums;
    else entry.before = row.sums;
    merchants.set(row.merchantId, entry);
  }
  return [...merchants.values()];
}

/** Merchants' figures added up per client (null: merchants without one). */
async function perClient(db: Database, merchants: Ranked[]): Promise<Ranked[]> {
  const clientOf = await clientsOfMerchants(
    db,
    merchants.flatMap((m) => (m.key === null ? [] : [m.key])),
  );
  const clients = new Map<number | null, Ranked>();
  for (const m of merchants) {
    const key = m.key === null ? null : (clientOf.get(m.key) ?? null);
    const client = clients.get(key) ?? { key, merchants: 0, now: {}, before: {} };
    client.now = added([client.now, m.now]);
    client.before = added([client.before, m.before]);
    if ((m.now.successful_count ?? 0) > 0) client.merchants += 1;
    clients.set(key, client);
  }
  return [...clients.values()];
}

const figuresOf = (g: Ranked) => {
  const v = (c: FigureColumn) => g.now[c] ?? 0;
  const volume = v('gross_volume_cents');
  const comparisonVolume = g.before.gross_volume_cents ?? 0;
  return {
    count: v('successful_count'),
    volume,
    refundCount: v('refund_count'),
    refundVolume: v('refund_volume_cents'),
    disputeCount: v('chargeback_count'),
    disputeVolume: v('chargeback_volume_cents'),
    comparisonVolume,
    change: percentChange(volume, comparisonVolume),
  };
};

/** Groups with something in the range, highest volume first, then the lowest id (no client last). */
function ranking(groups: Ranked[], limit: number) {
  const active = groups
    .map((g) => ({ g, f: figuresOf(g) }))
    .filter(({ f }) => f.volume !== 0 || f.count + f.refundCount + f.disputeCount > 0);
  active.sort(
    (a, b) =>
      b.f.volume - a.f.volume ||
      (a.g.key ?? Number.MAX_SAFE_INTEGER) - (b.g.key ?? Number.MAX_SAFE_INTEGER),
  );
  const totalVolume = active.reduce((n, { f }) => n + f.volume, 0);
  return { top: active.slice(0, limit), totalVolume };
}

/** The merchants with the highest volume (checkout: through payment links) over the range. */
export async function topMerchants(
  db: Database,
  input: { checkout: boolean; query: AdminTopQuery; now: Date },
): Promise<TopMerchantList> {
  const query = withFilters(input.query);
  const periods = overviewPeriods(query, input.now);
  const groups = await rankedMerchants(
    db,
    input.checkout ? 'checkout' : 'rollups',
    query,
    periods,
    input.now,
  );
  const { top, totalVolume } = ranking(groups, query.limit);
  const names = await merchantNames(
    db,
    top.map(({ g }) => g.key ?? 0),
  );
  const data: TopMerchant[] = top.map(({ g, f }) => ({
    merchantId: g.key ?? 0,
    businessCommonName: names.get(g.key ?? 0) ?? '',
    ...f,
  }));
  return { ...scopeOut(periods, query), totalVolume, data };
}

/** The clients with the highest volume over the range (merchants without one: one row, id null). */
export async function topClients(
  db: Database,
  input: { query: AdminTopQuery; now: Date },
): Promise<TopClientList> {
  const query = withFilters(input.query);
  const periods = overviewPeriods(query, input.now);
  const groups = await perClient(
    db,
    await rankedMerchants(db, 'rollups', query, periods, input.now),
  );
  const { top, totalVolume } = ranking(groups, query.limit);
  const names = await clientNames(
    db,
    top.flatMap(({ g }) => (g.key === null ? [] : [g.key])),
  );
  const data: TopClient[] = top.map(({ g, f }) => ({
    clientId: g.key,
    clientName: g.key === null ? null : (names.get(g.key) ?? null),
    merchants: g.merchants,
    ...f,
  }));
  return { ...scopeOut(periods, query), totalVolume, data };
}
