import type { RawQuery } from '../../db/client';

const TABLES = [
  'transactions',
  'batches',
  'deposits',
  'chargebacks',
  'retrievals',
  'ach_returns',
] as const;
export type LedgerTable = (typeof TABLES)[number];

/** Hands out ids client-side (so rows can reference each other before insert); deterministic. */
export class IdAllocator {
  private constructor(private readonly next: Record<LedgerTable, number>) {}

  static async start(query: RawQuery): Promise<IdAllocator> {
    const next = {} as Record<LedgerTable, number>;
    for (const table of TABLES) {
      const [row] = await query<{ max: string | null }>(
        `select max(id)::text as max from ${table}`,
      );
      next[table] = Number(row?.max ?? 0) + 1;
    }
    return new IdAllocator(next);
  }

  take(table: LedgerTable): number {
    const id = this.next[table];
    this.next[table] = id + 1;
    return id;
  }

  /** Moves each identity sequence past the ids handed out, for rows inserted later by the database. */
  static async syncSequences(query: RawQuery): Promise<void> {
    for (const table of TABLES) {
      await query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      );
    }
  }
}
