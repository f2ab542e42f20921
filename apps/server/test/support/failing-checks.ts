import { type Database, type DatabaseHandle, sqlQuery } from '../../src/db/client';
import { type CheckResult, reconcile } from '../../src/ledger/reconciliation';

class RollBack extends Error {
  constructor(readonly failing: CheckResult[]) {
    super('roll back');
  }
}

/**
 * Runs `work` in a transaction, answers the reconciliation checks that fail afterwards, and
 * rolls everything back, so tests (and property-test shrinks) never see each other's rows.
 */
export async function failingChecksAfter(
  database: DatabaseHandle,
  work: (tx: Database) => Promise<void>,
): Promise<CheckResult[]> {
  try {
    await database.db.transaction(async (tx) => {
      await work(tx);
      const checks = await reconcile(sqlQuery(tx));
      throw new RollBack(checks.filter((check) => check.violations.length > 0));
    });
  } catch (error) {
    if (error instanceof RollBack) return error.failing;
    throw error;
  }
  throw new Error('unreachable: the transaction always rolls back');
}
