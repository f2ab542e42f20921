import { pbkdf2, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { passwordRuleFailures } from '@paydesk/domain/password';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ValidationFailed } from './errors';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;
const pbkdf2Async = promisify(pbkdf2);

const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keylen: 32 };

/** "scrypt$N$r$p$salt$hash" with a fresh 16-byte salt per password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p);
  return [
    'scrypt',
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return scryptAsync(password.normalize('NFKC'), salt, SCRYPT.keylen, {
    N,
    r,
    p,
    maxmem: 256 * N * r,
  });
}

/** Constant-time check of a password against a stored scrypt hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/** Spends the time of a real check, so an unknown e-mail answers as slowly as a wrong password. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64url'));
  await verifyPassword(password, await dummyHash);
  return false;
}

/** The older system's hash, "pbkdf2-sha1$iterations$salt$hash" (hex), checked in constant time. */
export async function verifyLegacyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$');
  if (scheme !== 'pbkdf2-sha1' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = await pbkdf2Async(
    password,
    Buffer.from(salt, 'hex'),
    Number(iterations),
    expected.length,
    'sha1',
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export async function hashLegacyPassword(password: string): Promise<string> {
  const salt = randomBytes(8);
  const hash = await pbkdf2Async(password, salt, 10_000, 20, 'sha1');
  return ['pbkdf2-sha1', 10_000, salt.toString('hex'), hash.toString('hex')].join('$');
}

const commonPasswords = new Set(dictionary['passwords-common']);

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose another.';

/**
 * True for a password from zxcvbn-ts's list of common passwords, also once the decorations
 * the rules force (capitals, digits, symbols) are stripped: "Password123!" is "password".
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return true;
  const letters = lower.replace(/[^a-z]/g, '');
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  return (
    (letters.length >= 4 && commonPasswords.has(letters)) ||
    (core.length >= 4 && commonPasswords.has(core))
  );
}

export const SAME_PASSWORD_MESSAGE = 'The new password must differ from the current one.';

/**
 * The server's own check of a new password: the rules of part 1 §5 (all failures listed),
 * no common password, and not the current one. Field: newPassword.
 */
export async function assertAcceptablePassword(
  newPassword: string,
  user?: { passwordHash: string },
): Promise<void> {
  const failures = passwordRuleFailures(newPassword);
  if (failures.length === 0 && isCommonPassword(newPassword))
    failures.push(COMMON_PASSWORD_MESSAGE);
  if (failures.length === 0 && user && (await verifyPassword(newPassword, user.passwordHash))) {
    failures.push(SAME_PASSWORD_MESSAGE);
  }
  if (failures.length > 0) throw new ValidationFailed({ newPassword: failures });
}
