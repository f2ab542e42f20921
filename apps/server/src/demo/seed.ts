// `npm run seed -- --profile demo|large [--merchants N] [--days D] [--seed S] [--end YYYY-MM-DD]`
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { PROFILES } from './generator/profiles';
import { seedProfile } from './seed-runner';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      profile: { type: 'string', default: 'demo' },
      merchants: { type: 'string' },
      days: { type: 'string' },
      seed: { type: 'string', default: 'paydesk' },
      end: { type: 'string' },
    },
  });
  const base = PROFILES[values.profile as keyof typeof PROFILES];
  if (!base) throw new ConfigError(`--profile must be one of ${Object.keys(PROFILES).join(', ')}`);
  const positive = (name: string, text: string | undefined, fallback: number) => {
    if (text === undefined) return fallback;
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1)
      throw new ConfigError(`--${name} must be a whole number above 0`);
    return n;
  };
  const profile = {
    ...base,
    merchants: positive('merchants', values.merchants, base.merchants),
    days: positive('days', values.days, base.days),
  };
  const end = values.end ? new Date(`${values.end}T00:00:00Z`) : new Date();
  if (Number.isNaN(end.getTime())) throw new ConfigError('--end must be a date, YYYY-MM-DD');

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const result = await seedProfile(database, config, {
      profile,
      seed: values.seed ?? 'paydesk',
      end,
    });
    const total = Object.values(result.rows).reduce((sum, n) => sum + n, 0);
    console.log(
      `\nSeeded profile ${profile.name} (${database.kind}) in ${(result.elapsedMs / 1000).toFixed(1)} s:`,
    );
    for (const [table, n] of Object.entries(result.rows))
      console.log(`  ${table.padEnd(26)} ${n.toLocaleString('en-US').padStart(12)}`);
    console.log(
      `  ${'total'.padEnd(26)} ${total.toLocaleString('en-US').padStart(12)}  (${Math.round(total / (result.elapsedMs / 1000)).toLocaleString('en-US')} rows/s)`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `Seeding failed: ${(error as Error).message}`,
  );
  process.exit(1);
});
