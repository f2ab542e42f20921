import type { Database } from '../db/client';

/**
 * The transaction of a state-changing call, with what must happen once it has ended whatever
 * its outcome (an audit row of a refused attempt must outlive the rollback). On PGlite a
 * write through the pool while the transaction is open would wait for it forever, so such
 * work waits for the end instead.
 */
interface WriteScope {
  outer: Database;
  afterEnd: ((outer: Database) => Promise<void>)[];
}

const scopes = new WeakMap<Database, WriteScope>();

/** Runs `work` in one transaction, then what it deferred with `whenTransactionEnds`. */
export async function inWriteTransaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const scope: WriteScope = { outer: db, afterEnd: [] };
  try {
    return await db.transaction(async (tx) => {
      scopes.set(tx, scope);
      return work(tx);
    });
  } finally {
    for (const task of scope.afterEnd) await task(db);
  }
}

/**
 * Runs `task` on the pool once the write transaction `db` has ended (committed or rolled
 * back), or now when `db` is not one.
 */
export async function whenTransactionEnds(
  db: Database,
  task: (outer: Database) => Promise<void>,
): Promise<void> {
  const scope = scopes.get(db);
  if (scope) scope.afterEnd.push(task);
  else await task(db);
}
