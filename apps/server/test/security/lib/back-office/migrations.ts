/**
 * The security harness's entries for the processor migration (module admin-migrations): routes
 * whose admitted caller gets a known refusal with the generic request instead of a 2xx
 * (HANDLER_REFUSALS of matrix.ts). test/modules/admin-migrations covers each rule and the 2xx.
 */
export const refusals: Record<string, { status: number; why: string }> = {
  'POST /api/admin/merchants/migrate': {
    status: 400,
    why: "the generic rateId (actions.ts's rate: the first rate, of processor 2) is no rate of the newer processor (3) a migration may use (test/modules/admin-migrations starts runs)",
  },
  'POST /api/admin/merchants/complete-migrations': {
    status: 422,
    why: 'the harness database holds no opened migration: accounts open in a run applied by background jobs, which the harness does not run (test/modules/admin-migrations completes them)',
  },
};
