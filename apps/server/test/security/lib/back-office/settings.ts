import type { DatabaseHandle } from '../../../../src/db/client';
import type { ObjectKindEntry } from '../object-kind-types';

/**
 * The security harness's entries for the back office's profile routes of this area (kept per
 * area so that each module's routes are declared next to each other): routes whose admitted
 * caller gets a known refusal instead of a 2xx (HANDLER_REFUSALS of matrix.ts), and the id
 * kinds their paths name (OBJECT_KINDS of object-kinds.ts).
 */
export const refusals: Record<string, { status: number; why: string }> = {
  'POST /api/admin/merchants/:id/tier': {
    status: 400,
    why: "the generic body's rate name is no rate of merchant A's processor in the harness database (test/modules/admin-merchant-settings sets real rates)",
  },
};

/**
 * Partners and clients are the provider's, not a merchant's: `own` is any one (seeded when the
 * test database has none); `foreign` is one too (only admins reach these routes, and the
 * matrix's merchant callers are refused before the body is read).
 */
const providerRow = (table: 'partners' | 'clients'): ObjectKindEntry => {
  const first = async (ctx: { database: DatabaseHandle }) => {
    const [row] = await ctx.database.query<{ id: number; name: string }>(
      `select id, name from ${table} order by id limit 1`,
    );
    if (row) return row;
    const [made] = await ctx.database.query<{ id: number; name: string }>(
      table === 'partners'
        ? `insert into partners (name, email) values ('Harness Partner', 'harness-partner@example.com') returning id, name`
        : `insert into clients (name) values ('Harness Client') returning id, name`,
    );
    return made;
  };
  return {
    own: async (ctx) => (await first(ctx))?.id,
    async foreign(ctx) {
      const row = await first(ctx);
      return row ? { id: Number(row.id), identifying: [] } : undefined;
    },
  };
};

export const kinds: Record<string, ObjectKindEntry> = {
  partner: providerRow('partners'),
  client: providerRow('clients'),
};
