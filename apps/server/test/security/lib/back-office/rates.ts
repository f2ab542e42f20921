/**
 * The security harness's entries for the back office's rate plans (module admin-rates): routes
 * whose admitted caller gets a known refusal with the generic request instead of a 2xx
 * (HANDLER_REFUSALS of matrix.ts). test/modules/admin-rates covers each rule and the 2xx.
 */
export const refusals: Record<string, { status: number; why: string }> = {
  'POST /api/admin/rates/:id/update': {
    status: 422,
    why: "the generic body's rate name is the one the generic POST /api/admin/rates gave a rate of the same processor just before: names are unique per processor (test/modules/admin-rates)",
  },
  'PATCH /api/admin/rates/:id/convert-to-residual': {
    status: 400,
    why: 'the generic body sets isResidualRate true with a residualRateId: a residual rate cannot point at another rate (test/modules/admin-rates covers the conversions)',
  },
};
