import {
  bankWatchEntryDetailSchema,
  bankWatchEntrySchema,
  bankWatchIdParams,
  bankWatchListQuerySchema,
  createBankWatchEntrySchema,
  updateBankWatchEntrySchema,
} from '../admin-bank-watch';
import { defineEndpoint } from '../endpoint';
import { listPageEnvelope } from '../list-query';
import * as route from '../routes/admin-bank-watch';

/**
 * The bank watch list (part 2 §2 /admin/tools/risk-watch-list, §3 "Bank watch entry", §7
 * "Reports and overviews"): every admin (the Risk Watch List is shown to all admins, §6).
 * Matching: a merchant matches an entry when its routing number's keyed fingerprint is the
 * entry's routing number's, its account's last four is the entry's, and, when the entry holds a
 * full account number, its account number's fingerprint is that number's. A new match writes a
 * bank_watch_matches row and raises an 'error' alert on the merchant's profile (with its history
 * row); a match that stops holding is removed and its alert deactivated; a match that holds
 * already raises nothing again.
 */
const tags = ['admin-bank-watch'];
const params = bankWatchIdParams;
const WRITE = 'Runs in one transaction under the Idempotency-Key; audited.';
const ENTRY =
  'routingNumber: 9 digits with a valid ABA checksum; the account by accountNumberLast4 (4 digits) or accountNumber (4 to 17 digits, stored encrypted with its keyed fingerprint, never answered), not both; bankName 1 to 100 characters; reason 1 to 500 characters. Spaces and dashes in the numbers are dropped.';

export const getBankWatchEntries = defineEndpoint({
  ...route.getBankWatchEntries,
  tags,
  summary: 'The bank watch list: search, sort, paging or CSV',
  description:
    '`search` matches the routing number, the bank name, the reason or the account’s last four. `sort` is ' +
    'a comma list with - for descending (id, createdAt), default -createdAt. 10 a page (`perPage` or ' +
    '`per_page`). Each entry carries who added it and its number of matching merchants. `download=csv` ' +
    '(with `columns`) answers the same rows as a CSV file.',
  query: bankWatchListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(bankWatchEntrySchema) },
});

export const createBankWatchEntry = defineEndpoint({
  ...route.createBankWatchEntry,
  tags,
  summary: 'Add an entry and match every merchant bank account against it',
  description: `${ENTRY} Every merchant whose bank account matches gets a match and an alert in the same transaction. ${WRITE} Audited bank-watch-add (never the full number).`,
  body: createBankWatchEntrySchema,
  response: { status: 201, schema: bankWatchEntryDetailSchema },
});

export const getBankWatchEntry = defineEndpoint({
  ...route.getBankWatchEntry,
  tags,
  summary: 'One entry with its matching merchants',
  description:
    'The matching merchants by match time, newest first: id, names, status, when matched, and the alert raised.',
  params,
  response: { status: 200, schema: bankWatchEntryDetailSchema },
  errors: [404],
});

export const updateBankWatchEntry = defineEndpoint({
  ...route.updateBankWatchEntry,
  tags,
  summary: 'Edit an entry and match again',
  description: `The whole entry: ${ENTRY} Leave both account fields out (or empty) to keep the entry's account as it is. The merchants are matched again: new matches raise alerts, matches that no longer hold are removed and their alerts deactivated. The same values again change nothing. ${WRITE} Audited bank-watch-update.`,
  params,
  body: updateBankWatchEntrySchema,
  response: { status: 200, schema: bankWatchEntryDetailSchema },
  errors: [404],
});

export const deleteBankWatchEntry = defineEndpoint({
  ...route.deleteBankWatchEntry,
  tags,
  summary: 'Remove an entry',
  description: `Removes the entry and its matches; the alerts it raised are deactivated (each with its history row). ${WRITE} Audited bank-watch-remove.`,
  params,
  response: { status: 204, schema: null },
  errors: [404],
});
