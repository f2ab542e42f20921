import type { RawQuery } from '../../db/client';
import { ENTRY_SELECT } from './bank-watch-sql';

/** The bank watch list: SQL only (the rules are the module's services'). */

/** One lock key for the list: entry writes hold it alone, merchant checks share it. */
const WATCH_LIST_LOCK = "hashtext('paydesk:bank-watch-list')";

/**
 * An entry write (add, edit, remove) holds the list alone until it commits; a merchant's bank
 * check shares it. So an entry added while a merchant's account changes is matched by one of
 * the two: whichever runs second sees the other's committed rows.
 */
export const lockListForWrite = (run: RawQuery) =>
  run(`select pg_advisory_xact_lock(${WATCH_LIST_LOCK})`);
export const lockListForCheck = (run: RawQuery) =>
  run(`select pg_advisory_xact_lock_shared(${WATCH_LIST_LOCK})`);

export interface StoredEntry {
  id: number;
  routingNumber: string;
  accountNumberLast4: string;
  accountNumberEncrypted: string | null;
  accountNumberHash: string | null;
  bankName: string;
  reason: string;
}

const storedEntry = (row: Record<string, unknown>): StoredEntry => ({
  id: Number(row.id),
  routingNumber: String(row.routing_number),
  accountNumberLast4: String(row.account_number_last4),
  accountNumberEncrypted:
    row.account_number_encrypted == null ? null : String(row.account_number_encrypted),
  accountNumberHash: row.account_number_hash == null ? null : String(row.account_number_hash),
  bankName: String(row.bank_name),
  reason: String(row.reason),
});

const STORED = `id, routing_number, account_number_last4, account_number_encrypted,
  account_number_hash, bank_name, reason`;

export async function entryRowById(run: RawQuery, id: number) {
  const [row] = await run(`select ${ENTRY_SELECT} from bank_watch_list w where w.id = $1`, [id]);
  return row;
}

export async function lockEntry(run: RawQuery, id: number): Promise<StoredEntry | undefined> {
  const [row] = await run(`select ${STORED} from bank_watch_list where id = $1 for update`, [id]);
  return row ? storedEntry(row) : undefined;
}

export interface EntryValues {
  routingNumber: string;
  accountNumberLast4: string;
  accountNumberEncrypted: string | null;
  accountNumberHash: string | null;
  bankName: string;
  reason: string;
}

export async function insertEntry(
  run: RawQuery,
  values: EntryValues,
  userId: number,
  at: Date,
): Promise<number> {
  const [row] = await run<{ id: number }>(
    `insert into bank_watch_list (routing_number, account_number_last4, account_number_encrypted,
       account_number_hash, bank_name, reason, created_at, created_by_user_id, updated_at,
       updated_by_user_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $7, $8) returning id`,
    [
      values.routingNumber,
      values.accountNumberLast4,
      values.accountNumberEncrypted,
      values.accountNumberHash,
      values.bankName,
      values.reason,
      at.toISOString(),
      userId,
    ],
  );
  if (!row) throw new Error('the bank watch insert returned no row');
  return Number(row.id);
}

export async function updateEntry(
  run: RawQuery,
  id: number,
  values: EntryValues,
  userId: number,
  at: Date,
): Promise<void> {
  await run(
    `update bank_watch_list set routing_number = $2, account_number_last4 = $3,
       account_number_encrypted = $4, account_number_hash = $5, bank_name = $6, reason = $7,
       updated_at = $8, updated_by_user_id = $9
     where id = $1`,
    [
      id,
      values.routingNumber,
      values.accountNumberLast4,
      values.accountNumberEncrypted,
      values.accountNumberHash,
      values.bankName,
      values.reason,
      at.toISOString(),
      userId,
    ],
  );
}

export async function deleteEntry(run: RawQuery, id: number): Promise<void> {
  await run('delete from bank_watch_list where id = $1', [id]);
}

/**
 * The merchants whose bank account matches an entry, in one statement on the fingerprint index
 * (merchants_bank_routing_hash_idx): the routing number's fingerprint and the account's last
 * four, and the account number's fingerprint when the entry holds a full number.
 */
export async function merchantsMatching(
  run: RawQuery,
  match: { routingHash: string; last4: string; accountHash: string | null },
): Promise<number[]> {
  const rows = await run<{ id: number }>(
    `select m.id from merchants m
      where m.bank_routing_number_hash = $1 and m.bank_account_number_last_four = $2
        and ($3::text is null or m.bank_account_number_hash = $3::text)
      order by m.id`,
    [match.routingHash, match.last4, match.accountHash],
  );
  return rows.map((row) => Number(row.id));
}

/**
 * The entries a bank account matches (the merchant's side of the same rule): routing number and
 * last four on bank_watch_list_account_idx, and the full number's fingerprint when an entry has one.
 */
export async function entriesMatching(
  run: RawQuery,
  account: { routingNumber: string; last4: string; accountHash: string },
): Promise<StoredEntry[]> {
  const rows = await run(
    `select ${STORED} from bank_watch_list
      where routing_number = $1 and account_number_last4 = $2
        and (account_number_hash is null or account_number_hash = $3)
      order by id`,
    [account.routingNumber, account.last4, account.accountHash],
  );
  return rows.map(storedEntry);
}

export interface MatchRow {
  entryId: number;
  merchantId: number;
  alertId: number | null;
  /** The alert still exists and is active. */
  alertActive: boolean;
}

const matchRow = (row: Record<string, unknown>): MatchRow => ({
  entryId: Number(row.entry_id),
  merchantId: Number(row.merchant_id),
  alertId: row.alert_id == null ? null : Number(row.alert_id),
  alertActive: row.alert_active === true,
});

const MATCH_SELECT = `bm.entry_id, bm.merchant_id, bm.alert_id,
  coalesce(a.is_active, false) as alert_active
  from bank_watch_matches bm left join merchant_alerts a
    on a.id = bm.alert_id and a.merchant_id = bm.merchant_id`;

export async function matchesOfEntry(run: RawQuery, entryId: number): Promise<MatchRow[]> {
  const rows = await run(`select ${MATCH_SELECT} where bm.entry_id = $1 for update of bm`, [
    entryId,
  ]);
  return rows.map(matchRow);
}

export async function matchesOfMerchant(run: RawQuery, merchantId: number): Promise<MatchRow[]> {
  const rows = await run(`select ${MATCH_SELECT} where bm.merchant_id = $1 for update of bm`, [
    merchantId,
  ]);
  return rows.map(matchRow);
}

/** Adds the match unless it is there already; true when it was added. */
export async function insertMatch(
  run: RawQuery,
  entryId: number,
  merchantId: number,
  at: Date,
): Promise<boolean> {
  const rows = await run(
    `insert into bank_watch_matches (entry_id, merchant_id, matched_at) values ($1, $2, $3)
     on conflict do nothing returning entry_id`,
    [entryId, merchantId, at.toISOString()],
  );
  return rows.length > 0;
}

export async function setMatchAlert(
  run: RawQuery,
  entryId: number,
  merchantId: number,
  alertId: number,
): Promise<void> {
  await run(
    'update bank_watch_matches set alert_id = $3 where entry_id = $1 and merchant_id = $2',
    [entryId, merchantId, alertId],
  );
}

export async function deleteMatch(run: RawQuery, entryId: number, merchantId: number) {
  await run('delete from bank_watch_matches where entry_id = $1 and merchant_id = $2', [
    entryId,
    merchantId,
  ]);
}

/** The entry's matching merchants for its detail, newest match first. */
export async function matchDetailsOfEntry(run: RawQuery, entryId: number) {
  return run<{
    merchant_id: number;
    business_common_name: string | null;
    business_legal_name: string | null;
    status: number;
    processor_id: number;
    matched_at: string;
    alert_id: number | null;
    alert_active: boolean;
  }>(
    `select bm.merchant_id, m.business_common_name, m.business_legal_name, m.status, m.processor_id,
       to_char(bm.matched_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as matched_at,
       a.id as alert_id, coalesce(a.is_active, false) as alert_active
     from bank_watch_matches bm
     join merchants m on m.id = bm.merchant_id
     left join merchant_alerts a on a.id = bm.alert_id and a.merchant_id = bm.merchant_id
     where bm.entry_id = $1
     order by bm.matched_at desc, bm.merchant_id`,
    [entryId],
  );
}

/** A merchant's sealed bank numbers (for its check against the list). */
export async function sealedBankAccountOf(run: RawQuery, merchantId: number) {
  const [row] = await run<{
    bank_routing_number_encrypted: string | null;
    bank_account_number_encrypted: string | null;
  }>(
    'select bank_routing_number_encrypted, bank_account_number_encrypted from merchants where id = $1',
    [merchantId],
  );
  return row;
}

/** Merchants with sealed numbers but no fingerprints (rows written before fingerprints existed). */
export async function merchantsWithoutFingerprints(run: RawQuery, after: number, limit: number) {
  return run<{
    id: number;
    bank_routing_number_encrypted: string | null;
    bank_account_number_encrypted: string | null;
  }>(
    `select id, bank_routing_number_encrypted, bank_account_number_encrypted from merchants
      where id > $1
        and ((bank_routing_number_encrypted is not null and bank_routing_number_hash is null)
          or (bank_account_number_encrypted is not null and bank_account_number_hash is null))
      order by id limit $2
      for update skip locked`,
    [after, limit],
  );
}

export async function setFingerprints(
  run: RawQuery,
  merchantId: number,
  hashes: { routing: string | null; account: string | null },
): Promise<void> {
  await run(
    `update merchants set
       bank_routing_number_hash = coalesce($2, bank_routing_number_hash),
       bank_account_number_hash = coalesce($3, bank_account_number_hash)
     where id = $1`,
    [merchantId, hashes.routing, hashes.account],
  );
}
