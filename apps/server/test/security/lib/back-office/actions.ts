import type { ObjectKindEntry } from '../object-kind-types';

/**
 * The security harness's entries for the back office's profile routes of this area (kept per
 * area so that each module's routes are declared next to each other): routes whose admitted
 * caller gets a known refusal instead of a 2xx (HANDLER_REFUSALS of matrix.ts), and the id
 * kinds their paths name (OBJECT_KINDS of object-kinds.ts).
 */
export const refusals: Record<string, { status: number; why: string }> = {
  'POST /api/admin/merchants/:id/status': {
    status: 409,
    why: "merchant A is already Active, the generic body's status (test/modules/admin-merchant-actions covers each change)",
  },
  'POST /api/admin/merchants/:id/funding-hold': {
    status: 409,
    why: 'merchant A is on processor 2: a funding hold needs processor 3 and status Active (test/modules/admin-merchant-actions)',
  },
  'GET /api/admin/merchants/:id/old-processor-account': {
    status: 409,
    why: 'merchant A was never migrated (processorCanRevert 0): no old processor account (test/modules/admin-merchant-actions/processor-actions)',
  },
  'GET /api/admin/merchants/:id/revert-rates': {
    status: 409,
    why: 'merchant A was never migrated (processorCanRevert 0) (test/modules/admin-merchant-actions/processor-actions)',
  },
  'POST /api/admin/merchants/:id/revert-processor': {
    status: 409,
    why: 'merchant A was never migrated (processorCanRevert 0) (test/modules/admin-merchant-actions/processor-actions)',
  },
  'POST /api/admin/merchants/:id/accept-tos': {
    status: 409,
    why: 'merchant A is on processor 2: terms of service are for processor 3 (test/modules/admin-merchant-actions/processor-actions)',
  },
  'POST /api/admin/merchants/:id/beneficial-data': {
    status: 409,
    why: "the generic owner_id (records.ts's merchantContact) is not merchant A's first beneficial owner, or its data was already sent: the processor takes it once (test/modules/admin-merchant-actions/processor-actions covers the send)",
  },
};

/** A processing rate: the provider's, named by no merchant (any rate serves a valid request). */
const rate: ObjectKindEntry = {
  async own({ database }) {
    const [row] = await database.query<{ id: number }>('select id from rates order by id limit 1');
    if (row) return Number(row.id);
    const [made] = await database.query<{ id: number }>(
      `insert into rates (rate_name, processor_id) values ('Harness rate', 2) returning id`,
    );
    return made ? Number(made.id) : undefined;
  },
  async foreign({ database }) {
    const [made] = await database.query<{ id: number }>(
      `insert into rates (rate_name, processor_id) values ('Harness foreign rate', 3) returning id`,
    );
    return made ? { id: Number(made.id), identifying: [] } : undefined;
  },
};

// 'merchantContact' (the beneficial-data owner_id) is records.ts's entry, shared with the full-SSN reveal.
export const kinds: Record<string, ObjectKindEntry> = { rate };
