import type { ColumnSpec } from './list-params';

/**
 * The processor migration (part 2 §2 /admin/tools/migrate-accounts, §7 POST
 * /admin/merchants/migrate and /complete-migrations), without zod: what the screen paints
 * with. Merchants move from the older card processor (2) to the newer one (3) in two steps:
 * the newer processor opens an account for each chosen merchant (a tool run, row by row), then
 * an admin completes the opened migrations, which moves the merchants onto their new accounts.
 */

export const MIGRATION_FROM_PROCESSOR_ID = 2;
export const MIGRATION_TO_PROCESSOR_ID = 3;
/** The most merchants one migration run takes. */
export const MIGRATION_MAX_MERCHANTS = 5_000;

/**
 * A migration's states: `opened` (the newer processor opened the account; the merchant is still
 * on processor 2), `failed` (the processor refused, with its reason), `completed` (the merchant
 * is on processor 3) and `reverted` (the profile's Revert Processor took it back to 2).
 */
export const MIGRATION_STATUSES = ['opened', 'failed', 'completed', 'reverted'] as const;
export type MigrationStatus = (typeof MIGRATION_STATUSES)[number];

export const MIGRATION_STATUS_LABELS: Record<MigrationStatus, string> = {
  opened: 'Account opened',
  failed: 'Failed',
  completed: 'Completed',
  reverted: 'Reverted',
};

/** The columns of GET /admin/merchants/migrations (and of its CSV). */
export const MIGRATION_COLUMNS = [
  { key: 'id', label: 'ID', sortable: true, numeric: true, defaultVisible: true },
  { key: 'merchantId', label: 'Merchant ID', numeric: true, defaultVisible: true },
  { key: 'businessCommonName', label: 'DBA', defaultVisible: true },
  { key: 'status', label: 'Status', defaultVisible: true },
  { key: 'newGatewayId', label: 'New gateway ID', defaultVisible: true },
  { key: 'rateName', label: 'Rate', defaultVisible: true },
  { key: 'payoutFrequency', label: 'Payout', defaultVisible: true },
  { key: 'failureMessage', label: 'Reason', defaultVisible: true },
  { key: 'runId', label: 'Run', numeric: true },
  { key: 'createdBy', label: 'Started by' },
  { key: 'createdAt', label: 'Started', sortable: true, defaultVisible: true },
  { key: 'completedAt', label: 'Completed' },
] as const satisfies readonly ColumnSpec[];
export type MigrationColumn = (typeof MIGRATION_COLUMNS)[number]['key'];
export const MIGRATION_DEFAULT_SORT = '-id';

/** User-visible messages of the migration (Paydesk's: the spec is silent). */
export const MIGRATION_MESSAGES = {
  merchantsRequired: 'Please choose at least one merchant.',
  merchantsTooMany: `A migration takes at most ${MIGRATION_MAX_MERCHANTS.toLocaleString('en-US')} merchants.`,
  merchantsRepeated: 'Each merchant may be chosen once.',
  merchantsUnknown: 'These merchant ids were not found:',
  rateRequired: 'Please select a rate.',
  rateNotNewer: 'Please select a rate of the newer processor (3) that merchants may be put on.',
  notOnOlder: 'These merchants are not on the older processor (2):',
  closed: 'These merchants are closed:',
  alreadyMigrating: 'These merchants already have a migration under way or opened:',
  rateNotForPartner: 'The chosen rate is not offered to the partner of these merchants:',
  started: 'The migration has started: the newer processor opens the accounts one by one.',
  nothingToComplete: 'There is no opened migration to complete.',
  noOpenedMigration: 'This merchant has no opened migration.',
  completed: 'The merchant moved to the newer processor.',
  rowNotOnOlder: 'The merchant is no longer on the older processor (2).',
  rowClosed: 'The merchant account is closed.',
  rowRateGone: 'The migration’s rate no longer exists or is no longer offered.',
} as const;

/** A list of ids in a message: the first 20, then how many more. */
export function idsInMessage(ids: readonly number[]): string {
  const shown = ids.slice(0, 20).join(', ');
  return ids.length > 20 ? `${shown} and ${ids.length - 20} more` : shown;
}
