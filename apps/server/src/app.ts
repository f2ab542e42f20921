import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { accountRoutes } from './modules/account/account.routes';
import { adminAuditRoutes } from './modules/admin-audit/admin-audit.routes';
import { adminBankWatchRoutes } from './modules/admin-bank-watch/admin-bank-watch.routes';
import { adminBulkToolRoutes } from './modules/admin-bulk-tools/admin-bulk-tools.routes';
import { adminCtaRoutes } from './modules/admin-ctas/admin-ctas.routes';
import { adminDisputeReportRoutes } from './modules/admin-dispute-reports/admin-dispute-reports.routes';
import { adminMerchantActionRoutes } from './modules/admin-merchant-actions/admin-merchant-actions.routes';
import { adminMerchantProfileRoutes } from './modules/admin-merchant-profile/admin-merchant-profile.routes';
import { adminMerchantRecordRoutes } from './modules/admin-merchant-records/admin-merchant-records.routes';
import { adminMerchantReportRoutes } from './modules/admin-merchant-reports/admin-merchant-reports.routes';
import { adminMerchantSettingRoutes } from './modules/admin-merchant-settings/admin-merchant-settings.routes';
import { adminMerchantVolumeRoutes } from './modules/admin-merchant-volume/admin-merchant-volume.routes';
import { adminMerchantRoutes } from './modules/admin-merchants/admin-merchants.routes';
import { adminMigrationRoutes } from './modules/admin-migrations/admin-migrations.routes';
import { adminOverviewRoutes } from './modules/admin-overview/admin-overview.routes';
import { adminPartnerReportRoutes } from './modules/admin-partner-reports/admin-partner-reports.routes';
import { adminPartnerRoutes } from './modules/admin-partners/admin-partners.routes';
import { adminPlatformPayoutRoutes } from './modules/admin-platform-payouts/admin-platform-payouts.routes';
import { adminRateRoutes } from './modules/admin-rates/admin-rates.routes';
import { adminTransactionReportRoutes } from './modules/admin-transaction-reports/admin-transaction-reports.routes';
import { adminUserRoutes } from './modules/admin-users/admin-users.routes';
import { applicationRoutes } from './modules/applications/applications.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { clientErrorRoutes } from './modules/client-errors/client-errors.routes';
import { ctaRoutes } from './modules/cta/cta.routes';
import { customerRoutes } from './modules/customers/customers.routes';
import { depositRoutes } from './modules/deposits/deposits.routes';
import { devOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes';
import { deviceRoutes } from './modules/devices/devices.routes';
import { disputeRoutes } from './modules/disputes/disputes.routes';
import { fileRoutes } from './modules/files/files.routes';
import { healthRoutes } from './modules/health/health.routes';
import { identityRoutes } from './modules/identity/identity.routes';
import { createIdentityProvider } from './modules/identity/identity-provider';
import { merchantAlertRoutes } from './modules/merchant-alerts/merchant-alerts.routes';
import { merchantRoutes } from './modules/merchants/merchants.routes';
import { overviewRoutes } from './modules/overview/overview.routes';
import { productRoutes } from './modules/products/products.routes';
import { reportScheduleRoutes } from './modules/report-schedules/report-schedules.routes';
import { savedViewRoutes } from './modules/saved-views/saved-views.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes';
import { teamRoutes } from './modules/team/team.routes';
import { toolRunRoutes } from './modules/tool-runs/tool-runs.routes';
import { transactionRoutes } from './modules/transactions/transactions.routes';
import { registerAccessPolicies } from './platform/access-policy';
import { registerCompression } from './platform/compression';
import { createFieldCipher, type FieldCipher, loadEncryptionKey } from './platform/encryption';
import {
  handleClientError,
  handleError,
  handleFrameworkError,
  MAX_PARAM_LENGTH,
} from './platform/error-handler';
import { createFileStorage } from './platform/file-storage/create-file-storage';
import { sweepIdempotencyKeys } from './platform/idempotency';
import { registerInputGuard } from './platform/input-guard';
import { registerListCache } from './platform/lists/list-route';
import { loggerOptions, RequestLog, registerRequestLog } from './platform/logger';
import { createMailer } from './platform/mail';
import { registerOpenApi } from './platform/openapi';
import { registerRateLimits } from './platform/rate-limit';
import { loadAuthSecret } from './platform/secrets';
import { registerSecurityHeaders } from './platform/security';
import {
  type Clock,
  decorateSharedDependencies,
  systemClock,
} from './platform/shared-dependencies';
import { registerWebApp } from './platform/web-app';
import { createProcessors, type Processors } from './processors/processor-registry';
import { webDistFolder } from './server-root';

/** Largest JSON body accepted; file uploads get their own limit on their routes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** How often expired idempotency keys are swept. */
const SWEEP_EVERY_MS = 60 * 60_000;

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The built web app to serve; defaults to apps/web/dist. */
  webDist?: string;
  /** Where log lines go (stdout by default; tests pass a stream to read them back). */
  logStream?: DestinationStream;
  /** The rate-limit counters' store (`REDIS_URL`, see platform/redis.ts); closed with the app. */
  redis?: Redis;
  /** The clock of every rule (tests move it to expire codes and sessions). */
  now?: () => Date;
  /** The processors live actions go through (tests pass seeded ones). */
  processors?: Processors;
  /** The field cipher (ENCRYPTION_KEY, or the key generated into DATA_DIR, by default). */
  cipher?: FieldCipher;
}

/**
 * The field cipher, its key read (or generated into DATA_DIR) when first used: an app that
 * never seals a value (most tests) leaves the data folder alone. In production the key comes
 * from ENCRYPTION_KEY, which the config requires.
 */
function lazyCipher(load: () => FieldCipher): FieldCipher {
  let cipher: FieldCipher | undefined;
  const get = () => {
    cipher ??= load();
    return cipher;
  };
  return {
    encrypt: (plain) => get().encrypt(plain),
    decrypt: (sealed) => get().decrypt(sealed),
    fingerprint: (plain) => get().fingerprint(plain),
  };
}

/**
 * Builds the whole server; used by main.ts and by every test. Order matters: the shared
 * dependencies are decorated first, then the security headers (so every answer carries them),
 * the guard, rate limits and input checks, then the modules, each a plugin that reads what it
 * needs from the app.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: new RequestLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  const clock: Clock = options.now ? { now: options.now } : systemClock;
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    onError: (error) => app.log.error({ err: error }, 'mail delivery pass failed'),
  });
  decorateSharedDependencies(app, {
    config,
    database,
    clock,
    mailer,
    processors: options.processors ?? createProcessors(),
    tokenKey: loadAuthSecret({ authSecret: config.authSecret, dataDir: config.dataDir }),
    cipher:
      options.cipher ??
      lazyCipher(() =>
        createFieldCipher(
          loadEncryptionKey({ encryptionKey: config.encryptionKey, dataDir: config.dataDir }),
        ),
      ),
    fileStorage: createFileStorage(config),
  });
  app.addHook('onClose', async () => mailer.stop());

  registerRequestLog(app);
  registerSecurityHeaders(app);
  registerCompression(app);
  registerAccessPolicies(app, createIdentityProvider(app));
  const { redis } = options;
  if (redis) {
    redis.on('error', (error) =>
      app.log.warn({ err: error }, 'Redis does not answer: rate limits are not counted meanwhile'),
    );
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  await registerRateLimits(app, { redis });
  registerInputGuard(app);
  registerListCache(app, config.listCacheEntries);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(clientErrorRoutes);
  await app.register(identityRoutes);
  await app.register(accountRoutes);
  await app.register(settingsRoutes);
  await app.register(merchantRoutes);
  await app.register(overviewRoutes);
  await app.register(transactionRoutes);
  await app.register(depositRoutes);
  await app.register(disputeRoutes);
  await app.register(customerRoutes);
  await app.register(checkoutRoutes);
  await app.register(productRoutes);
  await app.register(subscriptionRoutes);
  await app.register(savedViewRoutes);
  await app.register(fileRoutes);
  await app.register(teamRoutes);
  await app.register(deviceRoutes);
  await app.register(ctaRoutes);
  await app.register(adminMerchantActionRoutes);
  await app.register(toolRunRoutes);
  await app.register(applicationRoutes);
  await app.register(adminMerchantRoutes);
  await app.register(adminOverviewRoutes);
  await app.register(adminMerchantProfileRoutes);
  await app.register(adminMerchantRecordRoutes);
  await app.register(adminMerchantSettingRoutes);
  await app.register(merchantAlertRoutes);
  await app.register(adminMerchantVolumeRoutes);
  await app.register(adminAuditRoutes);
  await app.register(reportScheduleRoutes);
  await app.register(adminPartnerReportRoutes);
  await app.register(adminPartnerRoutes);
  await app.register(adminRateRoutes);
  await app.register(adminBankWatchRoutes);
  await app.register(adminPlatformPayoutRoutes);
  await app.register(adminMigrationRoutes);
  await app.register(adminBulkToolRoutes);
  await app.register(adminCtaRoutes);
  await app.register(adminTransactionReportRoutes);
  await app.register(adminDisputeReportRoutes);
  await app.register(adminMerchantReportRoutes);
  await app.register(adminUserRoutes);
  if (config.nodeEnv !== 'production') await app.register(devOutboxRoutes);

  const sweep = setInterval(() => {
    sweepIdempotencyKeys({ db: database.db, clock }).catch((error: unknown) =>
      app.log.warn({ err: error }, 'sweeping expired idempotency keys failed'),
    );
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  await registerWebApp(app, options.webDist ?? webDistFolder);
  return app;
}
