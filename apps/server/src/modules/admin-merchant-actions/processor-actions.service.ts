import {
  BENEFICIAL_DATA_PROCESSOR_ID,
  type BeneficialData,
  type BeneficialDataSent,
  baseTierOf,
  type OldProcessorAccount,
  ownerIsComplete,
  PROCESSOR_ACTION_MESSAGES,
  type RevertedMerchant,
  type RevertProcessor,
  type RevertRates,
  revertPayoutFor,
  TOS_PROCESSOR_ID,
  type TosAccepted,
  tieredRateName,
} from '@paydesk/domain/admin-merchant-actions';
import type { Database } from '../../db/client';
import type { Actor, Attempt } from '../../platform/audit';
import type { FieldCipher } from '../../platform/encryption';
import { Conflict, NotFound } from '../../platform/errors';
import { MERCHANT_NOT_FOUND_MESSAGE } from '../../platform/route-merchant';
import type { Processors } from '../../processors/processor-registry';
import { markMigrationReverted } from '../admin-migrations/admin-migrations.service';
import {
  changeMerchantFields,
  lockMerchantRow,
  type MerchantRow,
} from '../merchants/merchant-admin-changes.service';
import { firstOwnerOf, readMerchantRow, revertRatesFor } from './admin-merchant-actions.repository';
import { refuse } from './admin-merchant-actions.service';

/** What the processor actions need besides their transaction (the app satisfies it). */
export interface ProcessorActionDeps {
  processors: Processors;
  clock: { now: () => Date };
  cipher: FieldCipher;
}

interface ActionInput<B> {
  merchantId: number;
  actor: Actor;
  body: B;
}

/** The old processor and gateway id of a merchant that may be reverted, else a 409. */
function revertTarget(merchant: MerchantRow): { processorId: 2 | 3; gatewayId: string } {
  const { oldProcessorId, oldProcessorGatewayId } = merchant;
  if (
    merchant.processorCanRevert === 0 ||
    (oldProcessorId !== 2 && oldProcessorId !== 3) ||
    !oldProcessorGatewayId
  ) {
    throw new Conflict(PROCESSOR_ACTION_MESSAGES.revertNotAllowed);
  }
  return { processorId: oldProcessorId, gatewayId: oldProcessorGatewayId };
}

async function readOrNotFound(db: Database, merchantId: number): Promise<MerchantRow> {
  const row = await readMerchantRow(db, merchantId);
  if (!row) throw new NotFound(MERCHANT_NOT_FOUND_MESSAGE);
  return row;
}

/**
 * A processor's yes to a one-time action, stamped on the merchant: `column` set to now, with
 * its history row (grouping Processor, field `historyField`) and the attempt's audit row.
 */
async function stampProcessorAnswer(
  tx: Database,
  deps: ProcessorActionDeps,
  input: { merchantId: number; actor: Actor; attempt: Attempt },
  column: 'tosAcceptedAt' | 'beneficialDataSentAt',
  historyField: string,
): Promise<Date> {
  const at = deps.clock.now();
  await changeMerchantFields(tx, {
    merchantId: input.merchantId,
    actor: input.actor,
    at,
    grouping: 'Processor',
    auditAction: input.attempt.action,
    auditDetails: input.attempt.details,
    values: { [column]: at },
    history: { [column]: { field: historyField } },
  });
  return at;
}

/** GET /admin/merchants/{id}/old-processor-account: the old processor's answer about the account. */
export async function oldProcessorAccount(
  db: Database,
  deps: ProcessorActionDeps,
  merchantId: number,
): Promise<OldProcessorAccount> {
  const merchant = await readOrNotFound(db, merchantId);
  const target = revertTarget(merchant);
  const answer = deps.processors.processorFor(target).merchantAccount(target.gatewayId);
  return { processorId: target.processorId, gatewayId: target.gatewayId, ...answer };
}

async function offeredRates(db: Database, merchant: MerchantRow, processorId: number) {
  const tier = baseTierOf(merchant.businessCountry, merchant.businessType);
  const rows = await revertRatesFor(db, processorId, merchant.partnerId);
  return {
    tier,
    rates: rows.map((rate) => ({ ...rate, label: tieredRateName(tier, rate.rateName) })),
  };
}

/** GET /admin/merchants/{id}/revert-rates: the old processor's rates the partner may use. */
export async function revertRates(db: Database, merchantId: number): Promise<RevertRates> {
  const merchant = await readOrNotFound(db, merchantId);
  const target = revertTarget(merchant);
  const { tier, rates } = await offeredRates(db, merchant, target.processorId);
  return { oldProcessorId: target.processorId, baseTier: tier, rates };
}

/**
 * POST /admin/merchants/{id}/revert-processor: in the call's transaction, the row locked, the
 * page's old-processor details and the rate checked, the old processor asked to take the
 * merchant back (it refuses an inactive account), then one write through changeMerchantFields
 * (history grouping Processor, audit merchant-processor-revert).
 */
export async function revertProcessor(
  tx: Database,
  deps: ProcessorActionDeps,
  input: ActionInput<RevertProcessor>,
): Promise<RevertedMerchant> {
  const { actor, body } = input;
  const before = await lockMerchantRow(tx, input.merchantId);
  const attempt: Attempt = {
    action: 'merchant-processor-revert',
    details: {
      merchantId: before.id,
      fromProcessor: before.processorId,
      toProcessor: body.oldProcessorId,
      rateId: body.selectedRateId ?? null,
    },
  };
  let target: { processorId: 2 | 3; gatewayId: string };
  try {
    target = revertTarget(before);
  } catch (error) {
    if (error instanceof Conflict) return refuse(tx, actor, attempt, error.message);
    throw error;
  }
  if (
    target.processorId !== body.oldProcessorId ||
    target.gatewayId !== body.oldProcessorGatewayId ||
    (before.oldProcessorGatewayAltId ?? null) !== (body.oldProcessorGatewayAltId ?? null)
  ) {
    return refuse(tx, actor, attempt, PROCESSOR_ACTION_MESSAGES.revertStale);
  }
  const { rates } = await offeredRates(tx, before, target.processorId);
  const rate = rates.find((r) => r.id === body.selectedRateId);
  if (!rate || (body.selectedRateName !== rate.label && body.selectedRateName !== rate.rateName)) {
    return refuse(tx, actor, attempt, PROCESSOR_ACTION_MESSAGES.rateNotOffered);
  }
  const payout = revertPayoutFor(
    target.processorId,
    body.selectedPayoutFrequency,
    body.selectedPayoutDay,
  );
  // The body's schema checked the payout against the same processor id.
  if (!payout.ok) return refuse(tx, actor, attempt, payout.message);
  const answer = deps.processors.processorFor(target).revert(before.id, target.gatewayId);
  if (!answer.ok) return refuse(tx, actor, attempt, answer.message);
  const { after } = await changeMerchantFields(tx, {
    merchantId: before.id,
    actor,
    at: deps.clock.now(),
    grouping: 'Processor',
    auditAction: 'merchant-processor-revert',
    auditDetails: attempt.details,
    values: {
      processorId: target.processorId,
      oldProcessorId: before.processorId,
      processorCanRevert: 0,
      processorGatewayId: target.gatewayId,
      oldProcessorGatewayId: before.processorGatewayId,
      // The current processor keeps no alternate gateway id to swap in.
      oldProcessorGatewayAltId: null,
      rateId: rate.id,
      webRateName: rate.label,
      payoutFrequency: payout.frequency,
      payoutAnchor: payout.anchor,
    },
  });
  // A merchant that came by the processor migration: its migration is now reverted.
  await markMigrationReverted(tx, before.id, deps.clock.now());
  return {
    id: after.id,
    processorId: after.processorId,
    oldProcessorId: after.oldProcessorId,
    processorCanRevert: after.processorCanRevert !== 0,
    processorGatewayId: after.processorGatewayId,
    oldProcessorGatewayId: after.oldProcessorGatewayId,
    rateId: after.rateId,
    webRateName: after.webRateName,
    payoutFrequency: after.payoutFrequency,
    payoutAnchor: after.payoutAnchor,
    message: PROCESSOR_ACTION_MESSAGES.reverted,
  };
}

/**
 * POST /admin/merchants/{id}/accept-tos: a merchant of processor 3, the processor accepts,
 * tos_accepted_at set (history grouping Processor, field tos_accepted; audit merchant-tos-accept).
 */
export async function acceptTermsOfService(
  tx: Database,
  deps: ProcessorActionDeps,
  input: Omit<ActionInput<unknown>, 'body'>,
): Promise<TosAccepted> {
  const { actor } = input;
  const before = await lockMerchantRow(tx, input.merchantId);
  const attempt: Attempt = {
    action: 'merchant-tos-accept',
    details: { merchantId: before.id, processorId: before.processorId },
  };
  if (before.processorId !== TOS_PROCESSOR_ID) {
    return refuse(tx, actor, attempt, PROCESSOR_ACTION_MESSAGES.tosProcessor);
  }
  const answer = deps.processors.processorFor(before).acceptTermsOfService(before.id);
  if (!answer.ok) return refuse(tx, actor, attempt, answer.message);
  const at = await stampProcessorAnswer(
    tx,
    deps,
    { merchantId: before.id, actor, attempt },
    'tosAcceptedAt',
    'tos_accepted',
  );
  return {
    id: before.id,
    tosAcceptedAt: at.toISOString(),
    message: PROCESSOR_ACTION_MESSAGES.tosAccepted,
  };
}

function decryptOrEmpty(cipher: FieldCipher, sealed: string | null): string {
  if (!sealed) return '';
  try {
    return cipher.decrypt(sealed);
  } catch {
    return '';
  }
}

/**
 * POST /admin/merchants/{id}/beneficial-data: a merchant of processor 2, not NP, whose first
 * owner (the body's) is complete; the processor takes the data once (Paydesk's
 * beneficial_data_sent_at tells it of an earlier send, across restarts); success sets
 * beneficial_data_sent_at (history grouping Processor; audit merchant-beneficial-data-send).
 * The SSN is decrypted only for the processor's call: never answered, logged or audited.
 */
export async function sendBeneficialData(
  tx: Database,
  deps: ProcessorActionDeps,
  input: ActionInput<BeneficialData>,
): Promise<BeneficialDataSent> {
  const { actor, body } = input;
  const before = await lockMerchantRow(tx, input.merchantId);
  const attempt: Attempt = {
    action: 'merchant-beneficial-data-send',
    details: { merchantId: before.id, ownerId: body.owner_id },
  };
  if (before.processorId !== BENEFICIAL_DATA_PROCESSOR_ID) {
    return refuse(tx, actor, attempt, PROCESSOR_ACTION_MESSAGES.beneficialProcessor);
  }
  if (before.businessType === 'NP') {
    return refuse(tx, actor, attempt, PROCESSOR_ACTION_MESSAGES.beneficialNonProfit);
  }
  const owner = await firstOwnerOf(tx, before.id);
  if (!owner) return refuse(tx, actor, attempt, PROCESSOR_ACTION_MESSAGES.noOwners);
  if (owner.id !== body.owner_id) {
    return refuse(tx, actor, attempt, PROCESSOR_ACTION_MESSAGES.ownerStale);
  }
  const complete = ownerIsComplete({
    first_name: owner.firstName,
    last_name: owner.lastName,
    date_of_birth: owner.dateOfBirth,
    phone: owner.phone,
    ssn_encrypted: Boolean(owner.ssnEncrypted),
  });
  if (!complete) return refuse(tx, actor, attempt, PROCESSOR_ACTION_MESSAGES.ownerIncomplete);
  const answer = deps.processors.processorFor(before).sendBeneficialData(
    before.id,
    {
      firstName: owner.firstName,
      lastName: owner.lastName,
      dateOfBirth: owner.dateOfBirth ?? '',
      phone: owner.phone ?? '',
      ssn: decryptOrEmpty(deps.cipher, owner.ssnEncrypted),
    },
    before.beneficialDataSentAt !== null,
  );
  if (!answer.ok) return refuse(tx, actor, attempt, answer.message);
  const at = await stampProcessorAnswer(
    tx,
    deps,
    { merchantId: before.id, actor, attempt },
    'beneficialDataSentAt',
    'beneficial_data_sent',
  );
  return {
    id: before.id,
    beneficialDataSentAt: at.toISOString(),
    message: PROCESSOR_ACTION_MESSAGES.beneficialSent,
  };
}
