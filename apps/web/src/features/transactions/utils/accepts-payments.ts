/**
 * Whether New payment is offered for an account: it is active (merchant status 1) and the
 * user's access to it is granted. The terminal asks the server again (payment-info) for the
 * methods and limits, and the server decides.
 */
export function acceptsPayments(
  account: { merchantStatus: number; status: number } | undefined,
): boolean {
  return account?.merchantStatus === 1 && account.status === 1;
}
