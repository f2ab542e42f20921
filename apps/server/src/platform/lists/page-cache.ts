import type { SortKey } from './keyset';

/**
 * What a list learned about one query at one snapshot (`asOf`): its count, and the sort key
 * at row offsets it has served, so the next page (or a jump back) seeks from the nearest known
 * position instead of counting rows from the top. A query at a snapshot never changes (rows
 * after `asOf` are outside it), so nothing here goes stale; entries are only evicted, least
 * recently used first. One per app (`app.listCache`); another replica learns on its own.
 * `LIST_CACHE_ENTRIES` sizes it (0 turns it off: every read counts and seeks afresh).
 */
interface Entry {
  count: Promise<number> | undefined;
  /** Offset of the row after the keyed one → that key. */
  positions: Map<number, SortKey>;
}

const MAX_POSITIONS = 2_000;

export class PageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(readonly maxEntries: number) {}

  private entryOf(signature: string): Entry {
    let entry = this.entries.get(signature);
    if (entry) {
      this.entries.delete(signature);
    } else {
      entry = { count: undefined, positions: new Map() };
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    }
    if (this.maxEntries > 0) this.entries.set(signature, entry);
    return entry;
  }

  /** The count of a query at a snapshot, computed once (concurrent asks share it). */
  count(signature: string, count: () => Promise<number>): Promise<number> {
    const entry = this.entryOf(signature);
    if (!entry.count) {
      const counting = count();
      entry.count = counting;
      counting.catch(() => {
        if (entry.count === counting) entry.count = undefined;
      });
    }
    return entry.count;
  }

  /** The nearest known position at or before `offset`: rows after `key` start at `offset`. */
  nearest(signature: string, offset: number): { offset: number; key: SortKey } | undefined {
    const positions = this.entries.get(signature)?.positions;
    if (!positions) return undefined;
    let best: { offset: number; key: SortKey } | undefined;
    for (const [at, key] of positions) {
      if (at <= offset && (!best || at > best.offset)) best = { offset: at, key };
    }
    return best;
  }

  /** Remembers that the row after `key` is at `offset`. */
  remember(signature: string, offset: number, key: SortKey): void {
    const positions = this.entryOf(signature).positions;
    positions.delete(offset);
    positions.set(offset, key);
    if (positions.size > MAX_POSITIONS) {
      const oldest = positions.keys().next().value;
      if (oldest !== undefined) positions.delete(oldest);
    }
  }
}
