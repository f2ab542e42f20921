import type { ObjectKindEntry, OwnContext } from '../object-kind-types';

/**
 * The security harness's entries for the bank watch list (module admin-bank-watch): the id
 * kind its paths name. An entry is the provider's, not a merchant's: `own` is any one (seeded
 * when the delete of another call took the last), `foreign` is one too (only admins reach these
 * routes; the matrix's merchant callers are refused before the body is read).
 * test/modules/admin-bank-watch covers the rules and the 2xx.
 */
export const refusals: Record<string, { status: number; why: string }> = {
  'POST /api/admin/reports/bank-watch': {
    status: 400,
    why: 'the generic body leaves out both optional account fields, and a new entry needs one of them (accountNumberLast4 or accountNumber; test/modules/admin-bank-watch adds entries)',
  },
};

async function anyEntry(database: OwnContext['database']): Promise<number | undefined> {
  const [row] = await database.query<{ id: number }>(
    'select id from bank_watch_list order by id limit 1',
  );
  if (row) return Number(row.id);
  const [made] = await database.query<{ id: number }>(
    `insert into bank_watch_list (routing_number, account_number_last4, bank_name, reason)
       values ('021000021', '0000', 'Harness Bank', 'Made by the security harness') returning id`,
  );
  return made ? Number(made.id) : undefined;
}

const entry: ObjectKindEntry = {
  own: ({ database }) => anyEntry(database),
  async foreign({ database }) {
    const id = await anyEntry(database);
    return id === undefined ? undefined : { id, identifying: [] };
  },
};

export const kinds: Record<string, ObjectKindEntry> = { bankWatchEntry: entry };
