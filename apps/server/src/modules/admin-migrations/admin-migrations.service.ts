import {
  baseTierOf,
  revertPayoutFor,
  tieredRateName,
} from '@paydesk/domain/admin-merchant-actions';
import {
  idsInMessage,
  MIGRATION_FROM_PROCESSOR_ID,
  MIGRATION_MESSAGES,
  MIGRATION_TO_PROCESSOR_ID,
} from '@paydesk/domain/admin-migration-fields';
import type {
  CompletedMigration,
  CompleteMigrations,
  CompleteMigrationsResult,
  MigrateMerchants,
  MigrationRates,
} from '@paydesk/domain/admin-migrations';
import { isClosedStatus } from '@paydesk/domain/merchant-status';
import type { ToolRun } from '@paydesk/domain/tool-runs';
import { type Database, type RawQuery, sqlQuery } from '../../db/client';
import {
  type Actor,
  type Attempt,
  recordAudit,
  recordSuccess,
  refuseAttempt,
} from '../../platform/audit';
import { ValidationFailed } from '../../platform/errors';
import { MERCHANT_NOT_FOUND_MESSAGE } from '../../platform/route-merchant';
import type { Clock } from '../../platform/shared-dependencies';
import { changeMerchantFields, lockMerchantRow } from '../merchants/merchant-admin-changes.service';
import {
  createToolRun,
  type ToolRowContext,
  type ToolRowHandler,
} from '../tool-runs/tool-runs.service';
import {
  accountFactsOf,
  completedMigrationOf,
  hasOpenedMigration,
  insertFailedMigrations,
  insertOpenedMigration,
  lockCandidates,
  lockOpenedMigrations,
  markMigration,
  merchantNames,
  newerProcessorRates,
  type RateOfMigration,
  rateForMigration,
} from './admin-migrations.repository';

/**
 * The processor migration (part 2 §7 "Tools"; docs/api.md "Back office: processor migration"):
 * merchants move from the older processor (2) to the newer one (3) in two steps. POST migrate
 * checks the chosen merchants and the rate and queues a tool run of kind migrate-accounts; its
 * rows (`migrationRowHandler`, applied by the tool-run jobs) ask processor 3 to open each
 * account and record the migration `opened`, or `failed` with the processor's reason. POST
 * complete-migrations then moves each merchant with an opened migration onto its new account
 * through `changeMerchantFields` (history grouping Processor), so the profile's Revert
 * Processor can take it back.
 */

/** What a migration run keeps in its params (every row applies them). */
interface MigrationParams {
  rateId: number;
  rateName: string;
  payoutFrequency: 'daily' | 'weekly' | 'monthly';
  payoutAnchor: string | null;
}

const rateOffered = (rate: RateOfMigration, partnerId: number | null) =>
  rate.partnerIds.length === 0 || (partnerId !== null && rate.partnerIds.includes(partnerId));

const usableRate = (rate: RateOfMigration | undefined): rate is RateOfMigration =>
  rate !== undefined && rate.processorId === MIGRATION_TO_PROCESSOR_ID && !rate.isResidualRate;

/**
 * POST /admin/merchants/migrate: in the call's transaction, the merchants locked and checked,
 * the rate checked, then the queued run (one pending row per merchant, in the order given).
 */
export async function migrateMerchants(
  tx: Database,
  deps: { clock: Clock },
  actor: Actor,
  body: MigrateMerchants,
): Promise<ToolRun> {
  const run = sqlQuery(tx);
  const payout = revertPayoutFor(MIGRATION_TO_PROCESSOR_ID, body.payoutFrequency, body.payoutDay);
  // The body's schema checked the payout with the same rule.
  if (!payout.ok) throw new ValidationFailed({ payoutDay: [payout.message] });
  const rate = await rateForMigration(run, body.rateId);
  if (!usableRate(rate)) throw new ValidationFailed({ rateId: [MIGRATION_MESSAGES.rateNotNewer] });
  const merchants = await lockCandidates(run, body.merchantIds);
  const found = new Set(merchants.map((m) => m.id));
  const unknown = body.merchantIds.filter((id) => !found.has(id));
  if (unknown.length > 0) {
    throw new ValidationFailed({
      merchantIds: [`${MIGRATION_MESSAGES.merchantsUnknown} ${idsInMessage(unknown)}.`],
    });
  }
  const attempt: Attempt = {
    action: 'merchant-migration-start',
    details: {
      merchantCount: body.merchantIds.length,
      rateId: rate.id,
      payoutFrequency: payout.frequency,
      payoutAnchor: payout.anchor,
    },
  };
  const refusals: [string, number[]][] = [
    [
      MIGRATION_MESSAGES.notOnOlder,
      merchants.filter((m) => m.processorId !== MIGRATION_FROM_PROCESSOR_ID).map((m) => m.id),
    ],
    [MIGRATION_MESSAGES.closed, merchants.filter((m) => isClosedStatus(m.status)).map((m) => m.id)],
    [MIGRATION_MESSAGES.alreadyMigrating, merchants.filter((m) => m.migrating).map((m) => m.id)],
    [
      MIGRATION_MESSAGES.rateNotForPartner,
      merchants.filter((m) => !rateOffered(rate, m.partnerId)).map((m) => m.id),
    ],
  ];
  const refused = refusals.filter(([, ids]) => ids.length > 0);
  if (refused.length > 0) {
    const message = refused.map(([text, ids]) => `${text} ${idsInMessage(ids)}.`).join(' ');
    return refuseAttempt(tx, actor, attempt, message);
  }
  const names = new Map(merchants.map((m) => [m.id, m.businessCommonName]));
  const params: MigrationParams = {
    rateId: rate.id,
    rateName: rate.rateName,
    payoutFrequency: payout.frequency,
    payoutAnchor: payout.anchor,
  };
  const created = await createToolRun(tx, {
    kind: 'migrate-accounts',
    actor,
    params: { ...params },
    rows: body.merchantIds.map((merchantId, index) => ({
      rowNumber: index + 1,
      merchantId,
      input: { business_name: names.get(merchantId) ?? '' },
      status: 'pending',
    })),
    status: 'queued',
    now: deps.clock.now(),
  });
  await recordSuccess(tx, actor, {
    ...attempt,
    details: { ...attempt.details, runId: created.id },
  });
  return created;
}

function paramsOf(context: ToolRowContext): MigrationParams {
  const p = context.run.params;
  return {
    rateId: Number(p.rateId),
    rateName: String(p.rateName ?? ''),
    payoutFrequency: (p.payoutFrequency as MigrationParams['payoutFrequency']) ?? 'daily',
    payoutAnchor:
      p.payoutAnchor === null || p.payoutAnchor === undefined ? null : String(p.payoutAnchor),
  };
}

/**
 * One row of a migration run, in its savepoint: the merchant locked and checked again (it may
 * have changed since the run was queued), processor 3 asked to open the account, the migration
 * recorded `opened` and audited merchant-migration-open. A refusal fails the row with its
 * reason; `finish` records the failed rows as failed migrations once the run ends (a failed
 * row's own writes are undone with it).
 */
export const migrationRowHandler: ToolRowHandler = {
  kind: 'migrate-accounts',
  chunkSize: 50,
  async apply(tx, row, context) {
    const run = sqlQuery(tx);
    const merchantId = row.merchantId ?? 0;
    const merchant = await accountFactsOf(run, merchantId);
    if (!merchant) return { ok: false, message: MERCHANT_NOT_FOUND_MESSAGE };
    if (merchant.processorId !== MIGRATION_FROM_PROCESSOR_ID)
      return { ok: false, message: MIGRATION_MESSAGES.rowNotOnOlder };
    if (isClosedStatus(merchant.status))
      return { ok: false, message: MIGRATION_MESSAGES.rowClosed };
    if (await hasOpenedMigration(run, merchantId)) {
      return { ok: false, message: `${MIGRATION_MESSAGES.alreadyMigrating} ${merchantId}.` };
    }
    const answer = context.deps.processors
      .processorFor({ processorId: MIGRATION_TO_PROCESSOR_ID })
      .openMerchantAccount({
        merchantId,
        businessType: merchant.businessType,
        businessCountry: merchant.businessCountry,
        businessEin: merchant.businessEin,
        hasBankAccount: merchant.hasBankAccount,
      });
    if (!answer.ok) return { ok: false, message: answer.message };
    const params = paramsOf(context);
    const migrationId = await insertOpenedMigration(run, {
      merchantId,
      runId: context.run.id,
      rateId: params.rateId,
      payoutFrequency: params.payoutFrequency,
      payoutAnchor: params.payoutAnchor,
      newGatewayId: answer.gatewayId,
      createdByUserId: context.run.actor.userId || null,
      at: context.now,
    });
    await recordSuccess(tx, context.run.actor, {
      action: 'merchant-migration-open',
      details: { runId: context.run.id, merchantId, migrationId, gatewayId: answer.gatewayId },
    });
    return { ok: true, message: answer.message, result: { gateway_id: answer.gatewayId } };
  },
  async finish(tx, context) {
    const params = paramsOf(context);
    const failed = await insertFailedMigrations(sqlQuery(tx), {
      runId: context.run.id,
      rateId: params.rateId,
      payoutFrequency: params.payoutFrequency,
      payoutAnchor: params.payoutAnchor,
      createdByUserId: context.run.actor.userId || null,
      at: context.now,
    });
    const { actor } = context.run;
    for (const row of failed) {
      await recordAudit(tx, {
        action: 'merchant-migration-open',
        outcome: 'failure',
        userId: actor.userId || null,
        email: actor.email || null,
        ip: actor.ip || null,
        details: { runId: context.run.id, merchantId: row.merchantId, reason: row.message },
      });
    }
  },
};

async function completeOne(
  tx: Database,
  run: RawQuery,
  input: {
    actor: Actor;
    at: Date;
    migration: Awaited<ReturnType<typeof lockOpenedMigrations>>[number];
  },
): Promise<CompletedMigration> {
  const { migration, actor, at } = input;
  const before = await lockMerchantRow(tx, migration.merchantId);
  const skipped = (message: string): CompletedMigration => ({
    merchantId: before.id,
    businessCommonName: before.businessCommonName,
    outcome: 'skipped',
    message,
    processorGatewayId: null,
    webRateName: null,
  });
  if (before.processorId !== MIGRATION_FROM_PROCESSOR_ID)
    return skipped(MIGRATION_MESSAGES.rowNotOnOlder);
  if (isClosedStatus(before.status)) return skipped(MIGRATION_MESSAGES.rowClosed);
  const rate =
    migration.rateId === null ? undefined : await rateForMigration(run, migration.rateId);
  if (!usableRate(rate) || !rateOffered(rate, before.partnerId))
    return skipped(MIGRATION_MESSAGES.rowRateGone);
  const webRateName = tieredRateName(
    baseTierOf(before.businessCountry, before.businessType),
    rate.rateName,
  );
  const { after } = await changeMerchantFields(tx, {
    merchantId: before.id,
    actor,
    at,
    grouping: 'Processor',
    auditAction: 'merchant-migration-complete',
    auditDetails: {
      migrationId: migration.id,
      runId: migration.runId,
      fromProcessor: MIGRATION_FROM_PROCESSOR_ID,
      toProcessor: MIGRATION_TO_PROCESSOR_ID,
      rateId: rate.id,
    },
    values: {
      processorId: MIGRATION_TO_PROCESSOR_ID,
      oldProcessorId: MIGRATION_FROM_PROCESSOR_ID,
      processorGatewayId: migration.newGatewayId,
      oldProcessorGatewayId: before.processorGatewayId,
      // Paydesk keeps no alternate gateway id of a processor-2 account.
      oldProcessorGatewayAltId: null,
      // A revert asks the old processor for the old account: without one there is none.
      processorCanRevert: before.processorGatewayId ? 1 : 0,
      rateId: rate.id,
      webRateName,
      payoutFrequency: migration.payoutFrequency,
      payoutAnchor: migration.payoutAnchor,
    },
  });
  await markMigration(run, migration.id, 'completed', at);
  return {
    merchantId: after.id,
    businessCommonName: after.businessCommonName,
    outcome: 'completed',
    message: MIGRATION_MESSAGES.completed,
    processorGatewayId: after.processorGatewayId,
    webRateName: after.webRateName,
  };
}

/**
 * POST /admin/merchants/complete-migrations: every opened migration (of the merchants named, or
 * all), each merchant moved in the call's transaction; a merchant that cannot move is skipped
 * with why (its migration stays opened). No opened migration at all: 422.
 */
export async function completeMigrations(
  tx: Database,
  deps: { clock: Clock },
  actor: Actor,
  body: CompleteMigrations,
): Promise<CompleteMigrationsResult> {
  const run = sqlQuery(tx);
  const migrations = await lockOpenedMigrations(run, body.merchantIds);
  if (migrations.length === 0 && !body.merchantIds) {
    return refuseAttempt(
      tx,
      actor,
      { action: 'merchant-migration-complete', details: {} },
      MIGRATION_MESSAGES.nothingToComplete,
    );
  }
  const at = deps.clock.now();
  const data: CompletedMigration[] = [];
  for (const migration of migrations)
    data.push(await completeOne(tx, run, { actor, at, migration }));
  const opened = new Set(migrations.map((m) => m.merchantId));
  const others = (body.merchantIds ?? []).filter((id) => !opened.has(id));
  if (others.length > 0) {
    const names = await merchantNames(run, others);
    for (const merchantId of others) {
      data.push({
        merchantId,
        businessCommonName: names.get(merchantId) ?? null,
        outcome: 'skipped',
        message: names.has(merchantId)
          ? MIGRATION_MESSAGES.noOpenedMigration
          : MERCHANT_NOT_FOUND_MESSAGE,
        processorGatewayId: null,
        webRateName: null,
      });
    }
  }
  const completed = data.filter((row) => row.outcome === 'completed').length;
  return { completed, skipped: data.length - completed, data };
}

/**
 * The profile's Revert Processor took a merchant back to processor 2: its completed migration
 * (if it came by one) becomes `reverted`, in the revert's transaction.
 */
export async function markMigrationReverted(
  tx: Database,
  merchantId: number,
  at: Date,
): Promise<void> {
  const run = sqlQuery(tx);
  const id = await completedMigrationOf(run, merchantId);
  if (id !== undefined) await markMigration(run, id, 'reverted', at);
}

/** GET /admin/merchants/migrate/rates. */
export async function migrationRates(run: RawQuery): Promise<MigrationRates> {
  return { data: await newerProcessorRates(run) };
}
