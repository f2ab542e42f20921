import type {
  BankWatchEntryDetail,
  CreateBankWatchEntry,
  UpdateBankWatchEntry,
} from '@paydesk/domain/admin-bank-watch';
import { BANK_WATCH_MESSAGES } from '@paydesk/domain/admin-bank-watch-fields';
import { type Database, type RawQuery, sqlQuery } from '../../db/client';
import { type Actor, recordSuccess } from '../../platform/audit';
import type { FieldCipher } from '../../platform/encryption';
import { NotFound } from '../../platform/errors';
import { bankNumberFingerprint } from '../merchants/merchant-bank-account.service';
import {
  deleteEntry,
  type EntryValues,
  entryRowById,
  insertEntry,
  lockEntry,
  lockListForWrite,
  matchDetailsOfEntry,
  type StoredEntry,
  updateEntry,
} from './admin-bank-watch.repository';
import { matchEntry, releaseEntry } from './bank-watch-matching.service';
import { entryRow } from './bank-watch-sql';

/**
 * The bank watch list's reads and writes (part 2 §7 /admin/reports/bank-watch). Every write runs
 * in the call's transaction under its Idempotency-Key, holds the list's write lock (so a
 * merchant's bank change in flight is matched by one side or the other), matches the merchants
 * again and is audited without any full account number.
 */

export interface BankWatchDeps {
  cipher: FieldCipher;
  clock: { now(): Date };
}

/** The entry with its matching merchants, or 404. */
export async function entryDetail(run: RawQuery, id: number): Promise<BankWatchEntryDetail> {
  const row = await entryRowById(run, id);
  if (!row) throw new NotFound(BANK_WATCH_MESSAGES.notFound);
  const matches = await matchDetailsOfEntry(run, id);
  return {
    ...entryRow(row),
    matches: matches.map((m) => ({
      merchantId: Number(m.merchant_id),
      businessCommonName: m.business_common_name ?? '',
      businessLegalName: m.business_legal_name ?? '',
      status: Number(m.status),
      processorId: Number(m.processor_id),
      matchedAt: String(m.matched_at),
      alertId: m.alert_id === null ? null : Number(m.alert_id),
      alertActive: m.alert_active === true,
    })),
  };
}

const given = (value: string | undefined): value is string => value !== undefined && value !== '';

/** The account part as stored: a full number sealed with its fingerprint, or the last four alone. */
function accountValues(
  cipher: FieldCipher,
  body: CreateBankWatchEntry | UpdateBankWatchEntry,
  kept: StoredEntry | null,
): Pick<EntryValues, 'accountNumberLast4' | 'accountNumberEncrypted' | 'accountNumberHash'> {
  if (given(body.accountNumber))
    return {
      accountNumberLast4: body.accountNumber.slice(-4),
      accountNumberEncrypted: cipher.encrypt(body.accountNumber),
      accountNumberHash: bankNumberFingerprint(cipher, body.accountNumber),
    };
  if (given(body.accountNumberLast4))
    return {
      accountNumberLast4: body.accountNumberLast4,
      accountNumberEncrypted: null,
      accountNumberHash: null,
    };
  if (!kept) throw new Error('an entry without an account passed validation');
  return {
    accountNumberLast4: kept.accountNumberLast4,
    accountNumberEncrypted: kept.accountNumberEncrypted,
    accountNumberHash: kept.accountNumberHash,
  };
}

/** What the audit may say of an entry: no full number, the routing number's last four only. */
const auditView = (
  entry: Pick<
    EntryValues,
    'routingNumber' | 'accountNumberLast4' | 'accountNumberHash' | 'bankName'
  >,
) => ({
  bankName: entry.bankName,
  routingNumberLastFour: entry.routingNumber.slice(-4),
  accountNumberLast4: entry.accountNumberLast4,
  hasFullAccountNumber: entry.accountNumberHash !== null,
});

/** POST /admin/reports/bank-watch. */
export async function addEntry(
  tx: Database,
  deps: BankWatchDeps,
  actor: Actor,
  body: CreateBankWatchEntry,
): Promise<BankWatchEntryDetail> {
  const run = sqlQuery(tx);
  const at = deps.clock.now();
  await lockListForWrite(run);
  const values: EntryValues = {
    routingNumber: body.routingNumber,
    bankName: body.bankName,
    reason: body.reason,
    ...accountValues(deps.cipher, body, null),
  };
  const id = await insertEntry(run, values, actor.userId, at);
  const outcome = await matchEntry(tx, deps.cipher, { id, ...values }, { actor, at });
  await recordSuccess(tx, actor, {
    action: 'bank-watch-add',
    details: { entryId: id, ...auditView(values), matched: outcome.matched },
  });
  return entryDetail(run, id);
}

const COMPARED = [
  'routingNumber',
  'accountNumberLast4',
  'accountNumberHash',
  'bankName',
  'reason',
] as const;

/** PUT /admin/reports/bank-watch/{id}: the same values again write nothing. */
export async function editEntry(
  tx: Database,
  deps: BankWatchDeps,
  actor: Actor,
  id: number,
  body: UpdateBankWatchEntry,
): Promise<BankWatchEntryDetail> {
  const run = sqlQuery(tx);
  const at = deps.clock.now();
  await lockListForWrite(run);
  const before = await lockEntry(run, id);
  if (!before) throw new NotFound(BANK_WATCH_MESSAGES.notFound);
  const values: EntryValues = {
    routingNumber: body.routingNumber,
    bankName: body.bankName,
    reason: body.reason,
    ...accountValues(deps.cipher, body, before),
  };
  // A full number typed again seals anew (a fresh IV): compare it by its fingerprint.
  const changed = COMPARED.filter((field) => before[field] !== values[field]);
  if (changed.length === 0) return entryDetail(run, id);
  await updateEntry(run, id, values, actor.userId, at);
  const outcome = await matchEntry(tx, deps.cipher, { id, ...values }, { actor, at });
  await recordSuccess(tx, actor, {
    action: 'bank-watch-update',
    details: {
      entryId: id,
      ...auditView(values),
      fields: changed.map((field) => (field === 'accountNumberHash' ? 'accountNumber' : field)),
      matched: outcome.matched,
      unmatched: outcome.unmatched,
    },
  });
  return entryDetail(run, id);
}

/** DELETE /admin/reports/bank-watch/{id}: the entry and its matches; their alerts deactivated. */
export async function removeEntry(
  tx: Database,
  deps: BankWatchDeps,
  actor: Actor,
  id: number,
): Promise<void> {
  const run = sqlQuery(tx);
  const at = deps.clock.now();
  await lockListForWrite(run);
  const entry = await lockEntry(run, id);
  if (!entry) throw new NotFound(BANK_WATCH_MESSAGES.notFound);
  const unmatched = await releaseEntry(tx, id, { actor, at });
  await deleteEntry(run, id);
  await recordSuccess(tx, actor, {
    action: 'bank-watch-remove',
    details: { entryId: id, ...auditView(entry), unmatched },
  });
}
