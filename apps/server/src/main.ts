import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { applyIdleTimeout, DEMO_SIGN_INS, seedDemoIdentity } from './demo/demo-identity';
import { hasGeneratedData } from './demo/generator/generate';
import { PROFILES } from './demo/generator/profiles';
import { seedProfile } from './demo/seed-runner';
import { registerBankFingerprintJobs } from './modules/admin-bank-watch/bank-fingerprint-backfill.service';
import {
  bulkAddUsersHandler,
  bulkUpdateAccountStatusHandler,
  bulkUpdateRatesHandler,
} from './modules/admin-bulk-tools/admin-bulk-tools.service';
import { registerCtaDeadlineJobs } from './modules/admin-ctas/cta-deadline-jobs.service';
import { migrationRowHandler } from './modules/admin-migrations/admin-migrations.service';
import { registerPlatformRollupJobs } from './modules/admin-overview/platform-rollups';
import { registerBillingJobs } from './modules/billing/billing-jobs.service';
import { registerDisputeJobs } from './modules/disputes/dispute-jobs.service';
import { registerReportScheduleJobs } from './modules/report-schedules/report-schedule-jobs.service';
import { registerToolRunJobs } from './modules/tool-runs/tool-runs.service';
import { createJobRunner } from './platform/jobs/job-runner';
import { connectRedis } from './platform/redis';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // Before anything slow: a configured Redis that does not answer stops the start.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onRecovered: (message) => console.warn(message),
    serving: true,
  });
  await database.migrate();
  let seeded = false;
  if (config.demoData && !(await hasGeneratedData(database))) {
    console.log('First start: generating the demo data set (two years of payments)...');
    await seedProfile(database, config, {
      profile: PROFILES.demo,
      seed: 'paydesk',
      end: new Date(),
    });
    seeded = true;
  } else if (config.demoData) {
    await seedDemoIdentity(database.db);
  }
  await applyIdleTimeout(database.db, config.idleTimeoutMinutes);
  const app = await buildApp({ config, database, redis });
  // Background jobs (docs/architecture.md "Background jobs"): off on a replica that only serves.
  const jobs = config.jobsEnabled
    ? createJobRunner({
        db: database.db,
        clock: app.clock,
        onError: (error, job) =>
          app.log.error(
            { err: error, jobId: job?.id, jobKind: job?.kind },
            'background job failed',
          ),
      })
    : undefined;
  if (jobs) {
    registerDisputeJobs(jobs, app);
    registerBillingJobs(jobs, app);
    registerReportScheduleJobs(jobs, app);
    registerPlatformRollupJobs(jobs);
    registerBankFingerprintJobs(jobs, app);
    registerCtaDeadlineJobs(jobs, app);
    // The row handlers of the tools' runs (processor migration, bulk operations).
    registerToolRunJobs(jobs, app, [
      migrationRowHandler,
      bulkAddUsersHandler,
      bulkUpdateRatesHandler,
      bulkUpdateAccountStatusHandler,
    ]);
    app.addHook('onClose', () => jobs.stop());
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  jobs?.start();
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  console.log(`\nPaydesk is running at ${config.publicUrl} (database: ${where})`);
  if (config.demoData) {
    console.log(seeded ? 'Demo data seeded. Demo sign-ins:' : 'Demo sign-ins:');
    for (const demo of DEMO_SIGN_INS)
      console.log(`  ${demo.email.padEnd(24)} ${demo.password.padEnd(20)} ${demo.who}`);
  }
  console.log('');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
    console.error('Paydesk could not start:', error instanceof Error ? error.message : error);
    if (cause) console.error('Cause:', cause.message);
    if (error instanceof Error && error.stack) console.error(error.stack);
  }
  process.exit(1);
});
