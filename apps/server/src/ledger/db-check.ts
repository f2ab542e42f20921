// `npm run db:check`: verifies the ledger's invariants; exits non-zero naming each violation.
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { reconcile } from './reconciliation';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const started = Date.now();
    const results = await reconcile(database.query);
    let failed = 0;
    for (const result of results) {
      const ok = result.violations.length === 0;
      if (!ok) failed += 1;
      console.log(`${ok ? 'ok  ' : 'FAIL'}  ${result.name} (${result.checked})`);
      for (const violation of result.violations) console.log(`        ${violation}`);
    }
    console.log(
      `\n${results.length - failed} passed, ${failed} failed (${database.kind}, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    process.exitCode = failed > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `db:check failed: ${(error as Error).message}`,
  );
  process.exit(1);
});
