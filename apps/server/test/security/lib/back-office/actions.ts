import type { ObjectKindEntry } from '../object-kinds';

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
};

export const kinds: Record<string, ObjectKindEntry> = {};
