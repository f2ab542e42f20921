import { pino } from 'pino';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { refreshPlatformRollups } from '../modules/admin-overview/platform-rollups';
import { createFieldCipher, loadEncryptionKey } from '../platform/encryption';
import { createFileStorage } from '../platform/file-storage/create-file-storage';
import { inWriteTransaction } from '../platform/write-transaction';
import { seedBackOfficeDemo, seedBackOfficeFiles } from './demo-back-office';
import { seedDemoDisputes } from './demo-disputes';
import { seedDemoIdentity } from './demo-identity';
import { type GenerateResult, generate } from './generator/generate';
import type { Profile } from './generator/profiles';

/** A one-line progress bar with rows per second, redrawn in place on a terminal. */
export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  let lastLine = 0;
  return ({
    merchantsDone,
    merchants,
    rows,
  }: {
    merchantsDone: number;
    merchants: number;
    rows: number;
  }) => {
    const share = merchantsDone / merchants;
    const seconds = Math.max(0.001, (Date.now() - started) / 1000);
    const bar = '#'.repeat(Math.round(share * 30)).padEnd(30, '.');
    const line = `${label} [${bar}] ${(share * 100).toFixed(0).padStart(3)}%  merchants ${merchantsDone}/${merchants}  ${rows.toLocaleString('en-US')} rows  ${Math.round(rows / seconds).toLocaleString('en-US')} rows/s`;
    if (stream.isTTY) stream.write(`\r${line}`);
    else if (Date.now() - lastLine > 5_000 || merchantsDone === merchants) {
      stream.write(`${line}\n`);
      lastLine = Date.now();
    }
    if (stream.isTTY && merchantsDone === merchants) stream.write('\n');
  };
}

/** Seeds the demo users, then generates a profile's payments (refused on a database that has them). */
export async function seedProfile(
  database: DatabaseHandle,
  config: Config,
  options: { profile: Profile; seed: string; end: Date; quiet?: boolean },
): Promise<GenerateResult> {
  await seedDemoIdentity(database.db);
  const cipher = createFieldCipher(
    loadEncryptionKey({ encryptionKey: config.encryptionKey, dataDir: config.dataDir }),
  );
  const result = await generate(database, {
    profile: options.profile,
    seed: options.seed,
    end: options.end,
    cipher,
    ...(options.quiet ? {} : { onProgress: progressBar(`seed ${options.profile.name}`) }),
  });
  await seedDemoDisputes(database, options.end);
  const backOffice = await seedBackOfficeDemo(database.db, cipher, options.end);
  const backOfficeFiles = await seedBackOfficeFiles(
    database,
    createFileStorage(config),
    options.end,
    pino({ level: 'warn' }),
  );
  // The days the generator wrote are all pending: sum them now, not at the first job pass.
  await inWriteTransaction(database.db, (tx) => refreshPlatformRollups(tx));
  return {
    ...result,
    rows: { ...result.rows, back_office_demo: backOffice + backOfficeFiles },
  };
}
