import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 15 * 60;
const ISSUER = 'paydesk';

export interface TokenSubject {
  userId: number;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  groups: string[];
}

export interface VerifiedToken {
  userId: number;
  sessionId: string;
  tokenUse: 'id' | 'access';
  expiresAt: number;
}

/** Signs the ID and access tokens of a session (HS256, 15 minutes). */
export async function signSessionTokens(
  key: Uint8Array,
  subject: TokenSubject,
): Promise<{ idToken: string; accessToken: string }> {
  const sign = (payload: Record<string, unknown>, audience: string) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(String(subject.userId))
      .setIssuedAt()
      .setJti(randomBytes(8).toString('base64url'))
      .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
      .sign(key);
  const [idToken, accessToken] = await Promise.all([
    sign(
      {
        sid: subject.sessionId,
        token_use: 'id',
        email: subject.email,
        given_name: subject.firstName,
        family_name: subject.lastName,
        groups: subject.groups,
      },
      'paydesk-web',
    ),
    sign({ sid: subject.sessionId, token_use: 'access' }, 'paydesk-api'),
  ]);
  return { idToken, accessToken };
}

const verificationKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

/** The secret as an HMAC key, imported once (every request verifies a token with it). */
function verificationKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = verificationKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
    verificationKeys.set(secret, key);
  }
  return key;
}

/** Tokens verified lately, by their text: at most this many kept. */
const VERIFIED_CACHE_SIZE = 10_000;
const verifiedTokens = new Map<string, { key: Uint8Array; token: VerifiedToken }>();

/**
 * Verifies a session token: signature, issuer and expiry. A token verified before by this
 * process is not verified again until it expires (the same text under the same key gives the
 * same answer; its expiry is checked on every use): an HMAC check through WebCrypto was a
 * sixth of a signed-in read. Whether the session is still live is the guard's query, every
 * time. Answers undefined for any token that is not good.
 */
export async function verifySessionToken(
  key: Uint8Array,
  token: string,
): Promise<VerifiedToken | undefined> {
  const seen = verifiedTokens.get(token);
  if (seen && seen.key === key) {
    // The clock jose checks `exp` against: the system's.
    if (seen.token.expiresAt * 1000 > Date.now()) return seen.token;
    verifiedTokens.delete(token);
    return undefined;
  }
  const verified = await verifyWithJose(key, token);
  if (verified) {
    if (verifiedTokens.size >= VERIFIED_CACHE_SIZE) {
      const oldest = verifiedTokens.keys().next().value;
      if (oldest !== undefined) verifiedTokens.delete(oldest);
    }
    verifiedTokens.set(token, { key, token: verified });
  }
  return verified;
}

/** Verifies signature, issuer and expiry; answers undefined for any token that is not good. */
async function verifyWithJose(key: Uint8Array, token: string): Promise<VerifiedToken | undefined> {
  try {
    const { payload } = await jwtVerify(token, await verificationKey(key), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      // A token without an expiry would never die: refused, whoever signed it.
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const use = payload.token_use;
    if ((use !== 'id' && use !== 'access') || typeof payload.sid !== 'string') return undefined;
    return {
      userId: Number(payload.sub),
      sessionId: payload.sid,
      tokenUse: use,
      expiresAt: payload.exp as number,
    };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return undefined;
    throw error;
  }
}

/** A random opaque secret (refresh tokens, SSO keys, challenge sessions). */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a secret: its SHA-256, so a leaked table reveals nothing usable. */
export const hashSecret = (secret: string) =>
  createHash('sha256').update(secret).digest('base64url');
