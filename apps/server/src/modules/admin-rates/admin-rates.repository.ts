import type { RatePartner } from '@paydesk/domain/admin-rates';
import type { RawQuery } from '../../db/client';
import { MERCHANT_COUNT, MERCHANT_ON_RATE, RATE_SELECT } from './rate-sql';

/** SQL of rate plans (admin-rates.service holds the rules). */

export interface RateValues {
  rateName: string;
  cardPercentBps: number;
  cardFixedCents: number;
  achPercentBps: number;
  achFixedCents: number;
  achCapCents: number | null;
  rejectedReturnFeeCents: number;
}

/** A rate as the API answers it (RATE_SELECT), or undefined. */
export async function rateRowById(run: RawQuery, id: number) {
  const [row] = await run<Record<string, unknown>>(
    `select ${RATE_SELECT} from rates r where r.id = $1`,
    [id],
  );
  return row;
}

export interface LockedRate extends RateValues {
  id: number;
  processorId: number;
  isResidualRate: boolean;
  residualRateId: number | null;
}

/** The rate's row, locked for this transaction, or undefined. */
export async function lockRate(run: RawQuery, id: number): Promise<LockedRate | undefined> {
  const [row] = await run<Record<string, unknown>>(
    `select id, rate_name, processor_id, is_residual_rate, residual_rate_id, card_percent_bps,
       card_fixed_cents, ach_percent_bps, ach_fixed_cents, ach_cap_cents, rejected_return_fee_cents
       from rates where id = $1 for update`,
    [id],
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    rateName: String(row.rate_name),
    processorId: Number(row.processor_id),
    isResidualRate: row.is_residual_rate === true,
    residualRateId: row.residual_rate_id === null ? null : Number(row.residual_rate_id),
    cardPercentBps: Number(row.card_percent_bps),
    cardFixedCents: Number(row.card_fixed_cents),
    achPercentBps: Number(row.ach_percent_bps),
    achFixedCents: Number(row.ach_fixed_cents),
    achCapCents: row.ach_cap_cents === null ? null : Number(row.ach_cap_cents),
    rejectedReturnFeeCents: Number(row.rejected_return_fee_cents),
  };
}

/**
 * Names of rates are unique per processor (no index holds it): writers of names queue on one
 * transaction lock so two creates of the same name cannot both pass the check.
 */
export async function lockRateNames(run: RawQuery): Promise<void> {
  await run(`select pg_advisory_xact_lock(hashtext('paydesk:rate-names'))`);
}

/** Another rate of the processor already has the name (case-insensitive). */
export async function rateNameTaken(
  run: RawQuery,
  processorId: number,
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await run(
    `select 1 from rates where processor_id = $1 and lower(rate_name) = lower($2)
       and ($3::int4 is null or id <> $3::int4) limit 1`,
    [processorId, name, exceptId],
  );
  return rows.length > 0;
}

export async function insertRate(
  run: RawQuery,
  processorId: number,
  v: RateValues,
): Promise<number> {
  const [row] = await run<{ id: number }>(
    `insert into rates (rate_name, processor_id, card_percent_bps, card_fixed_cents,
       ach_percent_bps, ach_fixed_cents, ach_cap_cents, rejected_return_fee_cents)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      v.rateName,
      processorId,
      v.cardPercentBps,
      v.cardFixedCents,
      v.achPercentBps,
      v.achFixedCents,
      v.achCapCents,
      v.rejectedReturnFeeCents,
    ],
  );
  return Number(row?.id);
}

export async function updateRateValues(run: RawQuery, id: number, v: RateValues): Promise<void> {
  await run(
    `update rates set rate_name = $2, card_percent_bps = $3, card_fixed_cents = $4,
       ach_percent_bps = $5, ach_fixed_cents = $6, ach_cap_cents = $7,
       rejected_return_fee_cents = $8 where id = $1`,
    [
      id,
      v.rateName,
      v.cardPercentBps,
      v.cardFixedCents,
      v.achPercentBps,
      v.achFixedCents,
      v.achCapCents,
      v.rejectedReturnFeeCents,
    ],
  );
}

export async function setResidual(
  run: RawQuery,
  id: number,
  isResidualRate: boolean,
  residualRateId: number | null,
): Promise<void> {
  await run('update rates set is_residual_rate = $2, residual_rate_id = $3 where id = $1', [
    id,
    isResidualRate,
    residualRateId,
  ]);
}

/** The ids among `ids` that name partners. */
export async function existingPartnerIds(run: RawQuery, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await run<{ id: number }>('select id from partners where id = any($1::int4[])', [
    ids,
  ]);
  return new Set(rows.map((r) => Number(r.id)));
}

/** Links the rate to the partners; answers how many links are new. */
export async function linkPartners(
  run: RawQuery,
  rateId: number,
  partnerIds: number[],
): Promise<number> {
  if (partnerIds.length === 0) return 0;
  const rows = await run(
    `insert into rate_partners (rate_id, partner_id) select $1, unnest($2::int4[])
       on conflict do nothing returning partner_id`,
    [rateId, partnerIds],
  );
  return rows.length;
}

/** Removes the link; answers whether there was one. */
export async function unlinkPartner(
  run: RawQuery,
  rateId: number,
  partnerId: number,
): Promise<boolean> {
  const rows = await run(
    'delete from rate_partners where rate_id = $1 and partner_id = $2 returning partner_id',
    [rateId, partnerId],
  );
  return rows.length > 0;
}

export async function partnersOfRate(run: RawQuery, rateId: number): Promise<RatePartner[]> {
  const rows = await run<{ id: number; name: string; status: number }>(
    `select p.id, p.name, p.status from rate_partners rp join partners p on p.id = rp.partner_id
      where rp.rate_id = $1 order by p.name, p.id`,
    [rateId],
  );
  return rows.map((r) => ({ id: Number(r.id), name: String(r.name), status: Number(r.status) }));
}

export interface RateChoiceRow {
  id: number;
  rate_name: string;
  processor_id: number;
  is_residual_rate: boolean;
}

/**
 * The processor's rates merchants may be put on; with a partner, those linked to it or to no
 * partner (the revert dialog's rule).
 */
export async function ratesOfProcessor(
  run: RawQuery,
  processorId: number,
  partnerId: number | undefined,
): Promise<RateChoiceRow[]> {
  return run<RateChoiceRow>(
    `select r.id, r.rate_name, r.processor_id, r.is_residual_rate from rates r
      where r.processor_id = $1 and not r.is_residual_rate
        and ($2::int4 is null
          or not exists (select 1 from rate_partners rp where rp.rate_id = r.id)
          or exists (select 1 from rate_partners rp where rp.rate_id = r.id and rp.partner_id = $2::int4))
      order by r.rate_name, r.id`,
    [processorId, partnerId ?? null],
  );
}

export async function residualRates(
  run: RawQuery,
  processorId: number | undefined,
): Promise<RateChoiceRow[]> {
  return run<RateChoiceRow>(
    `select r.id, r.rate_name, r.processor_id, r.is_residual_rate from rates r
      where r.is_residual_rate and ($1::int4 is null or r.processor_id = $1::int4)
      order by r.rate_name, r.id`,
    [processorId ?? null],
  );
}

/** How many rates point at the rate as their residual rate. */
export async function ratesPointingAt(run: RawQuery, id: number): Promise<number> {
  const [row] = await run<{ n: number }>(
    'select count(*)::int4 as n from rates where residual_rate_id = $1',
    [id],
  );
  return Number(row?.n ?? 0);
}

/** How many merchants are on the rate. */
export async function merchantsOnRate(run: RawQuery, id: number): Promise<number> {
  const [row] = await run<{ n: number }>(
    `select ${MERCHANT_COUNT}::int4 as n from rates r where r.id = $1`,
    [id],
  );
  return Number(row?.n ?? 0);
}

export interface RateReportSqlRow {
  id: number;
  rate_name: string;
  processor_id: number;
  is_residual_rate: boolean;
  merchant_count: number;
  sales: number;
  volume: number;
  fees: number;
}

/** Per rate: its merchants and their month's figures from the monthly rollups. */
export async function rateReportRows(run: RawQuery, month: Date): Promise<RateReportSqlRow[]> {
  return run<RateReportSqlRow>(
    `select r.id, r.rate_name, r.processor_id, r.is_residual_rate,
        count(m.id)::int4 as merchant_count,
        coalesce(sum(mr.successful_count), 0)::int8 as sales,
        coalesce(sum(mr.gross_volume_cents), 0)::int8 as volume,
        coalesce(sum(mr.fee_cents), 0)::int8 as fees
       from rates r
       left join merchants m on ${MERCHANT_ON_RATE}
       left join merchant_monthly_rollups mr on mr.merchant_id = m.id and mr.month = $1
      group by r.id, r.rate_name, r.processor_id, r.is_residual_rate
      order by r.id, r.rate_name`,
    [month],
  );
}
