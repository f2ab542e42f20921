import { randomBytes } from 'node:crypto';
import {
  type ClientItem,
  type MerchantHash,
  type MerchantMiscState,
  MISC_MESSAGES,
} from '@paydesk/domain/admin-merchant-misc';
import type { ScheduledRunsQuery } from '@paydesk/domain/subscriptions';
import type { Database, DatabaseHandle } from '../../db/client';
import { type Actor, recordSuccess } from '../../platform/audit';
import { NotFound } from '../../platform/errors';
import { merchantForStaff } from '../../platform/route-merchant';
import {
  changeMerchantFields,
  type MerchantRow,
} from '../merchants/merchant-admin-changes.service';
import { scheduledRunsCsv } from '../subscriptions/scheduled-runs.service';
import { allClients, clientById } from './admin-merchant-volume.repository';

/**
 * The admin profile's Misc. tab (part 2 §2, §3 "Merchant hash", §7): the merchant hash, the
 * client, the small-dollar setting (both through the one writer of admin merchant changes,
 * grouping Miscellaneous) and the scheduled-transactions download.
 */

interface ChangeInput {
  merchantId: number;
  actor: Actor;
  at: Date;
}

/** A new request hash key: 'rh_' and 128 random bits as hex. */
export const newRequestHashKey = () => `rh_${randomBytes(16).toString('hex')}`;

/** The merchant's hash; every view is audited (merchant-hash-view, never the key). */
export async function viewMerchantHash(
  db: Database,
  input: { merchantId: number; actor: Actor },
): Promise<MerchantHash> {
  const merchant = await merchantForStaff(db, input.merchantId);
  await recordSuccess(db, input.actor, {
    action: 'merchant-hash-view',
    details: { merchantId: merchant.id, present: merchant.requestHashKey !== null },
  });
  return { id: merchant.id, requestHashKey: merchant.requestHashKey };
}

/** Replaces the merchant's request hash key (history 'changed', never the key). */
export async function regenerateMerchantHash(
  tx: Database,
  input: ChangeInput,
): Promise<MerchantHash> {
  const requestHashKey = newRequestHashKey();
  const { after } = await changeMerchantFields(tx, {
    merchantId: input.merchantId,
    actor: input.actor,
    at: input.at,
    grouping: 'Miscellaneous',
    auditAction: 'merchant-hash-regenerate',
    values: { requestHashKey },
    secret: ['requestHashKey'],
  });
  return { id: after.id, requestHashKey: after.requestHashKey };
}

export async function clientPickList(db: Database): Promise<{ data: ClientItem[] }> {
  return { data: await allClients(db) };
}

async function miscState(db: Database, row: MerchantRow): Promise<MerchantMiscState> {
  const client = row.clientId === null ? null : ((await clientById(db, row.clientId)) ?? null);
  return { id: row.id, client, smallDollarTransaction: row.smallDollarTransaction };
}

/** The merchant's client and small-dollar setting. */
export async function merchantMisc(db: Database, merchantId: number): Promise<MerchantMiscState> {
  return miscState(db, await merchantForStaff(db, merchantId));
}

/** Sets the merchant's client (null: none); 404 for an unknown client. */
export async function setMerchantClient(
  tx: Database,
  input: ChangeInput & { client: number | null },
): Promise<MerchantMiscState> {
  const next = input.client === null ? null : await clientById(tx, input.client);
  if (next === undefined) throw new NotFound(MISC_MESSAGES.clientNotFound);
  const current = await merchantForStaff(tx, input.merchantId);
  const previous = current.clientId === null ? null : await clientById(tx, current.clientId);
  const names = new Map<number, string>();
  if (previous) names.set(previous.id, previous.name);
  if (next) names.set(next.id, next.name);
  const { after } = await changeMerchantFields(tx, {
    merchantId: input.merchantId,
    actor: input.actor,
    at: input.at,
    grouping: 'Miscellaneous',
    auditAction: 'merchant-misc-update',
    values: { clientId: next?.id ?? null },
    history: {
      clientId: {
        field: 'client_id',
        text: (value) => {
          if (value === null || value === undefined) return null;
          const name = names.get(Number(value));
          return name ? `${name} (${String(value)})` : String(value);
        },
      },
    },
  });
  return miscState(tx, after);
}

/** Allows or refuses small-dollar transactions. */
export async function setSmallDollarTransaction(
  tx: Database,
  input: ChangeInput & { enabled: boolean },
): Promise<MerchantMiscState> {
  const { after } = await changeMerchantFields(tx, {
    merchantId: input.merchantId,
    actor: input.actor,
    at: input.at,
    grouping: 'Miscellaneous',
    auditAction: 'merchant-misc-update',
    values: { smallDollarTransaction: input.enabled },
  });
  return miscState(tx, after);
}

/** The merchant's scheduled-transactions CSV (the subscriptions module's download). */
export async function scheduledTransactionsCsv(
  database: DatabaseHandle,
  merchantId: number,
  query: ScheduledRunsQuery,
) {
  const merchant = await merchantForStaff(database.db, merchantId);
  return scheduledRunsCsv(database, merchant.id, query);
}
