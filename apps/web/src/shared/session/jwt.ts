/** The claims the web app reads from an ID token (JWT, HS256, signed by the server). */
export interface IdTokenClaims {
  sub?: string;
  email?: string;
  exp?: number;
  iat?: number;
  groups?: string[];
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The payload of a JWT, without checking the signature (the server does that on every call).
 * Undefined for anything that is not a three-part token with a JSON object payload.
 */
export function decodeJwtPayload(token: string): IdTokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return undefined;
    return payload as IdTokenClaims;
  } catch {
    return undefined;
  }
}

/** The e-mail of the signed-in user, from the ID token. */
export function emailFromIdToken(idToken: string | undefined): string | undefined {
  if (!idToken) return undefined;
  const email = decodeJwtPayload(idToken)?.email;
  return typeof email === 'string' && email ? email : undefined;
}
