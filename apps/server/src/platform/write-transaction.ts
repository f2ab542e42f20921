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

/**
 * Runs `work` in a savepoint of the write transaction `tx`: a throw undoes only its writes
 * (and is thrown on), while what it defers with `whenTransactionEnds` still waits for the end
 * of the whole transaction. For work applied item by item in one transaction (a tool run's
 * rows), where one item's refusal must not undo the others.
 */
export async function inSavepoint<T>(tx: Database, work: (sp: Database) => Promise<T>): Promise<T> {
  const scope = scopes.get(tx);
  return tx.transaction(async (sp) => {
    if (scope) scopes.set(sp, scope);
    return work(sp);
  });
}
