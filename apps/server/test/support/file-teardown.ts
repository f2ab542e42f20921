/**
 * What a test file opened (apps, databases) and closes at its end. A helper such as
 * createTestApp is usually called from a `beforeAll`, where an `afterAll` it registered would
 * never run (hooks are collected before the tests start), so its databases stayed open and,
 * with `isolate: false`, each file's PGlite (about 450 MB) stayed in the worker's memory until
 * the kernel killed it. The setup file `file-teardown-hooks.ts` registers one `afterAll` per
 * file, at collection, that runs what was queued here, last opened first.
 */
const pending: (() => Promise<void>)[] = [];

/** Queues `close` to run when the current test file ends. */
export function closeAtFileEnd(close: () => Promise<void>): void {
  pending.push(close);
}

/** Runs and forgets every queued close, last queued first; the first failure is thrown after all ran. */
export async function runFileTeardowns(): Promise<void> {
  let failure: unknown;
  while (pending.length > 0) {
    const close = pending.pop() as () => Promise<void>;
    try {
      await close();
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
}
