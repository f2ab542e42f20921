import { RATE_MESSAGES } from '@paydesk/domain/admin-rate-fields';
import type {
  ConvertRate,
  CreateRate,
  LinkRate,
  Rate,
  RateChoice,
  RateReport,
  UpdateRate,
} from '@paydesk/domain/admin-rates';
import { processorName } from '@paydesk/domain/merchant-status';
import { type Database, type RawQuery, sqlQuery } from '../../db/client';
import { type Actor, type Attempt, recordSuccess, refuseAttempt } from '../../platform/audit';
import { NotFound, ValidationFailed } from '../../platform/errors';
import {
  existingPartnerIds,
  insertRate,
  type LockedRate,
  linkPartners,
  lockRate,
  lockRateNames,
  merchantsOnRate,
  partnersOfRate,
  type RateChoiceRow,
  type RateValues,
  rateNameTaken,
  rateReportRows,
  rateRowById,
  ratesOfProcessor,
  ratesPointingAt,
  residualRates,
  setResidual,
  unlinkPartner,
  updateRateValues,
} from './admin-rates.repository';
import { rateRow } from './rate-row';

/**
 * Rate plans (part 2 §3 "Rate", §7): reads, and the writes' rules. Every write runs in the
 * call's transaction under its Idempotency-Key, locks what it changes and is audited; a
 * refusal is `refuseAttempt` (422, its audit row kept). A rate's fees are read by the ledger at
 * each sale (merchants.service `merchantFeeSchedule`), so a change applies to new sales only.
 */

const FEE_FIELDS = [
  'cardPercentBps',
  'cardFixedCents',
  'achPercentBps',
  'achFixedCents',
  'achCapCents',
  'rejectedReturnFeeCents',
] as const;

const valuesOf = (body: UpdateRate): RateValues => ({
  rateName: body.rateName,
  cardPercentBps: body.cardPercentBps,
  cardFixedCents: body.cardFixedCents,
  achPercentBps: body.achPercentBps,
  achFixedCents: body.achFixedCents,
  achCapCents: body.achCapCents,
  rejectedReturnFeeCents: body.rejectedReturnFeeCents,
});

/** One rate as answered, or 404. */
export async function rateById(run: RawQuery, id: number): Promise<Rate> {
  const row = await rateRowById(run, id);
  if (!row) throw new NotFound(RATE_MESSAGES.notFound);
  return rateRow(row);
}

async function lockedRate(run: RawQuery, id: number): Promise<LockedRate> {
  const rate = await lockRate(run, id);
  if (!rate) throw new NotFound(RATE_MESSAGES.notFound);
  return rate;
}

const choice = (row: RateChoiceRow): RateChoice => ({
  id: Number(row.id),
  rateName: String(row.rate_name),
  processor: Number(row.processor_id),
  processorName: processorName(Number(row.processor_id)),
  isResidualRate: row.is_residual_rate === true,
});

/** GET /admin/rates/processor/{id}: 404 for a processor other than 2 or 3. */
export async function processorRates(
  run: RawQuery,
  processorId: number,
  partnerId: number | undefined,
): Promise<{ data: RateChoice[] }> {
  if (processorId !== 2 && processorId !== 3) throw new NotFound(RATE_MESSAGES.processorNotFound);
  return { data: (await ratesOfProcessor(run, processorId, partnerId)).map(choice) };
}

export async function residualRateChoices(
  run: RawQuery,
  processorId: number | undefined,
): Promise<{ data: RateChoice[] }> {
  return { data: (await residualRates(run, processorId)).map(choice) };
}

export async function ratePartners(run: RawQuery, id: number) {
  await rateById(run, id);
  return { data: await partnersOfRate(run, id) };
}

/** GET /admin/rates/report: the current UTC month, every rate. */
export async function rateReport(run: RawQuery, now: Date): Promise<RateReport> {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const rows = await rateReportRows(run, month);
  return {
    month: month.toISOString().slice(0, 10),
    data: rows.map((r) => ({
      id: Number(r.id),
      rateName: String(r.rate_name),
      processor: Number(r.processor_id),
      processorName: processorName(Number(r.processor_id)),
      isResidualRate: r.is_residual_rate === true,
      merchantCount: Number(r.merchant_count),
      salesCount: Number(r.sales),
      volumeCents: Number(r.volume),
      feeCents: Number(r.fees),
    })),
  };
}

async function checkPartners(run: RawQuery, field: string, ids: number[]): Promise<void> {
  const known = await existingPartnerIds(run, ids);
  if (ids.some((id) => !known.has(id)))
    throw new ValidationFailed({ [field]: [RATE_MESSAGES.partnerUnknown] });
}

/** POST /admin/rates. */
export async function createRate(tx: Database, actor: Actor, body: CreateRate): Promise<Rate> {
  const run = sqlQuery(tx);
  const partnerIds = [...new Set(body.partnerIds ?? [])];
  await checkPartners(run, 'partnerIds', partnerIds);
  const values = valuesOf(body);
  const attempt: Attempt = {
    action: 'rate-create',
    details: { rateName: values.rateName, processorId: body.processorId },
  };
  await lockRateNames(run);
  if (await rateNameTaken(run, body.processorId, values.rateName, null))
    return refuseAttempt(tx, actor, attempt, RATE_MESSAGES.nameTaken);
  const id = await insertRate(run, body.processorId, values);
  await linkPartners(run, id, partnerIds);
  const fees = Object.fromEntries(FEE_FIELDS.map((f) => [f, values[f]]));
  await recordSuccess(tx, actor, {
    action: 'rate-create',
    details: { ...attempt.details, rateId: id, fees, partnerIds },
  });
  return rateById(run, id);
}

/** POST /admin/rates/{id}/update: name and fees; the same values again write nothing. */
export async function updateRate(
  tx: Database,
  actor: Actor,
  id: number,
  body: UpdateRate,
): Promise<Rate> {
  const run = sqlQuery(tx);
  await lockRateNames(run);
  const before = await lockedRate(run, id);
  const after = valuesOf(body);
  const changed = (['rateName', ...FEE_FIELDS] as const).filter((f) => before[f] !== after[f]);
  if (changed.length === 0) return rateById(run, id);
  const attempt: Attempt = {
    action: 'rate-update',
    details: { rateId: id, rateName: before.rateName, processorId: before.processorId },
  };
  if (
    changed.includes('rateName') &&
    (await rateNameTaken(run, before.processorId, after.rateName, id))
  )
    return refuseAttempt(tx, actor, attempt, RATE_MESSAGES.nameTaken);
  await updateRateValues(run, id, after);
  await recordSuccess(tx, actor, {
    action: 'rate-update',
    details: {
      ...attempt.details,
      fields: changed,
      before: Object.fromEntries(changed.map((f) => [f, before[f]])),
      after: Object.fromEntries(changed.map((f) => [f, after[f]])),
    },
  });
  return rateById(run, id);
}

/** POST /admin/rates/{id}/link: links or unlinks a partner; no change writes nothing. */
export async function linkRate(tx: Database, actor: Actor, id: number, body: LinkRate) {
  const run = sqlQuery(tx);
  const rate = await lockedRate(run, id);
  await checkPartners(run, 'partnerId', [body.partnerId]);
  const changed = body.linked
    ? (await linkPartners(run, id, [body.partnerId])) > 0
    : await unlinkPartner(run, id, body.partnerId);
  if (changed) {
    await recordSuccess(tx, actor, {
      action: 'rate-link',
      details: {
        rateId: id,
        rateName: rate.rateName,
        processorId: rate.processorId,
        partnerId: body.partnerId,
        linked: body.linked,
      },
    });
  }
  return { data: await partnersOfRate(run, id) };
}

/** PATCH /admin/rates/{id}/convert-to-residual: the residual rules of the endpoint's description. */
export async function convertRate(
  tx: Database,
  actor: Actor,
  id: number,
  body: ConvertRate,
): Promise<Rate> {
  const run = sqlQuery(tx);
  const rate = await lockedRate(run, id);
  if (rate.isResidualRate === body.isResidualRate && rate.residualRateId === body.residualRateId)
    return rateById(run, id);
  const attempt: Attempt = {
    action: 'rate-convert-to-residual',
    details: {
      rateId: id,
      rateName: rate.rateName,
      processorId: rate.processorId,
      before: { isResidualRate: rate.isResidualRate, residualRateId: rate.residualRateId },
      after: { isResidualRate: body.isResidualRate, residualRateId: body.residualRateId },
    },
  };
  const refuse = (message: string) => refuseAttempt(tx, actor, attempt, message);
  if (body.isResidualRate) {
    if ((await merchantsOnRate(run, id)) > 0) return refuse(RATE_MESSAGES.residualHasMerchants);
  } else {
    if (rate.isResidualRate && (await ratesPointingAt(run, id)) > 0)
      return refuse(RATE_MESSAGES.residualInUse);
    if (body.residualRateId !== null) {
      if (body.residualRateId === id) return refuse(RATE_MESSAGES.residualTargetSelf);
      const target = await lockRate(run, body.residualRateId);
      if (!target) return refuse(RATE_MESSAGES.residualTargetUnknown);
      if (!target.isResidualRate) return refuse(RATE_MESSAGES.residualTargetNotResidual);
      if (target.processorId !== rate.processorId)
        return refuse(RATE_MESSAGES.residualTargetOtherProcessor);
    }
  }
  await setResidual(run, id, body.isResidualRate, body.residualRateId);
  await recordSuccess(tx, actor, attempt);
  return rateById(run, id);
}
