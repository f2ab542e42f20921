import type { RawQuery } from '../../db/client';

/** SQL of the processor migration (admin-migrations.service holds the rules). */

export interface CandidateMerchant {
  id: number;
  businessCommonName: string;
  status: number;
  processorId: number;
  partnerId: number | null;
  /** An opened migration, or a row still pending in a migration run. */
  migrating: boolean;
}

/**
 * The chosen merchants, their rows locked in id order (two migrations of the same merchants
 * queue, so both cannot pass the check), with whether one is already under way.
 */
export async function lockCandidates(
  run: RawQuery,
  ids: readonly number[],
): Promise<CandidateMerchant[]> {
  const rows = await run<Record<string, unknown>>(
    `select m.id, m.business_common_name, m.status, m.processor_id, m.partner_id,
            (exists (select 1 from processor_migrations pm
                      where pm.merchant_id = m.id and pm.status = 'opened')
             or exists (select 1 from tool_run_rows tr join tool_runs r on r.id = tr.run_id
                         where tr.merchant_id = m.id and tr.status = 'pending'
                           and r.kind = 'migrate-accounts'
                           and r.status in ('queued', 'running'))) as migrating
       from merchants m where m.id = any($1::int4[]) order by m.id for update of m`,
    [ids],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    businessCommonName: String(row.business_common_name),
    status: Number(row.status),
    processorId: Number(row.processor_id),
    partnerId: row.partner_id === null ? null : Number(row.partner_id),
    migrating: row.migrating === true,
  }));
}

export interface RateOfMigration {
  id: number;
  rateName: string;
  processorId: number;
  isResidualRate: boolean;
  /** The partners it is linked to (none: every partner may use it). */
  partnerIds: number[];
}

export async function rateForMigration(
  run: RawQuery,
  id: number,
): Promise<RateOfMigration | undefined> {
  const [row] = await run<Record<string, unknown>>(
    `select r.id, r.rate_name, r.processor_id, r.is_residual_rate,
            coalesce((select array_agg(rp.partner_id) from rate_partners rp where rp.rate_id = r.id),
                     '{}'::int4[]) as partner_ids
       from rates r where r.id = $1`,
    [id],
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    rateName: String(row.rate_name),
    processorId: Number(row.processor_id),
    isResidualRate: row.is_residual_rate === true,
    partnerIds: (row.partner_ids as unknown[]).map(Number),
  };
}

/** What the processor is told of a merchant whose account it opens (no numbers: presence only). */
export async function accountFactsOf(run: RawQuery, merchantId: number) {
  const [row] = await run<Record<string, unknown>>(
    `select id, status, processor_id, business_type, business_country, business_ein,
            (bank_account_number_encrypted is not null and bank_routing_number_encrypted is not null)
              as has_bank_account
       from merchants where id = $1 for update`,
    [merchantId],
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    status: Number(row.status),
    processorId: Number(row.processor_id),
    businessType: String(row.business_type),
    businessCountry: String(row.business_country),
    businessEin: String(row.business_ein ?? ''),
    hasBankAccount: row.has_bank_account === true,
  };
}

export async function hasOpenedMigration(run: RawQuery, merchantId: number): Promise<boolean> {
  const rows = await run(
    `select 1 from processor_migrations where merchant_id = $1 and status = 'opened'`,
    [merchantId],
  );
  return rows.length > 0;
}

export interface NewMigration {
  merchantId: number;
  runId: number;
  rateId: number | null;
  payoutFrequency: string;
  payoutAnchor: string | null;
  createdByUserId: number | null;
  at: Date;
}

/** An opened migration (the processor opened the account); its id. */
export async function insertOpenedMigration(
  run: RawQuery,
  input: NewMigration & { newGatewayId: string },
): Promise<number> {
  const [row] = await run<{ id: number }>(
    `insert into processor_migrations (merchant_id, run_id, from_processor_id, to_processor_id,
       rate_id, payout_frequency, payout_anchor, new_gateway_id, status, created_by_user_id, created_at)
     values ($1, $2, 2, 3, $3, $4, $5, $6, 'opened', $7, $8) returning id`,
    [
      input.merchantId,
      input.runId,
      input.rateId,
      input.payoutFrequency,
      input.payoutAnchor,
      input.newGatewayId,
      input.createdByUserId,
      input.at,
    ],
  );
  return Number(row?.id);
}

/**
 * The failed rows of a run as failed migrations (once: a row already recorded is not recorded
 * again), with the processor's or the rule's reason; answers the rows recorded.
 */
export async function insertFailedMigrations(
  run: RawQuery,
  input: Omit<NewMigration, 'merchantId'>,
): Promise<{ merchantId: number; message: string }[]> {
  const rows = await run<{ merchant_id: number; failure_message: string }>(
    `insert into processor_migrations (merchant_id, run_id, from_processor_id, to_processor_id,
       rate_id, payout_frequency, payout_anchor, status, failure_message, created_by_user_id, created_at)
     select tr.merchant_id, tr.run_id, 2, 3, $2, $3, $4, 'failed', tr.message, $5, $6
       from tool_run_rows tr join merchants m on m.id = tr.merchant_id
      where tr.run_id = $1 and tr.status = 'failed'
        and not exists (select 1 from processor_migrations pm
                         where pm.run_id = tr.run_id and pm.merchant_id = tr.merchant_id)
      order by tr.row_number
     returning merchant_id, failure_message`,
    [
      input.runId,
      input.rateId,
      input.payoutFrequency,
      input.payoutAnchor,
      input.createdByUserId,
      input.at,
    ],
  );
  return rows.map((row) => ({
    merchantId: Number(row.merchant_id),
    message: String(row.failure_message),
  }));
}

export interface OpenedMigration {
  id: number;
  merchantId: number;
  runId: number | null;
  rateId: number | null;
  payoutFrequency: 'daily' | 'weekly' | 'monthly';
  payoutAnchor: string | null;
  newGatewayId: string;
}

/** The opened migrations (of these merchants, or all), locked, in merchant order. */
export async function lockOpenedMigrations(
  run: RawQuery,
  merchantIds: readonly number[] | undefined,
): Promise<OpenedMigration[]> {
  const rows = await run<Record<string, unknown>>(
    `select id, merchant_id, run_id, rate_id, payout_frequency, payout_anchor, new_gateway_id
       from processor_migrations
      where status = 'opened' ${merchantIds ? 'and merchant_id = any($1::int4[])' : ''}
      order by merchant_id for update`,
    merchantIds ? [merchantIds] : [],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    runId: row.run_id === null ? null : Number(row.run_id),
    rateId: row.rate_id === null ? null : Number(row.rate_id),
    payoutFrequency: row.payout_frequency as OpenedMigration['payoutFrequency'],
    payoutAnchor: row.payout_anchor === null ? null : String(row.payout_anchor),
    newGatewayId: String(row.new_gateway_id),
  }));
}

export async function merchantNames(
  run: RawQuery,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const rows = await run<{ id: number; business_common_name: string }>(
    'select id, business_common_name from merchants where id = any($1::int4[])',
    [ids],
  );
  return new Map(rows.map((row) => [Number(row.id), String(row.business_common_name)]));
}

export async function markMigration(
  run: RawQuery,
  id: number,
  status: 'completed' | 'reverted',
  at: Date,
): Promise<void> {
  await run(
    `update processor_migrations set status = $2::text,
        completed_at = case when $2::text = 'completed' then $3::timestamptz else completed_at end
      where id = $1`,
    [id, status, at],
  );
}

/** The merchant's completed migration (the one a revert of the profile undoes), if any. */
export async function completedMigrationOf(
  run: RawQuery,
  merchantId: number,
): Promise<number | undefined> {
  const [row] = await run<{ id: number }>(
    `select id from processor_migrations where merchant_id = $1 and status = 'completed'
      order by completed_at desc nulls last, id desc limit 1 for update`,
    [merchantId],
  );
  return row ? Number(row.id) : undefined;
}

/** The non-residual rates of processor 3 with their partners, by name. */
export async function newerProcessorRates(run: RawQuery) {
  const rows = await run<Record<string, unknown>>(
    `select r.id, r.rate_name,
            coalesce((select array_agg(rp.partner_id order by rp.partner_id) from rate_partners rp
                       where rp.rate_id = r.id), '{}'::int4[]) as partner_ids
       from rates r where r.processor_id = 3 and not r.is_residual_rate
      order by r.rate_name, r.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    rateName: String(row.rate_name),
    partnerIds: (row.partner_ids as unknown[]).map(Number),
  }));
}
