import {
  type PayoutCountryCode,
  PLATFORM_PAYOUT_MESSAGES,
  payoutCountry,
} from '@paydesk/domain/admin-platform-payout-fields';
import type {
  CreatePlatformPayout,
  LastPayoutDate,
  PlatformBalance,
  PlatformBalanceQuery,
  PlatformPayout,
} from '@paydesk/domain/admin-platform-payouts';
import { addDays } from '@paydesk/domain/date-presets';
import { formatMoney } from '@paydesk/domain/money';
import { type Database, type RawQuery, sqlQuery } from '../../db/client';
import { type Actor, type Attempt, recordSuccess, refuseAttempt } from '../../platform/audit';
import { ValidationFailed } from '../../platform/errors';
import {
  feesOfPeriod,
  insertPayout,
  lastPayoutDay,
  lockCountry,
} from './admin-platform-payouts.repository';
import { payoutRow } from './payout-row';

/**
 * The platform payout tool (part 2 §7 "Tools" platform balance). The platform's balance in a
 * country is the fees it earned from the merchants settled in the country's currency
 * (merchants.currency: set when the account opens and never changed, where the business
 * country can be edited by staff, which would move fees already paid out to another country):
 * every ledger row's fee_cents (sales, refunds, ACH returns; declined and voided rows carry
 * none) by the row's UTC day, from the day after the last payout through the day asked. Each
 * day is paid once: a payout covers whole days that are over, contiguous with the last one.
 */

/** 'YYYY-MM-DD' of a moment, UTC. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The latest day a payout may cover: yesterday, the last UTC day that is over. */
export const payableThrough = (now: Date) => addDays(utcDay(now), -1);

/** The day a period starts: the day after the last payout, or null (from the first fee). */
const periodStart = (last: string | null) => (last === null ? null : addDays(last, 1));

/** GET /admin/stripe-platform-balance. */
export async function platformBalance(
  run: RawQuery,
  now: Date,
  query: PlatformBalanceQuery,
): Promise<PlatformBalance> {
  if (query.date > utcDay(now))
    throw new ValidationFailed({ date: [PLATFORM_PAYOUT_MESSAGES.futureDate] });
  const { currency } = payoutCountry(query.countryCode);
  const last = await lastPayoutDay(run, query.countryCode);
  const fromDate = periodStart(last);
  const open = last === null || query.date > last;
  const fees = open
    ? await feesOfPeriod(run, { currency, from: fromDate, to: query.date })
    : { feeCents: 0, transactionCount: 0 };
  return {
    countryCode: query.countryCode,
    currency,
    fromDate,
    toDate: query.date,
    availableCents: fees.feeCents,
    transactionCount: fees.transactionCount,
    lastPayoutDate: last,
    payableThrough: payableThrough(now),
  };
}

/** GET /admin/stripe-platform-balance/last-payout-date. */
export async function lastPayoutDate(
  run: RawQuery,
  countryCode: PayoutCountryCode,
): Promise<LastPayoutDate> {
  return { countryCode, lastPayoutDate: await lastPayoutDay(run, countryCode) };
}

/**
 * POST /admin/stripe-platform-balance: pays the country's balance from the day after its last
 * payout through `toDate`, in the call's transaction, after taking the country's lock (so a
 * concurrent payout of the same country reads this one as its last and is refused). Refusals
 * (422) keep their audit row.
 */
export async function payOut(
  tx: Database,
  actor: Actor,
  now: Date,
  body: CreatePlatformPayout,
): Promise<PlatformPayout> {
  const run = sqlQuery(tx);
  const { currency } = payoutCountry(body.countryCode);
  const attempt: Attempt = {
    action: 'platform-payout',
    details: { countryCode: body.countryCode, toDate: body.toDate, currency },
  };
  const latest = payableThrough(now);
  if (body.toDate > latest)
    await refuseAttempt(tx, actor, attempt, PLATFORM_PAYOUT_MESSAGES.dayNotOver(latest));
  await lockCountry(run, body.countryCode);
  const last = await lastPayoutDay(run, body.countryCode);
  if (last !== null && body.toDate <= last)
    await refuseAttempt(tx, actor, attempt, PLATFORM_PAYOUT_MESSAGES.alreadyPaid(last));
  const fromDate = periodStart(last);
  const fees = await feesOfPeriod(run, { currency, from: fromDate, to: body.toDate });
  if (fees.feeCents <= 0)
    await refuseAttempt(
      tx,
      actor,
      { ...attempt, details: { ...attempt.details, fromDate, amountCents: fees.feeCents } },
      PLATFORM_PAYOUT_MESSAGES.nothingToPay(fromDate, body.toDate),
    );
  const payout = payoutRow(
    await insertPayout(run, {
      countryCode: body.countryCode,
      fromDate,
      toDate: body.toDate,
      amountCents: fees.feeCents,
      currency,
      transactionCount: fees.transactionCount,
      createdByUserId: actor.userId,
    }),
  );
  await recordSuccess(tx, actor, {
    action: 'platform-payout',
    details: {
      payoutId: payout.id,
      countryCode: payout.countryCode,
      fromDate: payout.fromDate,
      toDate: payout.toDate,
      amountCents: payout.amountCents,
      currency,
      transactionCount: payout.transactionCount,
      amount: formatMoney(payout.amountCents, currency),
    },
  });
  return payout;
}
