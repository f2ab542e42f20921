/** Calls whose 401 or 403 answers do not end the session (part 1 §4, part 2 §7). */
const KEEP_SESSION_PATTERN =
  /users\/change-email|users\/change-password|payment-plans|subscriptions/;

/** A 401 or 403 answer to a signed-in call ends the session, except for the calls above. */
export function endsSession(status: number, path: string): boolean {
  if (status !== 401 && status !== 403) return false;
  return !KEEP_SESSION_PATTERN.test(path);
}
