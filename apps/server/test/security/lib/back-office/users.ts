/**
 * The security harness's entries for the back office's Users screens (modules/admin-users):
 * routes whose admitted caller gets a known refusal to the generic request (HANDLER_REFUSALS
 * of matrix.ts). The user ids of these routes are `teamMember`s: a throwaway merchant user of
 * the route's merchant (object-kinds.ts), so the writes never touch the harness's principals.
 * test/modules/admin-users covers the successful answers.
 */
export const refusals: Record<string, { status: number; why: string }> = {
  'POST /api/v2/admin/users': {
    status: 422,
    why: "the generic body's e-mail is the caller's own, already in the pool",
  },
  'PATCH /api/admin/permissions/:userId/:permissionKey': {
    status: 422,
    why: 'the throwaway target is a merchant user: admin keys are for staff',
  },
  'PATCH /api/admin/permissions/internal/:userId/:roleName': {
    status: 422,
    why: 'the throwaway target is on a merchant account: it cannot become staff (mp_admin)',
  },
};
