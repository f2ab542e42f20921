import { CTA_DEADLINE_HOLD_SETTER, ctaDeadlineHoldText } from '@paydesk/domain/admin-cta-fields';
import { type Database, sqlQuery } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { forgetRouteMerchant } from '../../platform/route-merchant';
import { whenTransactionEnds } from '../../platform/write-transaction';
import type { Processors } from '../../processors/processor-registry';

/**
 * The funding hold of a campaign's deadline (beyond the spec; docs/api.md "Back office: call to
 * action manager"). Placed by the deadline job on merchants still outstanding, with the rules
 * of the profile's Funding Hold action (newer processor, status Active) and only on merchants
 * not already held; lifted when the merchant completes the campaign, when it is unassigned or
 * the campaign deleted, and marked released when an admin releases the hold on the profile.
 * Set-based: each step is one statement whatever the number of merchants; the processor is
 * asked per merchant in memory, as the profile's action asks it.
 */

export interface HoldDeps {
  processors: Processors;
}

/** Who lifted a hold: a person (the merchant completing, an admin) or the job. */
export interface HoldActor {
  userId: number | null;
  email: string;
  ip?: string | null;
}

const NO_FLAGS = JSON.stringify({
  suspiciousActivity: false,
  confirmedFraud: false,
  limitsIssue: false,
  invalidBankAccount: false,
});

/** FUNDING_HOLD_PROCESSOR_ID and the Active status of the profile's Funding Hold action. */
const HOLDABLE = 'm.processor_id = 3 and m.status = 1 and not m.has_funding_hold';

async function forgetMerchants(tx: Database, ids: readonly number[]) {
  if (ids.length === 0) return;
  await whenTransactionEnds(tx, async (outer) => {
    for (const id of ids) forgetRouteMerchant(outer, id);
  });
}

/**
 * Places the deadline holds due at `now` (at most `limit` merchants a pass; the rest wait for
 * the next): one audit row per campaign naming the merchants held. Answers how many.
 */
export async function placeDeadlineHolds(
  tx: Database,
  deps: HoldDeps,
  now: Date,
  limit = 1_000,
): Promise<number> {
  const run = sqlQuery(tx);
  const due = await run<{
    cta_id: number;
    merchant_id: number;
    title: string;
    processor_id: number;
  }>(
    `select a.cta_id, a.merchant_id, c.title, m.processor_id
       from cta_assignments a
       join ctas c on c.id = a.cta_id
       join merchants m on m.id = a.merchant_id
      where c.hold_at_deadline and c.deleted_at is null and c.deadline_at <= $1::timestamptz
        and a.completed_at is null and a.dismissed_at is null
        and a.hold_placed_at is null and a.hold_released_at is null and ${HOLDABLE}
      order by c.deadline_at, a.cta_id, a.merchant_id
      limit ${limit}
      for update of a, m skip locked`,
    [now],
  );
  const seen = new Set<number>();
  const holds = due.filter((row) => {
    const merchantId = Number(row.merchant_id);
    if (seen.has(merchantId)) return false; // one campaign's hold at a time per merchant
    seen.add(merchantId);
    return deps.processors
      .processorFor({ processorId: Number(row.processor_id) })
      .setFundingHold(merchantId, true).ok;
  });
  if (holds.length === 0) return 0;
  const payload = JSON.stringify(
    holds.map((h) => ({
      cta_id: Number(h.cta_id),
      merchant_id: Number(h.merchant_id),
      descr: ctaDeadlineHoldText(h.title),
    })),
  );
  await run(
    `with h as (select * from json_to_recordset($1::json) as x(cta_id int, merchant_id int, descr text)),
          upd as (update merchants m set has_funding_hold = true, funding_holds = $3::jsonb,
                         funding_hold_desc = h.descr,
                         hold_first_reported_date = coalesce(m.hold_first_reported_date, $2::timestamptz),
                         funding_hold_set_by = $4::text, funding_hold_set_by_user_id = null,
                         updated_at = $2::timestamptz
                    from h where m.id = h.merchant_id returning m.id),
          asg as (update cta_assignments a set hold_placed_at = $2::timestamptz from h
                   where a.cta_id = h.cta_id and a.merchant_id = h.merchant_id returning 1)
     insert into merchant_change_history
       (merchant_id, changed_at, changed_by_user_id, changed_by_email, grouping, field, old_value, new_value)
     select h.merchant_id, $2::timestamptz, null, $4::text, 'Funding Hold', f.field, f.old_value, f.new_value
       from h cross join lateral (values ('has_funding_hold', 'false', 'true'),
                                         ('funding_hold_desc', null, h.descr),
                                         ('funding_hold_set_by', null, $4::text))
                             as f(field, old_value, new_value)`,
    [payload, now, NO_FLAGS, CTA_DEADLINE_HOLD_SETTER],
  );
  const byCampaign = new Map<number, { title: string; merchantIds: number[] }>();
  for (const h of holds) {
    const entry = byCampaign.get(Number(h.cta_id)) ?? { title: h.title, merchantIds: [] };
    entry.merchantIds.push(Number(h.merchant_id));
    byCampaign.set(Number(h.cta_id), entry);
  }
  for (const [ctaId, entry] of byCampaign) {
    await recordAudit(tx, {
      action: 'cta-deadline-hold',
      outcome: 'success',
      email: CTA_DEADLINE_HOLD_SETTER,
      details: { ctaId, title: entry.title, merchantIds: entry.merchantIds },
    });
  }
  await forgetMerchants(
    tx,
    holds.map((h) => Number(h.merchant_id)),
  );
  return holds.length;
}

export type HoldReleaseCause = 'completed' | 'unassigned' | 'deleted';

/**
 * Ends the deadline holds of a campaign's assignments (one merchant's, or all of them):
 * hold_released_at is set, and each merchant whose hold is still the campaign's (set by
 * 'cta-deadline', no other campaign's hold pending on it) gets its hold lifted (the processor
 * asked, the hold columns cleared, the payout schedule unchanged), with History rows (Funding
 * Hold) and one audit row. A hold an admin changed meanwhile (set by someone else) stays: the
 * admin releases it on the profile. Answers the merchants whose hold was lifted.
 */
export async function liftDeadlineHolds(
  tx: Database,
  deps: HoldDeps,
  input: {
    ctaId: number;
    merchantId?: number;
    now: Date;
    actor: HoldActor;
    cause: HoldReleaseCause;
  },
): Promise<number[]> {
  const run = sqlQuery(tx);
  const ended = await run<{ merchant_id: number }>(
    `update cta_assignments set hold_released_at = $2::timestamptz
      where cta_id = $1 and ($3::int4 is null or merchant_id = $3::int4)
        and hold_placed_at is not null and hold_released_at is null
      returning merchant_id`,
    [input.ctaId, input.now, input.merchantId ?? null],
  );
  if (ended.length === 0) return [];
  const held = await run<{ id: number; processor_id: number; funding_hold_desc: string | null }>(
    `select m.id, m.processor_id, m.funding_hold_desc from merchants m
      where m.id = any($1::int4[]) and m.has_funding_hold and m.funding_hold_set_by = $2
        and not exists (select 1 from cta_assignments a where a.merchant_id = m.id
                         and a.hold_placed_at is not null and a.hold_released_at is null)
      order by m.id for update`,
    [ended.map((r) => Number(r.merchant_id)), CTA_DEADLINE_HOLD_SETTER],
  );
  const lifted = held.filter(
    (m) =>
      deps.processors
        .processorFor({ processorId: Number(m.processor_id) })
        .setFundingHold(Number(m.id), false).ok,
  );
  if (lifted.length === 0) return [];
  const ids = lifted.map((m) => Number(m.id));
  await run(
    `with upd as (update merchants set has_funding_hold = false, funding_holds = null,
                         funding_hold_desc = null, hold_first_reported_date = null,
                         funding_hold_set_by = null, funding_hold_set_by_user_id = null,
                         updated_at = $2::timestamptz
                   where id = any($1::int4[]) returning id),
          h as (select * from json_to_recordset($5::json) as x(merchant_id int, descr text))
     insert into merchant_change_history
       (merchant_id, changed_at, changed_by_user_id, changed_by_email, grouping, field, old_value, new_value)
     select h.merchant_id, $2::timestamptz, $3::int4, $4::text, 'Funding Hold', f.field, f.old_value, f.new_value
       from h cross join lateral (values ('has_funding_hold', 'true', 'false'),
                                         ('funding_hold_desc', h.descr, null))
                             as f(field, old_value, new_value)
      where f.old_value is distinct from f.new_value`,
    [
      ids,
      input.now,
      input.actor.userId,
      input.actor.email,
      JSON.stringify(
        lifted.map((m) => ({ merchant_id: Number(m.id), descr: m.funding_hold_desc })),
      ),
    ],
  );
  await recordAudit(tx, {
    action: 'cta-deadline-hold-release',
    outcome: 'success',
    userId: input.actor.userId,
    email: input.actor.email,
    ip: input.actor.ip ?? null,
    details: { ctaId: input.ctaId, merchantIds: ids, why: input.cause },
  });
  await forgetMerchants(tx, ids);
  return ids;
}

/**
 * An admin released the merchant's funding hold on the profile: the deadline holds pending on
 * it are marked released, so the job does not place them again.
 */
export async function markDeadlineHoldsReleased(
  tx: Database,
  merchantId: number,
  now: Date,
): Promise<void> {
  await sqlQuery(tx)(
    `update cta_assignments set hold_released_at = $2::timestamptz
      where merchant_id = $1 and hold_placed_at is not null and hold_released_at is null`,
    [merchantId, now],
  );
}
