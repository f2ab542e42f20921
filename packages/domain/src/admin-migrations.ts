import { z } from 'zod';
import {
  ADMIN_ACTION_MESSAGES,
  PAYOUT_FREQUENCIES,
  revertPayoutFor,
} from './admin-merchant-actions';
import { perPageAlias, spellingsOfTheSpec } from './admin-merchants';
import {
  MIGRATION_COLUMNS,
  MIGRATION_DEFAULT_SORT,
  MIGRATION_MAX_MERCHANTS,
  MIGRATION_MESSAGES,
  MIGRATION_STATUSES,
  MIGRATION_TO_PROCESSOR_ID,
} from './admin-migration-fields';
import { idField, idParam } from './ids';
import { DEFAULT_PAGE_SIZE } from './list-params';
import { listQuerySchema } from './list-query';

/**
 * The processor migration's calls (part 2 §7 "Tools": POST /admin/merchants/migrate and
 * /complete-migrations; beyond the spec, GET /admin/merchants/migrations). Column keys,
 * statuses and messages: admin-migration-fields.ts (zod-free).
 */

const merchantIdsField = z
  .array(idField('merchant', 'A merchant to migrate'), {
    error: MIGRATION_MESSAGES.merchantsRequired,
  })
  .max(MIGRATION_MAX_MERCHANTS, MIGRATION_MESSAGES.merchantsTooMany)
  .refine((ids) => new Set(ids).size === ids.length, MIGRATION_MESSAGES.merchantsRepeated);

/**
 * POST /admin/merchants/migrate: the merchants (1 to 5,000, each once), the rate on processor 3,
 * and the payout schedule (the revert's rules for processor 3, part 2 §5: a frequency, and a day
 * unless daily: monday..friday for weekly, 1..31 for monthly).
 */
export const migrateMerchantsSchema = z
  .object({
    merchantIds: merchantIdsField.min(1, MIGRATION_MESSAGES.merchantsRequired),
    rateId: idField('rate', 'A non-residual rate of the newer processor (3)').meta({
      description: 'A non-residual rate of the newer processor (3)',
    }),
    payoutFrequency: z
      .enum(PAYOUT_FREQUENCIES, { error: ADMIN_ACTION_MESSAGES.payoutFrequency })
      .meta({ description: "'daily', 'weekly' or 'monthly'" }),
    payoutDay: z
      .string({ error: ADMIN_ACTION_MESSAGES.payoutDay })
      .max(20, ADMIN_ACTION_MESSAGES.payoutDay)
      .nullish()
      .meta({ description: 'monday..friday (weekly) or 1–31 (monthly); empty for daily' }),
  })
  .superRefine((body, context) => {
    const payout = revertPayoutFor(MIGRATION_TO_PROCESSOR_ID, body.payoutFrequency, body.payoutDay);
    if (!payout.ok) {
      context.addIssue({
        code: 'custom',
        path: [payout.field === 'selectedPayoutDay' ? 'payoutDay' : 'payoutFrequency'],
        message: payout.message,
      });
    }
  })
  .meta({
    id: 'MigrateMerchants',
    examples: [
      { merchantIds: [100004, 100012], rateId: 3, payoutFrequency: 'weekly', payoutDay: 'friday' },
    ],
  });
export type MigrateMerchantsInput = z.input<typeof migrateMerchantsSchema>;
export type MigrateMerchants = z.output<typeof migrateMerchantsSchema>;

/** POST /admin/merchants/complete-migrations: these merchants' opened migrations, or all of them. */
export const completeMigrationsSchema = z
  .object({
    merchantIds: merchantIdsField.min(1, MIGRATION_MESSAGES.merchantsRequired).optional().meta({
      description:
        'The merchants whose opened migration completes; absent: every opened migration.',
    }),
  })
  .meta({ id: 'CompleteMigrations' });
export type CompleteMigrations = z.infer<typeof completeMigrationsSchema>;

/** What became of one merchant of a completion. */
export const completedMigrationSchema = z.object({
  merchantId: z.number().int(),
  businessCommonName: z.string().nullable(),
  outcome: z.enum(['completed', 'skipped']),
  message: z.string(),
  /** The merchant's gateway id on processor 3 (completed), else null. */
  processorGatewayId: z.string().nullable(),
  webRateName: z.string().nullable(),
});
export type CompletedMigration = z.infer<typeof completedMigrationSchema>;

export const completeMigrationsResultSchema = z
  .object({
    completed: z.number().int(),
    skipped: z.number().int(),
    data: z.array(completedMigrationSchema),
  })
  .meta({ id: 'CompletedMigrations' });
export type CompleteMigrationsResult = z.infer<typeof completeMigrationsResultSchema>;

/** One migration of GET /admin/merchants/migrations. */
export const migrationSchema = z
  .object({
    id: z.number().int(),
    merchantId: z.number().int(),
    businessCommonName: z.string(),
    status: z.enum(MIGRATION_STATUSES),
    fromProcessorId: z.number().int(),
    toProcessorId: z.number().int(),
    newGatewayId: z.string().nullable(),
    rateId: z.number().int().nullable(),
    rateName: z.string().nullable(),
    payoutFrequency: z.enum(PAYOUT_FREQUENCIES),
    payoutAnchor: z.string().nullable(),
    /** The processor's reason of a failed migration. */
    failureMessage: z.string().nullable(),
    runId: z.number().int().nullable(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'ProcessorMigration' });
export type Migration = z.infer<typeof migrationSchema>;

export const migrationListQuerySchema = listQuerySchema({
  columns: MIGRATION_COLUMNS,
  defaultSort: MIGRATION_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
})
  .safeExtend({
    status: z
      .enum(MIGRATION_STATUSES)
      .optional()
      .meta({ description: 'Only migrations in this state' }),
    merchantid: idParam('merchant', 'Only the migrations of this merchant').optional(),
    run_id: idParam('migrationRun', 'Only the migrations of this run').optional(),
    per_page: perPageAlias.optional(),
  })
  .overwrite(spellingsOfTheSpec);
export type MigrationListQuery = z.output<typeof migrationListQuerySchema>;

/** GET /admin/merchants/migrate/rates: the rates of processor 3 a migration may use. */
export const migrationRatesSchema = z
  .object({
    data: z.array(
      z.object({
        id: z.number().int(),
        rateName: z.string(),
        /** The partners it is linked to; empty: every partner may use it. */
        partnerIds: z.array(z.number().int()),
      }),
    ),
  })
  .meta({ id: 'MigrationRates' });
export type MigrationRates = z.infer<typeof migrationRatesSchema>;
