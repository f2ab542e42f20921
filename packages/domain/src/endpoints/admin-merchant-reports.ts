import {
  emailHistoryQuerySchema,
  emailHistoryRowSchema,
  fundingHoldQuerySchema,
  fundingHoldRowSchema,
  invalid1099kQuerySchema,
  invalid1099kRowSchema,
  limitRowSchema,
  limitsQuerySchema,
  pendingAccountRowSchema,
  pendingAccountsQuerySchema,
  pendingMigrationRowSchema,
  pendingMigrationsQuerySchema,
} from '../admin-merchant-reports';
import { defineEndpoint } from '../endpoint';
import { listPageEnvelope } from '../list-query';
import * as route from '../routes/admin-merchant-reports';

/**
 * The back office's merchant reports (part 2 §2 "Admin reports", §7 "Reports and overviews"):
 * staff holding each report's key of part 2 §6. Each answers 10 a page by default and, with
 * `download=csv` (and `columns`), every matching row as a CSV file.
 */
const tags = ['admin-reports'];

const MERCHANT =
  '`merchantid` narrows the report to one merchant (an unknown id answers 404); `search` matches the ' +
  'merchant’s id, DBA, legal name, owner name, e-mail, phone or EIN last four.';
const CSV = '`download=csv` (with `columns`) answers every matching row as a CSV file.';

export const getFundingHoldReport = defineEndpoint({
  ...route.getFundingHoldReport,
  tags,
  summary: 'Merchants with a funding hold: reasons, who set it, since when, held balance',
  description:
    `Every merchant whose funding hold is on. ${MERCHANT} \`reason\` keeps holds with one reason; ` +
    '`start_date` / `end_date` (days of `timezone`) the day the hold was first reported. Sort by id, ' +
    'businessCommonName, status, holdFirstReportedDate (default: the oldest first) or heldBalance. ' +
    `\`heldBalance\` is the profile’s Held Balance; \`unsettledNet\` what the ledger has not settled. ${CSV}`,
  query: fundingHoldQuerySchema,
  response: { status: 200, schema: listPageEnvelope(fundingHoldRowSchema) },
  errors: [404],
});

export const getInvalid1099kReport = defineEndpoint({
  ...route.getInvalid1099kReport,
  tags,
  summary: 'US merchants whose tax data cannot make a valid Form 1099-K',
  description:
    'US merchants with approved sale volume between `start_date` and `end_date` (days of `timezone`; ' +
    'all time without them) whose EIN (or, for a sole proprietor without one, the first owner’s SSN) ' +
    'is missing, a placeholder or invalid, whose legal name is missing or whose address is incomplete; ' +
    `\`failedChecks\` names each failure and \`check\` keeps one. ${MERCHANT} Sort by id, ` +
    `businessCommonName, businessLegalName, volume (default: largest first), count or status. ${CSV}`,
  query: invalid1099kQuerySchema,
  response: { status: 200, schema: listPageEnvelope(invalid1099kRowSchema) },
  errors: [404],
});

export const getPendingAccountsReport = defineEndpoint({
  ...route.getPendingAccountsReport,
  tags,
  summary: 'Applications not yet decided and merchants not yet active, longest wait first',
  description:
    'Merchant applications in progress (draft, submitted, more information needed) and merchants in ' +
    'status 2 Submitted, 3 Verifying, 4 Information Needed, 11 In Review or 66 Pending. `kind` keeps ' +
    'applications or merchants; `merchantid` one merchant; `search` matches the id, DBA, legal name or ' +
    'owner e-mail. Sort by daysWaiting (default: the longest first), submittedAt or name. ' +
    `Dates in the CSV are of \`timezone\`. ${CSV}`,
  query: pendingAccountsQuerySchema,
  response: { status: 200, schema: listPageEnvelope(pendingAccountRowSchema) },
  errors: [404],
});

export const getPendingMigrationsReport = defineEndpoint({
  ...route.getPendingMigrationsReport,
  tags,
  summary: 'Merchants still on the older card processor: the processor migration’s worklist',
  description:
    'Every merchant on the older card processor (2) that is not closed (status 33 or 133), with its ' +
    'approved, unvoided sale volume and count of the previous and of the current UTC calendar month ' +
    '(the monthly rollups). `status`, `partner_id` and `country` keep those merchants; ' +
    `${MERCHANT} Sort by lastMonthVolume (default: the largest first), thisMonthVolume, id, ` +
    'businessCommonName, createdAt or status. `per_page` is the spec’s name of `perPage` (and wins). ' +
    `The CSV’s Created date is of \`timezone\`. ${CSV}`,
  query: pendingMigrationsQuerySchema,
  response: { status: 200, schema: listPageEnvelope(pendingMigrationRowSchema) },
  errors: [404],
});

export const getLimitsReport = defineEndpoint({
  ...route.getLimitsReport,
  tags,
  summary: 'Each merchant’s limits against its card and ACH volume this month',
  description:
    'The five limits of part 2 §3 with the approved card and ACH sale volume of the current calendar ' +
    'month in the merchant’s own time zone (the month the limits count), read from the rollups, and the ' +
    `percent of each monthly limit used. \`used_over\` keeps merchants over that percent of a monthly limit. ${MERCHANT} ` +
    `Sort by percentUsed (default: the most used first), id or businessCommonName. ${CSV}`,
  query: limitsQuerySchema,
  response: { status: 200, schema: listPageEnvelope(limitRowSchema) },
  errors: [404],
});

const EMAIL_DESCRIPTION =
  'Every e-mail Paydesk sent, one row per delivery event: queued (written with what caused it), sent, ' +
  'failed (tried again later), dropped (not tried again). `email` keeps one recipient (a whole address, ' +
  'or its start followed by *); `search` finds recipients by the start of the address; `event` one ' +
  'event; `merchantid` the mail about one merchant; `start_date` / `end_date` the event’s day (of ' +
  '`timezone`). Newest first (`sort=at` for oldest first).';

export const getEmailHistory = defineEndpoint({
  ...route.getEmailHistory,
  tags,
  summary: 'The e-mail history: every e-mail sent and its delivery events',
  description: `${EMAIL_DESCRIPTION} ${CSV}`,
  query: emailHistoryQuerySchema,
  response: { status: 200, schema: listPageEnvelope(emailHistoryRowSchema) },
  errors: [404],
});

export const downloadEmailHistory = defineEndpoint({
  ...route.downloadEmailHistory,
  tags,
  summary: 'The e-mail history as CSV: every event of the same filter',
  description: `${EMAIL_DESCRIPTION} Answers every matching row (\`columns\` chooses them), streamed (text/csv).`,
  query: emailHistoryQuerySchema,
  response: { status: 200, schema: null, contentType: 'text/csv' },
  errors: [404],
});
