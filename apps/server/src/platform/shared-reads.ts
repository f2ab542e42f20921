/**
 * Reads several requests ask for at once (the seven dashboard tiles of one range) run once:
 * callers of the same key share the read in flight and, for `keepMs` after it answered, its
 * result. Scoped per database handle, bounded in size. A failed read is not kept.
 */
const reads = new WeakMap<object, Map<string, { value: Promise<unknown>; until: number }>>();
const MAX_ENTRIES = 1_000;

export function sharedRead<T>(
  scope: object,
  key: string,
  keepMs: number,
  load: () => Promise<T>,
): Promise<T> {
  let entries = reads.get(scope);
  if (!entries) {
    entries = new Map();
    reads.set(scope, entries);
  }
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.until > now) return hit.value as Promise<T>;
  if (entries.size >= MAX_ENTRIES) {
    for (const [k, entry] of entries) if (entry.until <= now) entries.delete(k);
    if (entries.size >= MAX_ENTRIES) entries.clear();
  }
  const entry = { value: load() as Promise<unknown>, until: Number.POSITIVE_INFINITY };
  entries.set(key, entry);
  const table = entries;
  entry.value.then(
    () => {
      entry.until = Date.now() + keepMs;
    },
    () => {
      if (table.get(key) === entry) table.delete(key);
    },
  );
  return entry.value as Promise<T>;
}

/** Drops a kept read (after a write that changed what it read), so the next caller reads again. */
export function forgetSharedRead(scope: object, key: string): void {
  reads.get(scope)?.delete(key);
}
