import type { ObjectKindEntry } from '../object-kind-types';

/**
 * The security harness's entries for the Call to Action Manager (module admin-ctas): the id
 * kind its paths name (OBJECT_KINDS of object-kinds.ts). A campaign is the provider's, held by
 * no merchant: the "own" one is a live campaign (made when there is none: a DELETE may have
 * deleted the last), the "foreign" one another live campaign. test/modules/admin-ctas covers
 * the rules.
 */
async function liveCampaign(
  database: { query: <R>(text: string, params?: unknown[]) => Promise<R[]> },
  title: string,
): Promise<number | undefined> {
  const rows = await database.query<{ id: number }>(
    `select id from ctas where deleted_at is null and title = $1 order by id limit 1`,
    [title],
  );
  if (rows[0]) return Number(rows[0].id);
  const [made] = await database.query<{ id: number }>(
    `insert into ctas (title, message, viewable_by) values ($1, 'Made by the security harness',
       '{merchant-admin}') returning id`,
    [title],
  );
  return made ? Number(made.id) : undefined;
}

export const kinds: Record<string, ObjectKindEntry> = {
  cta: {
    own: async ({ database }) => liveCampaign(database, 'Harness campaign'),
    async foreign({ database }) {
      const id = await liveCampaign(database, 'Foreign harness campaign');
      return id === undefined ? undefined : { id, identifying: [] };
    },
  },
};

/** Routes whose admitted caller gets a known refusal with the generic request (matrix.ts). */
export const refusals: Record<string, { status: number; why: string }> = {
  'POST /api/admin/cta/:id/assign': {
    status: 400,
    why: 'the generic body fills both merchantIds and filter: the call takes one or the other (test/modules/admin-ctas covers each)',
  },
  'POST /api/admin/cta/:id/assign-csv': {
    status: 400,
    why: 'the generic upload is no CSV with the header merchant_id (test/modules/admin-ctas uploads real ones)',
  },
};
