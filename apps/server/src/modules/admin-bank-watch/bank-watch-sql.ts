import type { BankWatchEntry } from '@paydesk/domain/admin-bank-watch';

/** SQL fragments of the bank watch list shared by its list and its queries (over `bank_watch_list w`). */

const ISO = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The e-mail of user `id`, or null. */
const emailOf = (id: string) => `(select u.email from users u where u.id = ${id})`;

/** The entry's matching merchants, counted. */
export const MATCH_COUNT = '(select count(*) from bank_watch_matches bm where bm.entry_id = w.id)';

/** Every column of an entry answer (never the sealed account number). */
export const ENTRY_SELECT = `w.id, w.routing_number, w.account_number_last4,
  (w.account_number_hash is not null) as has_full_account_number, w.bank_name, w.reason,
  ${ISO('w.created_at')} as created_at, ${emailOf('w.created_by_user_id')} as created_by_email,
  ${ISO('w.updated_at')} as updated_at, ${emailOf('w.updated_by_user_id')} as updated_by_email,
  ${MATCH_COUNT} as match_count`;

export const CREATED_BY_EMAIL = emailOf('w.created_by_user_id');

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** A row of ENTRY_SELECT as the API answers it. */
export function entryRow(row: Record<string, unknown>): BankWatchEntry {
  return {
    id: Number(row.id),
    routingNumber: String(row.routing_number),
    accountNumberLast4: String(row.account_number_last4),
    hasFullAccountNumber: row.has_full_account_number === true,
    bankName: String(row.bank_name),
    reason: String(row.reason),
    createdAt: String(row.created_at),
    createdByEmail: text(row.created_by_email),
    updatedAt: String(row.updated_at),
    updatedByEmail: text(row.updated_by_email),
    matchCount: Number(row.match_count),
  };
}
