import {
  completeMigrationsResultSchema,
  completeMigrationsSchema,
  migrateMerchantsSchema,
  migrationListQuerySchema,
  migrationRatesSchema,
  migrationSchema,
} from '../admin-migrations';
import { defineEndpoint } from '../endpoint';
import { listPageEnvelope } from '../list-query';
import * as route from '../routes/admin-migrations';
import { toolRunSchema } from '../tool-runs';

/**
 * The processor migration (part 2 §2 /admin/tools/migrate-accounts, §7 "Tools"): staff holding
 * can-migrate-merchants. Two steps: POST migrate opens each merchant's account on the newer
 * processor (a tool run, applied by background jobs), POST complete-migrations moves the
 * merchants with an opened account onto it.
 */
const tags = ['admin-migrations'];
const WRITE = 'Runs in one transaction under the Idempotency-Key; audited.';

export const migrateMerchants = defineEndpoint({
  ...route.migrateMerchants,
  tags,
  summary: 'Open accounts on the newer processor for chosen merchants (a tool run)',
  description:
    'Body { merchantIds (1 to 5,000, each once), rateId, payoutFrequency, payoutDay }. Every merchant must ' +
    'exist (400 on merchantIds naming the unknown ids), be on the older processor (2), not be closed (33, 133) ' +
    'and have no migration opened or still pending in a run (422 naming the ids). The rate must be a ' +
    'non-residual rate of processor 3 (400 on rateId) offered to every merchant’s partner (linked to it or to ' +
    'no partner; 422 naming the ids). The payout follows the revert’s rules for processor 3: a frequency, and ' +
    'a day unless daily (monday..friday weekly, 1..31 monthly). Answers the queued run (201, kind ' +
    'migrate-accounts, one row per merchant in the order given): background jobs ask processor 3 to open each ' +
    'account (a row applied with the new gateway id, or failed with the processor’s reason); follow it under ' +
    `/admin/merchants/migrate/runs/{id}. ${WRITE} Audited merchant-migration-start; each row merchant-migration-open.`,
  body: migrateMerchantsSchema,
  response: { status: 201, schema: toolRunSchema },
  errors: [422],
});

export const completeMigrations = defineEndpoint({
  ...route.completeMigrations,
  tags,
  summary: 'Move merchants with an opened migration onto the newer processor',
  description:
    'Body { merchantIds? }: these merchants’ opened migrations, or every opened migration when absent (422 ' +
    'when there is none). Each merchant, still on processor 2 and not closed, moves to processor 3 in this ' +
    'call’s transaction: processorId 3, oldProcessorId 2, oldProcessorGatewayId its previous gateway id, ' +
    'oldProcessorGatewayAltId null, processorGatewayId the new account, processorCanRevert 1, the rate ' +
    '(webRateName with the base-tier prefix) and payout schedule of the migration; history grouping ' +
    'Processor; the migration becomes completed. A merchant that cannot move (no opened migration, no longer ' +
    'on processor 2, closed, rate gone) is skipped with why. Answers per merchant what happened. ' +
    `${WRITE} Audited merchant-migration-complete per merchant.`,
  body: completeMigrationsSchema,
  response: { status: 200, schema: completeMigrationsResultSchema },
  errors: [422],
});

export const getMigrations = defineEndpoint({
  ...route.getMigrations,
  tags,
  summary: 'Processor migrations: opened, failed, completed and reverted, paged',
  description:
    '`status` keeps one state; `merchantid` one merchant; `run_id` one run; `search` matches the merchant id ' +
    'or DBA. Sort by id (default -id, the newest first) or createdAt. 10 a page (`perPage` or `per_page`). ' +
    '`download=csv` answers the same rows as a CSV file.',
  query: migrationListQuerySchema,
  response: { status: 200, schema: listPageEnvelope(migrationSchema) },
});

export const getMigrationRates = defineEndpoint({
  ...route.getMigrationRates,
  tags,
  summary: 'The rates a migration may put merchants on',
  description:
    'The non-residual rates of the newer processor (3), by name then id, each with the partners it is ' +
    'linked to (none: every partner may use it). The tool’s own read, under can-migrate-merchants.',
  response: { status: 200, schema: migrationRatesSchema },
});
