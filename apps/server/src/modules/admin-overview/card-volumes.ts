import type { AdminOverviewQuery, CardVolume, CardVolumes } from '@paydesk/domain/admin-overview';
import { percentChange } from '@paydesk/domain/percent-change';
import { secondAfter } from '@paydesk/domain/wall-clock';
import { type Database, sqlQuery } from '../../db/client';
import { piecesOf, type Span } from '../../ledger/rollup-pieces';
import { SqlParams } from '../../platform/lists/sql-params';
import { type MerchantScope, scopeIds } from './admin-overview.repository';
import { ensureClient, scopeOut, withFilters } from './admin-overview.service';
import { boundInstant, overviewPeriods, type Period } from './admin-periods';
import { platformBrandDayParts } from './platform-rollups';

/**
 * card-volumes (part 2 §7): approved, unvoided sales per card brand over the range and its
 * comparison period, from the card-brand rollups (written by the ledger with the merchant
 * rollups; ledger/rollup-deltas.ts saleBrandRollup). They are kept per UTC day and month, so
 * a day counts when its midnight UTC falls in the period: exact for UTC ranges of whole days.
 * Every merchant of a currency (no other filter) reads the platform brand rows instead, a few
 * a day (platform-rollups.ts).
 */

const DAY_MS = 86_400_000;
const ceilToDay = (ms: number) => Math.ceil(ms / DAY_MS) * DAY_MS;
const iso = (ms: number) => new Date(ms).toISOString();

/** A period's whole UTC days: the span, and as month and day spans of the card-brand rollups. */
interface DaySpans {
  whole: Span;
  month: Span[];
  day: Span[];
}

function daySpans(period: Period, timezone: string): DaySpans {
  const from = ceilToDay(boundInstant(period.start, timezone));
  const to = ceilToDay(boundInstant(secondAfter(period.end), timezone));
  const pieces = piecesOf(from, to);
  return { whole: [from, to], month: pieces.month, day: pieces.day };
}

/** Every merchant of one currency, the dashboard's default: the platform brand rows serve it. */
function currencyOnly(scope: MerchantScope): boolean {
  const { currency: _currency, ...others } = scope.filters;
  return scope.clientId === undefined && Object.values(others).every((v) => v === undefined);
}

interface BrandSums {
  count: number;
  volume: number;
}

/** Per period (0 the comparison, 1 the range) and brand: the sales' count and volume. */
async function brandSums(
  db: Database,
  scope: MerchantScope,
  periods: DaySpans[],
): Promise<Map<string, BrandSums>[]> {
  const params = new SqlParams();
  const parts = currencyOnly(scope)
    ? periods.flatMap((spans, p) =>
        spans.whole[0] < spans.whole[1]
          ? platformBrandDayParts({
              span: spans.whole,
              currency: scope.filters.currency,
              params,
            }).map((part) => `select ${p} as p, b.* from (${part}) b`)
          : [],
      )
    : merchantParts(scope, periods, params);
  const out = periods.map(() => new Map<string, BrandSums>());
  if (parts.length === 0) return out;
  const rows = await sqlQuery(db)<{ p: number; card_brand: string; n: string; v: string }>(
    `select x.p, x.card_brand, sum(x.sale_count)::text as n, sum(x.volume_cents)::text as v
       from (${parts.join('\n union all\n')}) x group by 1, 2`,
    params.values,
  );
  for (const row of rows) {
    out[Number(row.p)]?.set(row.card_brand, { count: Number(row.n), volume: Number(row.v) });
  }
  return out;
}

/** The merchants' own brand rows (whole months, then days), for a filtered scope. */
function merchantParts(scope: MerchantScope, periods: DaySpans[], params: SqlParams): string[] {
  const ids = scopeIds(scope, params);
  const currency = params.add(scope.filters.currency);
  return periods.flatMap((spans, p) =>
    (['month', 'day'] as const).flatMap((grain) =>
      spans[grain].map(
        ([from, to]) =>
          `select ${p} as p, r.card_brand, r.sale_count, r.volume_cents
             from card_brand_${grain === 'month' ? 'monthly' : 'daily'}_rollups r
            where r.merchant_id = any(${ids}) and r.currency = ${currency}
              and r.${grain} >= ${params.add(iso(from))}::timestamptz
              and r.${grain} < ${params.add(iso(to))}::timestamptz`,
      ),
    ),
  );
}

/** Percent, one decimal. */
const shareOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

export async function cardVolumes(
  db: Database,
  input: { query: AdminOverviewQuery; clientId?: number; now: Date },
): Promise<CardVolumes> {
  await ensureClient(db, input.clientId);
  const query = withFilters(input.query);
  const periods = overviewPeriods(query, input.now);
  const [before = new Map(), now = new Map()] = await brandSums(
    db,
    { filters: query.filters, clientId: input.clientId },
    [daySpans(periods.comparison, query.timezone), daySpans(periods.range, query.timezone)],
  );
  const sum = (m: Map<string, BrandSums>, key: keyof BrandSums) =>
    [...m.values()].reduce((n, s) => n + s[key], 0);
  const volume = sum(now, 'volume');
  const comparisonVolume = sum(before, 'volume');
  const data: CardVolume[] = [...new Set([...now.keys(), ...before.keys()])]
    .map((cardBrand) => {
      const a = now.get(cardBrand) ?? { count: 0, volume: 0 };
      const b = before.get(cardBrand) ?? { count: 0, volume: 0 };
      return {
        cardBrand,
        count: a.count,
        volume: a.volume,
        comparisonCount: b.count,
        comparisonVolume: b.volume,
        change: percentChange(a.volume, b.volume),
        share: shareOf(a.volume, volume),
      };
    })
    .filter((row) => row.count !== 0 || row.comparisonCount !== 0)
    .sort((x, y) => y.volume - x.volume || x.cardBrand.localeCompare(y.cardBrand));
  return {
    ...scopeOut(periods, query),
    data,
    total: {
      count: sum(now, 'count'),
      volume,
      comparisonCount: sum(before, 'count'),
      comparisonVolume,
      change: percentChange(volume, comparisonVolume),
    },
  };
}
