import { decodeJwtPayload } from './jwt';

/** Refresh a little before the server would refuse the token (requests take time). */
export const EXPIRY_MARGIN_MS = 30_000;

/**
 * When the ID token stops being good, on this browser's clock. The token's lifetime is read
 * from its own `exp` and `iat` claims and counted from the moment it arrived, so a browser
 * whose clock is off still refreshes on time; `expiresIn` (seconds) is the fallback.
 */
export function tokenExpiresAt(idToken: string, receivedAt: number, expiresIn?: number): number {
  const claims = decodeJwtPayload(idToken);
  const exp = claims?.exp;
  const iat = claims?.iat;
  if (typeof exp === 'number' && typeof iat === 'number' && exp > iat) {
    return receivedAt + (exp - iat) * 1000;
  }
  if (typeof exp === 'number') return exp * 1000;
  return receivedAt + (expiresIn ?? 0) * 1000;
}

/** The ID token's expiry has passed (or is within the margin): refresh before the request. */
export function isTokenExpired(expiresAt: number | undefined, now: number): boolean {
  if (expiresAt === undefined || !Number.isFinite(expiresAt)) return true;
  return now >= expiresAt - EXPIRY_MARGIN_MS;
}
