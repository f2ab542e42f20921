import {
  BANK_WATCH_ALERT_TITLE,
  bankWatchAlertMessage,
} from '@paydesk/domain/admin-bank-watch-fields';
import { lastFourOf } from '@paydesk/domain/field-checks';
import { type Database, sqlQuery } from '../../db/client';
import { type Actor, recordSuccess } from '../../platform/audit';
import type { FieldCipher } from '../../platform/encryption';
import {
  createMerchantAlert,
  setMerchantAlertActive,
} from '../merchant-alerts/merchant-alerts.service';
import { bankNumberFingerprint } from '../merchants/merchant-bank-account.service';
import {
  deleteMatch,
  entriesMatching,
  insertMatch,
  lockListForCheck,
  type MatchRow,
  matchesOfEntry,
  matchesOfMerchant,
  merchantsMatching,
  type StoredEntry,
  sealedBankAccountOf,
  setMatchAlert,
} from './admin-bank-watch.repository';

/**
 * Matching merchants' bank accounts against the bank watch list, in the caller's transaction.
 * A new match writes its bank_watch_matches row and raises an 'error' alert on the merchant's
 * profile through the merchant alerts' service (its change-history row and audit row with it);
 * a match that no longer holds is removed and its alert, when still active, deactivated; a match
 * that holds already raises nothing (the table's key is entry and merchant). Other modules call
 * `checkMerchantBankAccount` after every write of a merchant's bank numbers.
 */

export interface MatchChange {
  actor: Actor;
  at: Date;
}

export interface MatchOutcome {
  matched: number[];
  unmatched: number[];
}

async function raiseMatch(
  tx: Database,
  entry: StoredEntry,
  merchantId: number,
  change: MatchChange,
): Promise<boolean> {
  const run = sqlQuery(tx);
  if (!(await insertMatch(run, entry.id, merchantId, change.at))) return false;
  const alert = await createMerchantAlert(tx, {
    merchantId,
    actor: change.actor,
    at: change.at,
    body: {
      type: 'error',
      title: BANK_WATCH_ALERT_TITLE,
      message: bankWatchAlertMessage(entry),
      is_active: true,
    },
  });
  await setMatchAlert(run, entry.id, merchantId, alert.id);
  return true;
}

async function dropMatch(tx: Database, match: MatchRow, change: MatchChange): Promise<void> {
  await deleteMatch(sqlQuery(tx), match.entryId, match.merchantId);
  if (match.alertId !== null && match.alertActive) {
    await setMerchantAlertActive(tx, {
      merchantId: match.merchantId,
      alertId: match.alertId,
      active: false,
      actor: change.actor,
      at: change.at,
    });
  }
}

/**
 * Matches every merchant against one entry (after its add or edit; the caller holds the list's
 * write lock): one statement finds the merchants, new ones are matched and those no longer
 * matching released, in merchant id order.
 */
export async function matchEntry(
  tx: Database,
  cipher: FieldCipher,
  entry: StoredEntry,
  change: MatchChange,
): Promise<MatchOutcome> {
  const run = sqlQuery(tx);
  const now = new Set(
    await merchantsMatching(run, {
      routingHash: bankNumberFingerprint(cipher, entry.routingNumber),
      last4: entry.accountNumberLast4,
      accountHash: entry.accountNumberHash,
    }),
  );
  const existing = await matchesOfEntry(run, entry.id);
  const had = new Set(existing.map((m) => m.merchantId));
  const outcome: MatchOutcome = { matched: [], unmatched: [] };
  for (const match of existing) {
    if (now.has(match.merchantId)) continue;
    await dropMatch(tx, match, change);
    outcome.unmatched.push(match.merchantId);
  }
  for (const merchantId of [...now].sort((a, b) => a - b)) {
    if (had.has(merchantId)) continue;
    if (await raiseMatch(tx, entry, merchantId, change)) outcome.matched.push(merchantId);
  }
  return outcome;
}

/** Releases every match of an entry (before its removal): their alerts deactivated. */
export async function releaseEntry(
  tx: Database,
  entryId: number,
  change: MatchChange,
): Promise<number[]> {
  const existing = await matchesOfEntry(sqlQuery(tx), entryId);
  for (const match of existing) await dropMatch(tx, match, change);
  return existing.map((m) => m.merchantId);
}

function opened(cipher: FieldCipher, sealed: string | null | undefined): string | null {
  if (!sealed) return null;
  try {
    return cipher.decrypt(sealed);
  } catch {
    return null;
  }
}

/**
 * Checks one merchant's bank account (as the caller's transaction has just written it) against
 * the list: new matches raise alerts, matches that no longer hold are released. Called by every
 * write of a merchant's bank numbers (back-office banking, My Account's banking, an approved
 * application). Audited bank-watch-match when it matched or released anything.
 */
export async function checkMerchantBankAccount(
  tx: Database,
  deps: { cipher: FieldCipher },
  input: { merchantId: number; actor: Actor; at: Date },
): Promise<MatchOutcome> {
  const run = sqlQuery(tx);
  await lockListForCheck(run);
  const sealed = await sealedBankAccountOf(run, input.merchantId);
  const routing = opened(deps.cipher, sealed?.bank_routing_number_encrypted);
  const account = opened(deps.cipher, sealed?.bank_account_number_encrypted);
  const entries =
    routing && account
      ? await entriesMatching(run, {
          routingNumber: routing.replace(/\D/g, ''),
          last4: lastFourOf(account),
          accountHash: bankNumberFingerprint(deps.cipher, account),
        })
      : [];
  const now = new Map(entries.map((entry) => [entry.id, entry]));
  const existing = await matchesOfMerchant(run, input.merchantId);
  const had = new Set(existing.map((m) => m.entryId));
  const change = { actor: input.actor, at: input.at };
  const outcome: MatchOutcome = { matched: [], unmatched: [] };
  for (const match of existing) {
    if (now.has(match.entryId)) continue;
    await dropMatch(tx, match, change);
    outcome.unmatched.push(match.entryId);
  }
  for (const entry of entries) {
    if (had.has(entry.id)) continue;
    if (await raiseMatch(tx, entry, input.merchantId, change)) outcome.matched.push(entry.id);
  }
  if (outcome.matched.length > 0 || outcome.unmatched.length > 0) {
    await recordSuccess(tx, input.actor, {
      action: 'bank-watch-match',
      details: {
        merchantId: input.merchantId,
        matchedEntryIds: outcome.matched,
        unmatchedEntryIds: outcome.unmatched,
      },
    });
  }
  return outcome;
}
